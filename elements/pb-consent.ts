/**
 * The page-wide consent runtime (no React), loaded on pages with consent markup: the consent
 * record, the banner data, bots and privacy signals, Google Consent Mode, and the cookie cleanup
 * once the page has cookies it could clean. The banner's own code is fetched only once a choice is due (a returning visitor who has chosen
 * never downloads it); scripts and embeds held back by consent are pb-consent-blocking.js.
 */
import { startConsent, subscribeConsent, type ConsentState } from '../react-core/consent/consent-state';
import { startCookieCleanupWhenNeeded } from '../react-core/consent/cookie-cleanup-start';
import { requestUpgrade } from '../react-core/runtime/upgrade-gate';

function renderDueBanner(state: ConsentState): void {
  if (state.bannerVisible) document.querySelectorAll('pb-consent-banner').forEach(requestUpgrade);
}

subscribeConsent(renderDueBanner);
void startConsent()
  .then(renderDueBanner)
  .catch((error: unknown) => console.error('[pb-consent]', error));
startCookieCleanupWhenNeeded();
