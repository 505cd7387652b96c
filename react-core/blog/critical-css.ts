/**
 * The layout the loader reserves for `<pb-blog>` before its code arrives (CLS 0): a block box, as
 * after the upgrade. The posts and the pagination are the page's and do not move; the element's
 * own message and live region take no room until a page fails to load.
 */
export const BLOG_CRITICAL_CSS = 'pb-blog:not([data-enhanced],[data-failed]){display:block}';
