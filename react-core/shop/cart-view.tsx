/**
 * The `<pb-cart>` view (issue 19). The shop's markup stays in light DOM and is the content; the
 * page's cart fragments keep it current (cart-fragments.ts), and the view reads the count,
 * subtotal and items from it whenever it changes.
 * - `mini`: a WAI-ARIA disclosure: a button with the count and subtotal (`aria-expanded`,
 *   `aria-controls`) that shows the mini cart's contents (`.widget_shopping_cart_content`) as a
 *   panel. Escape closes it and returns the focus to the button; a click outside closes it.
 *   Without JavaScript, and until the visitor first reaches for it, the shop's `a.cart-contents`
 *   link to the cart page is the path; a click on it before the code arrived opens the panel. A
 *   click sent elsewhere (ctrl, shift, the middle button) on the button opens that page elsewhere.
 * - `cart`: the cart page's block: duplicate notice groups hidden, the focus kept when the shop
 *   replaces the control that had it.
 * Both announce the visitor's changes in a polite live region.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { useAnnouncement, useEventListener } from '../element/hooks';
import { opensElsewhere } from '../runtime/opens-elsewhere';
import { getPageConfig } from '../runtime/page-config';
import type { cartAttributes } from './cart-attributes';
import { countLabel } from './cart-state';
import { joinCartFragments } from './cart-fragments';
import { ContentWithStatus } from '../element/content-with-status';
import { useKeptFocus } from './kept-focus';
import { hideDuplicateNotices } from './notice-groups';
import { useCartSummary } from './use-cart-summary';

export const TAG = 'pb-cart';
const PANEL_ID = 'panel';
/** The shop's header link to the cart page: the mini cart's resting state, hidden once upgraded. */
const CART_LINK = 'a.cart-contents';

/**
 * The button stands where the shop's link to the cart page stood: a click the visitor sends
 * elsewhere on purpose (ctrl, shift or the middle button: a new tab or window) opens that page
 * elsewhere, as on the link, instead of the panel. True when it did.
 */
function openCartPageElsewhere(host: HTMLElement, event: MouseEvent): boolean {
  const link = host.querySelector<HTMLAnchorElement>(`${CART_LINK}[href]`);
  if (!link || !opensElsewhere(event) || event.button > 1) return false;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener');
  return true;
}

function MiniCart({ host, label }: { host: HTMLElement; label: string }) {
  const [announcement, announce] = useAnnouncement();
  const summary = useCartSummary(host, announce, TAG);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const messages = getPageConfig().messages;

  useKeptFocus(host, () => button.current);

  // The shop's link stood where the button is until now: the focus it had (Tab brought the
  // upgrade) moves to the button, and a click on it (one the loader held until this render, or a
  // script's) opens the panel, as a click on the button does, instead of leaving for the cart page.
  useLayoutEffect(() => {
    if (document.activeElement?.closest(CART_LINK) && host.contains(document.activeElement)) button.current?.focus({ preventScroll: true });
  }, [host]);
  // A press on the link that this first render split from its release (the button now under the
  // pointer): the browser sends the click to what both have in common, the host, where the link stood.
  const openSplitClickElsewhere = (event: MouseEvent): void => {
    if (!event.defaultPrevented && event.composedPath()[0] === host) openCartPageElsewhere(host, event);
  };
  useEventListener(host, 'auxclick', openSplitClickElsewhere, TAG);
  useEventListener(host, 'click', (event) => {
    if (opensElsewhere(event)) return openSplitClickElsewhere(event);
    if (event.defaultPrevented || !(event.target instanceof Element) || !event.target.closest(CART_LINK)) return;
    event.preventDefault();
    setOpen(true);
    button.current?.focus({ preventScroll: true });
  }, TAG);

  useEventListener(host, 'keydown', (event) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  }, TAG);

  useLayoutEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event): void => {
      if (!event.composedPath().includes(host)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [host, open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        part="button"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={PANEL_ID}
        onClick={(event) => {
          if (!openCartPageElsewhere(host, event.nativeEvent)) setOpen(!open);
        }}
        onAuxClick={(event) => openCartPageElsewhere(host, event.nativeEvent)}
      >
        <span part="label">{label || messages.cartLabel}</span>
        <span part="count">{countLabel(summary, messages)}</span>
        {/* The link's own spacing between count and subtotal: a space, so the button is as wide. */}
        {summary.subtotal ? ' ' : null}
        {summary.subtotal ? <span part="subtotal">{summary.subtotal}</span> : null}
      </button>
      <div id={PANEL_ID} part="panel" hidden={!open}>
        <slot />
      </div>
      <p part="status" role="status">
        {announcement}
      </p>
    </>
  );
}

function CartBlock({ host }: { host: HTMLElement }) {
  const [announcement, announce] = useAnnouncement();
  useCartSummary(host, announce, TAG);
  // The shop writes what happened ("Oak chair removed. Undo?") in its notices wrapper.
  useKeptFocus(host, () => host.querySelector<HTMLElement>('.woocommerce-notices-wrapper:not(:empty), .woocommerce-cart-form, .cart-empty'));

  useLayoutEffect(() => {
    hideDuplicateNotices(TAG);
    const observer = new MutationObserver(() => hideDuplicateNotices(TAG));
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);

  return <ContentWithStatus announcement={announcement} />;
}

export function CartView({ host, attributes }: ElementViewProps<typeof cartAttributes>) {
  // Layout effects throughout: the shop's listeners are in place in the commit that marks the
  // element `data-enhanced` (Preact runs plain effects a frame later), so no event is missed.
  useLayoutEffect(() => joinCartFragments(), []);
  return attributes.variant === 'cart' ? <CartBlock host={host} /> : <MiniCart host={host} label={attributes.label} />;
}
