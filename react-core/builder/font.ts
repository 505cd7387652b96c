/**
 * Font settings (SPEC.md §3 "Builder data", §5): a pipe-separated string of font family, weight,
 * italic, uppercase, underline, small-caps, strikethrough, line colour and line style,
 * `Open Sans|700|on||on|||#e02b20|dotted`. The weight is a number, or the flag `on`, which means
 * bold: 700. The other flags are `on`, `off` (the builder's way to undo what the theme sets) or
 * unset. Family `Default` (or none) keeps the theme's font.
 */
import { cssString, isCssColor, type CssDeclarations } from './css';
import { resolveFont, type FontConfig } from './web-fonts';

export const FONT_SEPARATOR = '|';
/** The weight a weight flag of `on` means. */
export const BOLD_WEIGHT = '700';
/** A family that keeps the theme's font. */
export const DEFAULT_FONT_FAMILY = 'Default';
export const LINE_STYLES = ['solid', 'double', 'dotted', 'dashed', 'wavy'] as const;
export type LineStyle = (typeof LINE_STYLES)[number];

/** A flag of a font setting: `true` on, `false` off (undo the theme's), `undefined` unset. */
export type FontFlag = boolean | undefined;

export interface FontValue {
  /** `''` when the theme's font is kept (unset or `Default`). */
  family: string;
  /** A CSS font weight (`'100'`–`'900'`, `'700'` for the flag `on`), or `''` for the theme's. */
  weight: string;
  italic: FontFlag;
  uppercase: FontFlag;
  underline: FontFlag;
  smallCaps: FontFlag;
  strikethrough: FontFlag;
  /** The underline and strikethrough colour, or `''`. */
  lineColor: string;
  /** The underline and strikethrough style, or `''`. */
  lineStyle: LineStyle | '';
}

const flag = (raw: string | undefined): FontFlag => (raw === 'on' ? true : raw === 'off' ? false : undefined);
const flagPart = (value: FontFlag): string => (value === undefined ? '' : value ? 'on' : 'off');

/** A weight part: `on` is bold (700); a number from 1 to 1000 is itself; anything else is no weight. */
function parseWeight(raw: string): string {
  if (raw === 'on') return BOLD_WEIGHT;
  const weight = raw.trim();
  return /^\d+$/.test(weight) && Number(weight) >= 1 && Number(weight) <= 1000 ? String(Number(weight)) : '';
}

/** Reads a font setting; missing parts are unset. */
export function parseFont(value: string | undefined): FontValue {
  const [family = '', weight = '', italic, uppercase, underline, smallCaps, strikethrough, lineColor = '', lineStyle = ''] = (value ?? '').split(
    FONT_SEPARATOR,
  );
  const trimmedFamily = family.trim();
  return {
    family: trimmedFamily.toLowerCase() === DEFAULT_FONT_FAMILY.toLowerCase() ? '' : trimmedFamily,
    weight: parseWeight(weight),
    italic: flag(italic),
    uppercase: flag(uppercase),
    underline: flag(underline),
    smallCaps: flag(smallCaps),
    strikethrough: flag(strikethrough),
    lineColor: lineColor.trim(),
    lineStyle: (LINE_STYLES as readonly string[]).includes(lineStyle.trim()) ? (lineStyle.trim() as LineStyle) : '',
  };
}

/** Writes a font setting: the nine parts, unset ones empty. */
export function formatFont(font: FontValue): string {
  return [
    font.family,
    font.weight,
    flagPart(font.italic),
    flagPart(font.uppercase),
    flagPart(font.underline),
    flagPart(font.smallCaps),
    flagPart(font.strikethrough),
    font.lineColor,
    font.lineStyle,
  ].join(FONT_SEPARATOR);
}

/** Generic families a font's type may name. */
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

/**
 * The `font-family` value of a family: the font it renders as (a removed font's parent), quoted,
 * then its generic family from the configuration when it names one: `"Open Sans",sans-serif`.
 */
export function fontFamilyValue(family: string, config?: FontConfig): string {
  if (!config) return cssString(family);
  const resolved = resolveFont(family, config);
  const type = resolved.kind === 'custom' ? resolved.font.type : resolved.type;
  return GENERIC_FAMILIES.has(type) ? `${cssString(resolved.family)},${type}` : cssString(resolved.family);
}

/**
 * The CSS of a font setting. Unset parts add nothing, so the theme's styles stay; `off` flags
 * undo the theme's (`font-style:normal`, `text-transform:none`, `font-variant:normal`,
 * `text-decoration-line:none` when both lines are off). Line colour and style apply only with
 * an underline or a strikethrough. With `config`, the family gets its generic fallback, and a
 * removed font renders as its parent (with the mapped style's weight when the setting has none).
 */
export function fontDeclarations(font: FontValue, config?: FontConfig): CssDeclarations {
  const declarations: CssDeclarations = {};
  let weight = font.weight;
  if (font.family) {
    declarations['font-family'] = fontFamilyValue(font.family, config);
    const removedStyle = config?.removedFonts[font.family]?.styles.split(',')[0] ?? '';
    const removedWeight = parseWeight(/^\d+/.exec(removedStyle)?.[0] ?? '');
    if (!weight && removedWeight) weight = removedWeight;
  }
  if (weight) declarations['font-weight'] = weight;
  if (font.italic !== undefined) declarations['font-style'] = font.italic ? 'italic' : 'normal';
  if (font.uppercase !== undefined) declarations['text-transform'] = font.uppercase ? 'uppercase' : 'none';
  if (font.smallCaps !== undefined) declarations['font-variant'] = font.smallCaps ? 'small-caps' : 'normal';
  const lines = [font.underline && 'underline', font.strikethrough && 'line-through'].filter((line): line is string => Boolean(line));
  if (lines.length > 0) {
    declarations['text-decoration-line'] = lines.join(' ');
    if (isCssColor(font.lineColor)) declarations['text-decoration-color'] = font.lineColor;
    if (font.lineStyle) declarations['text-decoration-style'] = font.lineStyle;
  } else if (font.underline === false && font.strikethrough === false) {
    declarations['text-decoration-line'] = 'none';
  }
  return declarations;
}
