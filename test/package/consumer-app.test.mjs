// @vitest-environment node
/**
 * The package as a user gets it (issue 13): `npm pack`, the tarball unpacked into a throwaway
 * app's node_modules (offline: no registry), the app built by Vite and by esbuild as its author
 * would, and the Vite build run in Chromium: every element is defined and one works. A TypeScript
 * and a React 19 TSX consumer type-check against the installed package, resolved through its
 * `exports` (test/unit/consumer-types.test.ts checks the declarations in detail).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/chromium.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const TIMEOUT = 180_000;

const TS_CONSUMER = `import 'pb-elements';
import type { PbTabsElement } from 'pb-elements/pb-tabs';
const tabs: PbTabsElement = document.querySelector('pb-tabs')!;
tabs.addEventListener('pb-tab-change', (event) => console.log(event.detail.index, event.detail.name));
`;

const TSX_CONSUMER = `import type {} from 'pb-elements/jsx-react';
export const Tabs = () => (
  <pb-tabs label="Trip" active={1} onpb-tab-change={(event) => console.log(event.detail.previousIndex)}>
    <h2>Route</h2>
    <p>The route.</p>
  </pb-tabs>
);
`;

/** A consumer app's compiler options, shared with test/unit/consumer-types.test.ts; the package's declarations are checked too. */
const CONSUMER_TSCONFIG = {
  compilerOptions: JSON.parse(readFileSync(join(import.meta.dirname, 'consumer-compiler-options.json'), 'utf8')),
  files: ['events.ts', 'tabs.tsx'],
};

const APP_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Consumer app</title></head>
  <body>
    <pb-tabs label="Trip">
      <h2>Route</h2><p>The route.</p>
      <h2>Gear</h2><p>The gear.</p>
    </pb-tabs>
    <script type="module" src="/main.js"></script>
  </body>
</html>`;

let app;
let server;

/** Packs the repository and unpacks the tarball as `node_modules/pb-elements` of a new app. */
function installPackedPackage(appDir) {
  const packDir = join(appDir, 'pack');
  mkdirSync(packDir);
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], { cwd: ROOT, encoding: 'utf8' }),
  );
  const target = join(appDir, 'node_modules', 'pb-elements');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', join(packDir, filename), '-C', target, '--strip-components=1']);
  return target;
}

function serve(directory) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const instance = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const path = pathname === '/' ? '/index.html' : pathname;
    try {
      const body = readFileSync(join(directory, path));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => instance.listen(0, '127.0.0.1', () => done(instance)));
}

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'pb-consumer-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }));
  writeFileSync(join(dir, 'index.html'), APP_HTML);
  writeFileSync(join(dir, 'main.js'), "import 'pb-elements';\nimport 'pb-elements/pb-tabs';\n");
  const packageDir = installPackedPackage(dir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'dist/custom-elements.json'), 'utf8'));
  const tags = manifest.modules.flatMap((module) => module.declarations ?? []).flatMap((item) => (item.tagName ? [item.tagName] : []));
  app = { dir, packageDir, tags, packageJson: JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) };
}, TIMEOUT);

afterAll(() => {
  server?.close();
  if (app) rmSync(app.dir, { recursive: true, force: true });
});

/** Links the packages a consumer app has of its own (React and its types) from this project. */
function linkAppDependencies(appDir) {
  for (const name of ['react', '@types']) symlinkSync(join(ROOT, 'node_modules', name), join(appDir, 'node_modules', name), 'dir');
}

describe('the packed package', () => {
  it('is publishable: not private, with a license file and no runtime dependencies to install (dist bundles them)', () => {
    expect(app.packageJson.private).toBeUndefined();
    expect(readFileSync(join(app.packageDir, 'LICENSE'), 'utf8')).toMatch(/MIT License/);
    expect(app.packageJson.dependencies ?? {}).toEqual({});
  });

  it.each(['pb-elements', 'pb-elements/pb-tabs', 'pb-elements/lite', 'pb-elements/lite/pb-tabs'])('an esbuild bundle of `import "%s"` keeps the registration', async (specifier) => {
    const result = await esbuild({
      stdin: { contents: `import '${specifier}';`, resolveDir: app.dir },
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      logLevel: 'silent',
    });
    expect(result.outputFiles[0].text).toContain('customElements.define');
  }, TIMEOUT);

  it('a Vite app importing "pb-elements" and "pb-elements/pb-tabs" defines every element in Chromium, and the tabs work', async () => {
    const outDir = join(app.dir, 'dist');
    await viteBuild({ root: app.dir, logLevel: 'silent', configFile: false, build: { outDir } });
    server = await serve(outDir);
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, headless: true });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      await page.waitForFunction(() => document.querySelector('pb-tabs')?.hasAttribute('data-enhanced'));
      const undefinedTags = await page.evaluate((tags) => tags.filter((tag) => !customElements.get(tag)), app.tags);
      expect(app.tags.length).toBeGreaterThanOrEqual(26);
      expect(undefinedTags).toEqual([]);
      await page.getByRole('tab', { name: 'Gear' }).click();
      await expect.poll(() => page.getByRole('tab', { name: 'Gear' }).getAttribute('aria-selected')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, TIMEOUT);

  it('a TypeScript consumer and a React 19 TSX consumer type-check against the installed package', () => {
    linkAppDependencies(app.dir);
    writeFileSync(join(app.dir, 'events.ts'), TS_CONSUMER);
    writeFileSync(join(app.dir, 'tabs.tsx'), TSX_CONSUMER);
    writeFileSync(join(app.dir, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
    const compile = () => execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', app.dir, '--pretty', 'false'], { cwd: app.dir, encoding: 'utf8' });
    expect(compile).not.toThrow();
  }, TIMEOUT);
});
