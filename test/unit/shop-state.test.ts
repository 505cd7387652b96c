/**
 * The pure rules of the shop blocks (issue 19): the shop configuration, the fragment cache
 * (WooCommerce's cart-fragments.js semantics), the cart summary and its announcements, and
 * duplicate notice groups.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { DEFAULT_CART_HASH_KEY, DEFAULT_FRAGMENT_NAME, DEFAULT_WC_AJAX_URL } from '../../react-core/runtime/page-config';
import { isBuilderPreviewUrl } from '../../react-core/runtime/builder-mode';
import { cartChange, changeAnnouncement, countLabel, leadingNumber, summaryText, type CartSummary } from '../../react-core/shop/cart-state';
import {
  FRAGMENT_CACHE_MS,
  isCacheUsable,
  isOtherTabCartChange,
  MINI_CART_FRAGMENT,
  parseFragments,
  parseRefreshAnswer,
  startsCartLifetime,
  untilExpiry,
  type CacheState,
} from '../../react-core/shop/fragment-cache';
import { duplicateIndexes } from '../../react-core/shop/notice-groups';
import { endpointUrl, resolveShopConfig } from '../../react-core/shop/shop-config';

const PAGE = { wcAjaxUrl: DEFAULT_WC_AJAX_URL, cartHashKey: DEFAULT_CART_HASH_KEY, fragmentName: DEFAULT_FRAGMENT_NAME };

describe('resolveShopConfig: the page configuration, with WooCommerce’s localized params winning', () => {
  it('uses the page configuration (or its defaults) without wc_cart_fragments_params', () => {
    expect(resolveShopConfig(PAGE, undefined)).toEqual({ ajaxUrl: '/?wc-ajax=%%endpoint%%', cartHashKey: 'wc_cart_hash', fragmentName: 'wc_fragments' });
    expect(resolveShopConfig({ wcAjaxUrl: '/shop/?wc-ajax=%%endpoint%%', cartHashKey: 'h', fragmentName: 'f' }, null)).toEqual({
      ajaxUrl: '/shop/?wc-ajax=%%endpoint%%',
      cartHashKey: 'h',
      fragmentName: 'f',
    });
  });

  it('takes wc_ajax_url, cart_hash_key and fragment_name from WooCommerce’s params, field by field', () => {
    const params = { wc_ajax_url: '/wc/?wc-ajax=%%endpoint%%', cart_hash_key: 'wc_cart_hash_abc', fragment_name: '', request_timeout: 5000 };
    expect(resolveShopConfig(PAGE, params)).toEqual({ ajaxUrl: '/wc/?wc-ajax=%%endpoint%%', cartHashKey: 'wc_cart_hash_abc', fragmentName: 'wc_fragments' });
    expect(resolveShopConfig(PAGE, 'nonsense')).toEqual(resolveShopConfig(PAGE, undefined));
  });

  it('builds the call address from the template, or adds wc-ajax to a plain address', () => {
    expect(endpointUrl('/?wc-ajax=%%endpoint%%', 'get_refreshed_fragments')).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(endpointUrl('/shop/', 'get_refreshed_fragments')).toBe('/shop/?wc-ajax=get_refreshed_fragments');
    expect(endpointUrl('/shop/?lang=de', 'get_refreshed_fragments')).toBe('/shop/?lang=de&wc-ajax=get_refreshed_fragments');
  });
});

describe('the fragment cache (WooCommerce cart-fragments.js)', () => {
  const NOW = 1_800_000_000_000;
  const fragments = { [MINI_CART_FRAGMENT]: '<div class="widget_shopping_cart_content">x</div>', 'a.cart-contents': '<a class="cart-contents">1</a>' };
  const cache = (state: Partial<CacheState>): CacheState => ({ fragments, storedHash: 'abc', cookieHash: 'abc', created: String(NOW - 1000), ...state });

  it('is used when the stored hash is the cookie’s and it is younger than a day', () => {
    expect(isCacheUsable(cache({}), NOW)).toBe(true);
    expect(isCacheUsable(cache({ created: String(NOW - FRAGMENT_CACHE_MS) }), NOW)).toBe(true);
  });

  it('is not used when the hash differs from the cookie (the cart changed on the server), or it is older than a day', () => {
    expect(isCacheUsable(cache({ cookieHash: 'def' }), NOW)).toBe(false);
    expect(isCacheUsable(cache({ cookieHash: '' }), NOW)).toBe(false);
    expect(isCacheUsable(cache({ created: String(NOW - FRAGMENT_CACHE_MS - 1) }), NOW)).toBe(false);
  });

  it('is not used without the mini cart fragment, or with a hash but no creation time ("No cart_created")', () => {
    expect(isCacheUsable(cache({ fragments: { 'a.cart-contents': 'x' } }), NOW)).toBe(false);
    expect(isCacheUsable(cache({ fragments: null }), NOW)).toBe(false);
    expect(isCacheUsable(cache({ created: null }), NOW)).toBe(false);
    expect(isCacheUsable(cache({ created: 'soon' }), NOW)).toBe(false);
  });

  it('an empty cart (no hash, no cookie) is used without a creation time', () => {
    expect(isCacheUsable(cache({ storedHash: '', cookieHash: '', created: null }), NOW)).toBe(true);
  });

  it('parses fragments from JSON or an object, keeping string values only', () => {
    expect(parseFragments(JSON.stringify(fragments))).toEqual(fragments);
    expect(parseFragments({ a: '<b>', b: 3, '': 'x' })).toEqual({ a: '<b>' });
    expect(parseFragments('{nope')).toBe(null);
    expect(parseFragments([1])).toBe(null);
    expect(parseFragments({})).toBe(null);
  });

  it('reads the refresh answer {fragments, cart_hash}', () => {
    expect(parseRefreshAnswer({ fragments, cart_hash: 'h' })).toEqual({ fragments, hash: 'h' });
    expect(parseRefreshAnswer({ fragments })).toEqual({ fragments, hash: '' });
    expect(parseRefreshAnswer({ error: true })).toBe(null);
  });

  it('starts the cart’s day on a refresh with a hash, or on an event when no hash was stored', () => {
    expect(startsCartLifetime('refresh', 'h', 'old')).toBe(true);
    expect(startsCartLifetime('refresh', '', null)).toBe(false);
    expect(startsCartLifetime('event', 'h', null)).toBe(true);
    expect(startsCartLifetime('event', 'h', '')).toBe(true);
    expect(startsCartLifetime('event', 'h2', 'h1')).toBe(false);
  });

  it('expires a day after creation', () => {
    expect(untilExpiry(String(NOW - 1000), NOW)).toBe(FRAGMENT_CACHE_MS - 1000);
    expect(untilExpiry(String(NOW - 2 * FRAGMENT_CACHE_MS), NOW)).toBe(0);
    expect(untilExpiry(null, NOW)).toBe(null);
  });

  it('refreshes on another tab’s change of the hash key only when local and session hashes differ', () => {
    expect(isOtherTabCartChange('wc_cart_hash', 'wc_cart_hash', 'new', 'old')).toBe(true);
    expect(isOtherTabCartChange('wc_cart_hash', 'wc_cart_hash', 'same', 'same')).toBe(false);
    expect(isOtherTabCartChange('other', 'wc_cart_hash', 'new', 'old')).toBe(false);
  });
});

describe('the cart summary and its announcements', () => {
  const summary = (count: number, subtotal: string, items: Array<[string, number]>, countText = ''): CartSummary => ({
    count,
    countText,
    subtotal,
    items: items.map(([name, quantity]) => ({ name, quantity })),
  });
  const empty = summary(0, '', []);

  it('reads the first whole number of a text', () => {
    expect(leadingNumber('2 items')).toBe(2);
    expect(leadingNumber('2 × €15.00')).toBe(2);
    expect(leadingNumber('none')).toBe(null);
  });

  it('announces an added item with the count and subtotal', () => {
    const after = summary(2, '€30.00', [['Oak chair', 2]]);
    const change = cartChange(empty, after)!;
    expect(change).toEqual({ kind: 'added', names: ['Oak chair'] });
    expect(changeAnnouncement(change, after, DEFAULT_MESSAGES)).toBe('Oak chair added to your cart. 2 items, subtotal €30.00');
  });

  it('a larger quantity is an addition, a smaller one or a missing item a removal', () => {
    const before = summary(2, '€30.00', [['Oak chair', 1], ['Lamp', 1]]);
    expect(cartChange(before, summary(3, '€45.00', [['Oak chair', 2], ['Lamp', 1]]))).toEqual({ kind: 'added', names: ['Oak chair'] });
    const after = summary(1, '€15.00', [['Oak chair', 1]]);
    const change = cartChange(before, after)!;
    expect(change).toEqual({ kind: 'removed', names: ['Lamp'] });
    expect(changeAnnouncement(change, after, DEFAULT_MESSAGES)).toBe('Lamp removed from your cart. 1 item, subtotal €15.00');
  });

  it('an empty cart is announced as emptied; totals alone as an update; nothing for no change', () => {
    const before = summary(1, '€15.00', [['Oak chair', 1]]);
    expect(changeAnnouncement(cartChange(before, empty)!, empty, DEFAULT_MESSAGES)).toBe('Your cart is empty.');
    const discounted = summary(1, '€12.00', [['Oak chair', 1]]);
    expect(changeAnnouncement(cartChange(before, discounted)!, discounted, DEFAULT_MESSAGES)).toBe('Your cart was updated. 1 item, subtotal €12.00');
    expect(cartChange(before, summary(1, '€15.00', [['Oak chair', 1]]))).toBe(null);
    expect(cartChange(empty, summary(0, '', []))).toBe(null);
  });

  it('shows the shop’s own count text, else the message set’s', () => {
    expect(countLabel(summary(2, '', [], '2 Artikel'), DEFAULT_MESSAGES)).toBe('2 Artikel');
    expect(countLabel(summary(1, '', []), DEFAULT_MESSAGES)).toBe('1 item');
    expect(countLabel(summary(3, '', []), DEFAULT_MESSAGES)).toBe('3 items');
    expect(summaryText(summary(3, '', []), DEFAULT_MESSAGES)).toBe('3 items');
  });
});

describe('duplicate notice groups (SPEC §8)', () => {
  it('marks each group repeating an earlier one; the first is kept, empty ones never repeat', () => {
    expect(duplicateIndexes(['a', 'b', 'a', '', '', 'b', 'a'])).toEqual([2, 5, 6]);
  });

  it('a group not shown is no reference and not judged', () => {
    expect(duplicateIndexes(['a', 'a', 'a'], [false, true, true])).toEqual([2]);
  });
});

describe('isBuilderPreviewUrl', () => {
  it('is true for the preview frame and the front-end builder, false for the public page', () => {
    expect(isBuilderPreviewUrl('https://site.example/shop/checkout/?et_pb_preview=true&et_pb_preview_nonce=1')).toBe(true);
    expect(isBuilderPreviewUrl('/shop/checkout/?et_fb=1')).toBe(true);
    expect(isBuilderPreviewUrl('/shop/checkout/?et_pb_preview=false')).toBe(false);
    expect(isBuilderPreviewUrl('/shop/checkout/')).toBe(false);
  });
});
