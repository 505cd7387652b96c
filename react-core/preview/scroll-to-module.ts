/**
 * The scroll-to-module helper (SPEC.md §2 "Editor surfaces": finds a module by its address and
 * animates the page scroll to it; §9: 400 ms per 1000 px, minimum 800 ms, maximum 6000 ms; zoom
 * mode halves offsets). The duration rule is pure; the glide is the shared smooth scroll, clear
 * of the admin bar (32 px in theme-builder mode, runtime/page-offsets.ts) and a fixed header, and
 * a jump with reduced motion.
 */
import { pageTopOffset } from '../runtime/page-offsets';
import { prefersReducedMotion } from '../runtime/reduced-motion';
import { documentTop, smoothScrollTo } from '../runtime/smooth-scroll';
import { ZOOM_FACTOR } from '../preview-frame/view-modes';

/** 400 ms per 1000 px of distance. */
export const SCROLL_MS_PER_1000_PX = 400;
export const SCROLL_MIN_MS = 800;
export const SCROLL_MAX_MS = 6000;

/**
 * How long the glide over `distance` px takes: 400 ms per 1000 px, at least 800 and at most
 * 6000 ms; 0 when there is nothing to travel.
 */
export function scrollToModuleDuration(distance: number): number {
  const pixels = Math.abs(distance);
  if (!Number.isFinite(pixels) || pixels < 1) return 0;
  return Math.round(Math.min(SCROLL_MAX_MS, Math.max(SCROLL_MIN_MS, (pixels * SCROLL_MS_PER_1000_PX) / 1000)));
}

export interface ScrollTargetInput {
  /** The module's top edge in document px. */
  moduleTop: number;
  /** What covers the top of the viewport (admin bar, fixed header), px. */
  topOffset: number;
  /** The page's largest scroll position. */
  maxScroll: number;
  /** Zoom view mode: the page is scaled by 1 / ZOOM_FACTOR, so the offsets are halved. */
  zoom: boolean;
}

/** Where the page scrolls to show the module just below what covers the top, within the page. */
export function scrollToModuleTarget({ moduleTop, topOffset, maxScroll, zoom }: ScrollTargetInput): number {
  const offset = zoom ? topOffset / ZOOM_FACTOR : topOffset;
  return Math.max(0, Math.min(moduleTop - offset, Math.max(0, maxScroll)));
}

/**
 * Glides the page to `module`; returns at once with the glide's duration (0 with reduced motion,
 * which jumps, or when the page is already there) and a promise of its end.
 */
export function scrollToModule(module: Element, zoom: boolean): { duration: number; done: Promise<void> } {
  const target = (): number =>
    scrollToModuleTarget({
      moduleTop: documentTop(module),
      topOffset: pageTopOffset(),
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
      zoom,
    });
  const duration = prefersReducedMotion() ? 0 : scrollToModuleDuration(target() - window.scrollY);
  return { duration, done: smoothScrollTo(target, duration) };
}
