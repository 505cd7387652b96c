/**
 * <pb-cart> (issue 19; SPEC §7 "Shop cart and checkout use the shop plugin's events and
 * fragments"), with the shop's `wc-ajax` endpoint faked: the fragment cache, the refresh, the
 * fragments carried by jQuery-triggered and native events, what fragments may touch, the mini
 * cart disclosure, the cart block and the announcements.
 */
import { expect } from 'chai';
import jQuery from 'jquery';
import '../../elements/pb-cart';
import { captureConsole, cleanupFixtures, fixture, frames, upgraded, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';
import { calls, cartLink, fragmentsFor, json, miniCartContent, resetShop, storeCache, stubFetch, type Item } from './shop-helpers';

const CHAIR: Item = ['Oak chair', 1, '€15.00'];
const TWO_CHAIRS: Item = ['Oak chair', 2, '€15.00'];

async function mountMini(items: Item[] = [CHAIR], total = '€15.00', attributes = ''): Promise<HTMLElement> {
  const count = items.reduce((sum, [, quantity]) => sum + quantity, 0);
  const wrapper = fixture(`<header><pb-cart variant="mini" ${attributes}>${cartLink(count, total)}${miniCartContent(items, total)}</pb-cart><p class="after">After</p></header>`);
  const element = wrapper.querySelector<HTMLElement>('pb-cart')!;
  await upgraded(element);
  return element;
}

const button = (element: HTMLElement): HTMLButtonElement => element.shadowRoot!.querySelector('[part=button]')!;
const panel = (element: HTMLElement): HTMLElement => element.shadowRoot!.querySelector('[part=panel]')!;
const isOpen = (element: HTMLElement): boolean => !panel(element).hasAttribute('hidden');
const statusText = (element: HTMLElement): string => element.shadowRoot!.querySelector('[part=status]')!.textContent ?? '';
const countText = (element: HTMLElement): string => element.shadowRoot!.querySelector('[part=count]')!.textContent ?? '';
const subtotalText = (element: HTMLElement): string => element.shadowRoot!.querySelector('[part=subtotal]')?.textContent ?? '';

function keyboard(target: EventTarget, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
}

describe('pb-cart', () => {
  beforeEach(resetShop);
  afterEach(async () => {
    cleanupFixtures();
    // The blocks unmount (and the page stops listening) in a microtask after removal.
    await frames(2);
    resetShop();
  });

  describe('the fragment cache (WooCommerce cart-fragments.js)', () => {
    it('the first block applies cached fragments with no request when their hash is the cookie’s', async () => {
      storeCache(fragmentsFor([TWO_CHAIRS], '€30.00'), 'hash-2');
      stubFetch();
      const element = await mountMini();
      await waitFor(() => countText(element) === '2 items', 'the cached count');
      expect(subtotalText(element)).to.equal('€30.00');
      expect(element.querySelector('.quantity')!.textContent).to.contain('2 ×');
      expect(calls).to.deep.equal([]);
    });

    it('a hash that differs from the cookie sends one get_refreshed_fragments POST; the answer is applied and stored', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'old-hash', 'new-hash');
      const fresh = fragmentsFor([TWO_CHAIRS], '€30.00');
      stubFetch(json({ fragments: fresh, cart_hash: 'new-hash' }));
      const before = Date.now();
      const element = await mountMini();
      await waitFor(() => countText(element) === '2 items', 'the refreshed count');
      expect(calls.map(({ url, method }) => ({ url, method }))).to.deep.equal([{ url: '/?wc-ajax=get_refreshed_fragments', method: 'POST' }]);
      expect(JSON.parse(sessionStorage.getItem('wc_fragments')!)).to.deep.equal(fresh);
      expect(sessionStorage.getItem('wc_cart_hash')).to.equal('new-hash');
      expect(localStorage.getItem('wc_cart_hash')).to.equal('new-hash');
      expect(Number(sessionStorage.getItem('wc_cart_created'))).to.be.at.least(before);
    });

    it('uses the names WooCommerce localizes (wc_cart_fragments_params) over the page configuration', async () => {
      window.pbConfig = { wcAjaxUrl: '/page/?wc-ajax=%%endpoint%%' };
      window.wc_cart_fragments_params = { wc_ajax_url: '/wc/?wc-ajax=%%endpoint%%', cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x' };
      stubFetch(json({ fragments: fragmentsFor([TWO_CHAIRS], '€30.00'), cart_hash: 'h' }));
      const element = await mountMini();
      await waitFor(() => countText(element) === '2 items', 'the refreshed count');
      expect(calls[0]!.url).to.equal('/wc/?wc-ajax=get_refreshed_fragments');
      expect(sessionStorage.getItem('wc_cart_hash_x')).to.equal('h');
      expect(sessionStorage.getItem('wc_fragments_x')).to.not.equal(null);
    });

    it('a failed refresh leaves the markup as it is and warns once', async () => {
      stubFetch(json({}, 500), new Error('offline'));
      let element!: HTMLElement;
      const { warnings } = await captureConsole(async () => {
        element = await mountMini();
        await waitFor(() => calls.length === 1, 'the refresh');
        await frames(2);
        document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
        await waitFor(() => calls.length === 2, 'the second refresh');
        await frames(2);
      });
      expect(countText(element)).to.equal('1 item');
      expect(element.querySelector('.mini_cart_item')).to.not.equal(null);
      expect(warnings.filter((warning) => warning.includes('could not be refreshed'))).to.have.length(1);
    });

    it('one request at a time for the page: refreshes asked for meanwhile make one more after it', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      let answer!: (response: Response) => void;
      stubFetch(new Promise<Response>((resolve) => (answer = resolve)), json({ fragments: fragmentsFor([TWO_CHAIRS], '€30.00'), cart_hash: 'h2' }));
      const [first, second] = [await mountMini(), await mountMini()];
      for (let index = 0; index < 3; index += 1) document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
      await frames(2);
      expect(calls).to.have.length(1);
      answer(json({ fragments: fragmentsFor([CHAIR], '€15.00'), cart_hash: 'h1' }));
      await waitFor(() => countText(first) === '2 items' && countText(second) === '2 items', 'both blocks refreshed');
      expect(calls).to.have.length(2);
    });

    it('with WooCommerce’s own cart-fragments.js on the page the shop is asked once, by it: the blocks apply what it stores', async () => {
      // WordPress prints it as <script id="wc-cart-fragments-js">; this one does not run.
      const script = Object.assign(document.createElement('script'), { id: 'wc-cart-fragments-js', type: 'text/plain' });
      document.head.append(script);
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'old-hash', 'new-hash');
      stubFetch(json({ fragments: fragmentsFor([TWO_CHAIRS], '€30.00'), cart_hash: 'new-hash' }));
      const element = await mountMini();
      document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
      await frames(3);
      expect(calls, 'WooCommerce’s script asks, not the blocks').to.deep.equal([]);
      // What WooCommerce's script does once its answer is in: store, then trigger wc_fragments_refreshed.
      storeCache(fragmentsFor([TWO_CHAIRS], '€30.00'), 'new-hash');
      document.body.dispatchEvent(new CustomEvent('wc_fragments_refreshed'));
      await waitFor(() => countText(element) === '2 items', 'what WooCommerce stored, applied');
      expect(calls).to.deep.equal([]);
    });

    it('refreshes when another tab changes the cart hash, and on WooCommerce Blocks’ events', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      stubFetch(json({ fragments: fragmentsFor([TWO_CHAIRS], '€30.00'), cart_hash: 'h2' }), json({ fragments: fragmentsFor([], '€0.00'), cart_hash: '' }));
      const element = await mountMini();
      localStorage.setItem('wc_cart_hash', 'h2');
      window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash' }));
      await waitFor(() => countText(element) === '2 items', 'the other tab’s cart');
      document.body.dispatchEvent(new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true }));
      await waitFor(() => countText(element) === '0 items', 'the emptied cart');
      expect(calls).to.have.length(2);
    });
  });

  describe('shop events: through jQuery when the page has it, native otherwise', () => {
    it('added_to_cart triggered with jQuery applies its fragments once, stores them and announces the addition', async () => {
      window.jQuery = jQuery;
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const element = await mountMini();
      const changes: unknown[] = [];
      element.addEventListener('pb-cart-change', (event) => changes.push(event.detail));
      const fragments = fragmentsFor([TWO_CHAIRS], '€30.00');
      jQuery(document.body).trigger('added_to_cart', [fragments, 'h2', jQuery('<a class="add_to_cart_button">Add</a>')]);
      await waitFor(() => countText(element) === '2 items', 'the new count');
      await waitFor(() => statusText(element) === 'Oak chair added to your cart. 2 items, subtotal €30.00', 'the announcement');
      expect(changes).to.deep.equal([{ count: 2, subtotal: '€30.00', change: 'added' }]);
      expect(sessionStorage.getItem('wc_cart_hash')).to.equal('h2');
      expect(JSON.parse(sessionStorage.getItem('wc_fragments')!)).to.deep.equal(fragments);
    });

    it('a native CustomEvent (detail: the same argument list, or {fragments, cart_hash}) works without jQuery', async () => {
      storeCache(fragmentsFor([TWO_CHAIRS], '€30.00'), 'h2');
      const element = await mountMini([TWO_CHAIRS], '€30.00');
      document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true, detail: [fragmentsFor([CHAIR], '€15.00'), 'h1', null] }));
      await waitFor(() => statusText(element) === 'Oak chair removed from your cart. 1 item, subtotal €15.00', 'the removal');
      document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: { fragments: fragmentsFor([TWO_CHAIRS], '€30.00'), cart_hash: 'h2' } }));
      await waitFor(() => countText(element) === '2 items', 'the addition');
      expect(localStorage.getItem('wc_cart_hash')).to.equal('h2');
      expect(window.jQuery, 'nothing loaded jQuery').to.equal(undefined);
    });

    it('a native dispatch on a page with jQuery is handled once (the jQuery binding sees it)', async () => {
      window.jQuery = jQuery;
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const element = await mountMini();
      const changes: unknown[] = [];
      element.addEventListener('pb-cart-change', (event) => changes.push(event.detail));
      document.body.dispatchEvent(new CustomEvent('wc_cart_emptied', { bubbles: true }));
      document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true, detail: [fragmentsFor([], '€0.00'), ''] }));
      await waitFor(() => statusText(element) === 'Your cart is empty.', 'the emptied cart');
      expect(changes).to.deep.equal([{ count: 0, subtotal: '€0.00', change: 'emptied' }]);
      expect(element.querySelector('.woocommerce-mini-cart__empty-message')).to.not.equal(null);
    });
  });

  describe('what fragments may touch', () => {
    it('fragments replace matching elements inside the blocks only; the same markup outside stays', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const outside = fixture(`<aside>${cartLink(1, '€15.00')}${miniCartContent([CHAIR], '€15.00')}</aside>`);
      const [outsideLink, outsideContent] = [outside.querySelector('a.cart-contents')!, outside.querySelector('.widget_shopping_cart_content')!];
      const element = await mountMini();
      document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [fragmentsFor([TWO_CHAIRS], '€30.00'), 'h2'] }));
      await waitFor(() => countText(element) === '2 items', 'the block updated');
      expect(outside.querySelector('a.cart-contents')).to.equal(outsideLink);
      expect(outside.querySelector('.widget_shopping_cart_content')).to.equal(outsideContent);
      expect(outsideLink.textContent).to.contain('1 item');
    });

    it('a fragment’s scripts and handler attributes never run; attribute text never becomes markup', async () => {
      const pwned = window as { cartPwned?: number };
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const label = '<img src="x" onerror="window.cartPwned=1">Basket';
      const element = await mountMini([CHAIR], '€15.00', `label="${label.replace(/"/g, '&quot;')}"`);
      const hostile = {
        'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><script>window.cartPwned=2</script><img src="data:," onerror="window.cartPwned=3" alt=""><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>`,
      };
      document.body.dispatchEvent(new CustomEvent('removed_from_cart', { detail: [hostile, ''] }));
      await waitFor(() => element.querySelector('.woocommerce-mini-cart__empty-message') !== null, 'the fragment applied');
      await frames(3);
      expect(pwned.cartPwned).to.equal(undefined);
      expect(element.querySelector('script')).to.equal(null);
      // The image's `data:,` address is no image: it goes, and no handler is left on anything.
      expect(element.querySelectorAll('img, [onerror]').length).to.equal(0);
      expect(element.shadowRoot!.querySelector('img')).to.equal(null);
      expect(element.shadowRoot!.querySelector('[part=label]')!.textContent).to.equal(label);
      delete pwned.cartPwned;
    });
  });

  describe('the mini cart disclosure (WAI-ARIA APG)', () => {
    it('a button with the count and subtotal controls the panel; the shop’s link is the path without JavaScript', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const element = await mountMini();
      const toggle = button(element);
      expect(toggle.localName).to.equal('button');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(element.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)).to.equal(panel(element));
      expect(toggle.textContent).to.equal('Cart1 item €15.00');
      expect(isOpen(element)).to.equal(false);
      expect(element.querySelector<HTMLAnchorElement>('a.cart-contents')!.getAttribute('href')).to.equal('/shop/cart/');
      expect(element.querySelector('a.cart-contents')!.getBoundingClientRect().width, 'the button stands in for the link').to.equal(0);
    });

    it('opens on activation; Escape closes it and returns the focus to the button; a click outside closes it', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const element = await mountMini();
      const toggle = button(element);
      toggle.focus();
      toggle.click();
      await waitFor(() => isOpen(element), 'the panel open');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      const viewCart = element.querySelector<HTMLAnchorElement>('a.wc-forward')!;
      expect(viewCart.getBoundingClientRect().height).to.be.greaterThan(0);
      viewCart.focus();
      keyboard(viewCart, 'Escape');
      await waitFor(() => !isOpen(element), 'closed by Escape');
      expect(element.shadowRoot!.activeElement).to.equal(toggle);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');

      toggle.click();
      await waitFor(() => isOpen(element), 'open again');
      element.parentElement!.querySelector<HTMLElement>('.after')!.click();
      await waitFor(() => !isOpen(element), 'closed by a click outside');
      toggle.click();
      await waitFor(() => isOpen(element), 'open once more');
      element.querySelector<HTMLElement>('.quantity')!.click();
      await frames(2);
      expect(isOpen(element), 'a click inside keeps it open').to.equal(true);
    });

    it('keeps the focus in the panel when a fragment replaces the control that had it', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const element = await mountMini();
      button(element).click();
      await waitFor(() => isOpen(element), 'the panel open');
      element.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!.focus();
      document.body.dispatchEvent(new CustomEvent('removed_from_cart', { detail: [fragmentsFor([], '€0.00'), ''] }));
      await waitFor(() => element.shadowRoot!.activeElement === button(element), 'the focus on the button, not the body');
    });

    it('has no axe violations, closed and open', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const element = await mountMini();
      expect(await axeViolations(element.parentElement!)).to.deep.equal([]);
      button(element).click();
      await waitFor(() => isOpen(element), 'the panel open');
      expect(await axeViolations(element.parentElement!)).to.deep.equal([]);
    });
  });

  describe('the cart block (variant="cart")', () => {
    function cartPage(quantity: number, notices = ''): string {
      return `<div class="woocommerce-notices-wrapper">${notices}</div>
        <form class="woocommerce-cart-form" action="/shop/cart/" method="post">
          <table><tbody><tr class="woocommerce-cart-form__cart-item cart_item">
            <td class="product-name"><a href="/shop/product/oak-chair/">Oak chair</a></td>
            <td class="product-quantity"><label for="qty-k">Quantity</label><input id="qty-k" class="input-text qty text" type="number" name="cart[K][qty]" value="${quantity}"></td>
          </tr></tbody></table>
          <button type="submit" name="update_cart" value="Update cart">Update cart</button>
        </form>
        <div class="cart-collaterals"><div class="cart_totals"><table><tbody><tr class="cart-subtotal"><th>Subtotal</th><td>${'<span class="woocommerce-Price-amount amount"><bdi>€' + quantity * 15 + '.00</bdi></span>'}</td></tr></tbody></table></div></div>`;
    }

    it('hides a notice group that repeats one shown before it, keeping the first', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      const notice = '<div class="woocommerce-message" role="alert">“Oak chair” has been added to your cart.</div>';
      const element = fixture<HTMLElement>(`<pb-cart variant="cart">${cartPage(1, notice)}<div class="late"></div></pb-cart>`);
      element.querySelector('.woocommerce-cart-form')!.insertAdjacentHTML('afterbegin', notice);
      await upgraded(element);
      const messages = [...element.querySelectorAll<HTMLElement>('.woocommerce-message')];
      expect(messages.map((message) => message.hasAttribute('hidden'))).to.deep.equal([false, true]);
      element.querySelector('.late')!.insertAdjacentHTML('beforeend', notice.replace('added to', 'removed from'));
      await frames(2);
      expect([...element.querySelectorAll<HTMLElement>('.woocommerce-message')].map((message) => message.hasAttribute('hidden'))).to.deep.equal([false, true, false]);
    });

    it('follows updated_wc_div: the same control keeps the focus in the new markup, and the change is announced', async () => {
      storeCache(fragmentsFor([CHAIR], '€15.00'), 'h1');
      stubFetch(json({ fragments: fragmentsFor([TWO_CHAIRS], '€30.00'), cart_hash: 'h2' }));
      const element = fixture<HTMLElement>(`<pb-cart variant="cart">${cartPage(1)}</pb-cart>`);
      await upgraded(element);
      element.querySelector<HTMLInputElement>('input.qty')!.focus();
      // The shop's cart.js: the whole form and totals replaced, then updated_wc_div.
      const next = document.createElement('template');
      next.innerHTML = cartPage(2);
      element.replaceChildren(next.content);
      document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
      await waitFor(() => document.activeElement === element.querySelector('input.qty'), 'the new quantity field focused');
      await waitFor(() => statusText(element) === 'Oak chair added to your cart. 2 items, subtotal €30.00', 'the announcement');
    });
  });
});
