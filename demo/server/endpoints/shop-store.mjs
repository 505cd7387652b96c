/**
 * The reference shop's data (issue 19): the catalogue, the visitors' carts and coupons, the
 * notices a visitor has still to see, and the orders, all in SQLite, money in integer cents.
 * Rules and messages are WooCommerce's (class-wc-cart.php, class-wc-coupon.php,
 * class-wc-checkout.php); the pages and calls that use them are in ./shop.mjs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sqlString } from '../migrations.mjs';
import { escapeHtml } from '../escape-html.mjs';

/** WooCommerce's limit per cart line is the stock; this caps a typed quantity before that. */
export const MAX_QUANTITY = 9999;

/** The seeded catalogue: [slug, name, SKU, price in cents, stock, category, description, hue]. */
const SEED_PRODUCTS = /** @type {const} */ ([
  ['ash-walking-pole', 'Ash walking pole', 'POLE-ASH', 2450, 14, 'Walking gear', 'A light ash pole with a cork grip and a rubber foot for the tarmac stretches.', 28],
  ['merino-walking-socks', 'Merino walking socks', 'SOCK-MER', 1450, 40, 'Walking gear', 'Cushioned under the heel and the ball of the foot, thin over the toes: no blisters on long days.', 200],
  ['waterproof-map-case', 'Waterproof map case', 'CASE-MAP', 1200, 25, 'Walking gear', 'Holds a folded sheet map open at the day’s stretch, on a cord around the neck.', 190],
  ['trail-head-torch', 'Trail head torch', 'TORCH-1', 2900, 9, 'Walking gear', 'Two hundred lumens, a red light for the hut and a battery that lasts a week of evenings.', 48],
  ['steel-flask', 'Steel flask', 'FLASK-05', 1950, 18, 'Walking gear', 'Half a litre, hot for twelve hours: tea at the top of the last climb.', 215],
  ['coast-path-map-north', 'Coast path map, north', 'MAP-N', 1050, 30, 'Maps and guides', 'The northern cliffs from the estuary to the lighthouse at 1:25,000, on tear-proof paper.', 150],
  ['coast-path-map-south', 'Coast path map, south', 'MAP-S', 1050, 30, 'Maps and guides', 'The southern coves and the island causeway at 1:25,000, on tear-proof paper.', 130],
  ['printed-trail-guide', 'Printed trail guide', 'GUIDE-1', 1500, 50, 'Maps and guides', 'Twenty day walks with their tides, buses and cafés, in a book that fits a jacket pocket.', 10],
  ['tide-table-2027', 'Tide table 2027', 'TIDE-27', 450, 100, 'Maps and guides', 'Every high and low water of the year for the six harbours along the path.', 230],
  ['oat-and-honey-bars', 'Oat and honey bars, box of 12', 'BAR-12', 1800, 22, 'Trail food', 'Baked in the harbour town: oats, honey and a little sea salt, wrapped one by one.', 38],
  ['dried-fruit-mix', 'Dried fruit mix', 'FRUIT-1', 650, 35, 'Trail food', 'Apricots, figs, raisins and apple rings: 300 g in a bag that closes again.', 15],
  ['camp-coffee', 'Camp coffee', 'COFFEE-1', 850, 0, 'Trail food', 'A dark roast ground for the pour-over filter: back in stock after the summer.', 20],
]);

