import { expect } from 'chai';
import * as consent from '../../react-core/consent/consent-runtime';
import type { ConsentChangeDetail } from '../../react-core/consent/consent-types';
import { getCookieData, resetCookieCleanup } from '../../react-core/consent/cookie-cleanup';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { captureConsole, cleanupFixtures, fixture, wait, waitFor } from './helpers';
import {
  bannerAnswer,
  cookieNames,
  cookieValue,
  fakeConsentService,
  resetConsentPage,
  setNavigator,
  type FakeService,
} from './consent-runtime-helpers';

const NON_FUNCTIONAL = ['preferences', 'statistics', 'marketing'] as const;
let service: FakeService;
let reloads = 0;
let restoreReload: () => void;

beforeEach(() => {
  resetConsentPage();
  reloads = 0;
  restoreReload = consent.setReloadHandler(() => {
    reloads += 1;
  });
});

afterEach(() => {
  resetConsentPage();
  restoreReload();
  service?.restore();
  cleanupFixtures();
});

function nothingButFunctional(): boolean {
  return consent.isCategoryAllowed('functional') && NON_FUNCTIONAL.every((category) => !consent.isCategoryAllowed(category));
}

function nonFunctionalConsentCookies(): string[] {
  return cookieNames().filter((name) => /^pb_consent_(preferences|statistics|marketing)$/.test(name));
}

describe('consent runtime: opt-in (SPEC §5: no category is allowed until consent is given)', () => {
  it('before consent: nothing but functional is allowed, the banner shows, no cookie at all is set', async () => {
    service = fakeConsentService();
    const state = await consent.startConsent();
    expect(state.ready).to.equal(true);
    expect(state.failed).to.equal(false);
    expect(state.banner.consentType).to.equal('optin');
    expect(state.bannerVisible).to.equal(true);
    expect(nothingButFunctional()).to.equal(true);
    expect(consent.isServiceAllowed('youtube')).to.equal(false);
    expect(nonFunctionalConsentCookies()).to.deep.equal([]);
    expect(document.cookie).to.equal('');
  });

  it('startConsent is idempotent', async () => {
    service = fakeConsentService();
    const first = consent.startConsent();
    expect(consent.startConsent() === first).to.equal(true);
    await first;
    expect(service.bannerCalls.length).to.equal(1);
  });

  it('the banner call sends the locale, a random token, and the region override from pbConfig.consentRegion', async () => {
    window.pbConfig = { consentRegion: 'us' };
    resetPageConfig();
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'de-DE';
    service = fakeConsentService();
    await consent.startConsent();
    const query = new URLSearchParams(service.bannerCalls[0]);
    expect(query.get('locale')).to.equal('de-DE');
    expect(query.get('region')).to.equal('us');
    expect(query.get('token')).to.match(/^[0-9a-f]{16}$/);
    document.documentElement.lang = lang;
  });
});

describe('accept all (SPEC §4: allows every category and dismisses the banner)', () => {
  it('allows everything, hides the banner, writes the cookies, emits pb-consent-change, tracks once, no reload', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    const events: ConsentChangeDetail[] = [];
    const onChange = (event: CustomEvent<ConsentChangeDetail>): void => {
      events.push(event.detail);
    };
    document.addEventListener('pb-consent-change', onChange);
    const states: boolean[] = [];
    const unsubscribe = consent.subscribeConsent((state) => states.push(state.bannerVisible));
    consent.acceptAll();
    document.removeEventListener('pb-consent-change', onChange);
    unsubscribe();
    expect(NON_FUNCTIONAL.every((category) => consent.isCategoryAllowed(category))).to.equal(true);
    expect(consent.getConsentState().bannerVisible).to.equal(false);
    expect(states).to.deep.equal([false]);
    expect(events.length).to.equal(1);
    expect(events[0]!.categories).to.deep.equal({ functional: true, preferences: true, statistics: true, marketing: true });
    expect(events[0]!.services).to.deep.equal({ stats: true, youtube: true });
    expect(events[0]!.consentType).to.equal('optin');
    expect(cookieValue('pb_consent_marketing')).to.equal('allow');
    expect(cookieValue('pb_consent_functional')).to.equal('allow');
    expect(cookieValue('pb_consent_banner_status')).to.equal('dismissed');
    expect(cookieValue('pb_consent_policy_id')).to.equal('3');
    expect(cookieValue('pb_consent_id')).to.match(/.{8,}/);
    expect(JSON.parse(cookieValue('pb_consent_saved_categories')!)).to.deep.equal(['functional', 'preferences', 'statistics', 'marketing']);
    expect(JSON.parse(sessionStorage.getItem('pb_consent_record')!).categories.marketing).to.equal('allow');
    await waitFor(() => service.trackBodies.length === 1, 'the track call');
    expect(service.trackBodies[0]).to.deep.equal({
      consented_categories: ['functional', 'preferences', 'statistics', 'marketing'],
      consented_services: ['stats', 'youtube'],
      consenttype: 'optin',
    });
    await wait(700);
    expect(reloads).to.equal(0);
  });

  it('the next page reads the consent from the cookies: no banner, everything allowed', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.acceptAll();
    consent.resetConsentRuntime();
    const state = await consent.startConsent();
    expect(state.bannerVisible).to.equal(false);
    expect(consent.isCategoryAllowed('marketing')).to.equal(true);
  });
});

