/**
 * The previewed page's module tree and module addresses (SPEC.md §3 "Builder data": "an address
 * (dot-separated numbers giving the position in the tree)"), the one definition the demo editor
 * (over a page parsed from its source) and the frame runtime (over the live page) share, so both
 * name a module by the same address. Pure over DOM Elements: no custom-element registry, no
 * layout, so a `DOMParser` document works as well as the live one.
 *
 * A module is any `pb-*` element. Its address is its 0-based index among the modules whose
 * nearest module ancestor is the same (the root's modules are "0", "1" …; the second module
 * nested anywhere inside module 1, not inside another module, is "1.1").
 */
import type { ModuleNode } from './protocol';

/** The label the frame runtime writes on every module in wireframe mode (react-core/preview/wireframe.ts). */
export const WIREFRAME_ATTRIBUTE = 'data-pb-wireframe';

/**
 * Attributes the runtime writes on a module (its first render or its failure, the wireframe
 * label): not the author's, so the live page's tree lists the same attributes as the page's source.
 */
const RUNTIME_ATTRIBUTES = new Set(['data-enhanced', 'data-failed', WIREFRAME_ATTRIBUTE]);

/** Whether `element` is a module: a `pb-*` custom element. */
export function isModule(element: Element): boolean {
  return element.localName.startsWith('pb-');
}

/**
 * A module address is valid only if all its parts are numeric (SPEC.md §5 "Sticky and builder"):
 * returns it, or '' when it is not.
 */
export function validAddress(address: string): string {
  return /^\d+(\.\d+)*$/.test(address) ? address : '';
}

/** The modules directly under `parent`: modules inside it that are not inside another module of it, in document order. */
export function childModules(parent: ParentNode): Element[] {
  const modules: Element[] = [];
  const walk = (node: ParentNode): void => {
    for (const child of Array.from(node.children)) {
      if (isModule(child)) modules.push(child);
      else walk(child);
    }
  };
  walk(parent);
  return modules;
}

/** A module's own attributes, without those the runtime writes. */
export function moduleAttributes(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (!RUNTIME_ATTRIBUTES.has(name)) attributes[name] = value;
  }
  return attributes;
}

/** Every module under `root` (a document, its body, or any element), depth first in document order. */
export function moduleTree(root: ParentNode): ModuleNode[] {
  const nodes: ModuleNode[] = [];
  const visit = (parent: ParentNode, prefix: string): void => {
    childModules(parent).forEach((element, index) => {
      const address = `${prefix}${index}`;
      nodes.push({ address, tag: element.localName, attributes: moduleAttributes(element) });
      visit(element, `${address}.`);
    });
  };
  visit(root, '');
  return nodes;
}

/** The module at `address` under `root`, or null (an invalid address, or no module there). */
export function moduleAt(root: ParentNode, address: string): Element | null {
  if (!validAddress(address)) return null;
  let current: ParentNode = root;
  for (const part of address.split('.')) {
    const next: Element | undefined = childModules(current)[Number(part)];
    if (!next) return null;
    current = next;
  }
  return current as Element;
}

/** The address of `element` (a module) under `root`, or '' when it is not a module there. */
export function moduleAddress(root: ParentNode, element: Element): string {
  if (!isModule(element)) return '';
  const parts: number[] = [];
  let module: Element = element;
  for (;;) {
    let parent = module.parentElement;
    while (parent && parent !== root && !isModule(parent)) parent = parent.parentElement;
    // Reached the top without passing `root`: the element is not under it.
    if (!parent && module.ownerDocument !== root) return '';
    const container: ParentNode = parent ?? root;
    parts.unshift(childModules(container).indexOf(module));
    if (container === root) return parts.join('.');
    module = container as Element;
  }
}
