/**
 * Split-test statistics recording: the `et_pb_update_stats_table` ajax action stores
 * the page views, reads, goal views/reads, clicks and conversions that split-tested
 * sections report, once per visitor, test and record type.
 *
 * The visitor is the `pb_ab_visitor` cookie (./split-test.mjs): records are statistics, so
 * without the cookie (no statistics consent) nothing is stored. A visitor not yet assigned in a
 * test is assigned the subject of their first record (the one they were shown before they
 * allowed statistics); a record for another subject than theirs is refused. Bots are answered
 * and never stored; records of a paused test are ignored.
 */
import { forgeryProblem, NONCE_NAMES } from '../forgery-guard.mjs';
import { assignedSubjectId, failure, isBotRequest, isVisitorId, loadTest, readCookie, unknownTestText, VISITOR_COOKIE } from './split-test.mjs';

export const RECORD_TYPES = ['read_page', 'view_page', 'click_goal', 'con_goal', 'con_short', 'view_goal', 'read_goal'];
const MAX_ID_LENGTH = 200;
export const NO_VISITOR_COOKIE_TEXT = 'Split-test records need the pb_ab_visitor cookie (statistics consent).';
export const BAD_VISITOR_COOKIE_TEXT = 'The pb_ab_visitor cookie is not a visitor id (8 to 64 letters, digits, _ or -).';

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'split-test-stats/001-create-table',
    sql: `
      CREATE TABLE split_test_stats (
        id INTEGER PRIMARY KEY,
        test_id TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        record_type TEXT NOT NULL,
        page_id TEXT,
        created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
      );
      CREATE INDEX split_test_stats_by_test ON split_test_stats (test_id, record_type);
    `,
  },
  {
    // Rows stored before have no visitor (NULL), which the unique index lets stand.
    id: 'split-test-stats/002-visitor-once-per-record-type',
    sql: `
      ALTER TABLE split_test_stats ADD COLUMN visitor_id TEXT;
      CREATE UNIQUE INDEX split_test_stats_once_per_visitor ON split_test_stats (test_id, visitor_id, record_type);
    `,
  },
];

/** @type {Record<string, import('../registry.mjs').AjaxAction>} */
export const ajaxActions = {
  et_pb_update_stats_table: updateStatsTable,
};

/**
 * @typedef {object} StatsRecord
 * @property {string} testId
 * @property {string} subjectId
 * @property {string} recordType
 * @property {string | null} pageId
 */

/**
 * Stores the records of `stats_data_array` (a JSON array of `{test_id, subject_id, record_type,
 * page_id?}` objects, or one such object), all or none, each at most once per visitor: answers
 * `{success: true, stored, duplicates}` (and `ignored`, records of paused tests). Refusals:
 * 403 a post from another site's page or without a valid `et_ab_log_nonce` (../forgery-guard.mjs);
 * 400 a malformed record, a subject not of its test, or no `pb_ab_visitor` cookie; 404 an unknown
 * test; 409 a record for another subject than the visitor's. A bot gets `{success: true,
 * stored: 0, ignored}`.
 * @type {import('../registry.mjs').AjaxAction}
 */
