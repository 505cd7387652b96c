/**
 * The demo site's main nav, the one list every page's site header is made from
 * (site-page.mjs). A new demo page gets its entry here.
 * @typedef {object} NavEntry
 * @property {string} path Where the entry links.
 * @property {string} label
 * @property {string[]} [pages] Other pages the entry stands for: on them it is the current one
 *   (the consent pages of the other regions, the map that waits for consent).
 */

/** @type {readonly NavEntry[]} */
export const SITE_NAV = [
  { path: '/', label: 'Home' },
  { path: '/tabs.html', label: 'Tabs, accordions and toggles' },
  { path: '/sliders.html', label: 'Sliders' },
  { path: '/carousels.html', label: 'Image carousels' },
  { path: '/lightbox.html', label: 'Lightbox' },
  { path: '/contact.html', label: 'Contact form' },
  { path: '/newsletter.html', label: 'Newsletter' },
  { path: '/community.html', label: 'Search and comments' },
  { path: '/menus.html', label: 'Menus' },
  { path: '/header-default.html', label: 'Headers' },
  { path: '/navigation.html', label: 'Page navigation' },
  { path: '/consent-optin.html', label: 'Cookie consent', pages: ['/consent-optout.html', '/consent-other.html'] },
  { path: '/counters.html', label: 'Countdowns and counters' },
  { path: '/animations.html', label: 'Animations and parallax' },
  { path: '/sticky.html', label: 'Sticky modules' },
  { path: '/video.html', label: 'Video' },
  { path: '/gallery/', label: 'Gallery' },
  { path: '/portfolio/', label: 'Portfolio' },
  { path: '/blog/', label: 'Blog' },
  { path: '/split-test.html', label: 'Split testing' },
  { path: '/maps.html', label: 'Maps', pages: ['/map-consent.html'] },
  { path: '/shop/', label: 'Shop' },
  { path: '/dist/api/', label: 'API reference' },
  { path: '/docs/', label: 'Documentation' },
];
