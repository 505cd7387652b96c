/**
 * Numbers and sizes as the builder saves them (SPEC.md §5 "Sticky and builder"): integer parsing,
 * pixel formatting, and %, vw, vh and px sizes converted to pixels, with none and auto counting as
 * no value. The rules live in the runtime's value rules (runtime/values.ts), which the elements
 * use; they are re-exported here as they are.
 */
import { parseSize, sizeToPixels, type PixelContext } from '../runtime/values';

export { formatPixels, isNoValue, parseInteger, parseSize, sizeToPixels, type PixelContext, type Size, type SizeUnit } from '../runtime/values';

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
