import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_LAYOUT_CLASSES,
  backgroundLayoutClasses,
  parseBackgroundLayout,
  STICKY_PREVIEW_MODES,
  stickyPreviewMode,
} from '../../react-core/sticky/sticky-builder';

describe('sticky in builder modes (SPEC §9 sticky preview modes, §4 sticky background layout)', () => {
  it('sticky preview modes: desktop above 980, tablet above 767, phone from 0', () => {
    expect(STICKY_PREVIEW_MODES).toEqual([
      { mode: 'desktop', minWidth: 981 },
      { mode: 'tablet', minWidth: 768 },
      { mode: 'phone', minWidth: 0 },
    ]);
    expect(stickyPreviewMode(1280)).toBe('desktop');
    expect(stickyPreviewMode(981)).toBe('desktop');
    expect(stickyPreviewMode(980)).toBe('tablet');
    expect(stickyPreviewMode(768)).toBe('tablet');
    expect(stickyPreviewMode(767)).toBe('phone');
    expect(stickyPreviewMode(375)).toBe('phone');
    expect(stickyPreviewMode(0)).toBe('phone');
  });

  it('reads light and dark; empty or default is none; other words are for a warning', () => {
    expect(parseBackgroundLayout('light')).toBe('light');
    expect(parseBackgroundLayout(' Dark ')).toBe('dark');
    expect(parseBackgroundLayout('')).toBeNull();
    expect(parseBackgroundLayout('default')).toBeNull();
    expect(parseBackgroundLayout('grey')).toBeUndefined();
  });

  it('toggles between the light and dark classes while sticky, and back at rest', () => {
    expect(BACKGROUND_LAYOUT_CLASSES).toEqual({ light: 'et_pb_bg_layout_light', dark: 'et_pb_bg_layout_dark' });
    const layouts = { rest: 'light', sticky: 'dark' } as const;
    const author = { light: true, dark: false };
    expect(backgroundLayoutClasses('none', layouts, author)).toEqual({ light: true, dark: false });
    expect(backgroundLayoutClasses('sticky', layouts, author)).toEqual({ light: false, dark: true });
    expect(backgroundLayoutClasses('paused', layouts, author)).toEqual({ light: false, dark: true });
  });

  it("keeps the markup's own classes where no layout is set", () => {
    const author = { light: false, dark: true };
    expect(backgroundLayoutClasses('none', { rest: null, sticky: 'light' }, author)).toEqual(author);
    expect(backgroundLayoutClasses('sticky', { rest: null, sticky: 'light' }, author)).toEqual({ light: true, dark: false });
    expect(backgroundLayoutClasses('sticky', { rest: null, sticky: null }, author)).toEqual(author);
    expect(backgroundLayoutClasses('sticky', { rest: 'dark', sticky: null }, author)).toEqual({ light: false, dark: true });
  });
});
