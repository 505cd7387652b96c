/**
 * Menu state (SPEC.md §1 menus, §4 "Mobile menu", §9): which submenus are open, whether the
 * mobile menu is open, where the mobile breakpoint lies, when a submenu opens to the left, the
 * mega menu parent classes and the keys of the disclosure navigation pattern. Pure functions,
 * no DOM.
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

/** The item and every item it is nested in, innermost first. */
export function ancestry(items: readonly MenuItemShape[], index: number): number[] {
  const chain: number[] = [];
  for (let current = index; current >= 0 && current < items.length; current = items[current]!.parent) {
    if (chain.includes(current)) break;
    chain.push(current);
  }
  return chain;
}

export function isDescendantOf(items: readonly MenuItemShape[], index: number, ancestor: number): boolean {
  return ancestry(items, index).includes(ancestor);
}

export interface MenuState {
  /** Indices of the open parent items, in the order they opened. */
  open: readonly number[];
  mobileOpen: boolean;
}

export const INITIAL_MENU_STATE: MenuState = { open: [], mobileOpen: false };

export type MenuAction =
  /**
   * Opens a submenu and the ones it is nested in. `exclusive` (dropdowns) closes every other
   * submenu; in the mobile menu submenus open independently.
   */
  | { type: 'open'; index: number; exclusive: boolean }
  /** Closes a submenu and every submenu nested in it. */
  | { type: 'close'; index: number }
  | { type: 'toggle'; index: number; exclusive: boolean }
  | { type: 'close-all' }
  | { type: 'mobile'; open: boolean }
  /** The menu's structure changed: drop indices that no longer exist. */
  | { type: 'count'; count: number };

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/** Applies an action; `items` describes the nesting of the parent items. */
export function menuReducer(items: readonly MenuItemShape[], state: MenuState, action: MenuAction): MenuState {
  const withOpen = (open: number[]): MenuState => (sameSet(open, state.open) ? state : { ...state, open });
  switch (action.type) {
    case 'open': {
      if (action.index < 0 || action.index >= items.length) return state;
      const chain = ancestry(items, action.index);
      const kept = action.exclusive ? state.open.filter((index) => chain.includes(index)) : [...state.open];
      for (const index of [...chain].reverse()) if (!kept.includes(index)) kept.push(index);
      return withOpen(kept);
    }
    case 'close':
      return withOpen(state.open.filter((index) => !isDescendantOf(items, index, action.index)));
    case 'toggle':
      return state.open.includes(action.index)
        ? menuReducer(items, state, { type: 'close', index: action.index })
        : menuReducer(items, state, { type: 'open', index: action.index, exclusive: action.exclusive });
    case 'close-all':
      return withOpen([]);
    case 'mobile':
      // Closing the mobile menu also folds its submenus.
      if (action.open === state.mobileOpen) return state;
      return { open: action.open ? state.open : [], mobileOpen: action.open };
    case 'count':
      return withOpen(state.open.filter((index) => index < action.count));
  }
}

/**
 * The innermost open submenu that holds `index` (or is it): the one Escape closes.
 * Returns -1 when none of them is open.
 */
export function innermostOpen(items: readonly MenuItemShape[], open: readonly number[], index: number): number {
  return ancestry(items, index).find((candidate) => open.includes(candidate)) ?? -1;
}

/**
 * The mega menu parent classes (SPEC.md §9): added to a mega menu item whose submenu has fewer
 * than 4 columns, e.g. `['mega-menu-parent', 'mega-menu-parent-3']`; none from 4 columns on.
 */
export function megaParentClasses(columns: number): string[] {
  if (columns < 1 || columns >= MEGA_MENU_FULL_COLUMNS) return [];
  return ['mega-menu-parent', `mega-menu-parent-${columns}`];
}

/**
 * Where a submenu's far edge would be (viewport px) were it to open as usual: towards the inline
 * end (right, or left when laid out right to left), aligned with its item's inline start, or
 * beside the item for a nested (or vertical) one. `item` is the parent item's box.
 */
export function submenuFarEdge(item: { left: number; right: number }, width: number, nested: boolean, rightToLeft: boolean): number {
  if (rightToLeft) return (nested ? item.left : item.right) - width;
  return (nested ? item.right : item.left) + width;
}

/**
 * Whether a submenu opens the other way (towards the inline start): its far edge (see
 * `submenuFarEdge`) would pass the viewport's right edge, or its left edge right to left.
 */
export function shouldFlip(farEdge: number, viewportWidth: number, rightToLeft = false): boolean {
  return rightToLeft ? farEdge < 0 : farEdge > viewportWidth;
}

