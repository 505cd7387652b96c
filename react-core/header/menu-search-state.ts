/**
 * Menu search state (SPEC.md §4 "Menu search"): open or closed, with a 1-second animation guard;
 * the menu and the search swap (menu visible or search visible, with a 1000 ms lock). Pure: the
 * view passes the time of every request, so the guard is unit-tested without timers.
 */

/** SPEC §9 Durations: "Menu search animation guard 1000 ms" (§4: "a 1-second animation guard"). */
export const MENU_SEARCH_GUARD_MS = 1000;

/** SPEC §9 Durations: "Overlay fade 500 ms" — the search panel fades/slides in and out in this time. */
export const MENU_SEARCH_FADE_MS = 500;

/** SPEC §9 Layout and counts: "Search padding adds 30 px" (to the logo's width). */
export const SEARCH_PADDING_EXTRA_PX = 30;

/** SPEC §9 Debounces: "200 ms for menu dropdowns" — the logo is re-measured after a resize settles. */
export const MENU_SEARCH_RESIZE_DEBOUNCE_MS = 200;

export interface MenuSearchState {
  open: boolean;
  /** When the last change happened (ms, `performance.now()`); `-Infinity` before the first one. */
  changedAt: number;
}

export const INITIAL_MENU_SEARCH_STATE: MenuSearchState = { open: false, changedAt: Number.NEGATIVE_INFINITY };

export type MenuSearchAction =
  /** The toggle button. */
  | { type: 'toggle'; now: number }
  /** The close button and Escape (guarded), or another menu claiming the slot (`force`). */
  | { type: 'close'; now: number; force?: boolean }
  | { type: 'open'; now: number; force?: boolean };

/** True while a change made at `changedAt` still locks the search (the 1000 ms guard). */
export function isMenuSearchLocked(state: MenuSearchState, now: number, guardMs = MENU_SEARCH_GUARD_MS): boolean {
  return now - state.changedAt < guardMs;
}

export function menuSearchReducer(state: MenuSearchState, action: MenuSearchAction): MenuSearchState {
  const wanted = action.type === 'toggle' ? !state.open : action.type === 'open';
  if (wanted === state.open) return state;
  const force = action.type !== 'toggle' && action.force === true;
  if (!force && isMenuSearchLocked(state, action.now)) return state;
  return { open: wanted, changedAt: action.now };
}

/**
 * Not in the SPEC (a layout safeguard for narrow screens): when less than this is left for the
 * search field beside the logo, the panel covers the logo instead of clearing it.
 */
export const MENU_SEARCH_MIN_FIELD_PX = 200;

/**
 * The inline-start padding of the search panel: the logo's width plus 30 px, so the field clears
 * the logo. A missing or unmeasurable logo counts as 0 px wide. With `panelWidth` (the panel's
 * width, px), a panel that would leave less than MENU_SEARCH_MIN_FIELD_PX covers the logo: 0.
 */
export function searchPadding(logoWidth: number | undefined, panelWidth?: number): number {
  const width = typeof logoWidth === 'number' && Number.isFinite(logoWidth) && logoWidth > 0 ? logoWidth : 0;
  const padding = Math.round(width) + SEARCH_PADDING_EXTRA_PX;
  if (typeof panelWidth === 'number' && Number.isFinite(panelWidth) && panelWidth > 0 && panelWidth - padding < MENU_SEARCH_MIN_FIELD_PX) {
    return 0;
  }
  return padding;
}
