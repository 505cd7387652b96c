import { attribute } from '../element/attributes';

/** Default time (ms) a submission may take before it counts as failed. */
export const DEFAULT_SUBMIT_TIMEOUT = 15000;

/** The attributes of `<pb-contact-form>`. */
export const contactFormAttributes = {
  /** Where to go after a successful submission; only http(s) URLs are followed. */
  redirectUrl: attribute.string(''),
  /** Milliseconds before a pending submission is aborted as failed. */
  timeout: attribute.number(DEFAULT_SUBMIT_TIMEOUT, { min: 1, integer: true }),
};
