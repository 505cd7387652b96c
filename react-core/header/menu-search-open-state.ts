/**
 * How the menu search opens and closes (SPEC.md §4 "Menu search"): with a 1-second animation
 * guard; the menu and the search swap (menu visible or search visible, with a 1000 ms lock). Pure:
 * the view passes the time of every request, so the guard is unit-tested without timers. Loaded
 * with the search's interaction (menu-search-interaction.tsx).
 */
import type { MenuSearchState } from './menu-search-state';

/** SPEC §9 Durations: "Menu search animation guard 1000 ms" (§4: "a 1-second animation guard"). */
export const MENU_SEARCH_GUARD_MS = 1000;

/** SPEC §9 Durations: "Overlay fade 500 ms" — the search panel fades/slides in and out in this time. */
export const MENU_SEARCH_FADE_MS = 500;

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
