import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { judgeSubmission } from '../../react-core/forms/submit-verdict';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { sha256Hex, sha256HexSync } from '../../react-core/newsletter/newsletter-checksum';
import {
  NEWSLETTER_ACTION,
  PAYLOAD_FIELDS,
  buildPayload,
  checksumSource,
  payloadEntries,
  subscribeAnswerReaders,
  validateNewsletter,
  type NewsletterField,
} from '../../react-core/newsletter/newsletter-payload';
import { canSubmit, initialNewsletterState, newsletterReducer } from '../../react-core/newsletter/newsletter-state';

function field(partial: Partial<NewsletterField> & Pick<NewsletterField, 'id' | 'kind'>): NewsletterField {
  return { label: partial.id, type: 'text', required: false, hidden: false, value: '', nativeMessage: '', ...partial };
}

const VALID: NewsletterField[] = [
  field({ id: 'et_firstname', kind: 'firstname', label: 'First name', value: 'Ada' }),
  field({ id: 'et_lastname', kind: 'lastname', label: 'Last name', value: 'Lovelace' }),
  field({ id: 'et_email', kind: 'email', label: 'Email', type: 'email', value: ' ada@example.org ' }),
  field({ id: 'interests', kind: 'custom', label: 'Interests', type: 'checkbox', required: true, value: ['Hiking', 'Birds'] }),
];

const CONTEXT = { nonce: 'n', listId: 'list-1', provider: 'mailchimp', account: 'acct', ipAddress: '', token: '' };

describe('newsletter payload (SPEC §3 newsletter subscription payload)', () => {
  it('has exactly the SPEC fields, in order, with action et_pb_submit_subscribe_form', () => {
    const entries = payloadEntries(buildPayload(VALID, CONTEXT));
    expect(entries.map(([name]) => name)).toEqual([
      'action', 'et_frontend_nonce', 'et_list_id', 'et_firstname', 'et_lastname', 'et_email', 'et_provider',
      'et_account', 'et_ip_address', 'et_custom_fields', 'et_hidden_fields', 'token', 'et_checksum',
    ]);
    expect(PAYLOAD_FIELDS).toHaveLength(13);
    expect(entries[0]).toEqual(['action', NEWSLETTER_ACTION]);
  });

  it('carries the names, the trimmed email, list, provider, account and nonce', () => {
    const payload = buildPayload(VALID, CONTEXT);
    expect(payload).toMatchObject({
      et_frontend_nonce: 'n', et_list_id: 'list-1', et_firstname: 'Ada', et_lastname: 'Lovelace',
      et_email: 'ada@example.org', et_provider: 'mailchimp', et_account: 'acct',
    });
  });

  it('et_custom_fields is JSON of the shown custom fields (descriptor and value); et_hidden_fields lists the hidden ones', () => {
    const fields = [...VALID, field({ id: 'company', kind: 'custom', label: 'Company', hidden: true, value: 'ACME' })];
    const payload = buildPayload(fields, CONTEXT);
    expect(JSON.parse(payload.et_custom_fields)).toEqual([
      { field_id: 'interests', original_id: 'interests', required_mark: 'required', field_type: 'checkbox', field_label: 'Interests', value: ['Hiking', 'Birds'] },
    ]);
    expect(JSON.parse(payload.et_hidden_fields)).toEqual(['company']);
  });

  it('absent name fields are sent empty', () => {
    const payload = buildPayload([VALID[2]!], CONTEXT);
    expect(payload.et_firstname).toBe('');
    expect(payload.et_lastname).toBe('');
    expect(payload.et_custom_fields).toBe('[]');
    expect(payload.et_hidden_fields).toBe('[]');
  });
});

