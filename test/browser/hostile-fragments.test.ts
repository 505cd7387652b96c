/**
 * Hostile server answers and builder data (issue 35 items 28 and 30; docs/conventions.md "Untrusted content"):
 * the shop's cart fragments — from the `get_refreshed_fragments` answer, an `added_to_cart` event
 * (jQuery's and the native one) and the session cache — and multi-view data carry frames with
 * `srcdoc` or a `javascript:` address, `javascript:` and `data:` links, event handlers, and
 * addresses of another host in `srcset`, `background` and `style` `url()`. Nothing runs, at once
 * or when the injected links are clicked; no frame, handler or unsafe link is left; nothing is
 * requested from another host; and the cart's own markup (totals, remove links, quantity form)
 * stays.
 */
import { expect } from 'chai';
import jQuery from 'jquery';
import '../../elements/pb-cart';
import { startMultiView, stopMultiView } from '../../react-core/builder/multi-view-runtime';
import { cleanupFixtures, fixture, frames, upgraded, wait, waitFor } from './helpers';
import { cartLink, fragmentsFor, json, miniCartContent, resetShop, storeCache, stubFetch, type Item } from './shop-helpers';

declare global {
  interface Window {
    __canary?: string;
  }
}

const EVIL = 'evil.example';
const TWO_CHAIRS: Item = ['Oak chair', 2, '€15.00'];

/** Each payload marks the canary with its own name if it ever runs; injected links carry `injected`. */
const PAYLOADS: Record<string, string> = {
  'iframe srcdoc': `<iframe srcdoc="<script>parent.__canary='iframe srcdoc'</script>"></iframe>`,
  'iframe javascript: src': `<iframe src="javascript:parent.__canary='iframe src'"></iframe>`,
  'javascript: link': `<a class="injected" href="javascript:window.__canary='javascript link'">Offer</a>`,
  'data: link': `<a class="injected" href="data:text/html,<script>window.__canary='data link'</script>">Receipt</a>`,
  'data:image link': `<a class="injected" href="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__canary=1'/>">Picture</a>`,
  'handlers': `<img src="/test/browser/fixtures/map-tile.svg" alt="" onload="window.__canary='onload'"><p onclick="window.__canary='onclick'" class="injected">Tap</p>`,
  'object and embed': `<object data="data:text/html,<script>parent.__canary='object'</script>"></object><embed src="https://${EVIL}/embed.swf">`,
};
const INJECTED = Object.values(PAYLOADS).join('');

/** The cart page's form and totals, as WooCommerce's cart.php renders them. */
function cartForm(extra = ''): string {
  return `<form class="woocommerce-cart-form" action="/shop/cart/" method="post"><table><tbody><tr class="woocommerce-cart-form__cart-item cart_item">
    <td class="product-name"><a href="/shop/product/oak-chair/">Oak chair</a></td>
    <td class="product-quantity"><label for="qty-k">Quantity</label><input id="qty-k" class="input-text qty text" type="number" name="cart[K0][qty]" value="2"></td>
    </tr></tbody></table><button type="submit" name="update_cart" value="Update cart">Update cart</button>${extra}</form>`;
}
function cartTotals(extra = ''): string {
  return `<div class="cart_totals"><table><tbody><tr class="order-total"><th>Total</th><td><span class="woocommerce-Price-amount amount"><bdi>€30.00</bdi></span></td></tr></tbody></table>${extra}</div>`;
}

/** The shop's fragments for two chairs, every payload injected into each, the header link's own address `javascript:`. */
function hostileFragments(): Record<string, string> {
  const clean = fragmentsFor([TWO_CHAIRS], '€30.00');
  return {
    'a.cart-contents': clean['a.cart-contents']!.replace('class="cart-contents" href="/shop/cart/"', `class="cart-contents injected" href="javascript:window.__canary='cart-contents'"`),
    'div.widget_shopping_cart_content': clean['div.widget_shopping_cart_content']!.replace(/<\/div>$/, `${INJECTED}</div>`),
    'form.woocommerce-cart-form': cartForm(INJECTED),
    'div.cart_totals': cartTotals(INJECTED),
  };
}

/** A header's mini cart with one chair, and the cart page's block with one chair's form and totals. */
async function mountShop(): Promise<HTMLElement> {
  const page = fixture(
    `<div><header><pb-cart variant="mini">${cartLink(1, '€15.00')}${miniCartContent([['Oak chair', 1, '€15.00']], '€15.00')}</pb-cart></header>` +
      `<main><pb-cart variant="cart">${cartForm().replace('value="2"', 'value="1"')}${cartTotals().replace('€30.00', '€15.00')}</pb-cart></main></div>`,
  );
  for (const block of page.querySelectorAll('pb-cart')) await upgraded(block);
  return page;
}

