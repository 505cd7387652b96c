/** Countdown state (SPEC §9 "Countdown ticks every 1 second", "Countdown days are padded to at least 3 digits, other units to 2"). */
import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_NARROW_WIDTH,
  COUNTDOWN_TICK_SLACK_MS,
  delayToNextTick,
  labelStyleFor,
  padUnit,
  parseEndDate,
  remainingInWords,
  remainingParts,
  unitLabel,
} from '../../react-core/countdown/countdown-state';

describe('countdown padding (SPEC §9: days to at least 3 digits, other units to 2)', () => {
  it('pads days to 3 digits and never cuts longer ones', () => {
    expect(padUnit(7, 'days')).toBe('007');
    expect(padUnit(0, 'days')).toBe('000');
    expect(padUnit(123, 'days')).toBe('123');
    expect(padUnit(1234, 'days')).toBe('1234');
  });
  it('pads hours, minutes and seconds to 2 digits', () => {
    expect(padUnit(5, 'seconds')).toBe('05');
    expect(padUnit(0, 'hours')).toBe('00');
    expect(padUnit(59, 'minutes')).toBe('59');
  });
});

describe('remaining parts', () => {
  const end = Date.UTC(2026, 11, 1, 18, 0, 0);
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = end - ((7 * 24 + 5) * 3600 + 9 * 60 + 3) * 1000;
    expect(remainingParts(end, now)).toEqual({ days: 7, hours: 5, minutes: 9, seconds: 3, totalSeconds: 7 * 86400 + 5 * 3600 + 9 * 60 + 3 });
  });
  it('rounds partial seconds up, so zero means the end is reached', () => {
    expect(remainingParts(end, end - 1).seconds).toBe(1);
    expect(remainingParts(end, end - 1500).seconds).toBe(2);
    expect(remainingParts(end, end).totalSeconds).toBe(0);
  });
  it('is all zeros after the end', () => {
    expect(remainingParts(end, end + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
  });
  it('handles more than 999 days', () => {
    expect(padUnit(remainingParts(end, end - 1234 * 86400_000).days, 'days')).toBe('1234');
  });
});

describe('tick timing (SPEC §9: every 1 second, aligned to the clock)', () => {
  it('waits until the displayed second changes, never more than a second', () => {
    const end = 100_000;
    expect(delayToNextTick(end, end - 5000)).toBe(1000 + COUNTDOWN_TICK_SLACK_MS);
    expect(delayToNextTick(end, end - 5250)).toBe(250 + COUNTDOWN_TICK_SLACK_MS);
    expect(delayToNextTick(end, end - 10)).toBe(10 + COUNTDOWN_TICK_SLACK_MS);
    expect(delayToNextTick(end, end)).toBe(0);
  });
  it('after each delay the remaining seconds dropped by exactly one (no drift, no skipped second)', () => {
    const end = 50_000;
    let now = end - 4321;
    const seen: number[] = [remainingParts(end, now).seconds];
    while (now < end) {
      now += delayToNextTick(end, now);
      seen.push(remainingParts(end, now).seconds);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
  });
});

describe('end date parsing (ISO 8601 date-time)', () => {
  it('reads date-times with and without offsets', () => {
    expect(parseEndDate('2026-12-01T18:00:00Z')).toBe(Date.UTC(2026, 11, 1, 18));
    expect(parseEndDate('2026-12-01T18:00:00+01:00')).toBe(Date.UTC(2026, 11, 1, 17));
    expect(parseEndDate('2026-12-01T18:00+0100')).toBe(Date.UTC(2026, 11, 1, 17));
    expect(parseEndDate('2026-12-01 18:00:30.5Z')).toBe(Date.UTC(2026, 11, 1, 18, 0, 30, 500));
    expect(parseEndDate('2026-12-01T18:00')).toBe(new Date(2026, 11, 1, 18).getTime());
  });
  it('refuses what is not a date-time', () => {
    for (const raw of ['', null, 'tomorrow', '2026-12-01', '1 December 2026 18:00', '2026-13-01T18:00:00Z', '2026-12-01T25:00Z']) {
      expect(parseEndDate(raw), String(raw)).toBeNull();
    }
  });
});

describe('labels', () => {
  it('are long from the threshold up and short below it', () => {
    expect(labelStyleFor(COUNTDOWN_NARROW_WIDTH)).toBe('long');
    expect(labelStyleFor(COUNTDOWN_NARROW_WIDTH - 1)).toBe('short');
    expect(labelStyleFor(0)).toBe('long');
    expect(unitLabel('days', 'long')).toBe('Days');
    expect(unitLabel('days', 'short')).toBe('Day(s)');
    expect(unitLabel('hours', 'short')).toBe('Hrs');
    expect(unitLabel('minutes', 'short')).toBe('Min');
    expect(unitLabel('seconds', 'short')).toBe('Sec');
  });
});

describe('time left in words', () => {
  it('uses singular and plural and leaves out leading zero units', () => {
    expect(remainingInWords({ days: 1, hours: 0, minutes: 2, seconds: 1, totalSeconds: 0 }, 'en')).toBe('1 day, 0 hours, 2 minutes, 1 second');
    expect(remainingInWords({ days: 0, hours: 0, minutes: 4, seconds: 6, totalSeconds: 0 }, 'en')).toBe('4 minutes, 6 seconds');
    expect(remainingInWords({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 }, 'en')).toBe('0 seconds');
  });
});
