/**
 * Styles of the pagination control (pagination-view.tsx), kept apart from the view so a module's
 * critical CSS (which the loader inlines, without React) can give the server's links the same
 * look before the upgrade.
 */

/**
 * The look of one control (a page number, previous, next; the portfolio's filter buttons too),
 * as declarations, so a module's critical CSS gives the server's links before the upgrade exactly
 * the size they have after it. At least 44 px square (WCAG target size).
 */
export const PAGE_CONTROL_CSS =
  'box-sizing:border-box;display:inline-grid;place-items:center;min-width:44px;min-height:44px;padding:0 .75em;margin:0;' +
  'border:1px solid var(--pb-pagination-border-color,currentColor);border-radius:var(--pb-pagination-radius,4px);' +
  'font:inherit;line-height:1.2;color:inherit;background:none;text-decoration:none;cursor:pointer;font-variant-numeric:tabular-nums';
/** The current page (or the pressed filter button). */
export const PAGE_CURRENT_CSS =
  'color:var(--pb-pagination-active-color,#fff);background:var(--pb-pagination-active-background,#1d4ed8);' +
  'border-color:var(--pb-pagination-active-background,#1d4ed8);cursor:default';
/** The row of controls (the `<nav>`); its list of numbers takes no box of its own. */
export const PAGINATION_ROW_CSS = 'display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:var(--pb-pagination-gap,.25rem)';
export const PAGE_LIST_CSS = 'display:contents;list-style:none';

/** Shadow styles of the control, for the host's style string, with a visible focus ring. */
export const paginationStyles = `
.pagination{${PAGINATION_ROW_CSS}}
.pagination ol{${PAGE_LIST_CSS}}
.pagination li{display:block}
.page-control{${PAGE_CONTROL_CSS}}
.page-control:hover{background:var(--pb-pagination-hover-background,rgb(0 0 0 / .06))}
.page-control[aria-current=page]{${PAGE_CURRENT_CSS}}
.page-control[aria-disabled=true]{cursor:progress}
.page-control:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
.page-placeholder{visibility:hidden}
@media (forced-colors:active){.page-control[aria-current=page]{border-width:3px}}
@media print{.pagination{display:none}}
`;
