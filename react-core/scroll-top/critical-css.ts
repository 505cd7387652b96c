/**
 * The layout the loader reserves for `<pb-scroll-top>` before its code arrives (CLS 0): none. The
 * element is fixed (out of the flow) once upgraded and hidden until the page is scrolled past its
 * threshold, so before the upgrade it takes no room and shows nothing. Without JavaScript (no
 * loader, no critical CSS) the author's `<a href="#top">` link stays where it was written.
 */
export const SCROLL_TOP_CRITICAL_CSS = 'pb-scroll-top:not([data-enhanced],[data-failed]){display:none}';
