/**
 * `npm run bench:peer` (issue 33): pb-elements against the hand-assembled peer page
 * (../shared/bench/peer: Bootstrap + Swiper + PhotoSwipe + vanilla-cookieconsent), on the same
 * content. Prepares the peer in its own folder, generates our version of its page
 * (scripts/bench/pb-page.mjs: default flavour, lite flavour, and the same page with no script),
 * then, round by round, runs each tool on the pages in an order that rotates every round, after
 * waiting for a quiet machine before each tool:
 *   - lighthouse: the peer's lighthouse.mjs (Lighthouse 12.8.2, mobile, simulated throttling);
 *   - browser: first-viewport modules ready at CPU ×1 and ×4, long tasks caused by upgrades and
 *     CLS (browser-measure.mjs);
 *   - bytes: JS fetched and run before any interaction, and the idle prefetch (js-bytes.mjs; in
 *     the first round also with Save-Data and on 2G);
 *   - style: style + layout during load and per scroll frame (style-layout.mjs);
 *   - tap: the first taps (first-tap.mjs), each tap on the pages one after the other, so that
 *     the pages' figures of one tap are taken close together.
 * Prints one table (medians, ranges, ratios) and issue 33's goal table; writes everything to
 * bench-results/peer-bench.json. Prints figures; asserts nothing.
 *
 * Options: --runs N (5)  --quick (1 run)  --only peer,pb,lite,plain  --taps tab,lightbox,…
 *          --tap-cpu N (4: the CPU slowdown of the first taps; 1 shows what throttling adds)
 *          --skip-lighthouse --skip-browser --skip-bytes --skip-style --skip-taps --skip-memory
 *          --max-load L (0.6 × cores)  --max-wait S (30; 20 with --quick)
 * Environment: PB_PEER_DIR (the peer's folder), CHROME_PATH (Chromium).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumExecutable } from '../chromium.mjs';
import { browserRun } from './browser-measure.mjs';
import { launchBrowser } from './emulation.mjs';
import { firstTap, TAP_CPU_SLOWDOWN } from './first-tap.mjs';
import { jsBytesRun, prefetchChecks } from './js-bytes.mjs';
import { OUT_DIR, PEER_DIR, PROJECT_ROOT } from './paths.mjs';
import { generatePages } from './pb-page.mjs';
import { lighthouseRun } from './peer-tools.mjs';
import { preparePeer } from './prepare-peer.mjs';
import { DEFAULT_MAX_LOAD, waitForQuiet } from './quiet.mjs';
import { goalResults, PAGE_NAMES, printGoals, printTable, summarizeRuns } from './report.mjs';
import { median } from './stats.mjs';
import { styleLayoutRun } from './style-layout.mjs';
import { TAPS } from './tap-watch.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string', default: 'peer,pb,lite,plain' },
    taps: { type: 'string', default: TAPS.join(',') },
    'tap-cpu': { type: 'string', default: String(TAP_CPU_SLOWDOWN) },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-bytes': { type: 'boolean', default: false },
    'skip-style': { type: 'boolean', default: false },
    'skip-taps': { type: 'boolean', default: false },
    'skip-memory': { type: 'boolean', default: false },
    'max-load': { type: 'string', default: String(DEFAULT_MAX_LOAD) },
    'max-wait': { type: 'string' },
  },
});
const runs = options.quick ? 1 : Math.max(1, Number(options.runs));
const quiet = { maxLoad: Number(options['max-load']), maxWaitMs: 1000 * Number(options['max-wait'] ?? (options.quick ? 20 : 30)) };
const listOption = (name, known) => {
  const values = options[name].split(',').map((value) => value.trim()).filter(Boolean);
  const unknown = values.filter((value) => !known.includes(value));
  if (unknown.length) throw new Error(`--${name}: unknown ${unknown.join(', ')} (${known.join(', ')})`);
  return values;
};
const requestedPages = listOption('only', Object.keys(PAGE_NAMES));
const taps = listOption('taps', TAPS);

preparePeer();
const generated = await generatePages();
const pages = Object.keys(PAGE_NAMES).filter((name) => requestedPages.includes(name) && (name === 'peer' || generated.pages[name]));

/** Each page as a file for the peer's scripts (they serve it themselves), its web root here, and its kind. */
const TARGETS = {
  peer: { file: generated.peerPage, root: PEER_DIR, kind: 'peer' },
  pb: { file: path.join(OUT_DIR, generated.pages.pb), root: OUT_DIR, kind: 'pb' },
  lite: generated.pages.lite && { file: path.join(OUT_DIR, generated.pages.lite), root: OUT_DIR, kind: 'pb' },
  plain: { file: path.join(OUT_DIR, generated.pages.plain), root: OUT_DIR, kind: 'plain' },
};
const withModules = (page) => TARGETS[page].kind !== 'plain';

