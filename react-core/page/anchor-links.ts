/**
 * Smooth in-page scrolling (SPEC.md §2 "Links"): a click on a link to an anchor of this page
 * glides there in 800 ms (a jump with reduced motion), stopping below the admin bar and any
 * fixed header, and moves focus to the target so keyboard and screen-reader users continue
 * from there. The address bar gets the hash as a new history entry, as a native anchor would.
 *
 * Hashes that address modules (`id|values`, tab names) are left to the browser and the modules'
 * hashchange handling; so are clicks a module already handled (defaultPrevented).
 */
import { clickTime } from '../runtime/click-time';
import { currentHash, decodeHash } from '../runtime/page-hash';
import { scrollToElement, SMOOTH_SCROLL_MS, smoothScrollTo } from '../runtime/smooth-scroll';

/** Links the visitor opens elsewhere, or that a widget owns, are never intercepted. */
const WIDGET_ROLES = new Set(['tab', 'button', 'menuitem', 'option']);

function samePage(url: URL): boolean {
  return url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
}

/**
 * The element an anchor link scrolls to on this page; `'top'` for `#top` with no such element
 * (the top of the page, as HTML defines it); null when the browser should handle the link.
 */
export function inPageTarget(link: HTMLAnchorElement): HTMLElement | 'top' | null {
  if (!link.hasAttribute('href') || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  if (WIDGET_ROLES.has(link.getAttribute('role') ?? '')) return null;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return null;
  }
  if (!samePage(url) || url.hash.length < 2) return null;
  const id = decodeHash(url.hash);
  // A module address (`id|index`, `id|category|page`) is for the modules, not a scroll target.
  if (id.includes('|')) return null;
  const element = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (element instanceof HTMLElement) return element;
  return id.toLowerCase() === 'top' ? 'top' : null;
}

/** True for a plain primary click that should follow the link here (no new tab or window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function handleClick(event: MouseEvent): void {
  if (event.defaultPrevented || !isPlainClick(event)) return;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!link) return;
  const target = inPageTarget(link);
  if (!target) return;
  event.preventDefault();
  if (currentHash() !== decodeHash(link.hash)) history.pushState(history.state, '', link.hash);
  // Timed from the visitor's click: one held until this code arrived glides at once.
  const startedAt = clickTime(event);
  void (target === 'top' ? smoothScrollTo(0, SMOOTH_SCROLL_MS, startedAt) : scrollToElement(target, { focus: true, startedAt }));
}

/** Starts smooth anchor scrolling for the page; returns the function that stops it. */
export function startAnchorLinks(): () => void {
  // On window, so module handlers on the document (tabs' reviews anchor) run first.
  window.addEventListener('click', handleClick);
  return () => window.removeEventListener('click', handleClick);
}
