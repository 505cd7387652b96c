// @vitest-environment happy-dom
/**
 * dist/custom-elements.json and the editor data made from it describe every attribute the
 * elements observe (issue 13): the `-tablet`/`-phone` variants and `settings` included, each with
 * the schema's type and default. The truth is the running elements: each element module is
 * imported, `createElementClass` records the schema it is given, and the registered class's
 * `observedAttributes` are the names. Reads dist/ (the build runs before Vitest in `npm test`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAttributes, SCREEN_SUFFIXES, type AttributeSchema, type AttributeSpec } from '../../react-core/element/attributes';
import type { ElementDefinition } from '../../react-core/element/define-element';
import { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH } from '../../react-core/runtime/screen-mode';
import { toKebabCase } from '../../react-core/runtime/values';

const schemas = vi.hoisted(() => new Map<string, AttributeSchema>());

vi.mock('../../react-core/element/define-element', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../react-core/element/define-element')>();
  return {
    ...original,
    createElementClass: <S extends AttributeSchema>(definition: ElementDefinition<S>) => {
      schemas.set(definition.tag, definition.attributes);
      return original.createElementClass(definition);
    },
  };
});

// Swiper's module files are resolved by the build (scripts/swiper-module-files.mjs), not by Vite;
// the carousel's schema does not depend on them.
vi.mock('../../react-core/image-carousel/carousel-swiper', () => ({}));

interface ManifestAttribute {
  name: string;
  type: { text: string };
  description?: string;
  default?: string;
}
interface ManifestElement {
  tagName: string;
  superclass?: { name: string };
  customElement: true;
  attributes: ManifestAttribute[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  members?: { kind: string; name: string; type?: { text: string }; readonly?: boolean; description?: string }[];
}
interface Manifest {
  modules: { path: string; declarations?: Array<ManifestElement | { customElement?: undefined }> }[];
}
interface CustomDataAttribute {
  name: string;
  description: { kind: 'markdown'; value: string };
  values?: { name: string }[];
  valueSet?: string;
}
interface CustomData {
  version: number;
  tags: { name: string; description: { kind: 'markdown'; value: string }; attributes: CustomDataAttribute[] }[];
}
interface WebTypes {
  $schema: string;
  name: string;
  version: string;
  contributions: {
    html: { elements: { name: string; description: string; attributes: { name: string; default?: string; value: { type: string; required: boolean } }[] }[] };
  };
}

const ROOT = join(import.meta.dirname, '../..');
const readJson = <T,>(file: string): T => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;

const manifest = readJson<Manifest>('dist/custom-elements.json');
const elementModules = manifest.modules.filter((module) => module.declarations?.some((declaration) => declaration.customElement));
const elements = elementModules.flatMap((module) => module.declarations ?? []).filter((declaration): declaration is ManifestElement => declaration.customElement === true);
/** `<pb-split-test>` extends HTMLElement itself (it renders nothing): no schema, its JSDoc is its entry. */
const isNative = (element: ManifestElement): boolean => element.superclass?.name === 'HTMLElement';
const tags = elements.filter((element) => !isNative(element)).map((element) => element.tagName);
const nativeTags = elements.filter(isNative).map((element) => element.tagName);
const allTags = elements.map((element) => element.tagName);
const manifestElement = (tag: string): ManifestElement => elements.find((element) => element.tagName === tag)!;

beforeAll(async () => {
  for (const { path } of elementModules) await import(/* @vite-ignore */ `../../${path}`);
}, 60_000);

function schemaOf(tag: string): AttributeSchema {
  const schema = schemas.get(tag);
  if (!schema) throw new Error(`<${tag}> was not defined through createElementClass`);
  return schema;
}

/** The schema's attributes by name, with their specs (variants and settings are not among them). */
const schemaAttributes = (tag: string): [string, AttributeSpec][] =>
  Object.entries(schemaOf(tag)).map(([key, spec]) => [toKebabCase(key), spec]);

const QUOTED_UNION = /^'[^']*'( \| '[^']*')*$/;

function expectTypeFollowsSpec(type: string, spec: AttributeSpec): void {
  if (spec.type === 'enum') expect(type).toBe(spec.values.map((value) => `'${value}'`).join(' | '));
  else if (spec.type === 'boolean' || spec.type === 'number') expect(type).toBe(spec.type);
  else if (spec.type === 'string') expect(type === 'string' || QUOTED_UNION.test(type), type).toBe(true);
  else expect(type).toBe('string');
}

