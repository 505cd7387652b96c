import { describe, it, expect } from 'vitest';
import { SMOOTH_SCROLL_MS, easeInOut } from '../../react-core/runtime/smooth-scroll';

describe('smooth scroll (SPEC §2 Links: smooth scroll takes 800 ms)', () => {
  it('lasts 800 ms', () => {
    expect(SMOOTH_SCROLL_MS).toBe(800);
  });
});

describe('easeInOut: the ease-in-out curve of the smooth scroll', () => {
  it.each([
    [0, 0],
    [0.5, 0.5],
    [1, 1],
  ] as const)('maps progress %d to %d', (progress, expected) => {
    expect(easeInOut(progress)).toBeCloseTo(expected, 12);
  });

  it('starts slowly and ends slowly (quadratic at both ends)', () => {
    expect(easeInOut(0.25)).toBeCloseTo(0.125, 12);
    expect(easeInOut(0.75)).toBeCloseTo(0.875, 12);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
  });

  it('is symmetric around the middle', () => {
    for (let step = 0; step <= 50; step += 1) {
      const progress = step / 100;
      expect(easeInOut(1 - progress)).toBeCloseTo(1 - easeInOut(progress), 12);
    }
  });

  it('increases monotonically from 0 to 1', () => {
    let previous = easeInOut(0);
    for (let step = 1; step <= 1000; step += 1) {
      const value = easeInOut(step / 1000);
      expect(value).toBeGreaterThan(previous);
      previous = value;
    }
  });

  it('stays within 0 to 1 for progress in 0 to 1', () => {
    for (let step = 0; step <= 100; step += 1) {
      const value = easeInOut(step / 100);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('is continuous at the middle', () => {
    expect(easeInOut(0.5 - 1e-9)).toBeCloseTo(easeInOut(0.5 + 1e-9), 6);
  });
});
