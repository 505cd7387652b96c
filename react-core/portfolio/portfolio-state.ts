/**
 * The filterable portfolio's state (SPEC.md §4 "Portfolio filter", "Pagination", §9 "Layout and
 * counts"): the categories the items carry, the selected category and page, the page change
 * under way, and the texts announced. No DOM here.
 */
import { COLUMNS_BY_WIDTH, type ColumnWidth } from '../pagination/grid-columns';
import { pageCount } from '../pagination/page-window';
import { ALL_CATEGORIES } from '../pagination/paged-hash';
import { initialPaging, pagingReducer, type PagingState } from '../pagination/paging-state';
import { formatMessage, type Messages } from '../runtime/messages';
import { sanitizeHash } from '../runtime/page-hash';

export { ALL_CATEGORIES };

/** `columns="auto"`: by the element's own width only; the other values are the builder's column types. */
export type PortfolioColumns = 'auto' | ColumnWidth;
export const PORTFOLIO_COLUMNS: readonly PortfolioColumns[] = ['auto', 'default', 'wide', 'narrow'];

/** How long shown items take to move to their new places and fade in (none with reduced motion). */
export const PORTFOLIO_TRANSITION_MS = 300;

export interface PortfolioCategory {
  /** As the hash stores it: letters, digits, `-`, `_` (lower case). */
  slug: string;
  label: string;
}

/** A category slug as written by the author (`Landscapes`, `street photos`) as the hash keeps it. */
export function categorySlug(raw: string): string {
  return sanitizeHash(raw.trim().toLowerCase().replace(/\s+/g, '-'));
}

/** The categories of an item's `data-categories` (space- or comma-separated slugs), without repeats. */
export function parseItemCategories(raw: string | null | undefined): string[] {
  const slugs = (raw ?? '').split(/[\s,]+/).map(categorySlug).filter((slug) => slug && slug !== ALL_CATEGORIES);
  return [...new Set(slugs)];
}

/** A label for a category the filter does not name: its slug in words (`street-photos` → `Street photos`). */
export function labelFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The filter's categories: every category some item carries, in the order of the author's filter
 * links, then the others in the order the items first carry them. A category no item carries
 * has no button (it would show nothing).
 */
export function portfolioCategories(
  itemCategories: readonly (readonly string[])[],
  named: readonly PortfolioCategory[],
): PortfolioCategory[] {
  const carried = [...new Set(itemCategories.flat())];
  const fromFilter = named.filter(({ slug }) => carried.includes(slug));
  const rest = carried.filter((slug) => !named.some((category) => category.slug === slug));
  return [...fromFilter, ...rest.map((slug) => ({ slug, label: labelFromSlug(slug) }))];
}

/** The indexes of the items in `category` (every item for `all`). */
export function itemsInCategory(itemCategories: readonly (readonly string[])[], category: string): number[] {
  const indexes: number[] = [];
  itemCategories.forEach((categories, index) => {
    if (category === ALL_CATEGORIES || categories.includes(category)) indexes.push(index);
  });
  return indexes;
}

/** How many items each category holds, `all` included. */
export function categoryCounts(itemCategories: readonly (readonly string[])[]): Record<string, number> {
  const counts: Record<string, number> = { [ALL_CATEGORIES]: itemCategories.length };
  for (const slug of new Set(itemCategories.flat())) counts[slug] = itemsInCategory(itemCategories, slug).length;
  return counts;
}

/** The indexes of the items shown on `page` of `category`, `perPage` a page (0: every item on one page). */
export function shownItems(itemCategories: readonly (readonly string[])[], category: string, page: number, perPage: number): number[] {
  const indexes = itemsInCategory(itemCategories, category);
  if (perPage < 1) return indexes;
  return indexes.slice((page - 1) * perPage, page * perPage);
}

/** The most columns the grid ever has (SPEC §9: 5 from 1600 px). */
export const MOST_COLUMNS = Math.max(...COLUMNS_BY_WIDTH.map(([, columns]) => columns));