/** The seeded coupons: [code, type, amount (percent, or cents for fixed_cart), expires (ISO date or null)]. */
const SEED_COUPONS = /** @type {const} */ ([
  ['save10', 'percent', 10, null],
  ['fiveoff', 'fixed_cart', 500, null],
  ['summer2025', 'percent', 20, '2025-09-30'],
]);

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'shop/001-create-tables',
    sql: `
      CREATE TABLE shop_products (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        sku TEXT NOT NULL UNIQUE,
        price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
        stock INTEGER NOT NULL CHECK (stock >= 0),
        category TEXT NOT NULL,
        description TEXT NOT NULL,
        hue INTEGER NOT NULL
      );
      CREATE TABLE shop_sessions (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
      );
      CREATE TABLE shop_cart_items (
        session_id TEXT NOT NULL REFERENCES shop_sessions (id) ON DELETE CASCADE,
        item_key TEXT NOT NULL,
        product_id INTEGER NOT NULL REFERENCES shop_products (id),
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        position INTEGER NOT NULL,
        PRIMARY KEY (session_id, item_key)
      );
      CREATE TABLE shop_coupons (
        code TEXT PRIMARY KEY,
        discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed_cart')),
        amount INTEGER NOT NULL CHECK (amount > 0),
        expires_on TEXT
      );
      CREATE TABLE shop_cart_coupons (
        session_id TEXT NOT NULL REFERENCES shop_sessions (id) ON DELETE CASCADE,
        code TEXT NOT NULL REFERENCES shop_coupons (code),
        position INTEGER NOT NULL,
        PRIMARY KEY (session_id, code)
      );
      CREATE TABLE shop_notices (
        id INTEGER PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES shop_sessions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('error', 'success', 'notice')),
        html TEXT NOT NULL
      );
      CREATE TABLE shop_orders (
        id INTEGER PRIMARY KEY,
        order_key TEXT NOT NULL UNIQUE,
        session_id TEXT NOT NULL,
        status TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        payment_method_title TEXT NOT NULL,
        billing_first_name TEXT NOT NULL,
        billing_last_name TEXT NOT NULL,
        billing_country TEXT NOT NULL,
        billing_address_1 TEXT NOT NULL,
        billing_address_2 TEXT NOT NULL,
        billing_city TEXT NOT NULL,
        billing_postcode TEXT NOT NULL,
        billing_phone TEXT NOT NULL,
        billing_email TEXT NOT NULL,
        coupon_codes TEXT NOT NULL,
        subtotal_cents INTEGER NOT NULL,
        discount_cents INTEGER NOT NULL,
        total_cents INTEGER NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
      );
      CREATE TABLE shop_order_items (
        order_id INTEGER NOT NULL REFERENCES shop_orders (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        sku TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        price_cents INTEGER NOT NULL,
        line_total_cents INTEGER NOT NULL
      );
      ${SEED_PRODUCTS.map(
        ([slug, name, sku, price, stock, category, description, hue]) =>
          `INSERT INTO shop_products (slug, name, sku, price_cents, stock, category, description, hue) VALUES (${[slug, name, sku].map(sqlString).join(', ')}, ${price}, ${stock}, ${[category, description].map(sqlString).join(', ')}, ${hue});`,
      ).join('\n      ')}
      ${SEED_COUPONS.map(
        ([code, type, amount, expires]) =>
          `INSERT INTO shop_coupons (code, discount_type, amount, expires_on) VALUES (${sqlString(code)}, ${sqlString(type)}, ${amount}, ${expires ? sqlString(expires) : 'NULL'});`,
      ).join('\n      ')}
    `,
  },
];

/**
 * @typedef {object} Product
 * @property {number} id
 * @property {string} slug
 * @property {string} name
 * @property {string} sku
 * @property {number} price_cents
 * @property {number} stock
 * @property {string} category
 * @property {string} description
 * @property {number} hue Colour of its drawn picture.
 */

/**
 * @typedef {object} CartLine
 * @property {string} key
 * @property {Product} product
 * @property {number} quantity
 * @property {number} lineTotal Cents.
 */

/**
 * @typedef {object} CouponLine
 * @property {string} code
 * @property {number} discount Cents taken off.
 */

/**
 * @typedef {object} Cart
 * @property {CartLine[]} lines In the order they were added.
 * @property {CouponLine[]} coupons In the order they were applied.
 * @property {number} itemCount Sum of the quantities.
 * @property {number} subtotal Cents.
 * @property {number} discount Cents.
 * @property {number} total Cents.
 * @property {string} hash md5 of the contents, '' when empty (the `woocommerce_cart_hash` cookie).
 */

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** `€12.50` from 1250. @param {number} cents */
export function formatMoney(cents) {
  return euros.format(cents / 100);
}

