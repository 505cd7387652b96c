/**
 * The writing direction of an element (WAI-ARIA APG "Right-to-left keyboard navigation"): right to
 * left when its computed `direction` is `rtl`, which covers `dir="rtl"` on the element or on any
 * ancestor (`<html dir="rtl">`) as well as the page's own CSS. Modules mirror their keys, swipes
 * and controls with it.
 */

export function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

/**
 * Calls `listener` when a `dir` attribute changes anywhere in the document (the direction of any
 * element may have changed); returns the unsubscribe. One observer serves every subscriber.
 */
export function subscribeDirection(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver === 'function') {
    observer = new MutationObserver(() => listeners.forEach((notify) => notify()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !observer) return;
    observer.disconnect();
    observer = undefined;
  };
}
