/**
 * Prefetch on idle: the code of the modules near the visitor is in the cache before they reach
 * for it, so that only running it waits for their tap. It starts once the page has loaded (its
 * images are in and the largest paint is behind) and the loader's own requests are over, in an
 * idle period; it fetches at low priority the modules within about two viewports, then keeps
 * ahead of the scroll. Nothing runs: the files are parsed into the module map. A visitor who asked
 * to save data, or on a 2G connection, gets none of it.
 */
import { createVisibilityWatch } from './visibility';

/** About two viewports above and below the visitor. */
export const PREFETCH_MARGIN = '200% 0px';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on Save-Data or a 2G connection (Network Information API, where the browser has it). */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? '');
}

function afterLoadEvent(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idlePeriod(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/** Two frames: what the upgrades' intersection observers saw on screen has asked for its code. */
function twoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Resolves when prefetching may begin, called once the upgrades have started (after the first
 * paint): after the load event, once the modules on screen have asked for their code and
 * `settled()` (the loader's own loads in flight) has resolved, in an idle period. Never resolves
 * where prefetching is not allowed.
 */
export function whenNetworkQuiet(settled: () => Promise<unknown>): Promise<void> {
  if (!prefetchAllowed()) return new Promise(() => {});
  return afterLoadEvent()
    .then(twoFrames)
    .then(settled)
    .then(idlePeriod);
}

export interface IdlePrefetch {
  watch(element: Element): void;
  unwatch(element: Element): void;
  /** From now on, the instances within the margin get their module prefetched. */
  start(): void;
}

/**
 * Watches instances; once started, prefetches the module of each instance within the margin
 * (`prefetch(tag)`, once per tag), at once and as the visitor scrolls.
 */
export function createIdlePrefetch(prefetch: (tag: string) => void): IdlePrefetch {
  const prefetched = new Set<string>();
  const waiting = new Set<Element>();
  let started = false;
  const visibility = createVisibilityWatch(PREFETCH_MARGIN, (element) => {
    if (prefetched.has(element.localName)) return;
    prefetched.add(element.localName);
    prefetch(element.localName);
  });
  return {
    start() {
      started = true;
      waiting.forEach(visibility.watch);
      waiting.clear();
    },
    watch(element) {
      if (prefetched.has(element.localName)) return;
      if (started) visibility.watch(element);
      else waiting.add(element);
    },
    unwatch(element) {
      waiting.delete(element);
      visibility.unwatch(element);
    },
  };
}
