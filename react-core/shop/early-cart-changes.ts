/**
 * A cart change that comes before a mini cart's code. The cart fragments runtime keeps the
 * markup current without React (elements/pb-cart-fragments.ts), but saying the change ("Oak chair
 * added to your cart. 2 items, subtotal €30.00") and firing `pb-cart-change` are the block's
 * (use-cart-summary.ts). So when one of the shop's cart events arrives while a block still waits
 * for its code, what the block showed then is noted and the block is asked for; once it renders,
 * it announces the change from that reading.
 */
import { requestUpgrade } from '../runtime/upgrade-gate';
import type { CartSummary } from './cart-state';
import { readCartSummary } from './cart-structure';
import { subscribeShopEvents } from './shop-events';

/** The shop's events after which the cart's markup changes (WooCommerce, WooCommerce Blocks). */
export const CART_CHANGE_EVENTS = [
  'added_to_cart',
  'removed_from_cart',
  'wc_cart_emptied',
  'updated_wc_div',
  'updated_cart_totals',
  'applied_coupon',
  'removed_coupon',
  'wc_fragment_refresh',
  'wc-blocks_added_to_cart',
  'wc-blocks_removed_from_cart',
] as const;

const WAITING_BLOCKS = 'pb-cart:not([data-enhanced],[data-failed])';
const shownBeforeUpgrade = new WeakMap<Element, CartSummary>();

/**
 * Notes what each waiting `<pb-cart>` shows when a cart event arrives, and asks for it. Call it
 * before the fragments subscribe (cart-fragments.ts): an event's fragments apply in their handler.
 */
export function followEarlyCartChanges(): () => void {
  return subscribeShopEvents(
    document.body,
    CART_CHANGE_EVENTS,
    () => {
      for (const block of document.querySelectorAll(WAITING_BLOCKS)) {
        if (!shownBeforeUpgrade.has(block)) shownBeforeUpgrade.set(block, readCartSummary(block));
        requestUpgrade(block);
      }
    },
    'pb-cart',
  );
}

/** What `block` showed when a cart event came before its code, once; undefined when none did. */
export function takeShownBeforeUpgrade(block: Element): CartSummary | undefined {
  const shown = shownBeforeUpgrade.get(block);
  shownBeforeUpgrade.delete(block);
  return shown;
}
