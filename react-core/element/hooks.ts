/** Hooks that wire a module's behaviour to its host element and to the page. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isRightToLeft, subscribeDirection } from '../runtime/direction';
import { measure } from '../runtime/frame-loop';
import { watchInView } from '../runtime/in-view';
import { prefersReducedMotion, subscribeReducedMotion } from '../runtime/reduced-motion';
import { reportError } from '../runtime/warn';

/**
 * Listens to `type` on `target` with the latest `handler`; the listener is removed on unmount.
 * Native listeners are used because React's root sees events from slotted light-DOM children
 * but cannot route them to components. A failing handler is reported with `source` (the tag).
 * `capture` also catches events that do not bubble (`toggle`) from the children.
 * Attached in a layout effect: listeners are in place in the same commit that marks the element
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

/**
 * Whether `host` is in the viewport, kept current (runtime/in-view.ts); `initial` until the first
 * report, and always where the browser has no IntersectionObserver.
 */
export function useInView(host: HTMLElement, initial: boolean): boolean {
  const [inView, setInView] = useState(initial);
  useLayoutEffect(() => watchInView(host, setInView), [host]);
  return inView;
}

/** The visitor's `prefers-reduced-motion`, kept current. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);
}

/**
 * True while `host` is laid out right to left (runtime/direction.ts): read at the first render, so
 * the first paint is mirrored already, and again (in the shared frame's reads) after a `dir`
 * attribute of the page changes.
 */
export function useRightToLeft(host: HTMLElement): boolean {
  const [rtl, setRtl] = useState(() => isRightToLeft(host));
  useEffect(() => subscribeDirection(() => measure(() => setRtl(isRightToLeft(host)))), [host]);
  return rtl;
}

/**
 * Calls `onChange(value, previous)` after a commit in which `value` differs from the last one
 * seen; never on mount. Modules fire their `pb-*-change` events through it.
 */
export function useChangeEffect<T>(value: T, onChange: (value: T, previous: T) => void): void {
  const seen = useRef(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const previous = seen.current;
    if (Object.is(previous, value)) return;
    seen.current = value;
    latest.current(value, previous);
  }, [value]);
}

const partSheets = new Map<string, CSSStyleSheet>();

/**
 * The shadow CSS of a part that comes in a chunk of its own (a dialog, a variant's menu): one
 * constructed stylesheet per rule set, adopted after the element's own sheet in the commit that
 * first renders the part (before paint), and kept there.
 */
export function usePartStyles(root: ShadowRoot, css: string): void {
  useLayoutEffect(() => {
    let sheet = partSheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      partSheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [root, css]);
}

/** Delay between clearing a live region and writing the new text, so screen readers speak it. */
const ANNOUNCE_DELAY_MS = 50;

/**
 * Text for a polite live region, and `announce(text)` to change it. The region is cleared first,
 * so the same message is announced again when it repeats; `announce('')` clears it at once.
 */
export function useAnnouncement(): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((next: string): void => {
    setText('');
    clearTimeout(timer.current);
    if (next) timer.current = setTimeout(() => setText(next), ANNOUNCE_DELAY_MS);
  }, []);
  return [text, announce];
}
