/**
 * The counting run shared by both counters: waits until the element is in the viewport and the
 * page has not scrolled for SCROLL_REST_MS (one IntersectionObserver per element, disconnected
 * once it starts: counters count once),
 * then calls `draw(progress)` on every animation frame (in the shared frame loop's write phase)
 * with the eased progress (0 → 1) over
 * `duration` ms. With reduced motion (or a zero duration) it draws the end state at once, in view
 * or not. `draw` writes to the DOM directly (refs), so counting re-renders nothing.
 */
import { useLayoutEffect, useRef } from 'react';
import { mutate, whenScrollRests } from '../runtime/frame-loop';
import { motionDuration, prefersReducedMotion } from '../runtime/reduced-motion';
import { countProgress } from './counters-state';

export function useCountOnView(host: HTMLElement, duration: number, draw: (progress: number) => void): void {
  const latestDraw = useRef(draw);
  latestDraw.current = draw;
  const latestDuration = useRef(duration);
  latestDuration.current = duration;
  /** Counted once already (or running): a later change of the value shows it at once. */
  const started = useRef(false);
  const done = useRef(false);

  // Draw on every render: the start state, the end state once counted (new value: at once).
  useLayoutEffect(() => {
    if (done.current || prefersReducedMotion() || duration <= 0) {
      latestDraw.current(1);
    } else if (!started.current) {
      latestDraw.current(0);
    }
  });

  useLayoutEffect(() => {
    if (done.current) return undefined;
    if (prefersReducedMotion() || latestDuration.current <= 0 || typeof IntersectionObserver !== 'function') {
      done.current = true;
      latestDraw.current(1);
      return undefined;
    }
    let stopped = false;
    const run = (): void => {
      started.current = true;
      const length = motionDuration(latestDuration.current);
      const start = performance.now();
      // Each frame's text is written in the shared frame loop's write phase, after every module's
      // reads: forty counters on a page never force a layout in between.
      const step = (): void => {
        if (stopped) return;
        const progress = countProgress(start, performance.now(), length);
        latestDraw.current(progress);
        if (progress < 1) mutate(step);
        else done.current = true;
      };
      step();
    };
    // Counting starts once the page rests with the counter in view: a visitor scrolling past sees
    // it count when they stop, and no scroll frame pays for its text and layout.
    let cancelRest: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries[entries.length - 1]!.isIntersecting) {
        cancelRest ??= whenScrollRests(() => {
          observer.disconnect();
          run();
        });
      } else {
        cancelRest?.();
        cancelRest = undefined;
      }
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      cancelRest?.();
      stopped = true;
      // Unmounted mid-count: show the end state if it comes back.
      if (started.current) done.current = true;
    };
  }, [host]);
}
