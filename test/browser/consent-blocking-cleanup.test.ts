/** Issue 6, SPEC §9: cookies of denied categories and services are deleted every 1000 ms; pb_consent_* never. */
import { expect } from 'chai';
import { acceptAll, savePreferences, setServiceConsent } from '../../react-core/consent/consent-runtime';
import { wait, waitFor } from './helpers';
import { fakeConsentService, resetPage, startPage } from './consent-blocking-helpers';

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

  it('opt-in, statistics allowed: a denied category cookie set later is deleted within ~1.2 s; allowed, functional and pb_consent_* stay', async () => {
    fakeConsentService({ consentType: 'optin' }, COOKIE_DATA);
    await startPage();
    savePreferences(['statistics']);
    await wait(50);
    setCookie('YSC');
    setCookie('_gcl_au');
    setCookie('_ga');
    setCookie('_ga_XYZ');
    setCookie('session_id');
    setCookie('unlisted');
    setCookie('pb_consent_custom');
    expect(has('YSC')).to.equal(true);
    const started = performance.now();
    await waitFor(() => !has('YSC') && !has('_gcl_au'), 'the marketing cookies to go', 2000);
    expect(performance.now() - started < 1300).to.equal(true);
    await wait(1100);
    expect(['_ga', '_ga_XYZ', 'session_id', 'unlisted', 'pb_consent_custom'].every(has)).to.equal(true);
    expect(has('pb_consent_statistics')).to.equal(true);
  });

  it('opt-in before any consent: every listed non-functional cookie is deleted at start', async () => {
    setCookie('_ga');
    setCookie('YSC');
    setCookie('session_id');
    fakeConsentService({ consentType: 'optin' }, COOKIE_DATA);
    await startPage();
    await waitFor(() => !has('_ga') && !has('YSC'), 'the cookies to go', 1500);
    expect(has('session_id')).to.equal(true);
  });

  it('a service switched off loses its cookies at once, the others of its category stay', async () => {
    fakeConsentService({ consentType: 'optin', services: [{ id: 'youtube', label: 'YouTube', category: 'marketing' }] }, COOKIE_DATA);
    await startPage();
    acceptAll();
    setCookie('YSC');
    setCookie('_gcl_au');
    await wait(1200);
    expect(has('YSC') && has('_gcl_au')).to.equal(true);
    setServiceConsent('youtube', false);
    expect(has('YSC')).to.equal(false);
    expect(has('_gcl_au')).to.equal(true);
  });
});
