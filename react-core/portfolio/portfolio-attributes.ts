import { attribute } from '../element/attributes';
import { ALL_CATEGORIES, PORTFOLIO_COLUMNS } from './portfolio-state';

/** The attributes of `<pb-portfolio>`. */
export const portfolioAttributes = {
  /** Items a page; 0 shows every item of the category on one page. */
  perPage: attribute.number(0, { min: 0, integer: true }),
  /** The category shown on load (the server's category page), unless the page hash says another. */
  category: attribute.string(ALL_CATEGORIES),
  /** The page shown on load (the server's page), unless the page hash says another. */
  page: attribute.number(1, { min: 1, integer: true }),
  /** `auto`: columns by the element's width; `default`, `wide`, `narrow`: the builder's column type (3, 4, 2) at most. */
  columns: attribute.oneOf(PORTFOLIO_COLUMNS, 'auto'),
  /** Accessible name of the filter's button group. */
  label: attribute.string(),
  /** Accessible name of the pagination. */
  paginationLabel: attribute.string(),
};
