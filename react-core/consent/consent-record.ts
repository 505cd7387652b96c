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
const DAY = 86400;

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

/** The cookie name → value pairs of a record (category cookies only for categories with a value). */
export function recordToCookieValues(record: ConsentRecord): Record<string, string> {
  const values: Record<string, string> = {};
  for (const category of CONSENT_CATEGORIES) {
    const value = record.categories[category];
    if (value) values[categoryCookie(category)] = value;
  }
  values[COOKIE_NAMES.services] = JSON.stringify(record.services);
  values[COOKIE_NAMES.policyId] = record.policyId;
  values[COOKIE_NAMES.bannerStatus] = record.bannerStatus;
  values[COOKIE_NAMES.savedCategories] = JSON.stringify(record.savedCategories);
  values[COOKIE_NAMES.savedServices] = JSON.stringify(record.savedServices);
  values[COOKIE_NAMES.visitorId] = record.visitorId;
  return values;
}

export interface CookieOptions {
  /** Lifetime in days (banner.cookieExpiryDays); 0 or less deletes. */
  days: number;
  secure: boolean;
  domain?: string;
}

/** One `document.cookie` assignment string. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const maxAge = Math.max(0, Math.round(options.days * DAY));
  let text = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
  // A past expiry date as well when deleting: understood by every cookie jar.
  if (maxAge === 0) text += '; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  if (options.domain) text += `; domain=${options.domain}`;
  if (options.secure) text += '; Secure';
  return text;
}

/** `document.cookie`, or '' where cookies are not available (sandboxed frames throw). */
export function readCookieText(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function setCookie(text: string): void {
  try {
    document.cookie = text;
  } catch {
    // Cookies unavailable: the session-storage mirror still holds the record.
  }
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function readSession(): ConsentRecord | undefined {
  try {
    const text = sessionStorage.getItem(SESSION_KEY);
    return text ? normalizeRecord(parseJson(text)) : undefined;
  } catch {
    return undefined;
  }
}

function writeSession(record: ConsentRecord | undefined): void {
  try {
    if (record) sessionStorage.setItem(SESSION_KEY, JSON.stringify(record));
    else sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage unavailable (private mode, quota): the cookies still hold the record.
  }
}

/** The stored record: the consent cookies, else the session-storage mirror, else the empty record. */
export function readRecord(): ConsentRecord {
  const cookies = parseCookies(readCookieText());
  if (hasConsentCookies(cookies)) return recordFromCookies(cookies);
  return readSession() ?? emptyRecord();
}

/** Writes the record to its cookies (and deletes category cookies without a value) and to session storage. */
export function writeRecord(record: ConsentRecord, cookieExpiryDays: number): void {
  const days = Number.isFinite(cookieExpiryDays) && cookieExpiryDays > 0 ? cookieExpiryDays : 365;
  const secure = isSecurePage();
  const values = recordToCookieValues(record);
  for (const [name, value] of Object.entries(values)) setCookie(serializeCookie(name, value, { days, secure }));
  for (const category of CONSENT_CATEGORIES) {
    const name = categoryCookie(category);
    if (!(name in values)) setCookie(serializeCookie(name, '', { days: 0, secure }));
  }
  writeSession(record);
}

/** The host and its parent domains (`www.example.com` → also `example.com`), for deleting cookies set with a domain. */
export function cookieDomains(hostname: string): string[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [];
  const parts = hostname.split('.');
  const domains: string[] = [];
  for (let index = 0; index < parts.length - 1; index += 1) domains.push(parts.slice(index).join('.'));
  return domains;
}

/** Deletes every `pb_consent_*` cookie (host-only and on the host's domains) and the session mirror. */
export function clearConsentCookies(): void {
  const secure = isSecurePage();
  const domains = cookieDomains(location.hostname);
  for (const name of Object.keys(parseCookies(readCookieText()))) {
    if (!name.startsWith(COOKIE_PREFIX)) continue;
    setCookie(serializeCookie(name, '', { days: 0, secure }));
    for (const domain of domains) setCookie(serializeCookie(name, '', { days: 0, secure, domain }));
  }
  writeSession(undefined);
}
