/**
 * Split-test statistics recording: the `et_pb_update_stats_table` ajax action stores
 * the page views, reads, goal views/reads, clicks and conversions that split-tested
 * sections report.
 */
import { forgeryProblem, NONCE_NAMES } from '../forgery-guard.mjs';

const RECORD_TYPES = ['read_page', 'view_page', 'click_goal', 'con_goal', 'con_short', 'view_goal', 'read_goal'];
const MAX_ID_LENGTH = 200;

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
 * Stores every record of `stats_data_array` (a JSON array of
 * `{test_id, subject_id, record_type, page_id?}` objects, or one such object),
 * all or none. A post from another site's page or without a valid `et_ab_log_nonce` (the page
 * configuration's `nonces.et_ab_log_nonce`) is refused with 403 (../forgery-guard.mjs).
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
  insertRecords(db, records);
  return { json: { success: true, stored: records.length } };
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
 * @param {import('better-sqlite3').Database} db
 * @param {StatsRecord[]} records
 */
function insertRecords(db, records) {
  const insert = db.prepare(
    `INSERT INTO split_test_stats (test_id, subject_id, record_type, page_id)
     VALUES (@testId, @subjectId, @recordType, @pageId)`,
  );
  db.transaction(() => {
    for (const record of records) insert.run(record);
  })();
}

/**
 * @param {number} status
 * @param {string} error
 * @returns {import('../responses.mjs').HandlerResult}
 */
function failure(status, error) {
  return { status, json: { success: false, error } };
}
