/**
 * The reference shop (issue 19): WooCommerce's front end as the pb-cart and pb-checkout
 * elements meet it on a real site (/work/i19-contract.md), on the demo's database.
 *
 * - Pages, under `/shop/` (the page script triggers WooCommerce's events with jQuery) and the
 *   same under `/shop-native/` (native events, no jQuery): the product grid, `product/<slug>/`,
 *   `cart/`, `checkout/` and `checkout/order-received/<id>/?key=wc_order_…` (a wrong key is a
 *   404), and `images/<slug>.svg` under `/shop/`. Everything works without JavaScript, as
 *   WooCommerce's form handler does it: `?add-to-cart=ID` (GET, the loop's links; POST, the
 *   product form), `?remove_item=KEY&_wpnonce=…` and `?remove_coupon=CODE&_wpnonce=…` on any shop
 *   page, the cart form (quantities `cart[KEY][qty]`, `coupon_code`), the checkout form. Each
 *   change is answered with a redirect (post/redirect/get) and its notice kept for the next page;
 *   a checkout post that fails re-renders the checkout (400) with the notice group and the
 *   visitor's values.
 * - Calls, `/?wc-ajax=<endpoint>` (WooCommerce's WC_AJAX): add_to_cart, remove_from_cart,
 *   get_refreshed_fragments, apply_coupon, remove_coupon, update_order_review, checkout. Their
 *   fragments link to the shop (flavour) of the page that asks, told by its Referer. As WC_AJAX,
 *   they answer on any method; only a POST has fields (`$_POST`), any other method's are empty.
 * - The visitor's session is the `wp_woocommerce_session_pbdemo` cookie (HttpOnly, SameSite=Lax),
 *   made on the first cart change; `woocommerce_items_in_cart` and `woocommerce_cart_hash` follow
 *   the cart on every shop answer, expired once it is empty.
 *
 * Forged requests (../forgery-guard.mjs): every POST must come from a page of this site (Origin,
 * else Referer). The calls that carry a nonce on WooCommerce carry this server's: `security` for
 * the coupon calls and update_order_review, `woocommerce-process-checkout-nonce` for checkout,
 * and the forms' hidden fields. add_to_cart and remove_from_cart send none on WooCommerce (nor
 * in the contract), so for them the Origin check stands alone; the session cookie is SameSite=Lax,
 * so another site's post never reaches a visitor's cart anyway. `get_refreshed_fragments` by GET
 * reads without that check, as on WooCommerce: it changes nothing, and its answer shows another
 * site's page no cart (the cookie is SameSite=Lax, the answer has no CORS header). The GET `?add-to-cart=ID` link
 * asks no nonce either, as WooCommerce's: it only adds to the visitor's own cart. Refusals: 403
 * and WordPress's `-1` for the calls (check_ajax_referer), checkout's failure JSON for checkout,
 * a page for the forms and links.
 */
import { isEmptyValue, isValidEmail } from '../../../dist/server/form-rules.mjs';
import { forgeryProblem, isFromThisSite, issueNonce, nonceProblem, nonceSecret, FOREIGN_ORIGIN_TEXT } from '../forgery-guard.mjs';
import { noFields, parseFormBody } from '../form-body.mjs';
import { readRequestBody } from '../request-body.mjs';
import { escapeHtml } from '../escape-html.mjs';
import {
  ADD_TO_CART_NONCE,
  APPLY_COUPON_NONCE,
  BILLING_FIELDS,
  CART_NONCE,
  CHECKOUT_NONCE,
  FLAVOURS,
  NATIVE_SHOP_PATH,
  REMOVE_COUPON_NONCE,
  UPDATE_ORDER_REVIEW_NONCE,
  WC_AJAX_URL,
  cartFragments,
  cartUrl,
  orderReceivedUrl,
  productSvg,
  productUrl,
  renderCartMain,
  renderCartTotals,
  renderCheckoutMain,
  renderNotFoundMain,
  renderNotices,
  renderOrderReceivedMain,
  renderOrderReview,
  renderPayment,
  renderProductMain,
  renderShopMain,
  renderShopPage,
} from './shop-markup.mjs';
import {
  COUNTRIES,
  MAX_QUANTITY,
  PAYMENT_METHODS,
  SESSION_ID,
  addNotice,
  addToCart,
  allProducts,
  applyCoupon,
  createSession,
  loadCart,
  newSessionId,
  orderByIdAndKey,
  placeOrder,
  productById,
  productBySlug,
  quotedName,
  removeCartItem,
  removeCoupon,
  sessionExists,
  sessionExpiredNotice,
  setCartQuantity,
  takeNotices,
} from './shop-store.mjs';

