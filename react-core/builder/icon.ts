/**
 * Icon values (SPEC.md §3 "Builder data"): `unicode||type||weight`, where type is `fa` (Font
 * Awesome) or `divi` (the builder's own icon font) and weight defaults to 400. The unicode part
 * is saved as a character reference (`&#xf0e0;`, `&#61664;`) or as the character itself; a value
 * with no `||` is a `divi` icon of weight 400 (how older settings were saved).
 */
import { cssString, type CssDeclarations } from './css';

export const ICON_SEPARATOR = '||';
export const DEFAULT_ICON_WEIGHT = 400;
export const ICON_TYPES = ['fa', 'divi'] as const;
export type IconType = (typeof ICON_TYPES)[number];

/** The font family each icon type is drawn with (the names the backend's icon fonts are served under). */
export const ICON_FONT_FAMILIES: Readonly<Record<IconType, string>> = { fa: 'FontAwesome', divi: 'ETmodules' };

export interface IconValue {
  /** The glyph as saved: `&#xf0e0;`. */
  unicode: string;
  type: IconType;
  /** A CSS font weight, 1 to 1000 (Font Awesome: 400 regular, 900 solid). */
  weight: number;
}

const isIconType = (value: string): value is IconType => (ICON_TYPES as readonly string[]).includes(value);

/** A weight part: a whole number from 1 to 1000; anything else (or none) is the default, 400. */
function parseWeight(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return DEFAULT_ICON_WEIGHT;
  const weight = Number(raw.trim());
  return weight >= 1 && weight <= 1000 ? weight : DEFAULT_ICON_WEIGHT;
}

/**
 * Reads an icon value: `'&#xf0e0;||fa||900'` → `{ unicode: '&#xf0e0;', type: 'fa', weight: 900 }`.
 * An empty value, an empty glyph or a type other than `fa` and `divi` is no icon: `null`.
 */
export function parseIcon(value: string | undefined): IconValue | null {
  if (!value) return null;
  const [unicode = '', type = 'divi', weight] = value.split(ICON_SEPARATOR);
  if (unicode === '' || !isIconType(type)) return null;
  return { unicode, type, weight: parseWeight(weight) };
}

/** Writes an icon value: `&#xf0e0;||fa||900`. */
export function formatIcon({ unicode, type, weight }: IconValue): string {
  return [unicode, type, String(weight)].join(ICON_SEPARATOR);
}

const CHARACTER_REFERENCE = /&#(?:x([\da-f]+)|(\d+));/gi;

/**
 * The glyph's characters: numeric character references decoded (`&#xf0e0;` → U+F0E0), other
 * text kept as it is. A reference outside Unicode is dropped.
 */
export function iconCharacter(unicode: string): string {
  return unicode.replace(CHARACTER_REFERENCE, (_, hex: string | undefined, decimal: string | undefined) => {
    const codePoint = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
  });
}

/** The glyph as a CSS `content` string, every character escaped by its code point: `"\f0e0"`. */
export function iconContent(unicode: string): string {
  const escapes = [...iconCharacter(unicode)].map((character) => `\\${character.codePointAt(0)!.toString(16)}`);
  // An escape ends at the first non-hex character; a space ends one that another escape follows.
  return `"${escapes.join(' ')}"`;
}

/**
 * What renders the icon, for a `::before`/`::after` rule: its font family, weight and content.
 * `{ 'font-family': '"FontAwesome"', 'font-weight': '900', content: '"\f0e0"' }`.
 */
export function iconDeclarations(icon: IconValue): CssDeclarations {
  return {
    'font-family': cssString(ICON_FONT_FAMILIES[icon.type]),
    'font-weight': String(icon.weight),
    content: iconContent(icon.unicode),
  };
}
