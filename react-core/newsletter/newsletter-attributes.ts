/** `<pb-newsletter>` attributes: the builder's newsletter fields in kebab-case (SPEC §3). */
import { attribute } from '../element/attributes';

export const DEFAULT_TIMEOUT_MS = 20000;

export const newsletterAttributes = {
  /** The mailing list the visitor subscribes to (`et_list_id`). */
  listId: attribute.string(),
  /** The email provider (`et_provider`), e.g. `mailchimp`. */
  provider: attribute.string(),
  /** The provider account (`et_account`). */
  account: attribute.string(),
  /** Shown after a successful subscription; without it, the server's success text. */
  successMessage: attribute.string(),
  /** After success the page goes here (http/https only; anything else is ignored with a warning). */
  redirectUrl: attribute.string(),
  /** Text of the submit button while the request is under way. */
  /** Empty: `messages.subscribing`. */
  loadingLabel: attribute.string(),
  /** How long to wait for the server before giving up (ms). */
  timeout: attribute.number(DEFAULT_TIMEOUT_MS, { min: 100, integer: true }),
};

export type NewsletterAttributes = typeof newsletterAttributes;
