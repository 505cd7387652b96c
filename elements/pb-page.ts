/**
 * Page-wide behaviours that have no tag of their own; the loader imports this small chunk (no
 * React) on every page:
 * - the page hash on load: start at the top with manual scroll restoration (SPEC.md §2), let
 *   the modules the hash addresses settle, then glide to what it names;
 * - smooth in-page scrolling of anchor links, clear of the admin bar and a fixed header;
 * - link options: modules made clickable by their link settings;
 * - sticky modules named by the page configuration (their code is loaded only when there are some,
 *   or when the builder sends new settings with the `pb-sticky-settings` event on window);
 * - animations named by the page configuration (their code is loaded only when there are some).
 */
import { startAnchorLinks } from '../react-core/page/anchor-links';
import { startLinkOptions } from '../react-core/page/link-options';
import { getPageConfig, parseStickyModules, type AnimationSetting, type StickyModuleSetting } from '../react-core/runtime/page-config';
import { applyInitialHashScroll, currentHash, hashFromNavigation, parseHash } from '../react-core/runtime/page-hash';
import { whenRendered } from '../react-core/loader/rendered';
import { scrollToElement } from '../react-core/runtime/smooth-scroll';

/** The longest the load glide waits for the modules the hash addresses: one whose code never comes must not keep the page from its target. */
const ADDRESSED_MODULES_WAIT_MS = 5000;

function hashTarget(): Element | null {
  const hash = currentHash();
  if (!hash) return null;
  return document.getElementById(hash) ?? document.getElementById(parseHash(hash)[0]?.id ?? '');
}

/**
 * The modules a module address in the hash names (`faq-tabs|1`). Each opens the state named when
 * it renders, which can change its height; its code may come after the load event (a slow
 * network, a busy machine), and a glide already over would then end beside its target.
 */
function addressedModules(): Element[] {
  return parseHash(currentHash())
    .filter(({ values }) => values.length > 0)
    .map(({ id }) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null && element.localName.startsWith('pb-'));
}

function settleInitialHash(): void {
  // Only the hash the page was opened with: one an anchor (or a module) set since, even before
  // this code arrived, is where the browser or the visitor already is.
  if (!hashFromNavigation()) return;
  applyInitialHashScroll();
  const target = hashTarget();
  if (!target) return;
  const rendered = Promise.all(addressedModules().map(whenRendered));
  const limit = new Promise((resolve) => setTimeout(resolve, ADDRESSED_MODULES_WAIT_MS));
  void Promise.race([rendered, limit]).then(() => {
    // The visitor scrolled while the modules came: where they went wins.
    if (window.scrollY === 0) requestAnimationFrame(() => void scrollToElement(target));
  });
}

declare global {
  interface WindowEventMap {
    /** New sticky module settings (a list, or an object keyed by module id), e.g. from the builder. */
    'pb-sticky-settings': CustomEvent<unknown>;
  }
}

let stickyModulesLoaded = false;

function applyStickyModules(settings: StickyModuleSetting[]): void {
  if (settings.length === 0 && !stickyModulesLoaded) return;
  stickyModulesLoaded = true;
  void import('../react-core/sticky/page-sticky').then(({ syncStickyModules }) => syncStickyModules(settings));
}

function startAnimations(settings: AnimationSetting[]): void {
  if (settings.length > 0) void import('../react-core/animate/page-animate').then(({ startPageAnimations }) => startPageAnimations(settings));
}

function start(): void {
  startAnchorLinks();
  startLinkOptions();
  applyStickyModules(getPageConfig().stickyModules);
  startAnimations(getPageConfig().animations);
  window.addEventListener('pb-sticky-settings', (event) => applyStickyModules(parseStickyModules(event.detail)));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

if (document.readyState === 'complete') settleInitialHash();
else window.addEventListener('load', settleInitialHash, { once: true });
