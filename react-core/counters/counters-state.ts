/**
 * Counting logic shared by `<pb-circle-counter>` and `<pb-number-counter>` (SPEC.md §1 "circle
 * and number counters"; §9 "Circle counter animation 1800 ms", "Circle counter line width 5").
 * Pure functions, no DOM.
 */

/** SPEC §9 "Circle counter animation 1800 ms". */
export const CIRCLE_COUNTER_DURATION_MS = 1800;
/** The number counter's default duration: SPEC names none, so it counts as long as the circle counter. */
export const NUMBER_COUNTER_DURATION_MS = 1800;
/** SPEC §9 "Circle counter line width 5" (CSS px: the ring's SVG has no viewBox, user units are CSS px). */
export const CIRCLE_COUNTER_LINE_WIDTH = 5;
/** Default diameter of the ring in CSS px (not in SPEC: our choice). */
export const CIRCLE_COUNTER_SIZE = 180;
/** Default colours of the ring (not in SPEC). */
export const CIRCLE_COUNTER_BAR_COLOR = '#2ea3f2';
export const CIRCLE_COUNTER_TRACK_COLOR = 'rgb(0 0 0 / 0.12)';

/** A cubic Bézier timing function like CSS `cubic-bezier(x1, y1, x2, y2)`: progress 0–1 → eased 0–1. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {
  const bezier = (a: number, b: number, t: number): number => 3 * a * (1 - t) ** 2 * t + 3 * b * (1 - t) * t ** 2 + t ** 3;
  const slope = (a: number, b: number, t: number): number => 3 * a * (1 - t) ** 2 + 6 * (b - a) * (1 - t) * t + 3 * (1 - b) * t ** 2;
  return (x: number): number => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    // Newton's method on x(t) = x, then bisection if it does not converge.
    let t = x;
    for (let i = 0; i < 8; i += 1) {
      const error = bezier(x1, x2, t) - x;
      if (Math.abs(error) < 1e-6) return bezier(y1, y2, t);
      const d = slope(x1, x2, t);
      if (Math.abs(d) < 1e-6) break;
      t -= error / d;
    }
    let low = 0;
    let high = 1;
    t = x;
    while (high - low > 1e-6) {
      if (bezier(x1, x2, t) < x) low = t;
      else high = t;
      t = (low + high) / 2;
    }
    return bezier(y1, y2, t);
  };
}

/** CSS `ease`: the counters' timing function. */
export const ease = cubicBezier(0.25, 0.1, 0.25, 1);

/** Eased progress (0–1) of a count that started at `start` and lasts `duration` ms, at `now`. */
export function countProgress(start: number, now: number, duration: number): number {
  if (duration <= 0) return 1;
  return ease(Math.min(1, Math.max(0, (now - start) / duration)));
}

export interface CounterNumber {
  value: number;
  /** Decimals shown, from the number's own digits ("12.50" → 2). */
  decimals: number;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Reads the `number` attribute: "1234", "12.50", "-3.5"; null when it is not a plain number. */
export function parseCounterNumber(raw: string | null | undefined): CounterNumber | null {
  const text = (raw ?? '').trim();
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  const fraction = text.split('.')[1] ?? '';
  return { value, decimals: fraction.length };
}

/**
 * The value shown at eased `progress` (0–1), cut (toward 0) to the target's decimals, so the
 * final value appears only when the count ends (never a frame early, ahead of the ring).
 */
export function countedValue(target: CounterNumber, progress: number): number {
  if (progress >= 1) return target.value;
  const factor = 10 ** target.decimals;
  return Math.trunc(target.value * Math.max(0, progress) * factor) / factor;
}

/**
 * The `separator` attribute: absent, empty or `auto` → the page locale's grouping; `none` → no
 * thousands separator; anything else → that text between groups of thousands.
 */
export type Separator = { kind: 'locale' } | { kind: 'none' } | { kind: 'text'; text: string };

export function parseSeparator(raw: string | null | undefined): Separator {
  const text = raw ?? '';
  const word = text.trim().toLowerCase();
  // A space (" ") is a separator of its own; only the empty attribute means "the locale's".
  if (text === '' || word === 'auto' || word === 'default') return { kind: 'locale' };
  if (word === 'none') return { kind: 'none' };
  return { kind: 'text', text };
}

/**
 * Formats a counter value with `decimals` digits after the point and the thousands separator, in
 * the page's locale (`Intl.NumberFormat`), with `%` appended when `percent`.
 */
/** Number formats by locale, decimals and grouping: made once, used on every frame of every counter. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, decimals: number, grouping: boolean): Intl.NumberFormat {
  const key = `${locale ?? ''}|${decimals}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouping });
    } catch {
      format = new Intl.NumberFormat('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    }
    formats.set(key, format);
  }
  return format;
}

export function formatCounter(value: number, decimals: number, separator: Separator = { kind: 'locale' }, percent = false, locale?: string): string {
  const format = numberFormat(locale, decimals, separator.kind !== 'none');
  // Only an author's own separator needs the parts (the common case runs every frame).
  const text =
    separator.kind === 'text'
      ? format
          .formatToParts(value)
          .map((part) => (part.type === 'group' ? separator.text : part.value))
          .join('')
      : format.format(value);
  return percent ? `${text}%` : text;
}

/** The ring's `stroke-dashoffset` on a path of `pathLength` 100 for a percentage (clamped to 0–100). */
export function ringDashOffset(percent: number): number {
  return 100 - Math.min(100, Math.max(0, percent));
}
