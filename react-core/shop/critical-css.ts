/**
 * The layout the loader reserves for the shop blocks before their code arrives (CLS 0). The mini
 * cart is an inline box, as after the upgrade, whose mini cart contents are hidden on screen: the
 * upgraded mini cart shows them only in its closed-by-default panel (the `a.cart-contents` link
 * stays the path to the cart meanwhile). The cart page's and the checkout's blocks are plain
 * blocks around the shop's markup, which does not move.
 */
const WAITING = ':not([data-enhanced],[data-failed])';

export const CART_CRITICAL_CSS =
  `pb-cart${WAITING}{display:block}` +
  `pb-cart:not([variant=cart i])${WAITING}{display:inline-block;position:relative}` +
  `@media screen{pb-cart:not([variant=cart i])${WAITING} .widget_shopping_cart_content{display:none}}`;

export const CHECKOUT_CRITICAL_CSS = `pb-checkout${WAITING}{display:block}`;
