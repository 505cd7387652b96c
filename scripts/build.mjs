/**
 * Builds dist/ in two flavours from the same source: React 19 (dist/, the reference) and lite
 * (dist/lite/, the same components on preact/compat). Each flavour has:
 * - the classic loader script (pb-elements.js) with the critical CSS and a manifest of the chunks
 *   every entry imports, so a module's whole graph is fetched in parallel;
 * - one ES module per element and per page runtime, and few, larger shared chunks: the framework
 *   (React or Preact, r2wc, the element layer), the shared runtime, and what families share;
 * - meta.json (inputs and imports of every output, for `npm run size` and the tests).
 * And a third, for bundlers (dist/esm/, `import 'pb-elements'`): the React flavour's modules and
 * chunks without React, react-dom, Swiper and PhotoSwipe, which it imports from the app's own
 * node_modules (peer dependencies), so an app that has React does not load a second copy; no
 * loader, since a bundler user imports the modules. Then type declarations and custom-elements.json.
 * dist/ and dist/esm/ also have builder.js (`pb-elements/standalone/builder` and
 * `pb-elements/builder`), the builder utilities' module API: no element, so the loader never
 * loads it and its manifest does not list it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { addDeclarationExtensions } from './declaration-extensions.mjs';
import { BROWSER_TARGET, LITE_ALIAS } from './flavours.mjs';
import { REACT_ESM_ID, reactAsEsModules } from './react-as-es-modules.mjs';
import { buildPlugin } from './wordpress/build-plugin.mjs';
import { swiperModuleFile, swiperModuleFilesForRolldown, swiperModulesFromPackageForRolldown } from './swiper-module-files.mjs';

const ROOT = process.cwd();
const DEFINE = { 'process.env.NODE_ENV': '"production"' };

const moduleEntries = Object.fromEntries([
  ...readdirSync('elements')
    .filter((file) => /^pb-[a-z-]+\.ts$/.test(file))
    .map((file) => [file.replace(/\.ts$/, ''), `elements/${file}`]),
  ['polyfills/constructable-stylesheets', 'polyfills/constructable-stylesheets.ts'],
]);

/** Module APIs with no element: in the builds that name them, never in the loader's manifest. */
const apiEntries = { builder: 'react-core/builder/index.ts' };

/**
 * Each build's index.js (every element: `import 'pb-elements'` is dist/esm/index.js, and
 * `pb-elements/standalone` and `pb-elements/lite` the others) imports the element entries as they
 * are, rather than being bundled with them, which would move every element's code out of its own entry.
 */
function writeIndex(outdir) {
  const imports = [...readFileSync('elements/index.ts', 'utf8').matchAll(/^import '\.\/(pb-[a-z-]+)';$/gm)].map(([, name]) => `import './${name}.js';`);
  writeFileSync(`${outdir}/index.js`, `${imports.join('\n')}\n`);
}

/**
 * Shared chunks, in priority order. Code that only one entry uses stays in that entry; what
 * several entries share and no group takes goes to automatic chunks.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|@r2wc)[\\/]|react-core[\\/]element[\\/](define-element|hooks|lazy-part)\./;
/**
 * What nearly every module uses: attributes, page configuration and messages, the frame loop;
 * with the small helpers most first-viewport modules share (a URL check, list keys, the page's
 * offsets, the builder's mode, light-DOM styles). Each of those was a file of its own, a request
 * of 0.2 to 1.5 KB gzip: on a phone the first viewport's modules waited for the requests more
 * than for the bytes.
 */
const RUNTIME =
  /react-core[\\/](element[\\/](attributes|events|light-styles)|runtime[\\/](values|screen-mode|warn|frame-loop|reduced-motion|upgrade-gate|page-config|messages|safe-url|list-keys|page-offsets|builder-mode|in-view|page-rest))\./;
/**
 * The header's and the menu's pure state, which they share with their interaction chunks: in the
 * runtime chunk too (1 KB gzip), since nearly every page has both in its first viewport, where
 * each was a request of its own that a phone on an HTTP/1.1 host waited a round trip for.
 */
