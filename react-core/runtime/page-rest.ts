/**
 * Work that can wait (an instance's first render, a module's first run, a counter's count) starts
 * once the page rests: SCROLL_REST_MS after the last scroll, since started in the middle of a
 * scroll its script, style and layout would land in the scroll's frames; and PRESS_REST_MS after
 * the last press (a tap, a click, a key), so that what answers the press (a module's first render,
 * a lightbox opening) has the main thread to itself. What the visitor reaches for never waits.
 */
export const SCROLL_REST_MS = 100;
export const PRESS_REST_MS = 300;

export interface PageRest {
  /** Milliseconds until the page will rest (0: it rests now). */
  wait(): number;
  /** Runs `callback` once, at the next scroll: the loader's one scroll listener serves it. */
  afterNextScroll(callback: () => void): void;
}

/** Notes when the page last scrolled or was pressed (passive listeners that only read the clock). */
export function watchPageRest(): PageRest {
  let restsAt = 0;
  const nextScroll = new Set<() => void>();
  const holdFor = (milliseconds: number): void => {
    restsAt = Math.max(restsAt, performance.now() + milliseconds);
  };
  addEventListener(
    'scroll',
    () => {
      holdFor(SCROLL_REST_MS);
      const callbacks = [...nextScroll];
      nextScroll.clear();
      for (const callback of callbacks) callback();
    },
    { passive: true },
  );
  for (const type of ['pointerdown', 'touchstart', 'keydown']) addEventListener(type, () => holdFor(PRESS_REST_MS), { capture: true, passive: true });
  return { wait: () => Math.max(0, restsAt - performance.now()), afterNextScroll: (callback) => void nextScroll.add(callback) };
}
