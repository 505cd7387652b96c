/**
 * Page-wide behaviours that have no tag of their own; the loader imports this small chunk (no
 * React) on every page. The page hash on load: start at the top with manual scroll restoration
 * (SPEC.md §2), let the modules the hash addresses settle, then glide to what it names.
 */
import { applyInitialHashScroll, parseHash } from '../react-core/runtime/page-hash';
import { documentTop, smoothScrollTo } from '../react-core/runtime/smooth-scroll';

function hashTarget(): Element | null {
  const raw = decodeURIComponent(location.hash.slice(1));
  if (!raw) return null;
  return document.getElementById(raw) ?? document.getElementById(parseHash(raw)[0]?.id ?? '');
}

function settleInitialHash(): void {
  if (!location.hash) return;
  applyInitialHashScroll();
  const target = hashTarget();
  if (target) requestAnimationFrame(() => void smoothScrollTo(documentTop(target)));
}

if (document.readyState === 'complete') settleInitialHash();
else window.addEventListener('load', settleInitialHash, { once: true });
