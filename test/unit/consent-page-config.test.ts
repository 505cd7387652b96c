import { describe, it, expect } from 'vitest';
import { CONSENT_RELOAD_DELAY } from '../../react-core/consent/consent-runtime';
import { normalizePageConfig } from '../../react-core/runtime/page-config';

describe('consent page configuration (consentRegion, googleConsentMode)', () => {
  it('defaults: no region override, GCM off', () => {
    const config = normalizePageConfig({});
    expect([config.consentRegion, config.googleConsentMode]).toEqual(['', false]);
  });

  it('reads camelCase and snake_case', () => {
    let config = normalizePageConfig({ consentRegion: ' us ', googleConsentMode: true });
    expect([config.consentRegion, config.googleConsentMode]).toEqual(['us', true]);
    config = normalizePageConfig({ consent_region: 'eu', google_consent_mode: 'on' });
    expect([config.consentRegion, config.googleConsentMode]).toEqual(['eu', true]);
  });

  it('ignores malformed values', () => {
    const config = normalizePageConfig({ consentRegion: { no: 1 }, googleConsentMode: 'maybe' });
    expect([config.consentRegion, config.googleConsentMode]).toEqual(['', false]);
  });

  it('SPEC §9: consent reload 500 ms', () => {
    expect(CONSENT_RELOAD_DELAY).toBe(500);
  });
});
