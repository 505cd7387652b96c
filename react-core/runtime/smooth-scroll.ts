/**
 * Smooth page scrolling (SPEC.md §2 "Links": 800 ms). Runs on the shared frame timing with an
 * ease-in-out curve, jumps at once with reduced motion, and stops when the visitor scrolls
 * by hand (wheel, touch or keys) so it never fights them.
 */
import { pageTopOffset } from './page-offsets';
import { prefersReducedMotion } from './reduced-motion';

export const SMOOTH_SCROLL_MS = 800;

/** Ease-in-out on a 0–1 progress. */
export function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

const VISITOR_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;

/** Stops the glide in progress, if any. */
let stopGlide: (() => void) | undefined;

/**
 * Scrolls the page to `top` pixels; resolves when it arrives or the visitor takes over. A
 * function target is read again in every frame, so a destination that moves on the way (a
 * header that becomes fixed, an image above that loads) is still where the glide ends.
 *
 * `startedAt` (performance.now() clock): when the visitor asked for it (their click); the glide
 * is timed from then, so one that waited for its code is already moving in its first frame. It
 * skips at most a quarter of its course: a long wait does not turn it into a jump.
 */
export function smoothScrollTo(top: number | (() => number), duration = SMOOTH_SCROLL_MS, startedAt?: number): Promise<void> {
  const target = typeof top === 'function' ? top : () => top;
  // A new scroll request supersedes the glide in progress: two never write the page's position in turn.
  stopGlide?.();
  stopGlide = undefined;
  const start = window.scrollY;
  if (prefersReducedMotion() || duration <= 0 || start === target()) {
    window.scrollTo(0, target());
    const landed = window.scrollY;
    // A header that becomes fixed after the jump changes the destination: settle on it, unless
    // the page was scrolled again since (by the visitor or another script), which then wins.
    return new Promise((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const untouched = Math.abs(window.scrollY - landed) <= 1;
          if (untouched && Math.abs(window.scrollY - target()) > 1) window.scrollTo(0, target());
          resolve();
        }),
      ),
    );
  }
  return new Promise((resolve) => {
    let stopped = false;
    const stop = (): void => {
      stopped = true;
    };
    stopGlide = stop;
    for (const type of VISITOR_SCROLL) window.addEventListener(type, stop, { passive: true, once: true });
    const askedAt = performance.now();
    const began = Math.max(Math.min(startedAt ?? askedAt, askedAt), askedAt - duration / 4);
    const step = (now: number): void => {
      // A busy frame can be stamped before the glide was asked for: it shows it as of then.
      const progress = Math.min((Math.max(now, askedAt) - began) / duration, 1);
      if (!stopped) window.scrollTo(0, start + (target() - start) * easeInOut(progress));
      if (stopped || progress === 1) {
        if (stopGlide === stop) stopGlide = undefined;
        for (const type of VISITOR_SCROLL) window.removeEventListener(type, stop);
        resolve();
      } else {
        requestAnimationFrame(step);
      }
    };
    requestAnimationFrame(step);
  });
}

/** The document position of an element's top edge. */
export function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/** Where the page must scroll so `element` sits just below the admin bar and any fixed header. */
export function scrollTopFor(element: Element): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(documentTop(element) - pageTopOffset(), max));
}

/** Makes `element` focusable for script (tabindex -1) unless it already takes focus. */
function ensureFocusable(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
}

/**
 * Glides to `element` (800 ms, or a jump with reduced motion), clear of the admin bar and fixed
 * header. With `focus`, focus moves to it at once, as for a skip link, so keyboard and
 * screen-reader users continue from there.
 */
export function scrollToElement(element: Element, options: { focus?: boolean; startedAt?: number } = {}): Promise<void> {
  if (options.focus && element instanceof HTMLElement) {
    ensureFocusable(element);
    element.focus({ preventScroll: true });
  }
  return smoothScrollTo(() => scrollTopFor(element), SMOOTH_SCROLL_MS, options.startedAt);
}
