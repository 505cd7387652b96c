// @vitest-environment happy-dom
import { describe, it, expect, beforeEach } from 'vitest';
import {
  GCM_SIGNALS,
  consentSignals,
  ensureGtag,
  sendConsentDefault,
  sendConsentUpdate,
} from '../../react-core/consent/google-consent-mode';
import type { ConsentCategory } from '../../react-core/consent/consent-types';

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
});

describe('Google Consent Mode v2 signals', () => {
  it('has the seven v2 signals', () => {
    expect([...GCM_SIGNALS].sort()).toEqual(
      ['ad_personalization', 'ad_storage', 'ad_user_data', 'analytics_storage', 'functionality_storage', 'personalization_storage', 'security_storage'],
    );
  });

  it('nothing but functional: only functionality and security granted', () => {
    expect(consentSignals((category) => category === 'functional')).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('maps marketing → ad_*, statistics → analytics, preferences → personalization', () => {
    const allowed = new Set<ConsentCategory>(['functional', 'statistics']);
    const signals = consentSignals((category) => allowed.has(category));
    expect(signals.analytics_storage).toBe('granted');
    expect(signals.ad_storage).toBe('denied');
    expect(consentSignals(() => true).ad_user_data).toBe('granted');
    expect(consentSignals((c) => c === 'preferences').personalization_storage).toBe('granted');
  });
});

describe('gtag shim and commands', () => {
  it('defines gtag as a dataLayer push of the arguments object when missing', () => {
    const gtag = ensureGtag();
    gtag('js', 1);
    expect(window.dataLayer).toHaveLength(1);
    const entry = window.dataLayer![0] as IArguments;
    expect(Array.isArray(entry)).toBe(false);
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry)).toEqual(['js', 1]);
  });

  it('keeps an existing gtag and dataLayer', () => {
    const calls: unknown[][] = [];
    window.dataLayer = ['existing'];
    window.gtag = (...args: unknown[]) => calls.push(args);
    sendConsentUpdate(consentSignals(() => true));
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('consent');
    expect(window.dataLayer).toEqual(['existing']);
  });

  it('default then update, with all seven signals', () => {
    sendConsentDefault(consentSignals((c) => c === 'functional'));
    sendConsentUpdate(consentSignals(() => true));
    const [first, second] = window.dataLayer!.map((entry) => Array.from(entry as IArguments));
    expect(first!.slice(0, 2)).toEqual(['consent', 'default']);
    expect(second!.slice(0, 2)).toEqual(['consent', 'update']);
    for (const signal of GCM_SIGNALS) {
      expect((first![2] as Record<string, string>)[signal]).toMatch(/granted|denied/);
      expect((second![2] as Record<string, string>)[signal]).toBe('granted');
    }
    expect((first![2] as Record<string, unknown>).wait_for_update).toBe(500);
  });
});
