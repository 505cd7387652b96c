import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildPayload,
  checksumSource,
  payloadEntries,
} from '../../react-core/newsletter/newsletter-payload.ts';
import { sha256HexSync } from '../../react-core/newsletter/newsletter-checksum.ts';
import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from '../../demo/server/endpoints/newsletter.mjs';
import { EXPIRED_NONCE_TEXT, INVALID_NONCE_TEXT, MISSING_NONCE_TEXT, NONCE_LIFETIME_MS } from '../../demo/server/forgery-guard.mjs';
import { createTempDir, pageNonce, postAdminAjax, removeDir, startApp } from './test-server.mjs';

/** The running site's `et_frontend_nonce`, as its newsletter page carries it. */
let frontendNonce = '';

/**
 * @param {Partial<Record<string, unknown>>} [overrides] Field values (firstname, lastname, email, custom, hidden custom).
 * @param {{ nonce?: string, listId?: string }} [context]
 */
function payload(overrides = {}, context = {}) {
  /** @type {import('../../react-core/newsletter/newsletter-payload.ts').NewsletterField[]} */
  const fields = [
    { id: 'et_firstname', kind: 'firstname', label: 'First name', type: 'text', required: false, hidden: false, value: 'Ada', nativeMessage: '' },
    { id: 'et_lastname', kind: 'lastname', label: 'Last name', type: 'text', required: false, hidden: false, value: 'Lovelace', nativeMessage: '' },
    { id: 'et_email', kind: 'email', label: 'Email', type: 'email', required: true, hidden: false, value: overrides.email ?? 'ada@example.org', nativeMessage: '' },
    { id: 'interests', kind: 'custom', label: 'Interests', type: 'checkbox', required: true, hidden: Boolean(overrides.interestsHidden), value: overrides.interests ?? ['Hiking'], nativeMessage: '' },
  ];
  const built = buildPayload(/** @type {any} */ (fields), {
    nonce: context.nonce ?? frontendNonce,
    listId: context.listId ?? 'weekly',
    provider: 'mailchimp',
    account: 'demo',
    ipAddress: '',
    token: '',
  });
  built.et_checksum = sha256HexSync(checksumSource(built));
  return built;
}

/** @param {Record<string, string>} built */
const form = (built) => new URLSearchParams(payloadEntries(/** @type {any} */ (built)));

