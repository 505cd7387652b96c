/**
 * The WordPress plugin (issue 21), built after dist/: from demo/wordpress/pb-elements/ (the PHP
 * source) and dist/ it assembles dist/wordpress/pb-elements/ and zips it into
 * dist/pb-elements-wordpress.zip, the installable plugin (Plugins → Add New → Upload). Generated on
 * the way, from the same sources the elements use:
 * - generated/kses-elements.php: every pb-* tag of dist/custom-elements.json with its documented
 *   attributes (the allowed HTML for post content, includes/kses.php);
 * - generated/block-elements.php: the same attributes with their kind (toggle, choices, text),
 *   for the element block's sidebar;
 * - generated/blocks/<module>/block.json: a block per module (pb-elements/tabs …) with its
 *   attributes typed from the manifest, and generated/module-blocks.php, their inspector's data;
 * - generated/messages.php: the whole message set (react-core/runtime/messages.ts) through __(),
 *   so WordPress's translations reach the page configuration's `messages`;
 * - blocks/preview.js: the module blocks' live preview in the editor
 *   (react-core/editor-preview/live-preview.ts, as `window.pbElementsPreview`);
 * - languages/pb-elements.pot: the message set and every string of the plugin's PHP and block
 *   script, for translators.
 * - assets/patterns/: the demo's pictures the patterns show (patterns/*.html), so no pattern
 *   loads a picture from another site.
 * The zip holds the runtime files of both flavours (loaders, modules, chunks, polyfills, the
 * critical CSS), without source maps, type declarations or the API pages.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { build } from 'esbuild';
import { BROWSER_TARGET } from '../flavours.mjs';

const SOURCE = 'demo/wordpress/pb-elements';
const OUT = 'dist/wordpress/pb-elements';
const ZIP = 'dist/pb-elements-wordpress.zip';
const DOMAIN = 'pb-elements';

/** PHP single-quoted string literal. */
const php = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** Gettext string literal. */
const po = (text) => `"${String(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** The message set with each key's doc comment, read from the TypeScript source. */
export async function readMessages() {
  const result = await build({
    entryPoints: ['react-core/runtime/messages.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const { DEFAULT_MESSAGES } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return /** @type {Record<string, string>} */ (DEFAULT_MESSAGES);
}

/** pb-* tag → its documented attribute names, from the custom-elements manifest. */
export function readElements(manifestFile = 'dist/custom-elements.json') {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /** @type {Record<string, string[]>} */
  const elements = {};
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (typeof declaration.tagName !== 'string' || !declaration.tagName.startsWith('pb-')) continue;
      const names = (declaration.attributes ?? []).map((attribute) => attribute.name).filter((name) => /^[a-z][a-z0-9-]*$/.test(name));
      elements[declaration.tagName] = [...new Set([...(elements[declaration.tagName] ?? []), ...names])].sort();
    }
  }
  return Object.fromEntries(Object.entries(elements).sort(([a], [b]) => a.localeCompare(b)));
}

/** How the element block's sidebar offers an attribute: a toggle, a list of choices, or a text field. */
function attributeKind(typeText) {
  if (typeText === 'boolean') return 'boolean';
  const choices = String(typeText ?? '').split('|').map((part) => part.trim());
  return choices.every((choice) => /^'[^']*'$/.test(choice)) ? choices.map((choice) => choice.slice(1, -1)) : 'text';
}

/** pb-* tag → its documented attributes, each with its kind, from the custom-elements manifest (the element block's sidebar). */
export function readBlockCatalogue(manifestFile = 'dist/custom-elements.json') {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /** @type {Record<string, Record<string, 'boolean' | 'text' | string[]>>} */
  const catalogue = {};
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (typeof declaration.tagName !== 'string' || !declaration.tagName.startsWith('pb-')) continue;
      const attributes = (catalogue[declaration.tagName] ??= {});
      for (const attribute of declaration.attributes ?? []) {
        if (/^[a-z][a-z0-9-]*$/.test(attribute.name)) attributes[attribute.name] ??= attributeKind(attribute.type?.text);
      }
    }
  }
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return Object.fromEntries(Object.entries(sorted(catalogue)).map(([tag, attributes]) => [tag, sorted(attributes)]));
}

/** Elements that get no block of their own: builder tools, not page content. */
export const NOT_A_BLOCK = new Set(['pb-preview-frame']);
/** Titles the tag's words would not give. */
const BLOCK_TITLES = { 'dot-nav': 'Dot navigation', 'scroll-top': 'Scroll to top', 'consent-area': 'Consent-gated area', 'consent-manage': 'Consent preferences' };
/** A dashicon per module; `layout` for any other. */
const BLOCK_ICONS = {
  accordion: 'list-view', animate: 'star-filled', blog: 'welcome-write-blog', cart: 'cart', checkout: 'money-alt',
  'circle-counter': 'chart-pie', comments: 'admin-comments', 'consent-area': 'lock', 'consent-banner': 'shield',
  'consent-manage': 'admin-settings', 'contact-form': 'email', countdown: 'clock', 'dot-nav': 'ellipsis',
  gallery: 'format-gallery', header: 'table-row-before', 'image-carousel': 'images-alt2', lightbox: 'visibility',
  map: 'location-alt', menu: 'menu', modal: 'feedback', newsletter: 'email-alt', 'number-counter': 'chart-bar',
  parallax: 'image-flip-vertical', 'portfolio-carousel': 'images-alt', portfolio: 'portfolio', 'scroll-top': 'arrow-up-alt',
  search: 'search', slider: 'slides', 'split-test': 'randomize', sticky: 'sticky', tabs: 'index-card',
  toggle: 'arrow-down-alt2', 'video-background': 'format-video', video: 'video-alt3',
};
const CONSENT_KEYWORDS = ['consent', 'cookie', 'gdpr', 'privacy'];
/** What a site owner types into the inserter's search, beside the title. */
const BLOCK_KEYWORDS = {
  accordion: ['faq', 'accordion', 'collapse', 'details'], toggle: ['toggle', 'faq', 'collapse', 'details'], tabs: ['tabs'],
  'image-carousel': ['carousel', 'slider', 'slideshow', 'gallery'], 'portfolio-carousel': ['carousel', 'portfolio', 'projects'],
  slider: ['slider', 'slideshow', 'hero', 'carousel'], gallery: ['gallery', 'images', 'grid', 'photos'], lightbox: ['lightbox', 'images', 'zoom', 'photos'],
  portfolio: ['portfolio', 'projects', 'filter'], 'consent-banner': CONSENT_KEYWORDS, 'consent-manage': CONSENT_KEYWORDS, 'consent-area': CONSENT_KEYWORDS,
  'contact-form': ['contact', 'form', 'email'], newsletter: ['newsletter', 'subscribe', 'email', 'form'], map: ['map', 'location', 'openstreetmap'],
  menu: ['menu', 'navigation'], header: ['header', 'menu', 'navigation', 'logo'], 'scroll-top': ['scroll', 'top', 'back to top'],
  'dot-nav': ['dots', 'navigation', 'sections'], 'number-counter': ['counter', 'number'], 'circle-counter': ['counter', 'circle', 'percentage'],
  countdown: ['countdown', 'timer'], video: ['video', 'poster'], 'video-background': ['video', 'background'], parallax: ['parallax', 'background'],
  animate: ['animation', 'entrance', 'fade'], sticky: ['sticky', 'fixed'], 'split-test': ['split test', 'a/b test'], cart: ['cart', 'shop'],
  checkout: ['checkout', 'shop'], search: ['search'], comments: ['comments'], blog: ['blog', 'posts'], modal: ['modal', 'dialog'],
};

/** A manifest default as the block attribute's type holds it. */
function typedDefault(kind, text) {
  if (text === undefined) return undefined;
  if (kind === 'boolean') return text === 'true';
  if (kind === 'number') return Number.isFinite(Number(text)) ? Number(text) : undefined;
  return String(text);
}

/**
 * The module blocks, one per element of the manifest (but builder tools): each block's block.json,
 * and what the shared editor script needs to offer its attributes (blocks/modules.js): kind,
 * choices, help and default, in the manifest's order.
 */
export function readModuleBlocks(manifestFile = 'dist/custom-elements.json') {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /** @type {Map<string, any>} */
  const declarations = new Map();
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (typeof declaration.tagName === 'string' && declaration.tagName.startsWith('pb-') && !NOT_A_BLOCK.has(declaration.tagName)) {
        declarations.set(declaration.tagName, declaration);
      }
    }
  }
  return [...declarations.keys()].sort().map((tag) => {
    const declaration = declarations.get(tag);
    const slug = tag.slice('pb-'.length);
    const controls = (declaration.attributes ?? [])
      .filter((attribute) => /^[a-z][a-z0-9-]*$/.test(attribute.name))
      .map((attribute) => {
        const kind = attributeKind(attribute.type?.text);
        const type = kind === 'boolean' ? 'boolean' : attribute.type?.text === 'number' ? 'number' : 'string';
        const value = typedDefault(type, attribute.default);
        return {
          name: attribute.name,
          type,
          ...(Array.isArray(kind) ? { choices: kind } : {}),
          help: String(attribute.description ?? '').replace(/`/g, ''),
          ...(value === undefined ? {} : { default: value }),
        };
      });
    const title = BLOCK_TITLES[slug] ?? `${slug[0].toUpperCase()}${slug.slice(1).replace(/-/g, ' ')}`;
    const block = {
      $schema: 'https://schemas.wp.org/trunk/block.json',
      apiVersion: 2,
      name: `pb-elements/${slug}`,
      title,
      category: 'pb-elements',
      icon: BLOCK_ICONS[slug] ?? 'layout',
      description: String(declaration.summary ?? declaration.description ?? title),
      keywords: BLOCK_KEYWORDS[slug] ?? [],
      textdomain: DOMAIN,
      attributes: Object.fromEntries(controls.map(({ name, type, default: value }) => [name, { type, ...(value === undefined ? {} : { default: value }) }])),
      // The Additional CSS class(es) go on the element; no generated wp-block-* class on it.
      supports: { className: false, customClassName: true, html: false },
      editorScript: 'pb-elements-module-blocks',
    };
    return { tag, block, controls };
  });
}