const FIRST_VIEWPORT_STATE = /react-core[\\/](header[\\/](header-state|header-attributes)|menu[\\/](menu-markers|menu-state))\./;
/** The consent record and its rules, shared by the consent runtime, the shop and the split tests: one file. */
const CONSENT_RECORD = /react-core[\\/]consent[\\/](consent-types|bots|consent-rules|banner-status|consent-record)\./;
/**
 * The compiler's helpers (class fields lowered for the older browsers), in a chunk of their own:
 * code with a class and no framework (pb-elements/builder) would otherwise import the framework
 * chunk for them.
 */
const HELPERS = /@oxc-project\+runtime/;
/**
 * Of those, what public class fields need (r2wc's element class has some, so every page with an
 * element runs them): in the runtime chunk (0.4 KB gzip), not a request of their own.
 */
const FIELD_HELPERS = /@oxc-project\+runtime.*[\\/](defineProperty|toPropertyKey|toPrimitive|typeof)\.js$/;
const CHUNK_GROUPS = [
  // The shared runtime needs no framework: the page and consent runtimes use it without React.
  { name: 'runtime', test: (id) => RUNTIME.test(id) || FIELD_HELPERS.test(id) || FIRST_VIEWPORT_STATE.test(id), priority: 31 },
  { name: 'helpers', test: HELPERS, priority: 30 },
  { name: 'consent-record', test: CONSENT_RECORD, priority: 20 },
  { name: 'framework', test: (id) => FRAMEWORK.test(id) || REACT_ESM_ID.test(id) || id.includes('rolldown/runtime'), priority: 10 },
];

const relative = (id) => path.relative(ROOT, id).split(path.sep).join('/');

/** Every chunk an output imports statically, directly or not (not the external modules it imports). */
function staticClosure(chunks, fileName, seen = new Set()) {
  for (const imported of chunks.get(fileName)?.imports ?? []) {
    if (seen.has(imported) || !chunks.has(imported)) continue;
    seen.add(imported);
    staticClosure(chunks, imported, seen);
  }
  return seen;
}

/**
 * The chunks an output imports on demand, directly or through what it imports (statically or
 * not), with their static imports: what a module may need as soon as the visitor acts on it (a
 * lightbox's PhotoSwipe, a map's Leaflet, a banner's preferences dialog). What only some pages
 * use is left out: Swiper's optional modules (a carousel's attributes choose them) and the sticky
 * modules and animations of the page configuration.
 */
const CHOSEN_BY_PAGE = /[\\/]swiper[\\/]modules[\\/]|react-core[\\/]sticky[\\/]page-sticky\.|react-core[\\/]animate[\\/]page-animate\./;
function lazyClosure(chunks, fileName) {
  const found = new Set();
  const visit = (file, seen = new Set()) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported, seen);
    for (const imported of chunk.dynamicImports) {
      const target = chunks.get(imported);
      if (!target || found.has(imported) || Object.keys(target.modules).some((id) => CHOSEN_BY_PAGE.test(id))) continue;
      found.add(imported);
      for (const chunk of staticClosure(chunks, imported)) found.add(chunk);
      visit(imported, seen);
    }
  };
  visit(fileName);
  // What the entry imports statically is announced with it already.
  for (const file of staticClosure(chunks, fileName)) found.delete(file);
  return found;
}

/**
 * The peer dependencies of dist/esm/ (package.json `peerDependencies`), imported rather than
 * bundled, with their subpaths (`react/jsx-runtime`, `react-dom/client`, `swiper/modules`), except
 * stylesheets (a view adopts PhotoSwipe's CSS as text, so that stays inside) and Swiper's module
 * files, which the plugin turns into imports of the public `swiper/modules`.
 */
const PEER_DEPENDENCY = /^(react|react-dom|swiper|photoswipe)(\/.*)?$/;
const isPeerDependency = (id) => PEER_DEPENDENCY.test(id) && !id.endsWith('.css') && !swiperModuleFile(id);

