/**
 * Cookie cleanup (issue 6; SPEC §9: every 1000 ms): the cookies that GET {consent-api}/cookie_data
 * lists for a denied category, or for a service switched off, are expired for path=/ (and the
 * current path's folders) on the current host and each parent domain. `pb_consent_*` cookies are
 * never touched. A cookie that an allowed service also lists is kept (it is that service's too).
 */
import { cookieDomains, cookiePaths, writeCookie } from '../runtime/cookies';
import { COOKIE_PREFIX } from './consent-record';
import { consentApiUrl, getConsentState, isServiceAllowed, subscribeConsent } from './consent-state';
import { COOKIE_CLEANUP_INTERVAL, CONSENT_CATEGORIES, type ConsentCategory, type CookieData } from './consent-types';

/** A cookie_data name: exact, or a prefix when it ends in `*`. */
export function cookieMatches(pattern: string, name: string): boolean {
  const trimmed = pattern.trim();
  if (!trimmed) return false;
  if (trimmed.endsWith('*')) {
    const prefix = trimmed.slice(0, -1);
    return prefix.length > 0 && name.startsWith(prefix);
  }
  return name === trimmed;
}

/**
 * The pure rule: which of `cookieNames` to delete, given cookie_data and whether a service (of a
 * category) is allowed. Deleted: matched by a denied service and by no allowed one; never
 * `pb_consent_*`; functional cookies never.
 */
export function cookiesToDelete(
  cookieNames: readonly string[],
  cookieData: CookieData,
  isAllowed: (category: ConsentCategory, service: string) => boolean,
): string[] {
  const denied: string[] = [];
  const kept: string[] = [];
  for (const category of CONSENT_CATEGORIES) {
    const services = cookieData[category];
    if (!services || typeof services !== 'object') continue;
    for (const [service, patterns] of Object.entries(services)) {
      if (!Array.isArray(patterns)) continue;
      const target = category !== 'functional' && !isAllowed(category, service) ? denied : kept;
      for (const pattern of patterns) if (typeof pattern === 'string') target.push(pattern);
    }
  }
  if (denied.length === 0) return [];
  return [...new Set(cookieNames)].filter(
    (name) =>
      !name.startsWith(COOKIE_PREFIX) &&
      denied.some((pattern) => cookieMatches(pattern, name)) &&
      !kept.some((pattern) => cookieMatches(pattern, name)),
  );
}

/** The cookie names the page can read. */
export function readCookieNames(cookieString = document.cookie): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Expires one cookie everywhere it may have been set. */
export function deleteCookie(name: string): void {
  for (const domain of cookieDomains(location.hostname)) {
    for (const path of cookiePaths(location.pathname)) {
      writeCookie(name, '', { seconds: 0, domain, path });
    }
  }
}

let cookieDataRequest: Promise<CookieData> | undefined;

function asCookieData(value: unknown): CookieData {
  const data: CookieData = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return data;
  for (const category of CONSENT_CATEGORIES) {
    const services = (value as Record<string, unknown>)[category];
    if (!services || typeof services !== 'object' || Array.isArray(services)) continue;
    const entries = Object.entries(services).flatMap(([service, names]) =>
      Array.isArray(names) ? [[service, names.filter((name): name is string => typeof name === 'string' && name !== '')] as const] : [],
    );
    data[category] = Object.fromEntries(entries);
  }
  return data;
}

/** GET {consent-api}/cookie_data, once per page; a failure gives `{}` (nothing known to clean) and a console debug line. */
export function getCookieData(): Promise<CookieData> {
  cookieDataRequest ??= fetch(consentApiUrl('cookie_data'), { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return asCookieData(await response.json());
    })
    .catch((error: unknown) => {
      console.debug('[pb-consent] cookie_data failed', error);
      return {};
    });
  return cookieDataRequest;
}

let cookieData: CookieData | undefined;

/** One cleanup pass (needs the consent state and the cookie data); returns the deleted names. */
export function cleanCookies(): string[] {
  if (!cookieData || !getConsentState().ready) return [];
  const names = cookiesToDelete(readCookieNames(), cookieData, (category, service) => isServiceAllowed(service, category));
  names.forEach(deleteCookie);
  return names;
}

let stopRunning: (() => void) | undefined;

/** Starts the cleanup (idempotent): every 1000 ms and at once on every consent change. */
export function startCookieCleanup(): () => void {
  if (stopRunning) return stopRunning;
  const interval = setInterval(cleanCookies, COOKIE_CLEANUP_INTERVAL);
  const unsubscribe = subscribeConsent(() => cleanCookies());
  stopRunning = () => {
    stopRunning = undefined;
    clearInterval(interval);
    unsubscribe();
  };
  void getCookieData().then(
    (data) => {
      cookieData = data && typeof data === 'object' ? data : {};
      if (stopRunning) cleanCookies();
    },
    () => {
      cookieData = {};
    },
  );
  return stopRunning;
}

/** Tests: stops the cleanup and forgets the cookie data. */
export function resetCookieCleanup(): void {
  stopRunning?.();
  cookieData = undefined;
  cookieDataRequest = undefined;
}
