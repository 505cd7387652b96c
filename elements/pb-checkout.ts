import { createElementClass, defineElement } from '../react-core/element/define-element';
import { checkoutAttributes } from '../react-core/shop/checkout-attributes';
import { checkoutStyles } from '../react-core/shop/cart-styles';
import { CheckoutView } from '../react-core/shop/checkout-view';

/**
 * The shop's checkout block (SPEC §1, §8 "Checkout") around WooCommerce's checkout form, which
 * stays in light DOM and works as the shop made it. When error notice groups appear (the shop's
 * `checkout_error`, or groups the server or other code rendered), groups whose content repeats one
 * shown before are hidden (the first is kept); the error list becomes an error summary
 * (`tabindex="-1"`) that takes the focus and is announced, and each error tied to a field
 * (`li[data-id]`) links to it: the field is marked `aria-invalid` and activating the error focuses
 * it. A second submit while the form is processing (WooCommerce's `.processing` class) is ignored,
 * so a double click never sends two orders, even without the shop's own guard. In a builder or
 * preview surface (any but `public`: runtime/builder-mode.ts `builderSurface()`) a sample notice "**Billing First name** is a required field." shows at the top
 * of the form; never on the public page. Shop events are followed through the page's jQuery when
 * there is one, natively otherwise; the block also shares the page's cart fragments with
 * `<pb-cart>`.
 *
 * @tag pb-checkout
 * @summary Checkout block: error summary with duplicates hidden, double-submit guard, preview sample notice.
 *
 * @attr {string} form - CSS selector of the checkout form inside the block. Default `form.checkout, form.woocommerce-checkout`.
 *
 * @fires {CustomEvent<{result: unknown}>} pb-checkout-success - The shop placed the order (`checkout_place_order_success` on the form); `result` is its answer. Split testing keeps the shop-conversion cookie when the block is inside a goal.
 *
 * @slot - The shop's checkout form (and its notices).
 *
 * @csspart status - The visually hidden polite live region that announces errors.
 */
export class PbCheckoutElement extends createElementClass({
  tag: 'pb-checkout',
  attributes: checkoutAttributes,
  styles: checkoutStyles,
  View: CheckoutView,
}) {}

defineElement('pb-checkout', PbCheckoutElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-checkout': PbCheckoutElement;
  }
}