function moduleBlocksPhp(blocks) {
  const lines = blocks.map(({ block, tag, controls }) => `    ${php(block.name)} => ${php(JSON.stringify({ tag, controls }))},`);
  return `<?php
/**
 * GENERATED by scripts/wordpress/build-plugin.mjs from dist/custom-elements.json: do not edit.
 * The module blocks' inspector (blocks/modules.js): per block, its element and its attributes
 * with their type, choices, help and default, as JSON.
 */

defined('ABSPATH') || exit;

return array(
${lines.join('\n')}
);
`;
}

const placeholders = (text) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);

function messagesPhp(messages) {
  const lines = Object.entries(messages).map(([key, text]) => {
    const names = placeholders(text);
    const comment = names.length > 0 ? `        /* translators: ${names.map((name) => `{{${name}}}`).join(', ')} are filled in by the page; keep them as they are. */\n` : '';
    return `${comment}        ${php(key)} => __(${php(text)}, 'pb-elements'),`;
  });
  return `<?php
/**
 * GENERATED by scripts/wordpress/build-plugin.mjs from react-core/runtime/messages.ts: do not edit.
 * The page configuration's message set, through WordPress's translation functions.
 */

defined('ABSPATH') || exit;

/** @return array<string, string> */
function pb_elements_messages() {
    return apply_filters('pb_elements_messages', array(
${lines.join('\n')}
    ));
}
`;
}

