/**
 * Page-wide behaviours that have no tag of their own; the loader imports this small chunk (no
 * React) on every page:
 * - the page hash on load: start at the top with manual scroll restoration (SPEC.md §2), let
 *   the modules the hash addresses settle, then glide to what it names;
 * - smooth in-page scrolling of anchor links, clear of the admin bar and a fixed header;
 * - link options: modules made clickable by their link settings.
 */
import { startAnchorLinks } from '../react-core/page/anchor-links';
import { startLinkOptions } from '../react-core/page/link-options';
import { applyInitialHashScroll, parseHash } from '../react-core/runtime/page-hash';
import { scrollToElement } from '../react-core/runtime/smooth-scroll';

function hashTarget(): Element | null {
  let raw = '';
  try {
    raw = decodeURIComponent(location.hash.slice(1));
  } catch {
    return null;
  }
  if (!raw) return null;
  return document.getElementById(raw) ?? document.getElementById(parseHash(raw)[0]?.id ?? '');
}

function settleInitialHash(): void {
  if (!location.hash) return;
  applyInitialHashScroll();
  const target = hashTarget();
  if (target) requestAnimationFrame(() => void scrollToElement(target));
}

function start(): void {
  startAnchorLinks();
  startLinkOptions();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

if (document.readyState === 'complete') settleInitialHash();
else window.addEventListener('load', settleInitialHash, { once: true });
