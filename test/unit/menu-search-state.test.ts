import { describe, expect, it } from 'vitest';
import { MENU_SEARCH_FADE_MS, MENU_SEARCH_GUARD_MS, isMenuSearchLocked, menuSearchReducer } from '../../react-core/header/menu-search-open-state';
import {
  INITIAL_MENU_SEARCH_STATE,
  MENU_SEARCH_MIN_FIELD_PX,
  MENU_SEARCH_RESIZE_DEBOUNCE_MS,
  SEARCH_PADDING_EXTRA_PX,
  searchPadding,
  type MenuSearchState,
} from '../../react-core/header/menu-search-state';

describe('menu search constants (SPEC §9)', () => {
  it('guards for 1000 ms, pads 30 px, fades 500 ms, re-measures 200 ms after a resize', () => {
    expect(MENU_SEARCH_GUARD_MS).toBe(1000);
    expect(SEARCH_PADDING_EXTRA_PX).toBe(30);
    expect(MENU_SEARCH_FADE_MS).toBe(500);
    expect(MENU_SEARCH_RESIZE_DEBOUNCE_MS).toBe(200);
  });
});

describe('menuSearchReducer: open or closed, with a 1-second animation guard (SPEC §4 Menu search)', () => {
  const openedAt1000: MenuSearchState = { open: true, changedAt: 1000 };

  it('starts closed and unlocked', () => {
    expect(INITIAL_MENU_SEARCH_STATE.open).toBe(false);
    expect(isMenuSearchLocked(INITIAL_MENU_SEARCH_STATE, 0)).toBe(false);
  });

  it('the toggle opens a closed search and records the time', () => {
    expect(menuSearchReducer(INITIAL_MENU_SEARCH_STATE, { type: 'toggle', now: 5 })).toEqual({ open: true, changedAt: 5 });
  });

  it('ignores a toggle 300 ms after a change', () => {
    expect(menuSearchReducer(openedAt1000, { type: 'toggle', now: 1300 })).toBe(openedAt1000);
  });

  it('ignores a guarded close 999 ms after a change, accepts it at 1000 ms', () => {
    expect(menuSearchReducer(openedAt1000, { type: 'close', now: 1999 })).toBe(openedAt1000);
    expect(menuSearchReducer(openedAt1000, { type: 'close', now: 2000 })).toEqual({ open: false, changedAt: 2000 });
  });

  it('the toggle closes an open search after the guard (1100 ms)', () => {
    expect(menuSearchReducer(openedAt1000, { type: 'toggle', now: 2100 })).toEqual({ open: false, changedAt: 2100 });
  });

  it('a forced close (another menu opening) passes the guard', () => {
    expect(menuSearchReducer(openedAt1000, { type: 'close', now: 1001, force: true })).toEqual({ open: false, changedAt: 1001 });
  });

  it('closing a closed search or opening an open one changes nothing (not even the guard)', () => {
    const closed: MenuSearchState = { open: false, changedAt: 0 };
    expect(menuSearchReducer(closed, { type: 'close', now: 5000 })).toBe(closed);
    expect(menuSearchReducer(openedAt1000, { type: 'open', now: 5000 })).toBe(openedAt1000);
  });

  it('a guarded open right after closing is ignored', () => {
    const closedAt = { open: false, changedAt: 100 };
    expect(menuSearchReducer(closedAt, { type: 'open', now: 600 })).toBe(closedAt);
    expect(menuSearchReducer(closedAt, { type: 'open', now: 1100 })).toEqual({ open: true, changedAt: 1100 });
  });

  it('the lock ends exactly at the guard', () => {
    expect(isMenuSearchLocked(openedAt1000, 1999)).toBe(true);
    expect(isMenuSearchLocked(openedAt1000, 2000)).toBe(false);
  });
});

describe('searchPadding: the logo width plus 30 px (SPEC §9 "Search padding adds 30 px")', () => {
  it('adds 30 px to the logo width', () => {
    expect(searchPadding(120)).toBe(150);
    expect(searchPadding(93.6)).toBe(124);
  });

  it('covers the logo (0) when the panel would leave less than 200 px for the field', () => {
    expect(MENU_SEARCH_MIN_FIELD_PX).toBe(200);
    expect(searchPadding(120, 1000)).toBe(150);
    expect(searchPadding(120, 350)).toBe(150);
    expect(searchPadding(120, 349)).toBe(0);
    expect(searchPadding(120, 0)).toBe(150);
  });

  it('counts a missing, zero, negative or NaN width as 0', () => {
    expect(searchPadding(undefined)).toBe(30);
    expect(searchPadding(0)).toBe(30);
    expect(searchPadding(-5)).toBe(30);
    expect(searchPadding(Number.NaN)).toBe(30);
  });
});
