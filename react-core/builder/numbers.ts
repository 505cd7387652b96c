/**
 * Numbers and sizes as the builder saves them (SPEC.md §5 "Sticky and builder"): integer parsing,
 * pixel formatting, and %, vw, vh and px sizes converted to pixels, with none and auto counting as
 * no value. The size rules live in the runtime's value rules (runtime/values.ts), which the
 * elements use, and are re-exported here as they are; integer parsing and pixel
 * formatting are the builder's own (no element uses them, so they stay out of the runtime chunk
 * every page runs).
 */
import { parseSize, sizeToPixels, type PixelContext } from '../runtime/values';

export { isNoValue, parseSize, sizeToPixels, type PixelContext, type Size, type SizeUnit } from '../runtime/values';

/**
 * The builder's integer parsing: a number is truncated; a string keeps the part before the first
 * dot, then only its digits and minus sign. Anything else, or a string with no digits, gives 0.
 */
export function parseInteger(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value !== 'string') return 0;
  const beforeDot = value.split('.')[0] ?? '';
  const parsed = Number.parseInt(beforeDot.replace(/[^\d-]/g, ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** Formats pixels; zero gives `''`, or `'0px'` when `zeroAsPixels` is asked for. */
export function formatPixels(value: number, zeroAsPixels = false): string {
  if (value === 0) return zeroAsPixels ? '0px' : '';
  return `${value}px`;
}

/**
 * A saved size in pixels: `'50%'` of `context.percentOf` (else of the viewport height), `'10vw'`,
 * `'5vh'`, `'20px'` or `'20'`. `none`, `auto` or empty is no value: `null`; so is a value that is
 * no size (`parseSize` would throw).
 */
export function toPixels(raw: string, context: PixelContext): number | null {
  try {
    const size = parseSize(raw);
    return size === null ? null : sizeToPixels(size, context);
  } catch {
    return null;
  }
}
