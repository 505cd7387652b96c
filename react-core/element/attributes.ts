/**
 * Attribute schemas: how an element declares its attributes once, and how the HTML an author
 * wrote becomes typed props (ELEMENTS.md "Conventions"). Responsive attributes also read their
 * `-tablet` and `-phone` variants for the current screen mode. Bad values never throw: they are
 * reported once on the console, naming the tag and attribute, and the default is used.
 */
import type { ScreenMode } from '../runtime/screen-mode';
import { isNoValue, parseFlag, parseSize, toKebabCase, type Size } from '../runtime/values';
import { warnOnce } from '../runtime/warn';

interface SpecBase<T> {
  fallback: T;
  responsive?: boolean;
  /** The field's name in the settings object, where it differs from the attribute's. */
  setting?: string;
}
export interface BooleanSpec extends SpecBase<boolean> {
  type: 'boolean';
}
export interface NumberSpec extends SpecBase<number> {
  type: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
  /** A percentage: a trailing `%` is accepted (`50%`, as the builder writes intensity). */
  percent?: boolean;
}
export interface SizeSpec extends SpecBase<Size | null> {
  type: 'size';
}
export interface StringSpec extends SpecBase<string> {
  type: 'string';
}
export interface EnumSpec<T extends string = string> extends SpecBase<T> {
  type: 'enum';
  values: readonly T[];
}
export interface JsonSpec<T = unknown> extends SpecBase<T> {
  type: 'json';
  /** Turns parsed JSON into the setting, or throws an Error that says what is wrong. */
  validate?: (value: unknown) => T;
}

export type AttributeSpec = BooleanSpec | NumberSpec | SizeSpec | StringSpec | EnumSpec | JsonSpec;
export type AttributeSchema = Record<string, AttributeSpec>;
export type AttributeValues<S extends AttributeSchema> = { [K in keyof S]: S[K]['fallback'] };

/** Declarations for a schema: `{ active: attribute.number(0), loop: attribute.boolean() }`. */
export const attribute = {
  boolean: (fallback = false): BooleanSpec => ({ type: 'boolean', fallback }),
  number: (fallback: number, options: Pick<NumberSpec, 'min' | 'max' | 'integer' | 'percent'> = {}): NumberSpec => ({
    type: 'number',
    fallback,
    ...options,
  }),
  size: (fallback: Size | null = null): SizeSpec => ({ type: 'size', fallback }),
  string: (fallback = ''): StringSpec => ({ type: 'string', fallback }),
  oneOf: <T extends string>(values: readonly T[], fallback: T): EnumSpec<T> => ({ type: 'enum', values, fallback }),
  json: <T>(fallback: T, validate?: (value: unknown) => T): JsonSpec<T> => ({
    type: 'json',
    fallback,
    ...(validate ? { validate } : {}),
  }),
};

/** Marks a declaration as responsive: it also reads `<name>-tablet` and `<name>-phone`. */
export function responsive<T extends AttributeSpec>(spec: T): T {
  return { ...spec, responsive: true };
}

/**
 * Names the field that stands for this attribute in the settings object, where the two differ
 * (pb-animate's `animation-style` is the animation data's `style`).
 */
export function settingName<T extends AttributeSpec>(spec: T, name: string): T {
  return { ...spec, setting: name };
}

export const SCREEN_SUFFIXES = { tablet: '-tablet', phone: '-phone' } as const;

/** Every attribute name the schema listens to, variants included (for `observedAttributes`). */
export function observedAttributeNames(schema: AttributeSchema): string[] {
  const names = Object.entries(schema).flatMap(([key, spec]) => {
    const name = toKebabCase(key);
    return spec.responsive ? [name, name + SCREEN_SUFFIXES.tablet, name + SCREEN_SUFFIXES.phone] : [name];
  });
  return names.includes(SETTINGS_ATTRIBUTE) ? names : [...names, SETTINGS_ATTRIBUTE];
}

