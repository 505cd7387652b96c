import { describe, expect, it } from 'vitest';
import { ancestry, innermostOpen, menuReducer, shouldFlip, submenuFarEdge } from '../../react-core/menu/menu-open-state';
import {
  ALWAYS,
  DROPDOWN_RESIZE_DEBOUNCE_MS,
  HOVER_CLOSE_DELAY_MS,
  INITIAL_MENU_STATE,
  megaParentClasses,
  MOBILE_MENU_SLIDE_MS,
  mobileQuery,
  NEVER,
  parseBreakpoint,
  SUBMENU_SLIDE_MS,
} from '../../react-core/menu/menu-state';

// 0: Shop (top) > 1: Shoes > 2: Boots; 3: Guides (top)
const ITEMS = [{ parent: -1 }, { parent: 0 }, { parent: 1 }, { parent: -1 }];

describe('menu constants (SPEC.md §9)', () => {
  it('mobile menu slide 500 ms, submenu slide 700 ms, hover close delay 200 ms, dropdown resize debounce 200 ms', () => {
    expect([MOBILE_MENU_SLIDE_MS, SUBMENU_SLIDE_MS, HOVER_CLOSE_DELAY_MS, DROPDOWN_RESIZE_DEBOUNCE_MS]).toEqual([500, 700, 200, 200]);
  });
});

describe('parseBreakpoint', () => {
  it('defaults to the tablet breakpoint, 980 px (tablets and phones)', () => {
    expect(parseBreakpoint(null)).toBe(980);
    expect(parseBreakpoint('')).toBe(980);
    expect(parseBreakpoint('tablet')).toBe(980);
    expect(parseBreakpoint('default')).toBe(980);
  });
  it('reads phone, desktop, none and widths in px', () => {
    expect(parseBreakpoint('phone')).toBe(767);
    expect(parseBreakpoint('Desktop')).toBe(ALWAYS);
    expect(parseBreakpoint('none')).toBe(NEVER);
    expect(parseBreakpoint('600')).toBe(600);
    expect(parseBreakpoint(' 600px ')).toBe(600);
  });
  it('rejects anything else', () => {
    expect(() => parseBreakpoint('wide')).toThrow(RangeError);
    expect(() => parseBreakpoint('-5')).toThrow(RangeError);
  });
  it('turns into a media query', () => {
    expect(mobileQuery(980)).toBe('(max-width: 980px)');
    expect(mobileQuery(ALWAYS)).toBe('all');
    expect(mobileQuery(NEVER)).toBeNull();
  });
});

describe('menuReducer', () => {
  const reduce = menuReducer.bind(null, ITEMS);
  it('opening a nested submenu opens the ones around it', () => {
    expect(reduce(INITIAL_MENU_STATE, { type: 'open', index: 2, exclusive: true }).open).toEqual([0, 1, 2]);
  });
  it('an exclusive open (dropdowns) closes every other submenu; a non-exclusive one (mobile) keeps them', () => {
    const shop = reduce(INITIAL_MENU_STATE, { type: 'open', index: 1, exclusive: true });
    expect(reduce(shop, { type: 'open', index: 3, exclusive: true }).open).toEqual([3]);
    expect(reduce(shop, { type: 'open', index: 3, exclusive: false }).open).toEqual([0, 1, 3]);
    expect(reduce(shop, { type: 'open', index: 0, exclusive: true }).open).toEqual([0]);
  });
  it('closing a submenu closes the ones nested in it', () => {
    const open = reduce(INITIAL_MENU_STATE, { type: 'open', index: 2, exclusive: true });
    expect(reduce(open, { type: 'close', index: 1 }).open).toEqual([0]);
    expect(reduce(open, { type: 'close', index: 0 }).open).toEqual([]);
  });
  it('toggle opens and closes; close-all closes everything; unknown indices are ignored', () => {
    const open = reduce(INITIAL_MENU_STATE, { type: 'toggle', index: 3, exclusive: true });
    expect(open.open).toEqual([3]);
    expect(reduce(open, { type: 'toggle', index: 3, exclusive: true }).open).toEqual([]);
    expect(reduce(open, { type: 'close-all' }).open).toEqual([]);
    expect(reduce(open, { type: 'open', index: 9, exclusive: true })).toBe(open);
  });
  it('returns the same state when nothing changes', () => {
    expect(reduce(INITIAL_MENU_STATE, { type: 'close-all' })).toBe(INITIAL_MENU_STATE);
    expect(reduce(INITIAL_MENU_STATE, { type: 'mobile', open: false })).toBe(INITIAL_MENU_STATE);
  });
  it('closing the mobile menu folds its submenus', () => {
    const opened = reduce(reduce(INITIAL_MENU_STATE, { type: 'mobile', open: true }), { type: 'open', index: 1, exclusive: false });
    expect(opened).toEqual({ mobileOpen: true, open: [0, 1] });
    expect(reduce(opened, { type: 'mobile', open: false })).toEqual({ mobileOpen: false, open: [] });
  });
  it('drops submenus that no longer exist', () => {
    const open = reduce(INITIAL_MENU_STATE, { type: 'open', index: 3, exclusive: false });
    expect(reduce(open, { type: 'count', count: 2 }).open).toEqual([]);
  });
});

describe('nesting', () => {
  it('ancestry lists the item and its parents, innermost first', () => {
    expect(ancestry(ITEMS, 2)).toEqual([2, 1, 0]);
    expect(ancestry(ITEMS, 3)).toEqual([3]);
  });
  it('Escape closes the innermost open submenu around the focus', () => {
    expect(innermostOpen(ITEMS, [0, 1], 2)).toBe(1);
    expect(innermostOpen(ITEMS, [0], 2)).toBe(0);
    expect(innermostOpen(ITEMS, [], 2)).toBe(-1);
  });
});

describe('mega menu parent classes (SPEC.md §9: added when it has fewer than 4 columns)', () => {
  it('1 to 3 columns get mega-menu-parent and mega-menu-parent-<n>', () => {
    expect(megaParentClasses(1)).toEqual(['mega-menu-parent', 'mega-menu-parent-1']);
    expect(megaParentClasses(3)).toEqual(['mega-menu-parent', 'mega-menu-parent-3']);
  });
  it('4 or more columns (or none) get none', () => {
    expect(megaParentClasses(4)).toEqual([]);
    expect(megaParentClasses(6)).toEqual([]);
    expect(megaParentClasses(0)).toEqual([]);
  });
});

describe('overflow flip', () => {
  it('opens to the left when the right edge would pass the viewport', () => {
    expect(shouldFlip(1300, 1280)).toBe(true);
    expect(shouldFlip(1280, 1280)).toBe(false);
  });

  it('right to left, opens to the right when the left edge would pass the viewport', () => {
    expect(shouldFlip(-1, 1280, true)).toBe(true);
    expect(shouldFlip(0, 1280, true)).toBe(false);
    expect(shouldFlip(1300, 1280, true)).toBe(false);
  });

  it('the far edge: below the item from its inline start, or beside it when nested; mirrored right to left', () => {
    const item = { left: 100, right: 300 };
    expect(submenuFarEdge(item, 240, false, false)).toBe(340);
    expect(submenuFarEdge(item, 240, true, false)).toBe(540);
    expect(submenuFarEdge(item, 240, false, true)).toBe(60);
    expect(submenuFarEdge(item, 240, true, true)).toBe(-140);
  });
});

