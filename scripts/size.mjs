/**
 * `npm run size`: the gzip size of the loader, of every element module and shared chunk, and of
 * what each element costs a page in all (its module plus every chunk it imports). Run after a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

if (!existsSync('dist/meta.json')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [];
const row = (name, file, note = '') => rows.push([name, kilobytes(readFileSync(file).length), kilobytes(gzipBytes(file)), note]);

row('pb-elements.js (loader)', 'dist/pb-elements.js', 'the one script a page includes');

/** Every output file an output statically imports, itself included. */
function closure(output, seen = new Set()) {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const entry of meta.outputs[output]?.imports ?? []) {
    if (entry.kind === 'import-statement') closure(entry.path, seen);
  }
  return seen;
}

const outputs = Object.keys(meta.outputs).filter((file) => file.endsWith('.js'));
for (const output of outputs.filter((file) => !file.includes('/chunks/')).sort()) {
  const total = [...closure(output)].reduce((sum, file) => sum + gzipBytes(file), 0);
  row(output.replace('dist/', ''), output, `with its chunks: ${kilobytes(total)} gzip`);
}
/** What a chunk holds: its packages (node_modules/<name>) and project folders. */
function contents(output) {
  const owners = new Set();
  for (const source of Object.keys(meta.outputs[output].inputs)) {
    const parts = source.split('/');
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
    return kilobytes([...files].reduce((sum, file) => sum + gzipBytes(file), 0));
  };
  console.log('\n<pb-image-carousel> with the Swiper modules its attributes load (gzip, with every chunk):');
  console.log(`  a plain slide carousel          ${cost([])}`);
  console.log(`  with autoplay                   ${cost(['autoplay'])}`);
  console.log(`  with every module               ${cost(swiperModules.map(([name]) => name))}`);
  for (const [name, file] of swiperModules.sort()) console.log(`    ${name.padEnd(30)}${kilobytes(gzipBytes(file))}`);
}
