/**
 * The shop blocks end to end (issue 19; SPEC.md §1 and §7 "Shop cart and checkout use the shop
 * plugin's events and fragments", §8 "Checkout"): real Chromium against the demo server's reference
 * shop, in both flavours of its page script. Under /shop/ it triggers WooCommerce's events through
 * jQuery (no native DOM event); under /shop-native/ it dispatches native events and loads no jQuery.
 * Orders are read from the SQLite file the e2e server writes.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, elementModules, expectNoAxeViolations, observeLayoutShifts, PHONE, reactChunks, REPO_ROOT, trackScriptsThatRan, upgraded, waitForPageAtRest } from './helpers';

const DB_PATH = path.resolve(REPO_ROOT, process.env.PB_DB ?? 'test-results/e2e.sqlite');

function ordersFor(email: string): Array<{ id: number; total_cents: number }> {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, total_cents FROM shop_orders WHERE billing_email = ?').all(email) as Array<{ id: number; total_cents: number }>;
  } finally {
    db.close();
  }
}

/** What the visitor's stored cart holds: product names and quantities, in the cart's order. */
async function storedCart(page: Page): Promise<Array<{ name: string; quantity: number }>> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'wp_woocommerce_session_pbdemo');
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT p.name, i.quantity FROM shop_cart_items i JOIN shop_products p ON p.id = i.product_id WHERE i.session_id = ? ORDER BY i.position')
      .all(session?.value ?? '') as Array<{ name: string; quantity: number }>;
  } finally {
    db.close();
  }
}

const FLAVOURS = [
  { name: 'jQuery-triggered events', base: '/shop/', jquery: true },
  { name: 'native events', base: '/shop-native/', jquery: false },
] as const;

const MINI_CART = 'pb-cart[variant=mini]';

function miniCartPart(page: Page, part: string) {
  return page.locator(`${MINI_CART} [part~=${part}]`);
}

/** A click at the centre of `selector`'s box as it is now, with `modifiers` held: no actionability retry. */
async function clickAt(page: Page, selector: string, modifiers: ('ControlOrMeta' | 'Shift')[] = []): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  for (const key of modifiers) await page.keyboard.up(key);
}

/** Marks the document, so a test can tell that what followed happened without a reload. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

/** Adds a product from the shop's grid with its ajax add-to-cart button, as a visitor does. */
async function addFromGrid(page: Page, base: string, product: string, expectedCount: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== base) await page.goto(base);
  await upgraded(page, MINI_CART);
  await page.locator('li.product', { hasText: product }).locator('a.add_to_cart_button').click();
  await expect(miniCartPart(page, 'count')).toHaveText(expectedCount);
}

async function fillBilling(page: Page, email: string): Promise<void> {
  await page.fill('#billing_first_name', 'Ada');
  await page.fill('#billing_last_name', 'Walker');
  await page.selectOption('#billing_country', 'GB');
  await page.fill('#billing_address_1', '1 Quay Street');
  await page.fill('#billing_city', 'Port Ellen');
  await page.fill('#billing_postcode', 'PA42 7AB');
  await page.fill('#billing_email', email);
}

