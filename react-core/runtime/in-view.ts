/**
 * Whether elements are in the viewport, from one IntersectionObserver that every module shares:
 * a background video plays only in view, an autoplaying slider rotates only in view.
 */
const listeners = new Map<Element, Set<(inView: boolean) => void>>();
let observer: IntersectionObserver | undefined;

/**
 * Calls `listener` with whether `element` is in the viewport: soon after the call, then at every
 * change. Returns the unsubscribe. Without IntersectionObserver it is never called.
 */
export function watchInView(element: Element, listener: (inView: boolean) => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.forEach((notify) => notify(entry.isIntersecting));
  });
  let own = listeners.get(element);
  if (!own) {
    own = new Set();
    listeners.set(element, own);
  } else {
    // A second listener on an element already watched: it gets the current state too.
    observer.unobserve(element);
  }
  own.add(listener);
  observer.observe(element);
  return () => {
    own.delete(listener);
    if (own.size > 0) return;
    listeners.delete(element);
    observer?.unobserve(element);
  };
}