describe('custom-elements.json', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it('lists exactly the elements defined through createElementClass', () => {
    expect(tags.length).toBeGreaterThan(0);
    expect([...schemas.keys()].sort()).toEqual([...tags].sort());
  });

  it('lists <pb-split-test> as an element of its own, with its JSDoc attribute', () => {
    expect(nativeTags).toEqual(['pb-split-test']);
    expect(manifestElement('pb-split-test').attributes.map(({ name }) => name)).toEqual(['test-id']);
    expect(customElements.get('pb-split-test')).toBeDefined();
  });

  it('lists <pb-sticky>\'s read-only stickyState with its type and the SPEC §3 fields it has', () => {
    const member = manifestElement('pb-sticky').members?.find(({ name }) => name === 'stickyState');
    expect(member).toMatchObject({ kind: 'field', readonly: true, type: { text: 'StickyRuntimeFields | null' } });
    for (const field of ['isSticky', 'isPaused', 'heightSticky', 'paddingSticky', 'topOffsetModules', 'customBottomOffset']) expect(member?.description).toContain(`\`${field}\``);
  });

  it.each(tags)('<%s> lists exactly the attributes it observes, in their order', (tag) => {
    const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
    expect(manifestElement(tag).attributes.map(({ name }) => name)).toEqual(observed);
    expect(observed).toContain('settings');
  });

  it.each(tags)('<%s>: each schema attribute has its type, and its default as text the element reads back as the default', (tag) => {
    const attributes = manifestElement(tag).attributes;
    for (const [name, spec] of schemaAttributes(tag)) {
      const attribute = attributes.find((candidate) => candidate.name === name)!;
      expectTypeFollowsSpec(attribute.type.text, spec);
      const hasNoWrittenDefault = spec.fallback === '' || spec.fallback === null || spec.type === 'json';
      expect(attribute.default === undefined, `${name} default`).toBe(hasNoWrittenDefault);
      if (attribute.default === undefined) continue;
      const host = document.createElement('div');
      host.setAttribute(name, attribute.default);
      expect(readAttributes(host, tag, { [name]: spec }, 'desktop')[name], `${name}="${attribute.default}"`).toEqual(spec.fallback);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(tags)('<%s>: screen variants have the type of their attribute, no default, and the screen-mode widths', (tag) => {
    const attributes = manifestElement(tag).attributes;
    for (const [name, spec] of schemaAttributes(tag).filter(([, candidate]) => candidate.responsive)) {
      const base = attributes.find((candidate) => candidate.name === name)!;
      const [tablet, phone] = [SCREEN_SUFFIXES.tablet, SCREEN_SUFFIXES.phone].map((suffix) => attributes.find((candidate) => candidate.name === name + suffix)!);
      for (const variant of [tablet, phone]) {
        expect(variant.type).toEqual(base.type);
        expect(variant.default).toBeUndefined();
      }
      expectTypeFollowsSpec(tablet.type.text, spec);
      expect(tablet.description).toContain(`${PHONE_MAX_WIDTH + 1}–${TABLET_MAX_WIDTH} px`);
      expect(phone.description).toContain(`${PHONE_MAX_WIDTH} px`);
    }
  });

  it.each(tags)('<%s>: every attribute is described, settings with its JSON script, without repeating its default as a "Default X." sentence', (tag) => {
    for (const attribute of manifestElement(tag).attributes) {
      expect(attribute.description, attribute.name).toBeTruthy();
      if (attribute.default === undefined) continue;
      const written = attribute.default.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(attribute.description).not.toMatch(new RegExp(`(^|\\s)Default \`?${written}\`?\\.(\\s|$)`));
    }
    const settings = manifestElement(tag).attributes.find(({ name }) => name === 'settings')!;
    expect(settings.type.text).toBe('string');
    expect(settings.description).toContain('<script type="application/json" data-attribute="settings">');
    expect(settings.default).toBeUndefined();
  });
});

describe('editor data', () => {
  let customData: CustomData;
  let webTypes: WebTypes;
  beforeAll(() => {
    customData = readJson<CustomData>('dist/html-custom-data.json');
    webTypes = readJson<WebTypes>('dist/web-types.json');
  });

  it('html-custom-data.json is VS Code custom data 1.1 with every element', () => {
    expect(customData.version).toBe(1.1);
    expect(customData.tags.map(({ name }) => name)).toEqual(allTags);
  });

  it.each(tags)('html-custom-data.json: <%s> names its events and parts, and has every attribute with its enum values, its default, and no value for booleans that default to false', (tag) => {
    const tagData = customData.tags.find(({ name }) => name === tag)!;
    expect(tagData.description.kind).toBe('markdown');
    const { events = [], cssParts = [] } = manifestElement(tag);
    for (const { name } of events) expect(tagData.description.value).toContain(`\`${name}\``);
    for (const { name } of cssParts) expect(tagData.description.value).toContain(`\`::part(${name})\``);
    const attributes = manifestElement(tag).attributes;
    expect(tagData.attributes.map(({ name }) => name)).toEqual(attributes.map(({ name }) => name));
    for (const [index, attribute] of attributes.entries()) {
      const data = tagData.attributes[index];
      if (QUOTED_UNION.test(attribute.type.text)) {
        expect(data.values?.map(({ name }) => `'${name}'`).join(' | ')).toBe(attribute.type.text);
      }
      if (attribute.type.text === 'boolean') {
        if (attribute.default === 'false') expect(data.valueSet).toBe('v');
        else expect(data.values?.map(({ name }) => name)).toContain('off');
      }
      if (attribute.default !== undefined) expect(data.description.value).toContain(`Default: \`${attribute.default}\``);
    }
  });

  it('web-types.json names the package and lists every element', () => {
    expect(webTypes.$schema).toBe('https://json.schemastore.org/web-types');
    const { name, version } = readJson<{ name: string; version: string }>('package.json');
    expect([webTypes.name, webTypes.version]).toEqual([name, version]);
    expect(webTypes.contributions.html.elements.map(({ name }) => name)).toEqual(allTags);
  });

  it.each(tags)('web-types.json: <%s> has every attribute with its type (enums as their union) and default', (tag) => {
    const element = webTypes.contributions.html.elements.find(({ name }) => name === tag)!;
    const expected = manifestElement(tag).attributes.map((attribute) => ({ name: attribute.name, default: attribute.default, type: attribute.type.text }));
    expect(element.attributes.map((attribute) => ({ name: attribute.name, default: attribute.default, type: attribute.value.type }))).toEqual(expected);
    expect(element.attributes.every(({ value }) => value.required === false)).toBe(true);
  });
});
