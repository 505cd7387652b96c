/**
 * The layout the loader reserves for `<pb-portfolio-carousel>` before its code arrives (CLS 0):
 * the items in one clipped row, each `1 / columns` of the width, with `columns`,
 * `columns-tablet` (980 px or less) and `columns-phone` (767 px or less) from 1 to 6, a phone
 * falling back to the tablet value and a tablet to the desktop one, as the upgraded element does.
 * On paper the row wraps, so every item prints.
 */
import { MAX_COLUMNS } from './carousel-state';

const CAROUSEL = 'pb-portfolio-carousel:not([data-enhanced],[data-failed])';

function columnRules(attribute: string): string {
  let rules = '';
  for (let columns = 1; columns <= MAX_COLUMNS; columns += 1) rules += `${CAROUSEL}[${attribute}="${columns}"]{--pb-columns:${columns}}`;
  return rules;
}

export const PORTFOLIO_CAROUSEL_CRITICAL_CSS =
  `${CAROUSEL}{display:flex;overflow:hidden;--pb-columns:3}` +
  `${CAROUSEL}>*{flex:0 0 calc(100%/var(--pb-columns));min-width:0}` +
  `@media print{${CAROUSEL}{flex-wrap:wrap;overflow:visible}}` +
  columnRules('columns') +
  `@media (max-width:980px){${columnRules('columns-tablet')}}` +
  `@media (max-width:767px){${columnRules('columns-phone')}}`;
