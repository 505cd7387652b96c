import { attribute } from '../element/attributes';

export const DEFAULT_COMMENT_TIMEOUT = 15000;

/** The attributes of `<pb-comments>`. */
export const commentsAttributes = {
  /** Send the reply form with fetch and insert the new comment without reloading (`off`: a normal post). */
  ajax: attribute.boolean(true),
  /** How long (ms) to wait for the server before the send counts as failed (what was typed stays). */
  timeout: attribute.number(DEFAULT_COMMENT_TIMEOUT, { min: 100, integer: true }),
};
