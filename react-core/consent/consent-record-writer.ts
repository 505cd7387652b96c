/**
 * Writes the consent record (consent-record.ts has the format) to its cookies and to the
 * session-storage mirror, and clears it (Deny all). Loaded with the first choice, or when the
 * record changes without one (a policy reset, the opt-out auto-dismissal).
 */
import { CONSENT_CATEGORIES, type ConsentRecord } from './consent-types';
import { cookieDomains, daysToSeconds, writeCookie } from '../runtime/cookies';
import { COOKIE_NAMES, COOKIE_PREFIX, SESSION_KEY, categoryCookie, parseCookies, readCookieText } from './consent-record';

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
  const seconds = daysToSeconds(Number.isFinite(cookieExpiryDays) && cookieExpiryDays > 0 ? cookieExpiryDays : 365);
  const values = recordToCookieValues(record);
  // Where cookies are unavailable, the session-storage mirror still holds the record.
  for (const [name, value] of Object.entries(values)) writeCookie(name, value, { seconds });
  for (const category of CONSENT_CATEGORIES) {
    const name = categoryCookie(category);
    if (!(name in values)) writeCookie(name, '', { seconds: 0 });
  }
  writeSession(record);
}

/** Deletes every `pb_consent_*` cookie (host-only and on the host's domains) and the session mirror. */
export function clearConsentCookies(): void {
  const domains = cookieDomains(location.hostname);
  for (const name of Object.keys(parseCookies(readCookieText()))) {
    if (!name.startsWith(COOKIE_PREFIX)) continue;
    for (const domain of domains) writeCookie(name, '', { seconds: 0, domain });
  }
  writeSession(undefined);
}
