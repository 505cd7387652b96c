/**
 * The split-test results page (issue 17): `GET /split-tests/`, rendered by the server, readable
 * without JavaScript. Per test: its facts, a chart of the conversion rates with their 95 %
 * intervals (inline SVG, described in words for screen readers), a table per subject (visitors,
 * goal conversions, rate and Wilson interval, bounce rate, the two-proportion z-test against the
 * control, the Beta-Binomial probability to beat the control, the visitors still needed to detect
 * the stated lift) and the counts of every record type. The statistics are the page's own
 * (dist/server/statistics.mjs, built from react-core/split-test/statistics.ts).
 */
import {
  conversionRate,
  probabilityToBeat,
  twoProportionZTest,
  visitorsNeeded,
  wilsonInterval,
} from '../../../dist/server/statistics.mjs';
import { renderSitePage } from '../site-page.mjs';
import { escapeHtml } from '../escape-html.mjs';
import { loadTests } from './split-test.mjs';
import { RECORD_TYPES } from './split-test-stats.mjs';

export const SPLIT_TESTS_PATH = '/split-tests/';

/** What each record type counts, for the tables' headers. */
export const RECORD_TYPE_LABELS = /** @type {Record<string, string>} */ ({
  read_page: 'Page reads',
  view_page: 'Page views',
  view_goal: 'Goal views',
  read_goal: 'Goal reads',
  click_goal: 'Goal clicks',
  con_goal: 'Conversions',
  con_short: 'Shortcode conversions',
});

const integer = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholePercent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const decimal3 = new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const NONE = '—';

/** A probability as a percentage, never rounded to a certain 0 or 100 %. */
function formatProbability(/** @type {number} */ probability) {
  if (probability > 0.999) return '> 99.9%';
  if (probability < 0.001) return '< 0.1%';
  return percent.format(probability);
}

function formatPValue(/** @type {number} */ pValue) {
  return pValue < 0.001 ? '< 0.001' : decimal3.format(pValue);
}

/** @param {[number, number]} interval */
function formatInterval([low, high]) {
  return `${percent.format(low)} to ${percent.format(high)}`;
}

/**
 * @typedef {object} SubjectResult
 * @property {import('./split-test.mjs').Subject} subject
 * @property {boolean} isControl
 * @property {number} visitors Stored assignments.
 * @property {number} conversions Records of the test's goal type.
 * @property {Map<string, number>} counts Records by type.
 * @property {[number, number] | undefined} interval 95 % Wilson interval of the rate, none without visitors.
 * @property {import('../../../react-core/split-test/statistics.ts').ZTest | undefined} zTest Against the control.
 * @property {number | undefined} beat Probability to beat the control.
 * @property {number | undefined} stillNeeded Visitors still needed to detect the stated lift.
 */

/**
 * The figures of every subject of a test, from the stored assignments and records.
 * @param {import('better-sqlite3').Database} db
 * @param {import('./split-test.mjs').SplitTest} test
 * @returns {SubjectResult[]}
 */
export function testResults(db, test) {
  const visitors = new Map(
    /** @type {Array<[string, number]>} */ (
      db.prepare('SELECT subject_id, COUNT(*) FROM split_test_assignments WHERE test_id = ? GROUP BY subject_id').raw().all(test.id)
    ),
  );
  /** @type {Map<string, Map<string, number>>} */
  const counts = new Map(test.subjects.map(({ id }) => [id, new Map()]));
  const rows = /** @type {Array<[string, string, number]>} */ (
    db.prepare('SELECT subject_id, record_type, COUNT(*) FROM split_test_stats WHERE test_id = ? GROUP BY subject_id, record_type').raw().all(test.id)
  );
  for (const [subjectId, recordType, count] of rows) counts.get(subjectId)?.set(recordType, count);
  const proportion = (/** @type {string} */ subjectId) => ({
    visitors: visitors.get(subjectId) ?? 0,
    conversions: counts.get(subjectId)?.get(test.goalType) ?? 0,
  });
  const control = proportion(test.controlSubjectId);
  const needed = control.visitors > 0 ? visitorsNeeded(conversionRate(control), test.targetLift) : undefined;
  return test.subjects.map((subject) => {
    const own = proportion(subject.id);
    const isControl = subject.id === test.controlSubjectId;
    const compared = !isControl && own.visitors > 0 && control.visitors > 0;
    return {
      subject,
      isControl,
      ...own,
      counts: counts.get(subject.id) ?? new Map(),
      interval: own.visitors > 0 ? wilsonInterval(own) : undefined,
      zTest: compared ? twoProportionZTest(control, own) : undefined,
      beat: compared ? probabilityToBeat(control, own) : undefined,
      stillNeeded: needed === undefined ? undefined : Math.max(0, needed - own.visitors),
    };
  });
}

/** @param {SubjectResult} result */
function subjectName(result) {
  return `${escapeHtml(result.subject.name)}${result.isControl ? ' (control)' : ''}`;
}

/** @param {SubjectResult} result */
function rateText(result) {
  return result.interval ? `${percent.format(conversionRate(result))} (${formatInterval(result.interval)})` : NONE;
}

