/**
 * The consent runtime (SPEC.md §3 "Consent record", §4 and §5 "Consent", §7, §9 "Consent"): the
 * store (consent-state.ts, all of it re-exported here) and the visitor's actions. No React.
 *
 * - The actions (acceptAll, denyAll, savePreferences, allowCategory, setServiceConsent,
 *   showBanner) run the pure transitions of consent-choices.ts, write the record to cookies and
 *   session storage, publish it (`pb-consent-change` on document, the subscribers, the GCM
 *   update), track (POST {consent-api}/track, only when store_consent is on and the saved values
 *   changed, never for bots) and, when something allowed was withdrawn, reload after 500 ms.
 *   Only these visitor actions ever reload: never the start, a timer or a scroll, so there is no
 *   reload loop.
 * - Every action starts from the record in the cookies (another tab may have chosen meanwhile).
 * - A page at rest runs only the store: the banner imports this module with the visitor's first
 *   touch of it; the modules that offer choices (the manage area, placeholders, maps) with their code.
 */
import { getPageConfig } from '../runtime/page-config';
import * as choices from './consent-choices';
import { clearConsentCookies, writeRecord } from './consent-record-writer';
import { showBanner as showBannerRecord } from './consent-rules';
import { consentApiUrl, consentFlags, getConsentState, publishRecord, resetConsentState, storedRecord } from './consent-state';
import type { ConsentCategory, ConsentRecord } from './consent-types';
import { trackConsent } from './tracking';

export * from './consent-state';

/** SPEC §9 Durations: consent reload 500 ms. */
export const CONSENT_RELOAD_DELAY = 500;

let reloadHandler: () => void = () => window.location.reload();
let reloadTimer: ReturnType<typeof setTimeout> | undefined;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function context(): choices.ConsentContext {
  const { banner } = getConsentState();
  return {
    consentType: banner.consentType,
    policyId: banner.policyId,
    storeConsent: banner.storeConsent,
    services: banner.services,
    ...consentFlags(),
    newVisitorId: randomId(),
  };
}

/** Stores a new record (cookies + session storage) and publishes it. */
function commit(record: ConsentRecord, forceBanner = false): void {
  writeRecord(record, getConsentState().banner.cookieExpiryDays);
  publishRecord(record, forceBanner);
}

function scheduleReload(): void {
  if (reloadTimer !== undefined) return;
  // The handler at the time of the action, so a test that restores it never reloads for real.
  const handler = reloadHandler;
  reloadTimer = setTimeout(() => {
    reloadTimer = undefined;
    handler();
  }, CONSENT_RELOAD_DELAY);
}

/** Runs a visitor's transition on the stored record and applies it with its effects. */
function apply(transition: (record: ConsentRecord, context: choices.ConsentContext) => choices.ConsentTransition, clearFirst = false): void {
  const shown = getConsentState().record;
  const ctx = context();
  const next = transition(storedRecord(), ctx);
  // What ran in this page is what `shown` allowed: withdrawing any of it needs a reload too.
  const reload = next.effects.reload || choices.withdrew(shown, next.record, ctx);
  if (clearFirst) clearConsentCookies();
  commit(next.record);
  if (next.effects.track) {
    void trackConsent(consentApiUrl('track'), {
      consented_categories: [...next.record.savedCategories],
      consented_services: [...next.record.savedServices],
      consenttype: getConsentState().banner.consentType,
    }, getPageConfig().nonces.consent);
  }
  if (reload) scheduleReload();
}

export function acceptAll(): void {
  apply((record, ctx) => choices.acceptAll(record, ctx));
}

/** Denies everything, clears the consent cookies (then writes the denial), reloads after 500 ms only if something had been granted. */
export function denyAll(): void {
  apply((record, ctx) => choices.denyAll(record, ctx), true);
}

export function savePreferences(allowed: readonly ConsentCategory[], services?: Record<string, boolean>): void {
  apply((record, ctx) => choices.savePreferences(record, allowed, ctx, services));
}

/** A placeholder's accept button: the visitor's explicit consent for one category (also under DNT/GPC). */
export function allowCategory(category: ConsentCategory): void {
  apply((record, ctx) => choices.allowCategory(record, category, ctx));
}

/** Off → reload after 500 ms (if it was allowed); on → no reload. */
export function setServiceConsent(service: string, allowed: boolean): void {
  apply((record, ctx) => choices.setService(record, service, allowed, ctx));
}

/** "Manage consent": the banner shows again (also where it is normally suppressed); no auto-dismissal. */
export function showBanner(): void {
  commit(showBannerRecord(storedRecord()), true);
}

/** Indirection so tests can observe reloads without reloading; returns the restore function. */
export function setReloadHandler(handler: () => void): () => void {
  const previous = reloadHandler;
  reloadHandler = handler;
  return () => {
    reloadHandler = previous;
  };
}

/** Tests: forgets everything (not the cookies or session storage) and cancels a pending reload. */
export function resetConsentRuntime(): void {
  resetConsentState();
  clearTimeout(reloadTimer);
  reloadTimer = undefined;
}