describe('et_checksum: SHA-256 hex of the JSON list of the other payload values', () => {
  it('the checksum source lists every field but the checksum, in order', () => {
    const payload = buildPayload(VALID, CONTEXT);
    const source = JSON.parse(checksumSource(payload)) as string[];
    expect(source).toHaveLength(12);
    expect(source[0]).toBe(NEWSLETTER_ACTION);
    expect(source[5]).toBe('ada@example.org');
  });

  it('the pure SHA-256 matches node:crypto, for empty, ASCII, multi-block and non-ASCII text', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(64), 'z'.repeat(1000), 'Zoë ✓ 🐦']) {
      expect(sha256HexSync(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('the async digest equals the pure one', async () => {
    const text = checksumSource(buildPayload(VALID, CONTEXT));
    expect(await sha256Hex(text)).toBe(sha256HexSync(text));
  });
});

describe('newsletter validation (SPEC §5 newsletter)', () => {
  const validate = (fields: NewsletterField[]) => validateNewsletter(fields, DEFAULT_MESSAGES);

  it('a complete form is valid', () => {
    expect(validate(VALID).problems).toEqual([]);
  });

  it('first and last name are required when present', () => {
    const result = validate([
      field({ id: 'et_firstname', kind: 'firstname', label: 'First name', value: ' ' }),
      field({ id: 'et_lastname', kind: 'lastname', label: 'Last name', value: '' }),
      VALID[2]!,
    ]);
    expect(result.problems.map((problem) => problem.id)).toEqual(['et_firstname', 'et_lastname']);
    expect(result.groups).toEqual([{ text: DEFAULT_MESSAGES.fillRequired, items: ['First name', 'Last name'] }]);
  });

  it('without name fields only the email is needed', () => {
    expect(validate([VALID[2]!]).problems).toEqual([]);
  });

  it('the email must match the general email pattern', () => {
    for (const bad of ['ada', 'ada@', 'ada@example', '@example.org', 'a b@example.org']) {
      const result = validate([field({ id: 'et_email', kind: 'email', label: 'Email', value: bad })]);
      expect(result.problems, bad).toEqual([{ id: 'et_email', message: DEFAULT_MESSAGES.invalidEmail }]);
    }
    expect(validate([field({ id: 'et_email', kind: 'email', value: 'a@b.co' })]).problems).toEqual([]);
  });

  it('an empty email is a missing field', () => {
    const result = validate([field({ id: 'et_email', kind: 'email', label: 'Email', value: '' })]);
    expect(result.groups[0]).toEqual({ text: DEFAULT_MESSAGES.fillRequired, items: ['Email'] });
  });

  it('a required custom checkbox group with none chosen is missing (contact-form rule)', () => {
    const fields = [VALID[2]!, field({ id: 'interests', kind: 'custom', label: 'Interests', type: 'checkbox', required: true, value: [] })];
    expect(validate(fields).problems.map((problem) => problem.id)).toEqual(['interests']);
  });

  it('an optional custom field may be empty', () => {
    const fields = [VALID[2]!, field({ id: 'company', kind: 'custom', value: '' })];
    expect(validate(fields).problems).toEqual([]);
  });

  it('an email custom field follows the contact-form email rules (min 6 characters)', () => {
    const fields = [VALID[2]!, field({ id: 'work', kind: 'custom', label: 'Work email', type: 'email', value: 'a@b.c' })];
    expect(validate(fields).problems).toEqual([{ id: 'work', message: DEFAULT_MESSAGES.invalidEmail }]);
    const ok = [VALID[2]!, field({ id: 'work', kind: 'custom', label: 'Work email', type: 'email', value: 'ab@cd.ef' })];
    expect(validate(ok).problems).toEqual([]);
  });

  it('hidden fields are skipped', () => {
    const fields = [VALID[2]!, field({ id: 'company', kind: 'custom', label: 'Company', required: true, hidden: true })];
    expect(validate(fields).problems).toEqual([]);
  });

  it("the browser's own validity counts too, with its message", () => {
    const fields = [VALID[2]!, field({ id: 'zip', kind: 'custom', label: 'Zip', value: 'abc', nativeMessage: 'Match the format.' })];
    const result = validate(fields);
    expect(result.problems).toEqual([{ id: 'zip', message: 'Match the format.' }]);
    expect(result.groups).toEqual([{ text: 'Zip: Match the format.', items: [] }]);
  });

  it('a field without a label is named with the fallback label', () => {
    const fields = [VALID[2]!, field({ id: 'x', kind: 'custom', label: '', required: true })];
    expect(validate(fields).groups[0]!.items).toEqual([DEFAULT_MESSAGES.wrongCheckboxLabel]);
  });
});

describe('newsletter answer (SPEC §7 JSON read for error and success; §8; forms/submit-verdict.ts)', () => {
  const read = (status: number, body: string) =>
    judgeSubmission({ kind: 'response', status, ok: status >= 200 && status < 300, html: body, contentType: 'application/json' }, subscribeAnswerReaders);

  it('success with a text', () => {
    expect(read(200, '{"success":"Subscribed!"}')).toEqual({ kind: 'success', success: 'Subscribed!', httpStatus: 200 });
  });

  it('success without a text', () => {
    expect(read(200, '{"success":true}')).toMatchObject({ kind: 'success', success: '' });
  });

  it('a server error text is returned as it is (markup included, to be shown as text), from a 2xx or a 4xx answer', () => {
    expect(read(200, '{"error":"<b>Bad</b> list"}')).toEqual({ kind: 'rejected', rejection: '<b>Bad</b> list', httpStatus: 200 });
    expect(read(403, '{"error":"Invalid nonce"}')).toMatchObject({ kind: 'rejected', rejection: 'Invalid nonce' });
  });

  it('a 5xx is a failure whatever its error text says (subscription failed, not "Internal")', () => {
    expect(read(500, '{"error":"Internal"}')).toEqual({ kind: 'failed', reason: 'server', httpStatus: 500 });
  });

  it('subscription failed, shown when the newsletter response is empty', () => {
    expect(read(200, '')).toMatchObject({ kind: 'failed', reason: 'unconfirmed' });
    expect(read(200, '  \n')).toMatchObject({ kind: 'failed', reason: 'unconfirmed' });
  });

  it('anything else (WordPress 0, HTML, 5xx without an error, an empty object) fails too', () => {
    for (const [status, body] of [[400, '0'], [200, '<html></html>'], [500, '{}'], [200, '{}'], [500, '{"success":"x"}'], [200, '[]'], [200, '{"error":true}']] as const) {
      expect(read(status, body).kind, body).toBe('failed');
    }
  });
});

describe('newsletter states (SPEC §4 newsletter)', () => {
  it('editing → loading → success', () => {
    const loading = newsletterReducer(initialNewsletterState, { type: 'send' });
    expect(loading.status).toBe('loading');
    expect(loading.attempt).toBe(1);
    const done = newsletterReducer(loading, { type: 'succeeded', message: 'ok', redirect: false, attempt: 1 });
    expect(done).toMatchObject({ status: 'success', message: 'ok' });
  });

  it('loading → redirect', () => {
    const loading = newsletterReducer(initialNewsletterState, { type: 'send' });
    expect(newsletterReducer(loading, { type: 'succeeded', message: '', redirect: true, attempt: 1 }).status).toBe('redirect');
  });

  it('loading → error, and a retry is allowed', () => {
    const loading = newsletterReducer(initialNewsletterState, { type: 'send' });
    const failed = newsletterReducer(loading, { type: 'failed', message: 'down', attempt: 1 });
    expect(failed).toMatchObject({ status: 'error', message: 'down' });
    expect(canSubmit(failed)).toBe(true);
    expect(newsletterReducer(failed, { type: 'send' }).attempt).toBe(2);
  });

  it('no double submit: a send while loading is ignored', () => {
    const loading = newsletterReducer(initialNewsletterState, { type: 'send' });
    expect(canSubmit(loading)).toBe(false);
    expect(newsletterReducer(loading, { type: 'send' })).toBe(loading);
  });

  it('after success nothing more is sent', () => {
    const loading = newsletterReducer(initialNewsletterState, { type: 'send' });
    const done = newsletterReducer(loading, { type: 'succeeded', message: '', redirect: false, attempt: 1 });
    expect(canSubmit(done)).toBe(false);
    expect(newsletterReducer(done, { type: 'invalid', groups: [], problems: [] })).toBe(done);
  });

  it('an answer to an older attempt is ignored', () => {
    const loading = newsletterReducer(initialNewsletterState, { type: 'send' });
    expect(newsletterReducer(loading, { type: 'failed', message: 'x', attempt: 0 })).toBe(loading);
  });

  it('invalid input shows the problems and keeps editing possible', () => {
    const invalid = newsletterReducer(initialNewsletterState, { type: 'invalid', groups: [{ text: 'x', items: [] }], problems: [{ id: 'et_email', message: 'x' }] });
    expect(invalid.status).toBe('invalid');
    expect(canSubmit(invalid)).toBe(true);
  });
});
