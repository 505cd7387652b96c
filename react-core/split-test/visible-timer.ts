/** Runs a callback once the page has been visible for `ms` in all (hidden time does not count). */
import { onVisibilityChange, startVisibleClock, visibleTime } from './tracking-rules';

export function afterVisibleTime(ms: number, callback: () => void): () => void {
  const isVisible = (): boolean => document.visibilityState === 'visible';
  let clock = startVisibleClock(performance.now(), isVisible());
  let timer: ReturnType<typeof setTimeout> | undefined;

  function arm(): void {
    clearTimeout(timer);
    if (clock.since === undefined) return;
    // Checked again when the timer fires: a throttled background timer must not count hidden time.
    timer = setTimeout(() => {
      if (visibleTime(clock, performance.now()) >= ms) finish();
      else arm();
    }, Math.max(0, ms - visibleTime(clock, performance.now())));
  }

  function onChange(): void {
    clock = onVisibilityChange(clock, performance.now(), isVisible());
    arm();
  }

  function finish(): void {
    stop();
    callback();
  }

  function stop(): void {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onChange);
  }

  document.addEventListener('visibilitychange', onChange);
  arm();
  return stop;
}
