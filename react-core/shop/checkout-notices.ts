/**
 * The checkout's error summary, after the WAI-ARIA and GOV.UK error-summary practice: the shop's
 * error list (`ul.woocommerce-error`) takes the focus (`tabindex="-1"`) so a keyboard or screen
 * reader user lands on it; each error WooCommerce ties to a field (`li[data-id]`) becomes a link
 * to that field, which is marked `aria-invalid`; and the builder preview's sample notice (SPEC §8),
 * built with DOM calls, never from markup text.
 */
import { formatMessage, type Messages } from '../runtime/messages';
import { PREVIEW_SAMPLE_ATTRIBUTE } from './notice-groups';

const ERROR_LIST = '.woocommerce-error';
/** Marks the fields this summary set `aria-invalid` on, so the next summary can clear them. */
export const INVALID_MARK = 'data-pb-invalid';

/** The error list of a notice group (the group itself when it is one); null for a group of messages. */
export function errorList(group: HTMLElement): HTMLElement | null {
  return group.matches(ERROR_LIST) ? group : group.querySelector<HTMLElement>(ERROR_LIST);
}

/** The field an error names (`data-id`), in the form first; null when there is none. */
export function fieldOf(error: Element, form: ParentNode | null): HTMLElement | null {
  const id = error.getAttribute('data-id');
  if (!id) return null;
  const selector = `#${CSS.escape(id)}`;
  return form?.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(selector);
}

/**
 * Prepares the summary and returns the element that takes the focus: the notice group around the
 * list, which takes the list's `role="alert"` (a list keeps its list semantics: WooCommerce's
 * `ul role="alert"` has none, and its items no list), or the list itself when it stands alone. It
 * is focusable by script; each field-bound error becomes a link to its field (one the shop did
 * not link already), and those fields `aria-invalid` (those of an earlier summary no longer).
 */
export function prepareErrorSummary(list: HTMLElement, group: HTMLElement, form: HTMLFormElement | null): HTMLElement {
  const summary = group === list ? list : group;
  if (summary !== list && list.getAttribute('role') === 'alert') {
    list.removeAttribute('role');
    summary.setAttribute('role', 'alert');
  }
  summary.tabIndex = -1;
  for (const field of document.querySelectorAll(`[${INVALID_MARK}]`)) {
    field.removeAttribute('aria-invalid');
    field.removeAttribute(INVALID_MARK);
  }
  for (const error of list.querySelectorAll(':scope > li')) {
    const field = fieldOf(error, form);
    if (!field) continue;
    if (field.getAttribute('aria-invalid') !== 'true') {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute(INVALID_MARK, '');
    }
    if (error.querySelector('a[href]')) continue;
    const link = document.createElement('a');
    link.href = `#${field.id}`;
    link.append(...error.childNodes);
    error.append(link);
  }
  return summary;
}

/** The number of errors in a list. */
export function errorCount(list: HTMLElement): number {
  return list.querySelectorAll(':scope > li').length;
}

/** The error a click on a summary link is about: its field, or null for another click. */
export function linkedField(target: EventTarget | null, form: HTMLFormElement | null): HTMLElement | null {
  const link = target instanceof Element ? target.closest('a[href^="#"]') : null;
  const error = link?.closest(`${ERROR_LIST} li[data-id]`);
  return error ? fieldOf(error, form) : null;
}

type SampleMessages = Pick<Messages, 'checkoutSampleField' | 'checkoutSampleRequired'>;

/**
 * The builder preview's sample notice, as WooCommerce renders a required-field error:
 * `<div class="woocommerce-NoticeGroup …"><ul class="woocommerce-error"><li><strong>Billing First
 * name</strong> is a required field.</li></ul></div>`, from the message set, as text nodes.
 */
export function previewSampleNotice(messages: SampleMessages): HTMLElement {
  const group = document.createElement('div');
  group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
  group.setAttribute(PREVIEW_SAMPLE_ATTRIBUTE, '');
  const list = document.createElement('ul');
  list.className = 'woocommerce-error';
  const item = document.createElement('li');
  const field = document.createElement('strong');
  field.textContent = messages.checkoutSampleField;
  const marker = '\u0000';
  const [before = '', after = ''] = formatMessage(messages.checkoutSampleRequired, { field: marker }).split(marker);
  item.append(...[before, field, after].filter((part) => part !== ''));
  list.append(item);
  group.append(list);
  return group;
}
