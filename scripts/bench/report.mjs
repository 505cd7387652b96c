/**
 * The printed report of `npm run bench:peer`: one table of issue 33's figures (median [min–max]
 * per page, each flavour's ratio to its reference: the peer, or the same page with no script),
 * then issue 33's goal table with ✓ or ✗ per flavour, computed from the medians.
 */
import { summarize } from './stats.mjs';
import { TAP_LABELS, TAPS } from './tap-watch.mjs';

export const PAGE_NAMES = { peer: 'peer', pb: 'default', lite: 'lite', plain: 'plain' };

const KIB = 1024;
const kib = (bytes) => (bytes == null ? null : bytes / KIB);
const READY_PARTS = ['header', 'menu', 'hero', 'banner'];

/**
 * The reported figures: the tool (and tap) whose runs give it, how to read it from a run's
 * result, its digits, and the page a flavour is compared with (`versus`).
 */
export const FIGURES = [
  ...TAPS.flatMap((tap) => [
    { id: `tap:${tap}`, label: `first tap: ${TAP_LABELS[tap]} (ms)`, tool: 'tap', subject: tap, get: (r) => r.ms, digits: 0, versus: 'peer', failures: true },
    { id: `tapRequests:${tap}`, label: '  requests pointerdown → answer', tool: 'tap', subject: tap, get: (r) => (r.failure ? null : r.requestsBeforeAnswer.length), digits: 0 },
  ]),
  ...[1, 4].flatMap((cpu) => [
    { id: `ready${cpu}`, label: `first-viewport modules ready, CPU ×${cpu} (ms)`, tool: 'browser', get: (r) => r[`readyCpu${cpu}`]?.all, digits: 0, versus: 'peer' },
    ...READY_PARTS.map((part) => ({ id: `ready${cpu}:${part}`, label: `  ${part}`, tool: 'browser', get: (r) => r[`readyCpu${cpu}`]?.[part], digits: 0, versus: 'peer' })),
  ]),
  { id: 'fcp', label: 'FCP (ms, Lighthouse simulated)', tool: 'lighthouse', get: (r) => r.fcp, digits: 0, versus: 'plain' },
  { id: 'lcp', label: 'LCP (ms, Lighthouse simulated)', tool: 'lighthouse', get: (r) => r.lcp, digits: 0, versus: 'plain' },
  { id: 'styleScroll', label: 'style + layout per scroll frame (ms, CPU ×1)', tool: 'style', get: (r) => r.scrollMsPerFrame, digits: 2, versus: 'plain' },
  { id: 'styleLoad', label: 'style + layout, load + 5 s (ms, CPU ×1)', tool: 'style', get: (r) => r.loadMs, digits: 0, versus: 'plain' },
  { id: 'jsRun', label: 'JS run before interaction (KiB gzip)', tool: 'bytes', get: (r) => kib(r.run.gzipBytes), digits: 1, versus: 'peer' },
  { id: 'jsRunFiles', label: '  files', tool: 'bytes', get: (r) => r.run.files, digits: 0 },
  { id: 'jsRunFramework', label: '  framework chunk (KiB)', tool: 'bytes', get: (r) => kib(r.run.framework.gzipBytes), digits: 1 },
  { id: 'jsRunRest', label: '  the rest (KiB)', tool: 'bytes', get: (r) => kib(r.run.rest.gzipBytes), digits: 1 },
  { id: 'prefetch', label: 'JS prefetched on idle, not run (KiB gzip)', tool: 'bytes', get: (r) => kib(r.prefetch.gzipBytes), digits: 1 },
  { id: 'prefetchFiles', label: '  files', tool: 'bytes', get: (r) => r.prefetch.files, digits: 0 },
  { id: 'prefetchAfterLcp', label: '  its start − LCP (ms)', tool: 'bytes', get: (r) => r.prefetch.afterLcpMs, digits: 0 },
  { id: 'prefetchAfterLoad', label: '  its start − load event (ms)', tool: 'bytes', get: (r) => r.prefetch.afterLoadMs, digits: 0 },
  { id: 'prefetchLowPriority', label: '  at low priority (1 yes, 0 no)', tool: 'bytes', get: (r) => (r.prefetch.files ? Number(r.prefetch.priorities.every((priority) => /^(Low|VeryLow)$/.test(priority))) : null), digits: 0 },
  { id: 'prefetchAfterImages', label: "  after the page's images (1 yes, 0 no)", tool: 'bytes', get: (r) => (r.prefetch.afterImages == null ? null : Number(r.prefetch.afterImages)), digits: 0 },
  { id: 'prefetchSaveData', label: '  with Save-Data (KiB)', tool: 'bytes', get: (r) => kib(r.checks?.saveData.gzipBytes), digits: 1 },
  { id: 'prefetch2g', label: '  on 2G (KiB)', tool: 'bytes', get: (r) => kib(r.checks?.twoG.gzipBytes), digits: 1 },
  { id: 'upgradeLongFrames', label: 'long tasks caused by upgrades (CPU ×4)', tool: 'browser', get: (r) => r.upgradeLongFrames, digits: 0 },
  { id: 'worstUpgradeFrame', label: '  worst of them (ms)', tool: 'browser', get: (r) => r.worstUpgradeFrameMs, digits: 0 },
  { id: 'clsLighthouse', label: 'CLS (Lighthouse)', tool: 'lighthouse', get: (r) => r.cls, digits: 3 },
  { id: 'clsBrowser', label: 'CLS, load + scroll, CPU ×4', tool: 'browser', get: (r) => r.cls, digits: 3 },
  { id: 'score', label: 'Lighthouse score', tool: 'lighthouse', get: (r) => r.score, digits: 0 },
  { id: 'tbt', label: 'TBT (ms)', tool: 'lighthouse', get: (r) => r.tbt, digits: 0 },
  { id: 'scriptsBeforePaint', label: 'script files before first paint', tool: 'browser', get: (r) => r.scriptsBeforeFirstPaint, digits: 0 },
];

