import { contactFormAttributes } from '../react-core/contact-form/contact-form-attributes';
import { contactFormStyles } from '../react-core/contact-form/contact-form-styles';
import { ContactFormView } from '../react-core/contact-form/contact-form-view';
import { createElementClass, defineElement } from '../react-core/element/define-element';

/**
 * A contact form that enhances the author's own `<form>` (light DOM, so it posts without
 * JavaScript too): SPEC validation (required fields and groups, email rules, arithmetic captcha)
 * with an accessible `role="alert"` message region, conditional logic (`data-conditions` on a
 * field's wrapper), and a fetch submission (header `X-PB-Fragment: 1`) whose server-rendered
 * fragment replaces the element's content. Any answer without that fragment (network failure,
 * timeout, 5xx, a 404 page, a proxy's 200 page) keeps every typed value and shows a message;
 * submitting again retries.
 *
 * @tag pb-contact-form
 * @summary Contact form with validation, conditional logic, captcha and ajax submission.
 *
 * @attr {string} redirect-url - After a successful submission, go to this http(s) URL (other schemes are ignored with a warning).
 * @attr {number} timeout - Milliseconds before a pending submission is aborted and reported as failed. Default 15000.
 *
 * @fires {CustomEvent<FormSubmitDetail>} pb-submit - After each submit attempt, with `status` `success`, `invalid` (`errors`: the missing and invalid fields, nothing sent) or `error` (`reason`, `httpStatus`), and `hiddenFields`. On success it carries `redirectUrl` and is cancelable: preventDefault() cancels the redirect.
 *
 * @slot - The author's `<form>` with its fields; after a successful submission, the server's result.
 */
export class PbContactFormElement extends createElementClass({
  tag: 'pb-contact-form',
  attributes: contactFormAttributes,
  styles: contactFormStyles,
  View: ContactFormView,
}) {}

defineElement('pb-contact-form', PbContactFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-contact-form': PbContactFormElement;
  }
}
