/** Helpers for the consent blocking tests: a fake consent service (stubbed fetch) and a clean slate. */
import { resetBlocking, startBlocking } from '../../react-core/consent/blocking';
import { resetCookieCleanup, startCookieCleanup } from '../../react-core/consent/cookie-cleanup';
import { resetConsentRuntime, setReloadHandler, startConsent } from '../../react-core/consent/consent-runtime';
import type { BannerData, CookieData } from '../../react-core/consent/consent-types';
import { cleanupFixtures, nextFrame } from './helpers';
import { clearCookies } from './cookie-helpers';
export { clearCookies } from './cookie-helpers';

export const BANNER: BannerData = {
  region: 'eu',
  consentType: 'optin',
  bannerId: 'b1',
  policyId: 'p1',
  cookieExpiryDays: 30,
  storeConsent: false,
  dismissTimeout: 0,
  respectPrivacySignals: false,
  googleConsentMode: false,
  pageLinks: [],
  categories: [
    { id: 'functional', label: 'Functional', description: '' },
    { id: 'preferences', label: 'Preferences', description: '' },
    { id: 'statistics', label: 'Statistics', description: '' },
    { id: 'marketing', label: 'Marketing', description: '' },
  ],
  services: [
    { id: 'youtube', label: 'YouTube', category: 'marketing' },
    { id: 'vimeo', label: 'Vimeo', category: 'marketing' },
  ],
  placeholderText: 'This video is blocked until you consent.',
  texts: {
    title: 'Cookies',
    message: 'We use cookies.',
    acceptAll: 'Accept all',
    denyAll: 'Deny all',
    savePreferences: 'Save',
    viewPreferences: 'Preferences',
    placeholderAccept: 'Accept {{service}}',
  },
};

const realFetch = window.fetch;
let reloads = 0;
/** How many reloads the runtime asked for since startPage. */
export function reloadCount(): number {
  return reloads;
}
let restoreReload: (() => void) | undefined;

/** Answers the consent calls like the reference server; anything else goes to the network. */
export function fakeConsentService(banner: Partial<BannerData> = {}, cookieData: CookieData = {}): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    if (url.includes('/consent-api/banner')) return json({ ...BANNER, ...banner });
    if (url.includes('/consent-api/cookie_data')) return json(cookieData);
    if (url.includes('/consent-api/')) return json({ ok: true });
    return realFetch(input, init);
  };
}

/** Starts the page runtime as pb-consent.ts does and waits until the first pass ran. */
export async function startPage(): Promise<void> {
  restoreReload = setReloadHandler(() => {
    reloads += 1;
  });
  startBlocking();
  startCookieCleanup();
  await startConsent();
  await nextFrame();
}

export function resetPage(): void {
  resetBlocking();
  resetCookieCleanup();
  resetConsentRuntime();
  restoreReload?.();
  restoreReload = undefined;
  reloads = 0;
  window.fetch = realFetch;
  clearCookies();
  sessionStorage.clear();
  cleanupFixtures();
}

declare global {
  interface Window {
    blockedRuns?: string[];
  }
}
