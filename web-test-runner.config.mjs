/**
 * Browser tests: every test/browser/**\/*.test.ts(x) file runs in Chromium (Debian's, or
 * CHROME_PATH), driven by Playwright. React ships CommonJS only, so each test file is bundled
 * with esbuild (all in one build, see bundleTestFiles). `PB_FLAVOUR=lite` runs the same suite on the lite
 * flavour: React aliased to preact/compat, as scripts/build.mjs builds dist/lite/; the files the alias
 * never reaches are left out (flavourFreeTestFiles), as their React run tested the same bundles.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, context as esbuildContext } from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { pagePathOf, renderPageFile } from './demo/server/site-page.mjs';
import { chromiumExecutable, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { LITE_ALIAS } from './scripts/flavours.mjs';
import { swiperModuleFiles } from './scripts/swiper-module-files.mjs';

const lite = process.env.PB_FLAVOUR === 'lite';
const concurrency = Number(process.env.WTR_CONCURRENCY) || 4;

const TEST_FILE = /\.test\.tsx?$/;
/** The script of a page a test opens in a frame (test/browser/fixtures/*.page.ts): bundled the same way, never run as a test. */
const PAGE_SCRIPT = /\.page\.ts$/;

/** Every test file and page script, relative to the repository: one esbuild build bundles them all. */
function bundleEntries() {
  const entries = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (TEST_FILE.test(file) || PAGE_SCRIPT.test(file)) entries.push(file);
    }
  };
  visit('test/browser');
  return entries;
}

const BUNDLE_OPTIONS = {
  outdir: '.',
  outbase: '.',
  bundle: true,
  write: false,
  format: 'esm',
  target: 'es2022',
  sourcemap: 'linked',
  // Which files each bundle holds: the lite stage skips the bundles the flavour does not change.
  metafile: true,
  define: { 'process.env.NODE_ENV': '"development"' },
  alias: lite ? LITE_ALIAS : {},
  loader: { '.css': 'text' },
  external: ['/__web-dev-server__web-socket.js'],
  plugins: [swiperModuleFiles],
  logLevel: 'silent',
};

/** Output files by the path the browser asks for: `/test/browser/x.test.js` and its `.js.map`. */
const byRequestPath = ({ outputFiles }) => new Map(outputFiles.map((file) => ['/' + path.relative(process.cwd(), file.path), file.text]));

/**
 * Bundles the test files (and what they import) into one ES module each, in one esbuild build:
 * the modules they share (React, the runtime, Swiper) are parsed once instead of once per file
 * (a React stage used 437 CPU-seconds with a build per file, 347 with this), and each bundle stays
 * whole (no shared chunks), as if built alone. The source maps are linked, not inline: the browser
 * never fetches them; the runner does, to map a failure's stack. When the build fails (a file that
 * does not compile), each file is built alone, so only the broken one fails, with its own error.
 * Under `--watch` every request rebuilds (incrementally), so an edited file is served fresh.
 */
function bundleTestFiles() {
  const watching = process.argv.includes('--watch');
  let context;
  let built;
  /** The one build of every file: esbuild's result (its metafile) and the bundles by request path. */
  const buildAll = () => {
    if (!built || watching) {
      built = (async () => {
        context ??= await esbuildContext({ ...BUNDLE_OPTIONS, entryPoints: bundleEntries() });
        const result = await context.rebuild();
        return { metafile: result.metafile, bundles: byRequestPath(result) };
      })().catch(() => undefined);
    }
    return built;
  };
  const allBundles = async () => (await buildAll())?.bundles;
  // Files built alone, with their maps, for the runner's request of a map after a failure.
  const builtAlone = new Map();
  const bundleAlone = async (file) => {
    for (const [output, text] of byRequestPath(await build({ ...BUNDLE_OPTIONS, entryPoints: [file] }))) builtAlone.set(output, text);
    return builtAlone;
  };
  return {
    buildAll,
    name: 'bundle-test-files',
    async serve({ path: requested }) {
      const script = TEST_FILE.test(requested) || PAGE_SCRIPT.test(requested);
      const map = requested.endsWith('.js.map');
      if (!script && !map) return undefined;
      const output = script ? requested.replace(/\.tsx?$/, '.js') : requested;
      let bundles = await allBundles();
      if (!bundles?.has(output)) bundles = script ? await bundleAlone(requested.slice(1)) : builtAlone;
      const body = bundles.get(output);
      return body === undefined ? undefined : { body, type: script ? 'js' : 'json' };
    },
    async serverStop() {
      await context?.dispose();
    },
  };
}

