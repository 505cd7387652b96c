import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_NONCE_TEXT, FOREIGN_ORIGIN_TEXT, MISSING_NONCE_TEXT, NONCE_LIFETIME_MS } from '../../demo/server/forgery-guard.mjs';
import { createTempDir, pageNonce, removeDir, startApp } from './test-server.mjs';

const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'];

/** @param {import('better-sqlite3').Database} db */
function storedRows(db) {
  return db
    .prepare('SELECT consented_categories, consented_services, consenttype, user_agent FROM consent_records ORDER BY id')
    .all()
    .map((row) => ({
      ...row,
      consented_categories: JSON.parse(row.consented_categories),
      consented_services: JSON.parse(row.consented_services),
    }));
}

describe('consent service (/consent-api, SPEC §7 consent calls)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {string} */
  let dbPath;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;
  /** @param {string} pathAndQuery @param {RequestInit} [init] */
  const get = (pathAndQuery, init) => fetch(`${running.baseUrl}${pathAndQuery}`, init);
  /**
   * Posts as the consent runtime of the site's page does: from the page (Origin) with its consent
   * nonce in X-WP-Nonce, unless the headers say otherwise.
   * @param {BodyInit} body @param {Record<string, string>} [headers]
   */
  const track = (body, headers) =>
    fetch(`${running.baseUrl}/consent-api/track`, {
      method: 'POST',
      body,
      headers: { Origin: running.baseUrl, 'X-WP-Nonce': pageNonce(running.app, 'consent'), ...headers },
    });

  beforeEach(async () => {
    dataDir = await createTempDir();
    dbPath = path.join(dataDir, 'consent.sqlite');
    running = await startApp({ dbPath });
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await running.app.close();
    await removeDir(dataDir);
  });

  describe('GET /consent-api/banner', () => {
    it('answers the full banner data for the eu region: opt-in, never auto-dismissed, not cached', async () => {
      const response = await get('/consent-api/banner?locale=en-GB&token=k3j4h5&region=eu');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const banner = await response.json();
      expect(banner).toMatchObject({
        region: 'eu',
        consentType: 'optin',
        bannerId: '1',
        policyId: '3',
        cookieExpiryDays: 365,
        storeConsent: true,
        dismissTimeout: 0,
        respectPrivacySignals: true,
        googleConsentMode: true,
      });
      expect(banner.categories.map((/** @type {{id: string}} */ category) => category.id)).toEqual(CATEGORIES);
      for (const category of banner.categories) {
        expect(category.label).toEqual(expect.any(String));
        expect(category.description.length).toBeGreaterThan(10);
      }
      expect(banner.services).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: 'stats', category: 'statistics' }),
          expect.objectContaining({ id: 'video', category: 'marketing' }),
          expect.objectContaining({ id: 'youtube', category: 'marketing' }),
        ]),
      );
      expect(banner.pageLinks).toContainEqual({ label: 'Cookie policy', url: '/consent-other.html#policy' });
      expect(banner.placeholderText).toEqual(expect.any(String));
      expect(Object.keys(banner.texts).sort()).toEqual(
        ['acceptAll', 'denyAll', 'message', 'placeholderAccept', 'savePreferences', 'title', 'viewPreferences'],
      );
      expect(banner.texts.placeholderAccept).toContain('{{service}}');
    });

    it.each([
      ['us', 'us', 'optout', 10000],
      ['other', 'other', 'other', 0],
      ['DE', 'eu', 'optin', 0],
      ['us', 'us', 'optout', 10000],
      ['jp', 'other', 'other', 0],
      ['anything', 'other', 'other', 0],
    ])('region=%s gives region %s, consent type %s, dismiss timeout %i', async (param, region, consentType, timeout) => {
      const banner = await (await get(`/consent-api/banner?region=${param}`)).json();
      expect(banner).toMatchObject({ region, consentType, dismissTimeout: timeout });
    });

    it.each([
      ['de-DE,de;q=0.9,en;q=0.8', 'eu'],
      ['en-GB', 'eu'],
      ['en-US,en;q=0.9', 'us'],
      ['en', 'other'],
      ['ja-JP', 'other'],
      ['', 'other'],
    ])('without a region parameter derives the region from Accept-Language %j → %s', async (acceptLanguage, region) => {
      const banner = await (await get('/consent-api/banner?token=abc', { headers: { 'Accept-Language': acceptLanguage } })).json();
      expect(banner.region).toBe(region);
    });

    it('lets the region parameter win over Accept-Language', async () => {
      const banner = await (await get('/consent-api/banner?region=us', { headers: { 'Accept-Language': 'de-DE' } })).json();
      expect(banner.consentType).toBe('optout');
    });

    it.each([
      ['region', '<script>'],
      ['locale', 'en US'],
      ['token', 'a'.repeat(65)],
      ['token', '../../etc'],
    ])('answers 400 JSON for a malformed %s (%j)', async (name, value) => {
      const response = await get(`/consent-api/banner?${new URLSearchParams({ [name]: value })}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await response.json()).error).toContain(name);
    });

    it('takes the policy id from the server setting PB_CONSENT_POLICY_ID, never from the request', async () => {
      vi.stubEnv('PB_CONSENT_POLICY_ID', '4');
      expect((await (await get('/consent-api/banner?region=eu&policy=9&policyId=9')).json()).policyId).toBe('4');
      vi.stubEnv('PB_CONSENT_POLICY_ID', 'not valid!');
      expect((await (await get('/consent-api/banner?region=eu')).json()).policyId).toBe('3');
    });
  });

  describe('GET /consent-api/cookie_data', () => {
    it('maps categories to services to cookie names', async () => {
      const response = await get('/consent-api/cookie_data');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        statistics: { stats: ['_pb_stats', '_ga*'] },
        marketing: { video: ['_pb_video'], youtube: ['YSC', 'VISITOR_INFO1_LIVE'] },
      });
    });
  });

  describe('GET /consent-api/manage_consent_html', () => {
    it('answers the cookie policy as an HTML string listing the cookies of every category', async () => {
      const response = await get('/consent-api/manage_consent_html');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toMatch(/^<h2>Cookie policy<\/h2>/);
      for (const name of ['Functional', 'Preferences', 'Statistics', 'Marketing']) expect(html).toContain(`<h3>${name}</h3>`);
      for (const cookie of ['pb_consent_*', '_pb_stats', '_pb_video', 'VISITOR_INFO1_LIVE']) {
        expect(html).toContain(`<li>${cookie}`);
      }
      expect(html).not.toMatch(/<script|on\w+=/i);
    });
  });

  describe('GET /consent-api/consent-area/{post_id}/{block_id}', () => {
    it('answers the HTML of a known block', async () => {
      const response = await get('/consent-api/consent-area/12/3');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<iframe src="/assets/consent-video.html" title="Route film from the guide book"');
      expect(html).not.toMatch(/<script/i);
    });

    it('answers 404 JSON for an unknown block', async () => {
      const response = await get('/consent-api/consent-area/12/4');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No such consent area' });
    });

    it.each(['12/x', '12', '12/3/4', '-1/3', '1.5/3', '12/3%20', ''])('answers 400 for ids that are not integers (%s)', async (rest) => {
      const response = await get(`/consent-api/consent-area/${rest}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('post_id and block_id must be integers');
    });
  });

  describe('POST /consent-api/track', () => {
    it('stores a form-encoded record (repeated name[] fields and a comma list) and answers 204', async () => {
      const response = await track(
        new URLSearchParams([
          ['consented_categories[]', 'functional'],
          ['consented_categories[]', 'statistics'],
          ['consented_services', 'stats,video'],
          ['consenttype', 'optin'],
        ]),
        { 'User-Agent': 'consent-test/1.0' },
      );
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(storedRows(running.app.db)).toEqual([
        {
          consented_categories: ['functional', 'statistics'],
          consented_services: ['stats', 'video'],
          consenttype: 'optin',
          user_agent: 'consent-test/1.0',
        },
      ]);
      const createdAt = running.app.db.prepare('SELECT created_at FROM consent_records').pluck().get();
      expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    });

    it('stores a JSON record and a form record with JSON-array fields, and multipart (sendBeacon)', async () => {
      expect(
        (
          await track(JSON.stringify({ consented_categories: CATEGORIES, consented_services: ['youtube'], consenttype: 'optout' }), {
            'Content-Type': 'application/json',
          })
        ).status,
      ).toBe(204);
      expect(
        (
          await track(
            new URLSearchParams({ consented_categories: '["functional"]', consented_services: '[]', consenttype: 'other' }),
          )
        ).status,
      ).toBe(204);
      const form = new FormData();
      form.append('consented_categories', 'functional,marketing');
      form.append('consenttype', 'optin');
      expect((await track(form)).status).toBe(204);
      expect(storedRows(running.app.db).map(({ user_agent: _, ...row }) => row)).toEqual([
        { consented_categories: CATEGORIES, consented_services: ['youtube'], consenttype: 'optout' },
        { consented_categories: ['functional'], consented_services: [], consenttype: 'other' },
        { consented_categories: ['functional', 'marketing'], consented_services: [], consenttype: 'optin' },
      ]);
    });

    it('accepts an empty choice (everything denied) and removes duplicates', async () => {
      await track(new URLSearchParams({ consented_categories: '', consented_services: '', consenttype: 'optin' }));
      await track(new URLSearchParams({ consented_categories: 'marketing,marketing', consenttype: 'optin' }));
      expect(storedRows(running.app.db).map((row) => row.consented_categories)).toEqual([[], ['marketing']]);
    });

    it.each([
      [{ consented_categories: 'functional,cookies', consenttype: 'optin' }, /consented_categories/],
      [{ consented_categories: 'functional', consenttype: 'always' }, /consenttype/],
      [{ consented_categories: 'functional' }, /consenttype/],
      [{ consented_categories: 'functional', consented_services: 'you tube', consenttype: 'optin' }, /consented_services/],
      [{ consented_categories: '[1,2]', consenttype: 'optin' }, /consented_categories/],
      [{ consented_categories: '[not json', consenttype: 'optin' }, /consented_categories/],
    ])('answers 400 JSON and stores nothing for invalid input %j', async (fields, error) => {
      const response = await track(new URLSearchParams(fields));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(error);
      expect(storedRows(running.app.db)).toEqual([]);
    });

    it('answers 400 for malformed JSON or a JSON value that is not an object, 415 for other bodies', async () => {
      const json = { 'Content-Type': 'application/json' };
      expect((await track('{"consenttype":', json)).status).toBe(400);
      expect((await track('["optin"]', json)).status).toBe(400);
      expect((await track(JSON.stringify({ consented_categories: [1], consenttype: 'optin' }), json)).status).toBe(400);
      const text = await track('consenttype=optin', { 'Content-Type': 'text/plain' });
      expect(text.status).toBe(415);
      expect(storedRows(running.app.db)).toEqual([]);
    });

    it('refuses a body over 1 MB with 413', async () => {
      const response = await track(new URLSearchParams({ consenttype: 'optin', padding: 'x'.repeat(1024 * 1024) }));
      expect(response.status).toBe(413);
      expect(storedRows(running.app.db)).toEqual([]);
    });

    it('refuses with 403 JSON a record posted from another site (Origin, else Referer, or neither), accepts its own origin', async () => {
      const fields = { consented_categories: 'functional', consenttype: 'optin' };
      for (const headers of [{ Origin: 'https://evil.example' }, { Origin: '', Referer: 'https://evil.example/' }, { Origin: '' }]) {
        const forged = await track(new URLSearchParams(fields), headers);
        expect(forged.status).toBe(403);
        expect(await forged.json()).toEqual({ error: FOREIGN_ORIGIN_TEXT });
      }
      expect(storedRows(running.app.db)).toEqual([]);
      const own = await track(new URLSearchParams(fields), { Origin: running.baseUrl });
      expect(own.status).toBe(204);
      const fromReferer = await track(new URLSearchParams(fields), { Origin: '', Referer: `${running.baseUrl}/consent-optin.html` });
      expect(fromReferer.status).toBe(204);
      expect(storedRows(running.app.db)).toHaveLength(2);
    });

    it('refuses with 403 JSON a record without the page\'s consent nonce, or an expired one; takes it from X-WP-Nonce or _wpnonce', async () => {
      const fields = { consented_categories: 'functional', consenttype: 'optin' };
      const missing = await track(new URLSearchParams(fields), { 'X-WP-Nonce': '' });
      expect(missing.status).toBe(403);
      expect(await missing.json()).toEqual({ error: MISSING_NONCE_TEXT });
      const expired = await track(new URLSearchParams(fields), {
        'X-WP-Nonce': pageNonce(running.app, 'consent', Date.now() - NONCE_LIFETIME_MS - 60_000),
      });
      expect(await expired.json()).toEqual({ error: EXPIRED_NONCE_TEXT });
      expect(storedRows(running.app.db)).toEqual([]);
      const asField = await track(new URLSearchParams({ ...fields, _wpnonce: pageNonce(running.app, 'consent') }), { 'X-WP-Nonce': '' });
      expect(asField.status).toBe(204);
      expect(storedRows(running.app.db)).toHaveLength(1);
    });

    it('answers 405 to GET, so records can never be read back', async () => {
      const response = await get('/consent-api/track');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });

    it('keeps stored records across a server restart on the same database file', async () => {
      await track(new URLSearchParams({ consented_categories: 'functional,statistics', consented_services: 'stats', consenttype: 'optin' }));
      await running.app.close();

      running = await startApp({ dbPath });
      expect(storedRows(running.app.db).map(({ user_agent: _, ...row }) => row)).toEqual([
        { consented_categories: ['functional', 'statistics'], consented_services: ['stats'], consenttype: 'optin' },
      ]);
      const migrations = running.app.db.prepare("SELECT id FROM schema_migrations WHERE id LIKE 'consent/%'").pluck().all();
      expect(migrations).toEqual(['consent/001-create-consent-records']);
    });
  });
});
