/**
 * The page's cart fragments, shared by every `<pb-cart>` and `<pb-checkout>` and the page's cart
 * fragments runtime (elements/pb-cart-fragments.ts, no React: through the loader it comes first,
 * and the blocks' code only with the visitor), with WooCommerce's cart-fragments.js semantics in
 * our own code. When the first of them starts: the cached fragments
 * are applied with no request when they still show the visitor's cart (fragment-cache.ts), else
 * `get_refreshed_fragments` is asked for, applied and stored. Afterwards:
 * - `wc_fragment_refresh`, `updated_wc_div`, WooCommerce Blocks' `wc-blocks_added_to_cart` /
 *   `wc-blocks_removed_from_cart`, another tab's change of the cart hash (local storage), a page
 *   restored from the back-forward cache and the cache's expiry refresh them;
 * - `added_to_cart` / `removed_from_cart` carry fresh fragments: applied and stored.
 * One request at a time for the whole page; a refresh asked for meanwhile runs once after it. A
 * failed refresh leaves the markup as it is (one console warning). Where WooCommerce's own
 * cart-fragments.js runs too, it alone asks; the elements apply what it stores.
 */
import { parseCookies, readCookieText } from '../consent/consent-record';
import { fetchAnswer } from '../forms/form-dom';
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';
import { applyFragments } from './apply-fragments';
import {
  FRAGMENT_CACHE_MS,
  isCacheUsable,
  isOtherTabCartChange,
  parseFragments,
  parseRefreshAnswer,
  startsCartLifetime,
  untilExpiry,
  type Fragments,
} from './fragment-cache';
import { subscribeShopEvents } from './shop-events';
import { CART_CREATED_KEY, CART_HASH_COOKIE, endpointUrl, REFRESH_ENDPOINT, resolveShopConfig, type ShopConfig } from './shop-config';

/** Events that ask for fresh fragments. */
export const REFRESH_EVENTS = ['wc_fragment_refresh', 'updated_wc_div', 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart'] as const;
/** Events whose arguments carry the new fragments and cart hash. */
export const CARRYING_EVENTS = ['added_to_cart', 'removed_from_cart'] as const;
/** What WooCommerce's cart-fragments.js triggers once it has applied and stored fragments (fresh or cached). */
export const STORED_EVENTS = ['wc_fragments_refreshed', 'wc_fragments_loaded'] as const;
/** WooCommerce's cart-fragments.js, as WordPress prints it (`wc-cart-fragments` handle). */
const WOOCOMMERCE_SCRIPT = 'script#wc-cart-fragments-js';
/** How long the refresh may take before it counts as failed. */
const REFRESH_TIMEOUT_MS = 15000;
const SOURCE = 'pb-cart';

function store(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function readItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the next page asks the shop again.
  }
}

function shopConfig(): ShopConfig {
  return resolveShopConfig(getPageConfig(), window.wc_cart_fragments_params);
}

/** Keeps fragments and their hash as WooCommerce does, so its script and other tabs read the same cache. */
function keep(fragments: Fragments, hash: string, source: 'refresh' | 'event'): void {
  const { cartHashKey, fragmentName } = shopConfig();
  const session = store('sessionStorage');
  const previousHash = readItem(session, cartHashKey);
  writeItem(session, fragmentName, JSON.stringify(fragments));
  writeItem(store('localStorage'), cartHashKey, hash);
  writeItem(session, cartHashKey, hash);
  if (startsCartLifetime(source, hash, previousHash)) writeItem(session, CART_CREATED_KEY, String(Date.now()));
}

let users = 0;
let loaded = false;
let inFlight: Promise<void> | null = null;
let refreshAgain = false;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let unsubscribe: (() => void) | null = null;

function refreshAt(delay: number): void {
  clearTimeout(expiryTimer);
  expiryTimer = setTimeout(() => void refresh(), delay);
}

