import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_BAR_BREAKPOINT,
  ADMIN_BAR_FIXED_BREAKPOINT,
  ADMIN_BAR_RECHECK_MS,
  adminBarHeight,
  adminBarOffset,
  crossesAdminBarBreakpoint,
  fixedHeaderBottom,
  registerFixedHeader,
  resetPageOffsets,
  THEME_BUILDER_ADMIN_BAR_HEIGHT,
} from '../../react-core/runtime/page-offsets';

describe('admin bar offsets (SPEC §6 Roles and permissions, §9 Breakpoints)', () => {
  it('uses the constants of the spec: breakpoint 782, fixed above 600, 32 in theme-builder mode, recheck after 300 ms', () => {
    expect(ADMIN_BAR_BREAKPOINT).toBe(782);
    expect(ADMIN_BAR_FIXED_BREAKPOINT).toBe(600);
    expect(THEME_BUILDER_ADMIN_BAR_HEIGHT).toBe(32);
    expect(ADMIN_BAR_RECHECK_MS).toBe(300);
  });

  it('takes the height as 32 in theme-builder mode, whatever is measured', () => {
    expect(adminBarHeight({ themeBuilder: true, measuredHeight: 46 })).toBe(32);
    expect(adminBarHeight({ themeBuilder: true, measuredHeight: undefined })).toBe(32);
  });

  it('otherwise uses the measured height, or 0 when there is no bar', () => {
    expect(adminBarHeight({ themeBuilder: false, measuredHeight: 46 })).toBe(46);
    expect(adminBarHeight({ themeBuilder: false, measuredHeight: undefined })).toBe(0);
    expect(adminBarHeight({ themeBuilder: false, measuredHeight: Number.NaN })).toBe(0);
  });

  it('covers the page with its height while it is fixed, at any width (46 px at 700 px)', () => {
    expect(adminBarOffset({ width: 1000, measuredHeight: 32, fixed: true, themeBuilder: false })).toBe(32);
    expect(adminBarOffset({ width: 700, measuredHeight: 46, fixed: true, themeBuilder: false })).toBe(46);
  });

  it('covers nothing while it scrolls with the page (WordPress, 600 px or less)', () => {
    expect(adminBarOffset({ width: 500, measuredHeight: 46, fixed: false, themeBuilder: false })).toBe(0);
    expect(adminBarOffset({ width: 500, measuredHeight: 46, fixed: false, themeBuilder: true })).toBe(0);
  });

  it('in theme-builder mode with no bar in the page: 32 above 600 px, where WordPress fixes it', () => {
    expect(adminBarOffset({ width: 700, measuredHeight: undefined, fixed: undefined, themeBuilder: true })).toBe(32);
    expect(adminBarOffset({ width: 600, measuredHeight: undefined, fixed: undefined, themeBuilder: true })).toBe(0);
    expect(adminBarOffset({ width: 1000, measuredHeight: undefined, fixed: undefined, themeBuilder: false })).toBe(0);
  });

  it('rechecks the height only for a resize that crosses 782 px', () => {
    expect(crossesAdminBarBreakpoint(800, 700)).toBe(true);
    expect(crossesAdminBarBreakpoint(700, 783)).toBe(true);
    expect(crossesAdminBarBreakpoint(800, 783)).toBe(false);
    expect(crossesAdminBarBreakpoint(782, 500)).toBe(false);
  });
});

describe('fixed header offset', () => {
  afterEach(resetPageOffsets);

  it('is the lowest bottom edge of the registered fixed headers, 0 when none is fixed', () => {
    const first = registerFixedHeader();
    const second = registerFixedHeader();
    expect(fixedHeaderBottom()).toBe(0);
    first(80);
    second(112);
    expect(fixedHeaderBottom()).toBe(112);
    second();
    expect(fixedHeaderBottom()).toBe(80);
    first(0);
    expect(fixedHeaderBottom()).toBe(0);
  });
});
