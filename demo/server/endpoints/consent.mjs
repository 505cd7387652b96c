/**
 * The consent service (SPEC.md §7 consent calls), under `/consent-api`, the page configuration's
 * default `consentApi`. Every answer carries `Cache-Control: no-store`; errors are JSON
 * `{ error: "…" }` with 400 (bad input), 404 (unknown consent area) or 415 (body type).
 *
 * - `GET /consent-api/banner?locale=&token=&region=` → BannerData (react-core/consent/consent-types.ts).
 *   `locale`, `token` (the page's random cache-buster) and `region` are optional short strings of
 *   `[A-Za-z0-9_-]` (at most 64 characters), else 400. The region decides the consent type:
 *   `eu` → optin, `us` → optout (auto-dismissed after 10 s), anything else → other. It comes from
 *   the `region` parameter when given (`eu`, `us`, `other`, or a country code such as `DE` or `us`),
 *   else from the country of the first language range of `Accept-Language` (`de-DE` → eu,
 *   `en-US` → us, `en` or `ja-JP` → other). The EU/EEA countries, the United Kingdom and
 *   Switzerland count as `eu`. The texts are English whatever the locale.
 *   The policy id is a server setting, the environment variable PB_CONSENT_POLICY_ID (default "3"),
 *   never a request parameter: changing it makes every visitor choose again.
 * - `GET /consent-api/cookie_data` → CookieData: category → service → cookie names (a trailing `*`
 *   matches a prefix).
 * - `GET /consent-api/manage_consent_html` → `text/html`: the cookie policy (h2, p, one ul per
 *   category). The page sanitises it before inserting it.
 * - `GET /consent-api/consent-area/{post_id}/{block_id}` → `text/html`: the blocked block's
 *   content. Both ids must be integers of digits only (else 400); an unknown block is 404.
 * - `POST /consent-api/track` with `consented_categories`, `consented_services`, `consenttype`
 *   (ConsentTrackingPayload), as a form (url-encoded or multipart; a list is a JSON array, a comma
 *   list, or repeated fields, also `name[]`) or as a JSON object (arrays or comma lists). The
 *   categories must be among functional, preferences, statistics, marketing, the services short ids,
 *   consenttype one of optin, optout, other; then a row is stored in `consent_records` (the two
 *   lists as JSON arrays, the consent type, the User-Agent, the time) and the answer is 204 with
 *   no body. Bodies over 1 MB get 413. A post from another site's page, or without a valid nonce
 *   (the page configuration's `nonces.consent`, sent by the page in the `X-WP-Nonce` header, the
 *   WordPress REST convention; a form may send it as `_wpnonce`) gets 403 (../forgery-guard.mjs).
 *   Records are never served back over HTTP.
 */
import { FOREIGN_ORIGIN_TEXT, isFromThisSite, NONCE_NAMES, nonceProblem, nonceSecret } from '../forgery-guard.mjs';
import { parseFormBody, parseHeaderValue } from '../form-body.mjs';
import { HttpError } from '../http-error.mjs';
import { readRequestBody } from '../request-body.mjs';

export const CONSENT_API = '/consent-api';
export const CONSENT_CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'];
export const CONSENT_TYPES = ['optin', 'optout', 'other'];
export const DEFAULT_POLICY_ID = '3';
/** Query values and service ids: short, and nothing that could become markup or a path. */
const SAFE_VALUE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SERVICES = 50;
const MAX_USER_AGENT = 512;

/** EU and EEA member states, the United Kingdom and Switzerland (ISO 3166-1 alpha-2). */
const EU_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(' '),
);

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'consent/001-create-consent-records',
    sql: `
      CREATE TABLE consent_records (
        id INTEGER PRIMARY KEY,
        consented_categories TEXT NOT NULL,
        consented_services TEXT NOT NULL,
        consenttype TEXT NOT NULL,
        user_agent TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
      );
    `,
  },
];

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  { method: 'GET', path: `${CONSENT_API}/banner`, handler: getBanner },
  { method: 'GET', path: `${CONSENT_API}/cookie_data`, handler: () => noStore({ json: COOKIE_DATA }) },
  { method: 'GET', path: `${CONSENT_API}/manage_consent_html`, handler: () => noStore({ html: manageConsentHtml() }) },
  { method: 'GET', path: `${CONSENT_API}/consent-area/`, prefix: true, handler: getConsentArea },
  { method: 'POST', path: `${CONSENT_API}/track`, handler: trackConsent },
];

