/**
 * The package as a user gets it (issue 13): `npm pack`, the tarball unpacked into a throwaway
 * app's node_modules (offline: no registry) beside the app's own React, react-dom, Swiper and
 * PhotoSwipe (the peer dependencies, linked from this project), the app built by Vite and by
 * esbuild as its author would, and the Vite build run in Chromium: every element is defined, one
 * works, and the elements render with the app's React, the one copy on the page, beside the app's
 * own React root. `pb-elements/standalone` and `pb-elements/lite` still bring their framework. A
 * TypeScript and a React 19 TSX consumer type-check against the installed package, resolved
 * through its `exports` (test/unit/consumer-types.test.ts checks the declarations in detail).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
const REACT_DOM_VERSION = JSON.parse(readFileSync(join(ROOT, 'node_modules/react-dom/package.json'), 'utf8')).version;

const TS_CONSUMER = `import 'pb-elements';
import type { PbTabsElement } from 'pb-elements/pb-tabs';
import type { PbTabsElement as StandaloneTabs } from 'pb-elements/standalone/pb-tabs';
const tabs: PbTabsElement = document.querySelector('pb-tabs')!;
tabs.addEventListener('pb-tab-change', (event) => console.log(event.detail.index, event.detail.name));
export const standalone: StandaloneTabs = tabs;
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

/** tsc's diagnostics for a consumer project ('' when it compiles). */
function typeCheck(project) {
  try {
    return execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', project, '--pretty', 'false'], { cwd: app.dir, encoding: 'utf8' });
  } catch (error) {
    return error.stdout || error.message;
  }
}

const APP_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Consumer app</title></head>
  <body>
    <pb-tabs label="Trip">
      <h2>Route</h2><p>The route.</p>
      <h2>Gear</h2><p>The gear.</p>
    </pb-tabs>
    <div id="react-app"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>`;

/** The app: its own React root (a counter, and tabs rendered by React) beside the elements. */
const APP_MAIN = `import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'pb-elements';
import 'pb-elements/pb-tabs';

