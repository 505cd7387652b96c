import { createElementClass, defineElement } from '../react-core/element/define-element';
import { portfolioAttributes } from '../react-core/portfolio/portfolio-attributes';
import { portfolioStyles } from '../react-core/portfolio/portfolio-styles';
import { PortfolioView } from '../react-core/portfolio/portfolio-view';

/**
 * A filterable portfolio: the child items, each tagged with `data-categories="landscapes
 * portraits"`, in a grid; a filter of "All" plus each category the items carry (toggle buttons
 * with `aria-pressed`, made from the author's `<nav slot="filter">` of links to the server's
 * category pages); pagination of `per-page` items (made from the server's
 * `<nav slot="pagination">`). Choosing a category goes back to page 1. The count is announced
 * ("6 projects in Landscapes"), and so is a page change ("Page 2 of 5"). Columns follow the
 * element's own width: 5 from 1600 px, 4 from 1024, 3 from 768, 2 from 480, otherwise 1.
 * With an `id` the state is kept in the page hash as `id|category|page`: every choice is a
 * history entry (Back and Forward walk them), a hash on load or a hash change selects the stored
 * category and page, and the page links are links to those hashes. Filtering and paging move
 * nothing outside the element: the grid keeps the rows of the fullest page shown, shown items move
 * with transforms (not at all with reduced motion), and page changes wait for the move to end.
 *
 * @tag pb-portfolio
 * @summary Filterable portfolio: category filter, pagination, hash state.
 *
 * @attr {number} per-page - Items a page. Default 0: every item of the category on one page, no pagination.
 * @attr {string} category - Slug of the category shown on load (the server's category page). Default `all`.
 * @attr {number} page - The page shown on load (the server's page). Default 1.
 * @attr {'auto'|'default'|'wide'|'narrow'} columns - `auto` (default): columns by the element's width; `default`, `wide`, `narrow`: the builder's column type, at most 3, 4 or 2 columns.
 * @attr {string} label - Accessible name of the filter's button group. Default "Filter projects" (message `portfolioFilterLabel`).
 * @attr {string} pagination-label - Accessible name of the pagination. Default "Project pages" (message `portfolioPagesLabel`).
 *
 * @fires {CustomEvent<{category: string, page: number, count: number}>} pb-portfolio-change - Another category or page is shown (by the visitor, the hash, Back or Forward).
 *
 * @slot - The items: one child element each, with `data-categories` (slugs separated by spaces). Items the server left `hidden` are shown when their page is.
 * @slot filter - A `<nav>` of links to the category pages, one `data-category="slug"` each (`all` for every category): the buttons' names and order. Without it there is no filter.
 * @slot pagination - The server's pagination (links to its pages): shown without JavaScript, replaced by the element's.
 *
 * @csspart filter - The filter's button group.
 * @csspart filter-button - Each filter button; the pressed one is also `pressed`.
 * @csspart pressed - The filter button of the category shown.
 * @csspart items - The grid of items.
 * @csspart pagination - The pagination `<nav>`.
 * @csspart page - Each page number; the current one is also `current`.
 * @csspart current - The current page number.
 * @csspart previous - The previous-page link.
 * @csspart next - The next-page link.
 *
 * @cssproperty [--pb-portfolio-gap=1.5rem] - Space between items, and between the filter, the grid and the pagination.
 * @cssproperty [--pb-portfolio-filter-gap=.5rem] - Space between the filter buttons.
 * @cssproperty [--pb-pagination-gap=.25rem] - Space between the pagination links.
 * @cssproperty [--pb-pagination-border-color=currentColor] - Border of the filter buttons and pagination links.
 * @cssproperty [--pb-pagination-radius=4px] - Their corner radius.
 * @cssproperty [--pb-pagination-hover-background=rgb(0 0 0 / .06)] - Their background on hover.
 * @cssproperty [--pb-pagination-active-color=#fff] - Text of the pressed filter button and the current page.
 * @cssproperty [--pb-pagination-active-background=#1d4ed8] - Their background.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbPortfolioElement extends createElementClass({
  tag: 'pb-portfolio',
  attributes: portfolioAttributes,
  styles: portfolioStyles,
  View: PortfolioView,
}) {}

defineElement('pb-portfolio', PbPortfolioElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-portfolio': PbPortfolioElement;
  }
}