/**
 * Rolldown treats an import it cannot resolve as external and only warns, which leaves a `dist/`
 * that fails in the browser: an unresolved import fails the build instead.
 */
function failOnUnresolvedImport(level, log, handler) {
  handler(log.code === 'UNRESOLVED_IMPORT' ? 'error' : level, log);
}

/**
 * The builds. Each is the same source and the same chunks; `alias` swaps the framework (lite),
 * `external` leaves the peer dependencies to the app's bundler (esm), `loaders` adds the classic
 * loader scripts for a `<script>` tag. `apis` share the elements' chunks (esm: an app's bundler
 * takes what it needs); `standaloneApis` are one file each (but what they import on demand), so that they do not split the chunks
 * of the elements a page runs (dist/builder.js: the builder has no element).
 */
const REACT = { outdir: 'dist', alias: {}, loaders: true, apis: {}, standaloneApis: apiEntries, plugins: [reactAsEsModules(DEFINE)] };
const LITE = { outdir: 'dist/lite', alias: LITE_ALIAS, loaders: true, apis: {} };
const ESM = { outdir: 'dist/esm', alias: {}, external: isPeerDependency, loaders: false, apis: apiEntries };

async function buildModules({ outdir, alias, external, apis, loaders, plugins = [] }) {
  const bundle = await rolldown({
    input: { ...moduleEntries, ...apis },
    resolve: { alias },
    external,
    moduleTypes: { '.css': 'text' },
    transform: { define: DEFINE, target: BROWSER_TARGET },
    tsconfig: 'tsconfig.json',
    logLevel: 'warn',
    onLog: failOnUnresolvedImport,
    // Swiper's modules one file each, or, when Swiper is the app's, from its public `swiper/modules`.
    plugins: [...plugins, external ? swiperModulesFromPackageForRolldown : swiperModuleFilesForRolldown],
  });
  const { output } = await bundle.write({
    dir: outdir,
    format: 'esm',
    minify: true,
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    codeSplitting: { groups: CHUNK_GROUPS },
  });
  await bundle.close();
  const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));

  // Only the chunks an element's (or page runtime's) entry imports statically are announced; those
  // a module imports on demand (the lightbox's PhotoSwipe, a dialog) are its own business.
  // Those it may import on demand as soon as the visitor acts are listed apart, for prefetching.
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.name in moduleEntries);
  const closures = entries.map((chunk) => [chunk.fileName, [...staticClosure(chunks, chunk.fileName)]]);
  const lazyClosures = entries.map((chunk) => [chunk.fileName, [...lazyClosure(chunks, chunk.fileName)]]);
  // Only a loader links them; without one (dist/esm/) the modules adopt their styles themselves.
  if (loaders) addAheadStyles(outdir, chunks, closures, lazyClosures);
  const lazy = lazyClosures.filter(([, closure]) => closure.length > 0);
  const files = [...new Set([...closures, ...lazy].flatMap(([, closure]) => closure))].sort();
  const indices = (list) => Object.fromEntries(list.map(([entry, closure]) => [entry, closure.map((file) => files.indexOf(file))]));
  // Written as the loader reads it (module-loader.ts): names without `chunks/`, and without `.js`.
  const manifest = { files: files.map((file) => file.slice('chunks/'.length).replace(/\.js$/, '')), imports: indices(closures), lazy: indices(lazy) };

  // A chunk's imports name the external modules too (`react`), written as esbuild's metafile does.
  const imported = (file, kind) => (chunks.has(file) ? { path: `${outdir}/${file}`, kind } : { path: file, kind, external: true });
  const outputs = {};
  for (const chunk of chunks.values()) {
    outputs[`${outdir}/${chunk.fileName}`] = {
      entryPoint: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : undefined,
      imports: [
        ...chunk.imports.map((file) => imported(file, 'import-statement')),
        ...chunk.dynamicImports.map((file) => imported(file, 'dynamic-import')),
      ],
      inputs: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, module]) => [relative(id), { bytesInOutput: module.renderedLength }]),
      ),
    };
  }
  writeFileSync(`${outdir}/meta.json`, JSON.stringify({ outputs }));
  return manifest;
}

