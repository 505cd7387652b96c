/**
 * Shadow styles of `<pb-portfolio>`: the filter's buttons above, the items in a grid below them
 * and the pagination under it, with `--pb-portfolio-gap` between all of them, as the loader's
 * critical CSS lays out the author's links and items before the upgrade. Columns follow the
 * element's own width (a container query on the host). The grid keeps the rows of the fullest
 * page shown in the columns it has (`--pb-rows`, all of equal height), so a short page or a small
 * category leaves the module as tall as before: filtering and paging move nothing outside it.
 */
import { PAGE_CONTROL_CSS, PAGE_CURRENT_CSS, paginationStyles } from '../pagination/pagination-styles';
import { FILTER_ROW_CSS, PORTFOLIO_GAP, portfolioColumnRules } from './critical-css';

function settingSelector(setting: string): string {
  return setting === 'auto' ? ':host(:not([columns=default],[columns=wide],[columns=narrow])) .items' : `:host([columns=${setting}]) .items`;
}

export const portfolioStyles = `${paginationStyles}
:host{container-type:inline-size}
.portfolio{position:relative;display:grid;grid-template-columns:minmax(0,1fr);gap:${PORTFOLIO_GAP}}
.filter{${FILTER_ROW_CSS}}
.filter button{${PAGE_CONTROL_CSS}}
.filter button:hover{background:var(--pb-pagination-hover-background,rgb(0 0 0 / .06))}
.filter button[aria-pressed=true]{${PAGE_CURRENT_CSS}}
.filter button:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
.items{--pb-columns:1;--pb-rows:var(--pb-rows-1);display:grid;gap:${PORTFOLIO_GAP};grid-template-columns:repeat(var(--pb-columns),minmax(0,1fr));grid-template-rows:repeat(var(--pb-rows,1),1fr)}
${portfolioColumnRules(settingSelector, true)}
::slotted(*){box-sizing:border-box;min-width:0}
::slotted([hidden]){display:none!important}
.idle{visibility:hidden}
.live{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (forced-colors:active){.filter button[aria-pressed=true]{border-width:3px}}
@media print{.filter,.pager{display:none}.items{grid-template-rows:none}::slotted(*){transform:none!important;opacity:1!important}}
`;
