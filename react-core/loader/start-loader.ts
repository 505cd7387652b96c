/**
 * The loader, started once the upgraded layout is reserved and the elements are held
 * (hold-elements.ts): after the first paint it finds the tags present now and added later, and
 * gives each instance its code and its first render when it needs them (elements/registry.ts),
 * one per task. Once the page has loaded and the network is quiet, it prefetches the code of the
 * modules near the visitor. It holds no module code and no React.
 */
import { MULTI_VIEW_SELECTOR } from '../builder/multi-view';
import { FRAGMENT_BLOCKS } from '../shop/apply-fragments';
import { BLOCKED_SELECTOR, CONSENT_SELECTOR, ELEMENTS, VISIBLE_MARGIN } from './registry';
import { SPLIT_TEST_SELECTOR, SPLIT_TESTS_SETTLED_EVENT } from './split-test-markup';
import { hashFromNavigation } from '../runtime/page-hash';
import { bannerLikelyDue } from '../consent/banner-status';
import { startElementUpgrades } from './element-upgrades';
import { replayEarlyEvents } from './early-events';
import { replayEarly } from './held-events';
import { afterFirstPaint } from './first-paint';
import type { HeldElements } from './hold-elements';
import { createIdlePrefetch, whenNetworkQuiet } from './idle-prefetch';
import { createModuleLoader, type ModuleManifest } from './module-loader';
import { watchPageRest } from '../runtime/page-rest';
import { startPageRuntime } from './page-runtime';

/** Written by scripts/build.mjs: the chunks every entry of this flavour imports. */
declare const PB_MANIFEST: ModuleManifest;

/** Starts the loader: `base` is the folder of dist/'s files, `held` the elements held until now. */
export function startLoader(base: URL, held: HeldElements): void {
  /** Only a hash present at navigation is a load hash: not one of an anchor clicked before this async script ran. */
  const hashOnLoad = hashFromNavigation();

  const polyfills: Promise<unknown> =
    'adoptedStyleSheets' in Document.prototype ? Promise.resolve() : import(new URL('polyfills/constructable-stylesheets.js', base).href).catch(() => undefined);
  const pageRest = watchPageRest();
  const { load, prefetch, runOnDemand, settled } = createModuleLoader(base, PB_MANIFEST, polyfills, pageRest.wait);

  /**
   * Loads each page runtime (no React) once the document has markup it acts on, now or added
   * later; the watch ends when every one of them is loading.
   */
  function loadWhenPresent(entries: Array<[selector: string, entry: string]>): void {
    const waiting = new Map(entries);
    const check = (node: Node): void => {
      if (!(node instanceof Element)) return;
      for (const [selector, entry] of waiting) {
        // The parser adds elements before their children: most added nodes have none to search.
        if (!node.matches(selector) && !(node.firstElementChild && node.querySelector(selector))) continue;
        waiting.delete(selector);
        void load(entry);
      }
    };
    check(document.documentElement);
    if (waiting.size === 0) return;
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(check);
      if (waiting.size === 0) observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }

  /**
   * The consent runtime on pages with consent markup; its blocking part only where something is
   * held back. While the banner is likely due, its code is fetched with the runtime's (not run:
   * the runtime decides), so it is there when the decision is.
   */
  function startConsent(): void {
    loadWhenPresent([
      [CONSENT_SELECTOR, 'pb-consent.js'],
      [BLOCKED_SELECTOR, 'pb-consent-blocking.js'],
    ]);
    if (document.querySelector('pb-consent-banner') && bannerLikelyDue()) prefetch('pb-consent-banner.js', true);
  }

  /**
   * Multi-view data changes what a module shows at this screen size. Nothing competes with the
   * first paint, so it loads right after it (in the same task as the elements' upgrades begin).
   */
  const startMultiView = (): void => loadWhenPresent([[MULTI_VIEW_SELECTOR, 'pb-multi-view.js']]);

  /**
   * Split tests start at once, not after the first paint: the subject replaces the placeholder's
   * content, the sooner the better. If their code cannot load, the placeholders keep their own.
   */
  function startSplitTests(): void {
    if (!document.querySelector(SPLIT_TEST_SELECTOR)) return;
    void load('pb-split-test.js').then((loaded) => {
      if (loaded) return;
      document.querySelectorAll('pb-split-test').forEach((placeholder) => placeholder.setAttribute('data-failed', ''));
      document.dispatchEvent(new Event(SPLIT_TESTS_SETTLED_EVENT));
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startSplitTests, { once: true });
  else startSplitTests();

  void afterFirstPaint().then(() => {
    const idlePrefetch = createIdlePrefetch((tag) => prefetch(`${tag}.js`));
    const upgrades = startElementUpgrades({ elements: ELEMENTS, load, runOnDemand, visibleMargin: VISIBLE_MARGIN, hashOnLoad, prefetch: idlePrefetch, pageRest });
    held.handOver(upgrades, upgrades.requested);
    void whenNetworkQuiet(settled).then(() => {
      idlePrefetch.start();
      // The page runtime runs at the first interaction (and answers a first click on an in-page anchor).
      prefetch('pb-page.js');
    });
    startMultiView();
    startConsent();
    // The shop's cart fragments (no React): a cached page's cart is brought up to date at once.
    loadWhenPresent([[FRAGMENT_BLOCKS, 'pb-cart-fragments.js']]);
    startPageRuntime(load, hashOnLoad, pageRest);
    // Every hold listens now: what the visitor clicked since the first paint goes through them.
    replayEarlyEvents(held.early, replayEarly);
    // In the builder's preview frame (PREVIEW_QUERY.preview, written out: the loader stays small),
    // the runtime that answers the builder (react-core/preview/).
    if (/[?&]et_pb_preview=true(&|$)/.test(location.search)) void load('pb-preview.js');
  });
}
