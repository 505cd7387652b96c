/**
 * Multi-view data (SPEC.md §3 "Multi-view data", §4 "Hover"): what a module shows per screen
 * mode and on hover, written by the builder into a `data-pb-multi-view` attribute as JSON:
 *
 *     {
 *       "slug": "pb_text",
 *       "schema": {
 *         "content":    { "desktop": "<p>Wide</p>", "phone": "<p>Narrow</p>", "hover": "<p>Hovered</p>" },
 *         "attrs":      { "desktop": { "src": "/wide.jpg", "alt": "…" }, "phone": { "src": "/narrow.jpg" } },
 *         "styles":     { "desktop": { "color": "#222" }, "hover": { "color": "#0b5" } },
 *         "classes":    { "tablet": { "add": ["compact"], "remove": ["wide"] } },
 *         "visibility": { "desktop": "visible", "phone": "hidden" }
 *       },
 *       "target": "{{selector}} .title",
 *       "hover_selector": ".card"
 *     }
 *
 * This file is the pure part: parsing (with the problems it found, for a warning) and which value
 * holds in a mode. A mode without a value of its own takes the next wider one (phone → tablet →
 * desktop); hover without one takes the current screen mode's. `attrs` and `styles` fall back
 * name by name; `content`, `classes` and `visibility` as a whole. A context with no value in any
 * of those modes leaves the module as the page rendered it.
 */
import type { ScreenMode } from '../runtime/screen-mode';

export const MULTI_VIEW_ATTRIBUTE = 'data-pb-multi-view';
export const MULTI_VIEW_SELECTOR = `[${MULTI_VIEW_ATTRIBUTE}]`;

export const MULTI_VIEW_CONTEXTS = ['content', 'attrs', 'styles', 'classes', 'visibility'] as const;
export const MULTI_VIEW_MODES = ['desktop', 'tablet', 'phone', 'hover'] as const;
export type MultiViewContext = (typeof MULTI_VIEW_CONTEXTS)[number];
export type MultiViewMode = (typeof MULTI_VIEW_MODES)[number];

export interface ClassChange {
  add: string[];
  remove: string[];
}

/** The value types of each context, per mode. */
export interface MultiViewSchema {
  content: Partial<Record<MultiViewMode, string>>;
  attrs: Partial<Record<MultiViewMode, Record<string, string>>>;
  styles: Partial<Record<MultiViewMode, Record<string, string>>>;
  classes: Partial<Record<MultiViewMode, ClassChange>>;
  visibility: Partial<Record<MultiViewMode, boolean>>;
}

export interface MultiViewData {
  slug: string;
  schema: MultiViewSchema;
  /** Selector of the element(s) inside the module that change; '' for the module itself. */
  target: string;
  /** Selector of the element whose hover shows the hover values; '' for the module itself. */
  hoverSelector: string;
  /** Whether any context has a hover value (only then is hover watched). */
  hasHover: boolean;
}

/** What a module shows in one mode: undefined (or absent) where the page's own rendering holds. */
export interface MultiView {
  content?: string;
  attrs: Record<string, string>;
  styles: Record<string, string>;
  classes?: ClassChange;
  visible?: boolean;
}

export type ParseResult = { data: MultiViewData; problems: string[] } | { data: null; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const map: Record<string, string> = {};
  for (const [name, raw] of Object.entries(value)) {
    const text = scalar(raw);
    if (text !== undefined && name.trim()) map[name.trim()] = text;
  }
  return map;
}

function classNames(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(/\s+/) : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return list.map((name) => name.trim()).filter(Boolean);
}

function classChange(value: unknown): ClassChange | undefined {
  if (!isObject(value)) return undefined;
  return { add: classNames(value.add), remove: classNames(value.remove) };
}

/** `visible`/`hidden`, on/off, yes/no, true/false (strings or booleans). */
function visibility(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (['visible', 'on', 'yes', 'true'].includes(word)) return true;
  if (['hidden', 'off', 'no', 'false'].includes(word)) return false;
  return undefined;
}

const READERS: { [C in MultiViewContext]: (value: unknown) => MultiViewSchema[C][MultiViewMode] | undefined } = {
  content: scalar,
  attrs: stringMap,
  styles: stringMap,
  classes: classChange,
  visibility,
};

function emptySchema(): MultiViewSchema {
  return { content: {}, attrs: {}, styles: {}, classes: {}, visibility: {} };
}

/** Reads a context's per-mode values into `schema`, listing what was not understood. */
function readContext<C extends MultiViewContext>(schema: MultiViewSchema, context: C, raw: unknown, problems: string[]): void {
  if (!isObject(raw)) {
    problems.push(`schema.${context} is not an object of modes; ignored.`);
    return;
  }
  const values = schema[context] as Partial<Record<MultiViewMode, unknown>>;
  for (const [mode, value] of Object.entries(raw)) {
    if (!(MULTI_VIEW_MODES as readonly string[]).includes(mode)) {
      problems.push(`schema.${context}: "${mode}" is not one of ${MULTI_VIEW_MODES.join(', ')}; ignored.`);
      continue;
    }
    const read = READERS[context](value);
    if (read === undefined) problems.push(`schema.${context}.${mode} is not a valid ${context} value; ignored.`);
    else values[mode as MultiViewMode] = read;
  }
}