/**
 * The tools, with the pages each measures and about how long one run takes here (seconds, for
 * the estimate). The page with no script only matters where it is the reference (FCP, LCP,
 * style + layout).
 */
const TOOLS = [
  !options['skip-lighthouse'] && { name: 'lighthouse', seconds: 25, pages: () => true, run: (page, { label }) => lighthouseRun({ page: TARGETS[page].file, label }), line: lighthouseLine },
  !options['skip-browser'] && { name: 'browser', seconds: 35, pages: withModules, run: (page) => browserRun(browser, urlOf(page), TARGETS[page].kind), line: browserLine },
  !options['skip-bytes'] && { name: 'bytes', seconds: 15, firstRoundSeconds: 60, pages: withModules, run: bytesRun, line: bytesLine },
  !options['skip-style'] && { name: 'style', seconds: 20, pages: () => true, run: (page) => styleLayoutRun(browser, urlOf(page)), line: styleLine },
  !options['skip-taps'] && taps.length && { name: 'tap', seconds: 15, subjects: taps, pages: withModules, run: (page, { subject }) => firstTap(browser, urlOf(page), TARGETS[page].kind, subject, { cpu: Number(options['tap-cpu']) }), line: tapLine },
].filter(Boolean);

// The peer's own static server (node:http, gzip), for this benchmark's Chromium runs.
const { startServer } = await import(pathToFileURL(path.join(PEER_DIR, 'serve.mjs')).href);
const servers = { [PEER_DIR]: await startServer(PEER_DIR), [OUT_DIR]: await startServer(OUT_DIR) };
const urlOf = (page) => servers[TARGETS[page].root].base + path.relative(TARGETS[page].root, TARGETS[page].file);
const browser = TOOLS.some((tool) => tool.name !== 'lighthouse') ? await launchBrowser() : null;

const chromiumVersion = browser?.version() ?? chromiumVersionFromBinary();
const header = {
  date: new Date().toISOString(),
  chromium: chromiumVersion,
  cpu: `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}`,
  runs,
  loadAtStart: os.loadavg()[0],
  pages,
  taps,
};
console.log(`\npb-elements against the peer page — ${header.date}, Chromium ${header.chromium}, ${header.cpu}, ${runs} run(s) per page, load ${header.loadAtStart.toFixed(2)}`);
console.log(`pages: ${pages.map((page) => `${PAGE_NAMES[page]} ${path.relative(PROJECT_ROOT, TARGETS[page].file)}`).join(', ')}`);
printEstimate();