/**
 * Document stylesheets applied ahead of the code that needs them: each has a source module (its
 * CSS as the export `css`) and the chunk that marks the modules that need it. The lightbox dialog's
 * (react-core/lightbox/dialog-styles.ts), for every module that may import PhotoSwipe.
 */
const AHEAD_STYLES = [
  { name: 'lightbox-dialog', source: 'react-core/lightbox/dialog-styles.ts', css: 'LIGHTBOX_DIALOG_CSS', marker: /react-core[\\/]lightbox[\\/]photoswipe-core\./ },
];

async function moduleExport(source, name) {
  const { outputFiles } = await build({ bundle: true, write: false, format: 'esm', entryPoints: [source], loader: { '.css': 'text' }, logLevel: 'warning' });
  const module = await import(`data:text/javascript,${encodeURIComponent(outputFiles[0].text)}`);
  return module[name];
}

/** Each ahead stylesheet's text, read once for every build. */
const aheadCss = new Map();
for (const { name, source, css } of AHEAD_STYLES) aheadCss.set(name, await moduleExport(source, css));

/**
 * Writes each ahead stylesheet into `outdir/chunks/` (named by its content) and adds it to what
 * the entries that need it (their chunks, static or on demand, include its marker) fetch on
 * demand: the loader links it with their prefetch.
 */
function addAheadStyles(outdir, chunks, closures, lazyClosures) {
  for (const { name, marker } of AHEAD_STYLES) {
    const marked = new Set([...chunks.values()].filter((chunk) => Object.keys(chunk.modules).some((id) => marker.test(id))).map((chunk) => chunk.fileName));
    const needs = (entry) => marked.has(entry) || [...closures, ...lazyClosures].some(([owner, closure]) => owner === entry && closure.some((file) => marked.has(file)));
    const text = aheadCss.get(name);
    const file = `chunks/${name}-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.css`;
    let written = false;
    for (const [entry, closure] of lazyClosures) {
      if (!needs(entry)) continue;
      if (!written) writeFileSync(`${outdir}/${file}`, text);
      written = true;
      closure.push(file);
    }
  }
}

/**
 * pb-elements.js (the one tag: the critical CSS, the hold on elements and the loader, in one file
 * so that nothing the loader needs waits for a second request) and pb-loader.js (the same loader
 * without the critical CSS, for pages that link pb-elements.css and load it async).
 */
async function buildLoaders(outdir, manifest) {
  const common = {
    bundle: true,
    minify: true,
    target: BROWSER_TARGET,
    define: { ...DEFINE, PB_MANIFEST: JSON.stringify(manifest) },
    legalComments: 'none',
    logLevel: 'warning',
    outdir,
    sourcemap: true,
  };
  await build({ ...common, entryPoints: { 'pb-elements': 'elements/loader.ts', 'pb-loader': 'elements/loader-linked-css.ts' }, format: 'iife' });
}

/** dist/pb-elements.css: the critical CSS as a stylesheet (the same for both flavours). */
async function writeCriticalCss() {
  const { outputFiles } = await build({ bundle: true, write: false, format: 'esm', entryPoints: ['elements/critical-css.ts'], logLevel: 'warning' });
  const { CRITICAL_CSS } = await import(`data:text/javascript,${encodeURIComponent(outputFiles[0].text)}`);
  writeFileSync('dist/pb-elements.css', `${CRITICAL_CSS}\n`);
}

/**
 * dist/pb-early-events.js: the hold on early clicks and submits (react-core/loader/early-events.ts)
 * that a page loading the loader async inlines in its <head>, as one line, and
 * dist/pb-early-events.csp: the CSP hash source of exactly that text (docs/loading.md "How modules load").
 */
