/**
 * The banner's own rules, pure (SPEC.md §4 "Consent", §5 "Consent"): its timings, Deny all on the
 * banner, the opt-out notice. The preferences dialog's switches are consent-preferences-state.ts,
 * loaded with the dialog. The consent record itself belongs to the consent runtime.
 */
import type { BannerData, ConsentType } from '../consent/consent-types';
import { formatMessage, type Messages } from '../runtime/messages';

/** Slide/fade-in of the banner (not in the SPEC; instant under reduced motion). */
export const BANNER_SHOW_MS = 400;
/** SPEC §9 Debounces: "200 ms for the consent header" — the banner's height is re-measured 200 ms after a resize. */
export const BANNER_RESIZE_DEBOUNCE_MS = 200;

/**
 * Deny all on the banner itself (Complianz): shown in opt-in (refusing must be as easy as
 * accepting) and opt-out (denying is the visitor's right to object, "do not sell or share"); not
 * in `other` regions, where the banner is a notice with Accept all and View preferences. Deny all
 * is in the preferences dialog in every consent type.
 */
export function showsDenyAllOnBanner(consentType: ConsentType): boolean {
  return consentType !== 'other';
}

/** Opt-out: the sentence that tells the visitor the banner closes by itself; '' otherwise. */
export function dismissNotice(banner: Pick<BannerData, 'consentType' | 'dismissTimeout'>, messages: Messages): string {
  if (banner.consentType !== 'optout') return '';
  const seconds = Math.round(banner.dismissTimeout / 1000);
  return seconds > 0 ? formatMessage(messages.consentOptOutNoticeTimeout, { seconds }) : messages.consentOptOutNotice;
}