/** { page: { figureId: {median, min, max, n, failed} } } from the recorded runs. */
export function summarizeRuns(runs, pages) {
  const summary = {};
  for (const page of pages) {
    summary[page] = {};
    for (const figure of FIGURES) {
      const own = runs.filter((run) => run.page === page && run.tool === figure.tool && (!figure.subject || run.subject === figure.subject));
      const results = own.filter((run) => run.result).map((run) => run.result);
      const stats = summarize(results.map(figure.get));
      if (figure.failures) stats.failed = own.filter((run) => run.error || run.result?.failure).length;
      summary[page][figure.id] = stats;
    }
  }
  return summary;
}

const format = (value, digits) => (value == null ? 'n/a' : value.toFixed(digits));

function cell({ median, min, max, n, failed }, digits) {
  const failures = failed ? ` ✗${failed}` : '';
  if (!n) return failed ? `failed${failures}` : 'n/a';
  if (n === 1 || min === max) return format(median, digits) + failures;
  return `${format(median, digits)} [${format(min, digits)}–${format(max, digits)}]${failures}`;
}

function ratio(a, b) {
  if (a == null || b == null || b === 0) return '';
  return (a / b).toFixed(2);
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

export function printTable(summary, pages, { tapCpu }) {
  const labelWidth = 46;
  const shown = FIGURES.filter((figure) => pages.some((page) => summary[page][figure.id].n || summary[page][figure.id].failed));
  const widths = pages.map((page) => Math.max(PAGE_NAMES[page].length, ...shown.map((figure) => cell(summary[page][figure.id], figure.digits).length)) + 2);
  const compared = ['pb', 'lite', 'peer'].filter((page) => pages.includes(page));
  const header = pad('figure (median [min–max], ✗n failed taps)', labelWidth) + pages.map((page, i) => padLeft(PAGE_NAMES[page], widths[i])).join('') + compared.map((page) => padLeft(`${PAGE_NAMES[page]}/ref`, 12)).join('') + '  ref';
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const figure of shown) {
    const cells = pages.map((page, i) => padLeft(cell(summary[page][figure.id], figure.digits), widths[i])).join('');
    const reference = figure.versus && pages.includes(figure.versus) ? summary[figure.versus][figure.id].median : null;
    const ratios = compared.map((page) => padLeft(page === figure.versus || reference == null ? '' : ratio(summary[page][figure.id].median, reference), 12)).join('');
    console.log(pad(figure.label, labelWidth) + cells + ratios + (reference == null ? '' : `  ${PAGE_NAMES[figure.versus]}`));
  }
  const budget = reactBudget(summary, pages);
  if (budget) console.log(`\nReact 19 budget for JS run before interaction: its framework chunk ${format(budget.framework, 1)} + lite's rest ${format(budget.liteRest, 1)} = ${format(budget.value, 1)} KiB; it runs ${format(summary.pb.jsRun.median, 1)} KiB.`);
  console.log(`\nFirst taps: slow 4G, CPU ×${tapCpu}, tapped 4 s after load, pointerdown → the first frame showing the answer. Ready: the last of header, menu, hero, banner.`);
  console.log('Style + layout: thread time of style and layout trace events. Long tasks: animation frames over 50 ms running script from dist/.');
}

