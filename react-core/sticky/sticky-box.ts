/**
 * The box of a sticky module while it is fixed (SPEC §3 "Sticky module settings": `styles` —
 * width, max-width, module_alignment — and `stickyStyles` — width, max-width,
 * position_origin_r, vertical_offset, horizontal_offset). Pure: no DOM here.
 *
 * `styles` describe the module as the page's CSS lays it out (the builder writes them next to
 * its CSS); they are read, not applied, so the upgrade shifts nothing. A fixed box would resolve
 * a percentage against the viewport, so both widths are resolved here against the module's
 * container instead, and the alignment says where a narrower or wider sticky box sits over the
 * module's place. The offsets move the fixed box from its origin like relative positioning,
 * with a transform (compositor only), so stacking and the placeholder are unaffected.
 */
import { parseSize, sizeToPixels, type Size } from '../runtime/values';

export type ModuleAlignment = 'left' | 'center' | 'right';
export type OriginRow = 'top' | 'center' | 'bottom';
export type OriginColumn = 'left' | 'center' | 'right';

/** `styles`: the module's own width, max-width and alignment. */
export interface ModuleStyles {
  width: Size | null;
  maxWidth: Size | null;
  alignment: ModuleAlignment | null;
}

/** `stickyStyles`: the fixed box's width, max-width and offsets from its origin. */
export interface StickyStyles {
  width: Size | null;
  maxWidth: Size | null;
  origin: [OriginRow, OriginColumn];
  verticalOffset: Size | null;
  horizontalOffset: Size | null;
}

export const NO_MODULE_STYLES: ModuleStyles = { width: null, maxWidth: null, alignment: null };
export const NO_STICKY_STYLES: StickyStyles = {
  width: null,
  maxWidth: null,
  origin: ['top', 'left'],
  verticalOffset: null,
  horizontalOffset: null,
};

const ALIGNMENTS: readonly ModuleAlignment[] = ['left', 'center', 'right'];
const ORIGIN_ROWS: readonly OriginRow[] = ['top', 'center', 'bottom'];
const ORIGIN_COLUMNS: readonly OriginColumn[] = ['left', 'center', 'right'];

/** The object's fields by their SPEC names, also accepted in kebab-case (`max-width`). */
function fields(value: unknown): Map<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('expected a JSON object');
  return new Map(Object.entries(value).map(([key, field]) => [key.trim().toLowerCase().replace(/-/g, '_'), field]));
}

function sizeField(source: Map<string, unknown>, name: string): Size | null {
  const value = source.get(name);
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw new TypeError(`"${name}" is not a size`);
  try {
    return parseSize(String(value));
  } catch (error) {
    throw new RangeError(`"${name}": ${(error as Error).message}`);
  }
}

function wordField<T extends string>(source: Map<string, unknown>, name: string, words: readonly T[]): T | null {
  const value = source.get(name);
  if (value === undefined || value === null || value === '' || value === 'default') return null;
  const word = String(value).trim().toLowerCase();
  if (!(words as readonly string[]).includes(word)) throw new RangeError(`"${name}": "${String(value)}" is not one of ${words.join(', ')}`);
  return word as T;
}

/**
 * Reads `styles` (`{"width": "50%", "max-width": "600px", "module_alignment": "center"}`).
 * Throws an Error saying what is wrong; other fields are ignored.
 */
export function parseModuleStyles(value: unknown): ModuleStyles {
  const source = fields(value);
  return {
    width: sizeField(source, 'width'),
    maxWidth: sizeField(source, 'max_width'),
    alignment: wordField(source, 'module_alignment', ALIGNMENTS),
  };
}

/**
 * Reads a position origin, `top_left` … `bottom_right` (also `top-left`, `top left`); `center`
 * alone is `center_center`.
 */
export function parseOrigin(raw: string): [OriginRow, OriginColumn] {
  const words = raw.trim().toLowerCase().split(/[\s_-]+/);
  const [row, column = row] = words;
  if (words.length > 2 || !(ORIGIN_ROWS as readonly string[]).includes(row ?? '') || !(ORIGIN_COLUMNS as readonly string[]).includes(column ?? '')) {
    throw new RangeError(`"position_origin_r": "${raw}" is not one of top_left, top_center, … bottom_right`);
  }
  return [row as OriginRow, column as OriginColumn];
}

/**
 * Reads `stickyStyles` (`{"width": "320px", "position_origin_r": "top_right",
 * "horizontal_offset": "20px"}`). Throws an Error saying what is wrong; other fields are ignored.
 */
export function parseStickyStyles(value: unknown): StickyStyles {
  const source = fields(value);
  const origin = source.get('position_origin_r') ?? source.get('position_origin');
  return {
    width: sizeField(source, 'width'),
    maxWidth: sizeField(source, 'max_width'),
    origin: origin === undefined || origin === null || origin === '' ? NO_STICKY_STYLES.origin : parseOrigin(String(origin)),
    verticalOffset: sizeField(source, 'vertical_offset'),
    horizontalOffset: sizeField(source, 'horizontal_offset'),
  };
}

export interface StickyBoxInput {
  /** The module's place (the placeholder's box), viewport px. */
  left: number;
  width: number;
  /** The content width of the module's container, which percentages of the widths refer to. */
  containerWidth: number;
  viewportWidth: number;
  viewportHeight: number;
  direction: 'ltr' | 'rtl';
  styles: ModuleStyles;
  stickyStyles: StickyStyles;
}

export interface StickyBox {
  left: number;
  width: number;
  /** The offsets from the origin, applied as `translate()`. */
  translateX: number;
  translateY: number;
}

/**
 * The fixed box: the sticky width (or the module's own width setting, or its measured width) no
 * wider than the max-width, aligned over the module's place, moved by the offsets (a horizontal
 * offset from a right origin moves left, a vertical one from a bottom origin moves up; offset
 * percentages refer to the viewport, as for a fixed box).
 */
export function stickyBox(input: StickyBoxInput): StickyBox {
  const { styles, stickyStyles } = input;
  const viewport = { viewportWidth: input.viewportWidth, viewportHeight: input.viewportHeight };
  const ofContainer = (size: Size) => sizeToPixels(size, { ...viewport, percentOf: input.containerWidth });
  const widthSetting = stickyStyles.width ?? styles.width;
  const maxWidthSetting = stickyStyles.maxWidth ?? styles.maxWidth;
  let width = widthSetting ? ofContainer(widthSetting) : input.width;
  if (maxWidthSetting) width = Math.min(width, ofContainer(maxWidthSetting));
  width = Math.max(0, width);
  const alignment = styles.alignment ?? (input.direction === 'rtl' ? 'right' : 'left');
  const spare = input.width - width;
  const left = input.left + (alignment === 'center' ? spare / 2 : alignment === 'right' ? spare : 0);
  const [row, column] = stickyStyles.origin;
  const horizontal = stickyStyles.horizontalOffset
    ? sizeToPixels(stickyStyles.horizontalOffset, { ...viewport, percentOf: input.viewportWidth })
    : 0;
  const vertical = stickyStyles.verticalOffset ? sizeToPixels(stickyStyles.verticalOffset, viewport) : 0;
  return {
    left,
    width,
    translateX: column === 'right' ? -horizontal : horizontal,
    translateY: row === 'bottom' ? -vertical : vertical,
  };
}
