/**
 * A fake consent service for the consent element tests: window.fetch answers the consent API
 * (banner data, cookie_data, track, manage_consent_html, consent-area/{post}/{block}) from this
 * object, and records every path asked for. Plus a clean slate between tests.
 */
import { resetConsentRuntime, setReloadHandler } from '../../react-core/consent/consent-runtime';
import { resetManageConsentHtml } from '../../react-core/consent-manage/manage-view';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { clearCookies } from './cookie-helpers';
export { cookieValue } from './cookie-helpers';

export const BANNER = {
  region: 'eu',
  consent_type: 'optin',
  banner_id: '1',
  policy_id: '3',
  cookie_expiry_days: 30,
  store_consent: false,
  dismiss_timeout: 0,
  respect_privacy_signals: false,
  google_consent_mode: false,
  page_links: [],
  categories: [
    { id: 'functional', label: 'Functional', description: 'Needed for the site to work.' },
    { id: 'preferences', label: 'Preferences', description: 'Remember your settings.' },
    { id: 'statistics', label: 'Statistics', description: 'Count visits.' },
    { id: 'marketing', label: 'Marketing', description: 'Videos and maps from other sites.' },
  ],
  services: [
    { id: 'youtube', label: 'YouTube', category: 'marketing' },
    { id: 'maps', label: 'Maps', category: 'marketing' },
  ],
  placeholder_text: 'This content needs your consent.',
  texts: {
    title: 'Cookies',
    message: 'We use cookies.',
    accept_all: 'Accept all',
    deny_all: 'Deny all',
    save_preferences: 'Save',
    view_preferences: 'Preferences',
    placeholder_accept: 'Accept {{service}}',
  },
};

export interface FakeConsentService {
  banner: Record<string, unknown>;
  /** null: the call fails with 500. */
  policyHtml: string | null;
  areaHtml: string;
  areaFails: boolean;
  /** While set, a consent-area call is answered only once it resolves (a slow network). */
  areaGate: Promise<void> | null;
  /** Paths asked for, without the consent API prefix. */
  calls: string[];
  reloads: number;
  restore(): void;
}

function answer(body: string, type: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}

/** Deletes every cookie of the test page and empties session storage. */
export function clearConsentStorage(): void {
  clearCookies();
  sessionStorage.clear();
}

/** Installs the fake service on a clean slate (no cookies, fresh runtime); `restore()` undoes it. */
export function installFakeConsentService(overrides: Partial<Pick<FakeConsentService, 'banner' | 'policyHtml' | 'areaHtml' | 'areaFails'>> = {}): FakeConsentService {
  clearConsentStorage();
  resetConsentRuntime();
  resetManageConsentHtml();
  resetPageConfig();
  const original = window.fetch;
  const service: FakeConsentService = {
    banner: BANNER,
    policyHtml: '<h2>Cookie policy</h2><p>We use a few cookies.</p>',
    areaHtml: '<p class="area-html">Map</p>',
    areaFails: false,
    areaGate: null,
    calls: [],
    reloads: 0,
    restore: () => undefined,
    ...overrides,
  };
  const restoreReload = setReloadHandler(() => {
    service.reloads += 1;
  });
  window.fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const path = url.pathname.replace(/^\/consent-api\//, '');
    service.calls.push(path);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (path === 'banner') return answer(JSON.stringify(service.banner), 'application/json');
    if (path === 'cookie_data') return answer('{}', 'application/json');
    if (path === 'track') return new Response(null, { status: 204 });
    if (path === 'manage_consent_html') {
      return service.policyHtml === null ? answer('error', 'text/plain', 500) : answer(service.policyHtml, 'text/html');
    }
    if (/^consent-area\/\d+\/\d+$/.test(path)) {
      await service.areaGate;
      return service.areaFails ? answer('error', 'text/plain', 500) : answer(service.areaHtml, 'text/html');
    }
    return answer('not found', 'text/plain', 404);
  };
  service.restore = () => {
    window.fetch = original;
    restoreReload();
    resetConsentRuntime();
    clearConsentStorage();
  };
  return service;
}
