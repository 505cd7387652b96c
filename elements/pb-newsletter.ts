import { createElementClass, defineElement } from '../react-core/element/define-element';
import { newsletterAttributes } from '../react-core/newsletter/newsletter-attributes';
import { newsletterStyles } from '../react-core/newsletter/newsletter-styles';
import { NewsletterView } from '../react-core/newsletter/newsletter-view';

/**
 * A newsletter sign-up form. Wraps the author's real `<form>` (fields `et_firstname`,
 * `et_lastname`, `et_email` and any custom fields), which without JavaScript posts to the site
 * ajax endpoint as it is. Enhanced, a submit is validated (first and last name required when
 * present, a general email pattern, required and email custom fields by the contact-form rules,
 * the browser's own validity) with accessible messages, sent as the builder's
 * `et_pb_submit_subscribe_form` payload with a SHA-256 checksum, and answered in place: success
 * hides the form and focuses the success text, an error from the server is shown as text, and an
 * empty or unreadable answer or a 5xx shows the subscription-failed message. A failure keeps
 * everything typed.
 * Custom fields may carry conditional logic (`data-conditions`, `data-condition-relation` on their
 * `[data-field-id]` wrapper, as for `<pb-contact-form>`); hidden ones are skipped and reported in
 * `et_hidden_fields`.
 *
 * @tag pb-newsletter
 * @summary Newsletter sign-up form, validated and sent without leaving the page.
 *
 * @attr {string} list-id - The mailing list (`et_list_id`).
 * @attr {string} provider - The email provider (`et_provider`).
 * @attr {string} account - The provider account (`et_account`).
 * @attr {string} success-message - Shown after subscribing; without it, the server's success text.
 * @attr {string} redirect-url - After success the page goes here (http or https only).
 * @attr {string} loading-label - Text of the submit button while sending. Default: the `subscribing` message ("Subscribing…").
 * @attr {number} timeout - Milliseconds to wait for the server before showing the failure message. Default 20000.
 *
 * @fires {CustomEvent<FormSubmitDetail>} pb-submit - A submit ended, with `status` `success`, `invalid`, `error` or `redirect` (to `url`) and the `message` shown (`invalid`: nothing was sent). `redirect` is cancelable: cancel it to stay on the page. `error` says why in `reason`.
 *
 * @slot - The author's `<form>` and anything around it.
 *
 * @csspart message - Both message boxes (empty ones are not shown).
 * @csspart error - The validation summary or the server's error text (`role="alert"`).
 * @csspart success - The success text (`role="status"`), focused after subscribing.
 *
 * @cssproperty [--pb-newsletter-error-color=#b00020] - Colour of the error text.
 * @cssproperty [--pb-newsletter-success-color=inherit] - Colour of the success text.
 * @cssproperty [--pb-focus-color=Highlight] - Focus ring of the success text.
 */
export class PbNewsletterElement extends createElementClass({
  tag: 'pb-newsletter',
  attributes: newsletterAttributes,
  styles: newsletterStyles,
  View: NewsletterView,
}) {}

defineElement('pb-newsletter', PbNewsletterElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-newsletter': PbNewsletterElement;
  }
}
