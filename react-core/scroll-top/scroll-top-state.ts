/**
 * Scroll-to-top state (SPEC.md §2 "Header and navigation": the button appears after scrolling
 * past 800 px; §9 "Scroll-to-top threshold 800 px"; §2 "Links": smooth scroll 800 ms). No DOM here.
 */
import { decodeHash } from '../runtime/page-hash';

/** SPEC §9 "Scroll-to-top threshold 800 px": shown once the page is scrolled past this. */
export const SCROLL_TOP_THRESHOLD = 800;
/**
 * Fade in / fade out of the button. Not in SPEC (it names no duration for this button); our
 * choice, short enough not to lag behind the scroll. Zero with reduced motion (`motionDuration`).
 */
export const SCROLL_TOP_FADE_MS = 300;
/** The `href` the author's link points to (`<a href="#top">`); the page needs an element with `id="top"`. */
export const TOP_ANCHOR_ID = 'top';

/**
 * True when the button is shown: the page is scrolled strictly past the threshold
 * (`scrollY > threshold`), so at exactly 800 px it is still hidden and at 801 px it shows.
 */
export function isScrollTopShown(scrollY: number, threshold: number = SCROLL_TOP_THRESHOLD): boolean {
  return scrollY > threshold;
}

/** The visibility phases of the button; `hiding` is the fade-out, already inert. */
export type ScrollTopPhase = 'hidden' | 'shown' | 'hiding';

/** The next phase for a scroll position (`hiding` ends in `hidden` when its fade finishes). */
export function nextScrollTopPhase(phase: ScrollTopPhase, shown: boolean): ScrollTopPhase {
  if (shown) return 'shown';
  return phase === 'shown' ? 'hiding' : phase;
}

/** The id a link's `href` points to on this page (`#top` → `top`), or `undefined`. */
export function targetIdOfHref(href: string | null): string | undefined {
  if (!href || !href.startsWith('#') || href.length < 2) return undefined;
  return decodeHash(href);
}
