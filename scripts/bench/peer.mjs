/**
 * `npm run bench:peer` (issue 12): pb-elements against the hand-assembled peer page
 * (../shared/bench/peer: Bootstrap + Swiper + PhotoSwipe + vanilla-cookieconsent), on the same
 * content. Prepares the peer in its own folder, generates our version of its page
 * (scripts/bench/pb-page.mjs: default flavour, lite flavour, and the page with no script), then
 * alternates the four pages run by run, each run after waiting for a quiet machine:
 *   - the peer's lighthouse.mjs (Lighthouse 12.8.2, mobile, simulated throttling), one run each;
 *   - the peer's scroll-cost.mjs (first scroll pass, CPU ×4, mobile viewport), one run each;
 *   - this benchmark's own Chromium measurements (browser-measure.mjs).
 * Prints one table (medians, ranges, ratios) and the issue's goal table; writes everything to
 * bench-results/peer-bench.json. Prints figures; asserts nothing.
 *
 * Options: --runs N (5)  --quick (1 run)  --only peer,pb,lite,plain  --skip-lighthouse
 *          --skip-scroll  --skip-browser  --skip-memory  --max-load L (0.6 × cores)  --max-wait S (90; 30 with --quick)
 * Environment: PB_PEER_DIR (the peer's folder), CHROME_PATH (Chromium).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumExecutable } from '../chromium.mjs';
import { browserRun, launchBrowser } from './browser-measure.mjs';
import { OUT_DIR, PEER_DIR, PROJECT_ROOT } from './paths.mjs';
import { generatePages } from './pb-page.mjs';
import { lighthouseRun, scrollRun } from './peer-tools.mjs';
import { preparePeer } from './prepare-peer.mjs';
import { DEFAULT_MAX_LOAD, waitForQuiet } from './quiet.mjs';
import { goalResults, PAGE_NAMES, printGoals, printTable, summarizeRuns } from './report.mjs';
import { median } from './stats.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string', default: 'peer,pb,lite,plain' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-scroll': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-memory': { type: 'boolean', default: false },
    'max-load': { type: 'string', default: String(DEFAULT_MAX_LOAD) },
    'max-wait': { type: 'string' },
  },
});
const runs = options.quick ? 1 : Math.max(1, Number(options.runs));
const quiet = { maxLoad: Number(options['max-load']), maxWaitMs: 1000 * Number(options['max-wait'] ?? (options.quick ? 30 : 90)) };

preparePeer();
const generated = await generatePages();
const requested = options.only.split(',').map((name) => name.trim());
const unknown = requested.filter((name) => !(name in PAGE_NAMES));
if (unknown.length) throw new Error(`--only: unknown page(s) ${unknown.join(', ')} (peer, pb, lite, plain)`);
const pages = Object.keys(PAGE_NAMES).filter((name) => requested.includes(name) && (name === 'peer' || generated.pages[name]));

/** Each page as a file for the peer's scripts (they serve it themselves) and its web root here. */
const TARGETS = {
  peer: { file: generated.peerPage, root: PEER_DIR, kind: 'peer' },
  pb: { file: path.join(OUT_DIR, generated.pages.pb), root: OUT_DIR, kind: 'pb' },
  lite: generated.pages.lite && { file: path.join(OUT_DIR, generated.pages.lite), root: OUT_DIR, kind: 'pb' },
  plain: { file: path.join(OUT_DIR, generated.pages.plain), root: OUT_DIR, kind: 'plain' },
};

// The peer's own static server (node:http, gzip), for this benchmark's Chromium runs.
const { startServer } = await import(pathToFileURL(path.join(PEER_DIR, 'serve.mjs')).href);
const servers = { [PEER_DIR]: await startServer(PEER_DIR), [OUT_DIR]: await startServer(OUT_DIR) };
const urlOf = (page) => servers[TARGETS[page].root].base + path.relative(TARGETS[page].root, TARGETS[page].file);
const browser = options['skip-browser'] ? null : await launchBrowser();

const chromiumVersion = browser?.version() ?? chromiumVersionFromBinary();
const header = {
  date: new Date().toISOString(),
  chromium: chromiumVersion,
  cpu: `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}`,
  runs,
  loadAtStart: os.loadavg()[0],
  pages,
};
console.log(`\npb-elements against the peer page — ${header.date}, Chromium ${header.chromium}, ${header.cpu}, ${runs} run(s) per page, load ${header.loadAtStart.toFixed(2)}`);
console.log(`pages: ${pages.map((page) => `${PAGE_NAMES[page]} ${path.relative(PROJECT_ROOT, TARGETS[page].file)}`).join(', ')}`);
console.log(`waits for a 1-minute load average below ${quiet.maxLoad} (at most ${quiet.maxWaitMs / 1000} s) before each run\n`);

const TOOLS = [
  !options['skip-lighthouse'] && { name: 'lighthouse', run: (page, label) => lighthouseRun({ page: TARGETS[page].file, label }), line: lighthouseLine },
  !options['skip-scroll'] && { name: 'scroll', run: (page, label) => scrollRun({ page: TARGETS[page].file, label }), line: scrollLine },
  browser && { name: 'browser', run: (page) => browserRun(browser, urlOf(page), TARGETS[page].kind), line: browserLine },
].filter(Boolean);