describe('deny all (SPEC §4: denies everything, clears consent cookies, reloads only if something had been granted)', () => {
  it('after granting: everything denied and a reload 500 ms later', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.acceptAll();
    document.cookie = 'pb_consent_stale=1; path=/';
    consent.denyAll();
    const deniedAt = performance.now();
    expect(nothingButFunctional()).to.equal(true);
    expect(cookieValue('pb_consent_marketing')).to.equal('deny');
    expect(cookieValue('pb_consent_stale')).to.equal(undefined);
    expect(consent.getConsentState().bannerVisible).to.equal(false);
    expect(reloads, 'not at once').to.equal(0);
    await waitFor(() => reloads === 1, 'the reload');
    // A busy machine can only make it later: the lower bound is the rule.
    expect(performance.now() - deniedAt, '500 ms later').to.be.at.least(500 - 5);
    await wait(600);
    expect(reloads, 'once').to.equal(1);
  });

  it('with nothing granted: denied, no reload', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.denyAll();
    expect(nothingButFunctional()).to.equal(true);
    expect(consent.getConsentState().bannerVisible).to.equal(false);
    await wait(800);
    expect(reloads).to.equal(0);
  });

  it('the start after a reload never reloads again (no reload loop)', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.acceptAll();
    consent.denyAll();
    consent.resetConsentRuntime();
    await consent.startConsent();
    await wait(800);
    expect(reloads).to.equal(0);
    expect(nothingButFunctional()).to.equal(true);
  });
});

describe('save preferences (SPEC §4: ticked categories allowed, the rest denied)', () => {
  it('allows the ticked, denies the rest; withdrawing marketing reloads after 500 ms', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.savePreferences(['statistics', 'marketing']);
    expect(consent.isCategoryAllowed('statistics')).to.equal(true);
    expect(consent.isCategoryAllowed('marketing')).to.equal(true);
    expect(consent.isCategoryAllowed('preferences')).to.equal(false);
    expect(cookieValue('pb_consent_preferences')).to.equal('deny');
    await wait(700);
    expect(reloads).to.equal(0);
    consent.savePreferences(['statistics']);
    expect(consent.isCategoryAllowed('marketing')).to.equal(false);
    await waitFor(() => reloads === 1, 'the reload');
  });
});

describe('policy id change (SPEC §4: resets all categories to denied and shows the banner again)', () => {
  it('a new policy id resets the accepted consent and shows the banner; no reload', async () => {
    service = fakeConsentService(bannerAnswer({ policyId: '2' }));
    await consent.startConsent();
    consent.acceptAll();
    expect(cookieValue('pb_consent_policy_id')).to.equal('2');
    consent.resetConsentRuntime();
    sessionStorage.clear();
    service.banner = bannerAnswer({ policyId: '3', consentType: 'optout' });
    const state = await consent.startConsent();
    expect(state.bannerVisible).to.equal(true);
    expect(nothingButFunctional()).to.equal(true);
    expect(cookieValue('pb_consent_marketing')).to.equal('deny');
    expect(cookieValue('pb_consent_banner_status')).to.equal('show');
    await wait(700);
    expect(reloads).to.equal(0);
    consent.acceptAll();
    expect(cookieValue('pb_consent_policy_id')).to.equal('3');
    consent.resetConsentRuntime();
    expect((await consent.startConsent()).bannerVisible).to.equal(false);
  });
});

