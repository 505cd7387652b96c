import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPIRED_NONCE_TEXT, FOREIGN_ORIGIN_TEXT, NONCE_LIFETIME_MS } from '../../demo/server/forgery-guard.mjs';
import { createTempDir, pageNonce, removeDir, startApp } from './test-server.mjs';

/** The running site's contact-form nonce, as its contact page carries it in the `token` field. */
let contactToken = '';

const FIELDS = [
  { field_id: 'name', original_id: 'name', required_mark: 'required', field_type: 'input', field_label: 'Name' },
  { field_id: 'email', original_id: 'email', required_mark: 'required', field_type: 'email', field_label: 'Email' },
  { field_id: 'topics', original_id: 'topics', required_mark: 'required', field_type: 'checkbox', field_label: '' },
  { field_id: 'company', original_id: 'company', required_mark: 'required', field_type: 'input', field_label: 'Company' },
];

/**
 * @param {Record<string, string>} [overrides]
 * @param {Array<[string, string]>} [extra]
 */
function contactForm(overrides = {}, extra = [['topics[]', 'support'], ['topics[]', 'sales']]) {
  const form = new URLSearchParams({
    pb_contact_form: 'contact',
    token: contactToken,
    name: 'Ann Example',
    email: 'ann@example.com',
    company: '',
    pb_captcha_first: '3',
    pb_captcha_second: '4',
    pb_captcha: '7',
    et_pb_contact_email_fields: JSON.stringify(FIELDS),
    et_pb_contact_email_hidden_fields: JSON.stringify(['company']),
    ...overrides,
  });
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

describe('contact form action URL (POST /contact/submit)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeEach(async () => {
    dataDir = await createTempDir();
    running = await startApp({ dbPath: path.join(dataDir, 'contact.sqlite') });
    contactToken = pageNonce(running.app, 'contact_form');
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  /**
   * Posts as the site's own contact page does (its Origin) unless the headers say otherwise.
   * @param {URLSearchParams | FormData | string} body
   * @param {Record<string, string>} [headers]
   */
  const post = (body, headers = { 'X-PB-Fragment': '1' }) =>
    fetch(`${running.baseUrl}/contact/submit`, { method: 'POST', body, headers: { Origin: running.baseUrl, ...headers } });
  const stored = () => running.app.db.prepare('SELECT COUNT(*) FROM contact_submissions').pluck().get();

  it('stores an accepted submission (hidden fields skipped) and answers the success fragment', async () => {
    const response = await post(contactForm());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<div id="contact" class="pb-contact-result"><p role="status">Thanks/);
    const row = running.app.db.prepare('SELECT form_id, fields, hidden_fields, created_at FROM contact_submissions').get();
    expect(row.form_id).toBe('contact');
    expect(JSON.parse(row.fields)).toEqual({ name: 'Ann Example', email: 'ann@example.com', topics: ['support', 'sales'] });
    expect(JSON.parse(row.hidden_fields)).toEqual(['company']);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('answers a full page without the fragment header (form posted without JavaScript)', async () => {
    const response = await post(contactForm(), {});
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<div id="contact" class="pb-contact-result">');
  });

  it('accepts multipart/form-data', async () => {
    const data = new FormData();
    for (const [name, value] of contactForm()) data.append(name, value);
    expect((await post(data)).status).toBe(200);
  });

  it('GET /api/contact/latest returns the last stored submission, 404 before any', async () => {
    expect((await fetch(`${running.baseUrl}/api/contact/latest`)).status).toBe(404);
    await post(contactForm());
    await post(contactForm({ name: 'Bob' }));
    const latest = await (await fetch(`${running.baseUrl}/api/contact/latest`)).json();
    expect(latest.fields.name).toBe('Bob');
    expect(latest.hidden_fields).toEqual(['company']);
    expect(latest.form_id).toBe('contact');
    const ann = await (await fetch(`${running.baseUrl}/api/contact/latest?containing=Ann`)).json();
    expect(ann.fields.name).toBe('Ann Example');
    expect((await fetch(`${running.baseUrl}/api/contact/latest?containing=Nobody`)).status).toBe(404);
  });

  it('403 without the token, nothing stored', async () => {
    const form = contactForm();
    form.delete('token');
    const response = await post(form);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('id="contact"');
    expect(running.app.db.prepare('SELECT COUNT(*) FROM contact_submissions').pluck().get()).toBe(0);
  });

  it('403 with a wrong token, another call\'s nonce or an expired one, nothing stored', async () => {
    expect((await post(contactForm({ token: 'nope' }))).status).toBe(403);
    expect((await post(contactForm({ token: pageNonce(running.app, 'comment') }))).status).toBe(403);
    const expired = await post(contactForm({ token: pageNonce(running.app, 'contact_form', Date.now() - NONCE_LIFETIME_MS - 60_000) }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe(`<div id="contact" class="pb-contact-result pb-contact-result--error"><p>${EXPIRED_NONCE_TEXT}</p></div>`);
    expect(stored()).toBe(0);
  });

  it('403 for a post from another site\'s page (Origin, else Referer, neither), with a valid token; nothing stored', async () => {
    for (const headers of [
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      { Origin: '', Referer: 'http://evil.example/page.html' },
      { Origin: '' },
    ]) {
      const response = await post(contactForm(), { 'X-PB-Fragment': '1', ...headers });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(FOREIGN_ORIGIN_TEXT);
    }
    expect(stored()).toBe(0);
  });

  it('415 for another content type', async () => {
    const response = await post(JSON.stringify({ name: 'x' }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(415);
  });

  it('400 listing empty required fields (group with none chosen, empty label falls back) in the matching container', async () => {
    const response = await post(contactForm({ name: ' ' }, []));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<div id="contact" class="pb-contact-result pb-contact-result--error">');
    expect(html).toContain('<p>Please, fill in the following fields:</p><ul><li>Name</li><li>Checkbox</li></ul>');
    expect(running.app.db.prepare('SELECT COUNT(*) FROM contact_submissions').pluck().get()).toBe(0);
  });

  it('400 for an invalid email (SPEC §5 rules)', async () => {
    const html = await (await post(contactForm({ email: 'ann@example..com' }))).text();
    expect(html).toContain('<p>Invalid email</p><ul><li>Email</li></ul>');
  });

  it('400 for a wrong captcha', async () => {
    const response = await post(contactForm({ pb_captcha: '8' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('You entered the wrong number in captcha.');
  });

  it('validates a field reported hidden only when it is not hidden', async () => {
    const response = await post(contactForm({ et_pb_contact_email_hidden_fields: '[]' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<li>Company</li>');
  });

  it('400 for malformed field descriptors or hidden ids', async () => {
    expect((await post(contactForm({ et_pb_contact_email_fields: '{oops' }))).status).toBe(400);
    expect((await post(contactForm({ et_pb_contact_email_hidden_fields: '[1]' }))).status).toBe(400);
  });

  it('escapes labels and falls back to a safe container id', async () => {
    const fields = [{ field_id: 'x', original_id: 'x', required_mark: 'required', field_type: 'input', field_label: '<img src=x onerror=alert(1)>' }];
    const html = await (
      await post(contactForm({ et_pb_contact_email_fields: JSON.stringify(fields), pb_contact_form: '"><script>' }))
    ).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img');
    expect(html).toContain('id="pb-contact-form"');
  });
});
