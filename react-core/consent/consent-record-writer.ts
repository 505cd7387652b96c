/**
 * Writes the consent record (consent-record.ts has the format) to its cookies and to the
 * session-storage mirror, and clears it (Deny all). Loaded with the first choice, or when the
 * record changes without one (a policy reset, the opt-out auto-dismissal).
 */
import { CONSENT_CATEGORIES, type ConsentRecord } from './consent-types';
import { COOKIE_NAMES, COOKIE_PREFIX, SESSION_KEY, categoryCookie, parseCookies, readCookieText } from './consent-record';

const DAY = 86400;

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

function writeSession(record: ConsentRecord | undefined): void {
  try {
    if (record) sessionStorage.setItem(SESSION_KEY, JSON.stringify(record));
    else sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage unavailable (private mode, quota): the cookies still hold the record.
  }
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
