/**
 * Every tag the loader knows, and when an instance needs its code and its first render:
 * - `eager`: after the first paint, in idle time;
 * - `visible`: when the instance comes near the viewport (in idle time, one per task, ahead of the
 *   scroll); the module acts on its own there (it counts, animates, plays, rotates);
 * - `interaction`: when the visitor points at, touches or focuses the instance (a click or submit
 *   that arrives first is held and replayed once it has rendered). The author's HTML and the
 *   critical CSS already show its resting state: the first tab, closed `<details>`, the images
 *   of a gallery, the fields of a form. Once the visitor uses the
 *   keyboard, these upgrade as they come near the viewport too, so Tab finds them ready;
 * - `scroll`: on the first scroll of the page (or interaction with the instance);
 * - `requested`: only when some code asks (`pb-upgrade`), as the consent runtime does for its
 *   banner once a choice is due.
 * Any instance upgrades at once with `loading="eager"`, or when something dispatches `pb-upgrade`
 * on it. `hash` modules read the page hash, so a hash on load (or a hash change) upgrades them.
 */
import type { ElementPolicy } from './element-upgrades';

/** Menus collapse into a bar below their breakpoint (tablet by default): its toggle is the module's. */
const MENU_BREAKPOINTS: Record<string, number> = { desktop: Infinity, tablet: 980, phone: 767 };

function collapsedMenu(element: Element): boolean {
  const maxWidth = MENU_BREAKPOINTS[element.getAttribute('breakpoint') ?? 'tablet'] ?? 980;
  return matchMedia(`(max-width: ${maxWidth}px)`).matches;
}

/** A boolean attribute as the elements read it: present, and not `off`, `false` or `no`. */
function flag(element: Element, name: string): boolean {
  const value = element.getAttribute(name);
  return value !== null && !/^(off|false|no)$/i.test(value.trim());
}

export const ELEMENTS: Record<string, ElementPolicy> = {
  'pb-tabs': { when: 'interaction', hash: true, pageLinks: 'a[href$="#reviews"],a.woocommerce-review-link' },
  'pb-accordion': { when: 'interaction' },
  'pb-toggle': { when: 'interaction' },
  // Their arrows, dots and swipe are the module's own: there when the carousel is seen (and it may rotate).
  'pb-slider': { when: 'visible', hash: true },
  'pb-image-carousel': { when: 'visible' },
  'pb-portfolio-carousel': { when: 'visible' },
  // Its filter buttons and pagination are the module's own: there before the visitor reaches them.
  'pb-portfolio': { when: 'visible', hash: true },
  // Reaching for it runs PhotoSwipe along with its code: the click that follows opens it at once.
  'pb-lightbox': { when: 'interaction', reachRunsOnDemand: true },
  // Its pagination control and slider arrows are the module's own: they must be there when it is seen.
  'pb-gallery': { when: 'visible', hash: true },
  // Leaflet and the tiles load only once a map comes near the viewport.
  'pb-map': { when: 'visible' },
  'pb-contact-form': { when: 'interaction' },
  'pb-newsletter': { when: 'interaction' },
  'pb-search': { when: 'interaction' },
  'pb-comments': { when: 'interaction' },
  // Its pagination links work as plain links at rest; a click before the upgrade is held and replayed.
  'pb-blog': { when: 'interaction' },
  // Its search and overlay-menu toggles are the module's own buttons: they must be there at rest.
  'pb-header': { when: (element) => (element.querySelector(':scope>:is([slot=search],[slot=overlay-menu])') ? 'visible' : 'scroll') },
  // A collapsed menu shows its toggle only once upgraded; an open menu bar is complete at rest.
  'pb-menu': { when: (element) => (collapsedMenu(element) ? 'visible' : 'interaction') },
  // Hidden until the page has scrolled 800 px.
  'pb-scroll-top': { when: 'scroll' },
  // Hidden before the upgrade and fixed on screen: no box to watch.
  'pb-dot-nav': { when: 'eager' },
  // Rendered only once the consent runtime finds a choice due.
  'pb-consent-banner': { when: 'requested' },
  'pb-consent-manage': { when: 'visible' },
  'pb-consent-area': { when: 'visible' },
  'pb-countdown': { when: 'visible' },
  'pb-circle-counter': { when: 'visible' },
  'pb-number-counter': { when: 'visible' },
  // Takes its starting state within the margin, before it is seen.
  'pb-animate': { when: 'visible' },
  'pb-parallax': { when: 'visible' },
  // A bottom-sticky module below the viewport sticks from page load; one scrolled past must stick off screen.
  'pb-sticky': { when: 'eager' },
  'pb-video-background': { when: 'visible' },
  'pb-video': { when: 'interaction' },
  // The cart fragments runtime (pb-cart-fragments.js, no React) keeps the mini cart's link current, so
  // the disclosure waits for the visitor; the cart page's block hides the duplicate notices the server rendered.
  'pb-cart': { when: (element) => (/^\s*cart\s*$/i.test(element.getAttribute('variant') ?? '') ? 'visible' : 'interaction') },
  // Handles the duplicate notices the server rendered before the visitor reads them.
  'pb-checkout': { when: 'visible' },
  // The core modal: an open one is needed at once; a closed one waits for a button of its content.
  'pb-modal': { when: (element) => (flag(element, 'open') ? 'eager' : 'interaction') },
  // The builder's frame: the previewed page loads while the editor opens, not when it is reached.
  'pb-preview-frame': { when: 'eager' },
};

/** Scripts and embeds held back until their category or service is allowed. */
export const BLOCKED_SELECTOR = [
  'script[type="text/plain"]:is([data-category],[data-service])',
  ':is([data-src],[data-data]):is([data-category],[data-service])',
].join(',');

/** Markup that needs the page-wide consent runtime (pb-consent.js, no React). */
export const CONSENT_SELECTOR = `pb-consent-banner,pb-consent-manage,pb-consent-area,${BLOCKED_SELECTOR}`;

/**
 * How far below (and above) the viewport a `visible` instance gets its code and first render:
 * half a viewport, so it is ready before it scrolls in.
 */
export const VISIBLE_MARGIN = '50% 0px';
