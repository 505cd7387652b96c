/**
 * `npm run size`: the gzip size of the loader, of every element module and shared chunk, and of
 * what each element costs a page in all (its module plus every chunk it imports); then the same
 * for the ES module build for bundlers (dist/esm/), which leaves React, react-dom, Swiper and
 * PhotoSwipe to the app, beside the self-contained build. Run after a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

if (!existsSync('dist/meta.json') || !existsSync('dist/esm/meta.json')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
const esmMeta = JSON.parse(readFileSync('dist/esm/meta.json', 'utf8'));
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [];
const row = (name, file, note = '') => rows.push([name, kilobytes(readFileSync(file).length), kilobytes(gzipBytes(file)), note]);

row('pb-elements.js (loader)', 'dist/pb-elements.js', 'the one script a page includes');

/** Every output file an output statically imports, itself included (not the external modules: dist/esm/'s React…). */
function closure(output, seen = new Set(), build = meta) {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const entry of build.outputs[output]?.imports ?? []) {
    if (entry.kind === 'import-statement' && !entry.external) closure(entry.path, seen, build);
  }
  return seen;
}
const totalGzip = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);

const outputs = Object.keys(meta.outputs).filter((file) => file.endsWith('.js'));
for (const output of outputs.filter((file) => !file.includes('/chunks/')).sort()) {
  const total = totalGzip(closure(output));
  row(output.replace('dist/', ''), output, `with its chunks: ${kilobytes(total)} gzip`);
}
/** What a chunk holds: its packages (node_modules/<name>) and project folders. */
function contents(output) {
  const owners = new Set();
  for (const source of Object.keys(meta.outputs[output].inputs)) {
    // Rolldown's own modules (its runtime, the helpers) have ids that start with a NUL.
    const parts = source.replace(/^\0/, '').split('/');
    const at = parts.lastIndexOf('node_modules');
    if (at !== -1) owners.add(parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1]);
    else owners.add(parts.slice(0, 2).join('/'));
  }
  return owners.size > 0 ? [...owners].sort().join(', ') : 're-exports only';
}

for (const output of outputs.filter((file) => file.includes('/chunks/')).sort()) {
  row(output.replace('dist/', ''), output, contents(output));
}

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((cells) => cells[column].length), 8));
console.log(['file'.padEnd(widths[0]), 'raw'.padStart(widths[1]), 'gzip'.padStart(widths[2]), 'note'].join('  '));
for (const cells of rows) {
  console.log([cells[0].padEnd(widths[0]), cells[1].padStart(widths[1]), cells[2].padStart(widths[2]), cells[3]].join('  '));
}

/**
 * The image carousel's Swiper modules load on demand, as its attributes ask for them
 * (react-core/image-carousel/swiper-modules.ts): what a carousel costs with none, with autoplay,
 * and with all of them (each figure with every chunk it needs, React included).
 */
const SWIPER_MODULE = /^react-core\/image-carousel\/swiper-modules\/([a-z-]+)\.ts$/;
const swiperModules = Object.entries(meta.outputs).flatMap(([file, output]) => {
  const name = SWIPER_MODULE.exec(output.entryPoint ?? '')?.[1];
  return name ? [[name, file]] : [];
});
if (swiperModules.length > 0) {
  const carousel = 'dist/pb-image-carousel.js';
  const cost = (names) => {
    const files = closure(carousel);
    for (const [name, file] of swiperModules) if (names.includes(name)) closure(file, files);
    return kilobytes(totalGzip(files));
  };
  console.log('\n<pb-image-carousel> with the Swiper modules its attributes load (gzip, with every chunk):');
  console.log(`  a plain slide carousel          ${cost([])}`);
  console.log(`  with autoplay                   ${cost(['autoplay'])}`);
  console.log(`  with every module               ${cost(swiperModules.map(([name]) => name))}`);
  for (const [name, file] of swiperModules.sort()) console.log(`    ${name.padEnd(30)}${kilobytes(gzipBytes(file))}`);
}

/**
 * dist/esm/ (`import 'pb-elements'` in a bundler) beside the self-contained dist/ (a `<script>`
 * tag, or `pb-elements/standalone`): what each element costs with the chunks it imports, and what
 * `import 'pb-elements'` (index.js, every element) and the whole build come to. The esm figures
 * leave out React, react-dom, Swiper and PhotoSwipe, which the app's bundler adds once, from the
 * app's own node_modules (the self-contained framework chunk alone is React, react-dom and r2wc).
 */
const entryCost = (dir, build, name) => totalGzip(closure(`${dir}/${name}`, new Set(), build));
/** index.js imports every element entry; it is written after the build, so it is not in meta.json. */
const indexCost = (dir, build) => {
  const files = new Set([`${dir}/index.js`]);
  for (const [, name] of readFileSync(`${dir}/index.js`, 'utf8').matchAll(/^import '\.\/(.+)';$/gm)) closure(`${dir}/${name}`, files, build);
  return totalGzip(files);
};
const allFiles = (build) => Object.keys(build.outputs).filter((file) => file.endsWith('.js'));
const comparison = [
  ['index.js (every element)', indexCost('dist', meta), indexCost('dist/esm', esmMeta)],
  ...allFiles(esmMeta)
    .filter((file) => !file.includes('/chunks/'))
    .map((file) => file.replace('dist/esm/', ''))
    .sort()
    .map((name) => [name, entryCost('dist', meta, name), entryCost('dist/esm', esmMeta, name)]),
  ['every module and chunk', totalGzip(allFiles(meta)), totalGzip(allFiles(esmMeta))],
];
const nameWidth = Math.max(...comparison.map(([name]) => name.length));
console.log('\ndist/esm/ for bundlers, React, react-dom, Swiper and PhotoSwipe left to the app, beside the self-contained dist/');
console.log('(gzip, each with every chunk it imports statically):');
console.log(`  ${'file'.padEnd(nameWidth)}  ${'self-contained'.padStart(14)}  ${'esm'.padStart(10)}`);
for (const [name, standalone, bundler] of comparison) {
  console.log(`  ${name.padEnd(nameWidth)}  ${kilobytes(standalone).padStart(14)}  ${kilobytes(bundler).padStart(10)}`);
}