/** @param {SubjectResult} result */
function bounceText(result) {
  if (result.visitors === 0) return NONE;
  return percent.format(Math.max(0, 1 - (result.counts.get('read_page') ?? 0) / result.visitors));
}

/**
 * A table in a box that scrolls on a narrow screen (focusable, so the keyboard scrolls it too).
 * @param {{ id: string, caption: string, headers: string[], rows: string[][] }} table Markup;
 *   each row's first cell is its header.
 */
function renderTable({ id, caption, headers, rows }) {
  const body = rows.map(([header, ...cells]) => `<tr><th scope="row">${header}</th>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`);
  return `<div class="ab-table" role="region" aria-labelledby="${id}" tabindex="0">
        <table>
          <caption id="${id}">${caption}</caption>
          <thead>
            <tr>${headers.map((header) => `<th scope="col">${header}</th>`).join('')}</tr>
          </thead>
          <tbody>
            ${body.join('\n            ')}
          </tbody>
        </table>
      </div>`;
}

/**
 * The results table of a test.
 * @param {import('./split-test.mjs').SplitTest} test
 * @param {SubjectResult[]} results
 */
function renderResultsTable(test, results) {
  return renderTable({
    id: `test-${escapeHtml(test.id)}-results`,
    caption: `Results per subject: ${escapeHtml(test.name)}`,
    headers: [
      'Subject',
      'Visitors',
      'Goal conversions',
      'Conversion rate (95 % interval)',
      'Bounce rate',
      'p-value against the control',
      'Probability to beat the control',
      'Visitors still needed',
    ],
    rows: results.map((result) => [
      subjectName(result),
      integer.format(result.visitors),
      integer.format(result.conversions),
      rateText(result),
      bounceText(result),
      result.isControl ? 'control' : result.zTest ? formatPValue(result.zTest.pValue) : NONE,
      result.isControl ? 'control' : result.beat === undefined ? NONE : formatProbability(result.beat),
      result.stillNeeded === undefined ? NONE : integer.format(result.stillNeeded),
    ]),
  });
}

/**
 * The counts of every record type per subject.
 * @param {import('./split-test.mjs').SplitTest} test
 * @param {SubjectResult[]} results
 */
function renderCountsTable(test, results) {
  return renderTable({
    id: `test-${escapeHtml(test.id)}-records`,
    caption: `Records by type: ${escapeHtml(test.name)}`,
    headers: ['Subject', ...RECORD_TYPES.map((type) => `${escapeHtml(RECORD_TYPE_LABELS[type] ?? type)} <code>${escapeHtml(type)}</code>`)],
    rows: results.map((result) => [subjectName(result), ...RECORD_TYPES.map((type) => integer.format(result.counts.get(type) ?? 0))]),
  });
}

/** Chart geometry, in SVG units. */
const CHART = { width: 640, label: 210, right: 570, row: 44, top: 12, axis: 34 };

/**
 * A bar chart of the conversion rates with their 95 % intervals as whiskers, its figures in
 * words in `<title>` and `<desc>`.
 * @param {import('./split-test.mjs').SplitTest} test
 * @param {SubjectResult[]} results
 */
function renderChart(test, results) {
  const id = `test-${escapeHtml(test.id)}-chart`;
  const highest = Math.max(0.05, ...results.map((result) => result.interval?.[1] ?? 0));
  const step = highest > 0.3 ? 0.1 : 0.05;
  const axisMax = Math.min(1, Math.ceil(highest / step - 1e-9) * step);
  const x = (/** @type {number} */ rate) => CHART.label + (rate / axisMax) * (CHART.right - CHART.label);
  const height = CHART.top + results.length * CHART.row + CHART.axis;
  const bars = results.map((result, index) => {
    const top = CHART.top + index * CHART.row;
    const middle = top + CHART.row / 2;
    const label = `<text x="${CHART.label - 10}" y="${middle + 5}" text-anchor="end">${subjectName(result)}</text>`;
    if (!result.interval) return `${label}<text x="${CHART.label + 6}" y="${middle + 5}">no visitors yet</text>`;
    const [low, high] = result.interval;
    const rate = conversionRate(result);
    return `${label}
          <rect class="${result.isControl ? 'ab-bar-control' : 'ab-bar'}" x="${CHART.label}" y="${top + 8}" width="${(x(rate) - CHART.label).toFixed(1)}" height="${CHART.row - 16}"/>
          <path class="ab-whisker" d="M${x(low).toFixed(1)} ${middle}H${x(high).toFixed(1)}M${x(low).toFixed(1)} ${middle - 7}v14M${x(high).toFixed(1)} ${middle - 7}v14"/>
          <text x="${(x(high) + 8).toFixed(1)}" y="${middle + 5}">${percent.format(rate)}</text>`;
  });
  const axisY = CHART.top + results.length * CHART.row + 4;
  const ticks = [];
  for (let tick = 0; tick <= Math.round(axisMax / step); tick += 1) {
    const value = tick * step;
    ticks.push(
      `<path class="ab-tick" d="M${x(value).toFixed(1)} ${axisY}v6"/><text x="${x(value).toFixed(1)}" y="${axisY + 22}" text-anchor="middle">${wholePercent.format(value)}</text>`,
    );
  }
  const words = results
    .map((result) => `${result.subject.name}${result.isControl ? ' (control)' : ''}: ${result.interval ? `${percent.format(conversionRate(result))}, 95 % interval ${formatInterval(result.interval)}` : 'no visitors yet'}`)
    .join('; ');
  return `<figure class="ab-chart">
        <svg role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${CHART.width} ${height}" width="${CHART.width}" height="${height}">
          <title id="${id}-title">Conversion rate per subject of ${escapeHtml(test.name)}</title>
          <desc id="${id}-desc">${escapeHtml(`Goal conversion rate with its 95 % Wilson interval. ${words}.`)}</desc>
          ${bars.join('\n          ')}
          <path class="ab-axis" d="M${CHART.label} ${axisY}H${CHART.right}"/>
          ${ticks.join('\n          ')}
        </svg>
        <figcaption>Bars: goal conversion rate; whiskers: 95 % interval.</figcaption>
      </figure>`;
}

