/**
 * Menu state at rest (SPEC.md §1 menus, §4 "Mobile menu", §9): the durations, where the mobile
 * breakpoint lies, the state's shape and the mega menu parent classes. How the state changes and
 * where a submenu opens are menu-open-state.ts, loaded with the menu's interaction. Pure
 * functions, no DOM.
 */

/** SPEC.md §9 Durations: "Mobile menu slide 500 ms". */
export const MOBILE_MENU_SLIDE_MS = 500;
/** SPEC.md §9 Durations: "Submenu slide 700 ms" (submenus inside the mobile menu). */
export const SUBMENU_SLIDE_MS = 700;
/** SPEC.md §9 Durations: "Menu hover close delay 200 ms". */
export const HOVER_CLOSE_DELAY_MS = 200;
/** SPEC.md §9 Debounces: "200 ms for menu dropdowns" (resize). */
export const DROPDOWN_RESIZE_DEBOUNCE_MS = 200;
/** SPEC.md §9 Layout: "Mega menu parent classes are added when it has fewer than 4 columns". */
export const MEGA_MENU_FULL_COLUMNS = 4;
/** SPEC.md §9 Breakpoints "Screen modes: 980 and 767 px": the mobile menu's default breakpoint (tablet and phone). */
export const MOBILE_BREAKPOINT_TABLET = 980;
export const MOBILE_BREAKPOINT_PHONE = 767;

export const ALWAYS = Number.POSITIVE_INFINITY;
export const NEVER = 0;

/**
 * Reads the `breakpoint` attribute: `tablet` (default, 980 px: tablets and phones), `phone`
 * (767 px), `desktop` (every width), `none` (never), or a width in px (`600`, `600px`).
 * Throws a RangeError for anything else.
 */
export function parseBreakpoint(raw: string | null): number {
  const value = (raw ?? '').trim().toLowerCase();
  switch (value) {
    case '':
    case 'default':
    case 'tablet':
      return MOBILE_BREAKPOINT_TABLET;
    case 'phone':
      return MOBILE_BREAKPOINT_PHONE;
    case 'desktop':
    case 'always':
      return ALWAYS;
    case 'none':
    case 'off':
      return NEVER;
  }
  const match = /^(\d+(?:\.\d+)?)(px)?$/.exec(value);
  if (!match) throw new RangeError(`"${raw}" is not desktop, tablet, phone, none or a width in px`);
  return Number(match[1]);
}

/** The media query that is true while the menu is collapsed behind its menu bar, or null. */
export function mobileQuery(maxWidth: number): string | null {
  if (maxWidth === NEVER) return null;
  if (maxWidth === ALWAYS) return 'all';
  return `(max-width: ${maxWidth}px)`;
}

/** One parent item (an `<li>` with a submenu), by index in document order. */
export interface MenuItemShape {
  /** Index of the parent item this one is nested in, or -1 at the top level. */
  parent: number;
}

export interface MenuState {
  /** Indices of the open parent items, in the order they opened. */
  open: readonly number[];
  mobileOpen: boolean;
}

export const INITIAL_MENU_STATE: MenuState = { open: [], mobileOpen: false };

/**
 * The mega menu parent classes (SPEC.md §9): added to a mega menu item whose submenu has fewer
 * than 4 columns, e.g. `['mega-menu-parent', 'mega-menu-parent-3']`; none from 4 columns on.
 */
export function megaParentClasses(columns: number): string[] {
  if (columns < 1 || columns >= MEGA_MENU_FULL_COLUMNS) return [];
  return ['mega-menu-parent', `mega-menu-parent-${columns}`];
}
