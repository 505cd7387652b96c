import { describe, it, expect } from 'vitest';
import {
  TOGGLE_SLIDE_MS,
  accordionReducer,
  initialOpenIndex,
  isAccordionAnimating,
  toggleReducer,
  type AccordionState,
  type ToggleState,
} from '../../react-core/toggle/toggle-state';

describe('toggle slide duration (SPEC §9: accordion slide 700 ms)', () => {
  it('is 700 ms', () => {
    expect(TOGGLE_SLIDE_MS).toBe(700);
  });
});

describe('toggleReducer: each toggle is open or closed; clicks during toggling are ignored (SPEC §4 Accordion and toggles)', () => {
  const closed: ToggleState = { open: false, animating: false };
  const open: ToggleState = { open: true, animating: false };

  it('opens a closed toggle and starts the slide', () => {
    expect(toggleReducer(closed, { type: 'toggle' })).toEqual({ open: true, animating: true });
  });

  it('closes an open toggle and starts the slide', () => {
    expect(toggleReducer(open, { type: 'toggle' })).toEqual({ open: false, animating: true });
  });

  it.each([
    { open: true, animating: true },
    { open: false, animating: true },
  ])('ignores a click while the toggle is sliding (%j)', (state) => {
    expect(toggleReducer(state, { type: 'toggle' })).toBe(state);
  });

  it('accepts a click again once the slide has settled', () => {
    const opening = toggleReducer(closed, { type: 'toggle' });
    const ignored = toggleReducer(opening, { type: 'toggle' });
    const settled = toggleReducer(ignored, { type: 'settled' });
    expect(settled).toEqual(open);
    expect(toggleReducer(settled, { type: 'toggle' })).toEqual({ open: false, animating: true });
  });

  it('settled ends the slide and keeps the open state', () => {
    expect(toggleReducer({ open: false, animating: true }, { type: 'settled' })).toEqual(closed);
  });

  it('settled is a no-op when nothing is sliding', () => {
    expect(toggleReducer(open, { type: 'settled' })).toBe(open);
  });

  it('sync follows the details element when it changes by itself', () => {
    expect(toggleReducer(closed, { type: 'sync', open: true })).toEqual(open);
    expect(toggleReducer(open, { type: 'sync', open: false })).toEqual(closed);
  });

  it('sync to the current state is a no-op', () => {
    expect(toggleReducer(open, { type: 'sync', open: true })).toBe(open);
    expect(toggleReducer(closed, { type: 'sync', open: false })).toBe(closed);
  });

  it.each([true, false])('sync is ignored while sliding (sync open=%s)', (target) => {
    const sliding = { open: !target, animating: true };
    expect(toggleReducer(sliding, { type: 'sync', open: target })).toBe(sliding);
  });
});

describe('accordionReducer: only one item open; opening one closes the others; clicks while animating ignored (SPEC §4)', () => {
  const settled = (openIndex: number, count = 3): AccordionState => ({ openIndex, closingIndex: undefined, count });

  it('opens another item and slides the open one closed', () => {
    const next = accordionReducer(settled(0), { type: 'open', index: 2 });
    expect(next).toEqual({ openIndex: 2, closingIndex: 0, count: 3 });
    expect(isAccordionAnimating(next)).toBe(true);
  });

  it('opening the item that is already open is a no-op', () => {
    const state = settled(1);
    expect(accordionReducer(state, { type: 'open', index: 1 })).toBe(state);
  });

  it('ignores clicks while an item is sliding', () => {
    const sliding: AccordionState = { openIndex: 2, closingIndex: 0, count: 3 };
    expect(accordionReducer(sliding, { type: 'open', index: 1 })).toBe(sliding);
    expect(accordionReducer(sliding, { type: 'open', index: 0 })).toBe(sliding);
  });

  it.each([-1, 3, 42])('ignores opening the out-of-range index %d', (index) => {
    const state = settled(0);
    expect(accordionReducer(state, { type: 'open', index })).toBe(state);
  });

  it('settled ends the slide, leaving only the new item open', () => {
    const sliding: AccordionState = { openIndex: 2, closingIndex: 0, count: 3 };
    const next = accordionReducer(sliding, { type: 'settled' });
    expect(next).toEqual(settled(2));
    expect(isAccordionAnimating(next)).toBe(false);
  });

  it('settled is a no-op when nothing is sliding', () => {
    const state = settled(1);
    expect(accordionReducer(state, { type: 'settled' })).toBe(state);
  });

  it('accepts a click again once the slide has settled', () => {
    let state = accordionReducer(settled(0), { type: 'open', index: 1 });
    state = accordionReducer(state, { type: 'open', index: 2 });
    expect(state.openIndex).toBe(1);
    state = accordionReducer(state, { type: 'settled' });
    state = accordionReducer(state, { type: 'open', index: 2 });
    expect(state).toEqual({ openIndex: 2, closingIndex: 1, count: 3 });
  });

  it.each([
    [1, 5, 1],
    [2, 2, 1],
    [2, 1, 0],
    [2, 0, 0],
  ] as const)('count keeps open item %d in range when the count becomes %d (→ %d)', (openIndex, count, expected) => {
    expect(accordionReducer(settled(openIndex), { type: 'count', count })).toEqual(settled(expected, count));
  });

  it('count ends any slide in progress', () => {
    const sliding: AccordionState = { openIndex: 2, closingIndex: 0, count: 3 };
    expect(accordionReducer(sliding, { type: 'count', count: 4 })).toEqual(settled(2, 4));
  });

  it('isAccordionAnimating is true only while an item is closing', () => {
    expect(isAccordionAnimating(settled(0))).toBe(false);
    expect(isAccordionAnimating({ openIndex: 1, closingIndex: 0, count: 3 })).toBe(true);
  });
});

describe('initialOpenIndex: the first item the author marked open, else the first item', () => {
  it.each([
    [[false, true, false], 1],
    [[false, true, true], 1],
    [[true, false], 0],
    [[false, false, false], 0],
    [[], 0],
    [[false, false, true], 2],
  ] as const)('%j opens item %d', (flags, expected) => {
    expect(initialOpenIndex(flags)).toBe(expected);
  });
});
