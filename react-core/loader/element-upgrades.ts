/**
 * When each instance of a pb-* element gets its code and its first render. The element layer
 * holds every instance in the document until it is released here (see runtime/upgrade-gate.ts),
 * so loading a tag's code never renders all its instances at once: instances are released one
 * per task as they come near the viewport (those on screen first, the others in idle time; none
 * while the page scrolls or answers a press), at once when the visitor reaches for them, and
 * never while nothing needs them. Meanwhile the code of the modules near the visitor may be
 * prefetched, so that their first tap waits for no request.
 */
import type { PageRest } from '../runtime/page-rest';
import { RELEASE_EVENT, type ReleaseDetail } from '../runtime/upgrade-gate';
import { PENDING_SPLIT_TEST, SPLIT_TESTS_SETTLED_EVENT } from './split-test-markup';
import { holdClicks, holdSubmits } from './held-events';
import { createIdleQueue } from './idle-queue';
import type { IdlePrefetch } from './idle-prefetch';
import type { ModuleLoad } from './module-loader';
import { whenWired } from './rendered';
import { createVisibilityWatch } from './visibility';

export type LoadWhen = 'eager' | 'visible' | 'interaction' | 'scroll' | 'requested';

/** When a tag's instances need their code and first render (see registry.ts). */
export interface ElementPolicy {
  when: LoadWhen | ((element: Element) => LoadWhen);
  /** The module reads the page hash: a hash on load or a hash change upgrades its instances. */
  hash?: boolean;
  /** Links anywhere on the page whose click this module handles (the reviews anchor of tabs). */
  pageLinks?: string;
  /**
   * Reaching for an instance (held or rendered) also runs what the module imports on demand (the
   * lightbox's PhotoSwipe, ModuleLoader.runOnDemand): the click or key press that follows opens it.
   */
  reachRunsOnDemand?: boolean;
}

export interface ElementUpgradesOptions {
  elements: Record<string, ElementPolicy>;
  load: ModuleLoad;
  /** Runs what an entry imports on demand (ModuleLoader.runOnDemand). */
  runOnDemand?: (entry: string) => void;
  visibleMargin: string;
  /** The page was opened with a hash: the modules that read it upgrade at once. */
  hashOnLoad: boolean;
  /** Prefetches the code of instances near the visitor (not of those only code asks for). */
  prefetch?: IdlePrefetch;
  /** While the page scrolls, and just after a press, no instance renders by itself; its scroll listener also tells of the first scroll (runtime/page-rest.ts). */
  pageRest: PageRest;
}

