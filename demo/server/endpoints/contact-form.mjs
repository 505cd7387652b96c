/**
 * The contact form's action URL: `POST /contact/submit` (url-encoded or multipart, else 415).
 * It validates with the same rules as `<pb-contact-form>` (dist/server/form-rules.mjs, built
 * from react-core/forms/rules.ts), refuses forged posts (../forgery-guard.mjs: a page of another
 * site, or no valid `token` nonce → 403 with the container holding the reason), stores accepted
 * submissions in `contact_submissions`, and answers HTML:
 * - with the request header `X-PB-Fragment: 1` (the element's fetch): only the result container
 *   `<div id="{pb_contact_form}" class="pb-contact-result">…</div>`;
 * - without it (a plain form post, no JavaScript): a full page holding the same container.
 * Success is 200; a validation failure 400 with the container listing the errors.
 *
 * Demo only: `GET /api/contact/latest` answers the last stored submission as JSON (for tests);
 * `?containing=TEXT` the last one with a field value that contains TEXT.
 */
import { forgeryProblem, NONCE_NAMES } from '../forgery-guard.mjs';
import { parseFormBody } from '../form-body.mjs';
import { readRequestBody } from '../request-body.mjs';
import {
  describeErrors,
  hasErrors,
  parseFieldDescriptors,
  parseHiddenFieldIds,
  validateSubmission,
} from '../../../dist/server/form-rules.mjs';

export const CONTACT_SUBMIT_PATH = '/contact/submit';
export const CONTACT_LATEST_PATH = '/api/contact/latest';
const DEFAULT_CONTAINER_ID = 'pb-contact-form';
const SUCCESS_TEXT = 'Thanks for contacting us! We will get back to you soon.';
const MALFORMED_TEXT = 'The form could not be read. Please reload the page and try again.';

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'contact-form/001-create-table',
    sql: `
      CREATE TABLE contact_submissions (
        id INTEGER PRIMARY KEY,
        form_id TEXT NOT NULL,
        fields TEXT NOT NULL,
        hidden_fields TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
      );
    `,
  },
];

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  { method: 'POST', path: CONTACT_SUBMIT_PATH, handler: submitContactForm },
  { method: 'GET', path: CONTACT_LATEST_PATH, handler: latestSubmission },
];

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** @param {string | undefined} raw */
function containerId(raw) {
  return raw && /^[A-Za-z][\w-]{0,99}$/.test(raw) ? raw : DEFAULT_CONTAINER_ID;
}

/**
 * @param {string} id
 * @param {string} inner Already escaped HTML.
 * @param {boolean} error
 */
function container(id, inner, error) {
  const className = error ? 'pb-contact-result pb-contact-result--error' : 'pb-contact-result';
  return `<div id="${escapeHtml(id)}" class="${className}">${inner}</div>`;
}

/**
 * @param {string} body
 * @param {boolean} error
 */
function page(body, error) {
  const title = error ? 'Your message was not sent' : 'Message sent';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title} | pb-elements demo</title>
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/assets/site.css">
    <link rel="stylesheet" href="/assets/contact.css">
    <link rel="expect" href="#content" blocking="render">
  </head>
  <body>
    <header class="site-header"><div class="wrap"><a class="site-name" href="/">pb-elements demo</a></div></header>
    <main id="content" class="wrap">
      <h1>${title}</h1>
      ${body}
      <p><a href="/contact.html">Back to the contact form</a></p>
    </main>
  </body>
