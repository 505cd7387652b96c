/**
 * pb-elements.js, the one script a page includes. It reserves the upgraded layout (critical CSS),
 * then finds pb-* tags present now and added later, and imports each tag's module, the ES
 * module beside this script, only when that tag needs it (see registry.ts). It holds no module
 * code and no React, so it stays a few kilobytes.
 */
import { CRITICAL_CSS } from './critical-css';
import { CONSENT_SELECTOR, ELEMENTS, VISIBLE_MARGIN } from './registry';

const script = (document.currentScript ?? document.querySelector('script[src*="pb-elements"]')) as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? location.href);
const selector = Object.keys(ELEMENTS).join(',');
const requested = new Map<string, Promise<unknown>>();
/** A hash on load may address any hash module, so those load at once. */
const hashOnLoad = location.hash.length > 1;

const polyfills: Promise<unknown> =
  'adoptedStyleSheets' in Document.prototype ? Promise.resolve() : importFile('polyfills/constructable-stylesheets.js');

function importFile(file: string): Promise<unknown> {
  return import(new URL(file, base).href).catch((cause: unknown) => {
    // One module that fails to load must not stop the others: report it and go on.
    const error = new Error(`Something went wrong: could not load ${file}`, { cause });
    if (typeof reportError === 'function') reportError(error);
    else console.error(error);
  });
}

/** A module that did not load leaves its instances as the author wrote them, fully shown. */
function markFailed(tag: string): void {
  document.querySelectorAll(tag).forEach((element) => element.setAttribute('data-failed', ''));
}

function load(tag: string): Promise<unknown> {
  let pending = requested.get(tag);
  if (!pending) {
    pending = polyfills.then(() => importFile(`${tag}.js`)).then((loaded) => loaded ?? markFailed(tag));
    requested.set(tag, pending);
  }
  return pending;
}

const visibility =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visibility?.unobserve(entry.target);
            void load(entry.target.localName);
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
    : undefined;

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'mouseover'] as const;

function loadOnInteraction(element: Element): void {
  const handle = (): void => {
    for (const type of INTERACTIONS) element.removeEventListener(type, handle);
    void load(element.localName);
  };
  for (const type of INTERACTIONS) element.addEventListener(type, handle, { passive: true });
}

function loadHashModules(): void {
  for (const [tag, entry] of Object.entries(ELEMENTS)) {
    if (entry.hash && document.querySelector(tag)) void load(tag);
  }
}

function schedule(element: Element): void {
  const tag = element.localName;
  const entry = ELEMENTS[tag];
  if (!entry || requested.has(tag) || customElements.get(tag)) return;
  if (entry.when === 'eager' || !visibility || (entry.hash && hashOnLoad)) void load(tag);
  else if (entry.when === 'visible') visibility.observe(element);
  else loadOnInteraction(element);
}

let consentRequested = false;

function scan(root: Element | Document): void {
  if (root instanceof Element && root.matches(selector)) schedule(root);
  root.querySelectorAll(selector).forEach(schedule);
  if (!consentRequested && ((root instanceof Element && root.matches(CONSENT_SELECTOR)) || root.querySelector(CONSENT_SELECTOR))) {
    consentRequested = true;
    void importFile('pb-consent.js');
  }
}

const style = document.createElement('style');
style.id = 'pb-elements-critical';
style.textContent = CRITICAL_CSS;
(document.head ?? document.documentElement).append(style);

new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }
}).observe(document.documentElement, { childList: true, subtree: true });

scan(document);
window.addEventListener('hashchange', loadHashModules);
void importFile('pb-page.js');
