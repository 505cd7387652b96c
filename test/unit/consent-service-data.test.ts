// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import {
  BANNER_TIMEOUT,
  bannerCacheKey,
  bannerUrl,
  fallbackBannerData,
  loadBannerData,
  parseBannerData,
} from '../../react-core/consent/banner-data';

const SERVICE_ANSWER = {
  region: 'eu',
  consentType: 'optout',
  bannerId: '1',
  policyId: '3',
  cookieExpiryDays: 30,
  storeConsent: true,
  dismissTimeout: 10000,
  respectPrivacySignals: false,
  googleConsentMode: true,
  pageLinks: [{ label: 'Privacy', url: '/privacy' }],
  categories: [{ id: 'statistics', label: 'Stats', description: 'Counting' }],
  services: [{ id: 'youtube', label: 'YouTube', category: 'marketing', privacyUrl: 'https://policies.google.com/privacy' }],
  placeholderText: 'Blocked',
  texts: { title: 'T', message: 'M', acceptAll: 'A', denyAll: 'D', savePreferences: 'S', viewPreferences: 'V', placeholderAccept: 'P {{service}}' },
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('parseBannerData: validated field by field', () => {
  it('takes a complete answer as is (categories completed in the SPEC order)', () => {
    const data = parseBannerData(SERVICE_ANSWER)!;
    expect(data.consentType).toBe('optout');
    expect(data.cookieExpiryDays).toBe(30);
    expect(data.dismissTimeout).toBe(10000);
    expect(data.respectPrivacySignals).toBe(false);
    expect(data.googleConsentMode).toBe(true);
    expect(data.categories.map((c) => c.id)).toEqual(['functional', 'preferences', 'statistics', 'marketing']);
    expect(data.categories[2]).toEqual({ id: 'statistics', label: 'Stats', description: 'Counting' });
    expect(data.services).toEqual(SERVICE_ANSWER.services);
    expect(data.texts).toEqual(SERVICE_ANSWER.texts);
  });

  it('accepts snake_case and the SPEC spelling "consenttype"', () => {
    const data = parseBannerData({ consenttype: 'other', policy_id: '9', cookie_expiry_days: '7', store_consent: 1 })!;
    expect(data.consentType).toBe('other');
    expect(data.policyId).toBe('9');
    expect(data.cookieExpiryDays).toBe(7);
    expect(data.storeConsent).toBe(true);
  });

  it('malformed fields take the defaults; an unknown consent type fails closed to opt-in', () => {
    const data = parseBannerData({
      consentType: 'whatever',
      cookieExpiryDays: -3,
      dismissTimeout: 'soon',
      pageLinks: [{ label: 'x', url: 'javascript:alert(1)' }, { label: 'ok', url: 'https://e.test/' }, 'junk'],
      services: [{ id: 'bad id <' }, { id: 'ok', category: 'nope' }, { id: 'ok' }],
      texts: { title: 5 },
      categories: 'no',
    })!;
    const fallback = fallbackBannerData();
    expect(data.consentType).toBe('optin');
    expect(data.cookieExpiryDays).toBe(365);
    expect(data.dismissTimeout).toBe(0);
    expect(data.pageLinks).toEqual([{ label: 'ok', url: 'https://e.test/' }]);
    expect(data.services).toEqual([{ id: 'ok', label: 'ok', category: 'marketing' }]);
    expect(data.texts.title).toBe('5');
    expect(data.texts.acceptAll).toBe(fallback.texts.acceptAll);
    expect(data.categories).toEqual(fallback.categories);
  });

  it('not an object → undefined', () => {
    for (const value of [null, 'x', 3, [], undefined]) expect(parseBannerData(value)).toBeUndefined();
  });

  it('the fallback is opt-in with built-in English texts and no tracking', () => {
    const fallback = fallbackBannerData();
    expect(fallback.consentType).toBe('optin');
    expect(fallback.storeConsent).toBe(false);
    expect(fallback.texts.acceptAll).toBe('Accept all');
    expect(fallback.categories).toHaveLength(4);
  });
});

describe('the banner call (SPEC §7: locale, a random token, optional region; cached for the session)', () => {
  it('builds the URL with locale, a random token and the region override', () => {
    const a = new URL(bannerUrl({ url: '/consent-api/banner', locale: 'de-DE', region: 'us' }));
    const b = new URL(bannerUrl({ url: '/consent-api/banner', locale: 'de-DE' }));
    expect(a.pathname).toBe('/consent-api/banner');
    expect(a.searchParams.get('locale')).toBe('de-DE');
    expect(a.searchParams.get('region')).toBe('us');
    expect(a.searchParams.get('token')).toMatch(/^[0-9a-f]{16}$/);
    expect(b.searchParams.has('region')).toBe(false);
    expect(b.searchParams.get('token')).not.toBe(a.searchParams.get('token'));
  });

  it('the cache key holds the locale and the region override', () => {
    expect(bannerCacheKey('en', 'us')).not.toBe(bannerCacheKey('en'));
    expect(bannerCacheKey('en')).not.toBe(bannerCacheKey('de'));
  });

  it('fetches once, then serves session storage', async () => {
    const fetchMock = vi.fn(async () => Response.json(SERVICE_ANSWER));
    vi.stubGlobal('fetch', fetchMock);
    const first = await loadBannerData({ url: '/consent-api/banner', locale: 'en' });
    const second = await loadBannerData({ url: '/consent-api/banner', locale: 'en' });
    expect(first).toMatchObject({ failed: false, cached: false });
    expect(second).toMatchObject({ failed: false, cached: true });
    expect(second.data).toEqual(first.data);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('offline'))],
    ['HTTP 500', async () => new Response('{}', { status: 500 })],
    ['malformed JSON', async () => new Response('{oops', { status: 200 })],
    ['a JSON array', async () => Response.json([1, 2])],
  ])('on %s: the fallback, failed, not cached', async (_, impl) => {
    const fetchMock = vi.fn(impl);
    vi.stubGlobal('fetch', fetchMock);
    const result = await loadBannerData({ url: '/consent-api/banner', locale: 'en' });
    expect(result.failed).toBe(true);
    expect(result.data).toEqual(fallbackBannerData());
    expect(sessionStorage.length).toBe(0);
    await loadBannerData({ url: '/consent-api/banner', locale: 'en' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on no answer within 5 s: the fallback (and the request is aborted)', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    const pending = loadBannerData({ url: '/consent-api/banner', locale: 'en' });
    expect(BANNER_TIMEOUT).toBe(5000);
    await vi.advanceTimersByTimeAsync(BANNER_TIMEOUT);
    const result = await pending;
    expect(result.failed).toBe(true);
    expect(result.reason).toMatch(/5000/);
    expect(signal?.aborted).toBe(true);
  });
});
