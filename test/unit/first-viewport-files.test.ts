/**
 * Issue 33's first viewport (a header with its menu, a hero slider, the consent banner with its
 * runtime): how many files its modules' code comes in. On a phone each file is a request, and
 * over HTTP/1.1 six go at a time, each a round trip behind: the small helpers most modules share
 * ride in the runtime chunk instead of a file each. Reads dist/ (the build runs before Vitest).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIRST_VIEWPORT = ['pb-header', 'pb-menu', 'pb-slider', 'pb-consent-banner', 'pb-consent'];

interface Metafile {
  outputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }>; inputs: Record<string, unknown> }>;
}

/** Every file of dist/<flavour> that the entries import statically, the entries included. */
function filesOf(flavour: string, entries: string[]): Set<string> {
  const { outputs } = JSON.parse(readFileSync(join(ROOT, flavour, 'meta.json'), 'utf8')) as Metafile;
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  for (const entry of entries) visit(`${flavour}/${entry}.js`);
  return files;
}

const inputsOf = (flavour: string, file: string): string[] => {
  const { outputs } = JSON.parse(readFileSync(join(ROOT, flavour, 'meta.json'), 'utf8')) as Metafile;
  return Object.keys(outputs[file]!.inputs);
};

describe('the first viewport\'s code comes in few files (issue 33)', () => {
  for (const flavour of ['dist', 'dist/lite']) {
    it(`${flavour}: the header, menu, hero slider, banner and consent runtime need at most 10 files (21 before the small helpers joined the runtime chunk, 12 before the header's and menu's state did)`, () => {
      expect(filesOf(flavour, FIRST_VIEWPORT).size).toBeLessThanOrEqual(10);
    });

    it(`${flavour}: the URL check, list keys, page offsets, builder mode, light-DOM styles, class-field helpers and the header's and menu's state are in the runtime chunk`, () => {
      const runtime = [...filesOf(flavour, ['pb-header'])].find((file) => /\/chunks\/runtime-[\w-]+\.js$/.test(file));
      expect(runtime, 'the runtime chunk').toBeDefined();
      const inputs = inputsOf(flavour, runtime!).join('\n');
      for (const module of ['runtime/safe-url.ts', 'runtime/list-keys.ts', 'runtime/page-offsets.ts', 'runtime/builder-mode.ts', 'element/light-styles.ts', 'helpers/esm/defineProperty.js', 'header/header-state.ts', 'menu/menu-state.ts']) {
        expect(inputs, module).toContain(module);
      }
    });
  }
});