const CATEGORY_TEXTS = [
  {
    id: 'functional',
    label: 'Functional',
    description: 'Needed for the site to work: your consent choices and the basic page features. Always on.',
  },
  {
    id: 'preferences',
    label: 'Preferences',
    description: 'Remember your settings, such as the language or the region you chose.',
  },
  {
    id: 'statistics',
    label: 'Statistics',
    description: 'Count visits and see which pages are read, so that we can improve the site.',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Embedded videos and content from other sites, which may follow you across sites.',
  },
];

const SERVICES = [
  { id: 'stats', label: 'Site statistics', category: 'statistics' },
  { id: 'video', label: 'Trail video', category: 'marketing' },
  { id: 'youtube', label: 'YouTube', category: 'marketing', privacyUrl: 'https://policies.google.com/privacy' },
];

/** @type {Record<string, Record<string, string[]>>} */
export const COOKIE_DATA = {
  statistics: { stats: ['_pb_stats', '_ga*'] },
  marketing: { video: ['_pb_video'], youtube: ['YSC', 'VISITOR_INFO1_LIVE'] },
};

/** What each cookie is for, shown in the cookie policy. */
const COOKIE_PURPOSES = /** @type {Record<string, string>} */ ({
  _pb_stats: 'Marks that the site statistics script ran (demo).',
  '_ga*': 'Google Analytics visitor and session ids.',
  _pb_video: 'Set by the embedded trail video (demo).',
  YSC: 'YouTube session id.',
  VISITOR_INFO1_LIVE: 'YouTube bandwidth estimate.',
});

const PAGE_LINKS = [
  { label: 'Cookie policy', url: '/consent-other.html#policy' },
  { label: 'Privacy statement', url: '/consent-other.html#privacy' },
];

const PLACEHOLDER_TEXT = 'This content is provided by a third party and may set cookies. It loads once you accept it.';

/** @typedef {'eu' | 'us' | 'other'} Region */

/** @type {Record<Region, { consentType: string, dismissTimeout: number, texts: Record<string, string> }>} */
const REGIONS = {
  eu: {
    consentType: 'optin',
    dismissTimeout: 0,
    texts: {
      title: 'Your cookie choices',
      message:
        'We use cookies for statistics and to show embedded videos. They are set only if you agree. You can change your choice at any time.',
      acceptAll: 'Accept all',
      denyAll: 'Deny all',
      savePreferences: 'Save preferences',
      viewPreferences: 'Preferences',
      placeholderAccept: 'Accept {{service}}',
    },
  },
  us: {
    consentType: 'optout',
    dismissTimeout: 10000,
    texts: {
      title: 'Your privacy choices',
      message:
        'We use cookies for statistics and embedded videos. You can opt out of them here at any time.',
      acceptAll: 'Accept',
      denyAll: 'Opt out',
      savePreferences: 'Save preferences',
      viewPreferences: 'Preferences',
      placeholderAccept: 'Accept {{service}}',
    },
  },
  other: {
    consentType: 'other',
    dismissTimeout: 0,
    texts: {
      title: 'Cookies on this site',
      message: 'This site uses cookies for statistics and embedded videos. You can change this at any time.',
      acceptAll: 'Accept',
      denyAll: 'Deny',
      savePreferences: 'Save preferences',
      viewPreferences: 'Preferences',
      placeholderAccept: 'Accept {{service}}',
    },
  },
};

/** @type {Record<string, { html: string }>} */
const CONSENT_AREAS = {
  '12/3': {
    html:
      '<figure class="pb-consent-area-content">' +
      '<iframe src="/assets/consent-video.html" title="Route film from the guide book" width="560" height="315"></iframe>' +
      '<figcaption>The publisher\'s film of the Ridgeway route.</figcaption>' +
      '</figure>',
  },
};

