import { commentsAttributes } from '../react-core/comments/comments-attributes';
import { commentsStyles } from '../react-core/comments/comments-styles';
import { CommentsView } from '../react-core/comments/comments-view';
import { createElementClass, defineElement } from '../react-core/element/define-element';

/**
 * Comments and the reply form, around the author's WordPress markup: `.comment` items with ids
 * `comment-N`, each with a reply link `a.comment-reply-link[data-commentid]`
 * (`href="?replytocom=N#respond"`), and a `#respond` container holding `form#commentform` with a
 * `comment_parent` hidden field and `#cancel-comment-reply-link`. Without JavaScript the links and
 * the form work as in WordPress. With it, a reply link moves the form under its comment, the
 * cancel link (or Escape) moves it back, and the form is validated and sent with fetch: the
 * comment the server renders is inserted in place. Any other answer (a page that comes with 200
 * included) is a failure, and on failure everything typed stays.
 *
 * @tag pb-comments
 * @summary Comments with a moving reply form and ajax posting.
 *
 * @attr {boolean} ajax - Validate and send the form with fetch and insert the new comment; `off` leaves the normal post. Default on.
 * @attr {number} timeout - Milliseconds to wait for the server before the send counts as failed (what was typed stays). Default 15000.
 *
 * @fires {CustomEvent<{status: 'invalid' | 'success' | 'error', parentId: string, message: string}>} pb-comment-submit - The visitor submitted the reply form: it was invalid (not sent), stored and inserted, or failed (the typed text stays).
 *
 * @slot - The comment list and the `#respond` reply form.
 *
 * @csspart status - The visually hidden polite live region ("Replying to …", "Your comment was posted.").
 */
export class PbCommentsElement extends createElementClass({
  tag: 'pb-comments',
  attributes: commentsAttributes,
  styles: commentsStyles,
  View: CommentsView,
}) {}

defineElement('pb-comments', PbCommentsElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-comments': PbCommentsElement;
  }
}