/**
 * A cart line's key, as WooCommerce's generate_cart_id: md5 of what makes the line distinct
 * (here the product alone), so adding a product twice adds to its line.
 * @param {number} productId
 */
export function cartItemKey(productId) {
  return createHash('md5').update(String(productId)).digest('hex');
}

/** A new visitor session id: 32 random hex digits. */
export function newSessionId() {
  return randomBytes(16).toString('hex');
}

export const SESSION_ID = /^[0-9a-f]{32}$/;

/** @param {import('better-sqlite3').Database} db @returns {Product[]} */
export function allProducts(db) {
  return /** @type {Product[]} */ (db.prepare('SELECT * FROM shop_products ORDER BY id').all());
}

/** @param {import('better-sqlite3').Database} db @param {number} id @returns {Product | undefined} */
export function productById(db, id) {
  return /** @type {Product | undefined} */ (db.prepare('SELECT * FROM shop_products WHERE id = ?').get(id));
}

/** @param {import('better-sqlite3').Database} db @param {string} slug @returns {Product | undefined} */
export function productBySlug(db, slug) {
  return /** @type {Product | undefined} */ (db.prepare('SELECT * FROM shop_products WHERE slug = ?').get(slug));
}

/** Whether the session is stored. @param {import('better-sqlite3').Database} db @param {string} sessionId */
export function sessionExists(db, sessionId) {
  return db.prepare('SELECT 1 FROM shop_sessions WHERE id = ?').get(sessionId) !== undefined;
}

/** @param {import('better-sqlite3').Database} db @param {string} sessionId */
export function createSession(db, sessionId) {
  db.prepare('INSERT OR IGNORE INTO shop_sessions (id) VALUES (?)').run(sessionId);
}

/**
 * The discount of each coupon, applied in the order given, each on what the ones before left.
 * @param {number} subtotal
 * @param {Array<{ code: string, discount_type: string, amount: number }>} coupons
 * @returns {CouponLine[]}
 */
function discountsOf(subtotal, coupons) {
  let left = subtotal;
  return coupons.map(({ code, discount_type: type, amount }) => {
    const discount = Math.min(left, type === 'percent' ? Math.round((left * amount) / 100) : amount);
    left -= discount;
    return { code, discount };
  });
}

/**
 * The visitor's cart with its totals; empty for a visitor without a session.
 * @param {import('better-sqlite3').Database} db
 * @param {string | null} sessionId
 * @returns {Cart}
 */
export function loadCart(db, sessionId) {
  const rows = sessionId
    ? /** @type {Array<Product & { item_key: string, quantity: number }>} */ (
        db
          .prepare(
            `SELECT p.*, c.item_key, c.quantity FROM shop_cart_items c JOIN shop_products p ON p.id = c.product_id
             WHERE c.session_id = ? ORDER BY c.position`,
          )
          .all(sessionId)
      )
    : [];
  const lines = rows.map(({ item_key: key, quantity, ...product }) => ({ key, product, quantity, lineTotal: product.price_cents * quantity }));
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const appliedCoupons = sessionId
    ? /** @type {Array<{ code: string, discount_type: string, amount: number }>} */ (
        db
          .prepare(
            `SELECT k.code, k.discount_type, k.amount FROM shop_cart_coupons c JOIN shop_coupons k ON k.code = c.code
             WHERE c.session_id = ? ORDER BY c.position`,
          )
          .all(sessionId)
      )
    : [];
  const coupons = discountsOf(subtotal, appliedCoupons);
  const discount = coupons.reduce((sum, coupon) => sum + coupon.discount, 0);
  const hash =
    lines.length === 0
      ? ''
      : createHash('md5')
          .update(JSON.stringify({ items: lines.map((line) => [line.product.id, line.quantity]), coupons: coupons.map((coupon) => coupon.code) }))
          .digest('hex');
  return {
    lines,
    coupons,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount,
    total: subtotal - discount,
    hash,
  };
}

/** “Name”, as WooCommerce quotes a product in its notices (text, escaped here). @param {string} name */
export function quotedName(name) {
  return `“${escapeHtml(name)}”`;
}

