/**
 * Forged requests (issue 15 item 6): every state-changing call of the reference server checks
 * that it comes from a page of this site (Origin, else Referer) and carries the nonce the server
 * wrote into that page (demo/server/forgery-guard.mjs).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../demo/server/endpoints/index.mjs';
import {
  EXPIRED_NONCE_TEXT,
  INVALID_NONCE_TEXT,
  issueNonce,
  NONCE_LIFETIME_MS,
  nonceProblem,
  nonceSecret,
} from '../../demo/server/forgery-guard.mjs';
import { buildRegistry } from '../../demo/server/registry.mjs';
import { createTempDir, pageNonce, postAdminAjax, removeDir, startApp } from './test-server.mjs';

const PAGES_DIR = fileURLToPath(new URL('../../demo/pages/', import.meta.url));
const registry = buildRegistry(endpoints);
/**
 * POSTs that only read: the blog's block-layout pages (demo/server/endpoints/blog.mjs) render a
 * page with the posted layout and store nothing, so they ask no nonce.
 */
const READ_ONLY_POST_ROUTES = ['/blog/'];
const postRoutes = registry.routes
  .filter((route) => route.method !== 'GET' && !READ_ONLY_POST_ROUTES.includes(route.path))
  .map((route) => (route.query ? `${route.path}?${route.query}=` : route.path));
const ajaxActions = [...registry.ajaxActions.keys()];

