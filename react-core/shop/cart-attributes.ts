import { attribute } from '../element/attributes';

export const CART_VARIANTS = ['mini', 'cart'] as const;

/** The attributes of `<pb-cart>`. */
export const cartAttributes = {
  /** `mini`: a header mini cart, a button that shows the cart's contents as a panel; `cart`: the cart page's block. */
  variant: attribute.oneOf(CART_VARIANTS, 'mini'),
  /** The mini cart button's accessible name before its count and subtotal (default: the message set's "Cart"). */
  label: attribute.string(),
};
