/**
 * <pb-checkout> (issue 19; SPEC §8 "Checkout: duplicate error notice groups are hidden. A sample
 * billing first name required message is shown in the editor preview only."): the error summary
 * (focus, announcement, links to the fields), duplicates hidden, the double-submit guard, the
 * preview sample, and the purchase that split testing counts.
 */
import { expect } from 'chai';
import jQuery from 'jquery';
import '../../elements/pb-checkout';
import { getPageConfig, resetPageConfig } from '../../react-core/runtime/page-config';
import { startGoals } from '../../react-core/split-test/goals';
import { createRecorder, type AnsweredTest } from '../../react-core/split-test/recorder';
import { cleanupFixtures, fixture, frames, upgraded, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';
import { json, resetShop, storeCache, stubFetch, fragmentsFor } from './shop-helpers';

const ERRORS =
  '<ul class="woocommerce-error" role="alert"><li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li>' +
  '<li data-id="billing_email"><strong>Billing Email address</strong> is a required field.</li></ul>';
const group = (content = ERRORS): string => `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${content}</div>`;

function checkoutMarkup(before = ''): string {
  return `<pb-checkout>
    <div class="woocommerce-notices-wrapper">${before}</div>
    <form name="checkout" method="post" class="checkout woocommerce-checkout" action="/shop/checkout/" target="checkout-sink">
      <p class="form-row"><label for="billing_first_name">First name</label><input id="billing_first_name" name="billing_first_name"></p>
      <p class="form-row"><label for="billing_email">Email address</label><input id="billing_email" name="billing_email" type="email"></p>
      <div id="order_review"><table class="woocommerce-checkout-review-order-table"><caption>Your order</caption><tbody><tr><th scope="row">Oak chair × 1</th><td>€15.00</td></tr></tbody></table>
      <div id="payment" class="woocommerce-checkout-payment"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button></div></div>
    </form>
  </pb-checkout>`;
}

async function mountCheckout(before = ''): Promise<{ element: HTMLElement; form: HTMLFormElement }> {
  const wrapper = fixture(`<main><h1>Checkout</h1>${checkoutMarkup(before)}<iframe name="checkout-sink" title="sink" hidden></iframe></main>`);
  const element = wrapper.querySelector<HTMLElement>('pb-checkout')!;
  await upgraded(element);
  return { element, form: element.querySelector('form')! };
}

const statusText = (element: HTMLElement): string => element.shadowRoot!.querySelector('[part=status]')!.textContent ?? '';
const shownGroups = (element: HTMLElement): HTMLElement[] => [...element.querySelectorAll<HTMLElement>('.woocommerce-NoticeGroup')].filter((notice) => !notice.hasAttribute('hidden'));

/** What WooCommerce's checkout.js does with a failure answer: the group prepended to the form, then `checkout_error`. */
function submitError(form: HTMLFormElement, trigger: (name: string, args: unknown[]) => void): void {
  form.querySelectorAll('.woocommerce-NoticeGroup-checkout').forEach((notice) => notice.remove());
  form.classList.remove('processing');
  form.insertAdjacentHTML('afterbegin', group());
  trigger('checkout_error', [ERRORS]);
}

describe('pb-checkout', () => {
  beforeEach(() => {
    resetShop();
    storeCache(fragmentsFor([], '€0.00'), '', '');
  });
  afterEach(async () => {
    cleanupFixtures();
    await frames(2);
    document.body.classList.remove('et-fb');
    resetShop();
  });

  describe('SPEC §8: error notices', () => {
    it('checkout_error (jQuery): the duplicate group is hidden, the summary takes the focus and is announced', async () => {
      window.jQuery = jQuery;
      // The server printed the same notices in the page's wrapper before.
      const { element, form } = await mountCheckout();
      form.querySelector<HTMLButtonElement>('#place_order')!.focus();
      element.querySelector('.woocommerce-notices-wrapper')!.insertAdjacentHTML('beforeend', group());
      submitError(form, (name, args) => jQuery(document.body).trigger(name, args));
      await waitFor(() => shownGroups(element).length === 1, 'one group shown');
      const [kept] = shownGroups(element);
      expect(kept!.parentElement!.classList.contains('woocommerce-notices-wrapper'), 'the first is kept').to.equal(true);
      await waitFor(() => document.activeElement === kept, 'the summary focused');
      expect(kept!.getAttribute('tabindex')).to.equal('-1');
      expect(kept!.getAttribute('role'), 'the group is the alert').to.equal('alert');
      expect(kept!.querySelector('ul')!.hasAttribute('role'), 'the list stays a list').to.equal(false);
      await waitFor(() => statusText(element) === 'Your order could not be placed: 2 problems to fix.', 'the announcement');
    });

    it('links each error to its field: aria-invalid, and activating the error focuses the field', async () => {
      const { element, form } = await mountCheckout();
      submitError(form, (name, args) => document.body.dispatchEvent(new CustomEvent(name, { detail: args })));
      await waitFor(() => element.querySelector('.woocommerce-error a[href="#billing_first_name"]') !== null, 'the error linked');
      const firstName = form.querySelector<HTMLInputElement>('#billing_first_name')!;
      expect(firstName.getAttribute('aria-invalid')).to.equal('true');
      expect(form.querySelector('#billing_email')!.getAttribute('aria-invalid')).to.equal('true');
      const link = element.querySelector<HTMLAnchorElement>('a[href="#billing_first_name"]')!;
      expect(link.textContent).to.equal('Billing First name is a required field.');
      link.click();
      expect(document.activeElement).to.equal(firstName);
      expect(location.hash, 'the link does not navigate').to.equal('');

      // The next answer names only the email: the first name is valid again.
      const onlyEmail = ERRORS.replace(/<li data-id="billing_first_name">.*?<\/li>/, '');
      form.querySelector('.woocommerce-NoticeGroup')!.remove();
      form.insertAdjacentHTML('afterbegin', group(onlyEmail));
      await waitFor(() => !firstName.hasAttribute('aria-invalid'), 'the first name no longer invalid');
      expect(form.querySelector('#billing_email')!.getAttribute('aria-invalid')).to.equal('true');
    });

    it('groups the server rendered are handled on upgrade: duplicates hidden, the summary focused while nothing else has the focus', async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      const { element } = await mountCheckout(group() + group());
      expect(shownGroups(element)).to.have.length(1);
      await waitFor(() => document.activeElement === shownGroups(element)[0], 'the summary focused');
    });

    it('a group another script adds without any event is handled too (MutationObserver)', async () => {
      const { element, form } = await mountCheckout(group());
      form.insertAdjacentHTML('afterbegin', group());
      await waitFor(() => shownGroups(element).length === 1, 'the duplicate hidden');
      form.insertAdjacentHTML('afterbegin', group('<ul class="woocommerce-error" role="alert"><li>Your card was declined.</li></ul>'));
      await waitFor(() => shownGroups(element).length === 2, 'a different group shown');
      await waitFor(() => statusText(element) === 'Your order could not be placed: 1 problem to fix.', 'the announcement');
    });

    it('has no axe violations with the error summary', async () => {
      const { element, form } = await mountCheckout();
      submitError(form, (name, args) => document.body.dispatchEvent(new CustomEvent(name, { detail: args })));
      await waitFor(() => element.querySelector('.woocommerce-error a') !== null, 'the summary');
      expect(await axeViolations(element.parentElement!)).to.deep.equal([]);
    });
  });

  describe('a double click never sends two orders', () => {
    it('a submit while the form is processing (WooCommerce’s guard class) never reaches the form’s handlers', async () => {
      const { form } = await mountCheckout();
      let handled = 0;
      form.addEventListener('submit', (event) => {
        handled += 1;
        event.preventDefault();
        form.classList.add('processing');
      });
      form.requestSubmit();
      form.requestSubmit();
      form.requestSubmit();
      expect(handled).to.equal(1);
      form.classList.remove('processing');
      form.requestSubmit();
      expect(handled).to.equal(2);
    });

    it('a plain submission (no shop script) marks the form processing, so the second click is ignored', async () => {
      const { form } = await mountCheckout();
      let reached = 0;
      form.addEventListener('submit', () => (reached += 1));
      const button = form.querySelector<HTMLButtonElement>('#place_order')!;
      button.click();
      button.click();
      expect(reached).to.equal(1);
      expect(form.classList.contains('processing')).to.equal(true);
    });
  });

  describe('SPEC §8: the sample notice shows in the editor preview only', () => {
    it('never on the public page', async () => {
      const { element } = await mountCheckout();
      await frames(2);
      expect(element.textContent).to.not.contain('is a required field');
      expect(element.querySelector('[data-pb-preview-sample]')).to.equal(null);
    });

    it('in the builder preview (page configuration, or the builder’s body class): built from the message set, at the top of the form', async () => {
      window.pbConfig = { builderPreview: true };
      resetPageConfig();
      const { element, form } = await mountCheckout();
      await waitFor(() => form.firstElementChild?.hasAttribute('data-pb-preview-sample') === true, 'the sample');
      const item = form.querySelector('[data-pb-preview-sample] ul.woocommerce-error > li')!;
      expect(item.innerHTML).to.equal('<strong>Billing First name</strong> is a required field.');
      expect(document.activeElement, 'the sample takes no focus').to.not.equal(form.querySelector('[data-pb-preview-sample] ul'));
      cleanupFixtures();
      await frames(2);
      expect(element.querySelector('[data-pb-preview-sample]'), 'removed with the block').to.equal(null);

      delete window.pbConfig;
      resetPageConfig();
      document.body.classList.add('et-fb');
      const again = await mountCheckout();
      await waitFor(() => again.form.querySelector('[data-pb-preview-sample]') !== null, 'the sample in the front-end builder');
    });
  });

  describe('a successful purchase', () => {
    it('checkout_place_order_success through jQuery’s triggerHandler fires pb-checkout-success and lets the shop redirect', async () => {
      window.jQuery = jQuery;
      const { element, form } = await mountCheckout();
      const results: unknown[] = [];
      element.addEventListener('pb-checkout-success', (event) => results.push(event.detail.result));
      const answer = { result: 'success', redirect: '/shop/checkout/order-received/7/?key=wc_order_k' };
      const verdict = jQuery(form).triggerHandler('checkout_place_order_success', [answer, {}]);
      expect(verdict, 'nothing stops the redirect').to.not.equal(false);
      expect(results).to.deep.equal([answer]);
    });

    it('natively dispatched on the form (the native page), it fires pb-checkout-success too', async () => {
      const { element, form } = await mountCheckout();
      const results: unknown[] = [];
      element.addEventListener('pb-checkout-success', (event) => results.push(event.detail.result));
      form.dispatchEvent(new CustomEvent('checkout_place_order_success', { detail: [{ result: 'success' }] }));
      expect(results).to.deep.equal([{ result: 'success' }]);
    });

    it('inside a split-test goal, the purchase keeps the shop-conversion cookie for the order confirmation', async () => {
      window.pbConfig = { abTests: [{ post_id: '42', test_id: '1' }], ajaxUrl: '/ajax-test' };
      resetPageConfig();
      const test: AnsweredTest = { postId: '42', testId: '1', subjectId: '11' };
      const goal = fixture(`<section data-pb-ab-goal>${checkoutMarkup()}</section>`);
      const element = goal.querySelector<HTMLElement>('pb-checkout')!;
      await upgraded(element);
      const recorder = createRecorder(getPageConfig());
      recorder.allow();
      const stop = startGoals([test], recorder, getPageConfig());
      try {
        element.querySelector('form')!.dispatchEvent(new CustomEvent('checkout_place_order_success', { detail: [{ result: 'success' }] }));
        expect(document.cookie).to.contain('pb_ab_shop_log=42_11_1');
      } finally {
        stop();
      }
    });
  });

  it('shares the page’s cart fragments: a refresh applies them inside the block', async () => {
    sessionStorage.clear();
    stubFetch(json({ fragments: { '.pb-test-review': '<p class="pb-test-review">Fresh order review</p>' }, cart_hash: '' }));
    const wrapper = fixture(`<pb-checkout><p class="pb-test-review">Stale</p></pb-checkout>`);
    await upgraded(wrapper);
    await waitFor(() => wrapper.querySelector('.pb-test-review')!.textContent === 'Fresh order review', 'the fragment applied');
  });
});
