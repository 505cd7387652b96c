/**
 * The printed report of `npm run bench:peer`: one table of the issue's figures (median [min–max]
 * per page, the ratios of each flavour to the peer, FCP and LCP against the page with no script),
 * then the issue's goal table with ✓ or ✗ per cell, computed from the medians.
 */
import { summarize } from './stats.mjs';

export const PAGE_NAMES = { peer: 'peer', pb: 'default', lite: 'lite', plain: 'plain' };

const KIB = 1024;

/** The reported figures: where each comes from in a run's results, and how it prints. */
export const FIGURES = [
  { id: 'score', label: 'Lighthouse score', tool: 'lighthouse', get: (r) => r.score, digits: 0 },
  { id: 'fcp', label: 'FCP (ms, Lighthouse simulated)', tool: 'lighthouse', get: (r) => r.fcp, digits: 0 },
  { id: 'lcp', label: 'LCP (ms)', tool: 'lighthouse', get: (r) => r.lcp, digits: 0 },
  { id: 'tbt', label: 'TBT (ms)', tool: 'lighthouse', get: (r) => r.tbt, digits: 0 },
  { id: 'clsLighthouse', label: 'CLS (Lighthouse)', tool: 'lighthouse', get: (r) => r.cls, digits: 3 },
  { id: 'clsBrowser', label: 'CLS, load + scroll, CPU ×4', tool: 'browser', get: (r) => r.cls, digits: 3 },
  { id: 'scriptsBeforePaintLighthouse', label: 'script files before first paint (LH)', tool: 'lighthouse', get: (r) => r.scriptsBeforeFirstPaint, digits: 0 },
  { id: 'scriptsBeforePaintBrowser', label: 'script files before first paint (PW)', tool: 'browser', get: (r) => r.scriptsBeforeFirstPaint, digits: 0 },
  { id: 'jsBeforeInteraction', label: 'JS gzip before interaction (KiB)', tool: 'browser', get: (r) => r.jsBeforeInteraction.gzipBytes / KIB, digits: 1 },
  { id: 'filesBeforeInteraction', label: '  files', tool: 'browser', get: (r) => r.jsBeforeInteraction.files, digits: 0 },
  { id: 'jsAfterScroll', label: 'JS gzip after a full scroll (KiB)', tool: 'browser', get: (r) => r.jsAfterScroll.gzipBytes / KIB, digits: 1 },
  { id: 'filesAfterScroll', label: '  files', tool: 'browser', get: (r) => r.jsAfterScroll.files, digits: 0 },
  { id: 'scrollScript', label: 'scroll script ms/frame, 1st pass, CPU ×4', tool: 'scroll', get: (r) => r.scriptMsPerFrame, digits: 2 },
  { id: 'scrollTraceScript', label: '  (from the trace)', tool: 'scroll', get: (r) => r.traceScriptMsPerFrame, digits: 2 },
  { id: 'upgradeLongFrames', label: 'long tasks caused by upgrades (CPU ×4)', tool: 'browser', get: (r) => r.upgradeLongFrames, digits: 0 },
  { id: 'worstUpgradeFrame', label: '  worst of them (ms)', tool: 'browser', get: (r) => r.worstUpgradeFrameMs, digits: 0 },
  { id: 'heroReady', label: 'first-viewport modules ready (ms, CPU ×1)', tool: 'browser', get: (r) => r.heroReadyMs, digits: 0 },
];

/** { page: { figureId: {median, min, max, n} } } from the recorded runs. */
export function summarizeRuns(runs, pages) {
  const summary = {};
  for (const page of pages) {
    summary[page] = {};
    for (const figure of FIGURES) {
      const values = runs.filter((run) => run.page === page && run.tool === figure.tool && run.result).map((run) => figure.get(run.result));
      summary[page][figure.id] = summarize(values);
    }
  }
  return summary;
}

const format = (value, digits) => (value == null ? 'n/a' : value.toFixed(digits));

function cell({ median, min, max, n }, digits) {
  if (!n) return 'n/a';
  if (n === 1 || min === max) return format(median, digits);
  return `${format(median, digits)} [${format(min, digits)}–${format(max, digits)}]`;
}

function ratio(a, b) {
  if (a == null || b == null || b === 0) return 'n/a';
  return `${(a / b).toFixed(2)}`;
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

export function printTable(summary, pages) {
  const flavours = ['pb', 'lite'].filter((page) => pages.includes(page));
  const labelWidth = 44;
  const widths = pages.map((page) => Math.max(PAGE_NAMES[page].length, ...FIGURES.map((figure) => cell(summary[page][figure.id], figure.digits).length)) + 2);
  const ratioColumns = pages.includes('peer') ? flavours.map((page) => `${PAGE_NAMES[page]}/peer`) : [];
  const header = pad('figure (median [min–max])', labelWidth) + pages.map((page, i) => padLeft(PAGE_NAMES[page], widths[i])).join('') + ratioColumns.map((name) => padLeft(name, 14)).join('');
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const figure of FIGURES) {
    const cells = pages.map((page, i) => padLeft(cell(summary[page][figure.id], figure.digits), widths[i])).join('');
    const ratios = pages.includes('peer') ? flavours.map((page) => padLeft(ratio(summary[page][figure.id].median, summary.peer[figure.id].median), 14)).join('') : '';
    console.log(pad(figure.label, labelWidth) + cells + ratios);
  }
  if (pages.includes('plain')) {
    console.log('\nFCP and LCP against the same page with no script (goal: at most 1.05):');
    for (const page of ['peer', ...flavours].filter((name) => pages.includes(name))) {
      const fcp = ratio(summary[page].fcp.median, summary.plain.fcp.median);
      const lcp = ratio(summary[page].lcp.median, summary.plain.lcp.median);
      console.log(`  ${pad(PAGE_NAMES[page], 8)} FCP ${fcp}   LCP ${lcp}`);
    }
  }
  console.log('\nLH: Lighthouse (observed first paint); PW: this benchmark\'s Chromium runs. Long tasks: animation frames over 50 ms running script from dist/.');
}

