/**
 * Resolves once the page has painted, so that nothing the loader fetches competes with the first
 * paint (the HTML, the page's CSS and its hero image come first).
 *
 * The browser's own first paint (Paint Timing), as reported: that time is when the frame reached
 * the screen, which on a busy machine comes well after the frame was drawn. Without Paint Timing,
 * the second frame after the document is parsed. A page that never paints (nothing visible) starts
 * a while after its load event all the same.
 */
const NO_PAINT_FALLBACK_MS = 3000;

export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      // After the frame that painted, not inside it.
      setTimeout(resolve, 0);
    };
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().length === 0) return;
        observer.disconnect();
        finish();
      });
      observer.observe({ type: 'paint', buffered: true });
      const fallback = (): void => void setTimeout(finish, NO_PAINT_FALLBACK_MS);
      if (document.readyState === 'complete') fallback();
      else window.addEventListener('load', fallback, { once: true });
      return;
    }
    const afterParse = (): void => {
      requestAnimationFrame(() => requestAnimationFrame(finish));
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse, { once: true });
    else afterParse();
  });
}