/**
 * Adds `quantity` of a product to the session's cart, within its stock.
 * @param {import('better-sqlite3').Database} db
 * @param {string} sessionId A stored session.
 * @param {Product} product
 * @param {number} quantity
 * @returns {string | null} WooCommerce's error notice (HTML), or null when added.
 */
export function addToCart(db, sessionId, product, quantity) {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return 'Please choose the quantity of items you wish to add to your cart.';
  }
  if (product.stock === 0) return `You cannot add ${quotedName(product.name)} to the cart because the product is out of stock.`;
  const key = cartItemKey(product.id);
  const inCart = /** @type {number | undefined} */ (
    db.prepare('SELECT quantity FROM shop_cart_items WHERE session_id = ? AND item_key = ?').pluck().get(sessionId, key)
  );
  if ((inCart ?? 0) + quantity > product.stock) {
    return inCart
      ? `You cannot add that amount to the cart — we have ${product.stock} in stock and you already have ${inCart} in your cart.`
      : `You cannot add that amount of ${quotedName(product.name)} to the cart because there is not enough stock (${product.stock} remaining).`;
  }
  if (inCart) {
    db.prepare('UPDATE shop_cart_items SET quantity = quantity + ? WHERE session_id = ? AND item_key = ?').run(quantity, sessionId, key);
  } else {
    db.prepare(
      `INSERT INTO shop_cart_items (session_id, item_key, product_id, quantity, position)
       VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM shop_cart_items WHERE session_id = ?))`,
    ).run(sessionId, key, product.id, quantity, sessionId);
  }
  return null;
}

/**
 * Removes a cart line.
 * @param {import('better-sqlite3').Database} db @param {string | null} sessionId @param {string} key
 * @returns {Product | null} The product removed, or null for an unknown key.
 */
