/**
 * The consent record in cookies and session storage (SPEC.md §3 "Consent record", §7 "Consent
 * state is in cookies and session storage").
 *
 * Cookies (all `path=/`, `SameSite=Lax`, `Secure` on https, `max-age` = cookieExpiryDays days,
 * values URI-encoded):
 * - `pb_consent_<category>` = `allow` | `deny` (only categories with a value; none before a choice),
 * - `pb_consent_services` = JSON object service → boolean,
 * - `pb_consent_policy_id`, `pb_consent_banner_status` (`show` | `dismissed`),
 * - `pb_consent_saved_categories`, `pb_consent_saved_services` = JSON arrays,
 * - `pb_consent_id` = the visitor id.
 * The same record is mirrored as JSON in sessionStorage under `pb_consent_record` (used when no
 * consent cookie can be read). Malformed values are ignored field by field.
 *
 * This file reads the record (what the page needs at rest); consent-record-writer.ts writes it,
 * loaded with the first choice.
 */
import { BANNER_STATUS_COOKIE } from './banner-status';
import { emptyRecord } from './consent-rules';
import {
  CONSENT_CATEGORIES,
  type BannerStatus,
  type ConsentCategory,
  type ConsentRecord,
} from './consent-types';

export const COOKIE_PREFIX = 'pb_consent_';
export const COOKIE_NAMES = {
  services: 'pb_consent_services',
  policyId: 'pb_consent_policy_id',
  bannerStatus: BANNER_STATUS_COOKIE,
  savedCategories: 'pb_consent_saved_categories',
  savedServices: 'pb_consent_saved_services',
  visitorId: 'pb_consent_id',
} as const;
export const SESSION_KEY = 'pb_consent_record';

export function categoryCookie(category: ConsentCategory): string {
  return `${COOKIE_PREFIX}${category}`;
}

function isCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** Service ids: short and safe (they end up in cookies and in the tracking call). */
function isServiceId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.-]{1,64}$/.test(value);
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asCategoryList(value: unknown): ConsentCategory[] {
  return Array.isArray(value) ? [...new Set(value.filter(isCategory))] : [];
}

function asServiceList(value: unknown): string[] {
  return Array.isArray(value) ? [...new Set(value.filter(isServiceId))] : [];
}

function asServiceMap(value: unknown): Record<string, boolean> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, boolean] => isServiceId(entry[0]) && typeof entry[1] === 'boolean'),
  );
}

function asStatus(value: unknown): BannerStatus {
  return value === 'dismissed' ? 'dismissed' : 'show';
}

function asString(value: unknown): string {
  return typeof value === 'string' && value.length <= 200 ? value : '';
}

/** `document.cookie` text → name → decoded value (the first of duplicate names wins, as browsers send the most specific first). */
export function parseCookies(cookieText: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieText.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** True when the cookies hold any part of a consent record. */
export function hasConsentCookies(cookies: Record<string, string>): boolean {
  return Object.keys(cookies).some((name) => name.startsWith(COOKIE_PREFIX));
}

/** Builds a record from cookie values (name → decoded value); unknown or malformed values fall back to the empty record's. */
export function recordFromCookies(cookies: Record<string, string>): ConsentRecord {
  const record = emptyRecord();
  for (const category of CONSENT_CATEGORIES) {
    const value = cookies[categoryCookie(category)];
    if (value === 'allow' || value === 'deny') record.categories[category] = value;
  }
  record.services = asServiceMap(parseJson(cookies[COOKIE_NAMES.services]));
  record.policyId = asString(cookies[COOKIE_NAMES.policyId]);
  record.bannerStatus = asStatus(cookies[COOKIE_NAMES.bannerStatus]);
  record.savedCategories = asCategoryList(parseJson(cookies[COOKIE_NAMES.savedCategories]));
  record.savedServices = asServiceList(parseJson(cookies[COOKIE_NAMES.savedServices]));
  record.visitorId = asString(cookies[COOKIE_NAMES.visitorId]);
  return record;
}

/** Validates a record read from JSON (session storage) field by field. */
export function normalizeRecord(value: unknown): ConsentRecord {
  const record = emptyRecord();
  if (!value || typeof value !== 'object' || Array.isArray(value)) return record;
  const input = value as Record<string, unknown>;
  const categories = input.categories;
  if (categories && typeof categories === 'object') {
    for (const category of CONSENT_CATEGORIES) {
      const entry = (categories as Record<string, unknown>)[category];
      if (entry === 'allow' || entry === 'deny') record.categories[category] = entry;
    }
  }
  record.services = asServiceMap(input.services);
  record.policyId = asString(input.policyId);
  record.bannerStatus = asStatus(input.bannerStatus);
  record.savedCategories = asCategoryList(input.savedCategories);
  record.savedServices = asServiceList(input.savedServices);
  record.visitorId = asString(input.visitorId);
  return record;
}

/** `document.cookie`, or '' where cookies are not available (sandboxed frames throw). */
export function readCookieText(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function readSession(): ConsentRecord | undefined {
  try {
    const text = sessionStorage.getItem(SESSION_KEY);
    return text ? normalizeRecord(parseJson(text)) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored record: the consent cookies, else the session-storage mirror, else the empty record. */
export function readRecord(): ConsentRecord {
  const cookies = parseCookies(readCookieText());
  if (hasConsentCookies(cookies)) return recordFromCookies(cookies);
  return readSession() ?? emptyRecord();
}
