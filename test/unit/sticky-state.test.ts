import { describe, expect, it } from 'vitest';
import {
  computeSticky,
  parseLimit,
  parsePosition,
  shouldStickToBottom,
  shouldStickToTop,
  stackHeight,
  stackingModules,
  stickyEventFor,
  stickyZIndex,
  type StickyInput,
} from '../../react-core/sticky/sticky-state';

const base: StickyInput = {
  position: 'top',
  scrollY: 0,
  viewportHeight: 800,
  naturalTop: 1000,
  height: 100,
  topOffset: 0,
  bottomOffset: 0,
  topLimit: null,
  bottomLimit: null,
};

describe('sticky settings', () => {
  it('reads position none/top/bottom/top_bottom, top-bottom too; unknown is undefined', () => {
    expect(parsePosition(null)).toBe('none');
    expect(parsePosition('')).toBe('none');
    expect(parsePosition('TOP')).toBe('top');
    expect(parsePosition('bottom')).toBe('bottom');
    expect(parsePosition('top_bottom')).toBe('top_bottom');
    expect(parsePosition('top-bottom')).toBe('top_bottom');
    expect(parsePosition('left')).toBeUndefined();
  });

  it('a limit value outside body, section, row or column is ignored (SPEC §5)', () => {
    expect(parseLimit(null)).toBeNull();
    expect(parseLimit('none')).toBeNull();
    for (const value of ['body', 'section', 'row', 'column']) expect(parseLimit(value)).toBe(value);
    expect(parseLimit('footer')).toBeUndefined();
    expect(parseLimit('main')).toBeUndefined();
  });

  it('z-index 10000, 10010 inside a theme-builder header, 9990 inside a footer (SPEC §9)', () => {
    expect(stickyZIndex({ inHeader: false, inFooter: false })).toBe(10000);
    expect(stickyZIndex({ inHeader: true, inFooter: false })).toBe(10010);
    expect(stickyZIndex({ inHeader: false, inFooter: true })).toBe(9990);
  });
});

