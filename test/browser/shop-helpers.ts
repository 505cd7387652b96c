/**
 * Shared by the pb-cart and pb-checkout browser tests: the shop's markup as the reference shop
 * renders it (issue 19 contract "Markup"), a fake `wc-ajax` endpoint, and a clean cart state
 * (storage, cookies, the page's fragment cache, the page's jQuery) between tests.
 */
import { resetCartFragments } from '../../react-core/shop/cart-fragments';
import { resetPageConfig } from '../../react-core/runtime/page-config';

export type Item = [name: string, quantity: number, price: string];

const amount = (text: string): string => `<span class="woocommerce-Price-amount amount"><bdi>${text}</bdi></span>`;

/** The header link fragment `a.cart-contents`. */
export function cartLink(count: number, total: string): string {
  return `<a class="cart-contents" href="/shop/cart/"><span class="cart-contents-count">${count} ${count === 1 ? 'item' : 'items'}</span> <span class="cart-contents-total">${amount(total)}</span></a>`;
}

/** The mini cart fragment `div.widget_shopping_cart_content`. */
export function miniCartContent(items: Item[], total: string): string {
  if (items.length === 0) return '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';
  const rows = items.map(
    ([name, quantity, price], index) => `<li class="woocommerce-mini-cart-item mini_cart_item">
      <a href="/shop/cart/?remove_item=K${index}" class="remove remove_from_cart_button" aria-label="Remove ${name} from cart" data-cart_item_key="K${index}">×</a>
      <a href="/shop/product/${index}/">${name}</a>
      <span class="quantity">${quantity} × ${amount(price)}</span></li>`,
  );
  return `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${rows.join('')}</ul>
    <p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${amount(total)}</p>
    <p class="woocommerce-mini-cart__buttons buttons"><a href="/shop/cart/" class="button wc-forward">View cart</a> <a href="/shop/checkout/" class="button checkout wc-forward">Checkout</a></p></div>`;
}

/** The shop's fragments for a cart of `items`. */
export function fragmentsFor(items: Item[], total: string): Record<string, string> {
  const count = items.reduce((sum, [, quantity]) => sum + quantity, 0);
  return { 'div.widget_shopping_cart_content': miniCartContent(items, total), 'a.cart-contents': cartLink(count, total) };
}

export interface Call {
  url: string;
  method: string;
  body: URLSearchParams;
}

export const calls: Call[] = [];
const realFetch = window.fetch;

/** Replaces fetch: each call gets the next answer (a Response, an Error to throw, or a promise of one). */
export function stubFetch(...answers: Array<Response | Error | Promise<Response>>): void {
  calls.length = 0;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), location.href);
    calls.push({ url: url.pathname + url.search, method: init?.method ?? 'GET', body: new URLSearchParams(String(init?.body ?? '')) });
    const answer = answers.shift() ?? new Error('no answer');
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

export const json = (value: unknown, status = 200): Response => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

function clearCookie(name: string): void {
  document.cookie = `${name}=; max-age=0; path=/`;
}

/** A clean page: no stored cart, no cart cookies, no jQuery, the fragments not loaded yet, the real fetch. */
export function resetShop(): void {
  sessionStorage.clear();
  localStorage.clear();
  for (const name of ['woocommerce_cart_hash', 'woocommerce_items_in_cart', 'pb_ab_shop_log']) clearCookie(name);
  delete window.jQuery;
  delete window.wc_cart_fragments_params;
  document.getElementById('wc-cart-fragments-js')?.remove();
  delete window.pbConfig;
  resetPageConfig();
  resetCartFragments();
  window.fetch = realFetch;
  calls.length = 0;
}

/** The cache WooCommerce would have left: fragments, hash and creation time, and the cookie with `cookieHash`. */
export function storeCache(fragments: Record<string, string>, hash: string, cookieHash = hash, created = Date.now()): void {
  sessionStorage.setItem('wc_fragments', JSON.stringify(fragments));
  sessionStorage.setItem('wc_cart_hash', hash);
  localStorage.setItem('wc_cart_hash', hash);
  sessionStorage.setItem('wc_cart_created', String(created));
  document.cookie = `woocommerce_cart_hash=${cookieHash}; path=/`;
}
