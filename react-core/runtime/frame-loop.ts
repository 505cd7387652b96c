/**
 * The one scroll/resize loop of the page. Every scroll-driven module subscribes here instead of
 * adding its own listeners: one passive `scroll` and one passive `resize` listener on window,
 * at most one animation frame per change, and within a frame every read runs before any write
 * so the browser computes layout once.
 *
 * It is also the one place for the page's debounced change signals (SPEC §9 "Debounces"): the
 * window stopped resizing, the scroll location stopped changing (2000 ms), the document's size
 * stopped changing (50 ms, one ResizeObserver) and the DOM stopped changing (500 ms, one
 * MutationObserver), each with its timer restarted by every further change.
 */

import { SCROLL_REST_MS } from './page-rest';
import { pageRestWait } from './upgrade-gate';

/** SPEC §9 "Document size change 50 ms". */
export const DOCUMENT_SIZE_DEBOUNCE_MS = 50;
/** SPEC §9 "Scroll-location change 2000 ms". */
export const SCROLL_LOCATION_DEBOUNCE_MS = 2000;
/** SPEC §9 "DOM change 500 ms". */
export const DOM_CHANGE_DEBOUNCE_MS = 500;

export interface Debounced {
  (): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** `run`, called once `waitMs` have passed without another call (each call restarts the wait). */
export function debounce(run: () => void, waitMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (() => {
    clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  }) as Debounced;
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

export interface FrameTask {
  /** Measure the layout (getBoundingClientRect, scrollY …); never write to the DOM here. */
  read?: () => void;
  /** Apply what the reads decided; never measure here. */
  write?: () => void;
}

const frameTasks = new Set<FrameTask>();
const resizeListeners = new Set<() => void>();
const scrollListeners = new Set<() => void>();
const onceReads: Array<() => void> = [];
const onceWrites: Array<() => void> = [];
let frameRequested = false;
let listening = false;

function runFrame(): void {
  frameRequested = false;
  const tasks = [...frameTasks];
  const reads = onceReads.splice(0);
  const writes = onceWrites.splice(0);
  for (const task of tasks) runSafely(task.read);
  for (const read of reads) runSafely(read);
  for (const task of tasks) runSafely(task.write);
  for (const write of writes) runSafely(write);
}

function runSafely(callback: (() => void) | undefined): void {
  if (!callback) return;
  try {
    callback();
  } catch (error) {
    // One broken subscriber must not stop the others.
    console.error('[pb-elements] frame task failed', error);
  }
}

/** Asks for one frame that runs every subscribed task (reads first, then writes). */
export function requestFrame(): void {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(runFrame);
}

function handleScroll(): void {
  for (const listener of [...scrollListeners]) runSafely(listener);
  requestFrame();
}

function handleResize(): void {
  for (const listener of [...resizeListeners]) runSafely(listener);
  requestFrame();
}

function updateListening(): void {
  const needed = frameTasks.size > 0 || resizeListeners.size > 0 || scrollListeners.size > 0;
  if (needed === listening) return;
  listening = needed;
  if (needed) {
    window.addEventListener('scroll', handleScroll, { passive: true });
    window.addEventListener('resize', handleResize, { passive: true });
  } else {
    window.removeEventListener('scroll', handleScroll);
    window.removeEventListener('resize', handleResize);
  }
}

/** Runs `task` in every frame after a scroll or resize (and once now); returns the unsubscribe. */
export function subscribeFrame(task: FrameTask): () => void {
  frameTasks.add(task);
  updateListening();
  requestFrame();
  return () => {
    frameTasks.delete(task);
    updateListening();
  };
}

/** Schedules a one-off measurement in the next frame, batched with the other reads. */
export function measure(read: () => void): void {
  onceReads.push(read);
  requestFrame();
}

/**
 * Runs `run` in a task after the next frame is painted, once the page rests (upgrade-gate.ts
 * pageRestWait: no scroll or press just now): heavy work that follows a render (a library's init)
 * then never shares that render's task or frame, so neither grows long, and never lands in a
 * scroll frame or between a tap and its answer. A hidden page paints no frame: there it runs in
 * the next task.
 */
export function afterNextPaint(run: () => void): void {
  const atRest = (): void => {
    const wait = pageRestWait();
    if (wait > 0) setTimeout(atRest, wait);
    else run();
  };
  if (document.visibilityState === 'hidden') setTimeout(atRest);
  else requestAnimationFrame(() => setTimeout(atRest));
}

/** Schedules a one-off DOM write in the next frame, after every read. */
export function mutate(write: () => void): void {
  onceWrites.push(write);
  requestFrame();
}

/** Adds `listener`, debounced by `waitMs`, to the window listeners `listeners`; returns the unsubscribe. */
function addWindowListener(listeners: Set<() => void>, listener: () => void, waitMs: number): () => void {
  const debounced = debounce(listener, waitMs);
  listeners.add(debounced);
  updateListening();
  return () => {
    debounced.cancel();
    listeners.delete(debounced);
    updateListening();
  };
}

/** Calls `listener` once the window has stopped resizing for `debounceMs`; returns the unsubscribe. */
export function onResize(listener: () => void, debounceMs: number): () => void {
  return addWindowListener(resizeListeners, listener, debounceMs);
}

/** Calls `listener` once the page's scroll location has not changed for 2000 ms; returns the unsubscribe. */
export function onScrollLocationChange(listener: () => void): () => void {
  return addWindowListener(scrollListeners, listener, SCROLL_LOCATION_DEBOUNCE_MS);
}

/**
 * Calls `run` once the page has not scrolled for SCROLL_REST_MS (see page-rest.ts), counted
 * from now (each scroll restarts the wait); returns the cancel.
 */
export function whenScrollRests(run: () => void): () => void {
  const rested = debounce(() => {
    stop();
    run();
  }, SCROLL_REST_MS);
  const stop = (): void => {
    rested.cancel();
    scrollListeners.delete(rested);
    updateListening();
  };
  scrollListeners.add(rested);
  updateListening();
  rested();
  return stop;
}

/** One observer of the page shared by every subscriber, connected while there are some. */
interface SharedObserver {
  listeners: Set<Debounced>;
  observer: { disconnect(): void } | undefined;
  /** Connects the observer (undefined where the browser has none); it calls `notify` on each change. */
  connect(notify: () => void): { disconnect(): void } | undefined;
}

function addObserverListener(shared: SharedObserver, listener: () => void, waitMs: number): () => void {
  const debounced = debounce(listener, waitMs);
  shared.listeners.add(debounced);
  shared.observer ??= shared.connect(() => {
    for (const notify of [...shared.listeners]) notify();
  });
  return () => {
    debounced.cancel();
    shared.listeners.delete(debounced);
    if (shared.listeners.size > 0) return;
    shared.observer?.disconnect();
    shared.observer = undefined;
  };
}

const documentSize: SharedObserver = {
  listeners: new Set(),
  observer: undefined,
  connect(notify) {
    if (typeof ResizeObserver !== 'function') return undefined;
    let first = true;
    const observer = new ResizeObserver(() => {
      // The observer reports the current size once when it starts: not a change.
      if (first) first = false;
      else notify();
    });
    observer.observe(document.documentElement);
    return observer;
  },
};

/**
 * Calls `listener` once the document's size has not changed for `debounceMs` (default 50 ms, SPEC
 * §9); returns the unsubscribe. Content that grows or shrinks the page (an image loading, a panel
 * opening) changes it without any scroll or resize.
 */
export function onDocumentSizeChange(listener: () => void, debounceMs = DOCUMENT_SIZE_DEBOUNCE_MS): () => void {
  return addObserverListener(documentSize, listener, debounceMs);
}

const domChanges: SharedObserver = {
  listeners: new Set(),
  observer: undefined,
  connect(notify) {
    if (typeof MutationObserver !== 'function') return undefined;
    const observer = new MutationObserver(notify);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    return observer;
  },
};

/**
 * Calls `listener` once no element has been added to or removed from the document for 500 ms
 * (SPEC §9); returns the unsubscribe. Attribute and text changes do not count: modules write
 * those all the time, and only added or removed elements can need modules set up or torn down.
 */
export function onDomChange(listener: () => void): () => void {
  return addObserverListener(domChanges, listener, DOM_CHANGE_DEBOUNCE_MS);
}
