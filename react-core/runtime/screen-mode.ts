/**
 * Screen mode (SPEC.md §4): desktop above 980 px, tablet 768–980 px, phone 767 px or less.
 * One store for the whole page, fed by the shared frame loop's debounced resize.
 */
import { onResize } from './frame-loop';

export type ScreenMode = 'desktop' | 'tablet' | 'phone';

export const TABLET_MAX_WIDTH = 980;
export const PHONE_MAX_WIDTH = 767;
/** Screen mode changes are settled after the resize stops for this long. */
export const SCREEN_MODE_DEBOUNCE_MS = 100;

export function screenModeForWidth(width: number): ScreenMode {
  if (width > TABLET_MAX_WIDTH) return 'desktop';
  if (width > PHONE_MAX_WIDTH) return 'tablet';
  return 'phone';
}

const listeners = new Set<(mode: ScreenMode) => void>();
let current: ScreenMode | undefined;
let stopResize: (() => void) | undefined;

function viewportWidth(): number {
  // Scrollbar included, as CSS media queries (and Swiper's breakpoints) measure the width.
  return window.innerWidth;
}

export function getScreenMode(): ScreenMode {
  return current ?? screenModeForWidth(viewportWidth());
}

/** Calls `listener` whenever the screen mode changes; returns the unsubscribe function. */
export function subscribeScreenMode(listener: (mode: ScreenMode) => void): () => void {
  if (listeners.size === 0) {
    current = screenModeForWidth(viewportWidth());
    stopResize = onResize(() => {
      const next = screenModeForWidth(viewportWidth());
      if (next === current) return;
      current = next;
      for (const notify of [...listeners]) notify(next);
    }, SCREEN_MODE_DEBOUNCE_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopResize?.();
      stopResize = undefined;
      current = undefined;
    }
  };
}
