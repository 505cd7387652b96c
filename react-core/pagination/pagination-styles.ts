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
/** Space between the controls. */
const PAGINATION_GAP = 'var(--pb-pagination-gap,.25rem)';

/**
 * The layout of a pagination `<nav>` whose children are previous (or its stand-in), the `<ol>`
 * of numbers and next (or its stand-in), as the view renders it and as a server may: previous
 * at the start, the numbers after it, next at the end, so the number of pages shown (4 for
 * one category, 2 for another) moves none of them. A nav narrower than 28rem puts the numbers
 * on a line of their own above previous and next: it is always two lines there, and one line
 * elsewhere, whatever the words and the numbers.
 */
export function paginationLayoutCss(nav: string): string {
  return (
    `${nav}{container-type:inline-size;display:grid;grid-template-columns:auto minmax(0,1fr) auto;align-items:center;gap:${PAGINATION_GAP}}` +
    `${nav}>ol{display:flex;flex-wrap:wrap;gap:${PAGINATION_GAP};margin:0;padding:0;list-style:none;grid-column:2}` +
    `${nav} li{display:block}` +
    `${nav}>:first-child{grid-column:1}` +
    `${nav}>:last-child{grid-column:3}` +
    `@container (max-width:28rem){${nav}>ol{grid-row:1;grid-column:1/-1}${nav}>:is(:first-child,:last-child){grid-row:2}}`
  );
}

/** Shadow styles of the control, for the host's style string, with a visible focus ring. */
export const paginationStyles = `
${paginationLayoutCss('.pagination')}
.page-control{${PAGE_CONTROL_CSS}}
.page-control:hover{background:var(--pb-pagination-hover-background,rgb(0 0 0 / .06))}
.page-control[aria-current=page]{${PAGE_CURRENT_CSS}}
.page-control[aria-disabled=true]{cursor:progress}
.page-control:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
.page-placeholder{visibility:hidden}
@media (forced-colors:active){.page-control[aria-current=page]{border-width:3px}}
@media print{.pagination{display:none}}
`;
