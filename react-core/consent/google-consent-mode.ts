/**
 * Google Consent Mode v2: the `default` command before any blocked tag runs, and an `update`
 * with all seven signals on every change of consent.
 */
import type { ConsentCategory } from './consent-types';

export type ConsentSignal = 'granted' | 'denied';
export const GCM_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type GcmSignalName = (typeof GCM_SIGNALS)[number];
export type GcmSignals = Record<GcmSignalName, ConsentSignal>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The category deciding each signal (functionality and security: functional, always granted). */
const SIGNAL_CATEGORY: Record<GcmSignalName, ConsentCategory> = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'statistics',
  functionality_storage: 'functional',
  personalization_storage: 'preferences',
  security_storage: 'functional',
};

/** The seven signals from a category test. */
export function consentSignals(isAllowed: (category: ConsentCategory) => boolean): GcmSignals {
  return Object.fromEntries(
    GCM_SIGNALS.map((signal) => [signal, isAllowed(SIGNAL_CATEGORY[signal]) ? 'granted' : 'denied']),
  ) as GcmSignals;
}

/** `window.gtag`, defined as the standard dataLayer push (of the `arguments` object) if missing. */
export function ensureGtag(): (...args: unknown[]) => void {
  window.dataLayer = window.dataLayer ?? [];
  if (typeof window.gtag !== 'function') {
    window.gtag = function gtag() {
      // gtag.js reads Arguments objects from the dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  return window.gtag;
}

/** `gtag('consent', 'default', signals)`; `waitForUpdate` ms give the update time to arrive. */
export function sendConsentDefault(signals: GcmSignals, waitForUpdate = 500): void {
  ensureGtag()('consent', 'default', { ...signals, wait_for_update: waitForUpdate });
}

/** `gtag('consent', 'update', signals)` with all seven signals. */
export function sendConsentUpdate(signals: GcmSignals): void {
  ensureGtag()('consent', 'update', { ...signals });
}
