/**
 * Applies the shop's cart fragments (selector → HTML) to the blocks' own markup, as WooCommerce's
 * `$(selector).replaceWith(html)` does, but only inside `<pb-cart>` and `<pb-checkout>`: the rest
 * of the page is the theme's. The fragments are the shop's trusted HTML (the server renders them
 * from its templates), so they pass the `pb-elements` Trusted Types policy; they are parsed in an
 * inert template, and what would run once inserted (scripts, event handler attributes) is dropped:
 * a fragment shows the cart, it never runs code. Nothing else (attribute text, event arguments
 * other than the fragments) ever becomes markup.
 */
import { trustedHTML } from '../runtime/trusted-types';
import { warnOnce } from '../runtime/warn';
import type { Fragments } from './fragment-cache';

/** The blocks whose markup the shop's fragments may replace. */
export const FRAGMENT_BLOCKS = 'pb-cart,pb-checkout';
const SOURCE = 'pb-cart';

/** The fragment's nodes, ready to insert: parsed inert, without scripts or handler attributes. */
function fragmentNodes(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = trustedHTML(html);
  const content = document.importNode(template.content, true);
  for (const script of content.querySelectorAll('script')) script.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) if (/^on/i.test(name)) element.removeAttribute(name);
  }
  return content;
}

/** The elements matching `selector` inside the blocks; none (with a warning) for an invalid selector. */
function targetsIn(blocks: readonly Element[], selector: string): Element[] {
  const targets = new Set<Element>();
  try {
    for (const block of blocks) for (const target of block.querySelectorAll(selector)) targets.add(target);
  } catch {
    warnOnce(SOURCE, `the shop sent a fragment for "${selector}", which is not a CSS selector; it is ignored.`);
  }
  return [...targets];
}

/** Replaces, inside every block of the page, each element matching a fragment's selector; returns how many. */
export function applyFragments(fragments: Fragments, scope: ParentNode = document): number {
  const blocks = [...scope.querySelectorAll(FRAGMENT_BLOCKS)];
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    for (const target of targetsIn(blocks, selector)) {
      // A match inside an earlier match left with it.
      if (!target.isConnected) continue;
      target.replaceWith(fragmentNodes(html));
      replaced += 1;
    }
  }
  return replaced;
}
