/**
 * The reference shop's markup, WooCommerce's templates in our words (loop/add-to-cart.php,
 * cart/mini-cart.php, cart/cart.php, cart/cart-totals.php, checkout/form-checkout.php,
 * checkout/review-order.php, checkout/payment.php, checkout/thankyou.php, notices/*.php), with the
 * class names and ids WooCommerce's scripts and the pb-cart / pb-checkout elements look for
 * (/work/i19-contract.md). Every text is escaped here; notice HTML is built by the shop from
 * escaped parts.
 */
import { renderSitePage } from '../site-page.mjs';
import { escapeHtml } from '../escape-html.mjs';
import { COUNTRIES, formatMoney, PAYMENT_METHODS } from './shop-store.mjs';

/** The path of the shop's nav entry, and of its jQuery flavour. */
export const SHOP_PATH = '/shop/';
/** The same shop, its page script dispatching native events and no jQuery loaded. */
export const NATIVE_SHOP_PATH = '/shop-native/';
/** Where the drawn product pictures are, for both flavours. */
export const IMAGE_PATH = `${SHOP_PATH}images/`;
/** WooCommerce's wc-ajax address template. */
export const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
/** WooCommerce names these keys `wc_cart_hash_<md5 of the site>` and `wc_fragments_<md5 of the site>`. */
export const CART_HASH_KEY = 'wc_cart_hash_6d2e5c4b8a0f4f1e9c3b7a2d1e0f9a8b';
export const FRAGMENT_NAME = 'wc_fragments_6d2e5c4b8a0f4f1e9c3b7a2d1e0f9a8b';

/**
 * Which shop a page belongs to: its base path and the flavour of its page script.
 * @typedef {object} ShopFlavour
 * @property {string} base SHOP_PATH or NATIVE_SHOP_PATH.
 * @property {'jquery' | 'native'} events
 */

/** @type {Readonly<Record<'jquery' | 'native', ShopFlavour>>} */
export const FLAVOURS = Object.freeze({
  jquery: { base: SHOP_PATH, events: 'jquery' },
  native: { base: NATIVE_SHOP_PATH, events: 'native' },
});

/**
 * @typedef {{ kind: 'error' | 'success' | 'notice', html: string, id?: string }} Notice
 * `html` is trusted markup; `id` names the field an error is about (WooCommerce's `data-id`).
 */

/**
 * What the renderers need besides the data.
 * @typedef {object} RenderContext
 * @property {ShopFlavour} flavour
 * @property {(name: string) => string} nonce A fresh nonce for a call (../forgery-guard.mjs).
 */

/** @param {number} cents */
export function price(cents) {
  return `<span class="woocommerce-Price-amount amount"><bdi>${escapeHtml(formatMoney(cents))}</bdi></span>`;
}

/** A value for a `<script type="application/json">`: no `</script>` can end it early. @param {unknown} value */
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** @param {import('./shop-store.mjs').Product} product */
export function imageUrl(product) {
  return `${IMAGE_PATH}${encodeURIComponent(product.slug)}.svg`;
}

/** @param {import('./shop-store.mjs').Product} product @param {number} size @param {string} [loading] */
function productImage(product, size, loading = 'lazy') {
  return `<img src="${escapeHtml(imageUrl(product))}" width="${size}" height="${size}" alt="" decoding="async" loading="${loading}">`;
}

/**
 * The product's picture: its initials on its colour, drawn by the server (no image files to ship).
 * @param {import('./shop-store.mjs').Product} product
 */
