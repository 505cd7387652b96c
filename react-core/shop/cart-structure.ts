/**
 * What the cart blocks read from the shop's markup in their light DOM (WooCommerce's templates:
 * cart/mini-cart.php, the header's `a.cart-contents`, cart/cart.php): the items, the count and the
 * subtotal. Read again whenever the markup changes, whoever changed it.
 */
import { leadingNumber, readableText, type CartItem, type CartSummary } from './cart-state';

const MINI_CART_ITEMS = '.woocommerce-mini-cart-item, .mini_cart_item';
const CART_PAGE_ITEMS = '.woocommerce-cart-form__cart-item, .cart_item';
const COUNT = '.cart-contents-count, .cart-contents .count';
/** Where the subtotal is written, most specific first: the header link, the mini cart, the cart totals. */
const SUBTOTALS = ['.cart-contents-total', '.woocommerce-mini-cart__total .amount', '.cart_totals .cart-subtotal .amount', '.cart-subtotal .amount'];

function miniCartItem(item: Element): CartItem {
  const link = [...item.querySelectorAll('a')].find((anchor) => !anchor.matches('.remove, .remove_from_cart_button'));
  return { name: readableText(link?.textContent ?? item.textContent), quantity: leadingNumber(item.querySelector('.quantity')?.textContent) ?? 1 };
}

function cartPageItem(item: Element): CartItem {
  const name = item.querySelector('.product-name a') ?? item.querySelector('.product-name');
  const field = item.querySelector<HTMLInputElement>('input.qty, input[name$="[qty]"]');
  const quantity = leadingNumber(field ? field.value : item.querySelector('.product-quantity')?.textContent);
  return { name: readableText(name?.textContent), quantity: quantity ?? 1 };
}

/** The cart as the markup under `root` shows it. */
export function readCartSummary(root: ParentNode): CartSummary {
  const miniItems = [...root.querySelectorAll(MINI_CART_ITEMS)];
  const items = (miniItems.length > 0 ? miniItems.map(miniCartItem) : [...root.querySelectorAll(CART_PAGE_ITEMS)].map(cartPageItem)).filter((item) => item.name !== '');
  const countElement = root.querySelector(COUNT);
  const written = leadingNumber(countElement?.textContent);
  const subtotalElement = SUBTOTALS.map((selector) => root.querySelector(selector)).find((element) => element !== null);
  return {
    count: written ?? items.reduce((sum, item) => sum + item.quantity, 0),
    countText: written === null ? '' : readableText(countElement?.textContent),
    subtotal: readableText(subtotalElement?.textContent),
    items,
  };
}