/** React's allowance (issue 33): its own framework chunk plus the non-framework bytes lite runs (KiB). */
function reactBudget(summary, pages) {
  if (!pages.includes('pb') || !pages.includes('lite')) return null;
  const framework = summary.pb.jsRunFramework.median;
  const liteRest = summary.lite.jsRunRest.median;
  if (framework == null || liteRest == null) return null;
  return { framework, liteRest, value: framework + liteRest };
}

function atMost(value, limit, digits, limitName = '') {
  const goal = `≤ ${format(limit, digits)}${limitName}`;
  return { value: format(value, digits), pass: value == null || limit == null ? null : value <= limit, goal };
}

const times = (value, factor) => (value == null ? null : value * factor);

/** A first tap: at most 1.25 × the peer's; a tap that never got its answer fails the goal. */
function firstTapGoal(tap) {
  return (m, peer, stats) => {
    const failed = stats[`tap:${tap}`]?.failed;
    const result = atMost(m[`tap:${tap}`], times(peer[`tap:${tap}`], 1.25), 0, ' (1.25 × peer)');
    if (!failed) return result;
    return { ...result, value: `${result.value} (${failed} failed)`, pass: false };
  };
}

/** 0 as the tools print it: CLS below 0.0005 rounds to 0.000. */
function zeroCls(m) {
  const values = [m.clsLighthouse, m.clsBrowser];
  const known = values.filter((value) => value != null);
  return { value: values.map((value) => format(value, 3)).join(', '), pass: known.length ? known.every((value) => value < 0.0005) : null, goal: '0 (LH, CPU ×4 load)' };
}

/** Report only: when it started, and the Save-Data and 2G loads, which must prefetch nothing. */
function prefetchGoal(m) {
  const checks = [m.prefetchSaveData, m.prefetch2g];
  const checked = checks.filter((value) => value != null);
  const yes = (value) => (value == null ? 'n/a' : value >= 0.5 ? 'yes' : 'no');
  const when = m.prefetch
    ? `, start ${format(m.prefetchAfterLcp, 0)} ms after LCP, ${format(m.prefetchAfterLoad, 0)} after load, low priority ${yes(m.prefetchLowPriority)}, after images ${yes(m.prefetchAfterImages)}`
    : '';
  return {
    value: `${format(m.prefetch, 1)} KiB${when}; Save-Data ${format(m.prefetchSaveData, 1)}, 2G ${format(m.prefetch2g, 1)}`,
    pass: checked.length ? checked.every((value) => value === 0) && (m.prefetch ? m.prefetchAfterLcp >= 0 : true) : null,
    goal: 'report; none on Save-Data or 2G, never before LCP',
  };
}

