import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BAD_VISITOR_COOKIE_TEXT, NO_VISITOR_COOKIE_TEXT } from '../../demo/server/endpoints/split-test-stats.mjs';
import { MISSING_NONCE_TEXT } from '../../demo/server/forgery-guard.mjs';
import { createTempDir, pageNonce, postAdminAjax, removeDir, startApp } from './test-server.mjs';

const ACTION = 'et_pb_update_stats_table';
/** A visitor who allowed statistics: the page wrote their id to the pb_ab_visitor cookie. */
const VISITOR = 'visitor-stats-0001';
const CONSENTING = { Cookie: `pb_ab_visitor=${VISITOR}` };
/** Test 1 (seeded): the home hero, subjects 10 (control), 11 and 12, running. */
const VALID = { test_id: 1, subject_id: 10, record_type: 'view_page' };
/** The running site's `et_ab_log_nonce`, as its page configuration carries it. */
let logNonce = '';

/**
 * @param {unknown} stats Serialised as the stats_data_array field unless already a string.
 * @param {Record<string, string>} [extraFields]
 */
function statsForm(stats, extraFields = { et_ab_log_nonce: logNonce }) {
  return new URLSearchParams({
    action: ACTION,
    stats_data_array: typeof stats === 'string' ? stats : JSON.stringify(stats),
    ...extraFields,
  });
}

/**
 * The stored records, but for the seeded history of test 2.
 * @param {import('better-sqlite3').Database} db
 */
function storedRows(db) {
  return db
    .prepare("SELECT test_id, subject_id, record_type, page_id, visitor_id FROM split_test_stats WHERE test_id <> '2' ORDER BY id")
    .all();
}

/** @param {import('better-sqlite3').Database} db */
function assignments(db) {
  return db.prepare("SELECT test_id, visitor_id, subject_id FROM split_test_assignments WHERE test_id <> '2' ORDER BY rowid").all();
}

