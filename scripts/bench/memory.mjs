/**
 * Memory benchmark (`npm run bench:memory`, after `npm run build`): for every element kind, in
 * real Chromium, 1,000 cycles of inserting an instance into its demo page, waiting until it has
 * rendered, and removing it (memory-cycles.mjs). The JS heap and the DOM counters (nodes, JS
 * event listeners, documents) are read after a forced garbage collection: after the warm-up, at
 * the half, and four times more through the last half. A leak keeps growing through the last
 * half; a cache filled once does not. It prints figures and flags what is not flat; it asserts
 * nothing (the browser tests assert what a removal must release).
 *
 *   node scripts/bench/memory.mjs [--flavour default|lite|both] [--variant fresh|same|both]
 *     [--cycles 1000] [--warmup 20] [--only pb-tabs,pb-slider] [--frame-every 10] [--parallel 2] [--jit]
 *
 * `fresh` inserts a new copy of the instance every cycle (the default), `same` inserts the same
 * element again. Each row runs in a browser context of its own, `--parallel` rows at a time.
 *
 * V8 runs without its compilers (`--jitless`) unless `--jit` is given: the machine code they add
 * while a page warms up is counted in the JS heap too, and for the carousel it kept adding a few
 * hundred bytes per cycle for the first thousand cycles before it levelled off about 0.5 MiB up,
 * which hides whether any object is kept. Without them, what grows is what the page retains.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumExecutable, CHROMIUM_ARGS } from '../chromium.mjs';
import { prepareCycles } from './memory-cycles.mjs';
import { elementTags, startSite } from './memory-site.mjs';

/** Growth per cycle over the last half above which a kind is flagged (without V8's compilers, flat kinds stay within a few bytes). */
const GROWTH_FLAG_BYTES = 32;
const RENDER_TIMEOUT_MS = 10000;
/** Readings in the last half (a span between two of them each). */
const SPANS = 4;
/** How long a reading waits at most for the page's requests to finish. */
const SETTLE_TIMEOUT_MS = 3000;
/** Preact runs the passive cleanups of a removed component after the next frame (or 100 ms). */
const CLEANUP_WAIT_MS = 150;
const FLAVOURS = { default: '/dist', lite: '/dist/lite' };
const VARIANTS = ['fresh', 'same'];
const NO_COMPILERS = '--js-flags=--jitless';

function whole(value, name, minimum) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) throw new Error(`--${name} takes a whole number of at least ${minimum}`);
  return number;
}

function options() {
  const { values } = parseArgs({
    options: {
      flavour: { type: 'string', default: 'both' },
      variant: { type: 'string', default: 'fresh' },
      cycles: { type: 'string', default: '1000' },
      warmup: { type: 'string', default: '20' },
      only: { type: 'string' },
      'frame-every': { type: 'string', default: '10' },
      parallel: { type: 'string', default: String(availableParallelism()) },
      jit: { type: 'boolean', default: false },
    },
  });
  const pick = (value, all, name) => {
    if (value === 'both') return all;
    if (!all.includes(value)) throw new Error(`--${name} is one of ${all.join(', ')} or both`);
    return [value];
  };
  const tags = elementTags();
  const only = values.only?.split(',').map((tag) => tag.trim()).filter(Boolean);
  for (const tag of only ?? []) if (!tags.includes(tag)) throw new Error(`unknown element kind ${tag} (known: ${tags.join(', ')})`);
  return {
    flavours: pick(values.flavour, Object.keys(FLAVOURS), 'flavour'),
    variants: pick(values.variant, VARIANTS, 'variant'),
    tags: only ?? tags,
    cycles: whole(values.cycles, 'cycles', 2),
    warmup: whole(values.warmup, 'warmup', 0),
    frameEvery: whole(values['frame-every'], 'frame-every', 1),
    parallel: whole(values.parallel, 'parallel', 1),
    jit: values.jit,
  };
}

/** The requests a page has in flight: a reading waits for none (see `sample`). */
function trackRequests(page) {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const started = performance.now();
    while (inFlight > 0 && performance.now() - started < SETTLE_TIMEOUT_MS) await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

/**
 * JS heap used and the DOM counters, after garbage collection, once the page has settled: its
 * requests finished (a removed video whose file is still loading is kept by the browser until the
 * load ends, which is not a leak, and the machine's load decides how many) and the cleanups that
 * wait for a paint done.
 */
async function sample(page, cdp, settle) {
  await settle();
  // A frame, then a moment: Preact runs a removed component's passive cleanups after the next paint.
  await page.evaluate((wait) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, wait))), CLEANUP_WAIT_MS);
  for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { documents, nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, documents, nodes, listeners: jsEventListeners };
}

/** The middle of `values` (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
}

/**
 * How the readings move over the last half: the heap's growth per cycle (the median of its
 * growth per cycle in each span), and for each DOM counter how much it grew and in how many
 * spans. A leak grows in every span; a one-off (a cache filled, a buffer doubled, the garbage
 * collector's or the network's timing) moves one span.
 */
