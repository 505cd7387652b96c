/** Before the upgrade the element is a block, as after it (an undefined element is inline). */
export const NEWSLETTER_CRITICAL_CSS = 'pb-newsletter:not([data-enhanced],[data-failed]){display:block}';
