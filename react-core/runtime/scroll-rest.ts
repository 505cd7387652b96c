/**
 * Work that can wait (an instance's first render, a counter's count) starts once the page has not
 * scrolled for SCROLL_REST_MS: started in the middle of a scroll, its script, style and layout
 * would land in the scroll's frames. A visitor who reaches for a module never waits for this.
 */
export const SCROLL_REST_MS = 150;

export interface ScrollRest {
  /** Milliseconds until the page will have rested (0: it rests now). */
  wait(): number;
}

/** Notes when the page last scrolled (one passive listener that only reads the clock). */
export function watchScrollRest(): ScrollRest {
  let lastScroll = -Infinity;
  addEventListener(
    'scroll',
    () => {
      lastScroll = performance.now();
    },
    { passive: true },
  );
  return { wait: () => Math.max(0, lastScroll + SCROLL_REST_MS - performance.now()) };
}