describe('sticky states (SPEC §4)', () => {
  it('becomes sticky when the scroll position plus the top offset passes its top edge', () => {
    expect(shouldStickToTop({ scrollY: 949, topOffset: 50, naturalTop: 1000 })).toBe(false);
    expect(shouldStickToTop({ scrollY: 950, topOffset: 50, naturalTop: 1000 })).toBe(false);
    expect(shouldStickToTop({ scrollY: 951, topOffset: 50, naturalTop: 1000 })).toBe(true);
    expect(computeSticky({ ...base, scrollY: 999 }).state).toBe('none');
    expect(computeSticky({ ...base, scrollY: 1001, topOffset: 0 })).toEqual({ state: 'sticky', edge: 'top', fixedTop: 0, shift: 0 });
    expect(computeSticky({ ...base, scrollY: 961, topOffset: 40 }).fixedTop).toBe(40);
  });

  it('stops being sticky when the scroll goes back', () => {
    expect(computeSticky({ ...base, scrollY: 1200 }).state).toBe('sticky');
    expect(computeSticky({ ...base, scrollY: 990 }).state).toBe('none');
  });

  it('bottom: sticky while the viewport bottom minus the bottom offset is above its bottom edge', () => {
    const bottom = { ...base, position: 'bottom' as const, bottomOffset: 20 };
    // module bottom 1100; viewport bottom - offset = scrollY + 780
    expect(shouldStickToBottom({ ...bottom, scrollY: 319 })).toBe(true);
    expect(shouldStickToBottom({ ...bottom, scrollY: 320 })).toBe(false);
    expect(computeSticky({ ...bottom, scrollY: 0 })).toEqual({ state: 'sticky', edge: 'bottom', fixedTop: 680, shift: 0 });
    expect(computeSticky({ ...bottom, scrollY: 400 }).state).toBe('none');
    // a top-only module never sticks to the bottom
    expect(computeSticky({ ...bottom, position: 'top', scrollY: 0 }).state).toBe('none');
  });

  it('top_bottom sticks at the bottom below the viewport and at the top once passed', () => {
    const both = { ...base, position: 'top_bottom' as const };
    expect(computeSticky({ ...both, scrollY: 0 }).edge).toBe('bottom');
    expect(computeSticky({ ...both, scrollY: 500 }).state).toBe('none');
    expect(computeSticky({ ...both, scrollY: 1100 })).toMatchObject({ state: 'sticky', edge: 'top' });
  });

  it('pauses at the bottom limit (its bottom at the limit bottom) and resumes when leaving it', () => {
    const limited = { ...base, bottomLimit: 2000 };
    expect(computeSticky({ ...limited, scrollY: 1899 }).state).toBe('sticky');
    expect(computeSticky({ ...limited, scrollY: 1901 })).toEqual({ state: 'paused', edge: 'top', fixedTop: 0, shift: 900 });
    expect(computeSticky({ ...limited, scrollY: 3000 }).shift).toBe(900);
    expect(computeSticky({ ...limited, scrollY: 1500 }).state).toBe('sticky');
    // A limit ending at the module's bottom leaves no room to stick.
    expect(computeSticky({ ...base, bottomLimit: 1100, scrollY: 1050 }).state).toBe('none');
  });

  it('bottom stickiness pauses at the top limit', () => {
    const bottom = { ...base, position: 'bottom' as const, naturalTop: 3000, topLimit: 1500 };
    expect(computeSticky({ ...bottom, scrollY: 1000 }).state).toBe('sticky');
    expect(computeSticky({ ...bottom, scrollY: 0 })).toEqual({ state: 'paused', edge: 'bottom', fixedTop: 700, shift: -1500 });
  });

  it('start when leaving not sticky, end when returning to it', () => {
    expect(stickyEventFor('none', 'sticky')).toBe('start');
    expect(stickyEventFor('none', 'paused')).toBe('start');
    expect(stickyEventFor('sticky', 'paused')).toBeNull();
    expect(stickyEventFor('paused', 'none')).toBe('end');
    expect(stickyEventFor('none', 'none')).toBeNull();
  });

  it('stacking counts only sticky modules at the same edge that overlap horizontally', () => {
    const sticky = { state: 'sticky' as const, edge: 'top' as const, fixedTop: 0, shift: 0 };
    const earlier = [
      { left: 0, right: 500, height: 60, result: sticky },
      { left: 600, right: 900, height: 30, result: sticky },
      { left: 0, right: 500, height: 40, result: { ...sticky, state: 'paused' as const } },
      { left: 0, right: 500, height: 25, result: { ...sticky, edge: 'bottom' as const } },
    ];
    expect(stackHeight(stackingModules(earlier, { left: 100, right: 400 }, 'top'))).toBe(60);
    expect(stackHeight(stackingModules(earlier, { left: 0, right: 1000 }, 'top'))).toBe(90);
    expect(stackHeight(stackingModules(earlier, { left: 0, right: 1000 }, 'bottom'))).toBe(25);
  });

  it('the modules a module offsets against are exactly the ones whose heights stacking counts, in their order', () => {
    const sticky = { state: 'sticky' as const, edge: 'top' as const, fixedTop: 0, shift: 0 };
    const first = { left: 0, right: 500, height: 60, result: sticky, name: 'first' };
    const aside = { left: 600, right: 900, height: 30, result: sticky, name: 'aside' };
    const paused = { left: 0, right: 500, height: 40, result: { ...sticky, state: 'paused' as const }, name: 'paused' };
    expect(stackingModules([first, aside, paused], { left: 100, right: 400 }, 'top').map(({ name }) => name)).toEqual(['first']);
    expect(stackingModules([first, aside, paused], { left: 0, right: 1000 }, 'top').map(({ name }) => name)).toEqual(['first', 'aside']);
    expect(stackingModules([first, aside], { left: 0, right: 1000 }, 'bottom')).toEqual([]);
  });
});
