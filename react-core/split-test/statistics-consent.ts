/**
 * Split-test cookies and records are statistics (issue 17): on a page with consent markup, nothing
 * is written or sent until the visitor's consent allows the statistics category. The consent
 * runtime is imported only on such pages; a page without a consent banner has no consent regime.
 */
import { CONSENT_SELECTOR } from '../loader/registry';

/** Calls `onAllowed` once statistics are allowed: now, when the visitor allows them, or never. */
export async function whenStatisticsAllowed(onAllowed: () => void): Promise<void> {
  if (!document.querySelector(CONSENT_SELECTOR)) {
    onAllowed();
    return;
  }
  const consent = await import('../consent/consent-runtime');
  await consent.startConsent();
  if (consent.isCategoryAllowed('statistics')) {
    onAllowed();
    return;
  }
  const stop = consent.subscribeConsent(() => {
    if (!consent.isCategoryAllowed('statistics')) return;
    stop();
    onAllowed();
  });
}
