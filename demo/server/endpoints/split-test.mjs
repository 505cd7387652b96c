/**
 * Split testing (issue 17), the server side: the tests, their subjects and the visitors'
 * assignments, and the `et_pb_ab_get_subject_id` ajax action that tells a page which subject a
 * visitor sees (SPEC.md §7 "Get A/B subject": answer `{id, content}`).
 *
 * Visitor identity: a random id (VISITOR_ID). The page writes it to the `pb_ab_visitor` cookie
 * only once statistics cookies are allowed, and always sends it as the `pb_ab_visitor` field.
 * The server's visitor is the cookie when it is valid, else the field; it stores something about
 * a visitor ONLY when the cookie is there (a visitor without it has not allowed statistics).
 *
 * Which subject (chooseSubject): a paused test answers its control. Else a stored assignment wins
 * (so a visitor keeps the subject on every visit). Else, with the cookie, the subject with the
 * fewest stored assignments (ties broken by a hash of visitor and test), stored; without it, the
 * subject the hash picks, stored nowhere. Bots (dist/server/bots.mjs, the page's own rules) are
 * answered the same way and never stored. The stats call (./split-test-stats.mjs) and the results
 * page (./split-test-report.mjs) use the helpers exported here.
 */
import { createHash } from 'node:crypto';
import { isBot, isSpeedTestBot } from '../../../dist/server/bots.mjs';
import { forgeryProblem, NONCE_NAMES } from '../forgery-guard.mjs';
import { sqlString } from '../migrations.mjs';
import { escapeHtml } from '../escape-html.mjs';

/** The cookie (and form field) holding the visitor id. */
export const VISITOR_COOKIE = 'pb_ab_visitor';
/** A visitor id: 8 to 64 letters, digits, `_` or `-`. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const BAD_VISITOR_TEXT = 'pb_ab_visitor must be a visitor id: 8 to 64 letters, digits, _ or -.';

/**
 * @typedef {object} Subject
 * @property {string} id
 * @property {string} name
 * @property {string} content Trusted server HTML.
 */

/**
 * @typedef {object} SplitTest
 * @property {string} id
 * @property {string} postId
 * @property {string} name
 * @property {string} goalType The record type that counts as the conversion.
 * @property {number} targetLift The relative lift the test should detect (0.2 = +20 %).
 * @property {string} controlSubjectId
 * @property {'running' | 'paused'} status
 * @property {Subject[]} subjects In their order.
 */

/**
 * A hero block of the demo's split-tested home hero: the same box in every subject (the page's
 * CSS fixes its height), text escaped here.
 * @param {{ title: string, text: string, cta: string, extra?: string }} hero `extra` is markup.
 */
function heroContent({ title, text, cta, extra = '' }) {
  return `<div class="ab-hero"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p>${extra}<a class="button ab-cta" href="#signup">${escapeHtml(cta)}</a></div>`;
}

/** @param {{ title: string, text: string }} pricing */
function pricingContent({ title, text }) {
  return `<div class="ab-pricing"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p></div>`;
}

const INCLUDED = `<pb-toggle><details><summary>What is included?</summary><p>${escapeHtml(
  'Luggage transfer between huts, the hut bookings, a printed route card and a guide’s phone number for every day.',
)}</p></details></pb-toggle>`;

/** The seeded tests: [id, post id, name, goal type, target lift, control, status, subjects]. */
const SEED_TESTS = /** @type {const} */ ([
  [
    '1',
    '42',
    'Home hero call to action',
    'click_goal',
    0.2,
    '10',
    'running',
    [
      ['10', 'Original', heroContent({ title: 'Walks worth the early start', text: 'Guided day walks on the coast and in the hills, at every pace.', cta: 'See this season’s walks' })],
      ['11', 'Benefit headline', heroContent({ title: 'Walk further, carry less', text: 'We carry the bags and book the huts: you just walk.', cta: 'Plan my walk', extra: INCLUDED })],
      ['12', 'Question headline', heroContent({ title: 'Where will you walk this summer?', text: 'Forty routes on the coast and in the hills, from two hours to two weeks.', cta: 'Find my walk' })],
    ],
  ],
  [
    '2',
    '42',
    'Pricing page layout',
    'con_goal',
    0.1,
    '20',
    'paused',
    [
      ['20', 'Three plans', pricingContent({ title: 'Choose your plan', text: 'Day walk, weekend or a whole week: three plans side by side.' })],
      ['21', 'One plan first', pricingContent({ title: 'The weekend walk', text: 'Our most booked plan first; the others one click away.' })],
    ],
  ],
]);

/**
 * The finished test 2's synthetic history: per subject its visitors and its records by type.
 * 96 of 1,200 against 131 of 1,180 converted: a significant lift (p ≈ 0.01).
 */