/** The demo pages (/demo/pages/*.html) as the demo server serves them, with the site's layout. */
function demoPagesWithLayout() {
  const prefix = '/demo/pages/';
  return {
    name: 'demo-pages-with-layout',
    transform(context) {
      if (!context.path.startsWith(prefix) || !context.path.endsWith('.html')) return undefined;
      return { body: renderPageFile(String(context.body), pagePathOf(context.path.slice(prefix.length))) };
    },
  };
}

/** A bundle input that is the framework: React 19's packages, or what the lite alias puts in their place. */
const FRAMEWORK_INPUT = /(?:^|\/)node_modules\/(?:react|react-dom|scheduler|preact)\/|^react-core\/element\/lite-react-dom\.ts$/;

/**
 * The test files the flavour does not change: no import of theirs reaches React, so the lite alias
 * never applies and they bundle byte for byte as on React 19, whose stage has run them (the consent
 * and page runtimes, the focus trap, the script loader …). A test that opens a page script (a
 * `*.page.ts` it names) depends on that script's imports too. Empty when the build fails: then
 * every file runs, and the broken one reports its error.
 */
async function flavourFreeTestFiles(testBundles) {
  const { metafile } = (await testBundles.buildAll()) ?? {};
  if (!metafile) return [];
  const reachesFramework = new Map(
    Object.values(metafile.outputs)
      .filter((output) => output.entryPoint)
      .map((output) => [output.entryPoint, Object.keys(output.inputs).some((input) => FRAMEWORK_INPUT.test(input))]),
  );
  const frameworkPageScripts = [...reachesFramework].filter(([file, reaches]) => reaches && PAGE_SCRIPT.test(file)).map(([file]) => path.basename(file, '.page.ts'));
  return [...reachesFramework]
    .filter(([file, reaches]) => TEST_FILE.test(file) && !reaches)
    .map(([file]) => file)
    .filter((file) => {
      const source = readFileSync(file, 'utf8');
      return !frameworkPageScripts.some((pageScript) => source.includes(pageScript));
    });
}

const testBundles = bundleTestFiles();
const skippedOnLite = lite ? await flavourFreeTestFiles(testBundles) : [];
if (skippedOnLite.length > 0) {
  console.log(`lite flavour: ${skippedOnLite.length} test files import nothing of React and bundle exactly as on React 19, whose stage ran them; they are not run again`);
}

/** Writes the pass/fail counts for scripts/test-all.mjs, and prints where the time went: the slowest files, page opened to page closed. */
function countingReporter() {
  const opened = new Map();
  const seconds = new Map();
  return {
    start({ sessions, startTime }) {
      // The first pages open before reporters start: those count from the run's start.
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'INITIALIZING') opened.set(session.testFile, Date.now());
        if (session.status === 'FINISHED') seconds.set(session.testFile, (Date.now() - (opened.get(session.testFile) ?? startTime)) / 1000);
      });
    },
    onTestRunFinished({ sessions }) {
      const slowest = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, 15);
      console.log(`slowest files (${lite ? 'lite' : 'React'}; ${concurrency} at once):\n${slowest.map(([file, time]) => `  ${time.toFixed(1).padStart(6)} s  ${path.relative(process.cwd(), file)}`).join('\n')}`);
      let passed = 0;
      let failed = 0;
      const visit = (suite) => {
        for (const test of suite.tests) test.passed ? (passed += 1) : test.skipped || (failed += 1);
        for (const child of suite.suites) visit(child);
      };
      for (const session of sessions) {
        if (session.testResults) visit(session.testResults);
        // A file that failed to load counts as a failure even though no test ran.
        if (!session.passed && !session.testResults?.tests.length && !session.testResults?.suites.length) failed += 1;
      }
      if (!existsSync('test-results')) mkdirSync('test-results');
      writeFileSync(`test-results/browser${lite ? '-lite' : ''}.json`, JSON.stringify({ passed, failed }));
    },
  };
}

export default {
  files: ['test/browser/**/*.test.{ts,tsx}', ...skippedOnLite.map((file) => `!${file}`)],
  nodeResolve: true,
  // Four pages at once: tests mostly wait for states and timers, so overlapping them halves the
  // run (413 → 205 s quiet); each file has its own page, and Playwright gives every page focus.
  concurrency,
  // Forwarding browser console output stalls this runner version on some messages; tests that
  // check console output capture it themselves (test/browser/helpers.ts).
  browserLogs: false,
  // A generous bound per test: tests wait for states, and a busy machine stretches them.
  testFramework: { config: { timeout: 30000 } },
  testsFinishTimeout: 600000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  plugins: [testBundles, demoPagesWithLayout()],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};