/**
 * @param {import('../responses.mjs').HandlerResult} result
 * @returns {import('../responses.mjs').HandlerResult}
 */
function noStore(result) {
  return { ...result, headers: { ...result.headers, 'Cache-Control': 'no-store' } };
}

/**
 * @param {number} status
 * @param {string} error
 */
function failure(status, error) {
  return noStore({ status, json: { error } });
}

/** The policy id, a server setting (PB_CONSENT_POLICY_ID), "3" by default. */
export function policyId() {
  const configured = process.env.PB_CONSENT_POLICY_ID;
  return configured && SAFE_VALUE.test(configured) ? configured : DEFAULT_POLICY_ID;
}

/**
 * The region for a region parameter or a country code: eu, us or other.
 * @param {string} value
 * @returns {Region}
 */
export function regionFor(value) {
  const upper = value.toUpperCase();
  if (upper === 'EU' || EU_COUNTRIES.has(upper)) return 'eu';
  if (upper === 'US') return 'us';
  return 'other';
}

/**
 * The region of the first language range of an Accept-Language header that names a country
 * ("de-DE,de;q=0.9" → eu, "en-US" → us); a language without a country gives other.
 * @param {string | undefined} header
 * @returns {Region}
 */
export function regionFromAcceptLanguage(header) {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  const country = first.split(/[-_]/).slice(1).find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
  return country ? regionFor(country) : 'other';
}

/** @type {import('../registry.mjs').Route['handler']} */
function getBanner({ req, url }) {
  for (const name of ['locale', 'token', 'region']) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '' && !SAFE_VALUE.test(value)) {
      return failure(400, `${name} must be at most 64 letters, digits, "-" or "_"`);
    }
  }
  const requested = url.searchParams.get('region');
  const region = requested ? regionFor(requested) : regionFromAcceptLanguage(req.headers['accept-language']);
  return noStore({ json: bannerData(region) });
}

/**
 * @param {Region} region
 * @returns {import('../../../react-core/consent/consent-types').BannerData}
 */
export function bannerData(region) {
  const { consentType, dismissTimeout, texts } = REGIONS[region];
  return /** @type {any} */ ({
    region,
    consentType,
    bannerId: '1',
    policyId: policyId(),
    cookieExpiryDays: 365,
    storeConsent: true,
    dismissTimeout,
    respectPrivacySignals: true,
    googleConsentMode: true,
    pageLinks: PAGE_LINKS.map((link) => ({ ...link })),
    categories: CATEGORY_TEXTS.map((category) => ({ ...category })),
    services: SERVICES.map((service) => ({ ...service })),
    placeholderText: PLACEHOLDER_TEXT,
    texts: { ...texts },
  });
}

/**
 * @param {string} text
 */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The cookie policy as an HTML fragment. */
export function manageConsentHtml() {
  const sections = CATEGORY_TEXTS.map(({ id, label, description }) => {
    const services = /** @type {Record<string, string[]>} */ (COOKIE_DATA[id] ?? {});
    const items =
      id === 'functional'
        ? [
            '<li>pb_consent_* (Consent): your choice per category and service, the policy version you ' +
              'accepted, whether the banner was closed, and a random id for your choice.</li>',
          ]
        : Object.entries(services).flatMap(([serviceId, cookies]) => {
            const service = SERVICES.find((candidate) => candidate.id === serviceId);
            return cookies.map(
              (name) =>
                `<li>${escapeHtml(name)} (${escapeHtml(service?.label ?? serviceId)}): ` +
                `${escapeHtml(COOKIE_PURPOSES[name] ?? '')}</li>`,
            );
          });
    const list = items.length > 0 ? `<ul>${items.join('')}</ul>` : '<p>No cookies in this category.</p>';
    return `<h3>${escapeHtml(label)}</h3><p>${escapeHtml(description)}</p>${list}`;
  });
  return (
    '<h2>Cookie policy</h2>' +
    `<p>Policy version ${escapeHtml(policyId())}. These are the cookies this site may set, by category. ` +
    'Where consent is asked first, only functional cookies are set until you choose. ' +
    'Every cookie lasts at most 365 days.</p>' +
    sections.join('')
  );
}

