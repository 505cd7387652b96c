/**
 * Tells when an element comes within `margin` of the viewport, whatever its display. An element
 * laid out with `display: contents` (a lightbox around a grid of links, a menu inside a split
 * header) has no box for an IntersectionObserver to see, so its children are watched instead.
 */
export interface VisibilityWatch {
  watch(element: Element): void;
  unwatch(element: Element): void;
}

/** Whether the box is on screen now, not only within the margin. */
function onScreen(entry: IntersectionObserverEntry): boolean {
  const { top, bottom, left, right } = entry.boundingClientRect;
  return bottom > 0 && top < innerHeight && right > 0 && left < innerWidth;
}

/** `onVisible(element, onScreen)`: `onScreen` tells that the visitor sees it now, not only that it is near. */
export function createVisibilityWatch(margin: string, onVisible: (element: Element, onScreen: boolean) => void): VisibilityWatch {
  /** Child watched in place of an element without a box → that element. */
  const standIns = new WeakMap<Element, Element>();
  const watchedChildren = new WeakMap<Element, Element[]>();

  const observer = new IntersectionObserver(
    (entries) => {
      // Reads first (the viewport's size, a computed display): `onVisible` starts loads that add
      // links to the document, and a read after them would restyle the whole page in this callback.
      const readings = entries.map((entry) => {
        const element = standIns.get(entry.target) ?? entry.target;
        return { element, visible: entry.isIntersecting, onScreenNow: onScreen(entry), boxless: !entry.isIntersecting && entry.target === element && withoutBox(entry) };
      });
      for (const { element, visible, onScreenNow, boxless } of readings) {
        if (visible) {
          unwatch(element);
          onVisible(element, onScreenNow);
        } else if (boxless) {
          watchChildrenOf(element);
        }
      }
    },
    { rootMargin: margin },
  );

  function withoutBox(entry: IntersectionObserverEntry): boolean {
    const { width, height } = entry.boundingClientRect;
    return width === 0 && height === 0 && getComputedStyle(entry.target).display === 'contents';
  }

  function watchChildrenOf(element: Element): void {
    observer.unobserve(element);
    const children = [...element.children];
    if (children.length === 0) {
      // Only text: it is laid out where the element is, so treat it as seen.
      onVisible(element, false);
      return;
    }
    watchedChildren.set(element, children);
    for (const child of children) {
      standIns.set(child, element);
      observer.observe(child);
    }
  }

  function unwatch(element: Element): void {
    observer.unobserve(element);
    for (const child of watchedChildren.get(element) ?? []) observer.unobserve(child);
    watchedChildren.delete(element);
  }

  return { watch: (element) => observer.observe(element), unwatch };
}
