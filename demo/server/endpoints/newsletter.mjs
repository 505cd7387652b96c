/**
 * Newsletter subscriptions: the `et_pb_submit_subscribe_form` ajax action (SPEC §7 "Newsletter
 * subscribe") stores a subscription in `newsletter_subscriptions`, once per list and email, and
 * answers JSON `{ success: "message" }` or `{ error: "message" }`, read by `<pb-newsletter>`.
 *
 * - **Forged requests** (../forgery-guard.mjs): a post from another site's page, or without a
 *   valid `et_frontend_nonce` (the page configuration's `nonces.et_frontend_nonce`, filled in when
 *   the page is served) → 403 `{ error }`. `token` is the builder's spam-protection token, passed
 *   through unchecked: the demo has no spam protection.
 * - **Checksum.** `et_checksum` is the lower-case hex SHA-256 of the JSON array of the other
 *   twelve payload values in SPEC order (see `checksumSource` in
 *   react-core/newsletter/newsletter-payload.ts). The page computes it; it is no secret. It lets
 *   the server reject a payload that was altered or cut short on the way (a field dropped by a
 *   proxy, a truncated body, a client that changed a value after computing it) → 400.
 * - **Validation** with the shared rules (dist/server/form-rules.mjs): the email must match the
 *   general email pattern; the custom fields (`et_custom_fields`, a JSON array of field
 *   descriptors each with its `value`) follow the contact-form rules, skipping the ids listed in
 *   `et_hidden_fields` → 400 with the reason.
 * - **Without JavaScript** the author's form posts its own fields here (no checksum). A request
 *   with no `et_checksum` whose Accept header asks for HTML is such a form post: it is checked the
 *   same way (nonce, email, names) and answered with a small HTML page instead of JSON.
 * - `GET /api/newsletter/latest` (demo-only, for the tests): the newest subscription and the count,
 *   of one list with `list_id` and of one address (any case) with `email`.
 */
import { createHash } from 'node:crypto';
import {
  isGeneralEmail,
  NEWSLETTER_PAYLOAD_FIELDS,
  newsletterChecksumSource,
  parseFieldDescriptors,
  parseHiddenFieldIds,
  validateSubmission,
} from '../../../dist/server/form-rules.mjs';
import { forgeryProblem, NONCE_NAMES } from '../forgery-guard.mjs';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Please check your inbox.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed to this list.';

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_ID = 200;
const MAX_CUSTOM_FIELDS = 30;
const MAX_CUSTOM_VALUE = 2000;
/** Field names of a no-JavaScript form post that are not custom fields. */
const NO_JS_RESERVED = new Set(NEWSLETTER_PAYLOAD_FIELDS);

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'newsletter/001-create-subscriptions',
    sql: `
      CREATE TABLE newsletter_subscriptions (
        id INTEGER PRIMARY KEY,
        list_id TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        provider TEXT NOT NULL DEFAULT '',
        account TEXT NOT NULL DEFAULT '',
        ip_address TEXT NOT NULL DEFAULT '',
        custom_fields TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
        UNIQUE (list_id, email_key)
      );
    `,
  },
];

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  {
    method: 'GET',
    path: '/api/newsletter/latest',
    handler: ({ db, url }) => {
      // Tests running side by side each look for their own address (`email`, any case).
      const filters = /** @type {Array<[string, string | null]>} */ ([
        ['list_id = ?', url.searchParams.get('list_id')],
        ['lower(email) = lower(?)', url.searchParams.get('email')],
      ]).filter(([, value]) => value !== null);
      const where = filters.length === 0 ? '' : `WHERE ${filters.map(([clause]) => clause).join(' AND ')}`;
      const params = filters.map(([, value]) => value);
      const row = db
        .prepare(`SELECT * FROM newsletter_subscriptions ${where} ORDER BY id DESC LIMIT 1`)
        .get(...params);
      const count = db.prepare(`SELECT COUNT(*) FROM newsletter_subscriptions ${where}`).pluck().get(...params);
      return {
        headers: { 'Cache-Control': 'no-store' },
        json: { count, subscription: row ? toSubscription(/** @type {Record<string, unknown>} */ (row)) : null },
      };
    },
  },
];

