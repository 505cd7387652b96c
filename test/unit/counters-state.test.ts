/** Counting shared by the circle and number counters (SPEC §9 "Circle counter animation 1800 ms", "Circle counter line width 5"). */
import { describe, expect, it } from 'vitest';
import {
  CIRCLE_COUNTER_DURATION_MS,
  CIRCLE_COUNTER_LINE_WIDTH,
  countProgress,
  countedValue,
  cubicBezier,
  ease,
  formatCounter,
  parseCounterNumber,
  parseSeparator,
  ringDashOffset,
} from '../../react-core/counters/counters-state';

describe('SPEC constants', () => {
  it('circle counter: 1800 ms, line width 5', () => {
    expect(CIRCLE_COUNTER_DURATION_MS).toBe(1800);
    expect(CIRCLE_COUNTER_LINE_WIDTH).toBe(5);
  });
});

describe('easing', () => {
  it('is the CSS ease curve: 0 → 0, 1 → 1, fast start', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    expect(ease(0.5)).toBeCloseTo(0.8024, 3);
    expect(cubicBezier(0, 0, 1, 1)(0.3)).toBeCloseTo(0.3, 5);
  });
  it('progress reaches 1 exactly at the duration and stays there', () => {
    expect(countProgress(1000, 1000, 1800)).toBe(0);
    expect(countProgress(1000, 2800, 1800)).toBe(1);
    expect(countProgress(1000, 9000, 1800)).toBe(1);
    expect(countProgress(1000, 1000, 0)).toBe(1);
    const half = countProgress(0, 900, 1800);
    expect(half > 0.5 && half < 1).toBe(true);
  });
});

describe('number parsing', () => {
  it('keeps the decimals the author wrote', () => {
    expect(parseCounterNumber('1234')).toEqual({ value: 1234, decimals: 0 });
    expect(parseCounterNumber('12.50')).toEqual({ value: 12.5, decimals: 2 });
    expect(parseCounterNumber(' -3.5 ')).toEqual({ value: -3.5, decimals: 1 });
    expect(parseCounterNumber('.5')).toEqual({ value: 0.5, decimals: 1 });
  });
  it('refuses what is not a plain number', () => {
    for (const raw of ['', null, 'abc', '1,234', '12px', '1e5', 'NaN']) expect(parseCounterNumber(raw), String(raw)).toBeNull();
  });
});

describe('counted values', () => {
  it('counts from 0 to the exact target, cut to its decimals (the target only at the end)', () => {
    const target = { value: 1234, decimals: 0 };
    expect(countedValue(target, 0)).toBe(0);
    expect(countedValue(target, 0.5)).toBe(617);
    expect(countedValue(target, 1)).toBe(1234);
    expect(countedValue({ value: 12.5, decimals: 2 }, 0.333)).toBe(4.16);
    expect(countedValue({ value: 75, decimals: 0 }, 0.9999)).toBe(74);
    expect(countedValue({ value: -40, decimals: 0 }, 0.5)).toBe(-20);
  });
});

describe('formatting', () => {
  it('uses the locale separator, none, or the given text; appends % when asked', () => {
    expect(formatCounter(1234567, 0, parseSeparator(null), false, 'en')).toBe('1,234,567');
    expect(formatCounter(1234567, 0, parseSeparator(''), false, 'de')).toBe('1.234.567');
    expect(formatCounter(1234567, 0, parseSeparator('none'), false, 'en')).toBe('1234567');
    expect(formatCounter(1234567, 0, parseSeparator(' '), false, 'en')).toBe('1 234 567');
    expect(formatCounter(12.5, 2, parseSeparator(null), true, 'en')).toBe('12.50%');
    expect(formatCounter(75, 0, undefined, true, 'en')).toBe('75%');
  });
  it('survives a bad locale', () => {
    expect(formatCounter(1000, 0, undefined, false, 'not a locale!')).toBe('1,000');
  });
});

describe('ring', () => {
  it('dash offset on a path length of 100', () => {
    expect(ringDashOffset(0)).toBe(100);
    expect(ringDashOffset(75)).toBe(25);
    expect(ringDashOffset(150)).toBe(0);
  });
});