describe('newsletter subscribe (et_pb_submit_subscribe_form)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeEach(async () => {
    dataDir = await createTempDir();
    running = await startApp({ dbPath: path.join(dataDir, 'newsletter.sqlite') });
    frontendNonce = pageNonce(running.app, 'et_frontend_nonce');
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  const count = () => running.app.db.prepare('SELECT COUNT(*) FROM newsletter_subscriptions').pluck().get();

  it('stores a valid subscription and answers {success: message}', async () => {
    const response = await postAdminAjax(running.baseUrl, form(payload()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: SUBSCRIBED_MESSAGE });
    const row = running.app.db.prepare('SELECT * FROM newsletter_subscriptions').get();
    expect(row).toMatchObject({
      list_id: 'weekly', email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace',
      provider: 'mailchimp', account: 'demo', custom_fields: JSON.stringify({ interests: ['Hiking'] }),
    });
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('GET /api/newsletter/latest returns the newest subscription (demo-only)', async () => {
    await postAdminAjax(running.baseUrl, form(payload()));
    const latest = await (await fetch(`${running.baseUrl}/api/newsletter/latest?list_id=weekly`)).json();
    expect(latest).toMatchObject({ count: 1, subscription: { email: 'ada@example.org', listId: 'weekly', customFields: { interests: ['Hiking'] } } });
    const other = await (await fetch(`${running.baseUrl}/api/newsletter/latest?list_id=none`)).json();
    expect(other).toEqual({ count: 0, subscription: null });
    await postAdminAjax(running.baseUrl, form(payload({ email: 'grace@example.org' })));
    const ada = await (await fetch(`${running.baseUrl}/api/newsletter/latest?list_id=weekly&email=ADA@example.org`)).json();
    expect(ada).toMatchObject({ count: 1, subscription: { email: 'ada@example.org' } });
  });

  it('a duplicate subscription (email unique per list, any case) answers success "already subscribed" and is not stored twice', async () => {
    await postAdminAjax(running.baseUrl, form(payload()));
    const again = await postAdminAjax(running.baseUrl, form(payload({ email: 'ADA@example.org' })));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: ALREADY_SUBSCRIBED_MESSAGE, already_subscribed: true });
    expect(count()).toBe(1);
    const otherList = await postAdminAjax(running.baseUrl, form(payload({}, { listId: 'monthly' })));
    expect(await otherList.json()).toEqual({ success: SUBSCRIBED_MESSAGE });
    expect(count()).toBe(2);
  });

  it('403 {error} when et_frontend_nonce is missing, forged, another call\'s or expired; nothing stored', async () => {
    const cases = [
      ['', MISSING_NONCE_TEXT],
      ['forged', INVALID_NONCE_TEXT],
      [pageNonce(running.app, 'contact_form'), INVALID_NONCE_TEXT],
      [pageNonce(running.app, 'et_frontend_nonce', Date.now() - NONCE_LIFETIME_MS - 60_000), EXPIRED_NONCE_TEXT],
    ];
    for (const [nonce, error] of cases) {
      const response = await postAdminAjax(running.baseUrl, form(payload({}, { nonce })));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error });
    }
    expect(count()).toBe(0);
  });

  it('400 {error} when et_checksum is missing or does not match (a field altered after the checksum)', async () => {
    const missing = { ...payload(), et_checksum: '' };
    const noChecksum = await postAdminAjax(running.baseUrl, form(missing));
    expect(noChecksum.status).toBe(400);
    expect((await noChecksum.json()).error).toMatch(/checksum/);
    const tampered = { ...payload(), et_list_id: 'other-list' };
    const response = await postAdminAjax(running.baseUrl, form(tampered));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/checksum mismatch/);
    const truncated = form(payload());
    truncated.delete('et_hidden_fields');
    expect((await postAdminAjax(running.baseUrl, truncated)).status).toBe(400);
    expect(count()).toBe(0);
  });

  it('400 "Invalid email" when the email fails the general email pattern (shared rules)', async () => {
    const response = await postAdminAjax(running.baseUrl, form(payload({ email: 'ada@example' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid email' });
  });

  it('400 when the email is empty', async () => {
    const response = await postAdminAjax(running.baseUrl, form(payload({ email: '' })));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/Email/);
  });

  it('400 listing the label when a required custom field is empty (contact-form rule)', async () => {
    const response = await postAdminAjax(running.baseUrl, form(payload({ interests: [] })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please, fill in the following fields: Interests' });
  });

  it('a custom field hidden by conditional logic is skipped', async () => {
    const response = await postAdminAjax(running.baseUrl, form(payload({ interests: [], interestsHidden: true })));
    expect(response.status).toBe(200);
    expect(JSON.parse(running.app.db.prepare('SELECT custom_fields FROM newsletter_subscriptions').pluck().get())).toEqual({});
  });

  it('400 when et_custom_fields is malformed JSON (checksum recomputed)', async () => {
    const built = { ...payload(), et_custom_fields: '{not json' };
    built.et_checksum = sha256HexSync(checksumSource(/** @type {any} */ (built)));
    const response = await postAdminAjax(running.baseUrl, form(built));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/et_custom_fields/);
  });

  it('400 without a list id', async () => {
    const response = await postAdminAjax(running.baseUrl, form(payload({}, { listId: '' })));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/et_list_id/);
  });

  it('415 for a JSON body', async () => {
    const response = await postAdminAjax(running.baseUrl, JSON.stringify(payload()), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(415);
  });

  it('without JavaScript: a plain form post (no checksum, Accept: text/html) is stored and answered with an HTML page', async () => {
    const body = new URLSearchParams([
      ['action', 'et_pb_submit_subscribe_form'], ['et_frontend_nonce', frontendNonce], ['et_list_id', 'weekly'],
      ['et_firstname', 'Grace'], ['et_lastname', 'Hopper'], ['et_email', 'grace@example.org'],
      ['interests[]', 'Birds'], ['interests[]', 'Trails'],
    ]);
    const response = await postAdminAjax(running.baseUrl, body, {
      Accept: 'text/html,application/xhtml+xml',
      Referer: `${running.baseUrl}/newsletter.html?x=<b>`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain(SUBSCRIBED_MESSAGE);
    expect(html).toContain('href="/newsletter.html?x=%3Cb%3E"');
    const row = running.app.db.prepare('SELECT * FROM newsletter_subscriptions').get();
    expect(row).toMatchObject({ email: 'grace@example.org', first_name: 'Grace' });
    expect(JSON.parse(row.custom_fields)).toEqual({ interests: ['Birds', 'Trails'] });
  });

  it('without JavaScript: a missing nonce answers 403 with an error page', async () => {
    const body = new URLSearchParams([['action', 'et_pb_submit_subscribe_form'], ['et_list_id', 'weekly'], ['et_email', 'x@example.org']]);
    const response = await postAdminAjax(running.baseUrl, body, { Accept: 'text/html' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Subscription failed');
  });
});
