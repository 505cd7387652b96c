/**
 * Web fonts (SPEC.md §3 "Builder data" backend-supplied configuration, §7 "Other points"). A font
 * setting names a family; how it loads comes from the backend's font configuration:
 * - a **built-in font** (`fonts`: styles, character set, generic type) loads from the font
 *   service with one stylesheet link of family, styles and character set
 *   (`https://fonts.googleapis.com/css?family=Open+Sans:300,regular,700&subset=latin,latin-ext&display=swap`),
 *   unless it is a standard (system) font;
 * - a **custom font** (`customFonts`: the site's uploaded files) becomes an `@font-face` rule;
 * - a **removed font** (`removedFonts`) loads as its parent font with the styles it maps to
 *   (a saved "Raleway Light" loads Raleway 300);
 * - any other family is the visitor's own: nothing loads.
 * Each link and each `@font-face` rule is added to the page once. A link that fails rejects
 * with the script loader's "Something went wrong" error naming the family (script-loader.ts).
 */
import { safeResourceUrl } from '../runtime/safe-resource-url';
import { warnOnce } from '../runtime/warn';
import { cssString, cssUrl } from './css';
import { loadStylesheet } from './script-loader';

/** The font service the built-in fonts load from. */
export const DEFAULT_FONT_SERVICE_URL = 'https://fonts.googleapis.com/css';

/** A font of the backend's built-in font data. */
export interface BuiltInFont {
  /** The styles the service serves, comma-separated: `300,regular,italic,700`. */
  styles: string;
  /** Its character sets, comma-separated: `latin,latin-ext,cyrillic`. */
  characterSet: string;
  /** The generic family to fall back to: `sans-serif`, `serif`, `cursive`, `monospace`. */
  type: string;
  /** A standard (system, web-safe) font: never loaded. */
  standard: boolean;
}

/** A font file format of a custom font. */
export type FontFileFormat = 'woff2' | 'woff' | 'ttf' | 'otf';

/** A custom (uploaded) font. */
export interface CustomFont {
  /** Its files by format. */
  files: Partial<Record<FontFileFormat, string>>;
  /** The generic family to fall back to. */
  type: string;
}

/** A font the font service no longer has, and what stands in for it. */
export interface RemovedFont {
  parentFont: string;
  /** The parent's styles that render it: `300` for "Raleway Light". */
  styles: string;
}

/** The backend's font configuration. */
export interface FontConfig {
  fonts: Record<string, BuiltInFont>;
  customFonts: Record<string, CustomFont>;
  removedFonts: Record<string, RemovedFont>;
  /** The font service's stylesheet address. */
  fontServiceUrl: string;
}

const SOURCE = 'pb-elements/builder fonts';
const FILE_FORMATS: readonly FontFileFormat[] = ['woff2', 'woff', 'ttf', 'otf'];
/** `format()` names of the file formats, in the order browsers should try them (smallest first). */
const FORMAT_NAMES: Readonly<Record<FontFileFormat, string>> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

type RawObject = Record<string, unknown>;
const isObject = (value: unknown): value is RawObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A field under its camelCase or its snake_case name. */
const field = (raw: RawObject, camel: string, snake: string): unknown => raw[camel] ?? raw[snake];

/** The entries of a font map that are objects; a malformed map or entry is reported once and skipped. */
function entries(raw: unknown, key: string): [string, RawObject][] {
  if (raw === undefined) return [];
  if (!isObject(raw)) {
    warnOnce(SOURCE, `"${key}" is not an object of fonts; it is ignored.`);
    return [];
  }
  return Object.entries(raw).filter((entry): entry is [string, RawObject] => {
    if (isObject(entry[1])) return true;
    warnOnce(SOURCE, `"${key}" font "${entry[0]}" is not an object; it is ignored.`);
    return false;
  });
}