async function requestFragments(): Promise<void> {
  const outcome = await fetchAnswer(endpointUrl(shopConfig().ajaxUrl, REFRESH_ENDPOINT), {
    method: 'POST',
    body: new URLSearchParams({ time: String(Date.now()) }),
    timeout: REFRESH_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  let answer: ReturnType<typeof parseRefreshAnswer> = null;
  if (outcome.kind === 'response' && outcome.ok) {
    try {
      answer = parseRefreshAnswer(JSON.parse(outcome.html));
    } catch {
      answer = null;
    }
  }
  if (!answer) {
    warnOnce(SOURCE, `the cart could not be refreshed (${REFRESH_ENDPOINT} failed); the cart shows what the page had.`);
    return;
  }
  applyFragments(answer.fragments);
  keep(answer.fragments, answer.hash, 'refresh');
  if (users > 0) refreshAt(FRAGMENT_CACHE_MS);
}

/**
 * WooCommerce's own script is on the page: it asks for the fragments on the same events and
 * stores them; the elements then apply what it stored (STORED_EVENTS), so the shop is asked once.
 */
function wooCommerceRefreshes(): boolean {
  return document.querySelector(WOOCOMMERCE_SCRIPT) !== null;
}

/** Applies the fragments WooCommerce's script has just stored. */
function applyStored(): void {
  const fragments = parseFragments(readItem(store('sessionStorage'), shopConfig().fragmentName));
  if (fragments) applyFragments(fragments);
}

/** Asks the shop for the cart's fragments: one request at a time; one asked for meanwhile follows it. */
export function refresh(): Promise<void> {
  if (wooCommerceRefreshes()) return Promise.resolve();
  if (inFlight) {
    refreshAgain = true;
    return inFlight;
  }
  inFlight = requestFragments().finally(() => {
    inFlight = null;
    if (refreshAgain) {
      refreshAgain = false;
      void refresh();
    }
  });
  return inFlight;
}

/** The first block's start: the cache when it still shows the visitor's cart, else a refresh. */
function load(): void {
  const { cartHashKey, fragmentName } = shopConfig();
  const session = store('sessionStorage');
  const cache = {
    fragments: parseFragments(readItem(session, fragmentName)),
    storedHash: readItem(session, cartHashKey) ?? '',
    cookieHash: parseCookies(readCookieText())[CART_HASH_COOKIE] ?? '',
    created: readItem(session, CART_CREATED_KEY),
  };
  const now = Date.now();
  if (cache.fragments && isCacheUsable(cache, now)) {
    applyFragments(cache.fragments);
    const expiry = untilExpiry(cache.created, now);
    if (expiry !== null) refreshAt(expiry);
    return;
  }
  void refresh();
}

function listen(): () => void {
  const stopEvents = subscribeShopEvents(
    document.body,
    [...REFRESH_EVENTS, ...CARRYING_EVENTS, ...STORED_EVENTS],
    (name, args) => {
      if ((STORED_EVENTS as readonly string[]).includes(name)) {
        applyStored();
        return;
      }
      if (!(CARRYING_EVENTS as readonly string[]).includes(name)) {
        void refresh();
        return;
      }
      const fragments = parseFragments(args[0]);
      if (!fragments) return;
      applyFragments(fragments);
      keep(fragments, typeof args[1] === 'string' ? args[1] : '', 'event');
    },
    SOURCE,
  );
  const onStorage = (event: StorageEvent): void => {
    const { cartHashKey } = shopConfig();
    if (isOtherTabCartChange(event.key, cartHashKey, readItem(store('localStorage'), cartHashKey), readItem(store('sessionStorage'), cartHashKey))) void refresh();
  };
  const onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) void refresh();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    stopEvents();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
    clearTimeout(expiryTimer);
  };
}

/**
 * A block (or the cart fragments runtime) joins the page's cart: the first one loads it (cache or
 * request). Returns what leaves; when the last one has left, the page stops listening.
 */
export function joinCartFragments(): () => void {
  users += 1;
  unsubscribe ??= listen();
  if (!loaded) {
    loaded = true;
    load();
  }
  let left = false;
  return () => {
    if (left) return;
    left = true;
    users -= 1;
    if (users > 0) return;
    unsubscribe?.();
    unsubscribe = null;
  };
}

/** Forgets that the page's cart was loaded, so the next block loads it again (tests; a builder reload of the blocks). */
export function resetCartFragments(): void {
  loaded = false;
  refreshAgain = false;
  clearTimeout(expiryTimer);
}