describe('split-test stats recording (et_pb_update_stats_table)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {string} */
  let dbPath;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;
  /**
   * @param {unknown} stats
   * @param {Record<string, string>} [headers]
   */
  const postStats = (stats, headers = CONSENTING) => postAdminAjax(running.baseUrl, statsForm(stats), headers);

  beforeEach(async () => {
    dataDir = await createTempDir();
    dbPath = path.join(dataDir, 'stats.sqlite');
    running = await startApp({ dbPath });
    logNonce = pageNonce(running.app, 'et_ab_log_nonce');
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  it('stores every record of the array with the visitor of the cookie and answers how many were stored', async () => {
    const response = await postStats([
      { test_id: 1, subject_id: '10', record_type: 'view_page' },
      { test_id: '1', subject_id: 10, record_type: 'click_goal', page_id: 42 },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, stored: 2, duplicates: 0 });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '1', subject_id: '10', record_type: 'view_page', page_id: null, visitor_id: VISITOR },
      { test_id: '1', subject_id: '10', record_type: 'click_goal', page_id: '42', visitor_id: VISITOR },
    ]);
    const createdAt = running.app.db.prepare("SELECT created_at FROM split_test_stats WHERE test_id = '1'").pluck().get();
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('accepts a single record object instead of an array', async () => {
    const response = await postStats({ test_id: 1, subject_id: 11, record_type: 'read_goal' });
    expect(await response.json()).toEqual({ success: true, stored: 1, duplicates: 0 });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '1', subject_id: '11', record_type: 'read_goal', page_id: null, visitor_id: VISITOR },
    ]);
  });

  it('accepts every documented record type', async () => {
    const recordTypes = ['read_page', 'view_page', 'click_goal', 'con_goal', 'con_short', 'view_goal', 'read_goal'];
    const stats = recordTypes.map((recordType) => ({ test_id: 1, subject_id: 12, record_type: recordType }));
    const response = await postStats(stats);
    expect(await response.json()).toEqual({ success: true, stored: recordTypes.length, duplicates: 0 });
  });

  it('keeps stored records across a server restart on the same database file', async () => {
    await postStats([{ test_id: 1, subject_id: 10, record_type: 'click_goal' }]);
    await running.app.close();

    running = await startApp({ dbPath });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '1', subject_id: '10', record_type: 'click_goal', page_id: null, visitor_id: VISITOR },
    ]);
  });

  it('dedupe: the same record type of the same visitor and test counts once, across two posts', async () => {
    await postStats([{ ...VALID, record_type: 'click_goal' }, { ...VALID, record_type: 'read_page' }]);
    const again = await postStats([{ ...VALID, record_type: 'click_goal' }, { ...VALID, record_type: 'view_goal' }]);
    expect(await again.json()).toEqual({ success: true, stored: 1, duplicates: 1 });
    const twiceInOne = await postStats([{ ...VALID, record_type: 'con_goal' }, { ...VALID, record_type: 'con_goal' }]);
    expect(await twiceInOne.json()).toEqual({ success: true, stored: 1, duplicates: 1 });
    expect(storedRows(running.app.db).map(({ record_type: type }) => type)).toEqual(['click_goal', 'read_page', 'view_goal', 'con_goal']);
    // Another visitor's same record is theirs.
    const other = await postStats([{ ...VALID, record_type: 'click_goal' }], { Cookie: 'pb_ab_visitor=visitor-stats-0002' });
    expect(await other.json()).toEqual({ success: true, stored: 1, duplicates: 0 });
  });

  it('adoption: a visitor with no assignment yet is assigned the subject of their first record', async () => {
    await postStats([{ test_id: 1, subject_id: 12, record_type: 'read_page' }]);
    expect(assignments(running.app.db)).toEqual([{ test_id: '1', visitor_id: VISITOR, subject_id: '12' }]);
    const subject = await postAdminAjax(
      running.baseUrl,
      new URLSearchParams({
        action: 'et_pb_ab_get_subject_id',
        et_frontend_nonce: pageNonce(running.app, 'et_frontend_nonce'),
        et_pb_ab_test_id: '1',
        pb_ab_visitor: VISITOR,
      }),
      CONSENTING,
    );
    expect((await subject.json()).id).toBe('12');
  });

  it('wrong subject: a record for another subject than the visitor\'s is refused with 409, the whole batch', async () => {
    await postStats([{ test_id: 1, subject_id: 10, record_type: 'read_page' }]);
    const response = await postStats([
      { test_id: 1, subject_id: 10, record_type: 'view_goal' },
      { test_id: 1, subject_id: 11, record_type: 'click_goal' },
    ]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: 'record 1: this visitor sees subject 10 of split test 1, not 11.' });
    expect(storedRows(running.app.db)).toHaveLength(1);
  });

  it('two subjects of one test in a first batch: the first record\'s subject is adopted, the batch refused', async () => {
    const response = await postStats([
      { test_id: 1, subject_id: 11, record_type: 'read_page' },
      { test_id: 1, subject_id: 12, record_type: 'click_goal' },
    ]);
    expect(response.status).toBe(409);
    expect(storedRows(running.app.db)).toEqual([]);
    expect(assignments(running.app.db)).toEqual([]);
  });

  it('unknown test: 404 and nothing stored', async () => {
    const response = await postStats([VALID, { test_id: 7, subject_id: 1, record_type: 'view_page' }]);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: 'record 1: Unknown split test 7.' });
    expect(storedRows(running.app.db)).toEqual([]);
  });

  it('unknown subject: a subject that is not one of the test\'s is 400 and nothing stored', async () => {
    const response = await postStats([VALID, { test_id: 1, subject_id: 20, record_type: 'view_page' }]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'record 1: 20 is not a subject of split test 1.' });
    expect(storedRows(running.app.db)).toEqual([]);
  });

  it('no consent: records without the pb_ab_visitor cookie (or with a malformed one) are 400 and nothing is stored', async () => {
    const without = await postStats([VALID], {});
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ success: false, error: NO_VISITOR_COOKIE_TEXT });
    const malformed = await postStats([VALID], { Cookie: 'pb_ab_visitor=short' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, error: BAD_VISITOR_COOKIE_TEXT });
    expect(storedRows(running.app.db)).toEqual([]);
    expect(assignments(running.app.db)).toEqual([]);
  });

  it('bots are answered 200 and never stored', async () => {
    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 Chrome-Lighthouse']) {
      const response = await postStats([VALID, { ...VALID, record_type: 'click_goal' }], { ...CONSENTING, 'User-Agent': userAgent });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, stored: 0, ignored: 2 });
    }
    expect(storedRows(running.app.db)).toEqual([]);
    expect(assignments(running.app.db)).toEqual([]);
  });

  it('records of a paused test are ignored (the seeded test 2)', async () => {
    const count = () => running.app.db.prepare("SELECT COUNT(*) FROM split_test_stats WHERE test_id = '2'").pluck().get();
    const before = count();
    const response = await postStats([VALID, { test_id: 2, subject_id: 21, record_type: 'con_goal' }]);
    expect(await response.json()).toEqual({ success: true, stored: 1, duplicates: 0, ignored: 1 });
    expect(count()).toBe(before);
  });

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const response = await postStats('[{"test_id": 1,');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'stats_data_array is not valid JSON' });
    expect(storedRows(running.app.db)).toEqual([]);
  });

  it.each([
    [{ ...VALID, record_type: 'delete_everything' }, /record 1: record_type must be one of/],
    [{ subject_id: 10, record_type: 'view_page' }, /record 1: test_id/],
    [{ test_id: 1, subject_id: '  ', record_type: 'view_page' }, /record 1: subject_id/],
    [{ ...VALID, page_id: {} }, /record 1: page_id/],
    ['not an object', /record 1: must be an object/],
  ])('rejects the whole batch with 400 when a record is invalid (%j)', async (invalidRecord, error) => {
    const response = await postStats([VALID, invalidRecord]);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(error);
    expect(storedRows(running.app.db)).toEqual([]);
  });

  it('answers 400 when stats_data_array is missing', async () => {
    const response = await postAdminAjax(
      running.baseUrl,
      new URLSearchParams({ action: ACTION, et_ab_log_nonce: logNonce }),
      CONSENTING,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('stats_data_array is required');
  });

  it('answers 403 and stores nothing without the log nonce', async () => {
    const response = await postAdminAjax(running.baseUrl, statsForm([VALID], {}), CONSENTING);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: MISSING_NONCE_TEXT });
    expect(storedRows(running.app.db)).toEqual([]);
  });

  it('records stats sent as multipart/form-data (e.g. by navigator.sendBeacon)', async () => {
    const form = new FormData();
    form.append('action', ACTION);
    form.append('et_ab_log_nonce', logNonce);
    form.append('stats_data_array', JSON.stringify([{ test_id: 1, subject_id: 11, record_type: 'con_short' }]));
    const response = await postAdminAjax(running.baseUrl, form, CONSENTING);
    expect(await response.json()).toEqual({ success: true, stored: 1, duplicates: 0 });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '1', subject_id: '11', record_type: 'con_short', page_id: null, visitor_id: VISITOR },
    ]);
  });
});
