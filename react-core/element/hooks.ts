/** Hooks that wire a module's behaviour to its host element and to the page. */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { prefersReducedMotion, subscribeReducedMotion } from '../runtime/reduced-motion';
import { reportError } from '../runtime/warn';

/**
 * Listens to `type` on `target` with the latest `handler`; the listener is removed on unmount.
 * Native listeners are used because React's root sees events from slotted light-DOM children
 * but cannot route them to components. A failing handler is reported with `source` (the tag).
 * `capture` also catches events that do not bubble (`toggle`) from the children.
 * Attached in a layout effect, so listeners are in place by the time the element is marked
 * `data-enhanced` (a click right after the upgrade is never lost to the browser's default).
 */
export function useEventListener<K extends keyof GlobalEventHandlersEventMap>(
  target: EventTarget | null,
  type: K,
  handler: (event: GlobalEventHandlersEventMap[K]) => void,
  source: string,
  capture = false,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    if (!target) return;
    const listener = (event: Event): void => {
      try {
        latest.current(event as GlobalEventHandlersEventMap[K]);
      } catch (error) {
        reportError(source, error);
      }
    };
    target.addEventListener(type, listener, capture);
    return () => target.removeEventListener(type, listener, capture);
  }, [target, type, source, capture]);
}

/** The visitor's `prefers-reduced-motion`, kept current. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);
}
