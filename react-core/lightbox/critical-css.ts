/**
 * The layout `<pb-lightbox>` reserves before its code arrives: none of its own. The element is
 * `display: contents` before and after the upgrade, so its links and images lay out as the page
 * places them and the upgrade moves nothing. `:where()` keeps the rule at zero specificity, so a
 * page that gives the element a display of its own (`pb-lightbox { display: grid }`) wins, both
 * before and after the upgrade.
 */
export const LIGHTBOX_CRITICAL_CSS = ':where(pb-lightbox:not([data-enhanced],[data-failed])){display:contents}';