/**
 * Parses a `data-pb-multi-view` value. Malformed JSON, or JSON that is not an object with a
 * `schema` object, gives `data: null`; parts that are not understood are left out and listed.
 */
export function parseMultiView(raw: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { data: null, problems: ['is not valid JSON; ignored.'] };
  }
  if (!isObject(json) || !isObject(json.schema)) return { data: null, problems: ['has no "schema" object; ignored.'] };
  const problems: string[] = [];
  const schema = emptySchema();
  for (const [context, value] of Object.entries(json.schema)) {
    if ((MULTI_VIEW_CONTEXTS as readonly string[]).includes(context)) readContext(schema, context as MultiViewContext, value, problems);
    else problems.push(`schema: "${context}" is not one of ${MULTI_VIEW_CONTEXTS.join(', ')}; ignored.`);
  }
  const hasHover = MULTI_VIEW_CONTEXTS.some((context) => schema[context].hover !== undefined);
  return {
    data: {
      slug: scalar(json.slug) ?? '',
      schema,
      target: (scalar(json.target) ?? '').trim(),
      hoverSelector: (scalar(json.hover_selector ?? json.hoverSelector) ?? '').trim(),
      hasHover,
    },
    problems,
  };
}

/** The modes consulted for `mode`, most specific first (SPEC §4 screen modes; hover over the current one). */
export function fallbackChain(screenMode: ScreenMode, hovered: boolean): MultiViewMode[] {
  const screens: MultiViewMode[] = screenMode === 'phone' ? ['phone', 'tablet', 'desktop'] : screenMode === 'tablet' ? ['tablet', 'desktop'] : ['desktop'];
  return hovered ? ['hover', ...screens] : screens;
}

function first<T>(values: Partial<Record<MultiViewMode, T>>, chain: readonly MultiViewMode[]): T | undefined {
  for (const mode of chain) if (values[mode] !== undefined) return values[mode];
  return undefined;
}

function merged(values: Partial<Record<MultiViewMode, Record<string, string>>>, chain: readonly MultiViewMode[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const mode of [...chain].reverse()) Object.assign(result, values[mode]);
  return result;
}

/** What the module shows in `screenMode`, hovered or not. */
export function resolveMultiView(schema: MultiViewSchema, screenMode: ScreenMode, hovered: boolean): MultiView {
  const chain = fallbackChain(screenMode, hovered);
  const view: MultiView = { attrs: merged(schema.attrs, chain), styles: merged(schema.styles, chain) };
  const content = first(schema.content, chain);
  if (content !== undefined) view.content = content;
  const classes = first(schema.classes, chain);
  if (classes) view.classes = classes;
  const visible = first(schema.visibility, chain);
  if (visible !== undefined) view.visible = visible;
  return view;
}

/** Every attribute (style property) name some mode sets: what the page's own values are kept for. */
export function namesIn(values: Partial<Record<MultiViewMode, Record<string, string>>>): string[] {
  return [...new Set(Object.values(values).flatMap((map) => Object.keys(map ?? {})))];
}

/** Every class name some mode adds or removes. */
export function classNamesIn(values: Partial<Record<MultiViewMode, ClassChange>>): string[] {
  return [...new Set(Object.values(values).flatMap((change) => [...(change?.add ?? []), ...(change?.remove ?? [])]))];
}

/**
 * An attribute a multi-view value may not set: event handlers and `style` (the `styles` context
 * does that, property by property), `srcdoc` and `is` (they make documents and elements), and
 * `ping` (a request on every click).
 */
export function isForbiddenAttribute(name: string): boolean {
  return /^on/i.test(name) || /^(style|srcdoc|is|ping)$/i.test(name) || !/^[a-z_:][-a-z0-9_:.]*$/i.test(name);
}

/** Addresses followed only when the visitor does (a link, a form, a quotation's source). */
const LINK_ATTRIBUTE = /^(action|formaction|cite)$/i;
/** Addresses the browser requests by itself (an image, a video, a table's background …). */
const RESOURCE_ATTRIBUTE = /^(href|src|poster|data|background|xlink:href|lowsrc|dynsrc|longdesc|codebase|archive|classid|manifest|icon)$/i;
/** Lists of image candidates. */
const SRCSET_ATTRIBUTE = /^(srcset|imagesrcset)$/i;

/**
 * What an attribute's value is: a link (`href` of `a` and `area`, `action`, `formaction`,
 * `cite`), a resource the browser requests (any other `href`, `src`, `poster`, `background` …),
 * a `srcset`, or no address (null).
 */
export function addressKind(name: string, tag: string): 'link' | 'resource' | 'srcset' | null {
  if (LINK_ATTRIBUTE.test(name) || (/^href$/i.test(name) && /^(a|area)$/i.test(tag))) return 'link';
  if (RESOURCE_ATTRIBUTE.test(name)) return 'resource';
  return SRCSET_ATTRIBUTE.test(name) ? 'srcset' : null;
}

/** The module's target selector with the builder's `{{selector}}` (the module itself) as `:scope`. */
export function scopedTarget(target: string): string {
  return target.replace(/\{\{\s*selector\s*\}\}/g, ':scope').trim();
}
