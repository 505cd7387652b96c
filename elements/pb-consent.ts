/**
 * pb-consent.js: the page-wide consent runtime (issue 6). No React and no custom element: the
 * loader imports it on pages with consent markup (blocked scripts or embeds, consent elements).
 *
 * It starts the consent store (banner data, cookies, session storage, bots, DNT/GPC, Google
 * Consent Mode), then:
 * - runs `<script type="text/plain" data-category|data-service>` once allowed, in document order;
 * - loads `<iframe|embed|img|video|audio data-src>` and `<object data-data>` once allowed, with a
 *   placeholder (text + accept button) in the embed's box until then;
 * - checks again on every consent change (no reload), on DOM insertion and every 2000 ms;
 * - deletes the cookies of denied categories and services (cookie_data) every 1000 ms.
 *
 * The blocking markup and the `--pb-consent-placeholder-*` custom properties are in the README.
 */
import { startConsent } from '../react-core/consent/consent-runtime';
import { startBlocking } from '../react-core/consent/blocking';
import { startCookieCleanup } from '../react-core/consent/cookie-cleanup';

void startConsent().catch((error: unknown) => console.error('[pb-consent]', error));
startBlocking();
startCookieCleanup();
