/**
 * The layout the loader reserves for `<pb-sticky>` before its code arrives (CLS 0): the upgraded
 * host is a block box (`:host{display:block}`), so the unupgraded one is too. It is not sticky
 * until the page scrolls, so nothing else differs.
 */
export const STICKY_CRITICAL_CSS = 'pb-sticky:not([data-enhanced],[data-failed]){display:block}';
