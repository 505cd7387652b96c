/**
 * Builds dist/: the classic loader script (pb-elements.js), one ES module per element with
 * shared chunks (React loads with the first element that needs it), the polyfills, type
 * declarations and custom-elements.json.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/** Evergreen browsers and Safari 15.4 (constructable stylesheets are polyfilled there). */
export const BROWSER_TARGET = ['chrome90', 'edge90', 'firefox101', 'safari15.4'];

const shared = {
  bundle: true,
  minify: true,
  target: BROWSER_TARGET,
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  loader: { '.css': 'text' },
  logLevel: 'warning',
};

const elementEntries = readdirSync('elements')
  .filter((file) => /^pb-[a-z-]+\.ts$/.test(file))
  .map((file) => `elements/${file}`);

rmSync('dist', { recursive: true, force: true });

const modules = await build({
  ...shared,
  entryPoints: [
    ...elementEntries,
    'elements/index.ts',
    { in: 'polyfills/constructable-stylesheets.ts', out: 'polyfills/constructable-stylesheets' },
  ],
  outdir: 'dist',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  metafile: true,
});

await build({
  ...shared,
  entryPoints: { 'pb-elements': 'elements/loader.ts' },
  outdir: 'dist',
  format: 'iife',
  sourcemap: true,
});

// The shared form rules for the demo server (Node), so it validates exactly like the elements.
await build({
  bundle: true,
  entryPoints: ['react-core/forms/rules.ts'],
  outfile: 'dist/server/form-rules.mjs',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
});

writeFileSync('dist/meta.json', JSON.stringify(modules.metafile));

const bin = (name) => `node_modules/.bin/${name}`;
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
execFileSync(bin('cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], { stdio: 'inherit' });
console.log(`built dist/: loader, ${elementEntries.length} element modules, types, custom-elements.json`);
