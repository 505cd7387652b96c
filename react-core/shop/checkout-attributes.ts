import { attribute } from '../element/attributes';

/** The attributes of `<pb-checkout>`. */
export const checkoutAttributes = {
  /** CSS selector of the checkout form inside the block (WooCommerce's `form.checkout`). */
  form: attribute.string('form.checkout, form.woocommerce-checkout'),
};