const records = [];
try {
  for (let round = 1; round <= runs; round += 1) {
    // Round 1: peer, pb, lite, plain; round 2 starts with pb; and so on.
    const order = pages.map((_, i) => pages[(i + round - 1) % pages.length]);
    for (const tool of TOOLS) {
      for (const page of order) {
        const { load, waitedMs, quiet: wasQuiet } = await waitForQuiet(quiet);
        const label = `${page}-${round}`;
        const started = Date.now();
        let result = null;
        let error = null;
        try {
          result = await tool.run(page, label);
        } catch (failure) {
          error = String(failure.message ?? failure);
        }
        const seconds = (Date.now() - started) / 1000;
        records.push({ page, round, tool: tool.name, load, waitedMs, quiet: wasQuiet, seconds, result, error });
        const loadNote = `load ${load.toFixed(2)}${wasQuiet ? '' : ' (not quiet)'}`;
        const summary = error ? `FAILED: ${error.split('\n')[0]}` : tool.line(result);
        console.log(`round ${round}/${runs}  ${pad(tool.name, 10)} ${pad(PAGE_NAMES[page], 8)} ${pad(loadNote, 24)} ${summary}  (${seconds.toFixed(0)} s)`);
        if (error && error.includes('\n')) console.log(error.split('\n').slice(1).map((line) => `    ${line}`).join('\n'));
      }
    }
  }
} finally {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
}

const summary = summarizeRuns(records, pages);
header.medianLoad = median(records.map((record) => record.load));
console.log(`\npb-elements against the peer page — ${header.date}, Chromium ${header.chromium}, ${header.cpu}, ${runs} run(s), load average at start ${header.loadAtStart.toFixed(2)}, median at run start ${header.medianLoad?.toFixed(2)}\n`);
printTable(summary, pages);
const goals = goalResults(summary, pages);
printGoals(goals, pages);
reportAnomalies(records);

const output = path.join(OUT_DIR, 'peer-bench.json');
writeFileSync(output, JSON.stringify({ header, options: { ...options, runs }, moduleCounts: generated.counts, summary, goals, runs: records }, null, 2) + '\n');
console.log(`\nall runs and figures: ${path.relative(process.cwd(), output)}; the peer tools' own results: ${path.relative(process.cwd(), path.join(OUT_DIR, 'results'))}/`);

// 1,000 connect/disconnect cycles per element kind (npm run bench:memory).
if (!options['skip-memory']) {
  console.log('\nscripts/bench/memory.mjs:');
  spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/bench/memory.mjs')], { cwd: PROJECT_ROOT, stdio: 'inherit' });
}

function pad(text, width) {
  return String(text).padEnd(width);
}

function lighthouseLine(r) {
  return `score ${r.score}  FCP ${r.fcp?.toFixed(0)}  LCP ${r.lcp?.toFixed(0)}  TBT ${r.tbt?.toFixed(0)}  CLS ${r.cls?.toFixed(3)}  scripts before first paint ${r.scriptsBeforeFirstPaint}${r.runtimeError ? `  runtime error ${r.runtimeError}` : ''}`;
}

function scrollLine(r) {
  return `script ${r.scriptMsPerFrame?.toFixed(2)} ms/frame (trace ${r.traceScriptMsPerFrame?.toFixed(2)})  ${r.frames} frames${r.reachedBottom ? '' : '  did not reach the bottom'}`;
}

function browserLine(r) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  return `before paint ${r.scriptsBeforeFirstPaint} scripts  JS ${kib(r.jsBeforeInteraction.gzipBytes)} KiB/${r.jsBeforeInteraction.files}  after scroll ${kib(r.jsAfterScroll.gzipBytes)} KiB/${r.jsAfterScroll.files}` +
    `  long frames ${r.upgradeLongFrames} (worst ${r.worstUpgradeFrameMs.toFixed(0)} ms)  CLS ${r.cls.toFixed(3)}  hero ${r.heroReadyMs == null ? 'n/a' : `${r.heroReadyMs.toFixed(0)} ms`}  banner ${r.bannerShown ? 'shown' : 'not shown'}` +
    (r.failures.length ? `  ${r.failures.length} failed request(s)` : '');
}

/** Things that make a figure doubtful, said once at the end. */
function reportAnomalies(all) {
  const notes = [];
  for (const record of all) {
    const r = record.result;
    if (record.error) notes.push(`${record.tool} ${PAGE_NAMES[record.page]} round ${record.round} failed`);
    if (!r) continue;
    if (r.failures?.length) notes.push(`${PAGE_NAMES[record.page]} round ${record.round}: ${r.failures.join('; ')}`);
    if (record.tool === 'browser' && record.page !== 'plain' && !r.bannerShown) notes.push(`${PAGE_NAMES[record.page]} round ${record.round}: the cookie banner did not show`);
    if (r.reachedBottom === false) notes.push(`${record.tool} ${PAGE_NAMES[record.page]} round ${record.round}: the scroll did not reach the bottom`);
    if (r.runtimeError) notes.push(`lighthouse ${PAGE_NAMES[record.page]} round ${record.round}: ${r.runtimeError}`);
  }
  const loud = all.filter((record) => !record.quiet).length;
  if (loud) notes.push(`${loud} of ${all.length} runs started above the load limit (the machine never got quiet within the wait)`);
  if (notes.length) console.log(`\nNotes:\n${[...new Set(notes)].map((note) => `  - ${note}`).join('\n')}`);
}

function chromiumVersionFromBinary() {
  try {
    return execFileSync(chromiumExecutable(), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
