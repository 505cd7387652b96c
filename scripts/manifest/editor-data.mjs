/**
 * Editor data from the completed custom-elements manifest (issue 13), so that editors complete
 * every pb-* tag, attribute and attribute value and show their documentation on hover:
 * - html-custom-data.json: VS Code's HTML custom data, format 1.1 (the `html.customData` setting);
 * - web-types.json: JetBrains web-types (found through `web-types` in package.json).
 * Descriptions are markdown. Everything comes from the manifest; nothing is read twice from source.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringLiterals } from './complete.mjs';
import { elementsOf } from './elements.mjs';

const PACKAGE_JSON = new URL('../../package.json', import.meta.url);

const code = (text) => `\`${text}\``;
const markdown = (value) => ({ kind: 'markdown', value });
const paragraphs = (...parts) => parts.filter(Boolean).join('\n\n');

/** The element's summary and description. */
function overview(element) {
  return paragraphs(element.summary, element.description);
}

/** A titled list of slots, events, parts or custom properties; empty when there are none. */
function section(title, items, label) {
  const lines = (items ?? []).map((item) => `- ${label(item)}${item.description ? `: ${item.description}` : ''}`);
  return lines.length > 0 ? `**${title}**\n\n${lines.join('\n')}` : '';
}

const cssPropertyLabel = ({ name, default: fallback }) => (fallback === undefined ? code(name) : `${code(name)} (default ${code(fallback)})`);

/** The hover text of a tag where the editor shows nothing else: overview, slots, events, parts, custom properties. */
function tagMarkdown(element) {
  return paragraphs(
    overview(element),
    section('Slots', element.slots, ({ name }) => (name === '' ? 'default slot' : code(name))),
    section('Events', element.events, ({ name }) => code(name)),
    section('CSS parts', element.cssParts, ({ name }) => code(`::part(${name})`)),
    section('CSS custom properties', element.cssProperties, cssPropertyLabel),
  );
}

/** A description followed by its default, if any. */
const withDefault = ({ description, default: fallback }) => paragraphs(description, fallback === undefined ? '' : `Default: ${code(fallback)}.`);

/**
 * The values VS Code offers after `name=`: an enum's words. A boolean is valueless when its
 * default is false; otherwise (default true, or a screen variant that inherits) `off` matters.
 */
function customDataValues(attribute) {
  const words = stringLiterals(attribute.type.text);
  if (words) return { values: words.map((name) => ({ name })) };
  if (attribute.type.text !== 'boolean') return {};
  return attribute.default === 'false' ? { valueSet: 'v' } : { values: [{ name: 'on' }, { name: 'off' }] };
}

function htmlCustomData(elements) {
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tagName,
      description: markdown(tagMarkdown(element)),
      attributes: element.attributes.map((attribute) => ({
        name: attribute.name,
        description: markdown(withDefault(attribute)),
        ...customDataValues(attribute),
      })),
    })),
  };
}

const named = ({ name, description }) => ({ name, description });

function webTypesElement(element) {
  return {
    name: element.tagName,
    description: overview(element),
    attributes: element.attributes.map((attribute) => ({
      name: attribute.name,
      description: attribute.description,
      default: attribute.default,
      // TypeScript syntax: an enum is its union of string literals.
      value: { type: attribute.type.text, required: false },
    })),
    slots: (element.slots ?? []).map(named),
    js: { events: (element.events ?? []).map(named) },
    css: {
      properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: withDefault(property) })),
      parts: (element.cssParts ?? []).map(named),
    },
  };
}

function webTypes(elements, { name, version }) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'js-types-syntax': 'typescript',
    'description-markup': 'markdown',
    contributions: { html: { elements: elements.map(webTypesElement) } },
  };
}

const writeJson = (path, data) => writeFile(path, `${JSON.stringify(data, null, 2)}\n`);

/** Writes `html-custom-data.json` and `web-types.json` into `outdir` from the manifest at `manifestPath`. */
export async function writeEditorData(manifestPath, outdir) {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const packageJson = JSON.parse(await readFile(PACKAGE_JSON, 'utf8'));
  const elements = elementsOf(manifest);
  await writeJson(join(outdir, 'html-custom-data.json'), htmlCustomData(elements));
  await writeJson(join(outdir, 'web-types.json'), webTypes(elements, packageJson));
}
