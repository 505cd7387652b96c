// @vitest-environment node
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_NONCE_TEXT } from '../../demo/server/forgery-guard.mjs';
import { createTempDir, pageNonce, postAdminAjax, removeDir, startApp } from './test-server.mjs';

const ACTION = 'et_pb_update_stats_table';
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

/** @param {import('better-sqlite3').Database} db */
function storedRows(db) {
  return db
    .prepare('SELECT test_id, subject_id, record_type, page_id FROM split_test_stats ORDER BY id')
    .all();
}

describe('split-test stats recording (et_pb_update_stats_table)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {string} */
  let dbPath;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

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

  it('stores every record of the array and answers how many were stored', async () => {
    const response = await postAdminAjax(
      running.baseUrl,
      statsForm([
        { test_id: 42, subject_id: '3', record_type: 'view_page' },
        { test_id: '42', subject_id: 4, record_type: 'con_goal', page_id: 7 },
      ]),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, stored: 2 });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '42', subject_id: '3', record_type: 'view_page', page_id: null },
      { test_id: '42', subject_id: '4', record_type: 'con_goal', page_id: '7' },
    ]);
    const createdAt = running.app.db.prepare('SELECT created_at FROM split_test_stats').pluck().get();
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('accepts a single record object instead of an array', async () => {
    const response = await postAdminAjax(
      running.baseUrl,
      statsForm({ test_id: 9, subject_id: 1, record_type: 'read_goal' }),
    );
    expect(await response.json()).toEqual({ success: true, stored: 1 });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '9', subject_id: '1', record_type: 'read_goal', page_id: null },
    ]);
  });

  it('accepts every documented record type', async () => {
    const recordTypes = ['read_page', 'view_page', 'click_goal', 'con_goal', 'con_short', 'view_goal', 'read_goal'];
    const stats = recordTypes.map((recordType) => ({ test_id: 1, subject_id: 2, record_type: recordType }));
    const response = await postAdminAjax(running.baseUrl, statsForm(stats));
    expect(await response.json()).toEqual({ success: true, stored: recordTypes.length });
  });

  it('keeps stored records across a server restart on the same database file', async () => {
    await postAdminAjax(running.baseUrl, statsForm([{ test_id: 5, subject_id: 6, record_type: 'click_goal' }]));
    await running.app.close();

    running = await startApp({ dbPath });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '5', subject_id: '6', record_type: 'click_goal', page_id: null },
    ]);
  });

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const response = await postAdminAjax(running.baseUrl, statsForm('[{"test_id": 1,'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'stats_data_array is not valid JSON' });
    expect(storedRows(running.app.db)).toEqual([]);
  });

  it.each([
    [{ test_id: 1, subject_id: 2, record_type: 'delete_everything' }, /record 1: record_type must be one of/],
    [{ subject_id: 2, record_type: 'view_page' }, /record 1: test_id/],
    [{ test_id: 1, subject_id: '  ', record_type: 'view_page' }, /record 1: subject_id/],
    [{ test_id: 1, subject_id: 2, record_type: 'view_page', page_id: {} }, /record 1: page_id/],
    ['not an object', /record 1: must be an object/],
  ])('rejects the whole batch with 400 when a record is invalid (%j)', async (invalidRecord, error) => {
    const valid = { test_id: 1, subject_id: 2, record_type: 'view_page' };
    const response = await postAdminAjax(running.baseUrl, statsForm([valid, invalidRecord]));
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
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('stats_data_array is required');
  });

  it('answers 403 and stores nothing without the log nonce', async () => {
    const response = await postAdminAjax(
      running.baseUrl,
      statsForm([{ test_id: 1, subject_id: 2, record_type: 'view_page' }], {}),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: MISSING_NONCE_TEXT });
    expect(storedRows(running.app.db)).toEqual([]);
  });

  it('records stats sent as multipart/form-data (e.g. by navigator.sendBeacon)', async () => {
    const form = new FormData();
    form.append('action', ACTION);
    form.append('et_ab_log_nonce', logNonce);
    form.append('stats_data_array', JSON.stringify([{ test_id: 3, subject_id: 8, record_type: 'con_short' }]));
    const response = await postAdminAjax(running.baseUrl, form);
    expect(await response.json()).toEqual({ success: true, stored: 1 });
    expect(storedRows(running.app.db)).toEqual([
      { test_id: '3', subject_id: '8', record_type: 'con_short', page_id: null },
    ]);
  });
});
