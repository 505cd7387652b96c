/**
 * The `<pb-checkout>` view (issue 19, SPEC §8 "Checkout") around WooCommerce's checkout form:
 * - error notice groups (after `checkout_error`, or rendered by the server or other code): the
 *   duplicates hidden, the first error summary focused and announced, its errors linked to
 *   their fields (notice-groups.ts, checkout-notices.ts);
 * - a second submit while one is processing (WooCommerce's `.processing` on the form) is ignored,
 *   so a double click never sends two orders, with or without the shop's own guard;
 * - the builder preview shows the sample required-field notice; the public page never does;
 * - a successful purchase (`checkout_place_order_success` on the form) fires `pb-checkout-success`,
 *   which split testing counts when the block is inside a goal (split-test/goals.ts).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useAnnouncement, useEventListener } from '../element/hooks';
import { isBuilderPreview } from '../runtime/builder-mode';
import { formatMessage } from '../runtime/messages';
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';
import { joinCartFragments } from './cart-fragments';
import type { checkoutAttributes } from './checkout-attributes';
import { errorCount, errorList, linkedField, prepareErrorSummary, previewSampleNotice } from './checkout-notices';
import { ContentWithStatus } from '../element/content-with-status';
import { useKeptFocus } from './kept-focus';
import { hideDuplicateNotices } from './notice-groups';
import { subscribeShopEvents } from './shop-events';

export const TAG = 'pb-checkout';
/** WooCommerce's mark of a checkout form whose order is on its way. */
export const PROCESSING_CLASS = 'processing';
/** Marks a `.processing` this block set (a native submission), so it alone takes it off again. */
const OWN_PROCESSING = 'data-pb-processing';

export interface CheckoutSuccessDetail {
  /** The shop's answer (`{result: 'success', redirect}`), as the event carried it. */
  result: unknown;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-checkout-success': CustomEvent<CheckoutSuccessDetail>;
  }
}

/** Takes off a `.processing` this block set: the submission it stood for is over. */
function endOwnProcessing(checkout: HTMLFormElement | null): void {
  if (!checkout?.hasAttribute(OWN_PROCESSING)) return;
  checkout.classList.remove(PROCESSING_CLASS);
  checkout.removeAttribute(OWN_PROCESSING);
}

function checkoutForm(host: HTMLElement, selector: string): HTMLFormElement | null {
  try {
    return host.querySelector<HTMLFormElement>(selector);
  } catch {
    warnOnce(TAG, `attribute "form": "${selector}" is not a CSS selector.`);
    return null;
  }
}

export function CheckoutView({ host, attributes }: ElementViewProps<typeof checkoutAttributes>) {
  const [announcement, announce] = useAnnouncement();
  const formSelector = useRef(attributes.form);
  formSelector.current = attributes.form;
  const form = (): HTMLFormElement | null => checkoutForm(host, formSelector.current);
  /** The error lists already summarised: each takes the focus once. */
  const summarised = useRef(new WeakSet<Element>());

  // Layout effects throughout: the shop's listeners are in place in the commit that marks the
  // element `data-enhanced` (Preact runs plain effects a frame later), so no event is missed.
  useLayoutEffect(() => joinCartFragments(), []);
  useKeptFocus(host, () => form());

  /**
   * Hides duplicates; a new error summary takes the focus and is announced. Errors the server
   * rendered (`onLoad`) take it only while nothing else has it, and without scrolling the page.
   */
  const reviewNotices = (onLoad: boolean): void => {
    const shown = hideDuplicateNotices(TAG).filter((group) => host.contains(group));
    // The first error list not summarised yet: the errors the shop has just answered with.
    const group = shown.find((candidate) => {
      const list = errorList(candidate);
      return list !== null && !summarised.current.has(list);
    });
    const list = group ? errorList(group) : null;
    if (!group || !list) return;
    summarised.current.add(list);
    const checkout = form();
    const summary = prepareErrorSummary(list, group, checkout);
    // Processing is over once the shop has answered with errors.
    endOwnProcessing(checkout);
    const active = document.activeElement;
    if (onLoad && active && active !== document.body) return;
    summary.focus({ preventScroll: onLoad });
    const count = errorCount(list);
    const messages = getPageConfig().messages;
    announce(count === 1 ? messages.checkoutErrorsOne : formatMessage(messages.checkoutErrors, { count }));
  };

  useLayoutEffect(() => {
    reviewNotices(true);
    const observer = new MutationObserver(() => reviewNotices(false));
    observer.observe(host, { childList: true, subtree: true });
    const stopEvents = subscribeShopEvents(document.body, ['checkout_error'], () => reviewNotices(false), TAG);
    return () => {
      observer.disconnect();
      stopEvents();
    };
  }, [host]);

  // The order's success, on the form (WooCommerce: `triggerHandler`, so jQuery handlers only).
  useLayoutEffect(() => {
    const checkout = form();
    if (!checkout) return;
    return subscribeShopEvents(checkout, ['checkout_place_order_success'], (_, [result]) => emit(host, 'pb-checkout-success', { result }), TAG);
  }, [host, attributes.form]);

  // The builder preview's sample notice, at the top of the form (SPEC §8).
  useEffect(() => {
    if (!isBuilderPreview()) return;
    const sample = previewSampleNotice(getPageConfig().messages);
    const checkout = form();
    if (checkout) checkout.prepend(sample);
    else host.prepend(sample);
    return () => sample.remove();
  }, [host]);

  // Capture on the block: before the form's own (and the shop's) submit handlers.
  useEventListener(host, 'submit', (event) => {
    const checkout = form();
    if (!checkout || event.target !== checkout || !checkout.classList.contains(PROCESSING_CLASS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, TAG, true);

  // After every handler: a submission nothing took over goes to the server as a page load; it is processing.
  useEventListener(window, 'submit', (event) => {
    const checkout = form();
    if (!checkout || event.target !== checkout || event.defaultPrevented || checkout.classList.contains(PROCESSING_CLASS)) return;
    checkout.classList.add(PROCESSING_CLASS);
    checkout.setAttribute(OWN_PROCESSING, '');
  }, TAG);

  // Back to a page kept by the back-forward cache: that submission is over.
  useLayoutEffect(() => {
    const endProcessing = (): void => endOwnProcessing(form());
    window.addEventListener('pageshow', endProcessing);
    return () => window.removeEventListener('pageshow', endProcessing);
  }, [host]);

  // A summary link focuses its field (GOV.UK error summary): the field, not only the scroll.
  useEventListener(host, 'click', (event) => {
    const field = linkedField(event.target, form());
    if (!field) return;
    event.preventDefault();
    field.focus();
  }, TAG);

  return <ContentWithStatus announcement={announcement} />;
}
