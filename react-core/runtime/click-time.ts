/**
 * When the visitor clicked: a click the loader held until the code that answers it arrived is
 * replayed later (loader/held-events.ts), and a glide it starts is timed from the visitor's
 * click, not from the replay, so it is already moving in its first frame. Shared across bundles
 * (the loader replays, pb-page glides) through the global symbol registry.
 */
const REPLAY_KEY = Symbol.for('pb-elements.replayed-click-time');

type ReplayGlobal = Record<symbol, number | undefined>;

/** Clicks `target` again on the visitor's behalf; the click happened at `clickedAt` (an event's timeStamp). */
export function replayClick(target: HTMLElement, clickedAt: number): void {
  const global = globalThis as ReplayGlobal;
  global[REPLAY_KEY] = clickedAt;
  try {
    target.click();
  } finally {
    delete global[REPLAY_KEY];
  }
}

/** The time (performance.now() clock) the visitor made `event`'s click: a replayed one's original time. */
export function clickTime(event: Event): number {
  return event.isTrusted ? event.timeStamp : ((globalThis as ReplayGlobal)[REPLAY_KEY] ?? event.timeStamp);
}