describe('forged requests: every state-changing call checks Origin and the page nonce', () => {
  /** @type {string} */
  let dataDir;
  /** @type {string} */
  let dbPath;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeEach(async () => {
    dataDir = await createTempDir();
    dbPath = path.join(dataDir, 'forgery.sqlite');
    running = await startApp({ dbPath });
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  /** Row counts of every table a call can write (but the split-test history seeded for test 2). */
  const storedCounts = () =>
    ['contact_submissions', 'newsletter_subscriptions', 'comments', 'consent_records', 'split_test_stats', 'split_test_assignments', 'shop_cart_items', 'shop_orders'].map((table) =>
      running.app.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${table.startsWith('split_test') ? "test_id <> '2'" : '1'}`).pluck().get(),
    );

  const NOTHING_STORED = [0, 0, 0, 0, 0, 0, 0, 0];

  it('the server implements the calls this test covers (a new POST route or ajax action must be added here)', () => {
    // The shop's wc-ajax calls and its forms; test/server/shop.test.mjs checks each call's nonce.
    expect(postRoutes.sort()).toEqual(['/?wc-ajax=', '/comments', '/consent-api/track', '/contact/submit', '/shop-native/', '/shop/']);
    expect(registry.routes.filter((route) => route.method === 'POST' && READ_ONLY_POST_ROUTES.includes(route.path))).toHaveLength(1);
    expect(ajaxActions.sort()).toEqual(['et_pb_ab_get_subject_id', 'et_pb_submit_subscribe_form', 'et_pb_update_stats_table']);
  });

  it.each(postRoutes)('POST %s answers 403 to another site\'s page and to a post naming no origin; nothing stored', async (route) => {
    for (const headers of [{ Origin: 'https://evil.example' }, { Referer: 'https://evil.example/page.html' }, {}]) {
      const response = await fetch(`${running.baseUrl}${route}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ consenttype: 'optin', comment_post_ID: '42', comment: 'x', author: 'x', email: 'x@example.org', 'add-to-cart': '1', product_id: '1' }),
        redirect: 'manual',
      });
      expect(response.status).toBe(403);
    }
    expect(storedCounts()).toEqual(NOTHING_STORED);
  });

  it('POST /blog/ (block-layout page) from another site only reads: it stores nothing anywhere', async () => {
    const posts = () => running.app.db.prepare('SELECT COUNT(*) FROM posts').pluck().get();
    const before = posts();
    const response = await fetch(`${running.baseUrl}/blog/page/2/`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: new URLSearchParams({ et_layout_block_layout_content: '[et_pb_blog posts_number="2"]' }),
    });
    expect(response.status).toBe(200);
    expect(storedCounts()).toEqual(NOTHING_STORED);
    expect(posts()).toBe(before);
  });

  it.each(ajaxActions)('admin-ajax action %s answers 403 JSON {error} to another site\'s page, and without its nonce', async (action) => {
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: running.baseUrl }]) {
      const response = await postAdminAjax(running.baseUrl, new URLSearchParams({ action, stats_data_array: '[]' }), headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(typeof (await response.json()).error).toBe('string');
    }
    expect(storedCounts()).toEqual(NOTHING_STORED);
  });

  it('every demo page and API reference page is served with its nonce placeholders filled, never to other sites', async () => {
    const pages = readdirSync(PAGES_DIR).filter((file) => file.endsWith('.html'));
    for (const page of pages) {
      const html = await (await fetch(`${running.baseUrl}/${page}`)).text();
      expect(html, page).not.toContain('{{pb-nonce:');
    }
    for (const page of ['pb-contact-form', 'pb-newsletter', 'pb-comments', 'pb-consent-banner']) {
      const response = await fetch(`${running.baseUrl}/dist/api/${page}.html`);
      expect(response.headers.get('access-control-allow-origin'), page).toBeNull();
      const html = await response.text();
      expect(html, page).not.toContain('{{pb-nonce:');
      expect(html, page).toMatch(/[0-9a-z]+-[0-9a-f]{32}/);
    }
  });

  it('the nonce a served page carries is accepted: the contact page\'s token stores a submission', async () => {
    const html = await (await fetch(`${running.baseUrl}/contact.html`)).text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(token).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
    const fields = [{ field_id: 'message', original_id: 'message', required_mark: 'required', field_type: 'text', field_label: 'Message' }];
    const response = await fetch(`${running.baseUrl}/contact/submit`, {
      method: 'POST',
      headers: { Origin: running.baseUrl, 'X-PB-Fragment': '1' },
      body: new URLSearchParams({ token, message: 'Hello', et_pb_contact_email_fields: JSON.stringify(fields), et_pb_contact_email_hidden_fields: '[]' }),
    });
    expect(response.status).toBe(200);
    expect(storedCounts()[0]).toBe(1);
  });

  it('the comment form of /community.html (rendered by its own route) carries a valid _wpnonce', async () => {
    const html = await (await fetch(`${running.baseUrl}/community.html`)).text();
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const response = await fetch(`${running.baseUrl}/comments`, {
      method: 'POST',
      headers: { Origin: running.baseUrl, 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ comment_post_ID: '42', comment: 'Lovely', author: 'Ann', email: 'ann@example.org', _wpnonce: nonce }),
    });
    expect(response.status).toBe(201);
  });

  it('a nonce is valid for 24 hours, not before it was issued, and survives a server restart', async () => {
    const now = Date.now();
    const fresh = pageNonce(running.app, 'comment', now);
    const key = nonceSecret(running.app.db);
    expect(nonceProblem(key, 'comment', fresh, now + NONCE_LIFETIME_MS - 1000)).toBeNull();
    expect(nonceProblem(key, 'comment', fresh, now + NONCE_LIFETIME_MS + 2000)).toBe(EXPIRED_NONCE_TEXT);
    expect(nonceProblem(key, 'comment', issueNonce(key, 'comment', now + 10 * 60_000), now)).toBe(INVALID_NONCE_TEXT);
    // Moving the time inside a nonce breaks its MAC.
    const [, mac] = fresh.split('-');
    expect(nonceProblem(key, 'comment', `${Math.floor(now / 1000 + 60).toString(36)}-${mac}`, now)).toBe(INVALID_NONCE_TEXT);

    await running.app.close();
    running = await startApp({ dbPath });
    expect(nonceProblem(key, 'comment', pageNonce(running.app, 'comment'))).toBeNull();
    expect(pageNonce(running.app, 'comment', now)).toBe(fresh);
  });
});
