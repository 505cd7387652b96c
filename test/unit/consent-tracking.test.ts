import { describe, it, expect, vi, afterEach } from 'vitest';
import { trackConsent } from '../../react-core/consent/tracking';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const payload = { consented_categories: ['functional' as const], consented_services: [], consenttype: 'optin' as const };

describe('trackConsent (SPEC §7: POST {consent-api}/track, failures not shown)', () => {
  it('POSTs the payload as JSON', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await trackConsent('/consent-api/track', payload)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/consent-api/track');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(payload);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("sends the page's consent nonce in X-WP-Nonce, so the service can refuse forged records", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await trackConsent('/consent-api/track', payload, 'n0nce-abc');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('n0nce-abc');
  });

  it('never throws: a network failure is a console debug line only', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await trackConsent('/consent-api/track', payload)).toBe(false);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a non-2xx answer is ignored (debug only)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(await trackConsent('/consent-api/track', payload)).toBe(false);
    expect(debug).toHaveBeenCalledTimes(1);
  });
});
