import { describe, it, expect } from 'vitest';
import { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, screenModeForWidth } from '../../react-core/runtime/screen-mode';

describe('screenModeForWidth: desktop above 980, tablet 768 to 980, phone 767 or less (SPEC §4 Screen mode)', () => {
  it('uses the screen-mode breakpoints 980 and 767 px (SPEC §9)', () => {
    expect(TABLET_MAX_WIDTH).toBe(980);
    expect(PHONE_MAX_WIDTH).toBe(767);
  });

  it.each([
    [981, 'desktop'],
    [980, 'tablet'],
    [768, 'tablet'],
    [767, 'phone'],
  ] as const)('puts the boundary width %d in %s mode', (width, mode) => {
    expect(screenModeForWidth(width)).toBe(mode);
  });

  it.each([
    [1920, 'desktop'],
    [1024, 'desktop'],
    [800, 'tablet'],
    [480, 'phone'],
    [320, 'phone'],
    [0, 'phone'],
  ] as const)('puts the width %d in %s mode', (width, mode) => {
    expect(screenModeForWidth(width)).toBe(mode);
  });

  it.each([
    [980.5, 'desktop'],
    [767.5, 'tablet'],
  ] as const)('treats a fractional width %d strictly against the upper bounds (%s)', (width, mode) => {
    expect(screenModeForWidth(width)).toBe(mode);
  });
});