describe('opt-out auto-dismissal (SPEC §4, §9 "Opt-out dismiss-on-scroll 400 px"; a timer never revokes consent)', () => {
  it('unset categories count as allowed; scrolling 401 px dismisses the banner and keeps them unset', async () => {
    fixture('<div style="height: 4000px"></div>');
    service = fakeConsentService(bannerAnswer({ consentType: 'optout' }));
    const state = await consent.startConsent();
    expect(state.bannerVisible).to.equal(true);
    expect(consent.isCategoryAllowed('marketing')).to.equal(true);
    window.scrollTo(0, 300);
    await wait(150);
    expect(consent.getConsentState().bannerVisible).to.equal(true);
    window.scrollTo(0, 401);
    await waitFor(() => !consent.getConsentState().bannerVisible, 'the dismissal');
    const record = consent.getConsentState().record;
    expect(record.bannerStatus).to.equal('dismissed');
    expect(record.categories).to.deep.equal({});
    expect(consent.isCategoryAllowed('marketing')).to.equal(true);
    expect(cookieValue('pb_consent_banner_status')).to.equal('dismissed');
    expect(service.trackBodies.length).to.equal(0);
  });

  it('the banner timeout dismisses it', async () => {
    service = fakeConsentService(bannerAnswer({ consentType: 'optout', dismissTimeout: 300 }));
    await consent.startConsent();
    expect(consent.getConsentState().bannerVisible).to.equal(true);
    await waitFor(() => !consent.getConsentState().bannerVisible, 'the timeout dismissal');
    expect(consent.getConsentState().record.categories).to.deep.equal({});
  });

  it('the banner timeout counts from the moment the banner shows (its code may come later)', async () => {
    service = fakeConsentService(bannerAnswer({ consentType: 'optout', dismissTimeout: 1500 }));
    const startedAt = performance.now();
    await consent.startConsent();
    await wait(1200);
    consent.bannerShown();
    const shownAt = performance.now();
    await waitFor(() => !consent.getConsentState().bannerVisible, 'the timeout dismissal', 6000);
    const dismissedAt = performance.now();
    // Counted from the start it would go 300 ms after showing; from the showing, 1500 ms after.
    // A busy machine can only make both later, so the lower bound is the rule.
    expect(dismissedAt - shownAt, 'a full timeout after the banner showed').to.be.at.least(1500 - 5);
    expect(dismissedAt - startedAt).to.be.at.least(2700 - 5);
  });

  it('opt-in never auto-dismisses', async () => {
    fixture('<div style="height: 4000px"></div>');
    service = fakeConsentService(bannerAnswer({ consentType: 'optin', dismissTimeout: 200 }));
    await consent.startConsent();
    window.scrollTo(0, 1000);
    await wait(500);
    expect(consent.getConsentState().bannerVisible).to.equal(true);
  });

  it('never-revoke: after a choice, scroll and timeout change nothing', async () => {
    fixture('<div style="height: 4000px"></div>');
    service = fakeConsentService(bannerAnswer({ consentType: 'optout', dismissTimeout: 300 }));
    await consent.startConsent();
    consent.allowCategory('marketing'); // a placeholder's accept: the banner keeps showing
    consent.savePreferences(['preferences']);
    consent.showBanner(); // "manage consent" reopens it
    const before = JSON.stringify(consent.getConsentState().record);
    const cookiesBefore = document.cookie;
    window.scrollTo(0, 1200);
    await wait(700);
    expect(JSON.stringify(consent.getConsentState().record)).to.equal(before);
    expect(document.cookie).to.equal(cookiesBefore);
    expect(consent.getConsentState().bannerVisible).to.equal(true);
    expect(consent.isCategoryAllowed('marketing')).to.equal(false);
    expect(consent.isCategoryAllowed('preferences')).to.equal(true);
  });

  it('never-revoke: a placeholder accept while the banner shows stops the auto-dismissal', async () => {
    fixture('<div style="height: 4000px"></div>');
    service = fakeConsentService(bannerAnswer({ consentType: 'optout', dismissTimeout: 300 }));
    await consent.startConsent();
    consent.allowCategory('statistics');
    window.scrollTo(0, 1200);
    await wait(700);
    expect(consent.getConsentState().record.bannerStatus).to.equal('show');
    expect(consent.getConsentState().record.categories.statistics).to.equal('allow');
  });
});

