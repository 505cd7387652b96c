/**
 * Runs in the page: scrolls top to bottom in animation-frame steps over `duration` ms, as the
 * peer's scroll-cost.mjs does (behavior 'instant': Bootstrap's smooth scroll would animate each
 * step). Marks its start and end (`pb-bench:scroll-start`, `pb-bench:scroll-end`) for traces.
 * Resolves { frames, reachedBottom }.
 */
export function scrollPass(duration) {
  const max = () => document.documentElement.scrollHeight - innerHeight;
  window.scrollTo({ top: 0, behavior: 'instant' });
  performance.mark('pb-bench:scroll-start');
  return new Promise((done) => {
    let start = null;
    let frames = 0;
    const step = (time) => {
      start ??= time;
      frames += 1;
      const progress = Math.min(1, (time - start) / duration);
      window.scrollTo({ top: Math.round(progress * max()), behavior: 'instant' });
      if (progress < 1) return requestAnimationFrame(step);
      performance.mark('pb-bench:scroll-end');
      done({ frames, reachedBottom: Math.abs(scrollY - max()) < 2 });
    };
    requestAnimationFrame(step);
  });
}

/** The scroll of every run: 5 s, as scroll-cost.mjs. */
export const SCROLL_MS = 5000;
