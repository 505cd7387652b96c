/**
 * Value rules of the page builder (SPEC.md §4 "Builder helpers", §5 "Sticky and builder"):
 * flags, integers, sizes and pixel formatting. Pure functions, shared by the attribute parser
 * and by every module that reads builder values.
 */

/** A flag as the builder writes it; `undefined` means "use the default". */
export type FlagValue = boolean | undefined;

const TRUE_WORDS = new Set(['', 'on', 'yes', 'true']);
const FALSE_WORDS = new Set(['off', 'no', 'false']);

/**
 * Reads an HTML boolean attribute value. Presence (`""`, or the attribute's own `name` as in
 * `loop="loop"`) and `on`/`yes`/`true` are true, `off`/`no`/`false` false, `default` (or a
 * missing attribute) is `undefined`. Throws a `RangeError` for any other word so the caller can
 * warn and fall back.
 */
export function parseFlag(raw: string | null, name?: string): FlagValue {
  if (raw === null) return undefined;
  const word = raw.trim().toLowerCase();
  if (word === 'default') return undefined;
  if (TRUE_WORDS.has(word) || word === name) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new RangeError(`"${raw}" is not a flag (use on/off, yes/no, true/false or default)`);
}

/** True when a builder value means "no value": empty, `none` or `auto`. */
export function isNoValue(raw: string | null | undefined): boolean {
  if (raw === null || raw === undefined) return true;
  const word = raw.trim().toLowerCase();
  return word === '' || word === 'none' || word === 'auto';
}

export type SizeUnit = 'px' | '%' | 'vw' | 'vh';

export interface Size {
  value: number;
  unit: SizeUnit;
}

const SIZE_PATTERN = /^(-?\d*\.?\d+)\s*(px|%|vw|vh)?$/i;

/**
 * Parses `20`, `20px`, `50%`, `10vw`, `5vh`. `none`/`auto`/empty give `null` (no value);
 * anything else throws a `RangeError`.
 */
export function parseSize(raw: string): Size | null {
  if (isNoValue(raw)) return null;
  const match = SIZE_PATTERN.exec(raw.trim());
  if (!match) throw new RangeError(`"${raw}" is not a size (use px, %, vw or vh)`);
  return { value: Number(match[1]), unit: (match[2]?.toLowerCase() ?? 'px') as SizeUnit };
}

export interface PixelContext {
  viewportWidth: number;
  viewportHeight: number;
  /** What 100% means for this value; the viewport height when not given. */
  percentOf?: number;
}

/** Converts a size to pixels against the viewport (and a reference length for percentages). */
export function sizeToPixels(size: Size, context: PixelContext): number {
  switch (size.unit) {
    case 'px':
      return size.value;
    case 'vw':
      return (size.value * context.viewportWidth) / 100;
    case 'vh':
      return (size.value * context.viewportHeight) / 100;
    case '%':
      return (size.value * (context.percentOf ?? context.viewportHeight)) / 100;
  }
}

/** Turns `slideToShow` into `slide-to-show` (and `top_offset` into `top-offset`). */
export function toKebabCase(name: string): string {
  return name.replace(/_/g, '-').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** A URL- and hash-safe slug of a text: lower case letters, digits and hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