describe('Do Not Track / Global Privacy Control (SPEC §5: no banner and no consent unless explicitly allowed)', () => {
  for (const [name, signal] of [
    ['DNT', { doNotTrack: '1' }],
    ['GPC', { globalPrivacyControl: true }],
  ] as const) {
    it(`${name}: no banner and nothing but functional, even in opt-out`, async () => {
      setNavigator(signal);
      service = fakeConsentService(bannerAnswer({ consentType: 'optout' }));
      const state = await consent.startConsent();
      expect(state.privacySignal).to.equal(true);
      expect(state.bannerVisible).to.equal(false);
      expect(nothingButFunctional()).to.equal(true);
      expect(consent.isServiceAllowed('stats')).to.equal(false);
    });

    it(`${name}: an explicit allow (placeholder) counts, and can be withdrawn again`, async () => {
      setNavigator(signal);
      service = fakeConsentService(bannerAnswer({ consentType: 'optout' }));
      await consent.startConsent();
      consent.allowCategory('marketing');
      expect(consent.isCategoryAllowed('marketing')).to.equal(true);
      expect(consent.isCategoryAllowed('statistics')).to.equal(false);
      consent.setServiceConsent('stats', true);
      expect(consent.isServiceAllowed('stats')).to.equal(true);
      consent.savePreferences([]);
      expect(consent.isCategoryAllowed('marketing')).to.equal(false);
      await waitFor(() => reloads === 1, 'the reload after withdrawing');
      consent.setServiceConsent('stats', false);
      expect(consent.isServiceAllowed('stats')).to.equal(false);
    });
  }

  it('ignored when the site does not respect privacy signals', async () => {
    setNavigator({ doNotTrack: '1', globalPrivacyControl: true });
    service = fakeConsentService(bannerAnswer({ consentType: 'optout', respectPrivacySignals: false }));
    const state = await consent.startConsent();
    expect(state.privacySignal).to.equal(false);
    expect(state.bannerVisible).to.equal(true);
    expect(consent.isCategoryAllowed('marketing')).to.equal(true);
  });

  it('"manage consent" shows the banner even under DNT', async () => {
    setNavigator({ doNotTrack: '1' });
    service = fakeConsentService();
    await consent.startConsent();
    consent.showBanner();
    expect(consent.getConsentState().bannerVisible).to.equal(true);
  });
});

describe('bots (SPEC §5: treated as consenting and not tracked; speed-test bots get no banner)', () => {
  it('a crawler: everything allowed, no banner, never tracked', async () => {
    setNavigator({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    service = fakeConsentService();
    const state = await consent.startConsent();
    expect(state.bot).to.equal(true);
    expect(state.bannerVisible).to.equal(false);
    expect(NON_FUNCTIONAL.every((category) => consent.isCategoryAllowed(category))).to.equal(true);
    expect(consent.isServiceAllowed('youtube')).to.equal(true);
    consent.acceptAll();
    consent.savePreferences([]);
    await wait(700);
    expect(service.trackBodies.length).to.equal(0);
    expect(reloads).to.equal(0);
  });

  for (const userAgent of [
    'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (X11; Linux x86_64; GTmetrix https://gtmetrix.com/) AppleWebKit/537.36 Chrome/120 Safari/537.36',
    'Mozilla/5.0 (compatible; Pingdom.com_bot_version_1.4_(http://www.pingdom.com/))',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 PTST/231201',
  ]) {
    it(`a speed-test bot gets no banner and only functional: ${userAgent.slice(-30)}`, async () => {
      setNavigator({ userAgent });
      service = fakeConsentService(bannerAnswer({ consentType: 'optout' }));
      const state = await consent.startConsent();
      expect(state.speedTestBot).to.equal(true);
      expect(state.bot).to.equal(false);
      expect(state.bannerVisible).to.equal(false);
      expect(nothingButFunctional()).to.equal(true);
    });
  }
});

describe('service switches (SPEC §4: switching a service off reloads after 500 ms)', () => {
  it('off → reload after 500 ms; on → no reload', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.setServiceConsent('youtube', true);
    expect(consent.isServiceAllowed('youtube')).to.equal(true);
    expect(JSON.parse(cookieValue('pb_consent_services')!)).to.deep.equal({ youtube: true });
    await wait(700);
    expect(reloads).to.equal(0);
    consent.setServiceConsent('youtube', false);
    expect(consent.isServiceAllowed('youtube')).to.equal(false);
    await wait(300);
    expect(reloads).to.equal(0);
    await waitFor(() => reloads === 1, 'the reload');
  });

  it('a service without its own choice follows its category (banner services, else the given category, else marketing)', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.savePreferences(['statistics']);
    expect(consent.isServiceAllowed('stats')).to.equal(true);
    expect(consent.isServiceAllowed('youtube')).to.equal(false);
    expect(consent.isServiceAllowed('unknown', 'statistics')).to.equal(true);
    expect(consent.isServiceAllowed('unknown')).to.equal(false);
  });
});

