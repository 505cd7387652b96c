/**
 * Completes dist/custom-elements.json from the attribute schemas (issue 13). The analyzer reads
 * only the JSDoc `@attr` lines, so it misses the `-tablet`/`-phone` variants, the `settings`
 * attribute and every default; what an element really observes is `observedAttributeNames` of
 * the schema it passes to `createElementClass`. Each element module is bundled for Node with only
 * its `*-attributes` imports kept (views and styles stubbed, `createElementClass` recording its
 * definition), and every element's `attributes` become the observed ones in schema order: type and
 * default from the schema, description from the JSDoc where there is one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { isElement } from './elements.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ELEMENTS_DIR = `${ROOT}elements/`;
const DEFINITIONS_MODULE = 'pb-manifest:definitions';

/** Stands in for define-element: records each definition instead of building a class. */
const RECORDING_DEFINE_ELEMENT = `
export const definitions = [];
export function createElementClass(definition) {
  definitions.push(definition);
  return class {};
}
export function defineElement() {}
`;

/**
 * Inside elements/: define-element records the definitions, `*-attributes` modules load as they
 * are, and every other import (views, styles) is an empty stub.
 */
const schemasOnly = {
  name: 'pb-schemas-only',
  setup(builder) {
    builder.onResolve({ filter: /^pb-manifest:/ }, ({ path }) => ({ path, namespace: 'pb-manifest' }));
    builder.onResolve({ filter: /^\.\.?\// }, ({ path, importer }) => {
      if (!importer.startsWith(ELEMENTS_DIR) || path.endsWith('-attributes')) return undefined;
      if (path.endsWith('/define-element')) return { path: DEFINITIONS_MODULE, namespace: 'pb-manifest' };
      return { path, namespace: 'pb-stub' };
    });
    builder.onLoad({ filter: /.*/, namespace: 'pb-manifest' }, () => ({ contents: RECORDING_DEFINE_ELEMENT, loader: 'js' }));
    builder.onLoad({ filter: /.*/, namespace: 'pb-stub' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/**
 * The schema of every element defined in `modulePaths` (by tag) and the attribute helpers, from
 * the sources.
 */
async function loadSchemas(modulePaths) {
  const entry = [
    `import { definitions } from '${DEFINITIONS_MODULE}';`,
    ...modulePaths.map((path) => `import './${path}';`),
    'export { definitions };',
    "export { observedAttributeNames, SCREEN_SUFFIXES, SETTINGS_ATTRIBUTE } from './react-core/element/attributes';",
    "export { toKebabCase } from './react-core/runtime/values';",
    "export { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH } from './react-core/runtime/screen-mode';",
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, sourcefile: 'manifest-schemas.js', loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    // package.json's sideEffects covers dist/ only: the element modules must still run here.
    ignoreAnnotations: true,
    logLevel: 'warning',
    plugins: [schemasOnly],
  });
  const { definitions, ...runtime } = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return { schemas: new Map(definitions.map((definition) => [definition.tag, definition.attributes])), runtime };
}

const unionText = (words) => words.map((word) => `'${word}'`).join(' | ');

/** The words of a union of string literals (`"a"|'b'`), or undefined for any other type. */
export function stringLiterals(text) {
  const words = text?.split('|').map((part) => part.trim().match(/^(["'])(.*)\1$/)?.[2]);
  return words?.every((word) => word !== undefined) ? words : undefined;
}

/**
 * The attribute's type as the manifest writes it (TypeScript syntax), from the schema. A string
 * the view parses itself keeps the words its JSDoc type lists (sticky `position`).
 */
function typeText(spec, documentedType) {
  switch (spec.type) {
    case 'enum':
      return unionText(spec.values);
    case 'boolean':
    case 'number':
      return spec.type;
    case 'string': {
      const words = stringLiterals(documentedType);
      return words ? unionText(words) : 'string';
    }
    default:
      // size: a CSS length; json: JSON text.
      return 'string';
  }
}

/**
 * The default as an author would write the attribute. None where the default is no value (an
 * empty string, no size) or a JSON setting (its default is the parsed form, not text to write).
 */
function defaultText(spec) {
  const value = spec.fallback;
  if (value === null || value === '' || spec.type === 'json') return undefined;
  return spec.type === 'size' ? `${value.value}${value.unit}` : String(value);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The description without its "Default X." sentence when X is the default (booleans: on/off too). */
function withoutDefaultSentence(description, spec, written) {
  const words = spec.type === 'boolean' ? [written, spec.fallback ? 'on' : 'off'] : [written];
  const sentence = new RegExp(`(^|\\s)Default ([\`'"]?)(${words.map(escapeRegExp).join('|')})\\2\\.(?=\\s|$)`);
  return description.replace(sentence, '').trim();
}

/** A schema attribute; `undefined` fields (no description, no default) are left out of the JSON. */
function baseAttribute(name, spec, type, description) {
  const written = defaultText(spec);
  if (description === undefined) console.warn(`[manifest] attribute "${name}" has no JSDoc @attr description`);
  const kept = description === undefined || written === undefined ? description : withoutDefaultSentence(description, spec, written);
  return { name, type, description: kept, default: written };
}

/** `<name>-tablet` and `<name>-phone`: the same type, no default (each falls back to the wider one). */
function variantAttributes(name, type, documented, runtime) {
  const { SCREEN_SUFFIXES: suffixes, PHONE_MAX_WIDTH: phoneMax, TABLET_MAX_WIDTH: tabletMax } = runtime;
  const tablet = name + suffixes.tablet;
  const phone = name + suffixes.phone;
  const generated = {
    [tablet]: `\`${name}\` on tablets (${phoneMax + 1}–${tabletMax} px wide); where it is absent, \`${name}\` applies.`,
    [phone]: `\`${name}\` on phones (${phoneMax} px wide or less); where it is absent, \`${tablet}\`, then \`${name}\` applies.`,
  };
  return [tablet, phone].map((variant) => ({ name: variant, type, description: documented.get(variant)?.description ?? generated[variant] }));
}

/** The settings object's field names for a schema, as the builder spells them. */
function settingFields(schema, runtime) {
  return Object.entries(schema).map(([key, spec]) => runtime.toKebabCase(spec.setting ?? key).replace(/-/g, '_'));
}

/** `settings`: the JSDoc's description, else one naming the element's fields. */
function settingsAttribute(schema, description, runtime) {
  const fields = settingFields(schema, runtime);
  const fieldList = fields.length > 0 ? ` Fields: ${fields.map((field) => `\`${field}\``).join(', ')}.` : ' This element reads no fields from it.';
  const generated =
    'All settings as one JSON object, the way the builder stores them (or a child `<script type="application/json" data-attribute="settings">`). ' +
    'Fields are named as the settings, in any spelling (`top_offset`, `topOffset`, `top-offset`), with `_tablet`/`_phone` for the screen modes; ' +
    `an attribute on the element wins over its field.${fieldList}`;
  return { name: runtime.SETTINGS_ATTRIBUTE, type: { text: 'string' }, description: description ?? generated };
}

/** Every attribute the element observes, in schema order, `settings` last unless the schema has its own. */
function schemaAttributes(schema, documented, runtime) {
  const attributes = Object.entries(schema).flatMap(([key, spec]) => {
    const name = runtime.toKebabCase(key);
    const type = { text: typeText(spec, documented.get(name)?.type?.text) };
    const base = baseAttribute(name, spec, type, documented.get(name)?.description);
    return spec.responsive ? [base, ...variantAttributes(name, type, documented, runtime)] : [base];
  });
  if (attributes.some(({ name }) => name === runtime.SETTINGS_ATTRIBUTE)) return attributes;
  return [...attributes, settingsAttribute(schema, documented.get(runtime.SETTINGS_ATTRIBUTE)?.description, runtime)];
}

/** Replaces a declaration's attributes; throws when the JSDoc names one the element does not observe. */
function completeDeclaration(declaration, schema, runtime) {
  const documented = new Map((declaration.attributes ?? []).map((attribute) => [attribute.name, attribute]));
  const attributes = schemaAttributes(schema, documented, runtime);
  const observed = runtime.observedAttributeNames(schema);
  const names = attributes.map(({ name }) => name);
  if (names.join() !== observed.join()) {
    throw new Error(`${declaration.tagName}: manifest attributes [${names}] differ from the observed [${observed}]`);
  }
  const unknown = [...documented.keys()].filter((name) => !observed.includes(name));
  if (unknown.length > 0) {
    throw new Error(`${declaration.tagName}: JSDoc @attr ${unknown.join(', ')} not observed by the element (a typo, or missing from its schema)`);
  }
  declaration.attributes = attributes;
}

/**
 * An element written on the React element layer (createElementClass). One that extends
 * HTMLElement itself (`<pb-split-test>`, which renders nothing) has no schema: its JSDoc is its
 * manifest entry.
 */
const isSchemaElement = (declaration) => isElement(declaration) && declaration.superclass?.name !== 'HTMLElement';

/** Rewrites the manifest at `manifestPath` with every element's observed attributes. */
export async function completeManifest(manifestPath) {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const elementModules = manifest.modules.filter((module) => module.declarations?.some(isSchemaElement));
  const { schemas, runtime } = await loadSchemas(elementModules.map((module) => module.path));
  for (const module of elementModules) {
    for (const declaration of module.declarations.filter(isSchemaElement)) {
      const schema = schemas.get(declaration.tagName);
      if (schema === undefined) throw new Error(`${module.path}: no createElementClass definition for <${declaration.tagName}>`);
      completeDeclaration(declaration, schema, runtime);
    }
  }
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}