/**
 * The issue's goal table, per flavour: [figure, check(flavourMedians, peerMedians, plainMedians)
 * → { value, pass (true/false/null for "report only"), goal }].
 */
const GOALS = [
  ['Lighthouse mobile score', (m) => atLeast(m.score, { pb: 92, lite: 97 }[m.page], 0)],
  ['FCP', (m, peer, plain) => paint(m.fcp, peer.fcp, plain.fcp)],
  ['LCP', (m, peer, plain) => paint(m.lcp, peer.lcp, plain.lcp)],
  ['TBT (ms)', (m) => atMost(m.tbt, { pb: 100, lite: 50 }[m.page], 0)],
  ['script files before first paint (LH, PW)', (m) => {
    const values = [m.scriptsBeforePaintLighthouse, m.scriptsBeforePaintBrowser];
    const known = values.filter((value) => value != null);
    return { value: values.map((value) => format(value, 0)).join(', '), pass: known.length ? known.every((value) => value <= 2) : null, goal: '≤ 2' };
  }],
  ['JS gzip before interaction (KiB)', (m, peer) => (m.page === 'pb' ? atMost(m.jsBeforeInteraction, peer.jsBeforeInteraction, 1, 'peer') : atMost(m.jsBeforeInteraction, 30, 1))],
  ['JS gzip after a full scroll (KiB)', (m, peer) => (m.page === 'pb' ? { value: format(m.jsAfterScroll, 1), pass: null, goal: 'report' } : atMost(m.jsAfterScroll, peer.jsAfterScroll, 1, 'peer (aim)'))],
  ['scroll script ms/frame, 1st pass, CPU ×4', (m, peer) => (m.page === 'pb' ? atMost(m.scrollScript, peer.scrollScript, 2, 'peer') : atMost(m.scrollScript, peer.scrollScript == null ? null : peer.scrollScript / 2, 2, 'half the peer'))],
  ['long tasks caused by upgrades', (m) => atMost(m.upgradeLongFrames, 0, 0)],
  ['CLS (LH, PW)', (m) => {
    const values = [m.clsLighthouse, m.clsBrowser];
    const known = values.filter((value) => value != null);
    // "0" as Lighthouse prints it: below 0.0005, which rounds to 0.000.
    return { value: values.map((value) => format(value, 3)).join(', '), pass: known.length ? known.every((value) => value < 0.0005) : null, goal: '0' };
  }],
];

function atMost(value, limit, digits, limitName) {
  const goal = `≤ ${format(limit, digits)}${limitName ? ` ${limitName}` : ''}`;
  return { value: format(value, digits), pass: value == null || limit == null ? null : value <= limit, goal };
}

function atLeast(value, limit, digits) {
  return { value: format(value, digits), pass: value == null ? null : value >= limit, goal: `≥ ${limit}` };
}

/** FCP/LCP: at most the peer's, and within 5 % of the page with no script. */
function paint(value, peer, plain) {
  const pass = value == null || peer == null || plain == null ? null : value <= peer && value <= plain * 1.05;
  return { value: format(value, 0), pass, goal: `≤ ${format(peer, 0)} peer, ≤ ${format(plain == null ? null : plain * 1.05, 0)} plain + 5 %` };
}

const MARK = { true: '✓', false: '✗', null: '·' };

export function goalResults(summary, pages) {
  const medians = (page) => ({ page, ...Object.fromEntries(Object.entries(summary[page] ?? {}).map(([id, s]) => [id, s.median])) });
  const peer = pages.includes('peer') ? medians('peer') : {};
  const plain = pages.includes('plain') ? medians('plain') : {};
  return GOALS.map(([label, check]) => ({
    label,
    ...Object.fromEntries(['pb', 'lite'].filter((page) => pages.includes(page)).map((page) => [page, check(medians(page), peer, plain)])),
  }));
}

export function printGoals(goals, pages) {
  const flavours = ['pb', 'lite'].filter((page) => pages.includes(page));
  if (!flavours.length) return;
  const text = (result) => `${MARK[result.pass]} ${result.value}  (${result.goal === 'report' ? 'report only' : `goal ${result.goal}`})`;
  const widths = flavours.map((page) => Math.max(...goals.map((goal) => text(goal[page]).length)) + 3);
  console.log(`\nGoals of issue 12, from the medians (✓ met, ✗ not met, · not measured or report only)`);
  console.log(pad('figure', 42) + flavours.map((page, i) => pad(PAGE_NAMES[page], widths[i])).join(''));
  for (const goal of goals) console.log(pad(goal.label, 42) + flavours.map((page, i) => pad(text(goal[page]), widths[i])).join(''));
}
