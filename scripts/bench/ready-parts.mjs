/**
 * First-viewport modules ready (issue 33): header, menu, hero slider and cookie banner. Runs in
 * the page before its scripts (an init script) and records, on the page's clock, when each part
 * became ready: window.__readyParts = { header, menu, hero, banner, all } (ms, or null).
 *   peer: the header and its menu are Bootstrap's navbar, wired once the deferred bundle has run
 *     (its data API registers as it evaluates; DOMContentLoaded follows right after deferred
 *     scripts); the hero is Swiper's `.swiper-initialized`; the banner is vanilla-cookieconsent's
 *     box shown (`show--consent` on <html>);
 *   pb: `data-enhanced` on pb-header, pb-menu and pb-slider, and pb-consent-banner upgraded and
 *     not hidden.
 * Attribute checks only (no layout read), on attribute mutations: nothing that would change what
 * the CPU ×4 load measures.
 */
export function observeReadyParts(kind) {
  const AFTER_BUNDLE = 'after the deferred bundle ran';
  const PARTS = {
    peer: { header: AFTER_BUNDLE, menu: AFTER_BUNDLE, hero: '.hero-swiper.swiper-initialized', banner: 'html.show--consent' },
    pb: { header: 'pb-header[data-enhanced]', menu: 'pb-menu[data-enhanced]', hero: 'pb-slider[data-enhanced]', banner: 'pb-consent-banner[data-enhanced]:not([hidden])' },
  }[kind];
  if (!PARTS) return;
  const ready = (window.__readyParts = Object.fromEntries([...Object.keys(PARTS), 'all'].map((part) => [part, null])));
  const mark = (part) => {
    ready[part] ??= performance.now();
    if (Object.keys(PARTS).every((name) => ready[name] !== null)) ready.all ??= Math.max(...Object.keys(PARTS).map((name) => ready[name]));
  };
  const check = () => {
    for (const [part, selector] of Object.entries(PARTS)) if (selector !== AFTER_BUNDLE && ready[part] === null && document.querySelector(selector)) mark(part);
    if (ready.all !== null) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'data-enhanced', 'hidden'] });
  document.addEventListener('DOMContentLoaded', () => {
    for (const [part, selector] of Object.entries(PARTS)) if (selector === AFTER_BUNDLE) mark(part);
    check();
  });
}
