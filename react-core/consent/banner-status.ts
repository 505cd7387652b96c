/**
 * What the loader can tell of the banner before the consent runtime runs: whether it will likely
 * be due, so that its code is fetched with the runtime's. The runtime decides.
 */
import { hasPrivacySignal } from './consent-rules';

/** The cookie that records that the visitor dismissed the banner (made a choice). */
export const BANNER_STATUS_COOKIE = 'pb_consent_banner_status';

const BANNER_DISMISSED = new RegExp(`(^|;\\s*)${BANNER_STATUS_COOKIE}=dismissed(;|$)`);

/** Not dismissed, and no privacy signal that would keep it away (where the site honours them). */
export function bannerLikelyDue(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: unknown };
  return !BANNER_DISMISSED.test(document.cookie) && !hasPrivacySignal(nav.doNotTrack, nav.globalPrivacyControl);
}
