/**
 * The author's own values of the attributes a module writes on their elements (a slide's role,
 * a gallery image's slot), remembered before the first write and given back when the module goes
 * away, so removing the element leaves the markup as the author wrote it.
 */
export interface KeptAttributes {
  /** Remembers `element`'s values of the kept attributes, once (before the module writes any). */
  remember(element: Element): void;
  /** Gives every element its remembered values back (removing what it did not have). */
  restore(elements: Iterable<Element>): void;
}

export function keptAttributes(names: readonly string[]): KeptAttributes {
  const saved = new WeakMap<Element, Map<string, string | null>>();
  return {
    remember(element) {
      if (!saved.has(element)) saved.set(element, new Map(names.map((name) => [name, element.getAttribute(name)])));
    },
    restore(elements) {
      for (const element of elements) {
        const values = saved.get(element);
        if (!values) continue;
        saved.delete(element);
        for (const [name, value] of values) {
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      }
    },
  };
}
