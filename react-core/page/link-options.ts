/**
 * Link options (SPEC.md §2 "Links"): a whole module made clickable by its link settings. A click
 * anywhere on it that is not on its own links or controls goes to the url; a blank target opens
 * a new window with `noopener`. The author marks the module with `data-pb-link` (and
 * `data-pb-link-target="_blank"`), or the page configuration lists `linkOptions`
 * ({ class | selector, url, target }, the builder's link options data).
 * A module with no focusable content of its own becomes a keyboard-operable link (role link,
 * Enter); one that has links or controls is left to them, so no interactive element nests another.
 */
import { getPageConfig } from '../runtime/page-config';
import { safeUrl } from '../runtime/safe-url';
import { warnOnce } from '../runtime/warn';

export const LINK_ATTRIBUTE = 'data-pb-link';
export const LINK_TARGET_ATTRIBUTE = 'data-pb-link-target';
const SOURCE = 'link options';
const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, iframe, video[controls], audio[controls], [tabindex], [contenteditable="true"], [role="button"], [role="link"]';

/** The module's address made absolute, or null when it is not safe to follow (see safeUrl). */
export function safeLinkUrl(raw: string, base: string): string | null {
  const url = safeUrl(raw);
  return url === null ? null : new URL(url, base).href;
}

/** Opens `url` as the link settings say: a new window (noopener) for a blank target, else here. */
export function followLink(url: string, target: string, newWindowRequested = false): void {
  if (target === '_blank' || newWindowRequested) window.open(url, '_blank', 'noopener');
  else location.assign(url);
}

function linkOf(module: Element): { url: string; target: string } | null {
  const url = safeLinkUrl(module.getAttribute(LINK_ATTRIBUTE) ?? '', location.href);
  if (!url) {
    warnOnce(SOURCE, `${LINK_ATTRIBUTE}="${module.getAttribute(LINK_ATTRIBUTE) ?? ''}" is not a web, mail or phone address; the module is not a link.`);
    return null;
  }
  return { url, target: module.getAttribute(LINK_TARGET_ATTRIBUTE) ?? '' };
}

/** Gives a module with no interactive content of its own the link role and keyboard focus. */
export function decorateLinkModule(module: HTMLElement): void {
  if (module.querySelector(INTERACTIVE) || module.hasAttribute('role')) return;
  if (!linkOf(module)) return;
  module.setAttribute('role', 'link');
  module.tabIndex = 0;
}

/** Applies the page configuration's link options as data attributes on the modules they name. */
export function applyConfiguredLinkOptions(): void {
  for (const option of getPageConfig().linkOptions) {
    let modules: NodeListOf<HTMLElement>;
    try {
      modules = document.querySelectorAll<HTMLElement>(option.selector);
    } catch {
      warnOnce(SOURCE, `"${option.selector}" is not a valid selector; that link option is skipped.`);
      continue;
    }
    for (const module of modules) {
      module.setAttribute(LINK_ATTRIBUTE, option.url);
      if (option.target) module.setAttribute(LINK_TARGET_ATTRIBUTE, option.target);
    }
  }
}

function moduleFor(event: Event): HTMLElement | null {
  const path = event.composedPath();
  for (const node of path) {
    if (!(node instanceof HTMLElement)) continue;
    if (node.hasAttribute(LINK_ATTRIBUTE)) return node;
    // A click on the module's own link or control belongs to that control.
    if (node.matches(INTERACTIVE) && node.getAttribute('role') !== 'link') return null;
  }
  return null;
}

function handleClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const module = moduleFor(event);
  const link = module && linkOf(module);
  if (!link) return;
  // Selecting text inside a clickable module must not navigate away. (Asked last: reading the
  // selection's text lays out the page, which every other click, a form's submit, need not wait for.)
  if (String(getSelection() ?? '').length > 0) return;
  event.preventDefault();
  followLink(link.url, link.target, event.ctrlKey || event.metaKey || event.shiftKey);
}

function handleKeydown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.defaultPrevented) return;
  const module = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'link' ? event.target : null;
  const link = module?.hasAttribute(LINK_ATTRIBUTE) ? linkOf(module) : null;
  if (!link) return;
  event.preventDefault();
  followLink(link.url, link.target, event.ctrlKey || event.metaKey || event.shiftKey);
}

function decorateWithin(root: ParentNode): void {
  if (root instanceof HTMLElement && root.hasAttribute(LINK_ATTRIBUTE)) decorateLinkModule(root);
  root.querySelectorAll<HTMLElement>(`[${LINK_ATTRIBUTE}]`).forEach(decorateLinkModule);
}

/** Starts link options for the page (and modules added later); returns the function that stops it. */
export function startLinkOptions(): () => void {
  applyConfiguredLinkOptions();
  decorateWithin(document);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLElement) decorateWithin(node);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('click', handleClick);
  window.addEventListener('keydown', handleKeydown);
  return () => {
    observer.disconnect();
    window.removeEventListener('click', handleClick);
    window.removeEventListener('keydown', handleKeydown);
  };
}
