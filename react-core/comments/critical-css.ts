/**
 * The layout the loader reserves for `<pb-comments>` before its code arrives (CLS 0): a block
 * box, as after the upgrade. The comments themselves are the page's and do not move; WordPress
 * already hides `#cancel-comment-reply-link` with an inline `display:none`.
 */
export const COMMENTS_CRITICAL_CSS = 'pb-comments:not([data-enhanced],[data-failed]){display:block}';
