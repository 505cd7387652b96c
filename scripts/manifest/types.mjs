/**
 * The consumer-facing types made from dist/custom-elements.json (issue 13), so they say what the
 * manifest says. tsc's declarations type each element class, but the event map augmentations live
 * in the react-core view declarations, which no element declaration imports: a consumer never
 * saw them. This writes into dist/types:
 * - events.d.ts: every `pb-*` event in `GlobalEventHandlersEventMap` (what `addEventListener`
 *   reads) and one event map per element; each elements/*.d.ts references it;
 * - attributes.d.ts: the attributes of each element and `PbElements`, tag → class, attributes,
 *   events;
 * - jsx-react.d.ts and jsx-preact.d.ts: the elements in the JSX of React 19 and Preact (opt-in).
 * The react-core declarations stay unreachable from the package entries, so their own map entries
 * never meet the generated ones (TS2717); a named detail type is imported from the react-core
 * module that exports it, whose entry is then the same type.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportedDeclaration, typeNamesIn } from './detail-types.mjs';
import { isElement } from './elements.mjs';

const HEADER = '// Generated from custom-elements.json by scripts/manifest/types.mjs: do not edit.';
const EVENTS_REFERENCE = '/// <reference path="../events.d.ts" />';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name) => (IDENTIFIER.test(name) ? name : `'${name}'`);
const indent = (lines, depth) => lines.map((line) => (line === '' ? line : '  '.repeat(depth) + line));
/** A JSDoc comment as lines (none for no text). */
function doc(text) {
  const lines = text ? text.replaceAll('*/', '*\\/').split('\n') : [];
  return lines.length > 1 ? ['/**', ...lines.map((line) => ` * ${line}`), ' */'] : lines.map((line) => `/** ${line} */`);
}
const sameType = (a, b) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

const FLAG_TYPE = `/**
 * A flag attribute: \`true\`, "", "on", "yes" or "true" turn it on, "off", "no" or "false" off.
 * \`false\` (or no value) removes the attribute, which means the element's default: to turn off a
 * flag that is on by default, write "off".
 */
export type PbFlag = boolean | '' | 'on' | 'off' | 'yes' | 'no' | 'true' | 'false' | 'default';`;
/**
 * What an attribute takes in JSX: React writes a flag's `true` as "" and Preact as "true", both
 * on, and both remove the attribute for `false`; a number attribute also reads "300ms", "default".
 */
const attributeType = (text) => ({ boolean: 'PbFlag', number: 'number | string' })[text] ?? text;

/** The manifest's elements, each with the names of its generated interfaces and its class module. */
function readElements(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter(isElement).map((declaration) => ({
      ...declaration,
      classModule: `./${module.path.replace(/\.ts$/, '.js')}`,
      eventMap: `${declaration.name}EventMap`,
      attributeInterface: `${declaration.name}Attributes`,
    })),
  );
}

/** Each event name with its type (a union where elements declare it differently) and descriptions. */
function mergeEvents(elements) {
  const events = new Map();
  for (const element of elements) {
    for (const { name, type, description } of element.events ?? []) {
      if (!type?.text) throw new Error(`${element.tagName}: event ${name} has no type in the manifest`);
      const event = events.get(name) ?? { types: [], descriptions: [] };
      if (!event.types.some((known) => sameType(known, type.text))) event.types.push(type.text);
      if (description) event.descriptions.push(`\`<${element.tagName}>\`: ${description}`);
      events.set(name, event);
    }
  }
  return events;
}

/**
 * `import type` lines for the named types the event types use (`CustomEvent<ConsentChangeDetail>`),
 * each from the module that exports it (tsc's declaration of the react-core file); any other name
 * (`HTMLElement`) must be a global, which the consumer test checks.
 */
function typeImports(typeTexts, declarations) {
  const byModule = new Map();
  for (const name of [...new Set(typeTexts.flatMap(typeNamesIn))].sort()) {
    const declaration = exportedDeclaration(declarations, name);
    if (!declaration) continue;
    const specifier = `./${declaration.file.replace(/\.tsx?$/, '.js')}`;
    byModule.set(specifier, [...(byModule.get(specifier) ?? []), name]);
  }
  return [...byModule].map(([specifier, imported]) => `import type { ${imported.join(', ')} } from '${specifier}';`);
}

function eventsFile(elements, declarations) {
  const events = mergeEvents(elements);
  const maps = elements.flatMap((element) => [
    `/** The events of \`<${element.tagName}>\`. */`,
    `export interface ${element.eventMap} {`,
    ...indent(
      (element.events ?? []).flatMap(({ name, type, description }) => [...doc(description), `${key(name)}: ${type.text};`]),
      1,
    ),
    '}',
  ]);
  const global = [...events].flatMap(([name, { types, descriptions }]) => [...doc(descriptions.join('\n')), `${key(name)}: ${types.join(' | ')};`]);
  return [
    HEADER,
    ...typeImports([...events.values()].flatMap(({ types }) => types), declarations),
    '',
    ...maps,
    '',
    'declare global {',
    '  interface GlobalEventHandlersEventMap {',
    ...indent(global, 2),
    '  }',
    '}',
    '',
  ].join('\n');
}

