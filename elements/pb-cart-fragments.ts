/**
 * pb-cart-fragments.js: the page's cart fragments without React (docs/shop.md "Fragments and their
 * cache"). The loader imports it after the first paint on pages with `<pb-cart>` or
 * `<pb-checkout>`: it applies the cached fragments with no request, or asks the shop for fresh
 * ones, and follows the shop's events, so the mini cart's link shows the visitor's cart while the
 * mini cart's own code waits for the visitor's first touch. A block that upgrades joins the same
 * fragments (cart-fragments.ts): one request for the page, one owner of the markup.
 */
import { joinCartFragments } from '../react-core/shop/cart-fragments';
import { followEarlyCartChanges } from '../react-core/shop/early-cart-changes';

// First: a cart event's fragments apply in the fragments' own handler.
followEarlyCartChanges();
joinCartFragments();