const records = [];
try {
  for (let round = 1; round <= runs; round += 1) {
    // Round 1: peer, pb, lite, plain; round 2 starts with pb; and so on.
    const order = pages.map((_, i) => pages[(i + round - 1) % pages.length]);
    for (const tool of TOOLS) {
      const { waitedMs, quiet: wasQuiet } = await waitForQuiet(quiet);
      for (const subject of tool.subjects ?? [null]) {
        for (const page of order.filter(tool.pages)) {
          const label = `${page}-${round}`;
          const load = os.loadavg()[0];
          const started = Date.now();
          let result = null;
          let error = null;
          try {
            result = await tool.run(page, { label, round, subject });
          } catch (failure) {
            error = String(failure.message ?? failure);
          }
          const seconds = (Date.now() - started) / 1000;
          records.push({ page, round, tool: tool.name, subject, load, waitedMs, quiet: wasQuiet, seconds, result, error });
          const loadNote = `load ${load.toFixed(2)}${wasQuiet ? '' : ' (not quiet)'}`;
          const summary = error ? `FAILED: ${error.split('\n')[0]}` : tool.line(result);
          console.log(`round ${round}/${runs}  ${pad(subject ? `${tool.name} ${subject}` : tool.name, 20)} ${pad(PAGE_NAMES[page], 8)} ${pad(loadNote, 24)} ${summary}  (${seconds.toFixed(0)} s)`);
          if (error && error.includes('\n')) console.log(error.split('\n').slice(1).map((line) => `    ${line}`).join('\n'));
        }
      }
    }
  }
} finally {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
}

const summary = summarizeRuns(records, pages);
header.medianLoad = median(records.map((record) => record.load));
header.minutes = (Date.now() - Date.parse(header.date)) / 60000;
console.log(`\npb-elements against the peer page — ${header.date}, Chromium ${header.chromium}, ${header.cpu}, ${runs} run(s) in ${header.minutes.toFixed(0)} min, load average at start ${header.loadAtStart.toFixed(2)}, median at run start ${header.medianLoad?.toFixed(2)}\n`);
printTable(summary, pages, { tapCpu: Number(options['tap-cpu']) });
const goals = goalResults(summary, pages);
printGoals(goals, pages);
reportAnomalies(records);

const output = path.join(OUT_DIR, 'peer-bench.json');
writeFileSync(output, JSON.stringify({ header, options: { ...options, runs }, moduleCounts: generated.counts, summary, goals, runs: records }, null, 2) + '\n');
console.log(`\nall runs and figures: ${path.relative(process.cwd(), output)}; Lighthouse's own results: ${path.relative(process.cwd(), path.join(OUT_DIR, 'results'))}/`);

// 1,000 connect/disconnect cycles per element kind (npm run bench:memory).
if (!options['skip-memory']) {
  console.log('\nscripts/bench/memory.mjs:');
  spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/bench/memory.mjs')], { cwd: PROJECT_ROOT, stdio: 'inherit' });
}

/** JS before interaction; in the first round, the pb pages' prefetch with Save-Data and on 2G too. */
async function bytesRun(page, { round }) {
  const result = await jsBytesRun(browser, urlOf(page));
  if (round === 1 && TARGETS[page].kind === 'pb') result.checks = await prefetchChecks(browser, urlOf(page));
  return result;
}

function printEstimate() {
  let seconds = 0;
  let waits = 0;
  for (const tool of TOOLS) {
    const measured = pages.filter(tool.pages).length * (tool.subjects?.length ?? 1);
    seconds += measured * tool.seconds * runs;
    if (tool.firstRoundSeconds) seconds += pages.filter((page) => TARGETS[page].kind === 'pb').length * (tool.firstRoundSeconds - tool.seconds);
    waits += runs;
  }
  const memory = options['skip-memory'] ? '' : ', then about 9 min for the memory benchmark';
  console.log(`estimate: about ${Math.round(seconds / 60)} min of runs${memory}, plus up to ${Math.round((waits * quiet.maxWaitMs) / 60000)} min waiting for a 1-minute load average below ${quiet.maxLoad} (${waits} waits of at most ${quiet.maxWaitMs / 1000} s)\n`);
}

function pad(text, width) {
  return String(text).padEnd(width);
}

