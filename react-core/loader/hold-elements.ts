/**
 * What must happen before the first paint, in the script the page loads in its <head>: the
 * upgraded layout is reserved (the critical CSS) and every pb-* element is held back, with the
 * requests to upgrade one now (`pb-upgrade`) kept, until the loader's element upgrades start
 * after the first paint and take them over.
 */
import { publishGate, UPGRADE_REQUEST_EVENT, type UpgradeGate } from '../runtime/upgrade-gate';
import { claimEarlyEvents, type EarlyEvents } from './early-events';

/**
 * Applies the critical CSS as a constructed stylesheet: a strict Content Security Policy
 * (`style-src 'self'`) refuses an inline `<style>`, never a constructed sheet. Only a browser
 * without constructable stylesheets (where their polyfill is still to come) gets the `<style>`.
 */
export function reserveLayout(criticalCss: string): void {
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

/** The folder of the loader's files (dist/ or dist/lite/), from the script that started it. */
export function loaderBase(script: HTMLOrSVGScriptElement | null): URL {
  const element = (script ?? document.querySelector('script[src*="pb-elements"],script[src*="pb-loader"]')) as HTMLScriptElement | null;
  return new URL('.', element?.src ?? location.href);
}

export interface HeldElements {
  /** The loader's own gate and upgrade requests take over; requests made until now are replayed. */
  handOver(gate: UpgradeGate, requested: (element: Element) => void): void;
  /** Clicks and submits on the elements until the loader listens, held for it to replay. */
  early: EarlyEvents;
}

/** Holds every element in the document, and the clicks and submits on them, back until the loader hands its own gate over. */
export function holdElements(): HeldElements {
  const earlyEvents = claimEarlyEvents();
  let gate: UpgradeGate | undefined;
  let requested: ((element: Element) => void) | undefined;
  const early = new Set<Element>();
  publishGate({
    isHeld: (element) => (gate ? gate.isHeld(element) : element.getRootNode() === document),
    restWait: () => gate?.restWait?.() ?? 0,
  });
  document.addEventListener(UPGRADE_REQUEST_EVENT, (event) => {
    const element = event.composedPath()[0];
    if (!(element instanceof Element)) return;
    if (requested) requested(element);
    else early.add(element);
  });
  return {
    early: earlyEvents,
    handOver(loaderGate, loaderRequested) {
      gate = loaderGate;
      requested = loaderRequested;
      early.forEach(loaderRequested);
      early.clear();
    },
  };
}
