/**
 * The layout the loader reserves for `<pb-animate>` before its code arrives (CLS 0): a block box,
 * as after the upgrade (`:where` gives it no specificity, so a page's own `display` for the
 * element wins before the upgrade as it does after). The content is NOT hidden: hiding it first
 * and showing it later would be a flash for content already on screen. The view applies the
 * starting state itself, before paint, only to elements that are not in view at the upgrade.
 */
export const ANIMATE_CRITICAL_CSS = ':where(pb-animate:not([data-enhanced],[data-failed])){display:block}';
