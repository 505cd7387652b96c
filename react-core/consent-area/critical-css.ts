/**
 * Before the upgrade `<pb-consent-area>` is a block showing the author's placeholder, as after it
 * (an undefined element is inline); nothing is hidden that was visible. (An area with no children
 * of its own gets the built-in placeholder at upgrade: write a placeholder for CLS 0.)
 */
export const CONSENT_AREA_CRITICAL_CSS = 'pb-consent-area:not([data-enhanced],[data-failed]){display:block}';