/**
 * Every element also takes its settings as one JSON object, the way the builder stores them
 * (ELEMENTS.md "Structured settings"): in a `settings` attribute or a child
 * `<script type="application/json" data-attribute="settings">`. Its fields are the SPEC field
 * names in any spelling (`topOffset`, `top_offset`, `top-offset`; `_tablet`/`_phone` suffixes for
 * the screen modes) and stand in for attributes the element does not have. A schema that
 * declares its own `settings` attribute keeps it.
 */
/**
 * The author set `name` on `element` to a value of their own (present, and not `default`): a
 * page-wide default (the page configuration's theme) gives way to it.
 */
export function setByAuthor(element: Element, name: string): boolean {
  const raw = element.getAttribute(name);
  return raw !== null && raw.trim().toLowerCase() !== 'default';
}

export const SETTINGS_ATTRIBUTE = 'settings';

/**
 * Where attribute values come from: an element's own attributes and then its settings object,
 * or a settings object alone (`readSettingsObject`).
 */
interface AttributeSource {
  has(name: string): boolean;
  get(name: string): string | null;
  /** The text of a JSON setting (an element also looks at its child scripts). */
  json(name: string): string | null;
}

function jsonScripts(element: Element): HTMLScriptElement[] {
  return [...element.children].filter(
    (child): child is HTMLScriptElement => child instanceof HTMLScriptElement && child.type === 'application/json',
  );
}

/** A settings field as the attribute text it stands for (objects stay JSON, booleans on/off). */
function settingText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A settings object by attribute name, fields named otherwise (`settingName`) included. */
function settingsByAttribute(settings: object, schema: AttributeSchema): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [key, value] of Object.entries(settings)) {
    const text = settingText(value);
    if (text !== null) byName.set(toKebabCase(key), text);
  }
  for (const [key, spec] of Object.entries(schema)) {
    if (spec.setting === undefined) continue;
    const name = toKebabCase(key);
    const field = toKebabCase(spec.setting);
    for (const suffix of ['', SCREEN_SUFFIXES.tablet, SCREEN_SUFFIXES.phone]) {
      const value = byName.get(field + suffix);
      if (value !== undefined && !byName.has(name + suffix)) byName.set(name + suffix, value);
    }
  }
  return byName;
}

/** The element's settings object by attribute name; malformed JSON warns once and gives none. */
function readSettings(element: Element, tag: string, schema: AttributeSchema): Map<string, string> {
  const raw =
    element.getAttribute(SETTINGS_ATTRIBUTE) ??
    jsonScripts(element).find((script) => script.dataset.attribute === SETTINGS_ATTRIBUTE)?.textContent ??
    null;
  if (raw === null || raw.trim() === '') return new Map();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('expected a JSON object');
    return settingsByAttribute(parsed, schema);
  } catch (error) {
    warnOnce(tag, `attribute "${SETTINGS_ATTRIBUTE}": ${(error as Error).message}; ignored.`);
    return new Map();
  }
}

function elementSource(element: Element, tag: string, schema: AttributeSchema): AttributeSource {
  const settings = SETTINGS_ATTRIBUTE in schema ? new Map<string, string>() : readSettings(element, tag, schema);
  const jsonSettings = Object.values(schema).filter((spec) => spec.type === 'json').length;
  return {
    has: (name) => element.hasAttribute(name) || settings.has(name),
    get: (name) => element.getAttribute(name) ?? settings.get(name) ?? null,
    json: (name) => {
      const attributeValue = element.getAttribute(name);
      if (attributeValue !== null) return attributeValue;
      const scripts = jsonScripts(element);
      const named = scripts.find((script) => script.dataset.attribute === name);
      if (named) return named.textContent;
      const setting = settings.get(name);
      if (setting !== undefined) return setting;
      // An unnamed script belongs to the element's only JSON setting.
      const unnamed = scripts.find((script) => script.dataset.attribute === undefined);
      return jsonSettings === 1 && unnamed ? unnamed.textContent : null;
    },
  };
}

