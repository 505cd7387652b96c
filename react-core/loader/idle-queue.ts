/**
 * Upgrades done one item per task, so that they never add up to a long task. Items the visitor
 * sees now (an instance in the viewport) run in ordinary tasks, right after each other: waiting
 * for idle time on a page that is still loading its images would keep the first viewport's
 * modules waiting for hundreds of milliseconds. Items off screen run in idle time, never inside a
 * scroll frame, and none runs while the page scrolls or answers a press. An item that cannot run
 * yet (its code is still loading) says so and waits for `wake()` without holding back the others.
 */

/** A page that is never idle still gets its items this long after they were queued. */
const IDLE_TIMEOUT_MS = 500;

type Lane = 'prompt' | 'idle';

const requestIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    : (callback) => setTimeout(callback, 16);

/** A task of its own, ahead of idle work: the Scheduler API where there is one, else a message. */
const requestTask: (callback: () => void) => void = (() => {
  const scheduler = (globalThis as { scheduler?: { postTask?: (callback: () => void, options: { priority: string }) => Promise<unknown> } }).scheduler;
  if (typeof scheduler?.postTask === 'function') return (callback) => void scheduler.postTask!(callback, { priority: 'user-visible' });
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (callback) => {
    waiting.push(callback);
    channel.port2.postMessage(null);
  };
})();

export interface IdleQueue<T> {
  /** Queues `item`; `now` puts it in the prompt lane (it is on screen). */
  add(item: T, now?: boolean): void;
  delete(item: T): void;
  /** Moves `item` from the prompt lane to idle time (it left the screen before its turn). */
  demote(item: T): void;
  /** Tries the waiting items again (code they waited for arrived). */
  wake(): void;
}

/**
 * `run(item)` does the item's work and returns true, or returns false when it cannot run yet.
 * `restWait()`: milliseconds the queue waits before its next item (the page is scrolling or was
 * just pressed, see runtime/page-rest.ts); 0 or none runs it now.
 */
export function createIdleQueue<T>(run: (item: T) => boolean, restWait?: () => number): IdleQueue<T> {
  const lanes: Record<Lane, Set<T>> = { prompt: new Set(), idle: new Set() };
  const scheduled: Record<Lane, boolean> = { prompt: false, idle: false };

  function schedule(lane: Lane): void {
    if (scheduled[lane] || lanes[lane].size === 0) return;
    scheduled[lane] = true;
    (lane === 'prompt' ? requestTask : requestIdle)(() => step(lane));
  }

  function step(lane: Lane): void {
    const wait = restWait?.() ?? 0;
    if (wait > 0) {
      // Still scheduled: the lane's turn comes again once the page has rested.
      setTimeout(() => {
        scheduled[lane] = false;
        schedule(lane);
      }, wait);
      return;
    }
    scheduled[lane] = false;
    const items = lanes[lane];
    for (const item of items) {
      if (!run(item)) continue;
      items.delete(item);
      // One item per task: the next one waits for the next task (or idle period).
      schedule(lane);
      return;
    }
  }

  return {
    add(item, now = false) {
      if (now) lanes.idle.delete(item);
      else if (lanes.prompt.has(item)) return;
      const lane: Lane = now ? 'prompt' : 'idle';
      lanes[lane].add(item);
      schedule(lane);
    },
    delete(item) {
      lanes.prompt.delete(item);
      lanes.idle.delete(item);
    },
    demote(item) {
      if (!lanes.prompt.delete(item)) return;
      lanes.idle.add(item);
      schedule('idle');
    },
    wake() {
      schedule('prompt');
      schedule('idle');
    },
  };
}
