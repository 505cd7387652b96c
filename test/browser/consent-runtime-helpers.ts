/** A small fake consent service and page reset for the consent runtime tests (real cookies, real session storage). */
import { resetConsentRuntime } from '../../react-core/consent/consent-runtime';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { clearCookies } from './cookie-helpers';
export { cookieNames, cookieValue, clearCookies } from './cookie-helpers';

export interface FakeService {
  bannerCalls: string[];
  trackBodies: Array<Record<string, unknown>>;
  /** Replaces the banner answer (a function may throw or return any Response). */
  banner: Record<string, unknown> | (() => Response | Promise<Response>);
  restore: () => void;
}

export function bannerAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    region: 'eu',
    consentType: 'optin',
    bannerId: '1',
    policyId: '3',
    cookieExpiryDays: 365,
    storeConsent: true,
    dismissTimeout: 0,
    respectPrivacySignals: true,
    googleConsentMode: false,
    pageLinks: [{ label: 'Privacy', url: '/privacy' }],
    categories: [],
    services: [
      { id: 'stats', label: 'Stats', category: 'statistics' },
      { id: 'youtube', label: 'YouTube', category: 'marketing' },
    ],
    placeholderText: 'Blocked',
    texts: { title: 'Cookies' },
    ...overrides,
  };
}

/** Stubs window.fetch: GET /consent-api/banner, POST /consent-api/track, GET /consent-api/cookie_data. */
export function fakeConsentService(banner: FakeService['banner'] = bannerAnswer()): FakeService {
  const original = window.fetch;
  const service: FakeService = {
    bannerCalls: [],
    trackBodies: [],
    banner,
    restore: () => {
      window.fetch = original;
    },
  };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.pathname === '/consent-api/banner') {
      service.bannerCalls.push(url.search);
      const answer = service.banner;
      return typeof answer === 'function' ? answer() : Response.json(answer);
    }
    if (url.pathname === '/consent-api/track' && init?.method === 'POST') {
      service.trackBodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/consent-api/cookie_data') {
      return Response.json({ statistics: { stats: ['_pb_stats'] }, marketing: { youtube: ['YSC'] } });
    }
    return new Response('not found', { status: 404 });
  };
  return service;
}

/** Pretends to be another browser: user agent, DNT, GPC (own properties shadow the prototype getters). */
export function setNavigator(values: { userAgent?: string; doNotTrack?: string | null; globalPrivacyControl?: boolean }): void {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

export function resetNavigator(): void {
  for (const key of ['userAgent', 'doNotTrack', 'globalPrivacyControl']) {
    delete (navigator as unknown as Record<string, unknown>)[key];
  }
}

/** A clean page: no cookies, no session storage, no runtime state, no GCM, no config. */
export function resetConsentPage(): void {
  resetConsentRuntime();
  clearCookies();
  sessionStorage.clear();
  resetNavigator();
  delete window.pbConfig;
  delete window.dataLayer;
  delete window.gtag;
  resetPageConfig();
  window.scrollTo(0, 0);
}
