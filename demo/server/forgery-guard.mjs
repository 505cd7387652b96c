/**
 * Forged-request protection, shared by every state-changing call of the demo server (contact
 * form, newsletter, comments, consent tracking, split-test stats). A call is accepted only when
 * both checks pass; each endpoint answers a refusal with 403 in its own format.
 *
 * 1. **Origin.** Browsers name the posting page's origin on every POST (`Origin`; `Referer` when a
 *    privacy setting drops `Origin`). It must be this site (the `Host` the request was sent to).
 *    A post naming neither is refused too: every browser sends one of them, so only a hand-made
 *    request lacks both, and the nonce alone should not vouch for it.
 * 2. **Nonce.** The page sends back a nonce the server wrote into it when it rendered the page
 *    (`{{pb-nonce:NAME}}` placeholders, see fillPageNonces). Choice: a stateless HMAC, as
 *    WordPress's nonces are: `<issued at, base 36 seconds>-<HMAC-SHA256(secret, "NAME|issued at")>`,
 *    valid NONCE_LIFETIME_MS (WordPress's 24 h). The secret is random, made once and kept in
 *    SQLite (`server_secrets`), so a restart does not expire open pages. Stateless, so rendering a
 *    page stores nothing (a crawler fills no table) and any number of servers can share the
 *    secret. A nonce is bound to its NAME (one call's nonce cannot be used for another), not to a
 *    visitor: the demo has no sessions. A real site also binds it to the visitor's session
 *    (WordPress: user id and session token), which is what makes a stolen nonce useless to a
 *    forger; here the Origin check is what stops another site's page.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a rendered page's nonces are accepted. */
export const NONCE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Clock difference tolerated for a nonce issued "in the future" (several servers, one secret). */
const CLOCK_SKEW_MS = 60 * 1000;
const MAC_HEX_LENGTH = 32;
const PLACEHOLDER = /\{\{pb-nonce:([a-z0-9_]{1,64})\}\}/g;

/**
 * The nonce names the pages use, by call (docs/demo-server.md "The demo and reference server"). The
 * newsletter and the split-test subject call share the page's `et_frontend_nonce`, as on
 * the builder's pages. `preview` is the builder preview frame's `et_pb_preview_nonce` (../preview.mjs),
 * written into the editor page that opens the frame.
 * @type {Readonly<Record<'contactForm' | 'newsletter' | 'splitTestSubject' | 'splitTestStats' | 'comment' | 'consent' | 'preview', string>>}
 */
export const NONCE_NAMES = Object.freeze({
  contactForm: 'contact_form',
  newsletter: 'et_frontend_nonce',
  splitTestSubject: 'et_frontend_nonce',
  splitTestStats: 'et_ab_log_nonce',
  comment: 'comment',
  consent: 'consent',
  preview: 'et_pb_preview',
});

export const FOREIGN_ORIGIN_TEXT = 'This can only be sent from a page of this site.';
export const MISSING_NONCE_TEXT = 'The page’s security token is missing. Please reload the page and try again.';
export const INVALID_NONCE_TEXT = 'The page’s security token is not valid. Please reload the page and try again.';
export const EXPIRED_NONCE_TEXT = 'This page has expired. Please reload the page and try again.';

/** @type {import('./migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'forgery-guard/001-create-server-secrets',
    sql: 'CREATE TABLE server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
  },
];

/** @type {WeakMap<import('better-sqlite3').Database, Buffer>} */
const secrets = new WeakMap();

/**
 * The nonce secret of this database, made on first use.
 * @param {import('better-sqlite3').Database} db
 * @returns {Buffer}
 */
export function nonceSecret(db) {
  let secret = secrets.get(db);
  if (!secret) {
    db.prepare("INSERT OR IGNORE INTO server_secrets (name, value) VALUES ('nonce', ?)").run(randomBytes(32).toString('hex'));
    const stored = /** @type {string} */ (db.prepare("SELECT value FROM server_secrets WHERE name = 'nonce'").pluck().get());
    secret = Buffer.from(stored, 'hex');
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * @param {Buffer} secret
 * @param {string} name
 * @param {string} issuedAt base-36 seconds
 */
function mac(secret, name, issuedAt) {
  return createHmac('sha256', secret).update(`${name}|${issuedAt}`).digest('hex').slice(0, MAC_HEX_LENGTH);
}

/**
 * A nonce for `name`, issued at `now`.
 * @param {Buffer} secret
 * @param {string} name
 * @param {number} [now] milliseconds since the epoch
 */
export function issueNonce(secret, name, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000).toString(36);
  return `${issuedAt}-${mac(secret, name, issuedAt)}`;
}

/**
 * @param {Buffer} secret
 * @param {string} name
 * @param {unknown} nonce
 * @param {number} [now]
 * @returns {string | null} Why the nonce is refused, or null when it is good.
 */
export function nonceProblem(secret, name, nonce, now = Date.now()) {
  if (typeof nonce !== 'string' || nonce === '') return MISSING_NONCE_TEXT;
  const match = /^([0-9a-z]{1,10})-([0-9a-f]+)$/.exec(nonce);
  if (!match || match[2].length !== MAC_HEX_LENGTH) return INVALID_NONCE_TEXT;
  const [, issuedAt, sent] = match;
  if (!timingSafeEqual(Buffer.from(sent), Buffer.from(mac(secret, name, issuedAt)))) return INVALID_NONCE_TEXT;
  const age = now - parseInt(issuedAt, 36) * 1000;
  if (age < -CLOCK_SKEW_MS) return INVALID_NONCE_TEXT;
  if (age > NONCE_LIFETIME_MS) return EXPIRED_NONCE_TEXT;
  return null;
}

/**
 * Fills every `{{pb-nonce:NAME}}` of a page being served with a fresh nonce for NAME.
 * @param {string} html
 * @param {import('better-sqlite3').Database} db
 */
export function fillPageNonces(html, db) {
  if (!html.includes('{{pb-nonce:')) return html;
  const secret = nonceSecret(db);
  return html.replace(PLACEHOLDER, (_, /** @type {string} */ name) => issueNonce(secret, name));
}

/**
 * Whether the request says it comes from a page of this site (Origin, else Referer).
 * @param {import('node:http').IncomingMessage} req
 */
export function isFromThisSite(req) {
  const host = req.headers.host;
  // An empty header counts as absent.
  const claimed = req.headers.origin || req.headers.referer;
  if (!host || !claimed) return false;
  try {
    const url = new URL(claimed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    // "null" (a sandboxed or file page) and malformed values are not this site.
    return false;
  }
}

/**
 * Both checks for one call.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('better-sqlite3').Database} db
 * @param {string} name The nonce's name (NONCE_NAMES).
 * @param {unknown} nonce What the request sent.
 * @returns {string | null} The refusal text for a 403, or null to go on.
 */
export function forgeryProblem(req, db, name, nonce) {
  if (!isFromThisSite(req)) return FOREIGN_ORIGIN_TEXT;
  return nonceProblem(nonceSecret(db), name, nonce);
}
