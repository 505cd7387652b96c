import { describe, it, expect } from 'vitest';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import {
  AUTOPLAY_RETRY_MS,
  AUTOPLAY_SPEED_MS,
  SLIDER_FADE_MS,
  SLIDER_MODULE_FADE_MS,
  SWIPE_THRESHOLD_PX,
  actionForKey,
  autoplayDelay,
  initialSliderState,
  isLocked,
  slideAnnouncement,
  slideLabel,
  sliderReducer,
  swipeAction,
  type SliderAction,
  type SliderState,
} from '../../react-core/slider/slider-state';
import { slideIndexFromHash } from '../../react-core/slider/slider-hash';

/** A settled slider of `count` slides at `index`. */
const at = (index: number, count = 3): SliderState => initialSliderState(count, index);
/** Runs actions, settling each move as its animation would. */
function run(state: SliderState, ...actions: SliderAction[]): SliderState {
  return actions.reduce((current, action) => {
    const next = sliderReducer(current, action);
    return next.animating ? sliderReducer(next, { type: 'settled', move: next.move }) : next;
  }, state);
}

describe('slider constants (SPEC §9 Durations)', () => {
  it('fades in 500 ms by default and 700 ms for the builder slider module', () => {
    expect(SLIDER_FADE_MS).toBe(500);
    expect(SLIDER_MODULE_FADE_MS).toBe(700);
  });
  it('autoplays every 7000 ms by default and retries every 2000 ms while paused', () => {
    expect(AUTOPLAY_SPEED_MS).toBe(7000);
    expect(AUTOPLAY_RETRY_MS).toBe(2000);
  });
  it('a swipe needs 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });
});

describe('sliderReducer: one active slide, next/previous/go-to with wrap at both ends (SPEC §4 Slider)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 0],
  ] as const)('next from %d shows %d (wrapping after the last)', (from, to) => {
    const moved = sliderReducer(at(from), { type: 'next' });
    expect(moved).toMatchObject({ index: to, previousIndex: from, animating: true, direction: 1, reason: 'user' });
  });

  it.each([
    [2, 1],
    [1, 0],
    [0, 2],
  ] as const)('previous from %d shows %d (wrapping before the first)', (from, to) => {
    const moved = sliderReducer(at(from), { type: 'previous' });
    expect(moved).toMatchObject({ index: to, previousIndex: from, animating: true, direction: -1 });
  });

  it('goes to an index, forward or backward', () => {
    expect(sliderReducer(at(0, 5), { type: 'goTo', index: 3 })).toMatchObject({ index: 3, previousIndex: 0, direction: 1 });
    expect(sliderReducer(at(4, 5), { type: 'goTo', index: 1 })).toMatchObject({ index: 1, previousIndex: 4, direction: -1 });
  });

  it('ignores a go-to of the active slide or of a slide that does not exist', () => {
    const state = at(1);
    for (const index of [1, -1, 3, 1.5, Number.NaN]) expect(sliderReducer(state, { type: 'goTo', index })).toBe(state);
  });

  it('keeps the reason of a move (user, autoplay, hash)', () => {
    expect(sliderReducer(at(0), { type: 'goTo', index: 2, reason: 'hash' }).reason).toBe('hash');
    expect(sliderReducer(at(0), { type: 'next', reason: 'user' }).reason).toBe('user');
  });

  it('counts moves', () => {
    expect(run(at(0), { type: 'next' }, { type: 'next' }, { type: 'previous' })).toMatchObject({ index: 1, move: 3, animating: false });
  });

  it('a single slide or none never moves', () => {
    for (const count of [0, 1]) {
      const state = at(0, count);
      expect(isLocked(state)).toBe(true);
      expect(sliderReducer(state, { type: 'next' })).toBe(state);
      expect(sliderReducer(state, { type: 'previous' })).toBe(state);
      expect(sliderReducer(state, { type: 'tick', paused: false })).toBe(state);
    }
  });

  it('clamps the initial index to the slides there are', () => {
    expect(initialSliderState(3, 7).index).toBe(2);
    expect(initialSliderState(3, -2).index).toBe(0);
    expect(initialSliderState(0, 4).index).toBe(0);
  });
});

describe('sliderReducer: clicks during an animation are ignored (SPEC §4 Slider)', () => {
  const moving = sliderReducer(at(0), { type: 'next' });

  it.each<SliderAction>([{ type: 'next' }, { type: 'previous' }, { type: 'goTo', index: 2 }])('ignores %o while animating', (action) => {
    expect(moving.animating).toBe(true);
    expect(sliderReducer(moving, action)).toBe(moving);
  });

  it('accepts moves again once the animation settled', () => {
    const settled = sliderReducer(moving, { type: 'settled', move: moving.move });
    expect(settled.animating).toBe(false);
    expect(sliderReducer(settled, { type: 'next' })).toMatchObject({ index: 2, animating: true });
  });

  it('ignores the end of an older animation', () => {
    expect(sliderReducer(moving, { type: 'settled', move: moving.move - 1 })).toBe(moving);
  });

  it('a change in the number of slides ends the animation and keeps the index in range', () => {
    const moved = sliderReducer(at(2, 3), { type: 'goTo', index: 1 });
    expect(sliderReducer(moved, { type: 'count', count: 1 })).toMatchObject({ index: 0, count: 1, animating: false });
    expect(sliderReducer(at(1), { type: 'count', count: 5 })).toMatchObject({ index: 1, count: 5 });
  });
});

