/**
 * Where the shop's cart lives for the elements (issue 19 contract "Page configuration"): the
 * shop's ajax URL template and the storage keys of its cart hash and cached fragments. WooCommerce
 * localizes `wc_cart_fragments_params` on its pages; where it does, its names win, so the
 * elements and WooCommerce's own cart-fragments.js share one cache. Otherwise the page
 * configuration's `wcAjaxUrl`, `cartHashKey` and `fragmentName` (or their defaults) are used.
 */
import type { PageConfig } from '../runtime/page-config';

export interface ShopConfig {
  /** The shop's ajax URL template: `%%endpoint%%` stands for the call's name. */
  ajaxUrl: string;
  cartHashKey: string;
  fragmentName: string;
}

/** WooCommerce's session storage key of the time the cached fragments were stored (ms). */
export const CART_CREATED_KEY = 'wc_cart_created';
/** The cookie WooCommerce keeps with the hash of the visitor's cart ('' or absent when empty). */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** The call that answers the cart's current fragments and hash. */
export const REFRESH_ENDPOINT = 'get_refreshed_fragments';
const ENDPOINT_PLACEHOLDER = '%%endpoint%%';

declare global {
  interface Window {
    /** Localized by WooCommerce for cart-fragments.js (its field names). */
    wc_cart_fragments_params?: unknown;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The shop configuration: WooCommerce's localized params where set, else the page configuration's. */
export function resolveShopConfig(page: Pick<PageConfig, 'wcAjaxUrl' | 'cartHashKey' | 'fragmentName'>, wcParams: unknown): ShopConfig {
  const params = wcParams && typeof wcParams === 'object' ? (wcParams as Record<string, unknown>) : {};
  return {
    ajaxUrl: nonEmptyString(params.wc_ajax_url) ?? page.wcAjaxUrl,
    cartHashKey: nonEmptyString(params.cart_hash_key) ?? page.cartHashKey,
    fragmentName: nonEmptyString(params.fragment_name) ?? page.fragmentName,
  };
}

/** The address of one shop call (`get_refreshed_fragments` …) from the URL template. */
export function endpointUrl(template: string, endpoint: string): string {
  return template.includes(ENDPOINT_PLACEHOLDER)
    ? template.replace(ENDPOINT_PLACEHOLDER, encodeURIComponent(endpoint))
    : `${template}${template.includes('?') ? '&' : '?'}wc-ajax=${encodeURIComponent(endpoint)}`;
}