function attributesFile(elements) {
  const interfaces = elements.flatMap((element) => [
    `/** The attributes of \`<${element.tagName}>\`. */`,
    `export interface ${element.attributeInterface} {`,
    ...indent(
      (element.attributes ?? []).flatMap(({ name, type, description }) => {
        if (!type?.text) throw new Error(`${element.tagName}: attribute ${name} has no type in the manifest`);
        return [...doc(description), `${key(name)}?: ${attributeType(type.text)} | undefined;`];
      }),
      1,
    ),
    '}',
  ]);
  const registry = elements.map(
    (element) => `'${element.tagName}': { element: ${element.name}; attributes: ${element.attributeInterface}; events: ${element.eventMap} };`,
  );
  return [
    HEADER,
    ...elements.map((element) => `import type { ${element.name} } from '${element.classModule}';`),
    `import type { ${elements.map((element) => element.eventMap).join(', ')} } from './events.js';`,
    '',
    FLAG_TYPE,
    '',
    ...interfaces,
    '',
    '/** Every element by tag: its class, its attributes and its events. */',
    'export interface PbElements {',
    ...indent(registry, 1),
    '}',
    '',
  ].join('\n');
}

/**
 * The JSX of each framework. Both treat a custom element's props alike (the generated comment says
 * how, with where it is in their sources). React's HTMLAttributes has neither `ref` nor `class`
 * (which React 19 writes as the attribute on custom elements); Preact's has both.
 */
const JSX_FLAVOURS = [
  {
    module: 'react',
    name: 'React 19',
    rule: [
      "// Event props (react-dom's setPropOnCustomElement): a function prop that starts with `on` and is not",
      "// one of React's own events (onClick …) listens to the event named by the rest, as written.",
    ],
    imports: 'HTMLAttributes, RefAttributes',
    extraProps: 'RefAttributes<Element> & { class?: string } & ',
  },
  {
    module: 'preact',
    name: 'Preact',
    rule: [
      "// Event props (preact's src/diff/props.js setProperty): a prop that starts with `on` listens to the",
      '// event named by the rest, lower-cased only when it starts with a capital letter.',
    ],
    imports: 'HTMLAttributes',
    extraProps: '',
  },
];

function jsxFile(elements, { module, name, rule, imports, extraProps }) {
  return [
    HEADER,
    `// Opt-in: \`import type {} from 'pb-elements/jsx-${module}'\` adds the elements to ${name}'s JSX.`,
    ...rule,
    '// So `onpb-tab-change={(event) => …}` listens to `pb-tab-change`; a `Capture` suffix listens in the',
    "// capture phase. Any other prop becomes the element's property of that name if it has one, else the attribute.",
    `import type { ${imports} } from '${module}';`,
    "import type { PbElements } from './attributes.js';",
    '',
    'type EventProps<Events> = {',
    '  [Name in keyof Events & string as `on${Name}` | `on${Name}Capture`]?: ((event: Events[Name]) => void) | undefined;',
    '};',
    "type Props<Tag extends keyof PbElements, Element extends HTMLElement = PbElements[Tag]['element'], Attributes = PbElements[Tag]['attributes']> =",
    `  Omit<HTMLAttributes<Element>, keyof Attributes> & ${extraProps}Attributes & EventProps<PbElements[Tag]['events']>;`,
    '',
    `declare module '${module}' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...indent(
      elements.map((element) => `'${element.tagName}': Props<'${element.tagName}'>;`),
      3,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Puts the events reference at the top of each element declaration (idempotent). */
async function referenceEvents(typesDir) {
  const dir = path.join(typesDir, 'elements');
  const files = (await readdir(dir)).filter((file) => /^(pb-[a-z-]+|index)\.d\.ts$/.test(file));
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (!text.startsWith(EVENTS_REFERENCE)) await writeFile(path.join(dir, file), `${EVENTS_REFERENCE}\n${text}`);
  }
}

/**
 * Writes the consumer types for the manifest at `manifestPath` into `typesDir` (tsc's
 * declarations); `declarations` are react-core's (detail-types.mjs readDeclarations).
 */
export async function writeTypes(manifestPath, typesDir, declarations) {
  const elements = readElements(JSON.parse(await readFile(manifestPath, 'utf8')));
  await writeFile(path.join(typesDir, 'events.d.ts'), eventsFile(elements, declarations));
  await writeFile(path.join(typesDir, 'attributes.d.ts'), attributesFile(elements));
  for (const flavour of JSX_FLAVOURS) await writeFile(path.join(typesDir, `jsx-${flavour.module}.d.ts`), jsxFile(elements, flavour));
  await referenceEvents(typesDir);
}