describe('sliderReducer: autoplay ticks advance, or retry every 2 s while a pause is set (SPEC §4, §9)', () => {
  it('a tick with no pause moves to the next slide, wrapping, as an autoplay move', () => {
    expect(sliderReducer(at(0), { type: 'tick', paused: false })).toMatchObject({ index: 1, reason: 'autoplay', animating: true });
    expect(sliderReducer(at(2), { type: 'tick', paused: false })).toMatchObject({ index: 0, reason: 'autoplay' });
  });

  it('a tick while paused keeps the slide and makes the next wait the 2 s retry', () => {
    const state = at(1);
    const held = sliderReducer(state, { type: 'tick', paused: true });
    expect(held).toMatchObject({ index: 1, animating: false, retrying: true, retries: 1 });
    expect(autoplayDelay(state, 300)).toBe(300);
    expect(autoplayDelay(held, 300)).toBe(AUTOPLAY_RETRY_MS);
    const heldAgain = sliderReducer(held, { type: 'tick', paused: true });
    expect(heldAgain.retries, 'each retry schedules the next one').toBe(2);
    expect(autoplayDelay(heldAgain, 7000)).toBe(AUTOPLAY_RETRY_MS);
  });

  it('after the pause ends, the retry moves on and the wait is the full speed again', () => {
    const held = sliderReducer(at(0), { type: 'tick', paused: true });
    const moved = run(held, { type: 'tick', paused: false });
    expect(moved).toMatchObject({ index: 1, retrying: false });
    expect(autoplayDelay(moved, 7000)).toBe(7000);
  });

  it('a move by the visitor restarts the full wait', () => {
    const held = sliderReducer(at(0), { type: 'tick', paused: true });
    expect(autoplayDelay(run(held, { type: 'next' }), 5000)).toBe(5000);
  });

  it('a tick during an animation does not move', () => {
    const moving = sliderReducer(at(0), { type: 'next' });
    expect(sliderReducer(moving, { type: 'tick', paused: false })).toMatchObject({ index: 1, move: moving.move });
  });
});

describe('keys and swipes', () => {
  it('Right shows the next slide and Left the previous; other keys do nothing', () => {
    expect(actionForKey('ArrowRight')).toEqual({ type: 'next' });
    expect(actionForKey('ArrowLeft')).toEqual({ type: 'previous' });
    expect(actionForKey('ArrowUp')).toBeUndefined();
    expect(actionForKey('Enter')).toBeUndefined();
  });

  it('a horizontal swipe of 50 px or more moves: left to the next, right to the previous', () => {
    expect(swipeAction(-50, 0)).toEqual({ type: 'next' });
    expect(swipeAction(120, 10)).toEqual({ type: 'previous' });
  });

  it('right to left (APG), Left shows the next slide and a swipe right the next too', () => {
    expect(actionForKey('ArrowLeft', true)).toEqual({ type: 'next' });
    expect(actionForKey('ArrowRight', true)).toEqual({ type: 'previous' });
    expect(actionForKey('Home', true)).toBeUndefined();
    expect(swipeAction(60, 0, true)).toEqual({ type: 'next' });
    expect(swipeAction(-60, 0, true)).toEqual({ type: 'previous' });
    expect(swipeAction(40, 0, true)).toBeUndefined();
  });

  it('a short or mostly vertical gesture is not a swipe', () => {
    expect(swipeAction(-49, 0)).toBeUndefined();
    expect(swipeAction(-80, 120)).toBeUndefined();
    expect(swipeAction(0, 0)).toBeUndefined();
  });
});

describe('slideIndexFromHash: the slider position in the page hash (SPEC §2)', () => {
  it('reads #id|index (from 0), also as one of several segments', () => {
    expect(slideIndexFromHash('#hero|2', 'hero', 3)).toBe(2);
    expect(slideIndexFromHash('#gallery-1|nature|2||hero|1', 'hero', 3)).toBe(1);
  });

  it('says nothing for another id, no id, an index out of range or not a number', () => {
    expect(slideIndexFromHash('#other|1', 'hero', 3)).toBeUndefined();
    expect(slideIndexFromHash('#hero|1', '', 3)).toBeUndefined();
    expect(slideIndexFromHash('#hero|3', 'hero', 3)).toBeUndefined();
    expect(slideIndexFromHash('#hero|x', 'hero', 3)).toBeUndefined();
    expect(slideIndexFromHash('#hero', 'hero', 3)).toBeUndefined();
    expect(slideIndexFromHash('', 'hero', 3)).toBeUndefined();
  });
});

describe('slider accessibility texts (SPEC §8)', () => {
  it('labels each slide "{{index}} / {{slidesLength}}", counting from 1', () => {
    expect(slideLabel(DEFAULT_MESSAGES, 0, 4)).toBe('1 / 4');
    expect(slideLabel({ ...DEFAULT_MESSAGES, slideLabel: 'Folie {{index}} von {{slidesLength}}' }, 3, 4)).toBe('Folie 4 von 4');
  });

  it('announces the slide, and "This is the first/last slide" on reaching an end', () => {
    expect(slideAnnouncement(DEFAULT_MESSAGES, 1, 4)).toBe('2 / 4');
    expect(slideAnnouncement(DEFAULT_MESSAGES, 0, 4)).toBe('1 / 4. This is the first slide');
    expect(slideAnnouncement(DEFAULT_MESSAGES, 3, 4)).toBe('4 / 4. This is the last slide');
    expect(slideAnnouncement(DEFAULT_MESSAGES, 0, 1)).toBe('1 / 1');
  });
});
