/**
 * pb-page.js (smooth anchor scrolling, link options, the hash on load, sticky modules and
 * animations of the page configuration) is needed at once only when the page was opened with a hash or configures some
 * of it; otherwise with the visitor's first interaction: a touch, a key, or the first scroll (in
 * idle time). A click that needs it before it arrived (an in-page anchor, a linked module) is
 * held and replayed; an in-page anchor starts gliding meanwhile.
 */
import { inPageTarget } from '../page/anchor-links';
import { prefersReducedMotion } from '../runtime/reduced-motion';
import { holdClicks } from './held-events';
import type { ModuleLoad } from './module-loader';
import type { PageRest } from '../runtime/page-rest';

/** Configuration keys that pb-page acts on at load (sticky modules, link options, animations), in any spelling. */
const PAGE_FEATURES = /sticky|link.?options|animation/i;
const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Runs `callback` when the page is idle (at most a second later). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 200);
}

function configuredKeys(): string[] {
  const keys = Object.keys((window as { pbConfig?: object }).pbConfig ?? {});
  const script = document.getElementById('pb-config');
  if (script?.textContent) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (parsed && typeof parsed === 'object') keys.push(...Object.keys(parsed));
    } catch {
      // pb-page warns about malformed configuration when it reads it.
    }
  }
  return keys;
}

function neededAtLoad(hashOnLoad: boolean): boolean {
  return hashOnLoad || document.querySelector('[data-pb-link]') !== null || configuredKeys().some((key) => PAGE_FEATURES.test(key));
}

/** A same-page anchor or a linked module: what pb-page handles on click. */
function handledByPage(event: MouseEvent): boolean {
  return event.composedPath().some((node) => {
    if (!(node instanceof Element)) return false;
    if (node.hasAttribute('data-pb-link')) return true;
    if (!(node instanceof HTMLAnchorElement) || !node.hash) return false;
    return node.origin === location.origin && node.pathname === location.pathname && node.search === location.search;
  });
}

/**
 * An in-page anchor clicked before pb-page arrived starts on its way at once, in the browser's own
 * smooth scroll, instead of standing still while the runtime loads. The held click, replayed once
 * the runtime is here, takes over from where the page is (its first position write ends the
 * browser's glide), so the runtime's rules still hold: the offset of a fixed header, the hash,
 * focus. With reduced motion nothing moves ahead: the runtime jumps.
 */
function glideAhead(event: MouseEvent): void {
  if (prefersReducedMotion()) return;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  const target = link ? inPageTarget(link) : null;
  if (target) window.scrollTo({ top: target === 'top' ? 0 : target.getBoundingClientRect().top + window.scrollY, behavior: 'smooth' });
}

export function startPageRuntime(load: ModuleLoad, hashOnLoad: boolean, pageRest: PageRest): void {
  let loaded = false;
  let loading: Promise<boolean> | undefined;
  /** `urgent`: a held click waits for it, so it runs at once instead of after the press rests. */
  const loadPage = (urgent = false): Promise<boolean> => {
    if (loading) {
      if (urgent) void load('pb-page.js', true);
      return loading;
    }
    loading = load('pb-page.js', urgent).then((ok) => {
      loaded = true;
      return ok;
    });
    return loading;
  };
  if (neededAtLoad(hashOnLoad)) void loadPage();
  for (const type of FIRST_INTERACTION) document.addEventListener(type, () => loadPage(), { capture: true, passive: true, once: true });
  // A visitor who scrolls is reading on: ready for the anchors they reach, in idle time, never inside a scroll frame.
  pageRest.afterNextScroll(() => whenIdle(() => loadPage()));
  holdClicks((event) => {
    if (loaded || !handledByPage(event)) return undefined;
    glideAhead(event);
    return loadPage(true);
  });
}
