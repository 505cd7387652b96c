/**
 * The mini cart through the loader beside the cart fragments runtime (docs/loading.md "How modules load",
 * "Fragments and their cache"), with the loader's real policy for `<pb-cart>` and the module's
 * fetch replaced by a slow local import: the runtime applies the cached fragments to the resting
 * link with no request and without the mini cart's code; the mini cart's code comes with the
 * visitor's first touch (a click that came first opens the panel once it rendered; focus on the
 * link moves to the button), never asks for the fragments again, and still announces a cart
 * change whose event came before it.
 */
import { expect } from 'chai';
import { startElementUpgrades } from '../../react-core/loader/element-upgrades';
import { ELEMENTS } from '../../react-core/loader/registry';
import { publishGate, UPGRADE_REQUEST_EVENT } from '../../react-core/runtime/upgrade-gate';
import { cleanupFixtures, fixture, pageRestWithoutWaits, wait, waitFor } from './helpers';
import { calls, fragmentsFor, miniCartContent, resetShop, storeCache, stubFetch, type Item } from './shop-helpers';

const CHAIR: Item = ['Oak chair', 1, '€15.00'];
const TWO_CHAIRS: Item = ['Oak chair', 2, '€15.00'];
/** How long the mini cart's module "takes to download". */
const DOWNLOAD_MS = 300;
const requested: string[] = [];

function load(entry: string): Promise<boolean> {
  requested.push(entry);
  return wait(DOWNLOAD_MS)
    .then(() => import('../../elements/pb-cart'))
    .then(() => true);
}

/** A resting mini cart whose header link leads to `#cart-page` (a navigation the test can see without leaving). */
function mountResting(items: Item[], total: string): HTMLElement {
  const count = items.reduce((sum, [, quantity]) => sum + quantity, 0);
  const link = `<a class="cart-contents" href="#cart-page"><span class="cart-contents-count">${count} ${count === 1 ? 'item' : 'items'}</span> <span class="cart-contents-total">${total}</span></a>`;
  return fixture(`<header><pb-cart variant="mini">${link}${miniCartContent(items, total)}</pb-cart></header>`).querySelector('pb-cart')!;
}

const part = (element: HTMLElement, name: string): HTMLElement | null => element.shadowRoot?.querySelector(`[part=${name}]`) ?? null;
const enhanced = (element: Element): boolean => element.hasAttribute('data-enhanced');
const isOpen = (element: HTMLElement): boolean => part(element, 'panel')?.hidden === false;
const linkCount = (element: HTMLElement): string => element.querySelector('a.cart-contents .cart-contents-count')?.textContent ?? '';

let upgrades: ReturnType<typeof startElementUpgrades> | undefined;

before(() => {
  resetShop();
  // The session cache holds the cart as it is now: two chairs (the page was cached with one).
  storeCache(fragmentsFor([TWO_CHAIRS], '€30.00'), 'h2');
  // Any fragment request is recorded, and fails.
  stubFetch();
  publishGate({ isHeld: (element) => upgrades?.isHeld(element) ?? true });
  upgrades = startElementUpgrades({ elements: { 'pb-cart': ELEMENTS['pb-cart']! }, load, visibleMargin: '0px', hashOnLoad: false, pageRest: pageRestWithoutWaits() });
  // As the loader does (start-loader.ts): an element some code asks for renders now.
  document.addEventListener(UPGRADE_REQUEST_EVENT, (event) => upgrades?.requested(event.composedPath()[0] as Element));
});

after(resetShop);

describe('pb-cart with the cart fragments runtime, through the loader', () => {
  afterEach(cleanupFixtures);

  it('the runtime brings the resting link up to date from the cache without the mini cart’s code; a click that came before the code opens the panel once it rendered', async () => {
    const element = mountResting([CHAIR], '€15.00');
    await import('../../elements/pb-cart-fragments');
    await waitFor(() => linkCount(element) === '2 items', 'the cached count on the resting link');
    await wait(DOWNLOAD_MS * 2);
    expect(requested, 'no module before the visitor').to.deep.equal([]);
    expect(enhanced(element)).to.equal(false);

    element.querySelector<HTMLElement>('a.cart-contents .cart-contents-count')!.click();
    await waitFor(() => enhanced(element) && isOpen(element), 'the panel open after the held click');
    expect(location.hash, 'the link did not navigate').to.not.equal('#cart-page');
    expect(part(element, 'button')!.getAttribute('aria-expanded')).to.equal('true');
    expect(part(element, 'count')!.textContent).to.equal('2 items');
    expect(requested).to.deep.equal(['pb-cart.js']);
    expect(calls, 'no fragment request: the cache was the cart').to.deep.equal([]);
  });

  it('focus on the resting link renders the mini cart and moves the focus to its button', async () => {
    const element = mountResting([TWO_CHAIRS], '€30.00');
    element.querySelector<HTMLAnchorElement>('a.cart-contents')!.focus();
    await waitFor(() => enhanced(element), 'the render brought by the focus');
    await waitFor(() => element.shadowRoot!.activeElement === part(element, 'button'), 'the focus on the button');
    expect(isOpen(element)).to.equal(false);
  });

  it('a cart event before the mini cart’s code: the runtime applies its fragments at once, and the mini cart, asked for, announces the change', async () => {
    const element = mountResting([CHAIR], '€15.00');
    const changes: unknown[] = [];
    element.addEventListener('pb-cart-change', (event) => changes.push(event.detail));
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [fragmentsFor([TWO_CHAIRS], '€30.00'), 'h3'] }));
    expect(linkCount(element), 'applied in the event').to.equal('2 items');
    await waitFor(() => part(element, 'status')?.textContent === 'Oak chair added to your cart. 2 items, subtotal €30.00', 'the announcement');
    expect(changes).to.deep.equal([{ count: 2, subtotal: '€30.00', change: 'added' }]);
    expect(sessionStorage.getItem('wc_cart_hash')).to.equal('h3');
    expect(calls).to.deep.equal([]);
  });
});
