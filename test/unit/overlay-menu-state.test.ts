import { describe, expect, it } from 'vitest';
import {
  MOBILE_MENU_SLIDE_MS,
  OVERLAY_FADE_MS,
  SUBMENU_SLIDE_MS,
  overlayDuration,
  overlayKeyframes,
  overlayMenuReducer,
  parseOverlayKind,
} from '../../react-core/header/overlay-menu-state';
import { isFixedBar, planScrollLock, scrollbarWidth } from '../../react-core/runtime/scroll-lock';

describe('overlay menu durations (SPEC §9)', () => {
  it('slide-in uses the 500 ms mobile menu slide, fullscreen the 500 ms overlay fade, submenus 700 ms', () => {
    expect(MOBILE_MENU_SLIDE_MS).toBe(500);
    expect(OVERLAY_FADE_MS).toBe(500);
    expect(SUBMENU_SLIDE_MS).toBe(700);
    expect(overlayDuration('slide-in')).toBe(500);
    expect(overlayDuration('fullscreen')).toBe(500);
  });
});

describe('overlayMenuReducer: slide-in and fullscreen menus are open or closed (SPEC §4)', () => {
  it('toggles, opens and closes', () => {
    expect(overlayMenuReducer({ open: false }, { type: 'toggle' })).toEqual({ open: true });
    expect(overlayMenuReducer({ open: true }, { type: 'toggle' })).toEqual({ open: false });
    expect(overlayMenuReducer({ open: false }, { type: 'open' })).toEqual({ open: true });
    expect(overlayMenuReducer({ open: true }, { type: 'close' })).toEqual({ open: false });
  });

  it('returns the same state when nothing changes', () => {
    const closed = { open: false };
    expect(overlayMenuReducer(closed, { type: 'close' })).toBe(closed);
  });
});

describe('parseOverlayKind', () => {
  it('accepts slide-in and fullscreen, in any case and with spaces', () => {
    expect(parseOverlayKind('slide-in')).toBe('slide-in');
    expect(parseOverlayKind(' FullScreen ')).toBe('fullscreen');
  });
  it('rejects anything else', () => {
    expect(parseOverlayKind('drawer')).toBeUndefined();
    expect(parseOverlayKind(null)).toBeUndefined();
  });
});

describe('overlayKeyframes: slide from the inline-end side, or fade', () => {
  it('slides in from the right in LTR and from the left in RTL', () => {
    expect(overlayKeyframes('slide-in', true)).toEqual([{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }]);
    expect(overlayKeyframes('slide-in', true, true)[0]).toEqual({ transform: 'translateX(-100%)' });
  });
  it('reverses when closing', () => {
    expect(overlayKeyframes('slide-in', false)).toEqual([{ transform: 'translateX(0)' }, { transform: 'translateX(100%)' }]);
    expect(overlayKeyframes('fullscreen', false)).toEqual([{ opacity: 1 }, { opacity: 0 }]);
  });
  it('fullscreen fades in', () => {
    expect(overlayKeyframes('fullscreen', true)).toEqual([{ opacity: 0 }, { opacity: 1 }]);
  });
});

describe('scroll lock arithmetic (SPEC §4 Builder helpers: hides vertical overflow, pads by the scrollbar width, narrows fixed bars)', () => {
  it('measures the scrollbar as the viewport width minus the root client width', () => {
    expect(scrollbarWidth(1280, 1265)).toBe(15);
    expect(scrollbarWidth(1280, 1280)).toBe(0);
    expect(scrollbarWidth(1280, 1290)).toBe(0);
  });

  it('hides vertical overflow and pads the body by its own padding plus the scrollbar', () => {
    const plan = planScrollLock({ viewportWidth: 1280, rootClientWidth: 1265, bodyPaddingRight: 10, fixedBarWidths: [1265] });
    expect(plan).toEqual({ scrollbar: 15, overflowY: 'hidden', bodyPaddingRight: 25, fixedBarWidths: [1265] });
  });

  it('with overlay scrollbars (width 0) pads nothing', () => {
    const plan = planScrollLock({ viewportWidth: 375, rootClientWidth: 375, bodyPaddingRight: 0, fixedBarWidths: [] });
    expect(plan.scrollbar).toBe(0);
    expect(plan.bodyPaddingRight).toBe(0);
  });

  it('only fixed boxes spanning the viewport count as fixed bars', () => {
    expect(isFixedBar('fixed', 1265, 1265)).toBe(true);
    expect(isFixedBar('fixed', 1264.5, 1265)).toBe(true);
    expect(isFixedBar('sticky', 1265, 1265)).toBe(false);
    expect(isFixedBar('fixed', 300, 1265)).toBe(false);
    expect(isFixedBar('fixed', 0, 0)).toBe(false);
  });
});
