/**
 * Menu search state at rest (SPEC.md §4 "Menu search", §9): open or closed, and the search
 * panel's padding beside the logo. How it opens and closes (the 1-second guard) is
 * menu-search-open-state.ts, loaded with the search's interaction. Pure.
 */

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