/**
 * Grid rows kept in `columns` columns for the fullest page shown so far (`mostShown` items, the
 * page the server showed included), so a shorter page or a smaller category leaves the module as
 * tall as before and nothing below moves. Counting only pages shown, a short page the visitor
 * opened on (a deep link to the last page) is not made taller by the upgrade.
 */
export function reservedRows(mostShown: number, columns: number): number {
  return Math.max(1, Math.ceil(mostShown / Math.max(1, columns)));
}

/** `--pb-rows-<columns>` for each number of columns the width may give: the styles pick one. */
export function reservedRowsByColumns(mostShown: number): Record<`--pb-rows-${number}`, number> {
  const rows: Record<`--pb-rows-${number}`, number> = {};
  for (let columns = 1; columns <= MOST_COLUMNS; columns += 1) rows[`--pb-rows-${columns}`] = reservedRows(mostShown, columns);
  return rows;
}

export interface PortfolioState {
  /** A slug of `counts`, or `all`. */
  category: string;
  paging: PagingState;
  counts: Readonly<Record<string, number>>;
  perPage: number;
}

export type PortfolioAction =
  /** A visitor chose a category (or all): SPEC §4, the portfolio goes back to page 1. */
  | { type: 'filter'; category: string }
  /** The hash (on load, on a change, Back/Forward) asks for a category and a page. */
  | { type: 'restore'; category: string; page: number }
  /** A visitor asked for a page: ignored while another page change is under way. */
  | { type: 'page'; page: number }
  /** The page change under way has finished. */
  | { type: 'settle' }
  /** The items or the page size changed. */
  | { type: 'items'; counts: Readonly<Record<string, number>>; perPage: number };

/** A known category, else `all`. */
function knownCategory(counts: Readonly<Record<string, number>>, category: string): string {
  const slug = categorySlug(category);
  return Object.hasOwn(counts, slug) ? slug : ALL_CATEGORIES;
}

function totalPages(counts: Readonly<Record<string, number>>, category: string, perPage: number): number {
  return pageCount(counts[category] ?? 0, perPage);
}

export function initialPortfolio(
  counts: Readonly<Record<string, number>>,
  perPage: number,
  category: string,
  page: number,
): PortfolioState {
  const selected = knownCategory(counts, category);
  return { category: selected, paging: initialPaging(page, totalPages(counts, selected, perPage)), counts, perPage };
}

function withPaging(state: PortfolioState, paging: PagingState): PortfolioState {
  return paging === state.paging ? state : { ...state, paging };
}

export function portfolioReducer(state: PortfolioState, action: PortfolioAction): PortfolioState {
  switch (action.type) {
    case 'filter': {
      const category = knownCategory(state.counts, action.category);
      if (category === state.category && state.paging.page === 1 && state.paging.changing === null) return state;
      return initialPortfolio(state.counts, state.perPage, category, 1);
    }
    case 'restore': {
      const next = initialPortfolio(state.counts, state.perPage, action.category, action.page);
      const same = next.category === state.category && next.paging.page === (state.paging.changing ?? state.paging.page);
      return same ? state : next;
    }
    case 'page':
      return withPaging(state, pagingReducer(state.paging, { type: 'request', page: action.page }));
    case 'settle':
      return withPaging(state, pagingReducer(state.paging, { type: 'settle' }));
    case 'items':
      if (action.counts === state.counts && action.perPage === state.perPage) return state;
      return initialPortfolio(action.counts, action.perPage, state.category, state.paging.page);
  }
}

/** The page on screen: the one being moved to while a change is under way. */
export function shownPage(state: PortfolioState): number {
  return state.paging.changing ?? state.paging.page;
}

/** The announcement after a filter: "6 projects in Landscapes", "30 projects in all categories". */
export function countAnnouncement(messages: Messages, count: number, category: PortfolioCategory | undefined): string {
  if (!category) return formatMessage(messages.portfolioCountAll, { count });
  return formatMessage(count === 1 ? messages.portfolioCountOne : messages.portfolioCount, { count, category: category.label });
}

/** The announcement after a page change: "Page 2 of 5". */
export function pageAnnouncement(messages: Messages, page: number, total: number): string {
  return formatMessage(messages.pageStatus, { page, total });
}
