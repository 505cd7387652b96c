/**
 * Applies the shop's cart fragments (selector → HTML) to the blocks' own markup, as WooCommerce's
 * `$(selector).replaceWith(html)` does, but only inside `<pb-cart>` and `<pb-checkout>`: the rest
 * of the page is the theme's. Every fragment, from the network, a cart event or the session cache,
 * goes through the shared sanitizer's `cart-fragment` profile: the shop's cart markup, its forms
 * and controls are kept; scripts, frames, styles, event handlers and unsafe addresses
 * (`javascript:`, `data:` links) are dropped, so a fragment shows the cart and never runs code.
 * Nothing else (attribute text, event arguments other than the fragments) ever becomes markup.
 */
import { sanitizeHtml } from '../runtime/sanitize-html';
import { warnOnce } from '../runtime/warn';
import type { Fragments } from './fragment-cache';

/** The blocks whose markup the shop's fragments may replace. */
export const FRAGMENT_BLOCKS = 'pb-cart,pb-checkout';
const SOURCE = 'pb-cart';

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
      target.replaceWith(sanitizeHtml(html, 'cart-fragment'));
      replaced += 1;
    }
  }
  return replaced;
}
