/**
 * The demo site's API reference (issue 13), generated from the completed manifest so that it
 * cannot drift from the elements: an index of every element and one page per element with its
 * summary, description, a live example (api-examples.mjs) and tables of its attributes, events,
 * slots, CSS parts and CSS custom properties, and one of the fields of each named type its events'
 * details use (`FormSubmitDetail`, read from react-core by detail-types.mjs), which the events
 * table links to. The pages go to dist/api/, which the demo server
 * serves at /dist/api/. They wear the site's look: site.css and the site header
 * (demo/server/site-page.mjs), so the main nav is the one every demo page has.
 * Manifest text is markdown-ish; it is always escaped, and the only markup in a page is what this
 * module writes (paragraphs, lists, code spans, tables) plus the examples.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteHeader } from '../../demo/server/site-page.mjs';
import { EXAMPLES } from './api-examples.mjs';
import { detailTypesIn } from './detail-types.mjs';
import { elementsOf } from './elements.mjs';

/** Where the demo server serves the pages (`outdir` of writeApiPages is its dist/api/). */
const API_URL = '/dist/api/';
/** Where the demo server serves each element's docs page, docs/elements/<tag>.md (demo/server/docs-pages.mjs). */
const DOCS_ELEMENTS_URL = '/docs/elements/';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** One line of manifest text: escaped, with its `code` spans as <code>. */
export const inlineHtml = (text) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const code = (text) => `<code>${escapeHtml(text)}</code>`;
const tagCode = (tagName) => code(`<${tagName}>`);

/** A block of `- ` items (continuation lines indented) as a list. */
function listHtml(block) {
  const items = block.split(/\n(?=- )/).map((item) => `<li>${inlineHtml(item.slice(2))}</li>`);
  return `<ul>\n${items.join('\n')}\n</ul>`;
}

/** Manifest markdown: blank-line separated paragraphs and `- ` lists, with inline code. */
export function markdownHtml(text) {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith('- ') ? listHtml(block) : `<p>${inlineHtml(block)}</p>`))
    .join('\n');
}

/** The site header with "API reference" as the current page. */
export function apiHeader() {
  const header = siteHeader(API_URL);
  if (!header.includes(`<a href="${API_URL}" aria-current="page">`)) throw new Error(`demo/server/site-nav.mjs: no nav entry for ${API_URL}`);
  return header;
}

/** A whole page of the site: its head, the header, `main` and the footer. */
function sitePage({ title, description, stylesheets = [], header, main }) {
  const links = ['site.css', 'api.css', ...stylesheets].map((file) => `    <link rel="stylesheet" href="/assets/${file}">`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)} | pb-elements demo</title>
    <meta name="description" content="${escapeHtml(description)}">
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${links.join('\n')}
    <script type="application/json" id="pb-config">{"pageId":"42","abTests":[{"post_id":"42","test_id":"1"}],"nonces":{"consent":"{{pb-nonce:consent}}","et_frontend_nonce":"{{pb-nonce:et_frontend_nonce}}","et_ab_log_nonce":"{{pb-nonce:et_ab_log_nonce}}","et_pb_preview":"{{pb-nonce:et_pb_preview}}"}}</script>
    <script src="/dist/pb-elements.js"></script>
    <link rel="expect" href="#site-footer" blocking="render">
  </head>
  <body id="top">
    ${header}

    <main id="content" class="wrap">
${main}
    </main>

    <footer class="site-footer" id="site-footer">
      <div class="wrap">
        <p>pb-elements demo site. This reference is generated from dist/custom-elements.json by the build.</p>
      </div>
    </footer>
  </body>
</html>
`;
}

const orNone = (value, render) => (value === undefined ? 'None' : render(value));

/** The type of an event's `detail`: what `CustomEvent<…>` wraps, else the event's type. */
export const detailType = (type) => /^CustomEvent<([\s\S]*)>$/.exec(type?.text ?? '')?.[1] ?? type?.text;

const descriptionCell = (item) => inlineHtml(item.description ?? '');

/** The id of a detail type's heading on the page. */
const detailTypeId = (name) => `detail-${name}`;

/** A type as code, each name in `linkedNames` a link to its detail type's section. */
function typeCode(text, linkedNames) {
  const parts = text.split(/\b([A-Z]\w*)\b/);
  // split keeps the captured names at the odd indexes.
  const html = parts.map((part, index) =>
    index % 2 === 1 && linkedNames.has(part) ? `<a href="#${detailTypeId(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
  );
  return `<code>${html.join('')}</code>`;
}

/** The reference tables: section id, heading, manifest field and columns (heading, cell HTML). */
const TABLES = [
  {
    id: 'attributes',
    title: 'Attributes',
    field: 'attributes',
    columns: [
      ['Name', (item) => code(item.name)],
      ['Type', (item) => orNone(item.type?.text, code)],
      ['Default', (item) => orNone(item.default, code)],
      ['Description', descriptionCell],
    ],
  },
  {
    id: 'events',
    title: 'Events',
    field: 'events',
    columns: [
      ['Name', (item) => code(item.name)],
      ['Detail type', (item, { detailTypeNames }) => orNone(detailType(item.type), (text) => typeCode(text, detailTypeNames))],
      ['Description', descriptionCell],
    ],
  },
  {
    id: 'slots',
    title: 'Slots',
    field: 'slots',
    columns: [
      ['Name', (item) => (item.name === '' ? 'Default slot' : code(item.name))],
      ['Description', descriptionCell],
    ],
  },
  {
    id: 'css-parts',
    title: 'CSS parts',
    field: 'cssParts',
    columns: [
      ['Name', (item) => code(item.name)],
      ['Description', descriptionCell],
    ],
  },
  {
    id: 'css-properties',
    title: 'CSS custom properties',
    field: 'cssProperties',
    columns: [
      ['Name', (item) => code(item.name)],
      ['Default', (item) => orNone(item.default, code)],
      ['Description', descriptionCell],
    ],
  },
];

