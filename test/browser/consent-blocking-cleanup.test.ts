/** Issue 6, SPEC §9: cookies of denied categories and services are deleted every 1000 ms; pb_consent_* never. */
import { expect } from 'chai';
import { acceptAll, savePreferences, setServiceConsent } from '../../react-core/consent/consent-runtime';
import { startConsent } from '../../react-core/consent/consent-state';
import { startCookieCleanupWhenNeeded } from '../../react-core/consent/cookie-cleanup-start';
import { holdIntervals, waitFor } from './helpers';
import { fakeConsentService, resetPage, startPage } from './consent-blocking-helpers';

/** SPEC §9: the cleanup runs every 1000 ms. */
const CLEANUP_PERIOD_MS = 1000;

const COOKIE_DATA = {
  functional: { site: ['session_id'] },
  statistics: { analytics: ['_ga', '_ga_*'] },
  marketing: { youtube: ['YSC'], ads: ['_gcl_au'] },
};

function has(name: string): boolean {
  return document.cookie.split(';').some((part) => part.split('=')[0]!.trim() === name);
}

function setCookie(name: string, path = '/'): void {
  document.cookie = `${name}=1; path=${path}`;
}

describe('consent cookie cleanup (issue 6)', () => {
  afterEach(resetPage);

  it('opt-in, statistics allowed: a denied category cookie set later is deleted by the next 1000 ms pass; allowed, functional and pb_consent_* stay', async () => {
    // The cleanup's own period, moved by hand: "the next pass" on any machine.
    const cleanup = holdIntervals(CLEANUP_PERIOD_MS);
    try {
      fakeConsentService({ consentType: 'optin' }, COOKIE_DATA);
      await startPage();
      expect(cleanup.count, 'one cleanup every 1000 ms').to.equal(1);
      savePreferences(['statistics']);
      await waitFor(() => has('pb_consent_statistics'), 'the consent to be saved');
      setCookie('YSC');
      setCookie('_gcl_au');
      setCookie('_ga');
      setCookie('_ga_XYZ');
      setCookie('session_id');
      setCookie('unlisted');
      setCookie('pb_consent_custom');
      expect(has('YSC'), 'kept until the next pass').to.equal(true);
      // A pass deletes by the names the consent service lists, so it counts once they are in.
      await waitFor(() => {
        cleanup.tick();
        return !has('YSC') && !has('_gcl_au');
      }, 'a pass to delete the marketing cookies');
      cleanup.tick();
      cleanup.tick();
      expect(['_ga', '_ga_XYZ', 'session_id', 'unlisted', 'pb_consent_custom'].every(has)).to.equal(true);
      expect(has('pb_consent_statistics')).to.equal(true);
    } finally {
      cleanup.restore();
    }
  });

  it('a page with no cookie of its own loads no cleanup and asks no cookie_data; a listed cookie set later is deleted by the next 1000 ms pass', async () => {
    const cleanup = holdIntervals(CLEANUP_PERIOD_MS);
    let stopWatching: (() => void) | undefined;
    try {
      fakeConsentService({ consentType: 'optin' }, COOKIE_DATA);
      const answer = window.fetch;
      const asked: string[] = [];
      window.fetch = (input, init) => {
        asked.push(input instanceof Request ? input.url : String(input));
        return answer(input, init);
      };
      const cookieDataCalls = () => asked.filter((url) => url.includes('/cookie_data')).length;
      await startConsent();
      stopWatching = startCookieCleanupWhenNeeded();
      cleanup.tick();
      cleanup.tick();
      expect(cookieDataCalls(), 'nothing to clean, nothing asked').to.equal(0);
      setCookie('YSC');
      await waitFor(() => {
        cleanup.tick();
        return !has('YSC');
      }, 'a pass to delete the marketing cookie');
      expect(cookieDataCalls()).to.equal(1);
    } finally {
      stopWatching?.();
      cleanup.restore();
    }
  });

  it('opt-in before any consent: every listed non-functional cookie is deleted at start', async () => {
    setCookie('_ga');
    setCookie('YSC');
    setCookie('session_id');
    fakeConsentService({ consentType: 'optin' }, COOKIE_DATA);
    await startPage();
    await waitFor(() => !has('_ga') && !has('YSC'), 'the cookies to go');
    expect(has('session_id')).to.equal(true);
  });

  it('a service switched off loses its cookies at once, the others of its category stay', async () => {
    const cleanup = holdIntervals(CLEANUP_PERIOD_MS);
    try {
      fakeConsentService({ consentType: 'optin', services: [{ id: 'youtube', label: 'YouTube', category: 'marketing' }] }, COOKIE_DATA);
      await startPage();
      acceptAll();
      setCookie('YSC');
      setCookie('_gcl_au');
      cleanup.tick();
      cleanup.tick();
      expect(has('YSC') && has('_gcl_au'), 'allowed cookies survive the passes').to.equal(true);
      setServiceConsent('youtube', false);
      expect(has('YSC')).to.equal(false);
      expect(has('_gcl_au')).to.equal(true);
    } finally {
      cleanup.restore();
    }
  });
});
