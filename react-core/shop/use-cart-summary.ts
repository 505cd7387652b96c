/**
 * The cart as a block's markup shows it, followed with a MutationObserver: whoever changes the
 * markup (the fragments, WooCommerce's own scripts, a theme), the view follows. A change that
 * follows one of the shop's cart events is announced politely ("Oak chair added to your cart.
 * 2 items, subtotal €30.00"), also one whose event came before the block's code
 * (early-cart-changes.ts); every change fires `pb-cart-change`.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../element/events';
import { getPageConfig } from '../runtime/page-config';
import { cartChange, changeAnnouncement, sameSummary, type CartChange, type CartSummary } from './cart-state';
import { readCartSummary } from './cart-structure';
import { CART_CHANGE_EVENTS, takeShownBeforeUpgrade } from './early-cart-changes';
import { subscribeShopEvents } from './shop-events';

export interface CartChangeDetail {
  count: number;
  /** As the shop formats it ("€30.00"); '' when the markup shows none. */
  subtotal: string;
  change: CartChange['kind'];
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-cart-change': CustomEvent<CartChangeDetail>;
  }
}

/** The summary, kept current; `announce` receives what to say. `source` names the element in reports. */
export function useCartSummary(host: HTMLElement, announce: (text: string) => void, source: string): CartSummary {
  const [summary, setSummary] = useState(() => readCartSummary(host));
  const latestAnnounce = useRef(announce);
  latestAnnounce.current = announce;

  useLayoutEffect(() => {
    let shown = readCartSummary(host);
    setSummary(shown);
    // Set by a cart event; the next change of the markup is what the visitor did, so it is said.
    let expectingChange = false;
    const update = (): void => {
      const next = readCartSummary(host);
      const change = cartChange(shown, next);
      if (sameSummary(shown, next)) return;
      shown = next;
      setSummary(next);
      if (!change) return;
      if (expectingChange) {
        expectingChange = false;
        latestAnnounce.current(changeAnnouncement(change, next, getPageConfig().messages));
      }
      emit(host, 'pb-cart-change', { count: next.count, subtotal: next.subtotal, change: change.kind });
    };
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    const stopEvents = subscribeShopEvents(
      document.body,
      CART_CHANGE_EVENTS,
      () => {
        expectingChange = true;
      },
      source,
    );
    // A cart event came before this block's code: the change since what it showed then is the visitor's.
    const before = takeShownBeforeUpgrade(host);
    if (before) {
      shown = before;
      expectingChange = true;
      update();
    }
    return () => {
      observer.disconnect();
      stopEvents();
    };
  }, [host, source]);

  return summary;
}
