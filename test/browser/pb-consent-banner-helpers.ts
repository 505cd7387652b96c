/** A fake consent service and clean consent state for the pb-consent-banner tests. */
import { resetConsentRuntime, setReloadHandler } from '../../react-core/consent/consent-runtime';
import type { BannerData, ConsentType } from '../../react-core/consent/consent-types';
import { clearCookies } from './cookie-helpers';
export { clearCookies } from './cookie-helpers';

export function bannerData(consentType: ConsentType, overrides: Partial<BannerData> = {}): BannerData {
  return {
    region: consentType === 'optin' ? 'eu' : consentType === 'optout' ? 'us' : 'other',
    consentType,
    bannerId: '1',
    policyId: '3',
    cookieExpiryDays: 30,
    storeConsent: false,
    dismissTimeout: 0,
    respectPrivacySignals: true,
    googleConsentMode: false,
    pageLinks: [
      { label: 'Privacy statement', url: '/privacy' },
      { label: 'Imprint', url: '/imprint' },
    ],
    categories: [
      { id: 'functional', label: 'Functional', description: 'Needed for the site to work.' },
      { id: 'preferences', label: 'Preferences', description: 'Remember your settings.' },
      { id: 'statistics', label: 'Statistics', description: 'Anonymous usage statistics.' },
      { id: 'marketing', label: 'Marketing', description: 'Videos and ads from other sites.' },
    ],
    services: [],
    placeholderText: 'Blocked until you consent.',
    texts: {
      title: 'We use cookies',
      message: 'Choose which cookies we may use.',
      acceptAll: 'Accept all',
      denyAll: 'Deny all',
      savePreferences: 'Save preferences',
      viewPreferences: 'View preferences',
      placeholderAccept: 'Accept {{service}}',
    },
    ...overrides,
  };
}

const realFetch = window.fetch;
export const requests: string[] = [];

/** Answers the consent calls with `data` (or fails every call when `data` is 'reject'). */
export function fakeConsentService(data: BannerData | 'reject'): void {
  requests.length = 0;
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push(url);
    if (data === 'reject') throw new TypeError('Failed to fetch');
    if (url.includes('/banner')) return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
    if (url.includes('/cookie_data')) return new Response('{}', { headers: { 'content-type': 'application/json' } });
    return new Response(null, { status: 204 });
  }) as typeof window.fetch;
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}

let restoreReload: (() => void) | undefined;
export let reloads = 0;

/** A fresh visitor: no cookies, no session storage, a new runtime, reloads counted instead of made. */
export function freshVisitor(): void {
  clearCookies();
  sessionStorage.clear();
  resetConsentRuntime();
  restoreReload?.();
  reloads = 0;
  restoreReload = setReloadHandler(() => {
    reloads += 1;
  });
}

/** The same visitor on the next page: cookies kept, the runtime (and session cache) starts again. */
export function nextPage(): void {
  sessionStorage.clear();
  resetConsentRuntime();
}

const overridden: Array<[object, string]> = [];

/** Overrides a navigator property for this test (userAgent, globalPrivacyControl, doNotTrack). */
export function setNavigator(name: string, value: unknown): void {
  Object.defineProperty(navigator, name, { configurable: true, get: () => value });
  overridden.push([navigator, name]);
}

export function restoreNavigator(): void {
  for (const [target, name] of overridden.splice(0)) delete (target as Record<string, unknown>)[name];
}