for (const { name, base, jquery } of FLAVOURS) {
  test.describe(`the shop blocks with ${name} (${base})`, () => {
    test('add to cart from the product grid: the mini cart count and subtotal update without a reload, and it is announced', async ({ page }) => {
      const errors = collectErrors(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(base);
      await upgraded(page, MINI_CART);
      const sameDocument = await markDocument(page);

      await addFromGrid(page, base, 'Tide table 2027', '1 item');
      await expect(miniCartPart(page, 'subtotal')).toHaveText('€4.50');
      await addFromGrid(page, base, 'Dried fruit mix', '2 items');
      await expect(miniCartPart(page, 'subtotal')).toHaveText('€11.00');
      await expect(miniCartPart(page, 'status')).toContainText('Dried fruit mix added to your cart');

      expect(await sameDocument(), 'no reload').toBe(true);
      expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe(jquery ? 'function' : 'undefined');
      if (!jquery) expect(requests.filter((url) => /jquery/i.test(url)), 'no jQuery is loaded').toEqual([]);
      expect(errors).toEqual([]);
    });

    test('remove from the mini cart: the count follows, the panel says the cart is empty', async ({ page }) => {
      await addFromGrid(page, base, 'Tide table 2027', '1 item');
      const sameDocument = await markDocument(page);
      const button = miniCartPart(page, 'button');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('link', { name: 'Remove Tide table 2027 from cart' }).click();
      await expect(miniCartPart(page, 'count')).toHaveText('0 items');
      await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart__empty-message`)).toHaveText('No products in the cart.');
      expect(await sameDocument(), 'no reload').toBe(true);
    });

    test('a coupon on the cart page: applied, the totals follow, the mini cart keeps the subtotal', async ({ page }) => {
      await addFromGrid(page, base, 'Printed trail guide', '1 item');
      await page.goto(`${base}cart/`);
      await upgraded(page, 'pb-cart[variant=cart]');
      const sameDocument = await markDocument(page);
      await page.fill('#coupon_code', 'SAVE10');
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      await expect(page.locator('pb-cart[variant=cart] .woocommerce-message')).toContainText('Coupon code applied successfully.');
      await expect(page.locator('.cart_totals .order-total')).toContainText('€13.50');
      await expect(miniCartPart(page, 'subtotal')).toHaveText('€15.00');
      expect(await sameDocument(), 'no reload').toBe(true);
    });

    test('checkout errors: one notice group however often the order is refused, the focus on its summary, each error leading to its field', async ({ page }) => {
      await addFromGrid(page, base, 'Steel flask', '1 item');
      await page.goto(`${base}checkout/`);
      await upgraded(page, 'pb-checkout');
      const groups = page.locator('pb-checkout .woocommerce-NoticeGroup-checkout:visible');

      for (const attempt of [1, 2]) {
        await page.locator('#place_order').click();
        await expect(groups, `attempt ${attempt}`).toHaveCount(1);
        await expect(groups.first()).toContainText('Billing First name is a required field.');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('.woocommerce-NoticeGroup') !== null), { message: 'the focus is on the summary' })
          .toBe(true);
      }
      await expect(page.locator('pb-checkout [role=alert]:visible')).toHaveCount(1);
      await groups.first().getByText('Billing First name').click();
      await expect(page.locator('#billing_first_name')).toBeFocused();
      await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-invalid', 'true');
      expect(await page.locator('pb-checkout .woocommerce-error').evaluateAll((lists) => lists.filter((list) => list.checkVisibility()).length)).toBe(1);
    });

    test('a double click on Place order stores exactly one order, and the mini cart is empty after it', async ({ page }) => {
      const email = `double-click-${jquery ? 'jquery' : 'native'}-${Date.now()}@example.com`;
      await addFromGrid(page, base, 'Printed trail guide', '1 item');
      await page.goto(`${base}checkout/`);
      await upgraded(page, 'pb-checkout');
      await fillBilling(page, email);
      await page.locator('#place_order').dblclick();
      await page.waitForURL(/\/checkout\/order-received\/\d+\//);
      await expect(page.locator('main')).toContainText('Thank you. Your order has been received.');
      const orders = ordersFor(email);
      expect(orders, 'one order').toHaveLength(1);
      expect(orders[0]!.total_cents).toBe(1500);
      await upgraded(page, MINI_CART);
      await expect(miniCartPart(page, 'count')).toHaveText('0 items');
    });

    test('an add to cart whose answer is lost (502) adds once: no second try by the link, a message, and the cart as stored', async ({ page }) => {
      await addFromGrid(page, base, 'Tide table 2027', '1 item');
      const sameDocument = await markDocument(page);
      // The server adds, then a proxy loses its answer.
      await page.route(
        (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
        async (route) => {
          await route.fetch();
          await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
        },
      );
      const button = page.locator('li.product', { hasText: 'Dried fruit mix' }).locator('a.add_to_cart_button');
      await button.click();

      await expect(page.getByRole('alert')).toContainText('We could not confirm that “Dried fruit mix” was added to your cart');
      await expect(miniCartPart(page, 'count')).toHaveText('2 items');
      await expect(button).not.toHaveClass(/\bloading\b/);
      expect(await sameDocument(), 'the ?add-to-cart= link is not followed').toBe(true);
      expect(await storedCart(page)).toEqual([
        { name: 'Tide table 2027', quantity: 1 },
        { name: 'Dried fruit mix', quantity: 1 },
      ]);
    });

    test('fragments come from the session cache on the next page; a cart changed elsewhere is refreshed', async ({ page }) => {
      await addFromGrid(page, base, 'Tide table 2027', '1 item');
      const refreshes: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).searchParams.get('wc-ajax') === 'get_refreshed_fragments') refreshes.push(request.url());
      });

      await page.goto(`${base}product/ash-walking-pole/`);
      await upgraded(page, MINI_CART);
      await waitForPageAtRest(page);
      await expect(miniCartPart(page, 'count')).toHaveText('1 item');
      expect(refreshes, 'the cached fragments match the cart hash: no request').toEqual([]);

      // Another tab adds to the same cart: the cookie's cart hash moves on, the cached one does not.
      const product = await page.locator('form.cart [name=add-to-cart]').getAttribute('value');
      const answer = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: product ?? '', quantity: '1' }, headers: { Origin: new URL(page.url()).origin } });
      expect(answer.ok()).toBe(true);
      await page.goto(`${base}cart/`);
      await upgraded(page, MINI_CART);
      await expect.poll(() => refreshes.length, { message: 'a refresh for the changed cart' }).toBe(1);
      await expect(miniCartPart(page, 'count')).toHaveText('2 items');
    });
  });
}

const CART_LINK = `${MINI_CART} a.cart-contents`;

function isRefresh(url: string): boolean {
  return new URL(url).searchParams.get('wc-ajax') === 'get_refreshed_fragments';
}

/** Lets the page sit: loaded, network quiet, one more second, nobody pointing at it. */
async function atRest(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** From now on `path` is served as a full-page cache serves it: the HTML rendered now (its cart as it is now), to every later visit. */
async function cacheWholePage(page: Page, path: string): Promise<void> {
  const html = await (await page.request.get(path)).text();
  await page.route((url) => url.pathname === path, (route) => route.fulfill({ contentType: 'text/html', body: html }));
}

/** Adds one of `product` to the visitor's cart from elsewhere (another tab): the cart hash cookie moves on. */
async function addElsewhere(page: Page, product: string): Promise<void> {
  const id = await page.locator('li.product', { hasText: product }).locator('a.add_to_cart_button').getAttribute('data-product_id');
  const answer = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: id ?? '', quantity: '1' }, headers: { Origin: new URL(page.url()).origin } });
  expect(answer.ok()).toBe(true);
}

test.describe('the mini cart before the visitor reaches for it: its fragments without React (docs/loading.md "How modules load")', () => {
  test('a cached page’s stale cart is brought up to date from a fragment request, the next page’s from the session cache; no framework chunk runs (the mini cart\'s code may be prefetched), and the mini cart waits', async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await cacheWholePage(page, '/shop/');
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const refreshes = () => urls.filter(isRefresh).length;

    await page.goto('/shop/');
    await atRest(page);
    await addElsewhere(page, 'Tide table 2027');
    const beforeReload = refreshes();
    await page.reload();
    // The page still says "0 items"; the fragments say what the cart holds.
    await expect(page.locator(`${CART_LINK} .cart-contents-count`)).toHaveText('1 item');
    await expect(page.locator(`${CART_LINK} .cart-contents-total`)).toHaveText('€4.50');
    await atRest(page);
    expect(refreshes() - beforeReload, 'one fragment request for the stale page').toBe(1);

    const beforeNext = refreshes();
    await page.goto('/shop/');
    await expect(page.locator(`${CART_LINK} .cart-contents-count`)).toHaveText('1 item');
    await atRest(page);
    expect(refreshes() - beforeNext, 'the session cache matches the cart hash: no request').toBe(0);

    const ran = await scripts.ran();
    expect(ran).toContain('/dist/pb-cart-fragments.js');
    expect(elementModules(ran), 'no element module ran').toEqual([]);
    expect(ran.filter((path) => reactChunks().includes(path)), 'no framework chunk ran').toEqual([]);
    await expect(page.locator(MINI_CART)).not.toHaveAttribute('data-enhanced', '');
    expect(errors).toEqual([]);
  });

  test('the first touch upgrades the disclosure with the count the fragments brought, without asking for them again', async ({ page }) => {
    await cacheWholePage(page, '/shop/');
    await page.goto('/shop/');
    await atRest(page);
    await addElsewhere(page, 'Dried fruit mix');
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (isRefresh(request.url())) refreshes.push(request.url());
    });
    await page.reload();
    await expect(page.locator(`${CART_LINK} .cart-contents-count`)).toHaveText('1 item');
    await atRest(page);

    await page.locator(CART_LINK).hover();
    await expect(page.locator(MINI_CART)).toHaveAttribute('data-enhanced', '');
    await expect(miniCartPart(page, 'count')).toHaveText('1 item');
    await expect(miniCartPart(page, 'subtotal')).toHaveText('€6.50');
    await miniCartPart(page, 'button').click();
    await expect(miniCartPart(page, 'panel')).toBeVisible();
    await expect(page.locator(`${MINI_CART} .mini_cart_item`)).toContainText('Dried fruit mix');
    await atRest(page);
    expect(refreshes, 'one fragment request, by the runtime').toHaveLength(1);
  });

  test('a click on the mini cart before its code arrived opens its panel, not the cart page', async ({ page }) => {
    await page.route('**/dist/pb-cart.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/shop/');
    await atRest(page);
    const sameDocument = await markDocument(page);
    // A click at the link's place, as a visitor's: Playwright's own click retries, forever, once the
    // upgrade lands between its checks and its press (the link is then hidden under the module's button).
    await clickAt(page, CART_LINK);
    await expect(miniCartPart(page, 'panel')).toBeVisible();
    await expect(miniCartPart(page, 'button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart__empty-message`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/shop/');
    expect(await sameDocument(), 'no navigation').toBe(true);
  });

  test('a ctrl-click on the resting mini cart still opens the cart page in a new tab', async ({ page, context }) => {
    await page.goto('/shop/');
    await atRest(page);
    // The link or, if the prefetched code rendered the mini cart as the pointer arrived, its button.
    const [tab] = await Promise.all([context.waitForEvent('page'), clickAt(page, CART_LINK, ['ControlOrMeta'])]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/shop/cart/');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await expect(page.locator(MINI_CART)).toHaveAttribute('data-enhanced', '');
    await expect(miniCartPart(page, 'button')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a ctrl-click whose press the mini cart\'s first render splits from its release (the link gone from under the pointer) still opens the cart page in a new tab', async ({ page, context }) => {
    // The code arrives while the button is held down (held back until then, idle prefetch or not):
    // the mini cart renders between the press and the release.
    let pressed!: () => void;
    const held = new Promise<void>((resolve) => (pressed = resolve));
    await page.route('**/dist/pb-cart.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop/');
    // Not atRest(): the held module (the idle prefetch asks for it too) keeps the network busy.
    await page.waitForTimeout(1000);
    const box = (await page.locator(CART_LINK).boundingBox())!;
    await page.keyboard.down('ControlOrMeta');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(page.locator(MINI_CART)).not.toHaveAttribute('data-enhanced', '');
    pressed();
    await expect(page.locator(MINI_CART)).toHaveAttribute('data-enhanced', '');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.mouse.up()]);
    await page.keyboard.up('ControlOrMeta');
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/shop/cart/');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await expect(miniCartPart(page, 'button')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a ctrl-click or a middle click on the upgraded mini cart\'s button opens the cart page in a new tab, not the panel', async ({ page, context }) => {
    await page.goto('/shop/');
    await atRest(page);
    await page.locator(CART_LINK).focus();
    await expect(page.locator(MINI_CART)).toHaveAttribute('data-enhanced', '');
    for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), miniCartPart(page, 'button').click(click)]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/shop/cart/');
      await tab.close();
      await expect(miniCartPart(page, 'button')).toHaveAttribute('aria-expanded', 'false');
    }
    expect(new URL(page.url()).pathname).toBe('/shop/');
  });

  test('focus on the resting link upgrades the mini cart: its button takes the focus, and Enter opens the panel', async ({ page }) => {
    await page.goto('/shop/');
    await atRest(page);
    await page.locator(CART_LINK).focus();
    await expect(page.locator(MINI_CART)).toHaveAttribute('data-enhanced', '');
    await expect.poll(() => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part') ?? null), { message: 'the button has the focus' }).toBe('button');
    await page.keyboard.press('Enter');
    await expect(miniCartPart(page, 'panel')).toBeVisible();
  });

  for (const { name, base } of FLAVOURS) {
    test(`with ${name}: an add to cart before the visitor touched the mini cart is announced all the same`, async ({ page }) => {
      await page.goto(base);
      await atRest(page);
      await expect(page.locator(MINI_CART)).not.toHaveAttribute('data-enhanced', '');
      await page.locator('li.product', { hasText: 'Steel flask' }).locator('a.add_to_cart_button').click();
      await expect(page.locator(`${CART_LINK} .cart-contents-count`)).toHaveText('1 item');
      await expect(miniCartPart(page, 'status')).toContainText('Steel flask added to your cart');
      await expect(miniCartPart(page, 'count')).toHaveText('1 item');
    });
  }
});

/** The shop pages that need a cart, as a visitor reaches them: the cart, the checkout, its errors, the thank-you page. */
const CART_PAGES = ['cart', 'checkout', 'checkout with errors', 'order received'] as const;

async function openShopPage(page: Page, which: (typeof CART_PAGES)[number]): Promise<void> {
  await addFromGrid(page, '/shop/', 'Merino walking socks', '1 item');
  if (which === 'cart') {
    await page.goto('/shop/cart/');
    return;
  }
  await page.goto('/shop/checkout/');
  if (which === 'checkout') return;
  await upgraded(page, 'pb-checkout');
  if (which === 'checkout with errors') {
    await page.locator('#place_order').click();
    await expect(page.locator('pb-checkout .woocommerce-NoticeGroup-checkout:visible')).toHaveCount(1);
    return;
  }
  await fillBilling(page, `thank-you-${Date.now()}@example.com`);
  await page.locator('#place_order').click();
  await page.waitForURL(/\/checkout\/order-received\/\d+\//);
}

for (const [viewportName, viewport] of Object.entries({ desktop: { width: 1280, height: 800 }, phone: PHONE })) {
  test.describe(`shop pages with a cart (${viewportName} ${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });
    for (const which of CART_PAGES) {
      test(`${which}: no layout shift while the blocks upgrade, and axe-core finds nothing`, async ({ page }) => {
        await page.addInitScript(observeLayoutShifts);
        await openShopPage(page, which);
        await waitForPageAtRest(page);
        // The notices that follow Place order are the visitor's doing (that page at rest is "checkout").
        if (which !== 'checkout with errors') {
          const shifts = await page.evaluate(() => window.__layoutShifts.filter((shift) => !shift.hadRecentInput));
          expect(shifts, `layout shifts: ${JSON.stringify(shifts)}`).toEqual([]);
        }
        await expectNoAxeViolations(page);
        // The mini cart open, as a visitor opens it.
        await upgraded(page, MINI_CART);
        await miniCartPart(page, 'button').click();
        await expect(miniCartPart(page, 'panel')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
