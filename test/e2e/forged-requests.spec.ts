/**
 * Forged requests (docs/demo-server.md "The demo and reference server", demo/server/forgery-guard.mjs): the
 * site's own pages post with the nonces the server wrote into them, and are stored; a page of
 * another origin (a little server on another port: another origin on the same loopback address)
 * that posts the same forms gets 403 and nothing is stored, even with a valid nonce copied from
 * the site, because its `Origin` is not the site's.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unique, uniqueEmail } from './form-helpers';
import { REPO_ROOT } from './helpers';

const DB_PATH = path.resolve(REPO_ROOT, process.env.PB_DB ?? 'test-results/e2e.sqlite');
const NONCE = /^[0-9a-z]+-[0-9a-f]{32}$/;

/** A nonce the site writes into one of its pages, read as anyone could read it. */
async function nonceFrom(request: APIRequestContext, pagePath: string, pattern: RegExp): Promise<string> {
  const nonce = pattern.exec(await (await request.get(pagePath)).text())?.[1] ?? '';
  expect(nonce).toMatch(NONCE);
  return nonce;
}

/**
 * How many rows of a table of the e2e server's database carry `marker` in `column`. Counted by
 * the test's own marker, not the whole table: other workers store rows in the same tables meanwhile.
 */
function rowsMarked(table: string, column: string, marker: string): number {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT COUNT(*) FROM ${table} WHERE instr(${column}, ?) > 0`).pluck().get(marker) as number;
  } finally {
    db.close();
  }
}

/** An HTML page with one form posting `fields` to `action`. */
function forgedPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Win a prize</title></head>
<body><form method="post" action="${action}">${inputs}<button type="submit">Claim your prize</button></form></body></html>`;
}

let attacker: Server;
let attackerOrigin: string;
/** The forged pages by path, set by each test before it opens one. */
const forgedPages = new Map<string, string>();

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    const html = forgedPages.get(request.url ?? '');
    if (html) response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else response.writeHead(404).end();
  });
  await new Promise<void>((listening) => attacker.listen(0, '127.0.0.1', listening));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => attacker.close(closed));
});

/** Opens the forged page at `pagePath`, submits its form and returns the demo server's answer. */
async function submitForged(page: Page, pagePath: string, html: string): Promise<{ status: number; text: string }> {
  forgedPages.set(pagePath, html);
  await page.goto(`${attackerOrigin}${pagePath}`);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
    page.getByRole('button', { name: 'Claim your prize' }).click(),
  ]);
  expect((await response.request().allHeaders()).origin).toBe(attackerOrigin);
  return { status: response.status(), text: await response.text() };
}

test.describe('forged requests', () => {
  test('the comment form posts the nonce its page was served with, and the comment is stored', async ({ page }) => {
    await page.goto('/community.html');
    const nonce = await page.locator('#commentform input[name=_wpnonce]').inputValue();
    expect(nonce).toMatch(NONCE);
    await page.locator('pb-comments').hover();
    await expect(page.locator('pb-comments')).toHaveAttribute('data-enhanced', '');
    const text = `Posted with the page's nonce ${Date.now()}`;
    await page.locator('#comment').fill(text);
    await page.locator('#author').fill('Nonce Walker');
    await page.locator('#email').fill('nonce@example.com');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/comments')),
      page.locator('#commentform .submit').click(),
    ]);
    expect(new URLSearchParams(request.postData() ?? '').get('_wpnonce')).toBe(nonce);
    await expect(page.locator('.comment-list')).toContainText(text);
    const { comments } = await (await page.request.get('/api/comments?post_id=42')).json();
    expect(comments.map((comment: { content: string }) => comment.content)).toContain(text);
  });

  test('another site\'s page posting the contact form with a valid token gets 403; nothing is stored', async ({ page, baseURL }) => {
    const token = await nonceFrom(page.request, '/contact.html', /name="token" value="([^"]+)"/);
    const marker = unique('Forged message');
    const fields = JSON.stringify([{ field_id: 'message', original_id: 'message', required_mark: 'required', field_type: 'text', field_label: 'Message' }]);
    const answer = await submitForged(
      page,
      '/contact',
      forgedPage(`${baseURL}/contact/submit`, {
        token,
        pb_contact_form: 'contact-form',
        message: marker,
        et_pb_contact_email_fields: fields,
        et_pb_contact_email_hidden_fields: '[]',
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('This can only be sent from a page of this site.');
    expect(rowsMarked('contact_submissions', 'fields', marker)).toBe(0);
  });

  test('another site\'s page posting a comment with a valid _wpnonce gets 403; nothing is stored', async ({ page, baseURL }) => {
    const nonce = await nonceFrom(page.request, '/community.html', /name="_wpnonce" value="([^"]+)"/);
    const marker = unique('Forged comment');
    const answer = await submitForged(
      page,
      '/comment',
      forgedPage(`${baseURL}/comments`, {
        _wpnonce: nonce,
        comment_post_ID: '42',
        comment_parent: '0',
        author: 'Forger',
        email: 'forger@example.com',
        comment: marker,
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('This can only be sent from a page of this site.');
    expect(rowsMarked('comments', 'content', marker)).toBe(0);
  });

  test('another site\'s page posting the newsletter form with a valid et_frontend_nonce gets 403; nothing is stored', async ({ page, baseURL }) => {
    const nonce = await nonceFrom(page.request, '/newsletter.html', /name="et_frontend_nonce" value="([^"]+)"/);
    const email = uniqueEmail('forged');
    const answer = await submitForged(
      page,
      '/newsletter',
      forgedPage(`${baseURL}/wp-admin/admin-ajax.php`, {
        action: 'et_pb_submit_subscribe_form',
        et_frontend_nonce: nonce,
        et_list_id: 'trail-letter',
        et_email: email,
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('This can only be sent from a page of this site.');
    expect(rowsMarked('newsletter_subscriptions', 'email', email)).toBe(0);
  });

  test('a consent record posted with another site\'s Origin and a valid nonce gets 403 JSON; nothing is stored', async ({ request }) => {
    const nonce = await nonceFrom(request, '/consent-optin.html', /"consent":"([^"]+)"/);
    const userAgent = unique('Forged consent');
    const response = await request.post('/consent-api/track', {
      headers: { Origin: attackerOrigin, 'X-WP-Nonce': nonce, 'User-Agent': userAgent },
      data: { consented_categories: ['functional', 'marketing'], consented_services: [], consenttype: 'optin' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: 'This can only be sent from a page of this site.' });
    expect(rowsMarked('consent_records', 'user_agent', userAgent)).toBe(0);
  });
});
