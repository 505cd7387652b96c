/**
 * The layout the loader reserves for `<pb-dot-nav>` before its code arrives (CLS 0): none. The
 * upgraded dots are fixed (out of the flow), so before the upgrade the author's list takes no
 * room and shows nothing. Without JavaScript the author's `<nav>` stays a list of in-page links.
 */
export const DOT_NAV_CRITICAL_CSS = 'pb-dot-nav:not([data-enhanced],[data-failed]){display:none}';