/**
 * The verdict of each subject against the control, in words.
 * @param {SubjectResult[]} results
 */
function renderVerdicts(results) {
  const items = results
    .filter((result) => !result.isControl)
    .map((result) => {
      const name = escapeHtml(result.subject.name);
      if (!result.zTest || result.beat === undefined) return `<li>${name}: not enough data to compare with the control yet.</li>`;
      const p = formatPValue(result.zTest.pValue);
      const beat = formatProbability(result.beat);
      if (!result.zTest.significant) {
        return `<li>${name}: no significant difference from the control yet (p = ${p}; probability to beat the control ${beat}).</li>`;
      }
      const direction = result.zTest.z > 0 ? 'better' : 'worse';
      return `<li>${name}: significantly ${direction} than the control at the 95 % level (p = ${p}; probability to beat the control ${beat}).</li>`;
    });
  return `<ul class="ab-verdicts">${items.join('')}</ul>`;
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {import('./split-test.mjs').SplitTest} test
 */
function renderTest(db, test) {
  const results = testResults(db, test);
  const control = test.subjects.find(({ id }) => id === test.controlSubjectId);
  const goal = `${RECORD_TYPE_LABELS[test.goalType] ?? test.goalType} (${test.goalType})`;
  return `      <section class="ab-test" aria-labelledby="test-${escapeHtml(test.id)}">
        <h2 id="test-${escapeHtml(test.id)}">${escapeHtml(test.name)}</h2>
        <dl class="ab-facts">
          <div><dt>Status</dt><dd>${test.status === 'running' ? 'Running' : 'Paused'}</dd></div>
          <div><dt>Test</dt><dd>${escapeHtml(test.id)} on page ${escapeHtml(test.postId)}</dd></div>
          <div><dt>Goal</dt><dd>${escapeHtml(goal)}</dd></div>
          <div><dt>Lift to detect</dt><dd>+${wholePercent.format(test.targetLift)} over the control${control ? ` (${escapeHtml(control.name)})` : ''}</dd></div>
        </dl>
        ${renderChart(test, results)}
        ${renderVerdicts(results)}
        ${renderResultsTable(test, results)}
        ${renderCountsTable(test, results)}
      </section>`;
}

/**
 * The whole results page.
 * @param {import('better-sqlite3').Database} db
 */
export function renderResultsPage(db) {
  const tests = loadTests(db);
  const main = `      <h1>Split-test results</h1>
      <p class="lead">Every split test of the demo site, from the visitors and records stored by the server.</p>
      <p>
        Visitors are the visitors assigned to a subject who allowed statistics. The conversion rate is
        the share of them who reached the test's goal, with its 95 % <strong>Wilson score interval</strong>.
        Each subject is compared with the control by a two-sided <strong>two-proportion z-test</strong>
        (pooled standard error; significant when p &lt; 0.05) and by the probability that its rate is
        higher (<strong>Beta-Binomial, uniform prior</strong>: Beta(1, 1), exact). The visitors still needed
        are those a subject lacks to detect the stated lift over the control's current rate at 95 %
        confidence with 80 % power. The bounce rate is the share of visitors without a page read.
      </p>
${tests.length > 0 ? tests.map((test) => renderTest(db, test)).join('\n') : '      <p>No split tests yet.</p>'}`;
  return renderSitePage({
    title: 'Split-test results',
    description: 'The results of the demo site’s split tests: conversion rates with intervals, significance and the visitors still needed.',
    stylesheets: ['/assets/split-tests.css'],
    current: SPLIT_TESTS_PATH,
    main,
    footer: "pb-elements demo site. The figures are computed from the demo server's database; test 2's history is synthetic.",
  });
}

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  {
    method: 'GET',
    path: '/split-tests',
    handler: () => ({ status: 301, headers: { Location: SPLIT_TESTS_PATH } }),
  },
  {
    method: 'GET',
    path: SPLIT_TESTS_PATH,
    handler: ({ db }) => ({ html: renderResultsPage(db), headers: { 'Cache-Control': 'no-store' } }),
  },
];
