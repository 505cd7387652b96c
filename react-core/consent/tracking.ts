/**
 * Consent tracking (SPEC.md §3 "Consent tracking payload", §7): POST {consent-api}/track with a
 * JSON body `{ consented_categories: [...], consented_services: [...], consenttype }`. It never
 * throws and never shows anything: a failure is only a console debug line. `keepalive` lets it
 * finish when a reload follows. The page's nonce (`pbConfig.nonces.consent`) goes in the
 * `X-WP-Nonce` header, the WordPress REST convention, so the service can refuse forged records.
 */
import type { ConsentTrackingPayload } from './consent-types';

export async function trackConsent(url: string, payload: ConsentTrackingPayload, nonce = ''): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!response.ok) console.debug(`[pb-consent] consent tracking answered ${response.status}`);
    return response.ok;
  } catch (error) {
    console.debug('[pb-consent] consent tracking failed', error);
    return false;
  }
}
