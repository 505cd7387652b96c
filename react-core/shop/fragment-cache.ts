/**
 * The rules of the shop's fragment cache, as WooCommerce's cart-fragments.js keeps it (so both
 * share one cache): the fragments (selector → HTML) in session storage under the fragment name,
 * the cart hash under the cart hash key (session and local storage, the latter to tell other tabs),
 * and the time they were stored under `wc_cart_created`. No DOM, no storage here.
 */

/** Selector → the shop's HTML that replaces what matches it. */
export type Fragments = Record<string, string>;

/** WooCommerce's lifetime of cached fragments: a day from the cart's creation. */
export const FRAGMENT_CACHE_MS = 24 * 60 * 60 * 1000;
/** WooCommerce uses the cache only when it holds the mini cart. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

/** The fragments of an answer, an event or the cache (JSON text or an object); null when none. */
export function parseFragments(value: unknown): Fragments | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].trim() !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The `{fragments, cart_hash}` answer of `get_refreshed_fragments` (and add/remove), or null. */
export function parseRefreshAnswer(value: unknown): { fragments: Fragments; hash: string } | null {
  if (!value || typeof value !== 'object') return null;
  const answer = value as Record<string, unknown>;
  const fragments = parseFragments(answer.fragments);
  if (!fragments) return null;
  return { fragments, hash: typeof answer.cart_hash === 'string' ? answer.cart_hash : '' };
}

export interface CacheState {
  fragments: Fragments | null;
  /** The hash stored with them (session storage); '' when none. */
  storedHash: string;
  /** The `woocommerce_cart_hash` cookie; '' when absent (an empty cart). */
  cookieHash: string;
  /** `wc_cart_created` as stored (ms since the epoch as text); null when none. */
  created: string | null;
}

/**
 * True when the cached fragments show the visitor's cart now, so no request is needed: they hold
 * the mini cart, their hash is the cookie's (the server's cart has not changed since), and they are
 * younger than a day. A hash without a creation time is WooCommerce's "No cart_created": refresh.
 */
export function isCacheUsable(cache: CacheState, now: number): boolean {
  if (!cache.fragments?.[MINI_CART_FRAGMENT]) return false;
  if (cache.storedHash !== cache.cookieHash) return false;
  if (cache.created === null || cache.created === '') return cache.storedHash === '';
  const created = Number(cache.created);
  return Number.isFinite(created) && created + FRAGMENT_CACHE_MS >= now;
}

/** Milliseconds until cached fragments stored at `created` expire (WooCommerce refreshes then). */
export function untilExpiry(created: string | null, now: number): number | null {
  const time = Number(created);
  if (created === null || created === '' || !Number.isFinite(time)) return null;
  return Math.max(0, time + FRAGMENT_CACHE_MS - now);
}

/**
 * Whether storing fragments with `hash` starts a new cart's lifetime: a refresh with a hash
 * always does, an add or remove only when no hash was stored before (WooCommerce's rule).
 */
export function startsCartLifetime(source: 'refresh' | 'event', hash: string, previousHash: string | null): boolean {
  return source === 'refresh' ? hash !== '' : previousHash === null || previousHash === '';
}

/** A storage event that says another tab changed the cart: its key is the hash key and the hashes differ. */
export function isOtherTabCartChange(eventKey: string | null, cartHashKey: string, localHash: string | null, sessionHash: string | null): boolean {
  return eventKey === cartHashKey && localHash !== sessionHash;
}