async function writeEarlyEvents() {
  const { outputFiles } = await build({ bundle: true, write: false, minify: true, format: 'esm', target: BROWSER_TARGET, legalComments: 'none', entryPoints: ['elements/early-events.ts'], logLevel: 'warning' });
  // Its own scope, without the "use strict" of an iife build (the code needs neither mode).
  const snippet = `(()=>{${outputFiles[0].text.trim()}})();`;
  writeFileSync('dist/pb-early-events.js', snippet);
  writeFileSync('dist/pb-early-events.csp', `'sha256-${createHash('sha256').update(snippet).digest('base64')}'\n`);
}

/** Each API entry as one file in `outdir` (with the chunks it imports on demand), added to its meta.json. */
async function buildStandaloneApis(outdir, apis) {
  const bundle = await rolldown({ input: apis, moduleTypes: { '.css': 'text' }, transform: { define: DEFINE, target: BROWSER_TARGET }, tsconfig: 'tsconfig.json', logLevel: 'warn', onLog: failOnUnresolvedImport });
  // What it imports on demand (the sanitizer) stays a chunk of its own, named apart from the elements'.
  const { output } = await bundle.write({ dir: outdir, format: 'esm', minify: true, sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-api-[hash].js' });
  await bundle.close();
  const meta = JSON.parse(readFileSync(`${outdir}/meta.json`, 'utf8'));
  for (const chunk of output.filter((item) => item.type === 'chunk')) {
    meta.outputs[`${outdir}/${chunk.fileName}`] = {
      entryPoint: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : undefined,
      imports: [
        ...chunk.imports.map((file) => ({ path: `${outdir}/${file}`, kind: 'import-statement' })),
        ...chunk.dynamicImports.map((file) => ({ path: `${outdir}/${file}`, kind: 'dynamic-import' })),
      ],
      inputs: Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [relative(id), { bytesInOutput: module.renderedLength }])),
    };
  }
  writeFileSync(`${outdir}/meta.json`, JSON.stringify(meta));
}

async function buildFlavour(flavour) {
  const manifest = await buildModules(flavour);
  if (flavour.standaloneApis) await buildStandaloneApis(flavour.outdir, flavour.standaloneApis);
  if (flavour.loaders) await buildLoaders(flavour.outdir, manifest);
  writeIndex(flavour.outdir);
}

rmSync('dist', { recursive: true, force: true });
await buildFlavour(REACT);
await buildFlavour(LITE);
await buildFlavour(ESM);
await writeCriticalCss();
await writeEarlyEvents();

// Rules the demo server shares with the elements, so it validates and paginates exactly like them.
await build({
  bundle: true,
  entryPoints: {
    'form-rules': 'react-core/forms/rules.ts',
    pagination: 'react-core/pagination/page-window.ts',
    bots: 'react-core/consent/bots.ts',
    statistics: 'react-core/split-test/statistics.ts',
  },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
});

// The demo editor's script (demo/editor/, docs/demo-server.md "Demo editor"): served at /dist/editor/, not in the package.
await build({
  bundle: true,
  entryPoints: { editor: 'demo/editor/editor.ts' },
  outdir: 'dist/editor',
  format: 'esm',
  target: BROWSER_TARGET,
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const bin = (name) => `node_modules/.bin/${name}`;
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
execFileSync(bin('cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], { stdio: 'inherit' });
execFileSync('node', ['scripts/manifest/index.mjs'], { stdio: 'inherit' });
addDeclarationExtensions('dist/types');
// The WordPress plugin (docs/wordpress.md "Use it from WordPress"): dist/pb-elements-wordpress.zip, from dist/ and demo/wordpress/.
const plugin = await buildPlugin();
console.log(`built dist/, dist/lite/ (loader, ${Object.keys(moduleEntries).length} module entries each) and dist/esm/ (the same entries, React, Swiper and PhotoSwipe as peers), types, custom-elements.json, and the WordPress plugin (dist/pb-elements-wordpress.zip, ${plugin.files} files)`);
