/**
 * Every tag the loader knows, with when its code is needed:
 * - `visible`: when an instance comes near the viewport;
 * - `interaction`: on the visitor's first pointer, key or focus on an instance;
 * - `eager`: as soon as the tag is on the page.
 * `hash` modules read the page hash, so a hash on load (or a hash change) loads them at once.
 */
export type LoadWhen = 'eager' | 'visible' | 'interaction';

export interface ElementEntry {
  when: LoadWhen;
  hash?: boolean;
}

export const ELEMENTS: Record<string, ElementEntry> = {
  'pb-tabs': { when: 'visible', hash: true },
  'pb-accordion': { when: 'visible' },
  'pb-toggle': { when: 'visible' },
  'pb-slider': { when: 'visible', hash: true },
  'pb-image-carousel': { when: 'visible' },
  'pb-portfolio-carousel': { when: 'visible' },
  // Not `interaction`: on touch screens the tap would reach the link before the code.
  'pb-lightbox': { when: 'visible' },
  'pb-contact-form': { when: 'visible' },
  'pb-newsletter': { when: 'visible' },
  'pb-search': { when: 'visible' },
  'pb-comments': { when: 'visible' },
  // The header is fixed on scroll from the first scroll, even on a page loaded scrolled down.
  'pb-header': { when: 'eager' },
  // Eager: a menu flattened into a split header (display: contents) has no box to observe.
  'pb-menu': { when: 'eager' },
  // Hidden before the upgrade (nothing for an IntersectionObserver to see) and fixed on screen.
  'pb-scroll-top': { when: 'eager' },
  'pb-dot-nav': { when: 'eager' },
  // The banner must be ready as soon as a choice is due.
  'pb-consent-banner': { when: 'eager' },
  'pb-consent-manage': { when: 'visible' },
  'pb-consent-area': { when: 'visible' },
  // The counters start counting only once actually in view (their own observer).
  'pb-countdown': { when: 'visible' },
  'pb-circle-counter': { when: 'visible' },
  'pb-number-counter': { when: 'visible' },
  // Upgraded within the 300 px margin, so content below the fold takes its starting state in time.
  'pb-animate': { when: 'visible' },
  'pb-parallax': { when: 'visible' },
  // A bottom-sticky module below the viewport sticks from page load; one scrolled past must stick off screen.
  'pb-sticky': { when: 'eager' },
  'pb-video-background': { when: 'visible' },
  'pb-video': { when: 'visible' },
};

/**
 * Markup that needs the page-wide consent runtime (pb-consent.js, no React): the consent
 * elements, and scripts or embeds held back until their category or service is allowed.
 */
export const CONSENT_SELECTOR = [
  'pb-consent-banner',
  'pb-consent-manage',
  'pb-consent-area',
  'script[type="text/plain"]:is([data-category],[data-service])',
  ':is([data-src],[data-data]):is([data-category],[data-service])',
].join(',');

/** How far below (and above) the viewport a `visible` element starts loading. */
export const VISIBLE_MARGIN = '300px 0px';