function ksesPhp(elements) {
  const lines = Object.entries(elements).map(([tag, names]) => `    ${php(tag)} => array(${names.map(php).join(', ')}),`);
  return `<?php
/**
 * GENERATED by scripts/wordpress/build-plugin.mjs from dist/custom-elements.json: do not edit.
 * Every pb-* element and its documented attributes (includes/kses.php adds the global ones).
 */

defined('ABSPATH') || exit;

return array(
${lines.join('\n')}
);
`;
}

/** A PHP literal for JSON-like data (strings, arrays, objects). */
const phpValue = (value) =>
  Array.isArray(value)
    ? `array(${value.map(phpValue).join(', ')})`
    : typeof value === 'object' && value !== null
      ? `array(${Object.entries(value).map(([key, item]) => `${php(key)} => ${phpValue(item)}`).join(', ')})`
      : php(value);

function blockCataloguePhp(catalogue) {
  const lines = Object.entries(catalogue).map(([tag, attributes]) => `    ${php(tag)} => ${phpValue(attributes)},`);
  return `<?php
/**
 * GENERATED by scripts/wordpress/build-plugin.mjs from dist/custom-elements.json: do not edit.
 * The element block's sidebar: every pb-* element's documented attributes, each 'boolean' (a
 * toggle), 'text' (a text field) or its list of choices.
 */

defined('ABSPATH') || exit;

return array(
${lines.join('\n')}
);
`;
}