describe('tracking (SPEC §5: only when store_consent is on and the saved values changed)', () => {
  it('counts POSTs: one per change, none for a repeat', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    // Each call is awaited as the state it leaves, then a pause shows no second call follows.
    const tracked = async (count: number): Promise<void> => {
      await waitFor(() => service.trackBodies.length >= count, `tracking POST ${count}`);
      await wait(100);
      expect(service.trackBodies.length).to.equal(count);
    };
    consent.acceptAll();
    consent.acceptAll();
    await tracked(1);
    consent.savePreferences(['statistics']);
    consent.savePreferences(['statistics']);
    await tracked(2);
    expect(service.trackBodies[1]!.consented_categories).to.deep.equal(['functional', 'statistics']);
    consent.setServiceConsent('youtube', true);
    await tracked(3);
  });

  it('never with store_consent off', async () => {
    service = fakeConsentService(bannerAnswer({ storeConsent: false }));
    await consent.startConsent();
    consent.acceptAll();
    consent.denyAll();
    await wait(100);
    expect(service.trackBodies.length).to.equal(0);
  });
});

describe('failure (SPEC §7/§8: behave as opt-in with built-in texts, say so once in the console)', () => {
  for (const [name, answer] of [
    ['HTTP 500', () => new Response('{}', { status: 500 })],
    ['malformed JSON', () => new Response('{oops', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`${name}: opt-in fallback, failed=true, one warning, nothing non-functional allowed, not cached`, async () => {
      service = fakeConsentService(answer as () => Response);
      let state: consent.ConsentState | undefined;
      const { warnings, errors } = await captureConsole(async () => {
        state = await consent.startConsent();
        consent.resetConsentRuntime();
        await consent.startConsent();
      });
      expect(state!.ready).to.equal(true);
      expect(state!.failed).to.equal(true);
      expect(state!.banner.consentType).to.equal('optin');
      expect(state!.banner.texts.acceptAll).to.equal('Accept all');
      expect(state!.bannerVisible).to.equal(true);
      expect(nothingButFunctional()).to.equal(true);
      expect(warnings.length).to.equal(2); // once per page: two page starts here
      expect(warnings[0]).to.contain('[pb-consent]');
      expect(errors.length).to.equal(0);
      expect(service.bannerCalls.length).to.equal(2);
      expect(Object.keys(sessionStorage).some((key) => key.startsWith('pb_consent_banner'))).to.equal(false);
    });
  }

  it('a failed call never resets a given consent (no policy id to compare)', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.savePreferences(['statistics']);
    consent.resetConsentRuntime();
    sessionStorage.clear();
    service.banner = () => new Response('', { status: 503 });
    const { warnings } = await captureConsole(async () => {
      await consent.startConsent();
    });
    expect(warnings.length).to.equal(1);
    expect(consent.getConsentState().bannerVisible).to.equal(false);
    expect(consent.isCategoryAllowed('statistics')).to.equal(true);
    expect(consent.isCategoryAllowed('marketing')).to.equal(false);
  });
});

describe('Google Consent Mode v2 (default before any tag, every change an update with all seven signals)', () => {
  const SIGNALS = [
    'ad_storage',
    'ad_user_data',
    'ad_personalization',
    'analytics_storage',
    'functionality_storage',
    'personalization_storage',
    'security_storage',
  ];

  function commands(): Array<[string, string, Record<string, unknown>]> {
    return (window.dataLayer ?? []).map((entry) => Array.from(entry as IArguments) as [string, string, Record<string, unknown>]);
  }

  it('opt-in: default denied (but functionality/security) before the update; updates carry all seven', async () => {
    service = fakeConsentService(bannerAnswer({ googleConsentMode: true }));
    await consent.startConsent();
    const [first] = commands();
    expect(first![0]).to.equal('consent');
    expect(first![1]).to.equal('default');
    expect(first![2].ad_storage).to.equal('denied');
    expect(first![2].analytics_storage).to.equal('denied');
    expect(first![2].functionality_storage).to.equal('granted');
    expect(first![2].security_storage).to.equal('granted');
    expect(typeof window.gtag).to.equal('function');
    consent.savePreferences(['statistics']);
    const last = commands().at(-1)!;
    expect(last[1]).to.equal('update');
    expect(SIGNALS.every((signal) => signal in last[2])).to.equal(true);
    expect(last[2].analytics_storage).to.equal('granted');
    expect(last[2].ad_storage).to.equal('denied');
    const updates = commands().filter((command) => command[1] === 'update');
    expect(updates.every((command) => SIGNALS.every((signal) => /^(granted|denied)$/.test(String(command[2][signal]))))).to.equal(true);
    expect(commands().filter((command) => command[1] === 'default').length).to.equal(1);
    expect(commands().findIndex((command) => command[1] === 'default')).to.equal(0);
  });

  it('pbConfig.googleConsentMode sends the default synchronously at start, before the banner data arrives', async () => {
    window.pbConfig = { googleConsentMode: true };
    resetPageConfig();
    service = fakeConsentService();
    const started = consent.startConsent();
    expect(commands().length).to.equal(1);
    expect(commands()[0]![1]).to.equal('default');
    await started;
    consent.acceptAll();
    const last = commands().at(-1)!;
    expect(last[1]).to.equal('update');
    expect(SIGNALS.every((signal) => last[2][signal] === 'granted')).to.equal(true);
  });

  it('opt-out: the default follows the category rule (unset counts as granted)', async () => {
    service = fakeConsentService(bannerAnswer({ googleConsentMode: true, consentType: 'optout' }));
    await consent.startConsent();
    const [first] = commands();
    expect(first![1]).to.equal('default');
    expect(first![2].ad_storage).to.equal('granted');
  });

  it('off unless the banner data or the page asks for it', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.acceptAll();
    expect(window.dataLayer === undefined).to.equal(true);
  });
});