function updateStatsTable({ fields, db, req }) {
  const forged = forgeryProblem(req, db, NONCE_NAMES.splitTestStats, fields.et_ab_log_nonce);
  if (forged) return failure(403, forged);
  if (fields.stats_data_array === undefined) return failure(400, 'stats_data_array is required');
  let payload;
  try {
    payload = JSON.parse(fields.stats_data_array);
  } catch {
    return failure(400, 'stats_data_array is not valid JSON');
  }
  const rows = Array.isArray(payload) ? payload : [payload];
  /** @type {StatsRecord[]} */
  const records = [];
  for (const [index, row] of rows.entries()) {
    const record = toStatsRecord(row);
    if (typeof record === 'string') return failure(400, `record ${index}: ${record}`);
    records.push(record);
  }
  /** @type {Map<string, import('./split-test.mjs').SplitTest>} */
  const tests = new Map();
  for (const [index, { testId, subjectId }] of records.entries()) {
    const test = tests.get(testId) ?? loadTest(db, testId);
    if (!test) return failure(404, `record ${index}: ${unknownTestText(testId)}`);
    tests.set(testId, test);
    if (!test.subjects.some(({ id }) => id === subjectId)) {
      return failure(400, `record ${index}: ${subjectId} is not a subject of split test ${testId}.`);
    }
  }
  if (isBotRequest(req)) return { json: { success: true, stored: 0, ignored: records.length } };
  const visitorId = readCookie(req, VISITOR_COOKIE);
  if (visitorId === undefined) return failure(400, NO_VISITOR_COOKIE_TEXT);
  if (!isVisitorId(visitorId)) return failure(400, BAD_VISITOR_COOKIE_TEXT);
  const running = records.filter(({ testId }) => tests.get(testId)?.status === 'running');
  return db.transaction(() => {
    const adopted = assignmentsToAdopt(db, visitorId, running);
    if (typeof adopted === 'string') return failure(409, adopted);
    const stored = insertRecords(db, visitorId, running, adopted);
    const ignored = records.length - running.length;
    return { json: { success: true, stored, duplicates: running.length - stored, ...(ignored > 0 ? { ignored } : {}) } };
  })();
}

/**
 * The assignments the records make (a test the visitor has none in takes the subject of its
 * first record), or why a record is refused: a subject other than the visitor's.
 * @param {import('better-sqlite3').Database} db
 * @param {string} visitorId
 * @param {StatsRecord[]} records
 * @returns {Map<string, string> | string} Test id → subject id of the new assignments.
 */
function assignmentsToAdopt(db, visitorId, records) {
  /** @type {Map<string, string>} */
  const adopted = new Map();
  for (const [index, { testId, subjectId }] of records.entries()) {
    const assigned = adopted.get(testId) ?? assignedSubjectId(db, testId, visitorId);
    if (assigned === undefined) adopted.set(testId, subjectId);
    else if (assigned !== subjectId) {
      return `record ${index}: this visitor sees subject ${assigned} of split test ${testId}, not ${subjectId}.`;
    }
  }
  return adopted;
}

/**
 * @param {unknown} row
 * @returns {StatsRecord | string} The record, or why the row is invalid.
 */
function toStatsRecord(row) {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return 'must be an object';
  const { test_id: testId, subject_id: subjectId, record_type: recordType, page_id: pageId } =
    /** @type {Record<string, unknown>} */ (row);
  if (!isId(testId)) return 'test_id must be a non-empty string or number';
  if (!isId(subjectId)) return 'subject_id must be a non-empty string or number';
  if (typeof recordType !== 'string' || !RECORD_TYPES.includes(recordType)) {
    return `record_type must be one of ${RECORD_TYPES.join(', ')}`;
  }
  if (pageId !== undefined && pageId !== null && !isId(pageId)) {
    return 'page_id must be a non-empty string or number when present';
  }
  return {
    testId: String(testId),
    subjectId: String(subjectId),
    recordType,
    pageId: pageId === undefined || pageId === null ? null : String(pageId),
  };
}

/**
 * @param {unknown} value
 * @returns {value is string | number}
 */
function isId(value) {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_ID_LENGTH;
}

/**
 * Stores the new assignments and the records a visitor has not sent before.
 * @param {import('better-sqlite3').Database} db
 * @param {string} visitorId
 * @param {StatsRecord[]} records
 * @param {Map<string, string>} assignments Test id → subject id.
 * @returns {number} How many records were new.
 */
function insertRecords(db, visitorId, records, assignments) {
  const assign = db.prepare('INSERT INTO split_test_assignments (test_id, visitor_id, subject_id) VALUES (?, ?, ?)');
  for (const [testId, subjectId] of assignments) assign.run(testId, visitorId, subjectId);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO split_test_stats (test_id, subject_id, record_type, page_id, visitor_id)
     VALUES (@testId, @subjectId, @recordType, @pageId, @visitorId)`,
  );
  let stored = 0;
  for (const record of records) stored += insert.run({ ...record, visitorId }).changes;
  return stored;
}
