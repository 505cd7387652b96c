// @vitest-environment happy-dom
/**
 * The shop event bridge (issue 19): through the page's jQuery only when there is one (its
 * handlers also receive native dispatches), natively otherwise, switching to a jQuery that
 * arrives later; arguments normalised to jQuery's extra-argument list. A fake jQuery stands in:
 * its trigger calls its handlers without any native event, as jQuery's does for custom events.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailArguments, jQueryArguments, pageJQuery, subscribeShopEvents } from '../../react-core/shop/shop-events';

type Handler = (event: { type: string; originalEvent?: Event }, ...extra: unknown[]) => unknown;

/** A minimal jQuery: `.on`/`.off` keep handlers per target; `trigger` calls them (no DOM event); native events reach them too. */
function fakeJQuery() {
  const handlers = new Map<EventTarget, Array<{ names: string[]; handler: Handler; native: (event: Event) => void }>>();
  const jQuery = (target: EventTarget) => ({
    on(events: string, handler: Handler) {
      const names = events.split(' ');
      const native = (event: Event): void => void handler({ type: event.type, originalEvent: event });
      for (const name of names) target.addEventListener(name, native);
      handlers.set(target, [...(handlers.get(target) ?? []), { names, handler, native }]);
      return this;
    },
    off(events: string, handler: Handler) {
      const names = events.split(' ');
      for (const entry of handlers.get(target) ?? []) {
        if (entry.handler !== handler) continue;
        for (const name of names) target.removeEventListener(name, entry.native);
      }
      handlers.set(target, (handlers.get(target) ?? []).filter((entry) => entry.handler !== handler));
      return this;
    },
    trigger(name: string, extra: unknown[] = []) {
      for (const entry of handlers.get(target) ?? []) if (entry.names.includes(name)) entry.handler({ type: name }, ...extra);
    },
  });
  jQuery.fn = { on: () => undefined };
  return { jQuery, count: (target: EventTarget) => (handlers.get(target) ?? []).length };
}

afterEach(() => {
  delete window.jQuery;
});

describe('argument normalisation', () => {
  it('a detail list is the argument list; {fragments, cart_hash} becomes [fragments, cart_hash]', () => {
    const fragments = { 'a.cart-contents': '<a>1</a>' };
    expect(detailArguments([fragments, 'h', 'button'])).toEqual([fragments, 'h', 'button']);
    expect(detailArguments({ fragments, cart_hash: 'h' })).toEqual([fragments, 'h']);
    expect(detailArguments(undefined)).toEqual([]);
    expect(detailArguments('message')).toEqual(['message']);
  });

  it("jQuery's extra arguments win; a native dispatch seen by jQuery gives its detail", () => {
    expect(jQueryArguments(undefined, ['a', 'b'])).toEqual(['a', 'b']);
    expect(jQueryArguments(new CustomEvent('x', { detail: ['f', 'h'] }), [])).toEqual(['f', 'h']);
    expect(jQueryArguments(new Event('x'), [])).toEqual([]);
  });

  it('recognises jQuery by a callable with fn.on', () => {
    expect(pageJQuery(undefined)).toBe(undefined);
    expect(pageJQuery({ fn: { on() {} } })).toBe(undefined);
    expect(pageJQuery(fakeJQuery().jQuery)).toBeDefined();
  });
});

describe('subscribeShopEvents', () => {
  it('binds through jQuery only when it is there: a jQuery trigger and a native dispatch are each handled once', () => {
    const fake = fakeJQuery();
    window.jQuery = fake.jQuery;
    const handler = vi.fn();
    const addSpy = vi.spyOn(document.body, 'addEventListener');
    const stop = subscribeShopEvents(document.body, ['added_to_cart', 'wc_fragment_refresh'], handler, 'test');
    fake.jQuery(document.body).trigger('added_to_cart', [{ a: 'x' }, 'hash', 'button']);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { detail: { fragments: { b: 'y' }, cart_hash: 'h2' } }));
    expect(handler.mock.calls).toEqual([
      ['added_to_cart', [{ a: 'x' }, 'hash', 'button']],
      ['wc_fragment_refresh', [{ b: 'y' }, 'h2']],
    ]);
    // Only the fake jQuery's own native listeners were added, none by the bridge itself.
    expect(addSpy.mock.calls.every(([, listener]) => (listener as { name?: string }).name === 'native')).toBe(true);
    stop();
    expect(fake.count(document.body)).toBe(0);
    addSpy.mockRestore();
  });

  it('listens natively without jQuery, and moves to a jQuery that arrives by the load event', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    const handler = vi.fn();
    const stop = subscribeShopEvents(document.body, ['removed_from_cart'], handler, 'test');
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { detail: [{ a: 'x' }, 'h'] }));
    expect(handler).toHaveBeenCalledTimes(1);

    const fake = fakeJQuery();
    window.jQuery = fake.jQuery;
    window.dispatchEvent(new Event('load'));
    fake.jQuery(document.body).trigger('removed_from_cart', [{ b: 'y' }, 'h2']);
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { detail: [{ c: 'z' }, 'h3'] }));
    expect(handler.mock.calls.map(([, args]) => args)).toEqual([
      [{ a: 'x' }, 'h'],
      [{ b: 'y' }, 'h2'],
      [{ c: 'z' }, 'h3'],
    ]);
    stop();
    expect(fake.count(document.body)).toBe(0);
    delete (document as { readyState?: unknown }).readyState;
  });

  it('a failing handler is reported, never thrown into the shop’s trigger; nothing after unsubscribing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = subscribeShopEvents(document.body, ['checkout_error'], () => {
      throw new Error('broken');
    }, 'pb-checkout');
    expect(() => document.body.dispatchEvent(new CustomEvent('checkout_error', { detail: ['<ul></ul>'] }))).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    stop();
    document.body.dispatchEvent(new CustomEvent('checkout_error', { detail: ['<ul></ul>'] }));
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
