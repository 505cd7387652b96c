/**
 * The one scroll/resize loop of the page. Every scroll-driven module subscribes here instead of
 * adding its own listeners: one passive `scroll` and one passive `resize` listener on window,
 * at most one animation frame per change, and within a frame every read runs before any write
 * so the browser computes layout once.
 */

export interface FrameTask {
  /** Measure the layout (getBoundingClientRect, scrollY …); never write to the DOM here. */
  read?: () => void;
  /** Apply what the reads decided; never measure here. */
  write?: () => void;
}

const frameTasks = new Set<FrameTask>();
const resizeListeners = new Set<() => void>();
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
  requestFrame();
}

function handleResize(): void {
  for (const listener of [...resizeListeners]) runSafely(listener);
  requestFrame();
}

function updateListening(): void {
  const needed = frameTasks.size > 0 || resizeListeners.size > 0;
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

/** Schedules a one-off DOM write in the next frame, after every read. */
export function mutate(write: () => void): void {
  onceWrites.push(write);
  requestFrame();
}

/** Calls `listener` once the window has stopped resizing for `debounceMs`; returns the unsubscribe. */
export function onResize(listener: () => void, debounceMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (): void => {
    clearTimeout(timer);
    timer = setTimeout(listener, debounceMs);
  };
  resizeListeners.add(debounced);
  updateListening();
  return () => {
    clearTimeout(timer);
    resizeListeners.delete(debounced);
    updateListening();
  };
}
