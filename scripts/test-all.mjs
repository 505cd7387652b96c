/**
 * `npm test`: the type check, the build, Vitest (pure logic and the demo server), web-test-runner (elements
 * in Chromium, once per flavour) and Playwright (demo site end to end, with axe). Every stage runs even when an
 * earlier one fails, so one run reports everything; the last line is `N passed, N failed`
 * (also written to test-results/summary.json for .ci/run). Then, when Debian's WordPress, MariaDB and PHP are
 * installed, Playwright against a real WordPress with the plugin (playwright.wordpress.config.ts), beside the
 * end-to-end stage: each leaves part of the 2 cores idle while its browser waits on a server (PB_STAGES_APART=1
 * runs it after, to time each stage alone).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { missingPackages, stagePlan, WORDPRESS_PACKAGES } from './wordpress/packages.mjs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS);

/** Runs a command, its output to the terminal unless told; resolves to whether it succeeded. */
function run(command, args, env = {}, stdio = 'inherit') {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    child.on('close', (code) => resolve(code === 0));
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const bin = (name) => `node_modules/.bin/${name}`;
const stages = [];

function record(name, succeeded, seconds, counted) {
  const passed = counted?.passed ?? (succeeded ? 1 : 0);
  // A stage that exits non-zero without a counted failure (crash, load error) still fails.
  const failed = (counted?.failed ?? 0) || (succeeded ? 0 : 1);
  stages.push({ name, passed, failed, seconds });
}

async function stage(name, execute, count) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const succeeded = await execute();
  record(name, succeeded, Math.round((Date.now() - started) / 1000), count?.());
}

/**
 * Starts a stage's command now, beside the stages that follow; its output goes to `log`. The
 * returned function waits for it, then prints its output and records it as stage() does.
 */
function stageBeside(name, command, args, log, count) {
  const output = openSync(log, 'w');
  const started = Date.now();
  const ended = run(command, args, {}, ['ignore', output, output]).then((succeeded) => ({ succeeded, seconds: Math.round((Date.now() - started) / 1000) }));
  return async () => {
    const { succeeded, seconds } = await ended;
    closeSync(output);
    console.log(`\n=== ${name} (ran beside the stage before) ===`);
    process.stdout.write(readFileSync(log, 'utf8'));
    record(name, succeeded, seconds, count?.());
  };
}

/** Prints where a stage's time went: its slowest files (milliseconds per file). */
function printSlowest(perFile, count = 20) {
  const slowest = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, count);
  if (slowest.length > 0) console.log(`slowest files:\n${slowest.map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`).join('\n')}`);
}

/** An end-to-end stage's time per spec file (test time summed over workers). */
function playwrightFileTimes(report) {
  const perFile = new Map();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) perFile.set(here, (perFile.get(here) ?? 0) + result.duration);
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return perFile;
}

/** Vitest's time per file (its tests, without the file's import). */
function vitestFileTimes(report) {
  return new Map((report?.testResults ?? []).map((file) => [relative(process.cwd(), file.name), file.endTime - file.startTime]));
}

await stage('type check', () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));

// The build runs before Vitest: server tests import dist/server/form-rules.mjs.
await stage('build', () => run('node', ['scripts/build.mjs']));

await stage(
  'unit and server tests (Vitest)',
  () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/vitest.json`]),
  () => {
    const report = readJson(`${RESULTS}/vitest.json`);
    printSlowest(vitestFileTimes(report), 10);
    return report && { passed: report.numPassedTests, failed: report.numFailedTests };
  },
);

await stage(
  'element tests in Chromium (web-test-runner, React 19)',
  () => run(bin('web-test-runner'), ['--static-logging']),
  () => readJson(`${RESULTS}/browser.json`),
);

await stage(
  'element tests in Chromium (web-test-runner, lite flavour on preact/compat)',
  () => run(bin('web-test-runner'), ['--static-logging'], { PB_FLAVOUR: 'lite' }),
  () => readJson(`${RESULTS}/browser-lite.json`),
);

// A real WordPress (Debian's wordpress, mariadb-server, php-cli; .ci/run installs them). Outside CI it is
// skipped, with a line saying so, when those packages are not installed; with CI set it fails.
const WORDPRESS_STAGE = 'end-to-end tests against a real WordPress (Playwright, plugin from dist/pb-elements-wordpress.zip)';
const wordpressCount = () => {
  const report = readJson(`${RESULTS}/wordpress-e2e.json`);
  return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
};
const wordpressArgs = ['test', '-c', 'playwright.wordpress.config.ts'];
const wordpress = stagePlan(missingPackages(), Boolean(process.env.CI));
const wordpressBeside = wordpress.action === 'run' && process.env.PB_STAGES_APART !== '1';
const wordpressEnded = wordpressBeside ? stageBeside(WORDPRESS_STAGE, bin('playwright'), wordpressArgs, `${RESULTS}/wordpress-e2e.log`, wordpressCount) : undefined;

await stage(
  'end-to-end tests against the demo server (Playwright)',
  () => run(bin('playwright'), ['test']),
  () => {
    const report = readJson(`${RESULTS}/e2e.json`);
    printSlowest(playwrightFileTimes(report));
    return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  },
);

if (wordpressEnded) {
  await wordpressEnded();
} else if (wordpress.action === 'run') {
  await stage(WORDPRESS_STAGE, () => run(bin('playwright'), wordpressArgs), wordpressCount);
} else if (wordpress.action === 'fail') {
  console.log(`\n=== end-to-end tests against a real WordPress: FAILED, cannot run (${wordpress.reason}) ===`);
  stages.push({ name: 'end-to-end tests against a real WordPress (cannot run)', passed: 0, failed: 1 });
} else {
  console.log(`\n=== end-to-end tests against a real WordPress: SKIPPED (${wordpress.reason}; apt-get install -y ${WORDPRESS_PACKAGES.join(' ')}) ===`);
}

const passed = stages.reduce((sum, entry) => sum + entry.passed, 0);
const failed = stages.reduce((sum, entry) => sum + entry.failed, 0);
console.log('\n=== summary ===');
for (const entry of stages) console.log(`${entry.name}: ${entry.passed} passed, ${entry.failed} failed${entry.seconds === undefined ? '' : ` (${entry.seconds} s)`}`);
writeFileSync(`${RESULTS}/summary.json`, JSON.stringify({ passed, failed, stages }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