/** A custom font's files: `font_url` as an object of format → address, or one address whose extension names the format. */
function customFontFiles(raw: unknown): CustomFont['files'] {
  const files: CustomFont['files'] = {};
  if (typeof raw === 'string') {
    const format = /\.(woff2|woff|ttf|otf)(?:[?#]|$)/i.exec(raw)?.[1]?.toLowerCase() as FontFileFormat | undefined;
    if (format) files[format] = raw;
  } else if (isObject(raw)) {
    for (const format of FILE_FORMATS) if (typeof raw[format] === 'string') files[format] = raw[format];
  }
  return files;
}

/**
 * The font configuration from the backend's data, with camelCase or snake_case keys
 * (`customFonts`/`custom_fonts`, `removedFonts`/`removed_fonts`, `fontServiceUrl`/`font_service_url`,
 * and per font `character_set`, `parent_font`, `font_url`). Missing parts are empty.
 */
export function fontConfig(raw: unknown = {}): FontConfig {
  const source = isObject(raw) ? raw : {};
  const fonts: FontConfig['fonts'] = {};
  for (const [name, font] of entries(source.fonts, 'fonts')) {
    fonts[name] = {
      styles: text(font.styles),
      characterSet: text(field(font, 'characterSet', 'character_set')),
      type: text(font.type),
      standard: font.standard === true || font.standard === 1 || font.standard === 'on',
    };
  }
  const customFonts: FontConfig['customFonts'] = {};
  for (const [name, font] of entries(field(source, 'customFonts', 'custom_fonts'), 'customFonts')) {
    customFonts[name] = { files: customFontFiles(field(font, 'fontUrl', 'font_url')), type: text(font.type) };
  }
  const removedFonts: FontConfig['removedFonts'] = {};
  for (const [name, font] of entries(field(source, 'removedFonts', 'removed_fonts'), 'removedFonts')) {
    const parentFont = text(field(font, 'parentFont', 'parent_font'));
    if (parentFont) removedFonts[name] = { parentFont, styles: text(font.styles) };
  }
  const fontServiceUrl = text(field(source, 'fontServiceUrl', 'font_service_url')) || DEFAULT_FONT_SERVICE_URL;
  return { fonts, customFonts, removedFonts, fontServiceUrl };
}

/** How a family loads. */
export type ResolvedFont =
  /** From the font service: the family (a removed font's parent), its styles and character set. */
  | { kind: 'service'; family: string; styles: string; characterSet: string; type: string }
  /** As an `@font-face` rule of the site's files. */
  | { kind: 'custom'; family: string; font: CustomFont }
  /** The visitor's own font (standard, or unknown to the configuration): nothing to load. */
  | { kind: 'system'; family: string; type: string };

/**
 * How `family` loads. A custom font wins over a built-in one of the same name (the site's own
 * upload); a removed font is its parent font with the mapped styles.
 */
export function resolveFont(family: string, config: FontConfig): ResolvedFont {
  const custom = config.customFonts[family];
  if (custom) return { kind: 'custom', family, font: custom };
  const removed = config.removedFonts[family];
  const name = removed?.parentFont ?? family;
  const builtIn = config.fonts[name];
  if (!builtIn || builtIn.standard) return { kind: 'system', family: name, type: builtIn?.type ?? '' };
  return { kind: 'service', family: name, styles: removed?.styles || builtIn.styles, characterSet: builtIn.characterSet, type: builtIn.type };
}

/** A query value as the font service reads it: spaces as `+`, and `:` and `,` kept. */
const queryValue = (value: string): string =>
  encodeURIComponent(value).replace(/%20/g, '+').replace(/%3A/gi, ':').replace(/%2C/gi, ',');

/**
 * The font service link of a family: `family` (with `:styles` when there are any), `subset`
 * (the character set, when there is one) and `display=swap` (text shows in a fallback font
 * until the font arrives).
 */
export function fontServiceHref(family: string, styles: string, characterSet: string, serviceUrl = DEFAULT_FONT_SERVICE_URL): string {
  const query = [`family=${queryValue(styles ? `${family}:${styles}` : family)}`];
  if (characterSet) query.push(`subset=${queryValue(characterSet)}`);
  query.push('display=swap');
  return `${serviceUrl}${serviceUrl.includes('?') ? '&' : '?'}${query.join('&')}`;
}

/**
 * The `@font-face` rule of a custom font: its files that are safe to request (http(s) or
 * relative), smallest format first; `null` when it has none.
 */
export function fontFaceRule(family: string, font: CustomFont): string | null {
  const sources = FILE_FORMATS.flatMap((format) => {
    const url = font.files[format] === undefined ? null : safeResourceUrl(font.files[format]);
    return url === null ? [] : [`${cssUrl(url)} format("${FORMAT_NAMES[format]}")`];
  });
  if (sources.length === 0) return null;
  return `@font-face{font-family:${cssString(family)};font-display:swap;src:${sources.join(',')}}`;
}

/** The custom fonts' rules: one constructed sheet (no inline <style> for a Content Security Policy to refuse). */
let fontFaceSheet: CSSStyleSheet | undefined;
const fontFaceFamilies = new Set<string>();

function addFontFace(family: string, rule: string): void {
  fontFaceSheet ??= new CSSStyleSheet();
  // Adopted again if a script replaced the document's list.
  if (!document.adoptedStyleSheets.includes(fontFaceSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, fontFaceSheet];
  if (fontFaceFamilies.has(family)) return;
  fontFaceFamilies.add(family);
  fontFaceSheet.insertRule(rule, fontFaceSheet.cssRules.length);
}

/**
 * Loads the font a font setting names into the page: a font service link or an `@font-face`
 * rule, each once; nothing for a system font. Resolves when the link has loaded (a custom font
 * at once: the browser fetches its files when text uses it); rejects with the script loader's
 * `ScriptLoadError` naming the family when the link fails.
 */
export function loadWebFont(family: string, config: FontConfig): Promise<void> {
  const resolved = resolveFont(family, config);
  if (resolved.kind === 'system') return Promise.resolve();
  if (resolved.kind === 'service') {
    return loadStylesheet(fontServiceHref(resolved.family, resolved.styles, resolved.characterSet, config.fontServiceUrl), resolved.family);
  }
  const rule = fontFaceRule(resolved.family, resolved.font);
  if (rule === null) warnOnce(SOURCE, `custom font "${family}" has no http(s) or relative woff2, woff, ttf or otf file; it is not loaded.`);
  else addFontFace(resolved.family, rule);
  return Promise.resolve();
}