function lastHalf(readings, cyclesPerSpan) {
  const deltas = (name) => readings.slice(1).map((reading, index) => reading[name] - readings[index][name]);
  const counter = (name) => ({ grown: readings.at(-1)[name] - readings[0][name], spans: deltas(name).filter((delta) => delta > 0).length });
  return {
    heapPerCycle: median(deltas('heap').map((delta, index) => delta / cyclesPerSpan[index])),
    listeners: counter('listeners'),
    nodes: counter('nodes'),
    documents: counter('documents'),
  };
}

/** One row: a kind, a flavour and a variant, in a browser context of its own. */
async function measure(browser, site, settings, { tag, flavour, variant }) {
  const { cycles, warmup, frameEvery } = settings;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const settle = trackRequests(page);
    await site.open(page, tag);
    const module = `${FLAVOURS[flavour]}/${tag}.js`;
    await page.evaluate(prepareCycles, { tag, module, variant, timeoutMs: RENDER_TIMEOUT_MS, frameEvery });
    const cdp = await context.newCDPSession(page);
    let outcome;
    const run = async (count) => {
      outcome = await page.evaluate((count) => window.pbMemoryCycles(count), count);
    };
    const started = performance.now();
    await run(warmup);
    const before = await sample(page, cdp, settle);
    const half = Math.floor(cycles / 2);
    await run(half);
    // The last half in spans, with a reading after each.
    const readings = [await sample(page, cdp, settle)];
    const cyclesPerSpan = [];
    let done = half;
    for (let span = 1; span <= SPANS; span += 1) {
      const until = half + Math.round(((cycles - half) * span) / SPANS);
      await run(until - done);
      cyclesPerSpan.push(until - done);
      done = until;
      readings.push(await sample(page, cdp, settle));
    }
    const after = readings.at(-1);
    return { tag, flavour, variant, before, after, lastHalf: lastHalf(readings, cyclesPerSpan), ...outcome, errors, seconds: (performance.now() - started) / 1000 };
  } finally {
    await context.close();
  }
}

/** Runs `jobs` with at most `parallel` at a time; the results keep the jobs' order. */
async function runAll(jobs, parallel, run) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await run(jobs[index]);
      process.stderr.write(`  ${jobs[index].flavour} ${jobs[index].tag} ${jobs[index].variant}: ${results[index].seconds.toFixed(0)} s\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, worker));
  return results;
}

function flags(result) {
  const found = [];
  if (result.lastHalf.heapPerCycle > GROWTH_FLAG_BYTES) found.push('heap grows');
  for (const name of ['listeners', 'nodes', 'documents']) {
    const { grown, spans } = result.lastHalf[name];
    if (grown > 0 && spans >= SPANS - 1) found.push(`${name} grow (+${grown} in the last half)`);
  }
  if (result.notRendered) found.push(`${result.notRendered} cycles not rendered`);
  if (result.failed) found.push(`${result.failed} cycles failed`);
  if (result.errors.length) found.push(`${result.errors.length} page errors, first: ${result.errors[0]}`);
  return found.length ? `NOT FLAT: ${found.join(', ')}` : 'flat';
}

const MIB = 1024 * 1024;
const COLUMNS = [
  ['element', 22, (r) => r.tag],
  ['variant', 7, (r) => r.variant],
  ['heap MiB before → after', 23, (r) => `${(r.before.heap / MIB).toFixed(2)} → ${(r.after.heap / MIB).toFixed(2)}`],
  ['B/cycle, last half', 18, (r) => r.lastHalf.heapPerCycle.toFixed(0)],
  ['listeners', 11, (r) => `${r.before.listeners} → ${r.after.listeners}`],
  ['nodes', 11, (r) => `${r.before.nodes} → ${r.after.nodes}`],
  ['s', 4, (r) => r.seconds.toFixed(0)],
];
const line = (cells) => cells.map((cell, index) => String(cell).padEnd(COLUMNS[index][1])).join(' ');

function printTable(flavour, results, settings) {
  const compilers = settings.jit ? "V8's compilers on" : "V8's compilers off (--jitless)";
  console.log(`\n${flavour} flavour (${FLAVOURS[flavour]}/pb-*.js): ${settings.warmup} warm-up cycles, then ${settings.cycles}, a frame every ${settings.frameEvery}; forced GC before each reading; ${compilers}`);
  console.log(line(COLUMNS.map(([name]) => name)) + ' flag');
  for (const result of results) console.log(line(COLUMNS.map(([, , cell]) => cell(result))) + ' ' + flags(result));
}

const settings = options();
const jobs = settings.flavours.flatMap((flavour) => settings.tags.flatMap((tag) => settings.variants.map((variant) => ({ flavour, tag, variant }))));
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: [...CHROMIUM_ARGS, ...(settings.jit ? [] : [NO_COMPILERS])],
});
const site = await startSite();
const started = performance.now();
let results;
try {
  console.error(`memory benchmark: ${jobs.length} rows, ${settings.parallel} at a time`);
  results = await runAll(jobs, settings.parallel, (job) => measure(browser, site, settings, job));
} finally {
  await browser.close();
  await site.close();
}
for (const flavour of settings.flavours) printTable(flavour, results.filter((result) => result.flavour === flavour), settings);
const flagged = results.filter((result) => flags(result) !== 'flat').length;
const minutes = (performance.now() - started) / 60000;
console.log(`\n${flagged} of ${results.length} rows not flat; ${minutes.toFixed(1)} min on ${availableParallelism()} cores`);