function App() {
  const [count, setCount] = useState(0);
  return h('div', null,
    h('button', { type: 'button', onClick: () => setCount(count + 1) }, 'Clicked ' + count),
    h('pb-tabs', { label: 'Forecast' }, h('h2', null, 'Maps'), h('p', null, 'The maps.'), h('h2', null, 'Weather'), h('p', null, 'The weather.')),
  );
}
createRoot(document.getElementById('react-app')).render(h(App));
`;

/**
 * A stand-in for React DevTools' hook, installed before the page's scripts: every copy of
 * react-dom registers its renderer with it, and every React root reports its commits to it.
 */
function installReactDevtoolsHook() {
  const renderers = new Map();
  const roots = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    roots,
    inject(renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot(rendererId, root) {
      roots.set(root, rendererId);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** The peer dependencies (and the types) a consumer app has of its own, linked from this project. */
const APP_DEPENDENCIES = ['react', 'react-dom', 'swiper', 'photoswipe', '@types'];

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
  writeFileSync(join(dir, 'main.js'), APP_MAIN);
  const packageDir = installPackedPackage(dir);
  linkAppDependencies(dir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'dist/custom-elements.json'), 'utf8'));
  const tags = manifest.modules.flatMap((module) => module.declarations ?? []).flatMap((item) => (item.tagName ? [item.tagName] : []));
  app = { dir, packageDir, tags, packageJson: JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) };
}, TIMEOUT);

afterAll(() => {
  server?.close();
  if (app) rmSync(app.dir, { recursive: true, force: true });
});

/** Links the packages a consumer app has of its own (APP_DEPENDENCIES) from this project. */
function linkAppDependencies(appDir) {
  for (const name of APP_DEPENDENCIES) symlinkSync(join(ROOT, 'node_modules', name), join(appDir, 'node_modules', name), 'dir');
}

/** An esbuild bundle of `import '<specifier>'` from the app, with the absolute paths of its inputs. */
async function bundle(specifier) {
  const result = await esbuild({
    stdin: { contents: `import '${specifier}';`, resolveDir: app.dir },
    absWorkingDir: app.dir,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    minify: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => input !== '<stdin>');
  return { text: result.outputFiles[0].text, inputs: inputs.map((input) => resolve(app.dir, input)) };
}

/** Where the app's own copy of a package is (the link's target: bundlers follow links). */
const appPackage = (name) => `${realpathSync(join(app.dir, 'node_modules', name))}/`;
const packageFiles = (name) => `${realpathSync(app.packageDir)}/${name}`;
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

describe('the packed package', () => {
  it('is publishable: not private, with a license file, no dependencies to install, React, Swiper and PhotoSwipe as peers (the last two optional)', () => {
    expect(app.packageJson.private).toBeUndefined();
    expect(readFileSync(join(app.packageDir, 'LICENSE'), 'utf8')).toMatch(/MIT License/);
    expect(app.packageJson.dependencies ?? {}).toEqual({});
    expect(Object.keys(app.packageJson.peerDependencies).sort()).toEqual(['photoswipe', 'react', 'react-dom', 'swiper']);
    expect(app.packageJson.peerDependenciesMeta).toEqual({ photoswipe: { optional: true }, swiper: { optional: true } });
  });

  it.each(['pb-elements', 'pb-elements/pb-tabs', 'pb-elements/lite', 'pb-elements/lite/pb-tabs', 'pb-elements/standalone', 'pb-elements/standalone/pb-tabs'])(
    'an esbuild bundle of `import "%s"` keeps the registration',
    async (specifier) => {
      expect((await bundle(specifier)).text).toContain('customElements.define');
    },
    TIMEOUT,
  );

  it('"pb-elements/pb-tabs" imports React from the app (one react-dom, the app\'s) and needs neither Swiper nor PhotoSwipe', async () => {
    const { inputs } = await bundle('pb-elements/pb-tabs');
    const reactDom = inputs.filter((input) => REACT_DOM_CLIENT.test(input));
    expect(reactDom).toEqual([`${appPackage('react-dom')}cjs/react-dom-client.production.js`]);
    expect(inputs.filter((input) => input.startsWith(packageFiles('dist/')) && !input.startsWith(packageFiles('dist/esm/')))).toEqual([]);
    expect(inputs.filter((input) => /[\\/]node_modules[\\/](swiper|photoswipe)[\\/]/.test(input))).toEqual([]);
  }, TIMEOUT);

  it('"pb-elements/standalone/pb-tabs" brings its own React: nothing from the app\'s node_modules', async () => {
    const { text, inputs } = await bundle('pb-elements/standalone/pb-tabs');
    expect(inputs.filter((input) => !input.startsWith(packageFiles('dist/')))).toEqual([]);
    expect(inputs.filter((input) => input.startsWith(packageFiles('dist/esm/')))).toEqual([]);
    expect(text).toContain(JSON.stringify(REACT_DOM_VERSION));
  }, TIMEOUT);

  it('a Vite app with its own React root, importing "pb-elements" and "pb-elements/pb-tabs", has one React: every element is defined in Chromium and renders with the app\'s react-dom', async () => {
    const outDir = join(app.dir, 'dist');
    // As `vite build` does, which Vitest's NODE_ENV=test would otherwise turn into React's development build.
    const define = { 'process.env.NODE_ENV': '"production"' };
    const [output] = [await viteBuild({ root: app.dir, logLevel: 'silent', configFile: false, define, build: { outDir } })].flat();
    const modules = output.output.flatMap((item) => (item.type === 'chunk' ? Object.keys(item.modules) : []));
    expect(modules.filter((id) => REACT_DOM_CLIENT.test(id))).toEqual([`${appPackage('react-dom')}cjs/react-dom-client.production.js`]);
    expect(modules.filter((id) => id.startsWith(packageFiles('dist/')) && !id.startsWith(packageFiles('dist/esm/')))).toEqual([]);

    server = await serve(outDir);
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, headless: true });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(installReactDevtoolsHook);
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      await page.waitForFunction(() => document.querySelectorAll('pb-tabs[data-enhanced]').length === 2);
      const undefinedTags = await page.evaluate((tags) => tags.filter((tag) => !customElements.get(tag)), app.tags);
      expect(app.tags.length).toBeGreaterThanOrEqual(26);
      expect(undefinedTags).toEqual([]);

      // The tabs in the page and the tabs the app's React renders both work.
      for (const name of ['Gear', 'Weather']) {
        await page.getByRole('tab', { name }).click();
        await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
      }
      // The app's React works beside them.
      await page.getByRole('button', { name: 'Clicked 0' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Clicked 1' }).count()).toBe(1);

      // One react-dom registered, and every root (the app's, each element's) committed with it.
      const react = await page.evaluate(() => {
        const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
        return {
          renderers: [...hook.renderers.values()].map((renderer) => `${renderer.rendererPackageName}@${renderer.version}`),
          roots: hook.roots.size,
          rendererIds: [...new Set(hook.roots.values())],
        };
      });
      expect(react.renderers).toEqual([`react-dom@${REACT_DOM_VERSION}`]);
      expect(react.roots).toBeGreaterThanOrEqual(3);
      expect(react.rendererIds).toEqual([1]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, TIMEOUT);

  it('a TypeScript consumer and a React 19 TSX consumer type-check against the installed package', () => {
    writeFileSync(join(app.dir, 'events.ts'), TS_CONSUMER);
    writeFileSync(join(app.dir, 'tabs.tsx'), TSX_CONSUMER);
    writeFileSync(join(app.dir, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
    expect(typeCheck(join(app.dir, 'tsconfig.json'))).toBe('');
  }, TIMEOUT);

  it('the same consumers type-check under Node\'s own resolution (module and moduleResolution NodeNext), where every relative import in a declaration needs its extension', () => {
    writeFileSync(join(app.dir, 'events.ts'), TS_CONSUMER);
    writeFileSync(join(app.dir, 'tabs.tsx'), TSX_CONSUMER);
    const options = { ...CONSUMER_TSCONFIG.compilerOptions, module: 'NodeNext', moduleResolution: 'NodeNext' };
    writeFileSync(join(app.dir, 'tsconfig.node.json'), JSON.stringify({ ...CONSUMER_TSCONFIG, compilerOptions: options }));
    expect(typeCheck(join(app.dir, 'tsconfig.node.json'))).toBe('');
  }, TIMEOUT);
});
