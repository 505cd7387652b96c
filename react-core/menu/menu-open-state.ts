/**
 * How the menu's state changes once the visitor acts (SPEC.md §1 menus, §4 "Mobile menu", §9):
 * which submenus are open (opening one opens the ones it is nested in), the mobile menu, the
 * submenu Escape closes, and when a submenu opens the other way. Pure functions, no DOM; loaded
 * with the menu's interaction (menu-interaction.tsx).
 */
import type { MenuItemShape, MenuState } from './menu-state';

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