/** @type {Record<string, import('../registry.mjs').AjaxAction>} */
export const ajaxActions = {
  et_pb_submit_subscribe_form: subscribe,
};

/** @param {Record<string, unknown>} row */
function toSubscription(row) {
  return {
    id: row.id,
    listId: row.list_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    provider: row.provider,
    account: row.account,
    ipAddress: row.ip_address,
    customFields: JSON.parse(String(row.custom_fields)),
    createdAt: row.created_at,
  };
}

/**
 * The checksum the page should have sent for these fields.
 * @param {Record<string, string>} fields
 */
export function expectedChecksum(fields) {
  return createHash('sha256').update(newsletterChecksumSource(fields), 'utf8').digest('hex');
}

/** @param {import('node:http').IncomingMessage} req */
function wantsHtml(req) {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('text/html');
}

/** @type {import('../registry.mjs').AjaxAction} */
function subscribe({ fields, db, req }) {
  const noJs = fields.et_checksum === undefined && wantsHtml(req);
  const back = backLink(req);
  /** @type {typeof jsonAnswer} */
  const answer = noJs ? (status, key, message) => htmlAnswer(status, key, message, back) : jsonAnswer;
  const forged = forgeryProblem(req, db, NONCE_NAMES.newsletter, fields.et_frontend_nonce);
  if (forged) return answer(403, 'error', forged);
  if (!noJs) {
    if (!fields.et_checksum) return answer(400, 'error', 'The request has no checksum (et_checksum).');
    if (fields.et_checksum.toLowerCase() !== expectedChecksum(fields)) {
      return answer(400, 'error', 'The form data was changed or cut short on the way (checksum mismatch). Please try again.');
    }
  }
  const listId = (fields.et_list_id ?? '').trim();
  const email = (fields.et_email ?? '').trim();
  const firstName = (fields.et_firstname ?? '').trim();
  const lastName = (fields.et_lastname ?? '').trim();
  if (listId === '' || listId.length > MAX_ID) return answer(400, 'error', 'No mailing list was chosen (et_list_id).');
  if (email === '') return answer(400, 'error', 'Please, fill in the following fields: Email');
  if (email.length > MAX_EMAIL || !isGeneralEmail(email)) return answer(400, 'error', 'Invalid email');
  if (firstName.length > MAX_NAME || lastName.length > MAX_NAME) {
    return answer(400, 'error', `Names are limited to ${MAX_NAME} characters.`);
  }
  for (const name of ['et_provider', 'et_account', 'et_ip_address']) {
    if ((fields[name] ?? '').length > MAX_ID) return answer(400, 'error', `${name} is too long.`);
  }
  const custom = noJs ? noJsCustomFields(fields) : customFields(fields);
  if (typeof custom === 'string') return answer(400, 'error', custom);
  const info = db
    .prepare(
      `INSERT INTO newsletter_subscriptions
         (list_id, email, email_key, first_name, last_name, provider, account, ip_address, custom_fields)
       VALUES (@listId, @email, @emailKey, @firstName, @lastName, @provider, @account, @ipAddress, @customFields)
       ON CONFLICT (list_id, email_key) DO NOTHING`,
    )
    .run({
      listId,
      email,
      emailKey: email.toLowerCase(),
      firstName,
      lastName,
      provider: (fields.et_provider ?? '').trim(),
      account: (fields.et_account ?? '').trim(),
      // The address the server saw; a client-sent et_ip_address is not trusted.
      ipAddress: req.socket.remoteAddress ?? '',
      customFields: JSON.stringify(custom),
    });
  if (info.changes === 0) return answer(200, 'success', ALREADY_SUBSCRIBED_MESSAGE, { already_subscribed: true });
  return answer(200, 'success', SUBSCRIBED_MESSAGE);
}

/**
 * The custom fields of a JavaScript submission, validated with the contact-form rules.
 * @param {Record<string, string>} fields
 * @returns {Record<string, string | string[]> | string} Values by field id, or why they are refused.
 */
