/**
 * Split testing, the server side (issue 17): the subject a visitor sees
 * (`et_pb_ab_get_subject_id`), stored only for visitors who allowed statistics, and the results
 * page `/split-tests/`. The stats call is tested in split-test-stats.test.mjs.
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BAD_VISITOR_TEXT } from '../../demo/server/endpoints/split-test.mjs';
import { INVALID_NONCE_TEXT, MISSING_NONCE_TEXT } from '../../demo/server/forgery-guard.mjs';
import { createTempDir, pageNonce, postAdminAjax, removeDir, startApp } from './test-server.mjs';

const ACTION = 'et_pb_ab_get_subject_id';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LIGHTHOUSE = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse';

/** @param {number} number */
const visitorId = (number) => `visitor-${String(number).padStart(4, '0')}`;

describe('split testing on the demo server', () => {
  /** @type {string} */
  let dataDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeEach(async () => {
    dataDir = await createTempDir();
    running = await startApp({ dbPath: path.join(dataDir, 'split-test.sqlite') });
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  /**
   * Asks which subject a visitor sees.
   * @param {{ test?: string, field?: string, cookie?: string, userAgent?: string, nonce?: string | null }} request
   *   `field` is the pb_ab_visitor field, `cookie` the pb_ab_visitor cookie (statistics allowed).
   */
  function askSubject({ test = '1', field, cookie, userAgent, nonce = pageNonce(running.app, 'et_frontend_nonce') }) {
    const form = new URLSearchParams({ action: ACTION, et_pb_ab_test_id: test });
    if (nonce !== null) form.set('et_frontend_nonce', nonce);
    if (field !== undefined) form.set('pb_ab_visitor', field);
    /** @type {Record<string, string>} */
    const headers = {};
    if (cookie !== undefined) headers.Cookie = `pb_ab_visitor=${cookie}`;
    if (userAgent !== undefined) headers['User-Agent'] = userAgent;
    return postAdminAjax(running.baseUrl, form, headers);
  }

  /** @param {string} [testId] */
  const assignments = (testId = '1') =>
    running.app.db.prepare('SELECT visitor_id, subject_id FROM split_test_assignments WHERE test_id = ? ORDER BY rowid').all(testId);
  const statsRows = () => running.app.db.prepare("SELECT COUNT(*) FROM split_test_stats WHERE test_id = '1'").pluck().get();
  /** @param {string} subjectId */
  const contentOf = (subjectId) =>
    running.app.db.prepare("SELECT content FROM split_test_subjects WHERE test_id = '1' AND id = ?").pluck().get(subjectId);

  describe('et_pb_ab_get_subject_id', () => {
    it('sticky assignment: a consenting visitor gets the same subject on every call, stored once', async () => {
      const visitor = visitorId(1);
      const answers = [];
      for (let call = 0; call < 3; call += 1) {
        const response = await askSubject({ field: visitor, cookie: visitor });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        answers.push(await response.json());
      }
      const [first] = answers;
      expect(Object.keys(first).sort()).toEqual(['content', 'id']);
      expect(['10', '11', '12']).toContain(first.id);
      expect(first.content).toBe(contentOf(first.id));
      expect(answers).toEqual([first, first, first]);
      expect(assignments()).toEqual([{ visitor_id: visitor, subject_id: first.id }]);
    });

    it('even assignment: 30 consenting visitors are split 10/10/10', async () => {
      const seen = new Map();
      for (let number = 1; number <= 30; number += 1) {
        const { id } = await (await askSubject({ field: visitorId(number), cookie: visitorId(number) })).json();
        seen.set(id, (seen.get(id) ?? 0) + 1);
      }
      expect(Object.fromEntries(seen)).toEqual({ 10: 10, 11: 10, 12: 10 });
      expect(assignments()).toHaveLength(30);
    });

    it('no cookie (no statistics consent): a stable subject from the visitor id, and nothing stored', async () => {
      const shown = new Set();
      for (let number = 1; number <= 12; number += 1) {
        const first = await (await askSubject({ field: visitorId(number) })).json();
        const again = await (await askSubject({ field: visitorId(number) })).json();
        expect(again).toEqual(first);
        shown.add(first.id);
      }
      // The hash spreads visitors over the subjects (12 fixed ids reach all three).
      expect([...shown].sort()).toEqual(['10', '11', '12']);
      expect(assignments()).toEqual([]);
      expect(statsRows()).toBe(0);
    });

    it('the cookie is the visitor when valid; a malformed cookie falls back to the field and stores nothing', async () => {
      await askSubject({ field: visitorId(2), cookie: visitorId(1) });
      expect(assignments()).toEqual([{ visitor_id: visitorId(1), subject_id: expect.any(String) }]);
      const fallback = await askSubject({ field: visitorId(3), cookie: 'bad id!' });
      expect(fallback.status).toBe(200);
      expect(assignments()).toHaveLength(1);
    });

    it('an assignment stored earlier wins, also when the visitor later asks without the cookie', async () => {
      const { id } = await (await askSubject({ field: visitorId(5), cookie: visitorId(5) })).json();
      for (let call = 0; call < 3; call += 1) {
        expect((await (await askSubject({ field: visitorId(5) })).json()).id).toBe(id);
      }
    });

    it('unknown test: 404 with the test named', async () => {
      const response = await askSubject({ test: '7', field: visitorId(1), cookie: visitorId(1) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: 'Unknown split test 7.' });
      const missing = await askSubject({ test: '', field: visitorId(1) });
      expect(missing.status).toBe(400);
      expect(assignments()).toEqual([]);
    });

    it('bad nonce: 403 without it, with another call\'s nonce or from another site', async () => {
      const without = await askSubject({ field: visitorId(1), cookie: visitorId(1), nonce: null });
      expect(without.status).toBe(403);
      expect(await without.json()).toEqual({ success: false, error: MISSING_NONCE_TEXT });
      const wrong = await askSubject({ field: visitorId(1), cookie: visitorId(1), nonce: pageNonce(running.app, 'et_ab_log_nonce') });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual({ success: false, error: INVALID_NONCE_TEXT });
      const foreign = await postAdminAjax(
        running.baseUrl,
        new URLSearchParams({ action: ACTION, et_pb_ab_test_id: '1', pb_ab_visitor: visitorId(1), et_frontend_nonce: pageNonce(running.app, 'et_frontend_nonce') }),
        { Origin: 'https://evil.example', Cookie: `pb_ab_visitor=${visitorId(1)}` },
      );
      expect(foreign.status).toBe(403);
      expect(assignments()).toEqual([]);
    });

    it.each([[undefined], [''], ['short'], ['has space in it'], ['x'.repeat(65)]])('bad visitor: 400 for the visitor id %j', async (field) => {
      const response = await askSubject({ field });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: BAD_VISITOR_TEXT });
    });

    it('paused test: every visitor gets the control and nothing is stored', async () => {
      const before = assignments('2').length;
      for (const number of [1, 2, 3, 4]) {
        const response = await askSubject({ test: '2', field: visitorId(number), cookie: visitorId(number) });
        const answer = await response.json();
        expect(answer.id).toBe('20');
        expect(answer.content).toContain('ab-pricing');
      }
      expect(assignments('2')).toHaveLength(before);
    });

    it('bots (crawlers and speed tests) are answered the same way and never stored', async () => {
      for (const userAgent of [GOOGLEBOT, LIGHTHOUSE]) {
        const response = await askSubject({ field: visitorId(9), cookie: visitorId(9), userAgent });
        expect(response.status).toBe(200);
        const answer = await response.json();
        expect(answer.content).toBe(contentOf(answer.id));
      }
      expect(assignments()).toEqual([]);
    });

    it('the seeded hero subjects: the same box (ab-hero: h2, p, the call to action), a toggle in subject 11', () => {
      for (const subjectId of ['10', '11', '12']) {
        expect(contentOf(subjectId)).toMatch(/^<div class="ab-hero"><h2>[^<]+<\/h2><p>[^<]+<\/p>.*<a class="button ab-cta" href="#signup">[^<]+<\/a><\/div>$/);
      }
      expect(contentOf('11')).toContain('<pb-toggle><details><summary>What is included?</summary><p>');
      expect(contentOf('10')).not.toContain('pb-toggle');
    });
  });

  describe('the results page /split-tests/', () => {
    const logNonce = () => pageNonce(running.app, 'et_ab_log_nonce');
    /**
     * @param {string} visitor
     * @param {Array<[subject: number, type: string]>} records
     */
    const record = (visitor, records) =>
      postAdminAjax(
        running.baseUrl,
        new URLSearchParams({
          action: 'et_pb_update_stats_table',
          et_ab_log_nonce: logNonce(),
          stats_data_array: JSON.stringify(records.map(([subject, type]) => ({ test_id: 1, subject_id: subject, record_type: type }))),
        }),
        { Cookie: `pb_ab_visitor=${visitor}` },
      );
    /** The section of a test on the page. */
    const section = (/** @type {string} */ html, /** @type {string} */ testId) =>
      new RegExp(`<section class="ab-test" aria-labelledby="test-${testId}">[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';

    it('shows the stored figures of test 1: visitors, conversions, rate and interval, bounce rate, record counts', async () => {
      // Subject 10: 4 visitors, 3 page reads, 1 goal click; subject 11: 2 visitors, 2 goal clicks.
      await record(visitorId(1), [[10, 'read_page'], [10, 'click_goal'], [10, 'click_goal']]);
      await record(visitorId(2), [[10, 'read_page']]);
      await record(visitorId(3), [[10, 'read_page'], [10, 'view_goal']]);
      await record(visitorId(4), [[10, 'view_page']]);
      await record(visitorId(5), [[11, 'click_goal']]);
      await record(visitorId(6), [[11, 'click_goal'], [11, 'read_page']]);

      const response = await fetch(`${running.baseUrl}/split-tests/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const test1 = section(await response.text(), '1');
      expect(test1).toContain('<h2 id="test-1">Home hero call to action</h2>');
      expect(test1).toContain('<dd>Running</dd>');
      expect(test1).toContain('Goal clicks (click_goal)');
      expect(test1).toContain('+20%');
      // Wilson 95 % of 1/4: 4.6 % to 69.9 %; of 2/2: 34.2 % to 100 %.
      expect(test1).toMatch(
        /<th scope="row">Original \(control\)<\/th><td>4<\/td><td>1<\/td><td>25\.0% \(4\.6% to 69\.9%\)<\/td><td>25\.0%<\/td><td>control<\/td>/,
      );
      expect(test1).toMatch(/<th scope="row">Benefit headline<\/th><td>2<\/td><td>2<\/td><td>100\.0% \(34\.2% to 100\.0%\)<\/td><td>50\.0%<\/td>/);
      expect(test1).toMatch(/<th scope="row">Question headline<\/th><td>0<\/td><td>0<\/td><td>—<\/td>/);
      // Record counts: read_page, view_page, click_goal, con_goal, con_short, view_goal, read_goal.
      expect(test1).toContain('<tr><th scope="row">Original (control)</th><td>3</td><td>1</td><td>1</td><td>0</td><td>0</td><td>1</td><td>0</td></tr>');
      // The chart says its figures in words.
      expect(test1).toMatch(/<svg role="img" aria-labelledby="test-1-chart-title test-1-chart-desc"/);
      expect(test1).toContain('Original (control): 25.0%, 95 % interval 4.6% to 69.9%');
    });

    it('shows the seeded historical test 2 as significant, with the probability to beat the control', async () => {
      const html = await (await fetch(`${running.baseUrl}/split-tests/`)).text();
      const test2 = section(html, '2');
      expect(test2).toContain('<dd>Paused</dd>');
      expect(test2).toMatch(/<th scope="row">Three plans \(control\)<\/th><td>1,200<\/td><td>96<\/td><td>8\.0% \(6\.6% to 9\.7%\)<\/td>/);
      expect(test2).toMatch(/<th scope="row">One plan first<\/th><td>1,180<\/td><td>131<\/td><td>11\.1% \(9\.4% to 13\.0%\)<\/td><td>29\.0%<\/td><td>0\.010<\/td><td>99\.\d%<\/td>/);
      expect(test2).toContain('One plan first: significantly better than the control at the 95 % level');
      // The page names its tests.
      expect(html).toContain('Wilson score interval');
      expect(html).toContain('two-proportion z-test');
      expect(html).toContain('Beta-Binomial, uniform prior');
    });

    it('/split-tests redirects to /split-tests/', async () => {
      const response = await fetch(`${running.baseUrl}/split-tests`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/split-tests/');
    });
  });
});