export function productSvg(product) {
  const initials = product.name
    .split(/[\s,]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${product.hue} 45% 88%)"/><circle cx="150" cy="150" r="96" fill="hsl(${product.hue} 40% 32%)"/><text x="150" y="150" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}

/** @param {ShopFlavour} flavour */
const urls = (flavour) => ({
  shop: flavour.base,
  cart: `${flavour.base}cart/`,
  checkout: `${flavour.base}checkout/`,
  product: (/** @type {import('./shop-store.mjs').Product} */ product) => `${flavour.base}product/${encodeURIComponent(product.slug)}/`,
});

/** @param {ShopFlavour} flavour */
export function cartUrl(flavour) {
  return urls(flavour).cart;
}

/** @param {ShopFlavour} flavour */
export function checkoutUrl(flavour) {
  return urls(flavour).checkout;
}

/** @param {ShopFlavour} flavour @param {import('./shop-store.mjs').Product} product */
export function productUrl(flavour, product) {
  return urls(flavour).product(product);
}

/** @param {ShopFlavour} flavour @param {{ id: number, order_key: string }} order */
export function orderReceivedUrl(flavour, order) {
  return `${flavour.base}checkout/order-received/${order.id}/?key=${encodeURIComponent(order.order_key)}`;
}

/** `2 items`. @param {number} count */
function itemCountText(count) {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header cart link (fragment `a.cart-contents`). @param {import('./shop-store.mjs').Cart} cart @param {ShopFlavour} flavour */
export function renderCartLink(cart, flavour) {
  return `<a class="cart-contents" href="${escapeHtml(cartUrl(flavour))}"><span class="cart-contents-count">${itemCountText(cart.itemCount)}</span> <span class="cart-contents-total">${price(cart.subtotal)}</span></a>`;
}

/**
 * The remove link of a cart line: without JavaScript a plain link with the cart nonce.
 * @param {import('./shop-store.mjs').CartLine} line @param {RenderContext} context @param {string} className
 */
function removeLink(line, context, className) {
  const href = `${cartUrl(context.flavour)}?remove_item=${line.key}&_wpnonce=${encodeURIComponent(context.nonce(CART_NONCE))}`;
  return `<a href="${escapeHtml(href)}" class="${className}" aria-label="${escapeHtml(`Remove ${line.product.name} from cart`)}" data-product_id="${line.product.id}" data-cart_item_key="${line.key}" data-product_sku="${escapeHtml(line.product.sku)}">×</a>`;
}

/** The nonce of the cart form, its remove links and its coupon links (WooCommerce's `woocommerce-cart`). */
export const CART_NONCE = 'woocommerce_cart';

/** The mini-cart contents (fragment `div.widget_shopping_cart_content`). @param {import('./shop-store.mjs').Cart} cart @param {RenderContext} context */
export function renderMiniCartContents(cart, context) {
  if (cart.lines.length === 0) {
    return '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';
  }
  const items = cart.lines.map(
    (line) => `<li class="woocommerce-mini-cart-item mini_cart_item">${removeLink(line, context, 'remove remove_from_cart_button')}<a href="${escapeHtml(productUrl(context.flavour, line.product))}">${productImage(line.product, 64)}${escapeHtml(line.product.name)}</a><span class="quantity">${line.quantity} × ${price(line.product.price_cents)}</span></li>`,
  );
  const { cart: cartHref, checkout } = urls(context.flavour);
  return `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items.join('')}</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${price(cart.subtotal)}</p><p class="woocommerce-mini-cart__buttons buttons"><a href="${escapeHtml(cartHref)}" class="button wc-forward">View cart</a> <a href="${escapeHtml(checkout)}" class="button checkout wc-forward">Checkout</a></p></div>`;
}

/**
 * The fragments every cart call answers (WooCommerce's `woocommerce_add_to_cart_fragments`).
 * @param {import('./shop-store.mjs').Cart} cart @param {RenderContext} context
 */
export function cartFragments(cart, context) {
  return {
    'div.widget_shopping_cart_content': renderMiniCartContents(cart, context),
    'a.cart-contents': renderCartLink(cart, context.flavour),
  };
}

/**
 * Notices as wc_print_notices prints them: errors in one list, then successes, then notices.
 * @param {Notice[]} notices
 */
export function renderNotices(notices) {
  const errors = notices.filter((notice) => notice.kind === 'error');
  const parts = [];
  if (errors.length > 0) {
    const items = errors.map((notice) => `<li${notice.id ? ` data-id="${escapeHtml(notice.id)}"` : ''}>${notice.html}</li>`);
    parts.push(`<ul class="woocommerce-error" role="alert">${items.join('')}</ul>`);
  }
  for (const notice of notices.filter((candidate) => candidate.kind === 'success')) parts.push(`<div class="woocommerce-message" role="alert">${notice.html}</div>`);
  for (const notice of notices.filter((candidate) => candidate.kind === 'notice')) parts.push(`<div class="woocommerce-info" role="status">${notice.html}</div>`);
  return parts.join('');
}

/**
 * A whole shop page: the site's shell, the page configuration and WooCommerce's params as JSON,
 * the page script of the flavour, and the top bar with the mini cart.
 * @param {object} page
 * @param {string} page.title Text.
 * @param {string} page.description Text.
 * @param {string} page.path The page's path below the base ("cart/"), for the other flavour's link.
 * @param {string} page.main Markup of the content.
 * @param {import('./shop-store.mjs').Cart} page.cart
 * @param {RenderContext} page.context
 * @param {Record<string, unknown>} [page.pageParams] WooCommerce's params of this kind of page (wc_checkout_params, wc_cart_params).
 * @param {string} [page.mainAttributes] Trusted attribute markup for `<main>`.
 */
export function renderShopPage({ title, description, path, main, cart, context, pageParams = {}, mainAttributes }) {
  const { flavour } = context;
  const isCart = path === 'cart/';
  const config = {
    wcAjaxUrl: WC_AJAX_URL,
    cartHashKey: CART_HASH_KEY,
    fragmentName: FRAGMENT_NAME,
    // The split test's order goal (data-pb-ab-order-received) is recorded with this nonce.
    nonces: { et_ab_log_nonce: context.nonce('et_ab_log_nonce') },
  };
  const wcParams = {
    wc_add_to_cart_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: WC_AJAX_URL, i18n_view_cart: 'View cart', cart_url: cartUrl(flavour), is_cart: isCart, cart_redirect_after_add: 'no' },
    wc_cart_fragments_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: WC_AJAX_URL, cart_hash_key: CART_HASH_KEY, fragment_name: FRAGMENT_NAME, request_timeout: '5000' },
    ...pageParams,
  };
  const scripts = [
    `<script type="application/json" id="pb-config">${scriptJson(config)}</script>`,
    `<script type="application/json" id="wc-params">${scriptJson(wcParams)}</script>`,
    ...(flavour.events === 'jquery' ? ['<script src="/vendor/jquery/jquery.min.js" defer></script>'] : []),
    `<script src="/assets/shop.js" data-events="${flavour.events}" defer></script>`,
  ];
  const other = flavour.events === 'jquery' ? FLAVOURS.native : FLAVOURS.jquery;
  const otherLabel = other.events === 'native' ? 'the same shop with native events' : 'the same shop with jQuery events';
  const flavourText =
    flavour.events === 'jquery'
      ? 'The shop’s events are triggered with jQuery, as WooCommerce does.'
      : 'The shop’s events are dispatched as native events; no jQuery is loaded.';
  return renderSitePage({
    title,
    description,
    stylesheets: ['/assets/shop.css'],
    current: SHOP_PATH,
    head: scripts.map((script) => `    ${script}`).join('\n'),
    mainAttributes,
    main: `      <div class="shop-bar">
        <p class="shop-flavour">${escapeHtml(flavourText)} <a href="${escapeHtml(`${other.base}${path}`)}">See ${escapeHtml(otherLabel)}</a>.</p>
        <pb-cart variant="mini" label="Cart">${renderCartLink(cart, flavour)}${renderMiniCartContents(cart, context)}</pb-cart>
      </div>
${main}`,
  });
}

