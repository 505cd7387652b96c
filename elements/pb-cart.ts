import { createElementClass, defineElement } from '../react-core/element/define-element';
import { cartAttributes } from '../react-core/shop/cart-attributes';
import { cartStyles } from '../react-core/shop/cart-styles';
import { CartView } from '../react-core/shop/cart-view';

/**
 * The shop's cart block (SPEC §1, §7 "Shop cart and checkout use the shop plugin's events and
 * fragments"): a header mini cart (`variant="mini"`) or the cart page's block (`variant="cart"`)
 * around the shop's own markup (WooCommerce's mini-cart template and `a.cart-contents` link, or
 * its cart form), which stays in light DOM and is the content. The page's cart fragments keep it
 * current: cached ones (session storage, valid while their cart hash is the
 * `woocommerce_cart_hash` cookie's and younger than a day) with no request, else
 * `?wc-ajax=get_refreshed_fragments`; `added_to_cart` / `removed_from_cart` carry fresh ones;
 * `wc_fragment_refresh`, `wc-blocks_*` events and another tab's cart change refresh them. The
 * shop's events are followed whether it triggers them with jQuery (listened to through the page's
 * jQuery, never loaded) or dispatches native `CustomEvent`s. Fragments replace matching elements
 * only inside `<pb-cart>` and `<pb-checkout>`, parsed inert (no script runs).
 *
 * The mini cart is a disclosure: a button with the count and subtotal read from the markup
 * (`aria-expanded`, `aria-controls`) shows `.widget_shopping_cart_content` as a panel; Escape closes
 * it and returns the focus, a click outside closes it. Without JavaScript the `a.cart-contents`
 * link to the cart page is the path. Through the loader, the fragments come right after the first
 * paint from `pb-cart-fragments.js` (no React) and the mini cart's own code with the visitor's
 * first touch: meanwhile its link shows the cart, and a click on it opens the panel once the code
 * has arrived. The cart block hides duplicate notice groups and keeps the
 * focus on the same control when the shop replaces the markup around it. Both announce the
 * visitor's changes politely ("Oak chair added to your cart. 2 items, subtotal €30.00").
 *
 * @tag pb-cart
 * @summary Mini cart or cart block that follows the shop's cart events and fragments.
 *
 * @attr {'mini' | 'cart'} variant - `mini`: a button that shows the mini cart's contents as a panel; `cart`: the cart page's block. Default `mini`.
 * @attr {string} label - The mini cart button's accessible name before its count and subtotal. Default the message set's `cartLabel` ("Cart").
 *
 * @fires {CustomEvent<{count: number, subtotal: string, change: 'added' | 'removed' | 'emptied' | 'updated'}>} pb-cart-change - The cart shown by the block changed (items, count or subtotal), whoever changed its markup.
 *
 * @slot - The shop's cart markup: `a.cart-contents` and `div.widget_shopping_cart_content` (mini), or the cart page's notices, form and totals (cart).
 *
 * @csspart button - The mini cart's disclosure button.
 * @csspart label - The button's visually hidden name ("Cart").
 * @csspart count - The item count in the button ("2 items").
 * @csspart subtotal - The subtotal in the button ("€30.00").
 * @csspart panel - The mini cart's panel around the slotted `.widget_shopping_cart_content`.
 * @csspart status - The visually hidden polite live region.
 *
 * @cssproperty [--pb-cart-button-padding=0] - Padding of the mini cart button.
 * @cssproperty [--pb-cart-button-color=inherit] - Text colour of the button.
 * @cssproperty [--pb-cart-button-background=none] - Background of the button.
 * @cssproperty [--pb-cart-button-radius=0] - Corner radius of the button.
 * @cssproperty [--pb-cart-count-weight=inherit] - Font weight of the count.
 * @cssproperty [--pb-cart-focus-color=currentColor] - Colour of the button's focus ring.
 * @cssproperty [--pb-cart-panel-width=20rem] - Width of the panel (never wider than the viewport less 2rem).
 * @cssproperty [--pb-cart-panel-offset=0.5rem] - Space between the button and the panel.
 * @cssproperty [--pb-cart-panel-padding=1rem] - Padding of the panel.
 * @cssproperty [--pb-cart-panel-background=Canvas] - Background of the panel.
 * @cssproperty [--pb-cart-panel-color=CanvasText] - Text colour of the panel.
 * @cssproperty [--pb-cart-panel-border-color=rgba(0,0,0,.2)] - Border colour of the panel.
 * @cssproperty [--pb-cart-panel-radius=4px] - Corner radius of the panel.
 * @cssproperty [--pb-cart-panel-shadow=0 4px 16px rgba(0,0,0,.15)] - Shadow of the panel.
 * @cssproperty [--pb-cart-panel-z-index=1000] - Stacking order of the panel over the page.
 */
export class PbCartElement extends createElementClass({
  tag: 'pb-cart',
  attributes: cartAttributes,
  styles: cartStyles,
  View: CartView,
}) {}

defineElement('pb-cart', PbCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-cart': PbCartElement;
  }
}
