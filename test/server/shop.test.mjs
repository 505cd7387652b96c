/**
 * The reference shop (issue 19, demo/server/endpoints/shop.mjs): WooCommerce's wc-ajax calls,
 * sessions and cart cookies, coupons, the checkout's validation and its one order per cart, and
 * the server-rendered pages working without JavaScript.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_TEXT } from '../../demo/server/forgery-guard.mjs';
import { cartItemKey } from '../../demo/server/endpoints/shop-store.mjs';
import { createTempDir, pageNonce, removeDir, startApp } from './test-server.mjs';

/** Product 1 (€24.50, 14 in stock), product 3 (€12.00), product 12 (out of stock). */
const POLE = 1;
const MAP_CASE = 3;
const COFFEE = 12;

const VALID_BILLING = {
  billing_first_name: 'Ann',
  billing_last_name: 'Walker',
  billing_country: 'IE',
  billing_address_1: '1 Harbour Road',
  billing_address_2: '',
  billing_city: 'Cobh',
  billing_postcode: 'P24 X123',
  billing_phone: '+353 21 000 0000',
  billing_email: 'ann@example.org',
  payment_method: 'cod',
};

describe('reference shop', () => {
  /** @type {string} */
  let dataDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeEach(async () => {
    dataDir = await createTempDir();
    running = await startApp({ dbPath: path.join(dataDir, 'shop.sqlite') });
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  /**
   * A browser of one visitor: keeps the cookies the shop sets, sends its page's Origin and Referer.
   * @param {string} [page] The page it is on (its Referer).
   */
  const visitor = (page = '/shop/') => {
    /** @type {Map<string, string>} */
    const jar = new Map();
    /** @param {Response} response */
    const keep = (response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair, ...attributes] = cookie.split(';');
        const [name, value] = pair.split('=');
        if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      jar,
      /** @param {string} url @param {RequestInit} [init] */
      async get(url, init = {}) {
        return keep(await fetch(`${running.baseUrl}${url}`, { redirect: 'manual', ...init, headers: { Cookie: cookieHeader(), ...init.headers } }));
      },
      /** @param {string} url @param {Record<string, string>} fields @param {Record<string, string>} [headers] */
      async post(url, fields, headers = {}) {
        return keep(
          await fetch(`${running.baseUrl}${url}`, {
            method: 'POST',
            redirect: 'manual',
            body: new URLSearchParams(fields),
            headers: { Cookie: cookieHeader(), Origin: running.baseUrl, Referer: `${running.baseUrl}${page}`, ...headers },
          }),
        );
      },
      /** @param {string} endpoint @param {Record<string, string>} [fields] @param {Record<string, string>} [headers] */
      ajax(endpoint, fields = {}, headers = {}) {
        return this.post(`/?wc-ajax=${endpoint}`, fields, headers);
      },
    };
  };
  /** @param {string} name */
  const nonce = (name) => pageNonce(running.app, name);
  /** @param {Response} response */
  const mainOf = async (response) => /<main[\s\S]*<\/main>/.exec(await response.text())?.[0] ?? '';
  const orderCount = () => running.app.db.prepare('SELECT COUNT(*) FROM shop_orders').pluck().get();
  /** @param {ReturnType<typeof visitor>} who */
  const checkout = (who, fields = {}) => who.ajax('checkout', { ...VALID_BILLING, 'woocommerce-process-checkout-nonce': nonce('process_checkout'), ...fields });

  describe('pages', () => {
    it('/shop/ lists the catalogue in WooCommerce loop markup, with the mini cart, the configuration and the jQuery flavour', async () => {
      const response = await fetch(`${running.baseUrl}/shop/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html.match(/<li class="product /g)).toHaveLength(12);
      expect(html).toContain(
        '<a href="?add-to-cart=1" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="1" data-product_sku="POLE-ASH" aria-label="Add to cart: “Ash walking pole”" rel="nofollow">Add to cart</a>',
      );
      expect(html).toContain('aria-label="Read more about “Camp coffee”"');
      expect(html).toContain('<pb-cart variant="mini" label="Cart"><a class="cart-contents" href="/shop/cart/"><span class="cart-contents-count">0 items</span>');
      expect(html).toContain('<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>');
      expect(html).toContain('<link rel="expect" href="#site-footer" blocking="render">');
      expect(html).toContain('<li><a href="/shop/" aria-current="page">Shop</a></li>');
      const config = JSON.parse(/<script type="application\/json" id="pb-config">(.*?)<\/script>/.exec(html)?.[1] ?? '');
      expect(config).toMatchObject({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartHashKey: expect.stringMatching(/^wc_cart_hash_/), fragmentName: expect.stringMatching(/^wc_fragments_/) });
      const params = JSON.parse(/<script type="application\/json" id="wc-params">(.*?)<\/script>/.exec(html)?.[1] ?? '');
      expect(params.wc_add_to_cart_params).toMatchObject({ wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: '/shop/cart/', is_cart: false, i18n_view_cart: 'View cart' });
      expect(params.wc_cart_fragments_params).toMatchObject({ cart_hash_key: config.cartHashKey, fragment_name: config.fragmentName });
      expect(html).toContain('<script src="/vendor/jquery/jquery.min.js" defer></script>');
      expect(html).toContain('<script src="/assets/shop.js" data-events="jquery" defer></script>');
      expect(html).not.toMatch(/<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>/);
    });

    it('/shop-native/ is the same shop with the native flavour and no jQuery', async () => {
      const html = await (await fetch(`${running.baseUrl}/shop-native/cart/`)).text();
      expect(html).toContain('<script src="/assets/shop.js" data-events="native" defer></script>');
      expect(html).not.toContain('jquery');
      expect(html).toContain('<a class="cart-contents" href="/shop-native/cart/">');
      expect(html).toContain('<a href="/shop/cart/">See the same shop with jQuery events</a>');
    });

    it('serves jQuery from the npm package and the drawn product pictures', async () => {
      const jquery = await fetch(`${running.baseUrl}/vendor/jquery/jquery.min.js`);
      expect(jquery.status).toBe(200);
      expect(jquery.headers.get('content-type')).toMatch(/^text\/javascript/);
      const { version } = JSON.parse(readFileSync(path.resolve('node_modules/jquery/package.json'), 'utf8'));
      expect((await jquery.text()).startsWith(`/*! jQuery v${version} `), `the installed jQuery ${version}`).toBe(true);
      const image = await fetch(`${running.baseUrl}/shop/images/steel-flask.svg`);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await image.text()).toContain('>SF</text>');
    });

    it('a product page has form.cart with its quantity and add-to-cart button', async () => {
      const main = await mainOf(await fetch(`${running.baseUrl}/shop/product/ash-walking-pole/`));
      expect(main).toContain('<h1 class="product_title entry-title">Ash walking pole</h1>');
      expect(main).toContain('<form class="cart" action="/shop/product/ash-walking-pole/" method="post">');
      expect(main).toContain('name="quantity" value="1" min="1" max="14"');
      expect(main).toContain('<button type="submit" name="add-to-cart" value="1" class="single_add_to_cart_button button alt">Add to cart</button>');
      const soldOut = await mainOf(await fetch(`${running.baseUrl}/shop/product/camp-coffee/`));
      expect(soldOut).toContain('<p class="stock out-of-stock">Out of stock</p>');
      expect(soldOut).not.toContain('form class="cart"');
    });

    it('answers real 404s: unknown product, unknown page, unknown picture, an order with a wrong key', async () => {
      for (const url of ['/shop/product/nothing-here/', '/shop/nowhere/', '/shop/images/nothing.svg', '/shop-native/images/steel-flask.svg', '/shop/checkout/order-received/1/?key=wc_order_x']) {
        const response = await fetch(`${running.baseUrl}${url}`);
        expect(response.status, url).toBe(404);
        expect(await response.text(), url).toContain('<h1>Page not found</h1>');
      }
      expect((await fetch(`${running.baseUrl}/shop`, { redirect: 'manual' })).headers.get('location')).toBe('/shop/');
    });

    it('the empty cart page, and the checkout of an empty cart sends to the cart', async () => {
      const main = await mainOf(await fetch(`${running.baseUrl}/shop/cart/`));
      expect(main).toContain('<div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div>');
      expect(main).toContain('<a class="button wc-backward" href="/shop/">Return to shop</a>');
      const response = await fetch(`${running.baseUrl}/shop/checkout/`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/shop/cart/');
    });
  });

  describe('calls and cookies', () => {
    it('add_to_cart answers {fragments, cart_hash}, makes the session and sets WooCommerce\'s cookies', async () => {
      const ann = visitor();
      const response = await ann.ajax('add_to_cart', { product_id: String(POLE), quantity: '2', product_sku: 'POLE-ASH' });
      expect(response.status).toBe(200);
      const { fragments, cart_hash } = await response.json();
      expect(Object.keys(fragments)).toEqual(['div.widget_shopping_cart_content', 'a.cart-contents']);
      expect(fragments['a.cart-contents']).toBe(
        '<a class="cart-contents" href="/shop/cart/"><span class="cart-contents-count">2 items</span> <span class="cart-contents-total"><span class="woocommerce-Price-amount amount"><bdi>€49.00</bdi></span></span></a>',
      );
      const key = cartItemKey(POLE);
      expect(fragments['div.widget_shopping_cart_content']).toContain(`data-product_id="1" data-cart_item_key="${key}" data-product_sku="POLE-ASH">×</a>`);
      expect(fragments['div.widget_shopping_cart_content']).toContain('<span class="quantity">2 × <span class="woocommerce-Price-amount amount"><bdi>€24.50</bdi></span></span>');
      expect(cart_hash).toMatch(/^[0-9a-f]{32}$/);
      const cookies = response.headers.getSetCookie();
      expect(cookies.find((cookie) => cookie.startsWith('wp_woocommerce_session_pbdemo='))).toMatch(/^wp_woocommerce_session_pbdemo=[0-9a-f]{32}; Path=\/; Max-Age=172800; HttpOnly; SameSite=Lax$/);
      expect(ann.jar.get('woocommerce_items_in_cart')).toBe('1');
      expect(ann.jar.get('woocommerce_cart_hash')).toBe(cart_hash);
    });

    it('add_to_cart refuses an unknown product and one out of stock with {error, product_url}; the product page tells why', async () => {
      const ann = visitor();
      expect(await (await ann.ajax('add_to_cart', { product_id: '999' })).json()).toEqual({ error: true, product_url: '/shop/' });
      expect(await (await ann.ajax('add_to_cart', { product_id: String(COFFEE) })).json()).toEqual({ error: true, product_url: '/shop/product/camp-coffee/' });
      const tooMany = await (await ann.ajax('add_to_cart', { product_id: String(POLE), quantity: '15' })).json();
      expect(tooMany).toEqual({ error: true, product_url: '/shop/product/ash-walking-pole/' });
      const main = await mainOf(await ann.get('/shop/product/camp-coffee/'));
      expect(main).toContain('You cannot add “Camp coffee” to the cart because the product is out of stock.');
      expect(main).toContain('because there is not enough stock (14 remaining).');
      expect(ann.jar.has('woocommerce_items_in_cart')).toBe(false);
    });

    it('remove_from_cart removes a line; an unknown key is an error; the emptied cart expires the cookies', async () => {
      const ann = visitor();
      await ann.ajax('add_to_cart', { product_id: String(POLE) });
      expect(await (await ann.ajax('remove_from_cart', { cart_item_key: 'nope' })).json()).toEqual({ success: false, error: true });
      const response = await ann.ajax('remove_from_cart', { cart_item_key: cartItemKey(POLE) });
      const { fragments, cart_hash } = await response.json();
      expect(cart_hash).toBe('');
      expect(fragments['div.widget_shopping_cart_content']).toContain('No products in the cart.');
      expect(response.headers.getSetCookie()).toEqual(
        expect.arrayContaining(['woocommerce_items_in_cart=; Path=/; Max-Age=0; SameSite=Lax', 'woocommerce_cart_hash=; Path=/; Max-Age=0; SameSite=Lax']),
      );
      expect(ann.jar.has('woocommerce_cart_hash')).toBe(false);
      expect(ann.jar.has('wp_woocommerce_session_pbdemo')).toBe(true);
    });

    it('get_refreshed_fragments shows each visitor their own cart; a forged or unknown session cookie is a new visitor', async () => {
      const ann = visitor();
      const bob = visitor();
      await ann.ajax('add_to_cart', { product_id: String(MAP_CASE) });
      const annFragments = await (await ann.ajax('get_refreshed_fragments')).json();
      const bobFragments = await (await bob.ajax('get_refreshed_fragments')).json();
      expect(annFragments.fragments['a.cart-contents']).toContain('1 item');
      expect(bobFragments).toEqual({ fragments: expect.any(Object), cart_hash: '' });
      expect(bobFragments.fragments['a.cart-contents']).toContain('0 items');
      bob.jar.set('wp_woocommerce_session_pbdemo', 'f'.repeat(32));
      expect((await (await bob.ajax('get_refreshed_fragments')).json()).cart_hash).toBe('');
    });

    it('WC_AJAX answers by GET too: get_refreshed_fragments with the visitor’s cart and no referrer asked, as the POST answers it', async () => {
      const ann = visitor();
      await ann.ajax('add_to_cart', { product_id: String(MAP_CASE) });
      const posted = await (await ann.ajax('get_refreshed_fragments')).json();
      const response = await ann.get('/?wc-ajax=get_refreshed_fragments');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(posted);
      expect(posted.fragments['a.cart-contents']).toContain('1 item');
      expect((await ann.get('/?wc-ajax=get_refreshed_fragments', { method: 'HEAD' })).status).toBe(200);
    });

    it('WC_AJAX by GET: the other calls get empty fields and keep their checks (origin, nonce)', async () => {
      const ann = visitor();
      const fromShop = { Referer: `${running.baseUrl}/shop/` };
      const add = await ann.get(`/?wc-ajax=add_to_cart&product_id=${POLE}`, { headers: fromShop });
      expect(await add.json()).toEqual({ error: true, product_url: '/shop/' });
      expect((await ann.get(`/?wc-ajax=add_to_cart&product_id=${POLE}`)).status).toBe(403);
      const coupon = await ann.get(`/?wc-ajax=apply_coupon&security=${nonce('apply_coupon')}&coupon_code=x`, { headers: fromShop });
      expect(coupon.status).toBe(403);
      expect(running.app.db.prepare('SELECT COUNT(*) FROM shop_cart_items').pluck().get()).toBe(0);
    });

    it('the fragments of a call from the native shop link to the native shop', async () => {
      const ann = visitor('/shop-native/product/steel-flask/');
      const { fragments } = await (await ann.ajax('add_to_cart', { product_id: '5' })).json();
      expect(fragments['a.cart-contents']).toContain('href="/shop-native/cart/"');
      expect(fragments['div.widget_shopping_cart_content']).toContain('href="/shop-native/checkout/"');
    });

    it('an unknown wc-ajax endpoint answers 400 "0"', async () => {
      const response = await visitor().ajax('get_variation');
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('0');
    });
  });

  describe('coupons', () => {
    it('apply_coupon answers WooCommerce\'s notices and the coupon comes off the totals', async () => {
      const ann = visitor('/shop/cart/');
      await ann.ajax('add_to_cart', { product_id: String(POLE), quantity: '2' });
      const apply = (/** @type {string} */ code) => ann.ajax('apply_coupon', { security: nonce('apply_coupon'), coupon_code: code }).then((response) => response.text());
      expect(await apply('SAVE10')).toBe('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>');
      expect(await apply('save10')).toBe('<ul class="woocommerce-error" role="alert"><li>Coupon code already applied!</li></ul>');
      expect(await apply('nope<b>')).toBe('<ul class="woocommerce-error" role="alert"><li>Coupon "nope&#60;b&#62;" does not exist!</li></ul>');
      expect(await apply('SUMMER2025')).toBe('<ul class="woocommerce-error" role="alert"><li>This coupon has expired.</li></ul>');
      expect(await apply('  ')).toBe('<ul class="woocommerce-error" role="alert"><li>Please enter a coupon code.</li></ul>');
      expect(await apply('FIVEOFF')).toContain('applied successfully');
      const main = await mainOf(await ann.get('/shop/cart/'));
      // €49.00 − 10 % (€4.90) − €5.00 = €39.10
      expect(main).toContain('<tr class="cart-discount coupon-save10"><th scope="row">Coupon: save10</th><td data-title="Coupon: save10">-<span class="woocommerce-Price-amount amount"><bdi>€4.90</bdi></span>');
      expect(main).toContain('<tr class="order-total"><th scope="row">Total</th><td data-title="Total"><strong><span class="woocommerce-Price-amount amount"><bdi>€39.10</bdi></span></strong></td></tr>');
      const removed = await ann.ajax('remove_coupon', { security: nonce('remove_coupon'), coupon: 'save10' });
      expect(await removed.text()).toBe('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>');
      expect(await mainOf(await ann.get('/shop/cart/'))).toContain('<bdi>€44.00</bdi></span></strong>');
    });

    it('a coupon needs a cart, and the coupon calls need their nonce (403 "-1" as check_ajax_referer)', async () => {
      const ann = visitor();
      expect(await (await ann.ajax('apply_coupon', { security: nonce('apply_coupon'), coupon_code: 'save10' })).text()).toContain('Sorry, this coupon is not applicable to your cart contents.');
      for (const [endpoint, fields] of /** @type {const} */ ([
        ['apply_coupon', { coupon_code: 'save10', security: nonce('remove_coupon') }],
        ['remove_coupon', { coupon: 'save10' }],
        ['update_order_review', { security: 'x' }],
      ])) {
        const response = await ann.ajax(endpoint, fields);
        expect(response.status, endpoint).toBe(403);
        expect(await response.text(), endpoint).toBe('-1');
      }
    });
  });

  describe('checkout', () => {
    it('update_order_review answers the review table and the payment fragments', async () => {
      const ann = visitor('/shop/checkout/');
      await ann.ajax('add_to_cart', { product_id: String(MAP_CASE), quantity: '3' });
      const result = await (await ann.ajax('update_order_review', { security: nonce('update_order_review'), payment_method: 'bacs', country: 'IE', post_data: '' })).json();
      expect(result).toMatchObject({ result: 'success', messages: '', reload: false });
      expect(Object.keys(result.fragments)).toEqual(['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment']);
      expect(result.fragments['.woocommerce-checkout-review-order-table']).toContain('Waterproof map case&nbsp;<strong class="product-quantity">×&nbsp;3</strong>');
      expect(result.fragments['.woocommerce-checkout-payment']).toContain('value="bacs" checked');
      expect(result.fragments['.woocommerce-checkout-payment']).toContain('id="woocommerce-process-checkout-nonce"');
      const bob = visitor('/shop/checkout/');
      const expired = await (await bob.ajax('update_order_review', { security: nonce('update_order_review') })).json();
      expect(expired.fragments['form.woocommerce-checkout']).toContain('Sorry, your session has expired.');
    });

    it('validates the billing fields with WooCommerce\'s messages, in its field order', async () => {
      const ann = visitor('/shop/checkout/');
      await ann.ajax('add_to_cart', { product_id: String(POLE) });
      const result = await (await checkout(ann, { billing_first_name: ' ', billing_last_name: '', billing_city: '', billing_email: 'not-an-email', billing_phone: 'call me', billing_country: 'XX', payment_method: 'cheque' })).json();
      expect(result).toEqual({
        result: 'failure',
        messages:
          '<ul class="woocommerce-error" role="alert">' +
          '<li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li>' +
          '<li data-id="billing_last_name"><strong>Billing Last name</strong> is a required field.</li>' +
          "<li data-id=\"billing_country\">'XX' is not a valid country code.</li>" +
          '<li data-id="billing_city"><strong>Billing Town / City</strong> is a required field.</li>' +
          '<li data-id="billing_phone"><strong>Billing Phone</strong> is not a valid phone number.</li>' +
          '<li data-id="billing_email"><strong>Billing Email address</strong> is not a valid email address.</li>' +
          '<li>Invalid payment method.</li></ul>',
        refresh: false,
        reload: false,
      });
      expect(orderCount()).toBe(0);
      const missingEmail = await (await checkout(ann, { billing_email: '' })).json();
      expect(missingEmail.messages).toContain('<li data-id="billing_email"><strong>Billing Email address</strong> is a required field.</li>');
    });

    it('places the order: stored with its items, totals and coupon, the cart emptied, stock reduced, the thank-you page at its key', async () => {
      const ann = visitor('/shop/checkout/');
      await ann.ajax('add_to_cart', { product_id: String(POLE), quantity: '2' });
      await ann.ajax('add_to_cart', { product_id: String(MAP_CASE) });
      await ann.ajax('apply_coupon', { security: nonce('apply_coupon'), coupon_code: 'fiveoff' });
      const response = await checkout(ann);
      const result = await response.json();
      expect(result).toEqual({ result: 'success', redirect: expect.stringMatching(/^\/shop\/checkout\/order-received\/1\/\?key=wc_order_[A-Za-z0-9]{13}$/) });
      const order = running.app.db.prepare('SELECT * FROM shop_orders').get();
      expect(order).toMatchObject({ id: 1, status: 'processing', payment_method_title: 'Cash on delivery', billing_email: 'ann@example.org', coupon_codes: 'fiveoff', subtotal_cents: 6100, discount_cents: 500, total_cents: 5600 });
      expect(running.app.db.prepare('SELECT product_id, quantity, line_total_cents FROM shop_order_items').all()).toEqual([
        { product_id: POLE, quantity: 2, line_total_cents: 4900 },
        { product_id: MAP_CASE, quantity: 1, line_total_cents: 1200 },
      ]);
      expect(running.app.db.prepare('SELECT stock FROM shop_products WHERE id = ?').pluck().get(POLE)).toBe(12);
      expect(ann.jar.has('woocommerce_items_in_cart')).toBe(false);
      const thanks = await ann.get(result.redirect);
      expect(thanks.status).toBe(200);
      const html = await thanks.text();
      expect(html).toContain('<main id="content" class="wrap" data-pb-ab-order-received>');
      expect(html).toContain('Thank you. Your order has been received.');
      expect(html).toContain('Total: <strong><span class="woocommerce-Price-amount amount"><bdi>€56.00</bdi></span></strong>');
      expect((await fetch(`${running.baseUrl}${result.redirect.replace(/key=.*/, 'key=wc_order_wrong')}`)).status).toBe(404);
    });

    it('stores one order when the checkout is posted twice at once; the other gets WooCommerce\'s failure', async () => {
      const ann = visitor('/shop/checkout/');
      await ann.ajax('add_to_cart', { product_id: String(POLE) });
      const results = await Promise.all([checkout(ann), checkout(ann)].map((pending) => pending.then((response) => response.json())));
      expect(results.map((result) => result.result).sort()).toEqual(['failure', 'success']);
      expect(results.find((result) => result.result === 'failure').messages).toBe(
        '<ul class="woocommerce-error" role="alert"><li>Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a></li></ul>',
      );
      expect(orderCount()).toBe(1);
    });

    it('escapes what the visitor typed on the thank-you page', async () => {
      const ann = visitor('/shop/checkout/');
      await ann.ajax('add_to_cart', { product_id: String(POLE) });
      const { redirect } = await (await checkout(ann, { billing_first_name: '<script>alert(1)</script>', billing_city: '"Cork" & <b>' })).json();
      const main = await mainOf(await ann.get(redirect));
      expect(main).not.toContain('<script>');
      expect(main).toContain('&#60;script&#62;alert(1)&#60;/script&#62; Walker');
      expect(main).toContain('&#34;Cork&#34; &#38; &#60;b&#62;');
    });
  });

  describe('without JavaScript', () => {
    it('GET ?add-to-cart=ID adds, redirects back (302) and the page shows WooCommerce\'s notice', async () => {
      const ann = visitor();
      const response = await ann.get('/shop/?add-to-cart=1');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/shop/');
      const main = await mainOf(await ann.get('/shop/'));
      expect(main).toContain('<div class="woocommerce-message" role="alert"><a href="/shop/cart/" class="button wc-forward">View cart</a> “Ash walking pole” has been added to your cart.</div>');
      expect(main).toContain('<span class="cart-contents-count">1 item</span>');
      // A notice is shown once.
      expect(await mainOf(await ann.get('/shop/'))).not.toContain('has been added');
    });

    it('the product form posts, with its nonce, and comes back to the product (303)', async () => {
      const ann = visitor('/shop/product/ash-walking-pole/');
      const html = await (await ann.get('/shop/product/ash-walking-pole/')).text();
      const formNonce = /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const response = await ann.post('/shop/product/ash-walking-pole/', { quantity: '3', 'add-to-cart': '1', _wpnonce: formNonce });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/shop/product/ash-walking-pole/');
      expect(await mainOf(await ann.get('/shop/product/ash-walking-pole/'))).toContain('3 × “Ash walking pole” have been added to your cart.');
      expect((await ann.post('/shop/product/ash-walking-pole/', { 'add-to-cart': '1', _wpnonce: 'bad' })).status).toBe(403);
    });

    it('the cart form updates quantities and applies a coupon; remove links need the cart nonce', async () => {
      const ann = visitor('/shop/cart/');
      await ann.get('/shop/?add-to-cart=1');
      await ann.get('/shop/?add-to-cart=3');
      const cartHtml = await (await ann.get('/shop/cart/')).text();
      expect(cartHtml).toContain('<form class="woocommerce-cart-form" action="/shop/cart/" method="post">');
      const cartNonce = /name="woocommerce-cart-nonce" value="([^"]+)"/.exec(cartHtml)?.[1] ?? '';
      const response = await ann.post('/shop/cart/', { [`cart[${cartItemKey(POLE)}][qty]`]: '4', [`cart[${cartItemKey(MAP_CASE)}][qty]`]: '0', coupon_code: 'SAVE10', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': cartNonce });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/shop/cart/');
      let main = await mainOf(await ann.get('/shop/cart/'));
      expect(main).toContain('Cart updated.');
      expect(main).toContain('Coupon code applied successfully.');
      expect(main).toContain(`name="cart[${cartItemKey(POLE)}][qty]" value="4"`);
      expect(main).not.toContain('Waterproof map case');
      // €98.00 − 10 %
      expect(main).toContain('<bdi>€88.20</bdi></span></strong>');
      const removeHref = /href="(\/shop\/cart\/\?remove_item=[^"]+)" class="remove"/.exec(main)?.[1].replace(/&#38;/g, '&') ?? '';
      expect((await ann.get(removeHref.replace(/_wpnonce=[^&]+/, '_wpnonce=bad'))).status).toBe(403);
      const removed = await ann.get(removeHref);
      expect(removed.status).toBe(302);
      main = await mainOf(await ann.get('/shop/cart/'));
      expect(main).toContain('“Ash walking pole” removed.');
      expect(main).toContain('Your cart is currently empty.');
    });

    it('the checkout form re-renders with the notice group and the visitor\'s values (escaped), then places the order (303)', async () => {
      const ann = visitor('/shop/checkout/');
      await ann.get('/shop/?add-to-cart=1');
      const page = await (await ann.get('/shop/checkout/')).text();
      expect(page).toContain('<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/shop/checkout/">');
      expect(page).toContain('<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>');
      for (const field of ['billing_first_name', 'billing_last_name', 'billing_country', 'billing_address_1', 'billing_city', 'billing_postcode', 'billing_phone', 'billing_email']) {
        expect(page, field).toMatch(new RegExp(`<label for="${field}"`));
      }
      const checkoutNonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const failed = await ann.post('/shop/checkout/', { ...VALID_BILLING, billing_last_name: '"><script>x</script>', billing_email: '', 'woocommerce-process-checkout-nonce': checkoutNonce });
      expect(failed.status).toBe(400);
      const main = await mainOf(failed);
      expect(main).toContain('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert"><li data-id="billing_email"><strong>Billing Email address</strong> is a required field.</li></ul></div>');
      expect(main).toContain('value="&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
      expect(main).toContain('<option value="IE" selected>Ireland</option>');
      const placed = await ann.post('/shop/checkout/', { ...VALID_BILLING, 'woocommerce-process-checkout-nonce': checkoutNonce });
      expect(placed.status).toBe(303);
      expect(placed.headers.get('location')).toMatch(/^\/shop\/checkout\/order-received\/1\/\?key=wc_order_/);
      const again = await ann.post('/shop/checkout/', { ...VALID_BILLING, 'woocommerce-process-checkout-nonce': checkoutNonce });
      expect(again.headers.get('location')).toBe('/shop/cart/');
      expect(await mainOf(await ann.get('/shop/cart/'))).toContain('Sorry, your session has expired.');
      expect(orderCount()).toBe(1);
    });
  });

  describe('forged requests', () => {
    it('every wc-ajax call from another site is refused (403), nothing stored', async () => {
      const eve = visitor();
      for (const endpoint of ['add_to_cart', 'remove_from_cart', 'get_refreshed_fragments', 'apply_coupon', 'remove_coupon', 'update_order_review']) {
        const response = await eve.ajax(endpoint, { product_id: '1' }, { Origin: 'https://evil.example' });
        expect(response.status, endpoint).toBe(403);
      }
      const forgedCheckout = await checkout(eve, { 'woocommerce-process-checkout-nonce': 'x' });
      expect(forgedCheckout.status).toBe(403);
      expect((await forgedCheckout.json()).result).toBe('failure');
      const foreign = await eve.ajax('checkout', VALID_BILLING, { Origin: 'https://evil.example' });
      expect(await foreign.json()).toMatchObject({ result: 'failure', messages: expect.stringContaining(FOREIGN_ORIGIN_TEXT) });
      expect(running.app.db.prepare('SELECT COUNT(*) FROM shop_cart_items').pluck().get()).toBe(0);
      expect(running.app.db.prepare('SELECT COUNT(*) FROM shop_sessions').pluck().get()).toBe(0);
    });
  });
});