</html>
`;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} status
 * @param {string} id
 * @param {string} inner
 * @returns {import('../responses.mjs').HandlerResult}
 */
function answer(req, status, id, inner) {
  const error = status >= 400;
  const fragment = container(id, inner, error);
  const wantsFragment = req.headers['x-pb-fragment'] === '1';
  return {
    status,
    headers: { 'Cache-Control': 'no-store', Vary: 'X-PB-Fragment' },
    html: wantsFragment ? fragment : page(fragment, error),
  };
}

/** @param {string} text */
function paragraph(text) {
  return `<p>${escapeHtml(text)}</p>`;
}

/**
 * The submitted value of each described field: a list for checkbox fields (`name` or `name[]`),
 * otherwise the last value sent.
 * @param {Array<[string, string]>} entries
 * @param {Array<{ field_id: string, field_type: string }>} descriptors
 */
function valuesOf(entries, descriptors) {
  /** @type {Record<string, string | string[]>} */
  const values = {};
  for (const { field_id: id, field_type: type } of descriptors) {
    const sent = entries.filter(([name]) => name === id || name === `${id}[]`).map(([, value]) => value);
    values[id] = type === 'checkbox' ? sent : (sent.at(-1) ?? '');
  }
  return values;
}

/** @type {import('../registry.mjs').Route['handler']} */
async function submitContactForm({ req, db }) {
  const body = await readRequestBody(req);
  const { fields } = parseFormBody(req.headers['content-type'], body);
  const id = containerId(fields.pb_contact_form);
  // The form's `<input type="hidden" name="token" value="{{pb-nonce:contact_form}}">`.
  const forged = forgeryProblem(req, db, NONCE_NAMES.contactForm, fields.token);
  if (forged) return answer(req, 403, id, paragraph(forged));

  let descriptors;
  let hidden;
  try {
    descriptors = parseFieldDescriptors(fields.et_pb_contact_email_fields ?? '');
    hidden = parseHiddenFieldIds(fields.et_pb_contact_email_hidden_fields ?? '');
  } catch {
    return answer(req, 400, id, paragraph(MALFORMED_TEXT));
  }
  const values = valuesOf(fields.__all, descriptors);
  const hasCaptcha = fields.pb_captcha_first !== undefined || fields.pb_captcha_second !== undefined;
  const captcha = hasCaptcha
    ? {
        first: Number.parseInt(fields.pb_captcha_first ?? '', 10),
        second: Number.parseInt(fields.pb_captcha_second ?? '', 10),
        answer: fields.pb_captcha ?? '',
      }
    : undefined;
  const errors = validateSubmission(values, descriptors, hidden, captcha);
  if (hasErrors(errors)) {
    const inner = describeErrors(errors)
      .map(({ text, items }) =>
        paragraph(text) + (items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''),
      )
      .join('');
    return answer(req, 400, id, inner);
  }

  const hiddenSet = new Set(hidden);
  const stored = Object.fromEntries(Object.entries(values).filter(([fieldId]) => !hiddenSet.has(fieldId)));
  db.prepare('INSERT INTO contact_submissions (form_id, fields, hidden_fields) VALUES (?, ?, ?)').run(
    id,
    JSON.stringify(stored),
    JSON.stringify(hidden),
  );
  return answer(req, 200, id, `<p role="status">${escapeHtml(SUCCESS_TEXT)}</p>`);
}

/** @type {import('../registry.mjs').Route['handler']} */
function latestSubmission({ db, url }) {
  // Tests running side by side each look for their own submission by a text only it sent.
  // Matched as the fields column stores it: JSON, so quotes and backslashes escaped.
  const containing = JSON.stringify(url.searchParams.get('containing') ?? '').slice(1, -1);
  const row = /** @type {{ id: number, form_id: string, fields: string, hidden_fields: string, created_at: string } | undefined} */ (
    db
      .prepare('SELECT id, form_id, fields, hidden_fields, created_at FROM contact_submissions WHERE instr(fields, ?) > 0 ORDER BY id DESC LIMIT 1')
      .get(containing)
  );
  if (!row) return { status: 404, headers: { 'Cache-Control': 'no-store' }, json: { error: 'no submission yet' } };
  return {
    headers: { 'Cache-Control': 'no-store' },
    json: {
      id: row.id,
      form_id: row.form_id,
      fields: JSON.parse(row.fields),
      hidden_fields: JSON.parse(row.hidden_fields),
      created_at: row.created_at,
    },
  };
}