/** Every attribute of the blocks' light DOM that is a handler, srcdoc or an unsafe address. */
function unsafeAttributes(page: HTMLElement): string[] {
  return [...page.querySelectorAll('pb-cart *')].flatMap((element) =>
    [...element.attributes]
      .filter(({ name, value }) => /^on|^srcdoc$|^formaction$/i.test(name) || (/^(href|src|action|data)$/i.test(name) && /^\s*(javascript|data):/i.test(value)))
      .map(({ name, value }) => `${element.localName}[${name}="${value.slice(0, 40)}"]`),
  );
}

/** Clicks every injected link and element (never a real link or a submit button: the test page stays). */
async function clickInjected(page: HTMLElement): Promise<number> {
  const injected = [...page.querySelectorAll<HTMLElement>('pb-cart .injected')];
  for (const element of injected) element.click();
  // A javascript: address runs in a task after the click.
  await wait(200);
  return injected.length;
}

const ROUTES: Record<string, () => Promise<HTMLElement>> = {
  'the get_refreshed_fragments answer': async () => {
    stubFetch(json({ fragments: hostileFragments(), cart_hash: 'h2' }));
    return mountShop();
  },
  'the session cache': async () => {
    storeCache(hostileFragments(), 'h2');
    stubFetch();
    return mountShop();
  },
  'an added_to_cart event triggered with jQuery': async () => {
    window.jQuery = jQuery;
    storeCache(fragmentsFor([['Oak chair', 1, '€15.00']], '€15.00'), 'h1');
    stubFetch();
    const page = await mountShop();
    jQuery(document.body).trigger('added_to_cart', [hostileFragments(), 'h2', jQuery('<a class="add_to_cart_button">Add</a>')]);
    return page;
  },
  'a native added_to_cart event': async () => {
    storeCache(fragmentsFor([['Oak chair', 1, '€15.00']], '€15.00'), 'h1');
    stubFetch();
    const page = await mountShop();
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: { fragments: hostileFragments(), cart_hash: 'h2' } }));
    return page;
  },
};

describe('hostile cart fragments: shown, never run', () => {
  beforeEach(() => {
    resetShop();
    delete window.__canary;
  });
  afterEach(async () => {
    cleanupFixtures();
    await frames(2);
    resetShop();
    delete window.__canary;
  });

  for (const [route, mount] of Object.entries(ROUTES)) {
    it(`from ${route}: no payload runs at load or on a click, no frame, handler or unsafe link is left, the cart's markup stays`, async () => {
      const page = await mount();
      const mini = page.querySelector('pb-cart[variant="mini"]')!;
      const cart = page.querySelector('pb-cart[variant="cart"]')!;
      await waitFor(() => mini.querySelector('.cart-contents-count')?.textContent === '2 items', 'the fragments applied');
      await waitFor(() => cart.querySelector<HTMLInputElement>('input.qty')?.value === '2', 'the cart form applied');
      await wait(300);
      expect(window.__canary, 'nothing ran at load').to.equal(undefined);

      expect(page.querySelectorAll('pb-cart iframe, pb-cart frame, pb-cart object, pb-cart embed, pb-cart script').length, 'frames, objects, scripts').to.equal(0);
      expect(unsafeAttributes(page), 'handlers, srcdoc and unsafe addresses').to.deep.equal([]);
      expect(await clickInjected(page), 'injected links to click').to.be.greaterThan(0);
      expect(window.__canary, 'nothing ran on a click').to.equal(undefined);

      // The cart as the shop rendered it: header link, mini cart line, remove link, subtotal, quantity form, totals.
      expect(mini.querySelector('a.cart-contents .cart-contents-total')?.textContent).to.equal('€30.00');
      expect(mini.querySelector('.mini_cart_item .quantity')?.textContent).to.equal('2 × €15.00');
      const remove = mini.querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!;
      expect([remove.getAttribute('href'), remove.dataset.cart_item_key, remove.getAttribute('aria-label')]).to.deep.equal([
        '/shop/cart/?remove_item=K0',
        'K0',
        'Remove Oak chair from cart',
      ]);
      expect(mini.querySelector('.woocommerce-mini-cart__total')?.textContent).to.equal('Subtotal: €30.00');
      const form = cart.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
      expect([form.getAttribute('action'), form.getAttribute('method')]).to.deep.equal(['/shop/cart/', 'post']);
      expect(form.querySelector<HTMLInputElement>('input[name="cart[K0][qty]"]')?.type).to.equal('number');
      expect(form.querySelector<HTMLButtonElement>('button[name="update_cart"]')?.type).to.equal('submit');
      expect(cart.querySelector('.cart_totals .order-total td')?.textContent).to.equal('€30.00');
    });
  }
});

