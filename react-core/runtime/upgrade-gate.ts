/**
 * The protocol between the loader (dist/pb-elements.js) and the element layer: on a page that
 * uses the loader, an element's code may be loaded and its tag defined while the instance still
 * waits for its first render. The loader decides when each instance renders (when it comes near
 * the viewport, on the visitor's first interaction with it, in idle time, one per task), so
 * defining a tag never renders ten instances in one long task, and an instance far down the page
 * costs nothing until it is needed.
 *
 * Without the loader (a bundler import of `pb-elements/pb-tabs`, a test) there is no gate and
 * every instance renders as soon as it is connected.
 */

/** Where the loader publishes its gate, shared across bundles through the global symbol registry. */
const GATE_KEY = Symbol.for('pb-elements.upgrade-gate');

/**
 * Dispatched (not bubbling) on a held element by the loader when it may render: an `Event`, or a
 * `CustomEvent` whose detail says `urgent` when the visitor waits for it (a held click).
 */
export const RELEASE_EVENT = 'pb-release';

export interface ReleaseDetail {
  /** The visitor waits (a click or submit is held for it): render at once, without yielding. */
  urgent: boolean;
}

/** True for a release the visitor waits for. */
export function isUrgentRelease(event: Event): boolean {
  return event instanceof CustomEvent && (event.detail as ReleaseDetail | null)?.urgent === true;
}

/**
 * Dispatched (not bubbling) on an element by the element layer once its first render's effects
 * have run: its behaviour is wired, so a click held for it can be replayed.
 */
export const WIRED_EVENT = 'pb-wired';

/**
 * Dispatched on an element by anyone (a module, a page script) to ask the loader to load and
 * render it now: `element.dispatchEvent(new Event('pb-upgrade', { bubbles: true }))`.
 */
export const UPGRADE_REQUEST_EVENT = 'pb-upgrade';

export interface UpgradeGate {
  /** True while the loader holds back the first render of `element`. */
  isHeld(element: Element): boolean;
  /** Milliseconds until the page rests from a scroll or a press, as the loader sees it (page-rest.ts). */
  restWait?(): number;
}

export function publishGate(gate: UpgradeGate): void {
  (globalThis as Record<symbol, unknown>)[GATE_KEY] = gate;
}

function currentGate(): UpgradeGate | undefined {
  return (globalThis as Record<symbol, UpgradeGate | undefined>)[GATE_KEY];
}

/** Milliseconds until the page rests (0 without a loader: nothing to wait for). */
export function pageRestWait(): number {
  return currentGate()?.restWait?.() ?? 0;
}

/** True when a loader on this page holds back `element`'s first render. */
export function isHeld(element: Element): boolean {
  return currentGate()?.isHeld(element) ?? false;
}

/** Asks the loader (if any) to load and render `element` now. */
export function requestUpgrade(element: Element): void {
  element.dispatchEvent(new Event(UPGRADE_REQUEST_EVENT, { bubbles: true, composed: true }));
}