function customFields(fields) {
  let entries;
  let descriptors;
  let hidden;
  try {
    entries = JSON.parse(fields.et_custom_fields || '[]');
    descriptors = parseFieldDescriptors(entries);
    hidden = parseHiddenFieldIds(fields.et_hidden_fields || '[]');
  } catch (error) {
    return `et_custom_fields / et_hidden_fields: ${/** @type {Error} */ (error).message}.`;
  }
  if (descriptors.length > MAX_CUSTOM_FIELDS) return `At most ${MAX_CUSTOM_FIELDS} custom fields are accepted.`;
  /** @type {Record<string, string | string[]>} */
  const values = {};
  for (const [index, descriptor] of descriptors.entries()) {
    const value = /** @type {Record<string, unknown>} */ (entries[index]).value ?? '';
    const ok =
      (typeof value === 'string' && value.length <= MAX_CUSTOM_VALUE) ||
      (Array.isArray(value) && value.length <= 100 && value.every((item) => typeof item === 'string' && item.length <= MAX_CUSTOM_VALUE));
    if (!ok) return `Custom field ${descriptor.field_id}: the value must be text or a list of texts.`;
    values[descriptor.field_id] = /** @type {string | string[]} */ (value);
  }
  const errors = validateSubmission(values, descriptors, hidden);
  if (errors.missingLabels.length > 0) return `Please, fill in the following fields: ${errors.missingLabels.join(', ')}`;
  if (errors.invalidEmailLabels.length > 0) return `Invalid email: ${errors.invalidEmailLabels.join(', ')}`;
  for (const id of hidden) delete values[id];
  return values;
}

/**
 * The custom fields of a form posted without JavaScript: every other named field, as posted.
 * @param {import('../form-body.mjs').FormFields} fields
 * @returns {Record<string, string | string[]> | string}
 */
function noJsCustomFields(fields) {
  /** @type {Record<string, string | string[]>} */
  const values = {};
  for (const [rawName, value] of fields.__all) {
    if (NO_JS_RESERVED.has(rawName) || rawName.startsWith('et_pb_')) continue;
    if (value.length > MAX_CUSTOM_VALUE) return `Field ${rawName} is too long.`;
    const name = rawName.replace(/\[\]$/, '');
    if (rawName.endsWith('[]')) values[name] = [...(Array.isArray(values[name]) ? values[name] : []), value];
    else values[name] = value;
  }
  if (Object.keys(values).length > MAX_CUSTOM_FIELDS) return `At most ${MAX_CUSTOM_FIELDS} custom fields are accepted.`;
  return values;
}

/**
 * @param {number} status
 * @param {'success' | 'error'} key
 * @param {string} message
 * @param {Record<string, unknown>} [extra]
 * @returns {import('../responses.mjs').HandlerResult}
 */
function jsonAnswer(status, key, message, extra = {}) {
  return { status, headers: { 'Cache-Control': 'no-store' }, json: { [key]: message, ...extra } };
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Where the no-JavaScript answer page links back to: the same-origin page that posted the form.
 * @param {import('node:http').IncomingMessage} req
 */
function backLink(req) {
  try {
    const referer = new URL(String(req.headers.referer ?? ''));
    if (referer.host === req.headers.host) return referer.pathname + referer.search;
  } catch {
    // No or malformed Referer: link to the home page.
  }
  return '/';
}

/**
 * The full-page answer to a form posted without JavaScript.
 * @param {number} status
 * @param {'success' | 'error'} key
 * @param {string} message
 * @param {string} back Same-origin path of the page to go back to.
 * @returns {import('../responses.mjs').HandlerResult}
 */
function htmlAnswer(status, key, message, back) {
  const title = key === 'success' ? 'Subscribed' : 'Subscription failed';
  return {
    status,
    headers: { 'Cache-Control': 'no-store' },
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/assets/site.css"></head><body><main class="page"><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back to the page</a></p></main></body></html>`,
  };
}