/** The attribute to read for `name` in `mode`: phone falls back to tablet, tablet to desktop. */
function responsiveSource(source: AttributeSource, name: string, mode: ScreenMode): string {
  const candidates =
    mode === 'phone'
      ? [name + SCREEN_SUFFIXES.phone, name + SCREEN_SUFFIXES.tablet, name]
      : mode === 'tablet'
        ? [name + SCREEN_SUFFIXES.tablet, name]
        : [name];
  return candidates.find((candidate) => source.has(candidate)) ?? name;
}

const NUMBER_PATTERN = /^-?\d*\.?\d+$/;

/** A long value shortened for a warning. */
function shown(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

function parseNumberValue(raw: string, spec: NumberSpec): number {
  if (isNoValue(raw)) return spec.fallback;
  const text = raw.trim().replace(spec.percent ? /(px|ms|%)$/i : /(px|ms)$/i, '');
  if (!NUMBER_PATTERN.test(text)) throw new RangeError(`"${shown(raw)}" is not a number`);
  const value = Number(text);
  // 400 digits read as Infinity: no module can use it (an animation of endless duration throws).
  if (!Number.isFinite(value)) throw new RangeError(`"${shown(raw)}" is too large a number`);
  if (spec.integer && !Number.isInteger(value)) throw new RangeError(`"${raw}" is not a whole number`);
  if (spec.min !== undefined && value < spec.min) throw new RangeError(`${value} is below the minimum ${spec.min}`);
  if (spec.max !== undefined && value > spec.max) throw new RangeError(`${value} is above the maximum ${spec.max}`);
  return value;
}

function parseValue(raw: string, spec: AttributeSpec, name: string): unknown {
  switch (spec.type) {
    case 'boolean':
      return parseFlag(raw, name) ?? spec.fallback;
    case 'number':
      return parseNumberValue(raw, spec);
    case 'size':
      return parseSize(raw);
    case 'string':
      return raw;
    case 'enum': {
      const word = raw.trim().toLowerCase();
      if (word === '' || word === 'default') return spec.fallback;
      if (!spec.values.includes(word)) throw new RangeError(`"${raw}" is not one of ${spec.values.join(', ')}`);
      return word;
    }
    case 'json': {
      const parsed: unknown = JSON.parse(raw);
      return spec.validate ? spec.validate(parsed) : parsed;
    }
  }
}

function readFrom<S extends AttributeSchema>(source: AttributeSource, tag: string, schema: S, mode: ScreenMode): AttributeValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) {
    const baseName = toKebabCase(key);
    const name = spec.responsive ? responsiveSource(source, baseName, mode) : baseName;
    const raw = spec.type === 'json' ? source.json(name) : source.get(name);
    if (raw === null) {
      values[key] = spec.fallback;
      continue;
    }
    try {
      values[key] = parseValue(raw, spec, baseName);
    } catch (error) {
      warnOnce(tag, `attribute "${name}": ${(error as Error).message}; using the default.`);
      values[key] = spec.fallback;
    }
  }
  return values as AttributeValues<S>;
}

/**
 * Reads every declared attribute of `element` for `mode`. `tag` names the element in warnings.
 */
export function readAttributes<S extends AttributeSchema>(element: Element, tag: string, schema: S, mode: ScreenMode): AttributeValues<S> {
  return readFrom(elementSource(element, tag, schema), tag, schema, mode);
}

/**
 * Reads a settings object that is not on an element (the page configuration's sticky modules)
 * as if its fields were the attributes: same names, variants, parsers and warnings. `source`
 * names it in warnings.
 */
export function readSettingsObject<S extends AttributeSchema>(settings: object, source: string, schema: S, mode: ScreenMode): AttributeValues<S> {
  const byName = settingsByAttribute(settings, schema);
  const lookup = (name: string) => byName.get(name) ?? null;
  return readFrom({ has: (name) => byName.has(name), get: lookup, json: lookup }, source, schema, mode);
}