function ms(value) {
  return value == null ? 'n/a' : `${value.toFixed(0)} ms`;
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function lighthouseLine(r) {
  return `score ${r.score}  FCP ${r.fcp?.toFixed(0)}  LCP ${r.lcp?.toFixed(0)}  TBT ${r.tbt?.toFixed(0)}  CLS ${r.cls?.toFixed(3)}${r.runtimeError ? `  runtime error ${r.runtimeError}` : ''}`;
}

function browserLine(r) {
  return `ready ×1 ${ms(r.readyCpu1?.all)}, ×4 ${ms(r.readyCpu4?.all)}  long frames ${r.upgradeLongFrames} (worst ${r.worstUpgradeFrameMs.toFixed(0)} ms)  CLS ${r.cls.toFixed(3)}  banner ${r.bannerShown ? 'shown' : 'not shown'}` +
    (r.failures.length ? `  ${r.failures.length} failed request(s)` : '');
}

function bytesLine(r) {
  const checks = r.checks ? `  Save-Data ${kib(r.checks.saveData.gzipBytes)}, 2G ${kib(r.checks.twoG.gzipBytes)}` : '';
  return `run ${kib(r.run.gzipBytes)}/${r.run.files} (framework ${kib(r.run.framework.gzipBytes)})  prefetched ${kib(r.prefetch.gzipBytes)}/${r.prefetch.files}${checks}`;
}

function styleLine(r) {
  return r.error ? `trace: ${r.error}` : `style + layout: load ${ms(r.loadMs)}, scroll ${r.scrollMsPerFrame?.toFixed(2)} ms/frame (${r.scrollFrames} frames)`;
}

function tapLine(r) {
  const requests = r.requestsBeforeAnswer?.length ? `${r.requestsBeforeAnswer.length} request(s) before the answer` : 'answered without a request';
  const notes = r.notes?.length ? `  (${r.notes.join('; ')})` : '';
  return (r.failure ? `FAILED: ${r.failure}` : `${ms(r.ms)}  ${requests}${r.answerKind === 'page' ? '' : `  answer: ${r.answerKind}`}`) + notes;
}

/** Things that make a figure doubtful, said once at the end. */
function reportAnomalies(all) {
  const notes = [];
  for (const record of all) {
    const r = record.result;
    const what = `${record.subject ? `${record.tool} ${record.subject}` : record.tool} ${PAGE_NAMES[record.page]} round ${record.round}`;
    if (record.error) notes.push(`${what} failed: ${record.error.split('\n')[0]}`);
    if (!r) continue;
    if (r.failure) notes.push(`${what}: ${r.failure}`);
    for (const note of r.notes ?? []) notes.push(`${what}: ${note}`);
    if (r.failures?.length) notes.push(`${what}: ${r.failures.join('; ')}`);
    if (r.error) notes.push(`${what}: ${r.error}`);
    if (record.tool === 'browser' && !r.bannerShown) notes.push(`${what}: the cookie banner was not on screen at load + 5 s`);
    if (r.reachedBottom === false) notes.push(`${what}: the scroll did not reach the bottom`);
    if (r.runtimeError) notes.push(`${what}: ${r.runtimeError}`);
    const seen = r.checks && `Save-Data seen ${r.checks.saveData.connection.saveData}, 2G seen as ${r.checks.twoG.connection.effectiveType}`;
    if (seen && (r.checks.saveData.connection.saveData !== true || r.checks.twoG.connection.effectiveType !== '2g')) notes.push(`${what}: the emulated connection did not reach the page (${seen})`);
  }
  const loud = new Set(all.filter((record) => !record.quiet).map((record) => `${record.round}/${record.tool}`)).size;
  if (loud) notes.push(`${loud} tool runs started above the load limit (the machine never got quiet within the wait)`);
  if (notes.length) console.log(`\nNotes:\n${[...new Set(notes)].map((note) => `  - ${note}`).join('\n')}`);
}

function chromiumVersionFromBinary() {
  try {
    return execFileSync(chromiumExecutable(), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
