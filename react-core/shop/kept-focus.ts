/**
 * Keeps the focus where the visitor was when the shop replaces the markup that had it (the cart
 * page's update replaces the whole cart form; a fragment replaces the mini cart; the checkout's
 * review order table is re-rendered): without this the focus falls to the page's body and a
 * keyboard or screen reader user starts again from the top. The same control in the new markup
 * takes it (by id, then name, then the cart item's key with the same classes), else the block's
 * fallback.
 */
import { useLayoutEffect, useRef } from 'react';

export interface FocusLocator {
  tag: string;
  id: string;
  name: string;
  /** The cart item the control belongs to (`data-cart_item_key`), with the control's classes. */
  itemKey: string;
  classes: string;
}

export function focusLocator(element: Element): FocusLocator {
  return {
    tag: element.localName,
    id: element.id,
    name: element.getAttribute('name') ?? '',
    itemKey: element.getAttribute('data-cart_item_key') ?? '',
    classes: [...element.classList].map((name) => `.${CSS.escape(name)}`).join(''),
  };
}

/** The control `locator` describes, in `root`'s markup now; null when it is gone. */
export function findByLocator(root: ParentNode, locator: FocusLocator): HTMLElement | null {
  const { tag, id, name, itemKey, classes } = locator;
  const candidates = [
    id ? `#${CSS.escape(id)}` : '',
    name ? `${tag}[name="${CSS.escape(name)}"]` : '',
    itemKey ? `${tag}${classes}[data-cart_item_key="${CSS.escape(itemKey)}"]` : '',
  ];
  for (const selector of candidates) {
    const found = selector ? root.querySelector<HTMLElement>(selector) : null;
    if (found) return found;
  }
  return null;
}

/**
 * While mounted: when the element that had the focus inside `host` leaves the page, and the focus
 * fell to the body, its replacement (or `fallback()`) takes the focus.
 */
export function useKeptFocus(host: HTMLElement, fallback: () => HTMLElement | null): void {
  const latestFallback = useRef(fallback);
  latestFallback.current = fallback;
  useLayoutEffect(() => {
    let focused: { element: Element; locator: FocusLocator } | null = null;
    const onFocusIn = (event: FocusEvent): void => {
      if (event.target instanceof Element && host.contains(event.target)) focused = { element: event.target, locator: focusLocator(event.target) };
    };
    const observer = new MutationObserver(() => {
      if (!focused || focused.element.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const target = findByLocator(host, focused.locator) ?? latestFallback.current();
      focused = null;
      if (!target) return;
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    });
    host.addEventListener('focusin', onFocusIn);
    observer.observe(host, { childList: true, subtree: true });
    return () => {
      host.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [host]);
}