/** @param {import('./shop-store.mjs').Product} product @param {ShopFlavour} flavour */
function renderLoopProduct(product, flavour) {
  const classes = ['product', 'type-product', `post-${product.id}`, product.stock > 0 ? 'instock' : 'outofstock', 'product-type-simple'];
  const button =
    product.stock > 0
      ? `<a href="?add-to-cart=${product.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="${escapeHtml(product.sku)}" aria-label="${escapeHtml(`Add to cart: “${product.name}”`)}" rel="nofollow">Add to cart</a>`
      : `<a href="${escapeHtml(productUrl(flavour, product))}" class="button product_type_simple" aria-label="${escapeHtml(`Read more about “${product.name}”`)}" rel="nofollow">Read more</a>`;
  return `<li class="${classes.join(' ')}"><a href="${escapeHtml(productUrl(flavour, product))}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${productImage(product, 300)}<h3 class="woocommerce-loop-product__title">${escapeHtml(product.name)}</h3><span class="price">${price(product.price_cents)}</span></a>${button}</li>`;
}

/**
 * The product grid, by category.
 * @param {import('./shop-store.mjs').Product[]} products @param {Notice[]} notices @param {ShopFlavour} flavour
 */
export function renderShopMain(products, notices, flavour) {
  const categories = [...new Set(products.map((product) => product.category))];
  const sections = categories.map(
    (category) => `      <section class="shop-category" aria-labelledby="category-${escapeHtml(slugOf(category))}">
        <h2 id="category-${escapeHtml(slugOf(category))}">${escapeHtml(category)}</h2>
        <ul class="products">${products.filter((product) => product.category === category).map((product) => renderLoopProduct(product, flavour)).join('')}</ul>
      </section>`,
  );
  return `      <h1>Shop</h1>
      <div class="woocommerce-notices-wrapper">${renderNotices(notices)}</div>
      <p class="lead">Gear, maps and food for the coast path. Add to cart here or on a product’s page: without JavaScript every button is a plain link or form.</p>
${sections.join('\n')}`;
}