/** The visitor points, touches or focuses: an instance under it is needed now. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export function startElementUpgrades({ elements, load, runOnDemand, visibleMargin, hashOnLoad, prefetch, pageRest }: ElementUpgradesOptions) {
  const tags = Object.keys(elements);
  const selector = tags.join(',');
  const released = new WeakSet<Element>();
  /** Released instances → their first render and its wiring. */
  const renders = new WeakMap<Element, Promise<void>>();
  /** Released instances whose first render is wired: their own listeners take events now. */
  const wired = new WeakSet<Element>();
  /** Instances a press or a held click or submit waits for: their first render does not yield (ReleaseDetail). */
  const awaited = new WeakSet<Element>();
  const loadedTags = new Set<string>();
  /** Tags whose on-demand imports a reach has run (ElementPolicy.reachRunsOnDemand). */
  const onDemandRun = new Set<string>();
  /** `scroll` instances not released yet, waiting for the first scroll. */
  const waitingForScroll = new Set<Element>();
  let keyboardUsed = false;
  let scrolled = scrollY > 0;

  const queue = createIdleQueue<Element>((element) => {
    if (!element.isConnected || released.has(element)) return true;
    if (!loadedTags.has(element.localName)) {
      void loadTag(element.localName);
      return false;
    }
    release(element);
    return true;
  }, pageRest.wait);
  /**
   * Queued instances follow the screen until their turn: one the visitor scrolled past before its
   * code arrived waits for idle time, and one they stopped at goes first (a flick across a page).
   */
  const screenWatch = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      // Without a box (display: contents) it never intersects: its lane is the one its children gave.
      if (boundingClientRect.width === 0 && boundingClientRect.height === 0) continue;
      if (isIntersecting) queue.add(target, true);
      else queue.demote(target);
    }
  });
  const visibility = createVisibilityWatch(visibleMargin, (element, onScreen) => {
    void loadTag(element.localName);
    queue.add(element, onScreen);
    screenWatch.observe(element);
  });

  const tagLoads = new Map<string, Promise<boolean>>();
  const urgentTags = new Set<string>();
  /** `urgent`: the visitor waits for it (see ModuleLoad). */
  function loadTag(tag: string, urgent = false): Promise<boolean> {
    let pending = tagLoads.get(tag);
    // Loading already, but not for a visitor who waits: what it imports on demand is fetched now.
    if (pending && urgent && !urgentTags.has(tag)) void load(`${tag}.js`, true);
    if (urgent) urgentTags.add(tag);
    if (!pending) {
      pending = load(`${tag}.js`, urgent).then((loaded) => {
        loadedTags.add(tag);
        // A module that did not load leaves its instances as the author wrote them, fully shown.
        if (!loaded) document.querySelectorAll(tag).forEach(fail);
        queue.wake();
        return loaded;
      });
      tagLoads.set(tag, pending);
    }
    return pending;
  }

  function fail(element: Element): void {
    element.setAttribute('data-failed', '');
    release(element);
  }

  function release(element: Element): void {
    if (released.has(element)) return;
    released.add(element);
    screenWatch.unobserve(element);
    const urgent = awaited.has(element);
    const rendered = whenWired(element);
    renders.set(element, rendered);
    element.dispatchEvent(urgent ? new CustomEvent<ReleaseDetail>(RELEASE_EVENT, { detail: { urgent } }) : new Event(RELEASE_EVENT));
    void rendered.then(() => wired.add(element));
  }

  /** Stops every trigger waiting for `element` (it was released, or removed from the page). */
  function forget(element: Element): void {
    queue.delete(element);
    visibility.unwatch(element);
    screenWatch.unobserve(element);
    waitingForScroll.delete(element);
  }

  function removed(element: Element): void {
    forget(element);
    prefetch?.unwatch(element);
  }

  function isHeld(element: Element): boolean {
    return !released.has(element) && element.getRootNode() === document;
  }

  /** Released or not, the instance cannot handle an event yet: its first render has not committed. */
  function isUnwired(element: Element): boolean {
    return !wired.has(element) && element.getRootNode() === document;
  }

  /**
   * Loads and renders `element` without waiting for idle time; resolves once it can take events.
   * `urgent`: the visitor is acting on it (see ModuleLoad).
   */
  function releaseNow(element: Element, urgent = true): Promise<void> {
    forget(element);
    return loadTag(element.localName, urgent).then(() => {
      release(element);
      return renders.get(element);
    });
  }

  function policyOf(element: Element): LoadWhen {
    const entry = elements[element.localName]!;
    if (element.getAttribute('loading') === 'eager' || (entry.hash && hashOnLoad)) return 'eager';
    const when = typeof entry.when === 'function' ? entry.when(element) : entry.when;
    if (keyboardUsed && (when === 'interaction' || when === 'scroll')) return 'visible';
    if (when === 'scroll' && scrolled) return 'eager';
    return when;
  }

  function schedule(element: Element): void {
    // A split-test placeholder's own content may be replaced by the subject: nothing in it starts before.
    if (released.has(element) || element.closest(PENDING_SPLIT_TEST)) return;
    const when = policyOf(element);
    // Also for instances that load by themselves: what they import on demand (PhotoSwipe) is prefetched.
    if (when !== 'requested') prefetch?.watch(element);
    if (when === 'eager') {
      void loadTag(element.localName);
      queue.add(element, true);
    } else if (when === 'visible') {
      visibility.watch(element);
    } else if (when === 'scroll') {
      waitingForScroll.add(element);
    }
  }


  /** Cheap for the parser's additions, which come one element at a time, before their children. */
  function instancesIn(root: Node): Element[] {
    if (!(root instanceof Element)) return [];
    const found = root.firstElementChild ? [...root.querySelectorAll(selector)] : [];
    if (root.localName in elements) found.unshift(root);
    return found;
  }

  /** The instances an event passed through that `waiting` says are not ready. */
  function onPath(event: Event, waiting: (element: Element) => boolean): Element[] {
    return event
      .composedPath()
      .filter((node): node is Element => node instanceof Element && node.localName in elements && waiting(node));
  }

  /** Runs what the module of a reached instance imports on demand, once per tag (ElementPolicy.reachRunsOnDemand). */
  function runOnDemandFor(element: Element): void {
    const tag = element.localName;
    if (!elements[tag]!.reachRunsOnDemand || onDemandRun.has(tag)) return;
    onDemandRun.add(tag);
    runOnDemand?.(`${tag}.js`);
  }

  /** Held instances the visitor reached for render now; `pressed`: a tap on its way, whose first render does not yield (ReleaseDetail). */
  function releaseReached(instances: Element[], pressed: boolean): void {
    for (const element of instances) {
      if (!isHeld(element) || policyOf(element) === 'requested') continue;
      if (pressed) awaited.add(element);
      runOnDemandFor(element);
      void releaseNow(element);
    }
  }

  function reachedFor(event: Event): void {
    const reached = onPath(event, (element) => released.has(element) || policyOf(element) !== 'requested');
    // Also for an instance that has rendered already: a keyboard user's came near the viewport
    // before the focus reached it, and their Enter should not wait for PhotoSwipe's import.
    reached.forEach(runOnDemandFor);
    releaseReached(reached, event.type === 'pointerdown' || event.type === 'touchstart');
  }

  function onFirstKey(): void {
    if (keyboardUsed) return;
    // Keyboard users reach modules by Tab, without pointing first: have them ready in time.
    keyboardUsed = true;
    document.querySelectorAll(selector).forEach(schedule);
  }

  function onFirstScroll(): void {
    scrolled = true;
    for (const element of waitingForScroll) {
      // Fetched now, rendered once the page rests: a fetch started only then would compete
      // with what the visitor's next tap needs.
      void loadTag(element.localName);
      queue.add(element);
    }
    waitingForScroll.clear();
  }

  /**
   * A click or submit on an instance that has not rendered yet waits for it: also one released a
   * moment ago whose render has not committed (the code arrived between pointing and clicking).
   */
  function pendingFor(event: Event): Promise<unknown> | undefined {
    const held = onPath(event, isUnwired).filter((element) => released.has(element) || policyOf(element) !== 'requested');
    held.forEach((element) => awaited.add(element));
    if (held.length > 0) return Promise.all(held.map((element) => releaseNow(element)));
    if (!(event.target instanceof Element)) return undefined;
    for (const [tag, entry] of Object.entries(elements)) {
      if (!entry.pageLinks || !event.target.closest(entry.pageLinks)) continue;
      const instances = [...document.querySelectorAll(tag)].filter(isUnwired);
      if (instances.length > 0) return Promise.all(instances.map((element) => releaseNow(element)));
    }
    return undefined;
  }

  /**
   * The visitor may have reached for an instance before these listeners existed (the pointer came
   * to rest on a form, or the focus went into it, between the first paint and now): no new
   * pointerover or focusin comes while the pointer stays still, so those instances are needed now.
   */
  function releaseReachedBeforeListening(): void {
    const hovered = document.querySelectorAll(':hover');
    for (const start of [hovered[hovered.length - 1], document.activeElement]) {
      const around: Element[] = [];
      for (let element = start?.closest(selector); element; element = element.parentElement?.closest(selector)) around.push(element);
      releaseReached(around, false);
    }
  }

  for (const type of REACH_EVENTS) document.addEventListener(type, reachedFor, { capture: true, passive: true });
  document.addEventListener(
    'keydown',
    (event) => {
      onFirstKey();
      reachedFor(event);
    },
    { capture: true, passive: true },
  );
  pageRest.afterNextScroll(onFirstScroll);
  window.addEventListener('hashchange', () => {
    for (const [tag, entry] of Object.entries(elements)) if (entry.hash) document.querySelectorAll(tag).forEach((element) => void releaseNow(element));
  });
  holdClicks(pendingFor, (event) => onPath(event, isUnwired).length > 0);
  holdSubmits(pendingFor);

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) instancesIn(node).forEach(schedule);
      for (const node of record.removedNodes) if (!node.isConnected) instancesIn(node).forEach(removed);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  document.querySelectorAll(selector).forEach(schedule);
  releaseReachedBeforeListening();
  // Answered placeholders got new content (scheduled as it was added); failed ones keep their own.
  document.addEventListener(SPLIT_TESTS_SETTLED_EVENT, () => document.querySelectorAll(`pb-split-test :is(${selector})`).forEach(schedule));

  /**
   * An element some code asked to upgrade now (`pb-upgrade`): what it imports on demand comes
   * with the idle prefetch, not at once.
   */
  function requested(element: Element): void {
    if (!(element.localName in elements)) return;
    void releaseNow(element, false);
    prefetch?.watch(element);
  }

  return { isHeld, requested, restWait: pageRest.wait };
}