describe('session cache (SPEC §7: the consent banner call is made once and cached for the session)', () => {
  it('a second page start uses session storage', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.resetConsentRuntime();
    const state = await consent.startConsent();
    expect(state.ready).to.equal(true);
    expect(state.banner.policyId).to.equal('3');
    expect(service.bannerCalls.length).to.equal(1);
  });

  it('another region override is another cache entry', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.resetConsentRuntime();
    window.pbConfig = { consentRegion: 'us' };
    resetPageConfig();
    await consent.startConsent();
    expect(service.bannerCalls.length).to.equal(2);
  });
});

describe('cookie data and API URLs', () => {
  it('consentApiUrl joins the configured consentApi', () => {
    expect(consent.consentApiUrl('track')).to.equal('/consent-api/track');
  });

  it('getCookieData fetches cookie_data once', async () => {
    service = fakeConsentService();
    resetCookieCleanup();
    const data = await getCookieData();
    expect(data.statistics).to.deep.equal({ stats: ['_pb_stats'] });
    expect((await getCookieData()) === data).to.equal(true);
    resetCookieCleanup();
  });
});

interface StoredCookie {
  name: string;
  value: string;
  path?: string;
  expires?: number | null;
  sameSite?: string;
  secure?: boolean;
}

describe('consent cookies (SPEC §3/§9: kept in cookies, lifetime in days from the banner data)', () => {
  it('max-age from cookieExpiryDays, path=/, SameSite=Lax', async () => {
    const store = (window as unknown as { cookieStore?: { get(name: string): Promise<StoredCookie | null> } }).cookieStore;
    expect(Boolean(store)).to.equal(true);
    service = fakeConsentService(bannerAnswer({ cookieExpiryDays: 30 }));
    await consent.startConsent();
    consent.acceptAll();
    for (const name of ['pb_consent_marketing', 'pb_consent_policy_id', 'pb_consent_banner_status', 'pb_consent_id', 'pb_consent_services']) {
      // document.cookie writes reach the cookie store asynchronously: give it a moment.
      let cookie = await store!.get(name);
      for (let tries = 0; cookie === null && tries < 40; tries += 1) {
        await wait(25);
        cookie = await store!.get(name);
      }
      expect(cookie !== null).to.equal(true);
      expect(cookie!.path).to.equal('/');
      expect(cookie!.sameSite).to.equal('lax');
      const days = ((cookie!.expires ?? 0) - Date.now()) / 86400000;
      expect(days > 29.9 && days <= 30.01).to.equal(true);
    }
  });

  it('pb-consent-change is emitted once when the state is ready, with the allowed categories', async () => {
    service = fakeConsentService(bannerAnswer({ consentType: 'other' }));
    const events: ConsentChangeDetail[] = [];
    const onChange = (event: CustomEvent<ConsentChangeDetail>): void => {
      events.push(event.detail);
    };
    document.addEventListener('pb-consent-change', onChange);
    await consent.startConsent();
    document.removeEventListener('pb-consent-change', onChange);
    expect(events.length).to.equal(1);
    expect(events[0]!.consentType).to.equal('other');
    expect(events[0]!.categories.marketing).to.equal(true);
  });
});