/** @param {string} text */
function slugOf(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * A quantity field as WooCommerce's global/quantity-input.php.
 * @param {{ id: string, name: string, value: number, min: number, max: number, label: string }} field
 */
function quantityInput({ id, name, value, min, max, label }) {
  return `<div class="quantity"><label class="screen-reader-text" for="${escapeHtml(id)}">${escapeHtml(label)}</label><input type="number" id="${escapeHtml(id)}" class="input-text qty text" name="${escapeHtml(name)}" value="${value}" min="${min}" max="${max}" step="1" inputmode="numeric" autocomplete="off"></div>`;
}

/**
 * A product's page.
 * @param {import('./shop-store.mjs').Product} product @param {Notice[]} notices @param {RenderContext} context
 */
export function renderProductMain(product, notices, context) {
  const action = productUrl(context.flavour, product);
  const purchase =
    product.stock > 0
      ? `<p class="stock in-stock">${product.stock} in stock</p>
          <form class="cart" action="${escapeHtml(action)}" method="post">
            ${quantityInput({ id: `quantity_${product.id}`, name: 'quantity', value: 1, min: 1, max: product.stock, label: `${product.name} quantity` })}
            <input type="hidden" name="_wpnonce" value="${escapeHtml(context.nonce(ADD_TO_CART_NONCE))}">
            <button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add to cart</button>
          </form>`
      : '<p class="stock out-of-stock">Out of stock</p>';
  return `      <div class="woocommerce-notices-wrapper">${renderNotices(notices)}</div>
      <div id="product-${product.id}" class="product type-product ${product.stock > 0 ? 'instock' : 'outofstock'} product-type-simple">
        <div class="woocommerce-product-gallery images">${productImage(product, 300, 'eager')}</div>
        <div class="summary entry-summary">
          <h1 class="product_title entry-title">${escapeHtml(product.name)}</h1>
          <p class="price">${price(product.price_cents)}</p>
          <div class="woocommerce-product-details__short-description"><p>${escapeHtml(product.description)}</p></div>
          ${purchase}
          <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">${escapeHtml(product.sku)}</span></span> <span class="posted_in">Category: ${escapeHtml(product.category)}</span></div>
        </div>
      </div>
      <p><a class="wc-backward" href="${escapeHtml(context.flavour.base)}">Back to the shop</a></p>`;
}

/** The nonce of the product page's add-to-cart form. */
export const ADD_TO_CART_NONCE = 'add_to_cart';

/** The coupon rows of a totals table. @param {import('./shop-store.mjs').Cart} cart @param {RenderContext} context @param {string} removeBase */
function couponRows(cart, context, removeBase) {
  return cart.coupons
    .map((coupon) => {
      const label = `Coupon: ${coupon.code}`;
      const href = `${removeBase}?remove_coupon=${encodeURIComponent(coupon.code)}&_wpnonce=${encodeURIComponent(context.nonce(CART_NONCE))}`;
      return `<tr class="cart-discount coupon-${escapeHtml(coupon.code)}"><th scope="row">${escapeHtml(label)}</th><td data-title="${escapeHtml(label)}">-${price(coupon.discount)} <a href="${escapeHtml(href)}" class="woocommerce-remove-coupon" data-coupon="${escapeHtml(coupon.code)}" aria-label="${escapeHtml(`Remove ${coupon.code} coupon`)}">[Remove]</a></td></tr>`;
    })
    .join('');
}

/** The cart totals (`.cart_totals`). @param {import('./shop-store.mjs').Cart} cart @param {RenderContext} context */
export function renderCartTotals(cart, context) {
  return `<div class="cart_totals"><h2>Cart totals</h2><table class="shop_table shop_table_responsive"><tbody><tr class="cart-subtotal"><th scope="row">Subtotal</th><td data-title="Subtotal">${price(cart.subtotal)}</td></tr>${couponRows(cart, context, cartUrl(context.flavour))}<tr class="order-total"><th scope="row">Total</th><td data-title="Total"><strong>${price(cart.total)}</strong></td></tr></tbody></table><div class="wc-proceed-to-checkout"><a href="${escapeHtml(checkoutUrl(context.flavour))}" class="checkout-button button alt wc-forward">Proceed to checkout</a></div></div>`;
}

/**
 * The cart page's content: WooCommerce's cart form and totals, or its empty-cart message.
 * @param {import('./shop-store.mjs').Cart} cart @param {Notice[]} notices @param {RenderContext} context
 */
export function renderCartMain(cart, notices, context) {
  const { flavour } = context;
  if (cart.lines.length === 0) {
    return `      <h1>Cart</h1>
      <pb-cart variant="cart"><div class="woocommerce"><div class="woocommerce-notices-wrapper">${renderNotices(notices)}</div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="${escapeHtml(flavour.base)}">Return to shop</a></p></div></pb-cart>`;
  }
  const rows = cart.lines.map(
    (line) => `<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove">${removeLink(line, context, 'remove')}</td><td class="product-thumbnail"><a href="${escapeHtml(productUrl(flavour, line.product))}" tabindex="-1" aria-hidden="true">${productImage(line.product, 64)}</a></td><td class="product-name" data-title="Product"><a href="${escapeHtml(productUrl(flavour, line.product))}">${escapeHtml(line.product.name)}</a></td><td class="product-price" data-title="Price">${price(line.product.price_cents)}</td><td class="product-quantity" data-title="Quantity">${quantityInput({ id: `quantity_${line.key}`, name: `cart[${line.key}][qty]`, value: line.quantity, min: 0, max: line.product.stock, label: `${line.product.name} quantity` })}</td><td class="product-subtotal" data-title="Subtotal">${price(line.lineTotal)}</td></tr>`,
  );
  return `      <h1>Cart</h1>
      <pb-cart variant="cart"><div class="woocommerce"><div class="woocommerce-notices-wrapper">${renderNotices(notices)}</div>
        <form class="woocommerce-cart-form" action="${escapeHtml(cartUrl(flavour))}" method="post">
          <table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents"><thead><tr><th class="product-remove"><span class="screen-reader-text">Remove item</span></th><th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th><th class="product-name">Product</th><th class="product-price">Price</th><th class="product-quantity">Quantity</th><th class="product-subtotal">Subtotal</th></tr></thead>
          <tbody>${rows.join('')}
            <tr><td colspan="6" class="actions"><div class="coupon"><label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code"> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></div> <button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button><input type="hidden" name="woocommerce-cart-nonce" value="${escapeHtml(context.nonce(CART_NONCE))}"></td></tr>
          </tbody></table>
        </form>
        <div class="cart-collaterals">${renderCartTotals(cart, context)}</div>
      </div></pb-cart>`;
}

/**
 * The checkout's billing fields, WooCommerce's names, labels, order and autocomplete tokens.
 * @type {ReadonlyArray<{ key: keyof import('./shop-store.mjs').BillingDetails, label: string, required: boolean, type: 'text' | 'email' | 'tel' | 'country', autocomplete: string, wide?: 'first' | 'last', placeholder?: string, labelHidden?: boolean }>}
 */
export const BILLING_FIELDS = [
  { key: 'billing_first_name', label: 'First name', required: true, type: 'text', autocomplete: 'given-name', wide: 'first' },
  { key: 'billing_last_name', label: 'Last name', required: true, type: 'text', autocomplete: 'family-name', wide: 'last' },
  { key: 'billing_country', label: 'Country / Region', required: true, type: 'country', autocomplete: 'country' },
  { key: 'billing_address_1', label: 'Street address', required: true, type: 'text', autocomplete: 'address-line1', placeholder: 'House number and street name' },
  { key: 'billing_address_2', label: 'Apartment, suite, unit, etc.', required: false, type: 'text', autocomplete: 'address-line2', placeholder: 'Apartment, suite, unit, etc. (optional)', labelHidden: true },
  { key: 'billing_city', label: 'Town / City', required: true, type: 'text', autocomplete: 'address-level2' },
  { key: 'billing_postcode', label: 'Postcode / ZIP', required: true, type: 'text', autocomplete: 'postal-code' },
  { key: 'billing_phone', label: 'Phone', required: false, type: 'tel', autocomplete: 'tel' },
  { key: 'billing_email', label: 'Email address', required: true, type: 'email', autocomplete: 'email' },
];

/** @param {(typeof BILLING_FIELDS)[number]} field @param {string} value @param {boolean} invalid */
function billingField(field, value, invalid) {
  const rowClasses = ['form-row', field.wide ? `form-row-${field.wide}` : 'form-row-wide', field.required ? 'validate-required' : '', invalid ? 'woocommerce-invalid' : ''].filter(Boolean);
  const marker = field.required ? '&nbsp;<span class="required" aria-hidden="true">*</span>' : '&nbsp;<span class="optional">(optional)</span>';
  const label = `<label for="${field.key}"${field.labelHidden ? ' class="screen-reader-text"' : ''}>${escapeHtml(field.label)}${marker}</label>`;
  const common = `name="${field.key}" id="${field.key}" autocomplete="${field.autocomplete}"${field.required ? ' aria-required="true"' : ''}${invalid ? ' aria-invalid="true"' : ''}`;
  const control =
    field.type === 'country'
      ? `<select ${common} class="country_to_state country_select"><option value="">Select a country / region…</option>${Object.entries(COUNTRIES)
          .map(([code, name]) => `<option value="${code}"${code === value ? ' selected' : ''}>${escapeHtml(name)}</option>`)
          .join('')}</select>`
      : `<input type="${field.type}" class="input-text" ${common} value="${escapeHtml(value)}"${field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : ''}>`;
  return `<p class="${rowClasses.join(' ')}" id="${field.key}_field">${label}<span class="woocommerce-input-wrapper">${control}</span></p>`;
}

/** The order review table (fragment `.woocommerce-checkout-review-order-table`). @param {import('./shop-store.mjs').Cart} cart @param {RenderContext} context */
export function renderOrderReview(cart, context) {
  const rows = cart.lines.map(
    (line) => `<tr class="cart_item"><td class="product-name">${escapeHtml(line.product.name)}&nbsp;<strong class="product-quantity">×&nbsp;${line.quantity}</strong></td><td class="product-total">${price(line.lineTotal)}</td></tr>`,
  );
  return `<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead><tbody>${rows.join('')}</tbody><tfoot><tr class="cart-subtotal"><th scope="row">Subtotal</th><td>${price(cart.subtotal)}</td></tr>${couponRows(cart, context, checkoutUrl(context.flavour))}<tr class="order-total"><th scope="row">Total</th><td><strong>${price(cart.total)}</strong></td></tr></tfoot></table>`;
}

/** The nonces of the checkout (WooCommerce's `woocommerce-process_checkout`, `update-order-review`, `apply-coupon`, `remove-coupon`). */
export const CHECKOUT_NONCE = 'process_checkout';
export const UPDATE_ORDER_REVIEW_NONCE = 'update_order_review';
export const APPLY_COUPON_NONCE = 'apply_coupon';
export const REMOVE_COUPON_NONCE = 'remove_coupon';

/**
 * The payment methods and the place-order button (fragment `.woocommerce-checkout-payment`).
 * @param {string} chosen The chosen method's id.
 * @param {RenderContext} context
 */
export function renderPayment(chosen, context) {
  const selected = PAYMENT_METHODS.some((method) => method.id === chosen) ? chosen : PAYMENT_METHODS[0].id;
  const methods = PAYMENT_METHODS.map(
    (method) => `<li class="wc_payment_method payment_method_${method.id}"><input id="payment_method_${method.id}" type="radio" class="input-radio" name="payment_method" value="${method.id}"${method.id === selected ? ' checked' : ''}> <label for="payment_method_${method.id}">${escapeHtml(method.title)}</label><div class="payment_box payment_method_${method.id}"><p>${escapeHtml(method.description)}</p></div></li>`,
  );
  return `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${methods.join('')}</ul><div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button><input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${escapeHtml(context.nonce(CHECKOUT_NONCE))}"></div></div>`;
}

/**
 * The checkout page's content.
 * @param {import('./shop-store.mjs').Cart} cart @param {Notice[]} errors Shown as the checkout's notice group.
 * @param {Record<string, string>} values What the visitor typed (kept after a failed post).
 * @param {RenderContext} context
 */
export function renderCheckoutMain(cart, errors, values, context) {
  const invalid = new Set(errors.map((error) => error.id));
  const group = errors.length > 0 ? `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${renderNotices(errors)}</div>` : '';
  const fields = BILLING_FIELDS.map((field) => billingField(field, values[field.key] ?? '', invalid.has(field.key)));
  return `      <h1>Checkout</h1>
      <pb-checkout>
        <form name="checkout" method="post" class="checkout woocommerce-checkout" action="${escapeHtml(checkoutUrl(context.flavour))}">${group}
          <div class="col2-set" id="customer_details"><div class="woocommerce-billing-fields"><h2>Billing details</h2><div class="woocommerce-billing-fields__field-wrapper">${fields.join('')}</div></div></div>
          <h2 id="order_review_heading">Your order</h2>
          <div id="order_review" class="woocommerce-checkout-review-order">${renderOrderReview(cart, context)}${renderPayment(values.payment_method ?? '', context)}</div>
        </form>
      </pb-checkout>`;
}

/** @param {string} iso */
function longDate(iso) {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** The thank-you page's content. @param {import('./shop-store.mjs').StoredOrder} order */
export function renderOrderReceivedMain(order) {
  const items = order.items.map(
    (item) => `<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${escapeHtml(item.name)} <strong class="product-quantity">×&nbsp;${item.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${price(item.line_total_cents)}</td></tr>`,
  );
  const discount = order.discount_cents > 0 ? `<tr><th scope="row">Discount:</th><td>-${price(order.discount_cents)}</td></tr>` : '';
  const address = [
    `${order.billing_first_name} ${order.billing_last_name}`,
    order.billing_address_1,
    order.billing_address_2,
    `${order.billing_postcode} ${order.billing_city}`,
    COUNTRIES[/** @type {keyof typeof COUNTRIES} */ (order.billing_country)] ?? order.billing_country,
  ].filter((line) => line.trim() !== '');
  return `      <h1>Order received</h1>
      <div class="woocommerce-order">
        <p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
        <ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
          <li class="woocommerce-order-overview__order order">Order number: <strong>${order.id}</strong></li>
          <li class="woocommerce-order-overview__date date">Date: <strong>${escapeHtml(longDate(order.created_at))}</strong></li>
          <li class="woocommerce-order-overview__email email">Email: <strong>${escapeHtml(order.billing_email)}</strong></li>
          <li class="woocommerce-order-overview__total total">Total: <strong>${price(order.total_cents)}</strong></li>
          <li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${escapeHtml(order.payment_method_title)}</strong></li>
        </ul>
        <section class="woocommerce-order-details">
          <h2 class="woocommerce-order-details__title">Order details</h2>
          <table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
          <tbody>${items.join('')}</tbody>
          <tfoot><tr><th scope="row">Subtotal:</th><td>${price(order.subtotal_cents)}</td></tr>${discount}<tr><th scope="row">Payment method:</th><td>${escapeHtml(order.payment_method_title)}</td></tr><tr><th scope="row">Total:</th><td>${price(order.total_cents)}</td></tr></tfoot></table>
        </section>
        <section class="woocommerce-customer-details">
          <h2 class="woocommerce-column__title">Billing address</h2>
          <address>${address.map(escapeHtml).join('<br>')}${order.billing_phone ? `<br><span class="woocommerce-customer-details--phone">${escapeHtml(order.billing_phone)}</span>` : ''}<br><span class="woocommerce-customer-details--email">${escapeHtml(order.billing_email)}</span></address>
        </section>
      </div>`;
}

/** The shop's 404 content. @param {string} explanation Text. @param {ShopFlavour} flavour */
export function renderNotFoundMain(explanation, flavour) {
  return `      <h1>Page not found</h1>
      <p>${escapeHtml(explanation)}</p>
      <p><a class="wc-backward" href="${escapeHtml(flavour.base)}">Return to shop</a></p>`;
}
