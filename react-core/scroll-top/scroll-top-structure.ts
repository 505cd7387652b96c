/**
 * What `<pb-scroll-top>` reads from the page: the author's link, and where focus goes after the
 * scroll so keyboard and screen-reader users continue from the top of the page.
 */
import { TOP_ANCHOR_ID, targetIdOfHref } from './scroll-top-state';

/** The author's link (`<a href="#top">Back to top</a>`), or null when there is none. */
export function readScrollTopLink(host: HTMLElement): HTMLAnchorElement | null {
  return host.querySelector('a[href]');
}

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),' +
  'textarea:not([disabled]),summary,iframe,[tabindex]:not([tabindex="-1"]),[contenteditable=""],[contenteditable=true]';
const HEADING = 'h1,h2,h3,h4,h5,h6';

function isRendered(element: Element): boolean {
  return element.getClientRects().length > 0 && !element.closest('[inert],[hidden]');
}

/**
 * Where focus goes after scrolling to the top: the element the link points to (`#top`), unless
 * that is missing or is `<body>`/`<html>` (focusing those strands nobody); then the first
 * focusable element of the page, else its first heading. `exclude` (the button) is skipped.
 */
export function topFocusTarget(doc: Document, href: string | null, exclude: Element): HTMLElement | null {
  const id = targetIdOfHref(href) ?? TOP_ANCHOR_ID;
  const named = doc.getElementById(id);
  if (named instanceof HTMLElement && named !== doc.body && named !== doc.documentElement && !exclude.contains(named)) {
    return named;
  }
  for (const selector of [FOCUSABLE, HEADING]) {
    for (const element of doc.body.querySelectorAll<HTMLElement>(selector)) {
      if (!exclude.contains(element) && isRendered(element)) return element;
    }
  }
  return null;
}

/** Moves focus to `element` without scrolling, making it focusable for script (tabindex -1) if needed. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