const SEED_HISTORY = [
  { subjectId: '20', visitors: 1200, records: { read_page: 804, view_goal: 655, con_goal: 96 } },
  { subjectId: '21', visitors: 1180, records: { read_page: 838, view_goal: 702, con_goal: 131 } },
];

/**
 * One INSERT … SELECT over the numbers 1..count (a recursive CTE), so thousands of rows are
 * seeded by one statement inside the migration's transaction. `i` is the visitor's number.
 * @param {number} count
 * @param {string} insert The INSERT head and its SELECT (without FROM).
 */
function insertNumbered(count, insert) {
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) ${insert} FROM n;`;
}

/** The seeded visitor id of visitor `i` of a subject of test 2 (SQL), and the time of the visit. */
const seedVisitor = (/** @type {string} */ subjectId) => `printf('seed-2-${subjectId}-%04d', i)`;
const SEED_VISIT_TIME = `datetime('2025-03-03 08:00:00', printf('+%d minutes', i * 31))`;

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'split-test/001-create-tables',
    sql: `
      CREATE TABLE split_tests (
        id TEXT PRIMARY KEY,
        post_id TEXT NOT NULL,
        name TEXT NOT NULL,
        goal_type TEXT NOT NULL,
        target_lift REAL NOT NULL CHECK (target_lift > 0),
        control_subject_id TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'paused'))
      );
      CREATE TABLE split_test_subjects (
        test_id TEXT NOT NULL REFERENCES split_tests (id),
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        content TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (test_id, id)
      );
      CREATE TABLE split_test_assignments (
        test_id TEXT NOT NULL,
        visitor_id TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
        PRIMARY KEY (test_id, visitor_id),
        FOREIGN KEY (test_id, subject_id) REFERENCES split_test_subjects (test_id, id)
      );
      CREATE INDEX split_test_assignments_by_subject ON split_test_assignments (test_id, subject_id);
      INSERT INTO split_tests (id, post_id, name, goal_type, target_lift, control_subject_id, status) VALUES
      ${SEED_TESTS.map(([id, postId, name, goal, lift, control, status]) => `(${[sqlString(id), sqlString(postId), sqlString(name), sqlString(goal), lift, sqlString(control), sqlString(status)].join(', ')})`).join(',\n      ')};
      INSERT INTO split_test_subjects (test_id, id, name, content, position) VALUES
      ${SEED_TESTS.flatMap(([testId, , , , , , , subjects]) => subjects.map(([id, name, content], position) => `(${[sqlString(testId), sqlString(id), sqlString(name), sqlString(content), position].join(', ')})`)).join(',\n      ')};
    `,
  },
  {
    id: 'split-test/002-seed-finished-test',
    sql: SEED_HISTORY.flatMap(({ subjectId, visitors, records }) => [
      insertNumbered(
        visitors,
        `INSERT INTO split_test_assignments (test_id, visitor_id, subject_id, created_at) SELECT '2', ${seedVisitor(subjectId)}, ${sqlString(subjectId)}, ${SEED_VISIT_TIME}`,
      ),
      ...Object.entries(records).map(([recordType, count]) =>
        insertNumbered(
          count,
          `INSERT INTO split_test_stats (test_id, subject_id, record_type, page_id, visitor_id, created_at) SELECT '2', ${sqlString(subjectId)}, ${sqlString(recordType)}, '42', ${seedVisitor(subjectId)}, datetime(${SEED_VISIT_TIME}, '+2 minutes')`,
        ),
      ),
    ]).join('\n'),
  },
];

/** @type {Record<string, import('../registry.mjs').AjaxAction>} */
export const ajaxActions = {
  et_pb_ab_get_subject_id: getSubjectId,
};

/** @param {string} testId */
export function unknownTestText(testId) {
  return `Unknown split test ${testId}.`;
}

/**
 * The test with its subjects, or undefined when there is none.
 * @param {import('better-sqlite3').Database} db
 * @param {string} testId
 * @returns {SplitTest | undefined}
 */
export function loadTest(db, testId) {
  const row = /** @type {Record<string, string | number> | undefined} */ (
    db.prepare('SELECT id, post_id, name, goal_type, target_lift, control_subject_id, status FROM split_tests WHERE id = ?').get(testId)
  );
  return row && toSplitTest(db, row);
}

/**
 * Every test, in id order.
 * @param {import('better-sqlite3').Database} db
 * @returns {SplitTest[]}
 */
export function loadTests(db) {
  const rows = /** @type {Array<Record<string, string | number>>} */ (
    db.prepare('SELECT id, post_id, name, goal_type, target_lift, control_subject_id, status FROM split_tests ORDER BY CAST(id AS INTEGER), id').all()
  );
  return rows.map((row) => toSplitTest(db, row));
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {Record<string, string | number>} row
 * @returns {SplitTest}
 */
function toSplitTest(db, row) {
  const subjects = /** @type {Subject[]} */ (db.prepare('SELECT id, name, content FROM split_test_subjects WHERE test_id = ? ORDER BY position').all(row.id));
  return {
    id: String(row.id),
    postId: String(row.post_id),
    name: String(row.name),
    goalType: String(row.goal_type),
    targetLift: Number(row.target_lift),
    controlSubjectId: String(row.control_subject_id),
    status: row.status === 'paused' ? 'paused' : 'running',
    subjects,
  };
}

/**
 * The subject a visitor is assigned to in a test, if any.
 * @param {import('better-sqlite3').Database} db
 * @param {string} testId
 * @param {string} visitorId
 * @returns {string | undefined}
 */
export function assignedSubjectId(db, testId, visitorId) {
  const subjectId = db.prepare('SELECT subject_id FROM split_test_assignments WHERE test_id = ? AND visitor_id = ?').pluck().get(testId, visitorId);
  return subjectId === undefined ? undefined : String(subjectId);
}

/**
 * A value of the request's Cookie header, undefined when the cookie is not there.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} name
 */
export function readCookie(req, name) {
  for (const pair of String(req.headers.cookie ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isVisitorId(value) {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/**
 * Whether the request comes from a crawler or a speed-test tool (the consent banner's rules).
 * @param {import('node:http').IncomingMessage} req
 */
export function isBotRequest(req) {
  const userAgent = String(req.headers['user-agent'] ?? '');
  return isBot(userAgent) || isSpeedTestBot(userAgent);
}

/**
 * A number from 0 to 2³² − 1 fixed by the visitor and the test: the same on every visit.
 * @param {string} visitorId
 * @param {string} testId
 */
function visitorHash(visitorId, testId) {
  return createHash('sha256').update(`${testId}|${visitorId}`).digest().readUInt32BE(0);
}

/**
 * The subject a visitor sees (the rules at the top of this file); stores a new assignment when
 * `store` is true.
 * @param {import('better-sqlite3').Database} db
 * @param {SplitTest} test
 * @param {string} visitorId
 * @param {boolean} store
 * @returns {Subject}
 */
export function chooseSubject(db, test, visitorId, store) {
  const control = test.subjects.find(({ id }) => id === test.controlSubjectId) ?? test.subjects[0];
  if (test.status !== 'running') return control;
  const assigned = assignedSubjectId(db, test.id, visitorId);
  const existing = test.subjects.find(({ id }) => id === assigned);
  if (existing) return existing;
  const hash = visitorHash(visitorId, test.id);
  if (!store) return test.subjects[hash % test.subjects.length];
  const counts = new Map(
    /** @type {Array<[string, number]>} */ (
      db.prepare('SELECT subject_id, COUNT(*) FROM split_test_assignments WHERE test_id = ? GROUP BY subject_id').raw().all(test.id)
    ),
  );
  const countOf = (/** @type {Subject} */ subject) => counts.get(subject.id) ?? 0;
  const fewest = Math.min(...test.subjects.map(countOf));
  const tied = test.subjects.filter((subject) => countOf(subject) === fewest);
  const chosen = tied[hash % tied.length];
  db.prepare('INSERT INTO split_test_assignments (test_id, visitor_id, subject_id) VALUES (?, ?, ?)').run(test.id, visitorId, chosen.id);
  return chosen;
}

/**
 * `et_pb_ab_get_subject_id`: fields `et_frontend_nonce`, `et_pb_ab_test_id`, `pb_ab_visitor`
 * (and the `pb_ab_visitor` cookie). Answers `{id, content}`; 403 for a forged post, 400 without a
 * test id or a visitor id, 404 for an unknown test.
 * @type {import('../registry.mjs').AjaxAction}
 */
function getSubjectId({ fields, db, req }) {
  const forged = forgeryProblem(req, db, NONCE_NAMES.splitTestSubject, fields.et_frontend_nonce);
  if (forged) return failure(403, forged);
  const testId = (fields.et_pb_ab_test_id ?? '').trim();
  if (testId === '') return failure(400, 'et_pb_ab_test_id is required.');
  const test = loadTest(db, testId);
  if (!test || test.subjects.length === 0) return failure(404, unknownTestText(testId));
  const cookie = readCookie(req, VISITOR_COOKIE);
  const fromCookie = isVisitorId(cookie);
  const visitorId = fromCookie ? cookie : fields.pb_ab_visitor;
  if (!isVisitorId(visitorId)) return failure(400, BAD_VISITOR_TEXT);
  const subject = db.transaction(() => chooseSubject(db, test, visitorId, fromCookie && !isBotRequest(req)))();
  return { json: { id: subject.id, content: subject.content }, headers: { 'Cache-Control': 'no-store' } };
}

/**
 * @param {number} status
 * @param {string} error
 * @returns {import('../responses.mjs').HandlerResult}
 */
export function failure(status, error) {
  return { status, json: { success: false, error } };
}