describe('never lose consent: a choice made in another tab', () => {
  async function chooseInAnotherTab(categories: readonly ('preferences' | 'statistics' | 'marketing')[]): Promise<void> {
    // The other tab writes the same cookies this runtime writes.
    const { writeRecord } = await import('../../react-core/consent/consent-record-writer');
    const { savePreferences } = await import('../../react-core/consent/consent-choices');
    const { emptyRecord } = await import('../../react-core/consent/consent-rules');
    const other = savePreferences(emptyRecord(), categories, {
      consentType: 'optin',
      policyId: '3',
      storeConsent: true,
      newVisitorId: 'other-tab',
    });
    writeRecord(other.record, 365);
  }

  it('an action here starts from the stored record, so the other tab\'s choice is kept', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    await chooseInAnotherTab(['statistics']);
    consent.allowCategory('marketing');
    expect(consent.isCategoryAllowed('statistics')).to.equal(true);
    expect(consent.isCategoryAllowed('marketing')).to.equal(true);
    expect(cookieValue('pb_consent_statistics')).to.equal('allow');
    expect(cookieValue('pb_consent_id')).to.equal('other-tab');
  });

  it('coming back to this tab takes the stored choice over: published, no reload, no tracking', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    await chooseInAnotherTab(['marketing']);
    const events: ConsentChangeDetail[] = [];
    const onChange = (event: CustomEvent<ConsentChangeDetail>): void => {
      events.push(event.detail);
    };
    document.addEventListener('pb-consent-change', onChange);
    document.dispatchEvent(new Event('visibilitychange'));
    document.removeEventListener('pb-consent-change', onChange);
    expect(document.visibilityState).to.equal('visible');
    expect(events.length).to.equal(1);
    expect(events[0]!.categories.marketing).to.equal(true);
    expect(consent.getConsentState().bannerVisible).to.equal(false);
    await wait(700);
    expect(reloads).to.equal(0);
    expect(service.trackBodies.length).to.equal(0);
  });

  it('withdrawing here what this page had allowed still reloads, even if another tab withdrew it first', async () => {
    service = fakeConsentService();
    await consent.startConsent();
    consent.acceptAll();
    await chooseInAnotherTab([]);
    consent.denyAll();
    await waitFor(() => reloads === 1, 'the reload');
  });
});
