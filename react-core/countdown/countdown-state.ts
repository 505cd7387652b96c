/**
 * Countdown state (SPEC.md §1 "Countdown timers"; §9 "Countdown ticks every 1 second",
 * "Countdown days are padded to at least 3 digits, other units to 2"). Pure functions, no DOM.
 */
import { DEFAULT_MESSAGES, type Messages } from '../runtime/messages';

/** SPEC §9 "Countdown ticks every 1 second". */
export const COUNTDOWN_TICK_MS = 1000;
/** SPEC §9: days are padded to at least 3 digits (007, 123, 1234)… */
export const COUNTDOWN_DAYS_DIGITS = 3;
/** …and hours, minutes and seconds to 2 (05). */
export const COUNTDOWN_UNIT_DIGITS = 2;
/**
 * Below this width (CSS px, the element's own content box, measured with a ResizeObserver) the
 * short labels (Day(s), Hrs, Min, Sec) are used. Not in SPEC: our choice — four sections of two
 * or three large digits need about 100 px each for the long labels ("Minutes", "Seconds").
 */
export const COUNTDOWN_NARROW_WIDTH = 400;
/**
 * Timers may fire a little early on a coarse clock; waking this much after the second boundary
 * keeps every tick on the right side of it (never drifts: each delay is computed from the clock).
 */
export const COUNTDOWN_TICK_SLACK_MS = 5;

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';
export const COUNTDOWN_UNITS: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left (rounded up: 0 only once the end date is reached). */
  totalSeconds: number;
}

/**
 * ISO 8601 date-time: `YYYY-MM-DDTHH:mm` with optional seconds, fraction and offset (`Z`, `+01:00`);
 * a space may stand for the `T`. Without an offset it is the visitor's local time (as in
 * `Date.parse`). A date alone is not a date-time and is refused (it would be midnight UTC).
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** The end date in epoch milliseconds, or null when `raw` is not a valid ISO 8601 date-time. */
export function parseEndDate(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!ISO_DATE_TIME.test(text)) return null;
  const time = Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(time) ? time : null;
}

/**
 * What is left from `now` until `end` (both epoch ms), as whole days, hours, minutes and seconds.
 * Seconds are rounded up, so the display reads 000:00:00:00 exactly when the end is reached.
 */
export function remainingParts(end: number, now: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/** Pads a unit's value: days to at least 3 digits (7 → "007", 1234 → "1234"), others to 2 (5 → "05"). */
export function padUnit(value: number, unit: CountdownUnit): string {
  const digits = unit === 'days' ? COUNTDOWN_DAYS_DIGITS : COUNTDOWN_UNIT_DIGITS;
  return String(Math.max(0, Math.floor(value))).padStart(digits, '0');
}

/**
 * Milliseconds until the displayed value changes next: the next whole second before the end
 * date (aligned to the clock, so ticks never drift), plus a small slack.
 */
export function delayToNextTick(end: number, now: number): number {
  const left = end - now;
  if (left <= 0) return 0;
  const fraction = left % COUNTDOWN_TICK_MS;
  return (fraction === 0 ? COUNTDOWN_TICK_MS : fraction) + COUNTDOWN_TICK_SLACK_MS;
}

export type CountdownLabelStyle = 'long' | 'short';

/** Long labels when the element is at least `threshold` px wide; short ones below (0 = not measured yet: long). */
export function labelStyleFor(width: number, threshold: number = COUNTDOWN_NARROW_WIDTH): CountdownLabelStyle {
  return width > 0 && width < threshold ? 'short' : 'long';
}

/** The countdown's texts: the page's message set (or a part of it). */
export type CountdownMessages = Pick<Messages, CountdownMessageKey>;
type CountdownMessageKey =
  | 'countdownDays' | 'countdownHours' | 'countdownMinutes' | 'countdownSeconds'
  | 'countdownDaysShort' | 'countdownHoursShort' | 'countdownMinutesShort' | 'countdownSecondsShort'
  | 'countdownRemaining' | 'countdownEnded';

const LABEL_KEYS: Record<CountdownLabelStyle, Record<CountdownUnit, keyof CountdownMessages>> = {
  long: { days: 'countdownDays', hours: 'countdownHours', minutes: 'countdownMinutes', seconds: 'countdownSeconds' },
  short: {
    days: 'countdownDaysShort',
    hours: 'countdownHoursShort',
    minutes: 'countdownMinutesShort',
    seconds: 'countdownSecondsShort',
  },
};

/** The label of `unit` for a label style. */
export function unitLabel(unit: CountdownUnit, style: CountdownLabelStyle, messages: CountdownMessages = DEFAULT_MESSAGES): string {
  return messages[LABEL_KEYS[style][unit]];
}

const INTL_UNITS: Record<CountdownUnit, string> = { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' };

/**
 * The time left in words for screen readers, in the page's language: "3 days, 4 hours, 5
 * minutes, 6 seconds" (Intl unit formatting handles singular/plural). Leading zero units are left
 * out ("4 minutes, 6 seconds").
 */
export function remainingInWords(parts: CountdownParts, locale?: string): string {
  const units = COUNTDOWN_UNITS.filter((unit, index) => parts[unit] > 0 || index === COUNTDOWN_UNITS.length - 1 || COUNTDOWN_UNITS.slice(0, index).some((before) => parts[before] > 0));
  const words = units.map((unit) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNITS[unit], unitDisplay: 'long' }).format(parts[unit]);
    } catch {
      return `${parts[unit]} ${unit}`;
    }
  });
  return words.join(', ');
}
