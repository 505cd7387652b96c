/**
 * `pb-elements/builder` as a package user gets it: `pb-elements/builder` resolves to
 * dist/esm/builder.js (bundlers) and `pb-elements/standalone/builder` to dist/builder.js, both typed
 * by the builder's declarations; neither imports the framework (React or Preact), and the loader
 * never loads it. Reads dist/ (the build runs before Vitest in `npm test`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const exportsMap = JSON.parse(read('package.json')).exports as Record<string, { types: string; import: string }>;

describe('pb-elements/builder entry', () => {
  it.each([
    ['./builder', './dist/esm/builder.js'],
    ['./standalone/builder', './dist/builder.js'],
  ])('%s resolves to %s, with types', (subpath, file) => {
    expect(exportsMap[subpath]).toEqual({ types: './dist/types/react-core/builder/index.d.ts', import: file });
    expect(existsSync(join(ROOT, file))).toBe(true);
    expect(existsSync(join(ROOT, exportsMap[subpath]!.types))).toBe(true);
  });

  // dist/builder.js is one file (it must not split the chunks of the elements a page runs);
  // dist/esm/builder.js shares the esm build's chunks.
  it.each(['dist', 'dist/esm'])('%s/builder.js carries and imports no framework', (outdir) => {
    const meta = JSON.parse(read(`${outdir}/meta.json`)) as { outputs: Record<string, { imports: { path: string }[]; inputs: Record<string, unknown> }> };
    const builder = meta.outputs[`${outdir}/builder.js`]!;
    const imports = builder.imports.map(({ path }) => path);
    const inputs = [builder, ...imports.map((path) => meta.outputs[path]).filter((output) => output !== undefined)].flatMap((output) => Object.keys(output.inputs));
    expect(inputs).toContain('react-core/builder/index.ts');
    expect(imports.filter((path) => /framework|react|preact/.test(path))).toEqual([]);
    expect(inputs.filter((input) => /node_modules[\\/](react|react-dom|scheduler|preact|@r2wc)[\\/]|react-core[\\/]element[\\/]define-element/.test(input))).toEqual([]);
  });

  it('is not in the loaders\' manifests, and the lite build has none', () => {
    // The manifest names entries (`"builder.js":`) and chunks by file name without `.js`: neither
    // builder.js nor a chunk only it imports may be there (shared runtime chunks may).
    const meta = JSON.parse(read('dist/meta.json')) as { outputs: Record<string, { imports: { path: string }[] }> };
    const chunkName = (path: string) => path.replace(/^dist\/chunks\//, '').replace(/\.js$/, '');
    const importedBy = (entry: string) => new Set(meta.outputs[entry]!.imports.map(({ path }) => chunkName(path)));
    const elementChunks = new Set(Object.keys(meta.outputs).filter((entry) => /^dist\/pb-[a-z-]+\.js$/.test(entry)).flatMap((entry) => [...importedBy(entry)]));
    const builderOnly = [...importedBy('dist/builder.js')].filter((chunk) => !elementChunks.has(chunk));
    for (const loader of ['dist/pb-elements.js', 'dist/pb-loader.js', 'dist/lite/pb-elements.js']) {
      const text = read(loader);
      expect(text).not.toContain('"builder.js"');
      for (const chunk of builderOnly) expect(text, loader).not.toContain(`"${chunk}"`);
    }
    expect(existsSync(join(ROOT, 'dist/lite/builder.js'))).toBe(false);
  });

  it('the bundle runs without a document and exports the utilities', async () => {
    const builder = (await import(/* @vite-ignore */ join(ROOT, 'dist/esm/builder.js'))) as typeof import('../../react-core/builder/index');
    expect(builder.sprintf('%2$s of %1$d', 3, 'Slide')).toBe('Slide of 3');
    expect(builder.parseLastEdited('on|phone')).toEqual({ enabled: true, device: 'phone' });
    expect(builder.rowClass('1-4_1-4_1-4_1-4')).toBe('pb-row-4col');
  });
});