const STRING = `(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)")`;
const unquote = (single, double) => (single ?? double).replace(/\\(['"\\])/g, '$1');

/**
 * Translatable strings of PHP and JS source with the plugin's domain: __(), _e(), esc_html__() …,
 * and with a context (msgctxt) _x(), _ex(), esc_html_x(), esc_attr_x().
 */
export function sourceStrings(file) {
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`\\b(?:(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\\(\\s*${STRING}|(?:_x|_ex|esc_html_x|esc_attr_x)\\(\\s*${STRING}\\s*,\\s*${STRING})\\s*,\\s*['"]pb-elements['"]\\s*\\)`, 'g');
  const found = [];
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    const before = text.slice(Math.max(0, text.lastIndexOf('\n', text.lastIndexOf('\n', match.index) - 1)), match.index);
    const translators = /\/\*\s*translators:\s*(.*?)\s*\*\//.exec(before)?.[1];
    const withContext = match[3] !== undefined || match[4] !== undefined;
    found.push({
      text: withContext ? unquote(match[3], match[4]) : unquote(match[1], match[2]),
      ...(withContext ? { context: unquote(match[5], match[6]) } : {}),
      reference: `${file.slice(SOURCE.length + 1)}:${line}`,
      translators,
    });
  }
  return found;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

/** The translation template: one entry per string and context (the message set has none). */
export function pot(messages, sources) {
  /** @type {Map<string, { text: string, context?: string, references: string[], comments: string[] }>} */
  const entries = new Map();
  const add = (text, reference, comment, context) => {
    const key = context === undefined ? text : `${context}\u0004${text}`;
    const entry = entries.get(key) ?? { text, context, references: [], comments: [] };
    entry.references.push(reference);
    if (comment && !entry.comments.includes(comment)) entry.comments.push(comment);
    entries.set(key, entry);
  };
  for (const [key, text] of Object.entries(messages)) {
    const names = placeholders(text);
    add(text, 'generated/messages.php', `messages.${key}${names.length > 0 ? `; translators: keep ${names.map((name) => `{{${name}}}`).join(', ')}` : ''}`);
  }
  for (const { text, reference, translators, context } of sources) add(text, reference, translators && `translators: ${translators}`, context);
  const header = `# Translations of the pb-elements WordPress plugin.
# GENERATED by scripts/wordpress/build-plugin.mjs from the message set (react-core/runtime/messages.ts) and the plugin's source.
# This file is distributed under the same license as the pb-elements package (MIT).
msgid ""
msgstr ""
"Project-Id-Version: pb-elements 0.1.0\\n"
"Report-Msgid-Bugs-To: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: ${DOMAIN}\\n"
`;
  const body = [...entries.values()].map(({ text, context, references, comments }) =>
    [
      ...comments.map((comment) => `#. ${comment}`),
      `#: ${references.join(' ')}`,
      ...(/%(\d+\$)?[sd]/.test(text) ? ['#, php-format'] : []),
      ...(context === undefined ? [] : [`msgctxt ${po(context)}`]),
      `msgid ${po(text)}`,
      'msgstr ""',
    ].join('\n'),
  );
  return `${header}\n${body.join('\n\n')}\n`;
}

/** A zip archive (deflate) of files: [name in the archive, contents]. */
export function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  // 1980-01-01 00:00: a fixed time, so the same build gives the same bytes.
  const time = 0;
  const date = (0 << 9) | (1 << 5) | 1;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data, { level: 9 });
    const checksum = crc32(data) >>> 0;
    // The fields the local header (from byte 4) and the central header (from byte 6) share:
    // version needed 2.0, UTF-8 names, deflate, time, date, CRC-32, sizes, name length.
    const common = (buffer, at) => {
      buffer.writeUInt16LE(20, at);
      buffer.writeUInt16LE(0x0800, at + 2);
      buffer.writeUInt16LE(8, at + 4);
      buffer.writeUInt16LE(time, at + 6);
      buffer.writeUInt16LE(date, at + 8);
      buffer.writeUInt32LE(checksum, at + 10);
      buffer.writeUInt32LE(compressed.length, at + 14);
      buffer.writeUInt32LE(data.length, at + 18);
      buffer.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    locals.push(local, nameBytes, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    common(central, 6);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // -rw-r--r--
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * The entries of a zip archive (deflated or stored), read from its central directory:
 * name → contents. Enough for the archives zip() writes; no zip64, no encryption.
 * @param {Buffer} archive
 * @returns {Map<string, Buffer>}
 */
export function unzip(archive) {
  const entries = new Map();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = archive.readUInt32LE(end + 16);
  for (let index = 0; index < archive.readUInt16LE(end + 10); index += 1) {
    const method = archive.readUInt16LE(offset + 10);
    const size = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    const local = archive.readUInt32LE(offset + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + archive.readUInt16LE(offset + 30) + archive.readUInt16LE(offset + 32);
  }
  return entries;
}

/** The demo's pictures the plugin's patterns show (demo/pages/assets/img/ → assets/patterns/). */
export const PATTERN_IMAGES = [
  'slider-coast.svg', 'slider-forest.svg', 'slider-mountain.svg',
  'carousel-1-lake.svg', 'carousel-2-dunes.svg', 'carousel-3-forest.svg', 'carousel-4-glacier.svg', 'carousel-5-harbour.svg', 'carousel-6-meadow.svg',
];

/** The runtime files of dist/ the plugin ships (relative to dist/). */
function runtimeFiles() {
  const keep = (file) => /\.(js|css)$/.test(file) && !/(^|\/)(index|builder)\.js$/.test(file);
  const top = readdirSync('dist').filter((name) => keep(name) && statSync(path.join('dist', name)).isFile());
  const nested = ['chunks', 'lite', 'polyfills'].filter((dir) => existsSync(path.join('dist', dir))).flatMap((dir) => walk(path.join('dist', dir)).map((file) => path.relative('dist', file)));
  return [...top, ...nested.filter(keep)].map((file) => file.split(path.sep).join('/')).sort();
}

export async function buildPlugin() {
  rmSync('dist/wordpress', { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  cpSync(SOURCE, OUT, { recursive: true });
  const messages = await readMessages();
  mkdirSync(`${OUT}/generated`, { recursive: true });
  writeFileSync(`${OUT}/generated/messages.php`, messagesPhp(messages));
  writeFileSync(`${OUT}/generated/kses-elements.php`, ksesPhp(readElements()));
  writeFileSync(`${OUT}/generated/block-elements.php`, blockCataloguePhp(readBlockCatalogue()));
  const moduleBlocks = readModuleBlocks();
  writeFileSync(`${OUT}/generated/module-blocks.php`, moduleBlocksPhp(moduleBlocks));
  for (const { block } of moduleBlocks) {
    const dir = `${OUT}/generated/blocks/${block.name.slice('pb-elements/'.length)}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/block.json`, `${JSON.stringify(block, null, 2)}\n`);
  }
  await build({
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'pbElementsPreview',
    target: BROWSER_TARGET,
    legalComments: 'none',
    logLevel: 'warning',
    entryPoints: ['react-core/editor-preview/live-preview.ts'],
    outfile: `${OUT}/blocks/preview.js`,
  });
  mkdirSync(`${OUT}/assets/patterns`, { recursive: true });
  for (const name of PATTERN_IMAGES) cpSync(`demo/pages/assets/img/${name}`, `${OUT}/assets/patterns/${name}`);
  const sources = walk(SOURCE).filter((file) => /\.(php|js)$/.test(file)).sort().flatMap(sourceStrings);
  mkdirSync(`${OUT}/languages`, { recursive: true });
  writeFileSync(`${OUT}/languages/pb-elements.pot`, pot(messages, sources));
  for (const file of runtimeFiles()) {
    mkdirSync(path.dirname(`${OUT}/dist/${file}`), { recursive: true });
    cpSync(`dist/${file}`, `${OUT}/dist/${file}`);
  }
  const files = walk(OUT).sort().map((file) => [`pb-elements/${path.relative(OUT, file).split(path.sep).join('/')}`, readFileSync(file)]);
  writeFileSync(ZIP, zip(files));
  return { files: files.length, bytes: statSync(ZIP).size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, bytes } = await buildPlugin();
  console.log(`built ${ZIP} (WordPress plugin, ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}
