/**
 * The shop's events, however they are sent (issue 19 contract "Events"). WooCommerce triggers them
 * with jQuery (`jQuery(document.body).trigger('added_to_cart', [fragments, cart_hash, $button])`),
 * which dispatches no native DOM event, so `addEventListener` alone misses them; a page without
 * jQuery dispatches `CustomEvent`s whose `detail` is the same argument list (or an object
 * `{fragments, cart_hash}`). So: with `window.jQuery` on the page, listen through it ONLY (jQuery
 * handlers also receive native dispatches, so listening both ways would handle each event twice);
 * without it, natively, and switch to jQuery if it turns up later (looked for again at
 * DOMContentLoaded and load). jQuery is never loaded or required here.
 */
import { reportError } from '../runtime/warn';

/** Receives each event's name and its arguments, normalised to jQuery's extra-argument list. */
export type ShopEventHandler = (name: string, args: unknown[]) => void;

/** The part of jQuery the bridge uses: `jQuery(target).on(names, handler)` and `.off`. */
export interface JQueryLike {
  (target: EventTarget): { on(events: string, handler: JQueryHandler): unknown; off(events: string, handler: JQueryHandler): unknown };
  fn: { on: unknown };
}
type JQueryHandler = (event: { type: string; originalEvent?: Event }, ...extra: unknown[]) => void;

declare global {
  interface Window {
    jQuery?: unknown;
  }
}

/** The page's jQuery, if there is one (anything callable with `fn.on`). */
export function pageJQuery(candidate: unknown = window.jQuery): JQueryLike | undefined {
  if (typeof candidate !== 'function') return undefined;
  return typeof (candidate as { fn?: { on?: unknown } }).fn?.on === 'function' ? (candidate as JQueryLike) : undefined;
}

/** A native event's `detail` as jQuery's argument list: the list itself, or `{fragments, cart_hash}` in that order. */
export function detailArguments(detail: unknown): unknown[] {
  if (detail === undefined || detail === null) return [];
  if (Array.isArray(detail)) return detail;
  if (typeof detail === 'object' && ('fragments' in detail || 'cart_hash' in detail)) {
    const { fragments, cart_hash: hash } = detail as { fragments?: unknown; cart_hash?: unknown };
    return [fragments, hash];
  }
  return [detail];
}

/** A jQuery handler's arguments: the trigger's extra arguments, else (a native dispatch) the event's detail. */
export function jQueryArguments(originalEvent: Event | undefined, extra: unknown[]): unknown[] {
  if (extra.length > 0) return extra;
  return originalEvent instanceof CustomEvent ? detailArguments(originalEvent.detail) : [];
}

/**
 * Calls `handler` for each of the shop events `names` on `target` (document.body, or the checkout
 * form for its `triggerHandler` events) until the returned function is called. `source` names the
 * element in an error report: a failing handler never breaks the shop's own handlers.
 */
export function subscribeShopEvents(target: EventTarget, names: readonly string[], handler: ShopEventHandler, source: string): () => void {
  const call = (name: string, args: unknown[]): void => {
    try {
      handler(name, args);
    } catch (error) {
      reportError(source, error);
    }
  };
  const events = names.join(' ');

  const bindJQuery = (jQuery: JQueryLike): (() => void) => {
    // Returns nothing: `false` from a jQuery handler would stop the shop's own handling.
    const listener: JQueryHandler = (event, ...extra) => {
      call(event.type, jQueryArguments(event.originalEvent, extra));
    };
    jQuery(target).on(events, listener);
    return () => {
      jQuery(target).off(events, listener);
    };
  };

  const bindNative = (): (() => void) => {
    const listener = (event: Event): void => call(event.type, detailArguments((event as CustomEvent).detail));
    for (const name of names) target.addEventListener(name, listener);
    return () => {
      for (const name of names) target.removeEventListener(name, listener);
    };
  };

  const jQuery = pageJQuery();
  if (jQuery) return bindJQuery(jQuery);

  let unbind = bindNative();
  // jQuery loaded later in the page (a deferred or footer script): move over to it, once.
  const lookAgain = (): void => {
    const late = pageJQuery();
    if (!late) return;
    stopLooking();
    unbind();
    unbind = bindJQuery(late);
  };
  const stopLooking = (): void => {
    document.removeEventListener('DOMContentLoaded', lookAgain);
    window.removeEventListener('load', lookAgain);
  };
  if (document.readyState !== 'complete') {
    document.addEventListener('DOMContentLoaded', lookAgain);
    window.addEventListener('load', lookAgain);
  }
  return () => {
    stopLooking();
    unbind();
  };
}