export { migrations } from './shop-store.mjs';

export const SESSION_COOKIE = 'wp_woocommerce_session_pbdemo';
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** WooCommerce's guest session lifetime: 48 hours. */
const SESSION_MAX_AGE_SECONDS = 48 * 60 * 60;
/** No shop answer may be cached: each shows one visitor's cart. */
const NO_STORE = 'no-store';

/**
 * One request to the shop: who asks, which shop they are in, and the cookies to send back.
 * @typedef {object} ShopRequest
 * @property {import('node:http').IncomingMessage} req
 * @property {import('better-sqlite3').Database} db
 * @property {import('./shop-markup.mjs').ShopFlavour} flavour
 * @property {string | null} sessionId The visitor's stored session, if any.
 * @property {string[]} setCookies
 * @property {import('./shop-markup.mjs').RenderContext} context
 */

/** @param {import('node:http').IncomingMessage} req @returns {Record<string, string>} */
function requestCookies(req) {
  /** @type {Record<string, string>} */
  const cookies = Object.create(null);
  for (const pair of String(req.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies[pair.slice(0, separator).trim()] = pair.slice(separator + 1).trim();
  }
  return cookies;
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('better-sqlite3').Database} db
 * @param {import('./shop-markup.mjs').ShopFlavour} flavour
 * @returns {ShopRequest}
 */
function shopRequest(req, db, flavour) {
  const cookie = requestCookies(req)[SESSION_COOKIE];
  const sessionId = cookie && SESSION_ID.test(cookie) && sessionExists(db, cookie) ? cookie : null;
  const secret = nonceSecret(db);
  return { req, db, flavour, sessionId, setCookies: [], context: { flavour, nonce: (name) => issueNonce(secret, name) } };
}

/** The visitor's session, made (and its cookie set) on the first change. @param {ShopRequest} shop */
function ensureSession(shop) {
  if (!shop.sessionId) {
    shop.sessionId = newSessionId();
    createSession(shop.db, shop.sessionId);
  }
  shop.setCookies.push(`${SESSION_COOKIE}=${shop.sessionId}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`);
  return shop.sessionId;
}

/**
 * A shop answer with the cart cookies of the visitor's cart as it now is (set while it has
 * items, expired when it is empty and the browser still has them) and no caching.
 * @param {ShopRequest} shop @param {import('../responses.mjs').HandlerResult} result
 * @returns {import('../responses.mjs').HandlerResult}
 */
function answer(shop, result) {
  const cart = loadCart(shop.db, shop.sessionId);
  const cookies = [...shop.setCookies];
  if (cart.itemCount > 0) {
    cookies.push(`${ITEMS_IN_CART_COOKIE}=1; Path=/; SameSite=Lax`, `${CART_HASH_COOKIE}=${cart.hash}; Path=/; SameSite=Lax`);
  } else {
    const sent = requestCookies(shop.req);
    for (const name of [ITEMS_IN_CART_COOKIE, CART_HASH_COOKIE]) {
      if (name in sent) cookies.push(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
  }
  const headers = { 'Cache-Control': NO_STORE, ...result.headers };
  if (cookies.length > 0) headers['Set-Cookie'] = cookies;
  return { ...result, headers };
}

/** @param {string} location @param {number} [status] */
const redirect = (location, status = 303) => ({ status, headers: { Location: location } });

/** A whole number from a form value, or null. @param {string | null | undefined} value */
function wholeNumber(value) {
  const text = String(value ?? '').trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** `2 × “Oak chair” have been added to your cart.` with WooCommerce's View cart button. @param {ShopRequest} shop @param {import('./shop-store.mjs').Product} product @param {number} quantity */
function addedToCartNotice(shop, product, quantity) {
  const title = `${quantity > 1 ? `${quantity} × ` : ''}${quotedName(product.name)}`;
  return `<a href="${escapeHtml(cartUrl(shop.flavour))}" class="button wc-forward">View cart</a> ${title} ${quantity > 1 ? 'have' : 'has'} been added to your cart.`;
}

/**
 * Adds to the cart and keeps the notice for the next page.
 * @param {ShopRequest} shop @param {string | undefined} productId @param {string | undefined} quantity
 */
function addToCartAndNotify(shop, productId, quantity) {
  const sessionId = ensureSession(shop);
  const product = productById(shop.db, wholeNumber(productId) ?? 0);
  if (!product) {
    addNotice(shop.db, sessionId, 'error', 'Sorry, this product cannot be purchased.');
    return;
  }
  const count = quantity === undefined || quantity.trim() === '' ? 1 : (wholeNumber(quantity) ?? 0);
  const problem = addToCart(shop.db, sessionId, product, count);
  addNotice(shop.db, sessionId, problem ? 'error' : 'success', problem ?? addedToCartNotice(shop, product, count));
}

/** @param {ShopRequest} shop @param {string} key */
function removeItemAndNotify(shop, key) {
  const product = removeCartItem(shop.db, shop.sessionId, key);
  if (product && shop.sessionId) addNotice(shop.db, shop.sessionId, 'success', `${quotedName(product.name)} removed.`);
}

/**
 * What an address below the shop's base names.
 * @param {string} rest The path after the base.
 * @returns {{ kind: 'shop' } | { kind: 'product', slug: string } | { kind: 'cart' } | { kind: 'checkout' } | { kind: 'order-received', id: number } | { kind: 'image', slug: string } | { kind: 'unknown' }}
 */
export function shopRoute(rest) {
  if (rest === '') return { kind: 'shop' };
  if (rest === 'cart/') return { kind: 'cart' };
  if (rest === 'checkout/') return { kind: 'checkout' };
  const product = /^product\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/.exec(rest);
  if (product) return { kind: 'product', slug: product[1] };
  const received = /^checkout\/order-received\/([1-9]\d{0,9})\/$/.exec(rest);
  if (received) return { kind: 'order-received', id: Number(received[1]) };
  const image = /^images\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(rest);
  if (image) return { kind: 'image', slug: image[1] };
  return { kind: 'unknown' };
}

/** @param {ShopRequest} shop @param {string} explanation */
function notFound(shop, explanation) {
  const cart = loadCart(shop.db, shop.sessionId);
  const html = renderShopPage({ title: 'Page not found', description: 'This page does not exist.', path: '', main: renderNotFoundMain(explanation, shop.flavour), cart, context: shop.context });
  return answer(shop, { status: 404, html });
}

/**
 * A refusal page for a forged form post or link (403).
 * @param {ShopRequest} shop @param {string} reason Text.
 */
function refusedPage(shop, reason) {
  const cart = loadCart(shop.db, shop.sessionId);
  const main = `      <h1>Not done</h1>
      <div class="woocommerce-notices-wrapper">${renderNotices([{ kind: 'error', html: escapeHtml(reason) }])}</div>
      <p><a class="wc-backward" href="${escapeHtml(shop.flavour.base)}">Return to shop</a></p>`;
  return answer(shop, { status: 403, html: renderShopPage({ title: 'Not done', description: 'The request was refused.', path: '', main, cart, context: shop.context }) });
}

/** WooCommerce's params of the cart page (cart.js). @param {ShopRequest} shop */
function cartParams(shop) {
  return {
    wc_cart_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: WC_AJAX_URL,
      update_shipping_method_nonce: '',
      apply_coupon_nonce: shop.context.nonce(APPLY_COUPON_NONCE),
      remove_coupon_nonce: shop.context.nonce(REMOVE_COUPON_NONCE),
    },
  };
}

/** WooCommerce's params of the checkout page (checkout.js). @param {ShopRequest} shop */
function checkoutParams(shop) {
  return {
    wc_checkout_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: WC_AJAX_URL,
      update_order_review_nonce: shop.context.nonce(UPDATE_ORDER_REVIEW_NONCE),
      apply_coupon_nonce: shop.context.nonce(APPLY_COUPON_NONCE),
      remove_coupon_nonce: shop.context.nonce(REMOVE_COUPON_NONCE),
      option_guest_checkout: 'yes',
      checkout_url: WC_AJAX_URL.replace('%%endpoint%%', 'checkout'),
      is_checkout: 1,
      debug_mode: false,
      i18n_checkout_error: CHECKOUT_ERROR_TEXT,
    },
  };
}

const CHECKOUT_ERROR_TEXT = 'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.';

/**
 * The checkout page, with the errors of a failed post and the visitor's values.
 * @param {ShopRequest} shop @param {import('./shop-markup.mjs').Notice[]} errors @param {Record<string, string>} values @param {number} [status]
 */
function checkoutPage(shop, errors, values, status = 200) {
  const cart = loadCart(shop.db, shop.sessionId);
  const notices = takeNotices(shop.db, shop.sessionId);
  const main = renderCheckoutMain(cart, [...notices, ...errors], values, shop.context);
  return answer(shop, {
    status,
    html: renderShopPage({ title: 'Checkout', description: 'Billing details, your order and payment.', path: 'checkout/', main, cart, context: shop.context, pageParams: checkoutParams(shop) }),
  });
}

/**
 * Answers a GET below a shop's base.
 * @param {ShopRequest} shop @param {URL} url @param {string} rest
 * @returns {import('../responses.mjs').HandlerResult}
 */
function getPage(shop, url, rest) {
  const { db, flavour } = shop;
  const route = shopRoute(rest);
  if (route.kind === 'image') {
    const product = productBySlug(db, route.slug);
    if (!product || flavour !== FLAVOURS.jquery) return notFound(shop, 'There is no picture at this address.');
    return { svg: productSvg(product), headers: { 'Cache-Control': 'public, max-age=86400' } };
  }
  // WooCommerce's links that change the cart work on any shop page, then come back to it.
  const query = url.searchParams;
  if (query.has('add-to-cart') || query.has('remove_item') || query.has('remove_coupon')) {
    if (query.has('add-to-cart')) {
      addToCartAndNotify(shop, query.get('add-to-cart') ?? '', query.get('quantity') ?? undefined);
    } else {
      const forged = nonceProblem(nonceSecret(db), CART_NONCE, query.get('_wpnonce') ?? '');
      if (forged) return refusedPage(shop, forged);
      if (query.has('remove_item')) removeItemAndNotify(shop, query.get('remove_item') ?? '');
      else {
        removeCoupon(db, shop.sessionId, query.get('remove_coupon') ?? '');
        if (shop.sessionId) addNotice(db, shop.sessionId, 'success', 'Coupon has been removed.');
      }
    }
    for (const name of ['add-to-cart', 'quantity', 'remove_item', 'remove_coupon', '_wpnonce']) query.delete(name);
    return answer(shop, redirect(`${url.pathname}${query.size > 0 ? `?${query}` : ''}`, 302));
  }
  const cart = loadCart(db, shop.sessionId);
  const page = (/** @type {{ title: string, description: string, main: string, pageParams?: Record<string, unknown>, mainAttributes?: string }} */ content) =>
    answer(shop, { html: renderShopPage({ ...content, path: rest, cart, context: shop.context }) });
  switch (route.kind) {
    case 'shop':
      return page({ title: 'Shop', description: 'Gear, maps and food for the coast path: the reference shop of the demo server.', main: renderShopMain(allProducts(db), takeNotices(db, shop.sessionId), flavour) });
    case 'product': {
      const product = productBySlug(db, route.slug);
      if (!product) return notFound(shop, 'There is no product at this address. It may have been sold out and removed.');
      return page({ title: product.name, description: product.description, main: renderProductMain(product, takeNotices(db, shop.sessionId), shop.context) });
    }
    case 'cart':
      return page({ title: 'Cart', description: 'The products in your cart, coupons and totals.', main: renderCartMain(cart, takeNotices(db, shop.sessionId), shop.context), pageParams: cartParams(shop) });
    case 'checkout':
      if (cart.lines.length === 0) {
        if (shop.sessionId) addNotice(db, shop.sessionId, 'notice', 'Checkout is not available whilst your cart is empty.');
        return answer(shop, redirect(cartUrl(flavour), 302));
      }
      return checkoutPage(shop, [], {});
    case 'order-received': {
      const order = orderByIdAndKey(db, route.id, url.searchParams.get('key') ?? '');
      if (!order) return notFound(shop, 'There is no order at this address, or its key is wrong.');
      return page({ title: 'Order received', description: 'Thank you: your order has been received.', main: renderOrderReceivedMain(order), mainAttributes: 'data-pb-ab-order-received' });
    }
    default:
      return notFound(shop, 'There is no shop page at this address.');
  }
}

/**
 * The checkout's validation, WooCommerce's rules and messages (WC_Checkout::validate_posted_data),
 * in its field order, then the payment method.
 * @param {Record<string, string>} fields
 * @returns {{ errors: import('./shop-markup.mjs').Notice[], billing: import('./shop-store.mjs').BillingDetails, payment: (typeof PAYMENT_METHODS)[number] | undefined }}
 */
export function validateCheckout(fields) {
  /** @type {import('./shop-markup.mjs').Notice[]} */
  const errors = [];
  const billing = /** @type {import('./shop-store.mjs').BillingDetails} */ (
    Object.fromEntries(BILLING_FIELDS.map((field) => [field.key, String(fields[field.key] ?? '').trim()]))
  );
  for (const field of BILLING_FIELDS) {
    const value = billing[field.key];
    const label = `<strong>Billing ${escapeHtml(field.label)}</strong>`;
    if (field.type === 'country' && value !== '' && !(value in COUNTRIES)) {
      errors.push({ kind: 'error', html: `'${escapeHtml(value)}' is not a valid country code.`, id: field.key });
    }
    // WooCommerce's is_phone: digits and the usual separators only.
    if (field.type === 'tel' && value !== '' && /[^\s#0-9_\-+/().]/.test(value)) {
      errors.push({ kind: 'error', html: `${label} is not a valid phone number.`, id: field.key });
    }
    if (field.type === 'email' && value !== '' && !isValidEmail(value)) {
      errors.push({ kind: 'error', html: `${label} is not a valid email address.`, id: field.key });
      continue;
    }
    if (field.required && isEmptyValue(value)) errors.push({ kind: 'error', html: `${label} is a required field.`, id: field.key });
  }
  const payment = PAYMENT_METHODS.find((method) => method.id === fields.payment_method);
  if (!payment) errors.push({ kind: 'error', html: 'Invalid payment method.' });
  return { errors, billing, payment };
}

/**
 * WC_Checkout::process_checkout for a checkout post whose origin and nonce are good.
 * @param {ShopRequest} shop @param {Record<string, string>} fields
 * @returns {{ result: 'success', redirect: string } | { result: 'failure', errors: import('./shop-markup.mjs').Notice[] }}
 */
function processCheckout(shop, fields) {
  const expired = () => /** @type {const} */ ({ result: 'failure', errors: [{ kind: 'error', html: sessionExpiredNotice(shop.flavour.base) }] });
  if (loadCart(shop.db, shop.sessionId).lines.length === 0) return expired();
  const { errors, billing, payment } = validateCheckout(fields);
  if (errors.length > 0 || !payment) return { result: 'failure', errors };
  const placed = placeOrder(shop.db, shop.sessionId, billing, payment);
  if ('order' in placed) return { result: 'success', redirect: orderReceivedUrl(shop.flavour, placed.order) };
  if (placed.error === 'empty') return expired();
  return { result: 'failure', errors: [{ kind: 'error', html: placed.html }] };
}

/**
 * The cart form's post: quantities, then the coupon.
 * @param {ShopRequest} shop @param {import('../form-body.mjs').FormFields} fields
 */
function updateCart(shop, fields) {
  const { db } = shop;
  const sessionId = shop.sessionId;
  if (!sessionId) return;
  const cart = loadCart(db, sessionId);
  let changed = false;
  for (const [name, value] of fields.__all) {
    const key = /^cart\[([0-9a-f]{32})\]\[qty\]$/.exec(name)?.[1];
    const line = cart.lines.find((candidate) => candidate.key === key);
    const quantity = wholeNumber(value);
    if (!line || quantity === null || quantity === line.quantity) continue;
    const problem = setCartQuantity(db, sessionId, line, Math.min(quantity, MAX_QUANTITY));
    if (problem) addNotice(db, sessionId, 'error', problem);
    else changed = true;
  }
  if (changed || fields.update_cart !== undefined) addNotice(db, sessionId, 'success', 'Cart updated.');
  if (fields.apply_coupon !== undefined || (fields.coupon_code ?? '').trim() !== '') {
    const notice = applyCoupon(db, sessionId, fields.coupon_code ?? '');
    addNotice(db, sessionId, notice.kind, notice.html);
  }
}

/**
 * Answers a POST below a shop's base: the product form, the cart form, the checkout form.
 * @param {ShopRequest} shop @param {URL} url @param {string} rest
 * @returns {Promise<import('../responses.mjs').HandlerResult>}
 */
async function postForm(shop, url, rest) {
  if (!isFromThisSite(shop.req)) return refusedPage(shop, FOREIGN_ORIGIN_TEXT);
  const { fields } = parseFormBody(shop.req.headers['content-type'], await readRequestBody(shop.req));
  const route = shopRoute(rest);
  if (fields['add-to-cart'] !== undefined) {
    const forged = forgeryProblem(shop.req, shop.db, ADD_TO_CART_NONCE, fields._wpnonce);
    if (forged) return refusedPage(shop, forged);
    addToCartAndNotify(shop, fields['add-to-cart'], fields.quantity);
    return answer(shop, redirect(url.pathname));
  }
  if (route.kind === 'cart') {
    const forged = forgeryProblem(shop.req, shop.db, CART_NONCE, fields['woocommerce-cart-nonce']);
    if (forged) return refusedPage(shop, forged);
    updateCart(shop, fields);
    return answer(shop, redirect(cartUrl(shop.flavour)));
  }
  if (route.kind === 'checkout') {
    const forged = forgeryProblem(shop.req, shop.db, CHECKOUT_NONCE, fields['woocommerce-process-checkout-nonce']);
    if (forged) return refusedPage(shop, forged);
    const outcome = processCheckout(shop, fields);
    if (outcome.result === 'success') return answer(shop, redirect(outcome.redirect));
    if (loadCart(shop.db, shop.sessionId).lines.length === 0) {
      // Nothing left to check out (a second post of the same cart): the cart page says why.
      if (shop.sessionId) for (const error of outcome.errors) addNotice(shop.db, shop.sessionId, 'error', error.html);
      return answer(shop, redirect(cartUrl(shop.flavour)));
    }
    return checkoutPage(shop, outcome.errors, fields, 400);
  }
  return answer(shop, { status: 405, text: 'Only the product, cart and checkout forms post here.', headers: { Allow: 'GET, HEAD' } });
}

/** The shop of the page that makes a call: the native one when its Referer is below it. @param {import('node:http').IncomingMessage} req */
function flavourOfCaller(req) {
  try {
    return new URL(String(req.headers.referer)).pathname.startsWith(NATIVE_SHOP_PATH) ? FLAVOURS.native : FLAVOURS.jquery;
  } catch {
    return FLAVOURS.jquery;
  }
}

/** WordPress's check_ajax_referer refusal. */
const AJAX_REFUSED = /** @type {const} */ ({ status: 403, text: '-1' });

/**
 * The wc-ajax calls, by endpoint. Each gets the request (origin already checked) and its fields.
 * @type {Record<string, (shop: ShopRequest, fields: import('../form-body.mjs').FormFields) => import('../responses.mjs').HandlerResult>}
 */
const WC_AJAX_CALLS = {
  get_refreshed_fragments(shop) {
    const cart = loadCart(shop.db, shop.sessionId);
    return { json: { fragments: cartFragments(cart, shop.context), cart_hash: cart.hash } };
  },
  add_to_cart(shop, fields) {
    const product = productById(shop.db, wholeNumber(fields.product_id) ?? 0);
    const quantity = (fields.quantity ?? '').trim() === '' ? 1 : (wholeNumber(fields.quantity) ?? 0);
    const sessionId = ensureSession(shop);
    const problem = product ? addToCart(shop.db, sessionId, product, quantity) : 'Sorry, this product cannot be purchased.';
    if (problem) {
      // The product page shows why, as WooCommerce sends the visitor there.
      addNotice(shop.db, sessionId, 'error', problem);
      return { json: { error: true, product_url: product ? productUrl(shop.flavour, product) : shop.flavour.base } };
    }
    return WC_AJAX_CALLS.get_refreshed_fragments(shop, fields);
  },
  remove_from_cart(shop, fields) {
    if (!removeCartItem(shop.db, shop.sessionId, fields.cart_item_key ?? '')) return { json: { success: false, error: true } };
    return WC_AJAX_CALLS.get_refreshed_fragments(shop, fields);
  },
  apply_coupon(shop, fields) {
    if (nonceProblem(nonceSecret(shop.db), APPLY_COUPON_NONCE, fields.security)) return AJAX_REFUSED;
    const notice = applyCoupon(shop.db, shop.sessionId, fields.coupon_code ?? '');
    return { html: renderNotices([notice]) };
  },
  remove_coupon(shop, fields) {
    if (nonceProblem(nonceSecret(shop.db), REMOVE_COUPON_NONCE, fields.security)) return AJAX_REFUSED;
    const code = (fields.coupon ?? '').trim();
    if (code === '') return { html: renderNotices([{ kind: 'error', html: 'Sorry there was a problem removing this coupon.' }]) };
    removeCoupon(shop.db, shop.sessionId, code);
    return { html: renderNotices([{ kind: 'success', html: 'Coupon has been removed.' }]) };
  },
  update_order_review(shop, fields) {
    if (nonceProblem(nonceSecret(shop.db), UPDATE_ORDER_REVIEW_NONCE, fields.security)) return AJAX_REFUSED;
    const cart = loadCart(shop.db, shop.sessionId);
    if (cart.lines.length === 0) {
      return { json: { fragments: { 'form.woocommerce-checkout': `<div class="woocommerce-error" role="alert">${sessionExpiredNotice(shop.flavour.base)}</div>` } } };
    }
    return {
      json: {
        result: 'success',
        messages: '',
        reload: false,
        fragments: {
          '.woocommerce-checkout-review-order-table': renderOrderReview(cart, shop.context),
          '.woocommerce-checkout-payment': renderPayment(fields.payment_method ?? '', shop.context),
        },
      },
    };
  },
  checkout(shop, fields) {
    const failure = (/** @type {import('./shop-markup.mjs').Notice[]} */ errors, status = 200) => ({
      status,
      json: { result: 'failure', messages: renderNotices(errors), refresh: false, reload: false },
    });
    const forged = nonceProblem(nonceSecret(shop.db), CHECKOUT_NONCE, fields['woocommerce-process-checkout-nonce'] ?? fields._wpnonce);
    if (forged) return failure([{ kind: 'error', html: escapeHtml(forged) }], 403);
    const outcome = processCheckout(shop, fields);
    if (outcome.result === 'failure') return failure(outcome.errors);
    return { json: outcome };
  },
};

/** @type {import('../registry.mjs').Route['handler']} */
async function wcAjax({ req, db, url }) {
  const shop = shopRequest(req, db, flavourOfCaller(req));
  const endpoint = url.searchParams.get('wc-ajax') ?? '';
  const posted = req.method === 'POST';
  const readsOnly = !posted && endpoint === 'get_refreshed_fragments';
  if (!readsOnly && !isFromThisSite(req)) {
    if (endpoint === 'checkout') return { status: 403, json: { result: 'failure', messages: renderNotices([{ kind: 'error', html: escapeHtml(FOREIGN_ORIGIN_TEXT) }]), refresh: false, reload: false } };
    return AJAX_REFUSED;
  }
  const call = Object.hasOwn(WC_AJAX_CALLS, endpoint) ? WC_AJAX_CALLS[endpoint] : undefined;
  if (!call) return { status: 400, text: '0' };
  const fields = posted ? parseFormBody(req.headers['content-type'], await readRequestBody(req)).fields : noFields();
  return answer(shop, call(shop, fields));
}

/** @param {import('./shop-markup.mjs').ShopFlavour} flavour @returns {import('../registry.mjs').Route[]} */
function shopRoutes(flavour) {
  const bare = flavour.base.slice(0, -1);
  return [
    { method: 'GET', path: bare, handler: () => redirect(flavour.base, 301) },
    { method: 'GET', path: flavour.base, prefix: true, handler: ({ req, db, url }) => getPage(shopRequest(req, db, flavour), url, url.pathname.slice(flavour.base.length)) },
    { method: 'POST', path: flavour.base, prefix: true, handler: ({ req, db, url }) => postForm(shopRequest(req, db, flavour), url, url.pathname.slice(flavour.base.length)) },
  ];
}

/** @type {import('../registry.mjs').Route[]} */
export const routes = [...shopRoutes(FLAVOURS.jquery), ...shopRoutes(FLAVOURS.native), { method: '*', path: '/', query: 'wc-ajax', handler: wcAjax }];
