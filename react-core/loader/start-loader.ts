/**
 * The loader: it reserves the upgraded layout (the critical CSS, unless the page links
 * pb-elements.css) and holds back every pb-* element; after the first paint it finds the tags
 * present now and added later, and gives each instance its code and its first render when it
 * needs them (elements/registry.ts), one per idle task. It holds no module code and no React.
 */
import { MULTI_VIEW_SELECTOR } from '../builder/multi-view';
import { FRAGMENT_BLOCKS } from '../shop/apply-fragments';
import { BLOCKED_SELECTOR, CONSENT_SELECTOR, ELEMENTS, SPLIT_TEST_SELECTOR, SPLIT_TESTS_SETTLED_EVENT, VISIBLE_MARGIN } from './registry';
import { hashFromNavigation } from '../runtime/page-hash';
import { publishGate, UPGRADE_REQUEST_EVENT } from '../runtime/upgrade-gate';
import { startElementUpgrades } from './element-upgrades';
import { afterFirstPaint } from './first-paint';
import { createModuleLoader, type ModuleManifest } from './module-loader';
import { startPageRuntime } from './page-runtime';

/** Written by scripts/build.mjs: the chunks every entry of this flavour imports. */
declare const PB_MANIFEST: ModuleManifest;

/**
 * Applies the critical CSS as a constructed stylesheet: a strict Content Security Policy
 * (`style-src 'self'`) refuses an inline `<style>`, never a constructed sheet. Only a browser
 * without constructable stylesheets (where their polyfill is still to come) gets the `<style>`.
 */
function reserveLayout(criticalCss: string): void {
  if ('adoptedStyleSheets' in Document.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(criticalCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.id = 'pb-elements-critical';
  style.textContent = criticalCss;
  (document.head ?? document.documentElement).append(style);
}

/** Starts the loader; `criticalCss` is injected when given (pb-elements.js), not when the page links it (pb-loader.js). */
export function startLoader(criticalCss?: string): void {
  const script = (document.currentScript ?? document.querySelector('script[src*="pb-elements"],script[src*="pb-loader"]')) as HTMLScriptElement | null;
  const base = new URL('.', script?.src ?? location.href);
  /** Only a hash present at navigation is a load hash: not one of an anchor clicked before this async script ran. */
  const hashOnLoad = hashFromNavigation();

  let upgrades: ReturnType<typeof startElementUpgrades> | undefined;
  // Until the loader starts, every element in the document waits.
  publishGate({
    isHeld: (element) => (upgrades ? upgrades.isHeld(element) : element.getRootNode() === document),
  });

  if (criticalCss !== undefined) reserveLayout(criticalCss);

  const polyfills: Promise<unknown> =
    'adoptedStyleSheets' in Document.prototype ? Promise.resolve() : import(new URL('polyfills/constructable-stylesheets.js', base).href).catch(() => undefined);
  const load = createModuleLoader(base, PB_MANIFEST, polyfills);

  /**
   * Loads each page runtime (no React) once the document has markup it acts on, now or added
   * later; the watch ends when every one of them is loading.
   */
  function loadWhenPresent(entries: Array<[selector: string, entry: string]>): void {
    const waiting = new Map(entries);
    const check = (node: Node): void => {
      if (!(node instanceof Element)) return;
      for (const [selector, entry] of waiting) {
        if (!node.matches(selector) && !node.querySelector(selector)) continue;
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

  /** The consent runtime on pages with consent markup; its blocking part only where something is held back. */
  function startConsent(): void {
    loadWhenPresent([
      [CONSENT_SELECTOR, 'pb-consent.js'],
      [BLOCKED_SELECTOR, 'pb-consent-blocking.js'],
    ]);
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

  /** Asked for before the loader started: honoured once it has. */
  const earlyRequests = new Set<Element>();
  document.addEventListener(UPGRADE_REQUEST_EVENT, (event) => {
    const element = event.composedPath()[0];
    if (!(element instanceof Element)) return;
    if (upgrades) upgrades.requested(element);
    else earlyRequests.add(element);
  });

  void afterFirstPaint().then(() => {
    upgrades = startElementUpgrades({ elements: ELEMENTS, load, visibleMargin: VISIBLE_MARGIN, hashOnLoad });
    earlyRequests.forEach(upgrades.requested);
    startMultiView();
    startConsent();
    // The shop's cart fragments (no React): a cached page's cart is brought up to date at once.
    loadWhenPresent([[FRAGMENT_BLOCKS, 'pb-cart-fragments.js']]);
    startPageRuntime(load, hashOnLoad);
    // In the builder's preview frame (PREVIEW_QUERY.preview, written out: the loader stays small),
    // the runtime that answers the builder (react-core/preview/).
    if (/[?&]et_pb_preview=true(&|$)/.test(location.search)) void load('pb-preview.js');
  });
}
