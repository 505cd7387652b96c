/** Helpers for browser tests: mount trusted test markup, wait for React, capture warnings. */
import { SCROLL_REST_MS, watchPageRest, type PageRest } from '../../react-core/runtime/page-rest';

const mounted: HTMLElement[] = [];

/** Mounts trusted test markup in a fresh container and returns the container's first element. */
export function fixture<T extends Element = HTMLElement>(markup: string): T {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  mounted.push(container);
  return container.firstElementChild as T;
}

/** Removes every fixture (call in afterEach). */
export function cleanupFixtures(): void {
  for (const container of mounted.splice(0)) container.remove();
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits `count` animation frames (default 3: the shared frame loop's read, write and follow-up frame). */
export async function frames(count = 3): Promise<void> {
  for (let index = 0; index < count; index += 1) await nextFrame();
}

/** Scrolls the window to `y` and waits `count` animation frames (default 3). */
export async function scrollToY(y: number, count = 3): Promise<void> {
  window.scrollTo(0, y);
  await frames(count);
}

/**
 * Scrolls the page by a pixel down and back up in every animation frame for `milliseconds` (a
 * visitor's scroll that goes on); resolves the longest pause between two scroll events (a busy
 * machine may skip frames), and the time of the last one (performance.now()).
 */
export async function keepScrolling(milliseconds: number): Promise<{ longestPause: number; lastScroll: number }> {
  let lastScroll = performance.now();
  let longestPause = 0;
  const onScroll = (): void => {
    const now = performance.now();
    longestPause = Math.max(longestPause, now - lastScroll);
    lastScroll = now;
  };
  addEventListener('scroll', onScroll, { passive: true });
  const end = Date.now() + milliseconds;
  for (let step = 0; Date.now() < end; step += 1) {
    window.scrollBy(0, step % 2 ? -1 : 1);
    await nextFrame();
  }
  await nextFrame();
  removeEventListener('scroll', onScroll);
  return { longestPause, lastScroll };
}

export function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * Resolves once `check` returns true, or rejects after `timeout` ms with `message`. The default
 * bound is generous: a passing check never waits it out, and on a loaded machine (four test pages
 * at once beside another CI run) a 2 s retry plus a fade has been seen to take over 3 s.
 */
export async function waitFor(check: () => boolean, message = 'condition', timeout = 10_000): Promise<void> {
  // Date.now(), not performance.now(): a test may hold the latter (manualClock).
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${message}`);
    await wait(10);
  }
}

/**
 * Resolves with the animations under `root` (shadow trees included) as soon as one runs, paused
 * at `at` ms of their own clock. It looks at once, on every DOM change under `root` and on every
 * frame, so a test acts "during" a 700 ms slide however busy the machine is; `finishAnimations`
 * then ends them as if their time had passed.
 */
export function holdNextAnimation(
  root: Element,
  at = 0,
  { timeout = 10_000, match = () => true }: { timeout?: number; match?: (animation: Animation) => boolean } = {},
): Promise<Animation[]> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let done = false;
    const observer = new MutationObserver(() => check());
    const stop = () => {
      done = true;
      observer.disconnect();
    };
    function check(): void {
      if (done) return;
      const running = root.getAnimations({ subtree: true }).filter(match);
      if (running.length > 0) {
        stop();
        for (const animation of running) {
          animation.pause();
          animation.currentTime = at;
        }
        resolve(running);
      } else if (Date.now() - started > timeout) {
        stop();
        reject(new Error(`no animation started under <${root.localName}> within ${timeout} ms`));
      } else {
        requestAnimationFrame(check);
      }
    }
    observer.observe(root, { attributes: true, childList: true, subtree: true });
    check();
  });
}

/** Ends every animation under `root` now (held or running), as if its duration had passed; endless ones run on. */
export function finishAnimations(root: Element): void {
  for (const animation of root.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
}

/** Every animation on the page: the document's and each open shadow root's (document.getAnimations() leaves those out). */
function pageAnimations(): Animation[] {
  const animations = document.getAnimations();
  const visit = (scope: Document | ShadowRoot) => {
    for (const element of scope.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      animations.push(...element.shadowRoot.getAnimations());
      visit(element.shadowRoot);
    }
  };
  visit(document);
  return animations;
}

/**
 * Waits until every animation with an end (on the page, or under `root`) has ended: a slide or a
 * fade that a busy machine stretches is waited for, not guessed with a fixed delay. Endless ones
 * (a loading spinner) do not count.
 */
export async function animationsSettled(root?: Element, timeout = 10_000): Promise<void> {
  const running = () => (root ? root.getAnimations({ subtree: true }) : pageAnimations());
  await waitFor(
    () => running().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    'the animations to end',
    timeout,
  );
}

/**
 * Makes `performance.now()` read a clock that moves only when the test says so, for rules that
 * compare timestamps (the menu search's 1000 ms lock): "a click at 300 ms" is then exactly 300 ms
 * after the first, however busy the machine. Call `restore()` in a finally block.
 */
export function manualClock(): { advance(milliseconds: number): void; restore(): void } {
  const original = Object.getOwnPropertyDescriptor(performance, 'now');
  const realNow = performance.now.bind(performance);
  let now = realNow();
  Object.defineProperty(performance, 'now', { configurable: true, value: () => now });
  return {
    advance(milliseconds) {
      now += milliseconds;
    },
    restore() {
      if (original) Object.defineProperty(performance, 'now', original);
      else delete (performance as { now?: unknown }).now;
    },
  };
}

/**
 * Holds `Date.now()` at one instant until `restore()`, for a library rule that compares wall-clock
 * timestamps between two inputs (Swiper's double tap: two clicks within 300 ms): the inputs then
 * count as simultaneous, however long a busy machine takes to deliver them. Call `restore()` in a
 * finally block, and do not call `waitFor` (which reads `Date.now()`) while it is held.
 */
export function heldDateNow(): { restore(): void } {
  const original = Object.getOwnPropertyDescriptor(Date, 'now');
  const instant = Date.now();
  Object.defineProperty(Date, 'now', { configurable: true, value: () => instant });
  return {
    restore() {
      if (original) Object.defineProperty(Date, 'now', original);
    },
  };
}

/**
 * Resolves a few frames after `element` is in the viewport as an IntersectionObserver sees it: by
 * then a module's own observer has been told too (a counter has taken its start time; under
 * manualClock that is the held time, whichever frame it came in).
 */
export async function whenIntersecting(element: Element): Promise<void> {
  await new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
  await frames(3);
}

/**
 * Resolves once `element` is in the viewport and the page has rested after the scroll that brought
 * it there (SCROLL_REST_MS, runtime/page-rest.ts): a counter has then taken its start time. The
 * counter's wait began before this one (when its observer saw the element), so it has ended first.
 */
export async function whenInViewAndRested(element: Element): Promise<void> {
  await whenIntersecting(element);
  await wait(SCROLL_REST_MS);
  await frames(1);
}

/**
 * Takes over the page's `setInterval` timers of `delay` ms started from now on: they no longer run
 * by themselves, and `tick()` runs each once, as if `delay` ms had passed. For rules that are a
 * period (the consent cookie cleanup every 1000 ms), on any machine. Call `restore()` in a finally block.
 */
export function holdIntervals(delay: number): { readonly count: number; tick(): void; restore(): void } {
  const realSetInterval = window.setInterval;
  const held: Array<() => void> = [];
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== delay || typeof handler !== 'function') return realSetInterval(handler, timeout, ...args);
    held.push(() => (handler as (...values: unknown[]) => void)(...args));
    // A real, idle timer, so that clearInterval on the id behaves as the caller expects.
    return realSetInterval(() => undefined, 2 ** 31 - 1);
  }) as typeof window.setInterval;
  return {
    get count() {
      return held.length;
    },
    tick() {
      for (const run of held) run();
    },
    restore() {
      window.setInterval = realSetInterval;
    },
  };
}

/**
 * Takes over the page's `setTimeout` timers of `delay` ms started from now on: they do not run by
 * themselves, `clearTimeout` cancels them as usual, `pending` counts those neither run nor
 * cancelled, and `fire()` runs those as if `delay` ms had passed. For debounce rules ("once, after
 * the resizing stops") on any machine, however far apart a busy machine spaces the inputs.
 * Call `restore()` in a finally block.
 */
export function holdTimeouts(delay: number): { readonly pending: number; fire(): void; restore(): void } {
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const held = new Map<number, () => void>();
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== delay || typeof handler !== 'function') return realSetTimeout(handler, timeout, ...args);
    // Negative ids never collide with the browser's own (positive) timer ids.
    const id = nextId--;
    held.set(id, () => (handler as (...values: unknown[]) => void)(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  return {
    get pending() {
      return held.size;
    },
    fire() {
      const due = [...held.values()];
      held.clear();
      for (const run of due) run();
    },
    restore() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}

/** Waits until an element's module has rendered (it marks itself `data-enhanced`). */
export async function upgraded(element: Element): Promise<void> {
  await customElements.whenDefined(element.localName);
  await waitFor(() => element.hasAttribute('data-enhanced'), `${element.localName} to render`);
  await nextFrame();
}

/**
 * Runs `run` while tracking the listeners added to window and document: `live` holds every
 * listener added and not yet removed since `run` started. The original methods are put back after.
 */
export async function withLiveListeners(run: (live: ReadonlySet<EventListenerOrEventListenerObject>) => Promise<void>): Promise<void> {
  const live = new Set<EventListenerOrEventListenerObject>();
  const targets = [window, document] as const;
  const originals = targets.map((target) => ({ add: target.addEventListener, remove: target.removeEventListener }));
  targets.forEach((target, index) => {
    target.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      if (listener) live.add(listener);
      if (listener) originals[index]!.add.call(this, type, listener, options);
    };
    target.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
      if (listener) live.delete(listener);
      if (listener) originals[index]!.remove.call(this, type, listener, options);
    };
  });
  try {
    await run(live);
  } finally {
    targets.forEach((target, index) => {
      target.addEventListener = originals[index]!.add;
      target.removeEventListener = originals[index]!.remove;
    });
  }
}

/** Every element of the document, including those inside (open) shadow roots. */
export function allElements(root: Document | ShadowRoot = document): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...allElements(element.shadowRoot));
  }
  return found;
}

/** Scripts and images with an error handler anywhere in the page, shadow roots included. */
export function scriptsAndHandlers(): number {
  return allElements().filter((element) => element.matches('script, img[onerror]')).length;
}

/** Records console.warn / console.error calls while `run` executes. */
export async function captureConsole(run: () => Promise<void> | void): Promise<{ warnings: string[]; errors: string[] }> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = warn;
    console.error = error;
  }
  return { warnings, errors };
}

/** Text in an element's shadow root that assistive technology can reach (outside aria-hidden). */
export function exposedShadowText(element: Element): string {
  const walker = document.createTreeWalker(element.shadowRoot!, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('[aria-hidden=true]')) text += node.textContent;
  }
  return text.trim();
}

/**
 * True when a visitor can see `element`: it has a box, is not `visibility: hidden`, and neither it
 * nor an ancestor (across shadow roots) has opacity 0.
 */
export function isShownOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility !== 'visible') return false;
  for (let node: Element | null = element; node; node = node.parentElement ?? ((node.getRootNode() as Partial<ShadowRoot>).host ?? null)) {
    if (Number(getComputedStyle(node).opacity) === 0) return false;
  }
  return true;
}

/** The shared loading indicator inside `root` (runtime/loading-indicator.ts), if any. */
export function loadingIndicatorIn(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('.pb-loading');
}

/**
 * Submits `form` to this window like a visitor, and keeps the test page from leaving: a document
 * listener cancels the navigation after the elements on the way have seen the submit.
 */
export async function submitInPlace(form: HTMLFormElement): Promise<void> {
  const stay = (event: Event): void => event.preventDefault();
  document.addEventListener('submit', stay);
  try {
    form.requestSubmit();
    await wait(0);
  } finally {
    document.removeEventListener('submit', stay);
  }
}

/**
 * The page-rest watch for loader tests that are not about resting: the next-scroll callbacks of a
 * real watch, and never a wait after a scroll or a press.
 */
export function pageRestWithoutWaits(): PageRest {
  return { ...watchPageRest(), wait: () => 0 };
}