/** @type {import('../registry.mjs').Route['handler']} */
function getConsentArea({ url }) {
  const rest = url.pathname.slice(`${CONSENT_API}/consent-area/`.length);
  const match = /^(\d{1,9})\/(\d{1,9})$/.exec(rest);
  if (!match) return failure(400, 'post_id and block_id must be integers');
  const area = CONSENT_AREAS[`${Number(match[1])}/${Number(match[2])}`];
  if (!area) return failure(404, 'No such consent area');
  return noStore({ html: area.html });
}

/**
 * A list field: a JSON array, a comma list, or repeated fields (`name` or `name[]`).
 * @param {unknown} value
 * @returns {string[] | null} null when it is neither a string nor an array of strings.
 */
function toList(value) {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? value.map((item) => item.trim()) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return toList(JSON.parse(trimmed));
    } catch {
      return null;
    }
  }
  return trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
}

/**
 * Reads the tracking payload from a form or JSON body.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
async function readTrackingBody(req) {
  const body = await readRequestBody(req);
  const { type } = parseHeaderValue(req.headers['content-type'] ?? '');
  if (type === 'application/json') {
    try {
      const parsed = JSON.parse(body.toString('utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      return parsed;
    } catch {
      throw new HttpError(400, 'Malformed JSON body');
    }
  }
  const { fields } = parseFormBody(req.headers['content-type'], body);
  /** @type {Record<string, unknown>} */
  const payload = {};
  for (const [rawName, value] of fields.__all) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const repeated = rawName.endsWith('[]') || fields.__all.filter(([other]) => other === rawName).length > 1;
    if (repeated) {
      const list = Array.isArray(payload[name]) ? /** @type {string[]} */ (payload[name]) : [];
      list.push(value);
      payload[name] = list;
    } else {
      payload[name] = value;
    }
  }
  return payload;
}

/**
 * Validates a tracking payload.
 * @param {Record<string, unknown>} payload
 * @returns {{ categories: string[], services: string[], consentType: string } | string} The
 *   payload, or why it is invalid.
 */
export function validateTrackingPayload(payload) {
  const consentType = payload.consenttype;
  if (typeof consentType !== 'string' || !CONSENT_TYPES.includes(consentType)) {
    return `consenttype must be one of ${CONSENT_TYPES.join(', ')}`;
  }
  const categories = toList(payload.consented_categories);
  if (!categories || categories.some((category) => !CONSENT_CATEGORIES.includes(category))) {
    return `consented_categories must list only ${CONSENT_CATEGORIES.join(', ')}`;
  }
  const services = toList(payload.consented_services);
  if (!services || services.length > MAX_SERVICES || services.some((service) => !SAFE_VALUE.test(service))) {
    return `consented_services must list at most ${MAX_SERVICES} ids of letters, digits, "-" or "_"`;
  }
  return { categories: [...new Set(categories)], services: [...new Set(services)], consentType };
}

/** @type {import('../registry.mjs').Route['handler']} */
async function trackConsent({ req, db }) {
  // Checked before the body is read: another site's page gets nothing parsed.
  if (!isFromThisSite(req)) return failure(403, FOREIGN_ORIGIN_TEXT);
  let payload;
  try {
    payload = await readTrackingBody(req);
  } catch (error) {
    if (error instanceof HttpError && error.status !== 413) return failure(error.status, error.message);
    throw error;
  }
  const nonce = req.headers['x-wp-nonce'] || payload._wpnonce;
  const badNonce = nonceProblem(nonceSecret(db), NONCE_NAMES.consent, nonce);
  if (badNonce) return failure(403, badNonce);
  const valid = validateTrackingPayload(payload);
  if (typeof valid === 'string') return failure(400, valid);
  db.prepare(
    `INSERT INTO consent_records (consented_categories, consented_services, consenttype, user_agent)
     VALUES (?, ?, ?, ?)`,
  ).run(
    JSON.stringify(valid.categories),
    JSON.stringify(valid.services),
    valid.consentType,
    String(req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
  );
  return noStore({ status: 204 });
}
