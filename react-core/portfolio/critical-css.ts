/**
 * The layout the loader reserves for `<pb-portfolio>` before its code arrives (CLS 0), exactly
 * as the upgraded element lays it out: the author's filter links above, styled as the filter
 * buttons, the items not `hidden` in columns by the element's own width (a container query), and
 * the server's pagination below, styled as the pagination control. Without JavaScript none of
 * this applies: the author's links and items read as the page styles them.
 */
import { COLUMNS_BY_WIDTH, MODULE_COLUMNS } from '../pagination/grid-columns';
import { PORTFOLIO_COLUMNS, type PortfolioColumns } from './portfolio-state';
import { PAGE_CONTROL_CSS, PAGE_CURRENT_CSS, paginationLayoutCss } from '../pagination/pagination-styles';

/** Space between items, and between the filter, the grid and the pagination. */
export const PORTFOLIO_GAP = 'var(--pb-portfolio-gap,1.5rem)';
/** Space between the filter's buttons. */
export const FILTER_GAP = 'var(--pb-portfolio-filter-gap,.5rem)';
export const FILTER_ROW_CSS = `display:flex;flex-wrap:wrap;gap:${FILTER_GAP}`;

/**
 * `--pb-columns` on `target(setting)` for every width step of the element (a container query on
 * it): by width (`auto`: SPEC §9, 5 from 1600 px, 4 from 1024, 3 from 768, 2 from 480, else 1),
 * or by width at most the builder's column type (`default` 3, `wide` 4, `narrow` 2). With
 * `rows`, also `--pb-rows` from the element's `--pb-rows-<columns>` (the rows a full page needs
 * in that many columns), so columns and rows change together, in CSS, as the width does.
 */
export function portfolioColumnRules(target: (setting: PortfolioColumns) => string, rows = false): string {
  const declarations = (columns: number): string => `--pb-columns:${columns}${rows ? `;--pb-rows:var(--pb-rows-${columns})` : ''}`;
  // Narrowest first, so a wider step's rule comes later and wins.
  const steps = [...COLUMNS_BY_WIDTH].reverse();
  return steps
    .map(([minWidth, columns]) => {
      const rules = PORTFOLIO_COLUMNS.map((setting) => {
        const most = setting === 'auto' ? columns : Math.min(columns, MODULE_COLUMNS[setting]);
        return `${target(setting)}{${declarations(most)}}`;
      });
      return `@container (min-width:${minWidth}px){${rules.join('')}}`;
    })
    .join('');
}

const PORTFOLIO = 'pb-portfolio:not([data-enhanced],[data-failed])';

/**
 * The same columns as `portfolioColumnRules`, shorter for the loader: the column type sets the
 * most columns (`--pb-most`), and each width step takes the lesser of its count and that.
 */
function criticalColumnRules(): string {
  const most = Object.entries(MODULE_COLUMNS)
    .map(([setting, columns]) => `${PORTFOLIO}[columns=${setting}]{--pb-most:${columns}}`)
    .join('');
  const steps = [...COLUMNS_BY_WIDTH]
    .reverse()
    .map(([minWidth, columns]) => `@container (min-width:${minWidth}px){${PORTFOLIO}>*{--pb-columns:min(${columns},var(--pb-most,${columns}))}}`)
    .join('');
  return most + steps;
}

export const PORTFOLIO_CRITICAL_CSS =
  `${PORTFOLIO}{display:flex;flex-wrap:wrap;gap:${PORTFOLIO_GAP};container-type:inline-size}` +
  `${PORTFOLIO}>*{--pb-columns:1;box-sizing:border-box;flex:0 0 calc((100% - (var(--pb-columns) - 1) * ${PORTFOLIO_GAP}) / var(--pb-columns));min-width:0}` +
  `${PORTFOLIO}>[hidden]{display:none!important}` +
  `${PORTFOLIO}>[slot]{flex-basis:100%}` +
  `${PORTFOLIO}>[slot=filter]{order:-1;margin:0;${FILTER_ROW_CSS}}` +
  `${PORTFOLIO}>[slot=pagination]{order:1;margin:0}` +
  paginationLayoutCss(`${PORTFOLIO}>[slot=pagination]`) +
  // A list, not one :is(): each selector then ends in an element name, and the browser tries
  // it on those elements only (the same specificity, 0,2,2, as the :is() of them).
  `${PORTFOLIO}>[slot=filter] a,${PORTFOLIO}>[slot=pagination] a,${PORTFOLIO}>[slot=pagination] span{${PAGE_CONTROL_CSS}}` +
  `${PORTFOLIO}>:is([slot=filter],[slot=pagination]) [aria-current]{${PAGE_CURRENT_CSS}}` +
  `${PORTFOLIO}>[slot=pagination] [aria-hidden=true]{visibility:hidden}` +
  criticalColumnRules() +
  `@media print{${PORTFOLIO}>[slot]{display:none}}`;