/**
 * Issue 33's goal table, per flavour: [label, the figure whose runs it needs, check(flavourMedians,
 * peerMedians, flavourStats, plainMedians, budget) → { value, pass (true/false/null: not
 * measured), goal }].
 */
const GOALS = [
  ...TAPS.map((tap) => [`first tap: ${TAP_LABELS[tap]}`, `tap:${tap}`, firstTapGoal(tap)]),
  ['first-viewport modules ready, CPU ×1', 'ready1', (m, peer) => atMost(m.ready1, peer.ready1, 0, ' peer')],
  ['first-viewport modules ready, CPU ×4', 'ready4', (m, peer) => atMost(m.ready4, peer.ready4, 0, ' peer')],
  ['FCP', 'fcp', (m, peer, stats, plain) => atMost(m.fcp, times(plain.fcp, 1.05), 0, ' (1.05 × plain)')],
  ['LCP', 'lcp', (m, peer, stats, plain) => atMost(m.lcp, times(plain.lcp, 1.05), 0, ' (1.05 × plain)')],
  ['style + layout per scroll frame', 'styleScroll', (m, peer, stats, plain) => atMost(m.styleScroll, times(plain.styleScroll, 1.1), 2, ' (1.1 × plain)')],
  ['style + layout during load', 'styleLoad', (m, peer, stats, plain) => atMost(m.styleLoad, times(plain.styleLoad, 1.1), 0, ' (1.1 × plain)')],
  ['JS run before interaction (KiB)', 'jsRun', (m, peer, stats, plain, budget) => (m.page === 'lite' ? atMost(m.jsRun, 35, 1) : atMost(m.jsRun, budget?.value, 1, ' (framework + lite rest)'))],
  ['JS prefetched on idle', 'prefetch', prefetchGoal],
  ['long tasks caused by upgrades, CPU ×4', 'upgradeLongFrames', (m) => atMost(m.upgradeLongFrames, 0, 0)],
  ['CLS', 'clsBrowser', zeroCls],
];

const MARK = { true: '✓', false: '✗', null: '·' };

export function goalResults(summary, pages) {
  const medians = (page) => ({ page, ...Object.fromEntries(Object.entries(summary[page] ?? {}).map(([id, stats]) => [id, stats.median])) });
  const peer = pages.includes('peer') ? medians('peer') : {};
  const plain = pages.includes('plain') ? medians('plain') : {};
  const budget = reactBudget(summary, pages);
  const flavours = ['pb', 'lite'].filter((page) => pages.includes(page));
  const ran = (page, id) => summary[page][id].n > 0 || summary[page][id].failed > 0;
  return GOALS.map(([label, id, check]) => ({
    label,
    measured: flavours.some((page) => ran(page, id)),
    ...Object.fromEntries(flavours.map((page) => [page, check(medians(page), peer, summary[page], plain, budget)])),
  }));
}

/** The goals whose figures were measured in this run. */
export function printGoals(allGoals, pages) {
  const flavours = ['pb', 'lite'].filter((page) => pages.includes(page));
  const goals = allGoals.filter((goal) => goal.measured);
  if (!flavours.length || !goals.length) return;
  const text = (result) => `${MARK[result.pass]} ${result.value}  (${result.goal})`;
  const widths = flavours.map((page) => Math.max(...goals.map((goal) => text(goal[page]).length)) + 3);
  console.log('\nGoals of issue 33, from the medians (✓ met, ✗ not met, · not measured)');
  console.log(pad('figure', 44) + flavours.map((page, i) => pad(PAGE_NAMES[page], widths[i])).join(''));
  for (const goal of goals) console.log(pad(goal.label, 44) + flavours.map((page, i) => pad(text(goal[page]), widths[i])).join(''));
}