const attribute = (value: unknown): string => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

describe('hostile multi-view data: nothing runs, no frame or form, nothing from another host', () => {
  const requested: string[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) requested.push(entry.name);
  });
  before(() => observer.observe({ type: 'resource', buffered: true }));
  after(() => observer.disconnect());
  beforeEach(() => {
    requested.length = 0;
    delete window.__canary;
  });
  afterEach(() => {
    stopMultiView();
    cleanupFixtures();
    delete window.__canary;
  });

  for (const [name, payload] of Object.entries({
    ...PAYLOADS,
    form: `<form action="javascript:window.__canary='form'"><input name="q"><button class="injected">Go</button></form>`,
    'srcset, background and style url() of another host':
      `<img src="/test/browser/fixtures/map-tile.svg?own" srcset="https://${EVIL}/srcset.png 2x" alt="">` +
      `<table background="https://${EVIL}/background.png"><tbody><tr><td style="background:url(https://${EVIL}/style.png)">t</td></tr></tbody></table>` +
      `<img src="https://${EVIL}/src.png" alt="">`,
  })) {
    it(`content with ${name}`, async () => {
      const module = fixture(`<div data-pb-multi-view='${attribute({ schema: { content: { desktop: `<p>Shown</p>${payload}` } } })}'>Page</div>`);
      startMultiView();
      await waitFor(() => module.textContent!.startsWith('Shown'), 'the desktop content');
      await wait(300);
      for (const element of module.querySelectorAll<HTMLElement>('a, .injected')) element.click();
      await wait(200);
      expect(window.__canary, 'nothing ran').to.equal(undefined);
      expect(module.querySelectorAll('iframe, frame, object, embed, form, input, button, script').length, 'frames and forms').to.equal(0);
      expect(module.querySelectorAll('[srcset], [background], [style], [srcdoc], [onload], [onclick], a[href]').length, 'attributes left').to.equal(0);
      expect(requested.filter((url) => url.includes(EVIL)), 'requests to another host').to.deep.equal([]);
    });
  }

  it('attrs and styles that would fetch from another host are refused, the page keeping its own; the same from this site are set', async () => {
    const own = '/test/browser/fixtures/map-tile.svg';
    const module = (attrs: Record<string, string>, styles: Record<string, string>): HTMLImageElement =>
      fixture<HTMLImageElement>(`<img src="${own}?page" alt="Page" data-pb-multi-view='${attribute({ schema: { attrs: { desktop: attrs }, styles: { desktop: styles } } })}'>`);
    const hostile = module(
      { srcset: `${own}?a 1x, https://${EVIL}/set.png 2x`, background: `https://${EVIL}/bg.png`, src: `//${EVIL}/src.png`, alt: 'Hostile' },
      { 'background-image': `url(https://${EVIL}/style.png)`, 'border-image-source': `image-set("https://${EVIL}/set.png" 1x)`, '--pb-card-image': `url(\\68ttps://${EVIL}/var.png)` },
    );
    const ownSite = module(
      { srcset: `${own}?b 1x, ${own}?c 2x`, background: `${own}?d`, src: `${own}?e`, alt: 'Own' },
      { 'background-image': `url(${own}?f)`, 'border-image-source': `image-set("${own}?g" 1x)` },
    );
    startMultiView();
    await waitFor(() => hostile.alt === 'Hostile' && ownSite.alt === 'Own', 'the desktop attributes');
    await wait(300);
    expect([hostile.getAttribute('src'), hostile.getAttribute('srcset'), hostile.getAttribute('background'), hostile.style.cssText]).to.deep.equal([`${own}?page`, null, null, '']);
    expect(requested.filter((url) => url.includes(EVIL)), 'requests to another host').to.deep.equal([]);
    expect([ownSite.getAttribute('src'), ownSite.getAttribute('srcset'), ownSite.getAttribute('background')]).to.deep.equal([`${own}?e`, `${own}?b 1x, ${own}?c 2x`, `${own}?d`]);
    expect(ownSite.style.backgroundImage).to.contain(`${own}?f`);
    expect(ownSite.style.borderImageSource).to.contain(`${own}?g`);
  });
});