/** A table of `items`, named by the heading `labelId`; `context` is passed to each cell. */
function tableHtml(labelId, columns, items, context) {
  const head = columns.map(([name]) => `<th scope="col">${name}</th>`).join('');
  const rows = items.map((item) => `          <tr>${columns.map(([, cell]) => `<td>${cell(item, context)}</td>`).join('')}</tr>`);
  return `      <table class="api-table" aria-labelledby="${labelId}">
        <thead><tr>${head}</tr></thead>
        <tbody>
${rows.join('\n')}
        </tbody>
      </table>`;
}

/** A heading and its table (named by the heading), or "None." when the element has no items. */
function tableSection({ id, title, columns }, items = [], context) {
  const heading = `      <h2 id="${id}">${title}</h2>`;
  if (items.length === 0) return `${heading}\n      <p>None.</p>`;
  return `${heading}\n${tableHtml(id, columns, items, context)}`;
}

const FIELD_COLUMNS = [
  // `?` marks a field the detail may leave out, as TypeScript writes it.
  ['Name', (field) => code(field.optional ? `${field.name}?` : field.name)],
  ['Type', (field) => code(field.type)],
  ['Description', descriptionCell],
];

/** "Event detail types": a heading per type (its events' links lead there), its JSDoc and its fields. */
function detailTypesSection(detailTypes) {
  const types = detailTypes.map(({ name, description, fields }) => {
    const id = detailTypeId(name);
    const about = markdownHtml(description);
    const body = fields.length === 0 ? '      <p>No fields.</p>' : tableHtml(id, FIELD_COLUMNS, fields);
    return [`      <h3 id="${id}">${code(name)}</h3>`, ...(about ? [about] : []), body].join('\n');
  });
  return `      <h2 id="event-detail-types">Event detail types</h2>\n${types.join('\n')}`;
}

/** The named types an element's events' details use (each once), with their fields: see detail-types.mjs. */
export function elementDetailTypes(element, declarations) {
  const byName = new Map();
  for (const event of element.events ?? []) {
    for (const type of detailTypesIn(declarations, event.type?.text ?? '')) byName.set(type.name, type);
  }
  return [...byName.values()];
}

/**
 * An element's reference page; `example` is its live example, `header` the site header,
 * `detailTypes` the named types of its events' details (elementDetailTypes).
 */
export function elementPage(element, example, header, detailTypes = []) {
  const context = { detailTypeNames: new Set(detailTypes.map(({ name }) => name)) };
  // The detail types follow the events table, when the events use any.
  const sections = TABLES.flatMap((table) => [
    tableSection(table, element[table.field], context),
    ...(table.id === 'events' && detailTypes.length > 0 ? [detailTypesSection(detailTypes)] : []),
  ]);
  const main = `      <p><a href="${API_URL}">All elements</a> · <a href="${DOCS_ELEMENTS_URL}${element.tagName}/">Documentation</a></p>
      <h1>${tagCode(element.tagName)} API reference</h1>
      <p class="lead">${inlineHtml(element.summary ?? '')}</p>
${markdownHtml(element.description)}

      <h2 id="example">Live example</h2>
      <div class="api-example">
${example.html}
      </div>
      <pre class="api-source"><code>${escapeHtml(example.html)}</code></pre>

${sections.join('\n\n')}`;
  return sitePage({
    title: `<${element.tagName}> API reference`,
    description: element.summary ?? element.tagName,
    stylesheets: example.stylesheet ? [example.stylesheet] : [],
    header,
    main,
  });
}

/** The index: every element, linking to its page, with its summary. */
export function indexPage(elements, header) {
  const items = elements.map(
    ({ tagName, summary }) => `        <li><a href="${API_URL}${tagName}.html">${tagCode(tagName)}</a>: ${inlineHtml(summary ?? '')}</li>`,
  );
  const main = `      <h1>API reference</h1>
      <p class="lead">
        Every pb-elements custom element with its attributes, events, slots, CSS parts and CSS
        custom properties, and a live example. Generated from the custom elements manifest.
      </p>
      <ul class="module-list">
${items.join('\n')}
      </ul>`;
  return sitePage({ title: 'API reference', description: 'The API reference of every pb-elements custom element.', header, main });
}

function exampleFor(tagName) {
  const example = EXAMPLES[tagName];
  if (!example) throw new Error(`scripts/manifest/api-examples.mjs: no live example for <${tagName}>`);
  return example;
}

/**
 * Writes `index.html` and `<tag>.html` for every element of the manifest at `manifestPath` into
 * `outdir`; `declarations` are react-core's (detail-types.mjs readDeclarations).
 */
export async function writeApiPages(manifestPath, outdir, declarations) {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const elements = elementsOf(manifest).sort((a, b) => a.tagName.localeCompare(b.tagName));
  const header = apiHeader();
  await mkdir(outdir, { recursive: true });
  await writeFile(join(outdir, 'index.html'), indexPage(elements, header));
  for (const element of elements) {
    await writeFile(join(outdir, `${element.tagName}.html`), elementPage(element, exampleFor(element.tagName), header, elementDetailTypes(element, declarations)));
  }
}
