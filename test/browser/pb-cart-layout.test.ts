/**
 * <pb-cart> upgrade without layout shift (CLS 0), with the loader's critical CSS, at desktop and
 * phone widths: the mini cart's button takes the `a.cart-contents` link's place in a header row,
 * its contents stay hidden (the closed panel), and the cart block's markup keeps its boxes. The
 * element is imported only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { CART_CRITICAL_CSS } from '../../react-core/shop/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';
import { cartLink, miniCartContent, resetShop, storeCache, fragmentsFor } from './shop-helpers';

const MARKUP = `
  <header style="display:flex;align-items:center;gap:1rem;font:16px/1.5 sans-serif">
    <a class="logo" href="/">Shop</a>
    <pb-cart>${cartLink(2, '€30.00')}${miniCartContent([['Oak chair', 2, '€15.00']], '€30.00')}</pb-cart>
    <a class="after" href="/account/">Account</a>
  </header>
  <section><pb-cart variant="cart"><div class="woocommerce-notices-wrapper"></div><p class="cart-text">Your cart</p></pb-cart><p class="below">Below</p></section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-cart, .logo, .after, .cart-text, .below, .widget_shopping_cart_content');
}

describe('pb-cart upgrade layout (CLS 0)', () => {
  useCriticalCss(CART_CRITICAL_CSS);
  before(() => {
    resetShop();
    // The cache shows the cart as the markup does: no request, nothing changes.
    storeCache(fragmentsFor([['Oak chair', 2, '€15.00']], '€30.00'), 'h');
  });
  after(async () => {
    resetShop();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the mini cart button takes the link’s box; its contents stay hidden; the cart block keeps its boxes', async () => {
    const widths = [1280, 360];
    const page = fixture(`<div>${MARKUP}</div>`);
    expect(customElements.get('pb-cart') === undefined, 'pb-cart starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(page), { frames: 0 });
    await import('../../elements/pb-cart');
    await Promise.all([...page.querySelectorAll('pb-cart')].map(upgraded));
    await atWidths(widths, (width, index) => expect(boxes(page), `${width} px`).to.deep.equal(before[index]), { frames: 0 });
  });
});