export function removeCartItem(db, sessionId, key) {
  if (!sessionId) return null;
  const line = loadCart(db, sessionId).lines.find((candidate) => candidate.key === key);
  if (!line) return null;
  db.prepare('DELETE FROM shop_cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, key);
  return line.product;
}

/**
 * Sets a cart line's quantity (0 removes it), within the stock.
 * @param {import('better-sqlite3').Database} db @param {string} sessionId @param {CartLine} line @param {number} quantity
 * @returns {string | null} WooCommerce's error notice (HTML), or null when set.
 */
export function setCartQuantity(db, sessionId, line, quantity) {
  if (quantity === 0) {
    db.prepare('DELETE FROM shop_cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, line.key);
    return null;
  }
  if (quantity > line.product.stock) return notEnoughStock(line.product);
  db.prepare('UPDATE shop_cart_items SET quantity = ? WHERE session_id = ? AND item_key = ?').run(quantity, sessionId, line.key);
  return null;
}

/** WooCommerce's check_cart_item_stock notice. @param {Product} product */
function notEnoughStock(product) {
  return `Sorry, we do not have enough ${quotedName(product.name)} in stock to fulfill your order (${product.stock} available). We apologize for any inconvenience caused.`;
}

/** A coupon code as WooCommerce's wc_format_coupon_code keeps it: trimmed, lower case. @param {string} code */
export function formatCouponCode(code) {
  return code.trim().toLowerCase();
}

/**
 * Applies a coupon to the session's cart.
 * @param {import('better-sqlite3').Database} db @param {string | null} sessionId @param {string} code As typed.
 * @param {Date} [today]
 * @returns {{ kind: 'error' | 'success', html: string }} WooCommerce's notice.
 */
export function applyCoupon(db, sessionId, code, today = new Date()) {
  const formatted = formatCouponCode(code);
  if (formatted === '') return { kind: 'error', html: 'Please enter a coupon code.' };
  const coupon = /** @type {{ code: string, expires_on: string | null } | undefined} */ (
    db.prepare('SELECT code, expires_on FROM shop_coupons WHERE code = ?').get(formatted)
  );
  if (!coupon) return { kind: 'error', html: `Coupon "${escapeHtml(formatted)}" does not exist!` };
  // WooCommerce's expiry date is the last day the coupon works.
  if (coupon.expires_on && coupon.expires_on < today.toISOString().slice(0, 10)) return { kind: 'error', html: 'This coupon has expired.' };
  if (!sessionId || loadCart(db, sessionId).lines.length === 0) return { kind: 'error', html: 'Sorry, this coupon is not applicable to your cart contents.' };
  const applied = db.prepare('SELECT 1 FROM shop_cart_coupons WHERE session_id = ? AND code = ?').get(sessionId, formatted);
  if (applied) return { kind: 'error', html: 'Coupon code already applied!' };
  db.prepare(
    `INSERT INTO shop_cart_coupons (session_id, code, position)
     VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM shop_cart_coupons WHERE session_id = ?))`,
  ).run(sessionId, formatted, sessionId);
  return { kind: 'success', html: 'Coupon code applied successfully.' };
}

/** @param {import('better-sqlite3').Database} db @param {string | null} sessionId @param {string} code */
export function removeCoupon(db, sessionId, code) {
  if (sessionId) db.prepare('DELETE FROM shop_cart_coupons WHERE session_id = ? AND code = ?').run(sessionId, formatCouponCode(code));
}

/**
 * Keeps a notice for the visitor's next page (WooCommerce keeps them in the session too).
 * @param {import('better-sqlite3').Database} db @param {string} sessionId
 * @param {'error' | 'success' | 'notice'} kind @param {string} html Trusted markup, every text in it escaped.
 */
export function addNotice(db, sessionId, kind, html) {
  db.prepare('INSERT INTO shop_notices (session_id, kind, html) VALUES (?, ?, ?)').run(sessionId, kind, html);
}

/**
 * The notices kept for the visitor, removed as they are taken (each is shown once).
 * @param {import('better-sqlite3').Database} db @param {string | null} sessionId
 * @returns {Array<{ kind: 'error' | 'success' | 'notice', html: string }>}
 */
export function takeNotices(db, sessionId) {
  if (!sessionId) return [];
  return db.transaction(() => {
    const notices = /** @type {Array<{ kind: 'error' | 'success' | 'notice', html: string }>} */ (
      db.prepare('SELECT kind, html FROM shop_notices WHERE session_id = ? ORDER BY id').all(sessionId)
    );
    db.prepare('DELETE FROM shop_notices WHERE session_id = ?').run(sessionId);
    return notices;
  })();
}

/** The payment methods of the checkout: WooCommerce's offline gateways, in its words. */
export const PAYMENT_METHODS = /** @type {const} */ ([
  {
    id: 'bacs',
    title: 'Direct bank transfer',
    description: 'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    status: 'on-hold',
  },
  { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.', status: 'processing' },
]);

/** Countries the shop sells to, ISO code → name. */
export const COUNTRIES = Object.freeze({
  AT: 'Austria',
  BE: 'Belgium',
  DE: 'Germany',
  ES: 'Spain',
  FR: 'France',
  GB: 'United Kingdom (UK)',
  IE: 'Ireland',
  IT: 'Italy',
  NL: 'Netherlands',
  PT: 'Portugal',
});

/**
 * @typedef {object} BillingDetails
 * @property {string} billing_first_name
 * @property {string} billing_last_name
 * @property {string} billing_country
 * @property {string} billing_address_1
 * @property {string} billing_address_2
 * @property {string} billing_city
 * @property {string} billing_postcode
 * @property {string} billing_phone
 * @property {string} billing_email
 */

/**
 * @typedef {object} Order
 * @property {number} id
 * @property {string} order_key
 * @property {string} status
 * @property {string} payment_method
 * @property {string} payment_method_title
 * @property {string} coupon_codes Comma-separated.
 * @property {number} subtotal_cents
 * @property {number} discount_cents
 * @property {number} total_cents
 * @property {string} created_at
 */

/** WooCommerce's order key: `wc_order_` and 13 letters and digits. */
function newOrderKey() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `wc_order_${[...randomBytes(13)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Sorry, your session has expired (WooCommerce's words for a checkout without a cart). @param {string} shopPath */
export function sessionExpiredNotice(shopPath) {
  return `Sorry, your session has expired. <a href="${escapeHtml(shopPath)}" class="wc-backward">Return to shop</a>`;
}

/**
 * Turns the session's cart into an order and empties the cart, in one transaction (IMMEDIATE,
 * so two checkouts of one cart, even from two processes, cannot both read it full).
 * @param {import('better-sqlite3').Database} db
 * @param {string | null} sessionId
 * @param {BillingDetails} billing Validated.
 * @param {(typeof PAYMENT_METHODS)[number]} payment
 * @returns {{ order: Order } | { error: 'empty' } | { error: 'stock', html: string }}
 */
export function placeOrder(db, sessionId, billing, payment) {
  const place = db.transaction(() => {
    const cart = loadCart(db, sessionId);
    if (!sessionId || cart.lines.length === 0) return /** @type {const} */ ({ error: 'empty' });
    const short = cart.lines.find((line) => line.quantity > line.product.stock);
    if (short) return /** @type {const} */ ({ error: 'stock', html: notEnoughStock(short.product) });
    const orderKey = newOrderKey();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO shop_orders (order_key, session_id, status, payment_method, payment_method_title,
           billing_first_name, billing_last_name, billing_country, billing_address_1, billing_address_2,
           billing_city, billing_postcode, billing_phone, billing_email, coupon_codes, subtotal_cents, discount_cents, total_cents)
         VALUES (@orderKey, @sessionId, @status, @paymentMethod, @paymentTitle,
           @billing_first_name, @billing_last_name, @billing_country, @billing_address_1, @billing_address_2,
           @billing_city, @billing_postcode, @billing_phone, @billing_email, @couponCodes, @subtotal, @discount, @total)`,
      )
      .run({
        ...billing,
        orderKey,
        sessionId,
        status: payment.status,
        paymentMethod: payment.id,
        paymentTitle: payment.title,
        couponCodes: cart.coupons.map((coupon) => coupon.code).join(','),
        subtotal: cart.subtotal,
        discount: cart.discount,
        total: cart.total,
      });
    const insertItem = db.prepare(
      'INSERT INTO shop_order_items (order_id, product_id, name, sku, quantity, price_cents, line_total_cents) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const reduceStock = db.prepare('UPDATE shop_products SET stock = stock - ? WHERE id = ?');
    for (const line of cart.lines) {
      insertItem.run(lastInsertRowid, line.product.id, line.product.name, line.product.sku, line.quantity, line.product.price_cents, line.lineTotal);
      reduceStock.run(line.quantity, line.product.id);
    }
    db.prepare('DELETE FROM shop_cart_items WHERE session_id = ?').run(sessionId);
    db.prepare('DELETE FROM shop_cart_coupons WHERE session_id = ?').run(sessionId);
    return { order: /** @type {Order} */ (db.prepare('SELECT * FROM shop_orders WHERE id = ?').get(lastInsertRowid)) };
  });
  return place.immediate();
}

/**
 * @typedef {Order & BillingDetails & { items: Array<{ product_id: number, name: string, sku: string, quantity: number, price_cents: number, line_total_cents: number }> }} StoredOrder
 */

/**
 * The order with this id and key, or undefined (a wrong key finds nothing, as WooCommerce).
 * @param {import('better-sqlite3').Database} db @param {number} id @param {string} key
 * @returns {StoredOrder | undefined}
 */
export function orderByIdAndKey(db, id, key) {
  const order = /** @type {(Order & BillingDetails) | undefined} */ (db.prepare('SELECT * FROM shop_orders WHERE id = ? AND order_key = ?').get(id, key));
  if (!order) return undefined;
  const items = /** @type {StoredOrder['items']} */ (
    db.prepare('SELECT product_id, name, sku, quantity, price_cents, line_total_cents FROM shop_order_items WHERE order_id = ? ORDER BY rowid').all(id)
  );
  return { ...order, items };
}
