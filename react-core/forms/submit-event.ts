/**
 * `pb-submit`, shared by every form element (`<pb-contact-form>`, `<pb-newsletter>` …). The event
 * map may declare a name only once with one type, so each form module imports this file instead
 * of declaring `pb-submit` itself; each fills the members that apply to it.
 */
import type { SubmissionErrors } from './rules';
import type { FailureReason } from './submit-verdict';

export interface FormSubmitDetail {
  /** `redirect` is used by the newsletter; the contact form reports `success` with `redirectUrl`. */
  status: 'success' | 'invalid' | 'error' | 'redirect';
  /** The text shown to the visitor (newsletter). */
  message?: string;
  /** Newsletter `redirect`: where the page goes. */
  url?: string;
  /** Contact form `invalid`: what the browser-side validation found. */
  errors?: SubmissionErrors;
  /**
   * `error`/`invalid` after sending: why it failed (submit-verdict.ts): `rejected` when the server
   * explained the refusal (its text is shown), else the failure's reason.
   */
  reason?: FailureReason | 'rejected';
  /** The HTTP status of the answer, when there was one. */
  httpStatus?: number;
  /** Contact form `success`: the redirect about to happen (cancel the event to stay). */
  redirectUrl?: string;
  /** Contact form: the field ids hidden by conditional logic when the form was sent. */
  hiddenFields?: string[];
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-submit': CustomEvent<FormSubmitDetail>;
  }
}
