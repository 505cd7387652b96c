/**
 * Work done in idle time, one item per task, so that upgrades never add up to a long task and
 * never run inside a scroll frame. An item that cannot run yet (its code is still loading) says so
 * and waits for `wake()` without holding back the others.
 */

/** A page that is never idle still gets its items this long after they were queued. */
const IDLE_TIMEOUT_MS = 500;

const requestIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    : (callback) => setTimeout(callback, 16);

export interface IdleQueue<T> {
  add(item: T): void;
  delete(item: T): void;
  /** Tries the waiting items again (code they waited for arrived). */
  wake(): void;
}

/** `run(item)` does the item's work and returns true, or returns false when it cannot run yet. */
export function createIdleQueue<T>(run: (item: T) => boolean): IdleQueue<T> {
  const items = new Set<T>();
  let scheduled = false;

  function schedule(): void {
    if (scheduled || items.size === 0) return;
    scheduled = true;
    requestIdle(step);
  }

  function step(): void {
    scheduled = false;
    for (const item of items) {
      if (!run(item)) continue;
      items.delete(item);
      // One item per task: the next one waits for the next idle period.
      schedule();
      return;
    }
  }

  return {
    add(item) {
      items.add(item);
      schedule();
    },
    delete(item) {
      items.delete(item);
    },
    wake: schedule,
  };
}
