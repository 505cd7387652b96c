/**
 * Pagination rules shared by `pb-portfolio`, `pb-gallery` and the blog pages the demo server
 * renders (SPEC.md §4 "Pagination", §9 "Layout and counts"). No DOM here; the server bundle
 * (dist/server/pagination.mjs) is built from this file, so server-rendered pagination and the
 * elements' pagination always agree.
 */

/** SPEC §9: a gallery shows 4 items per page unless the author says otherwise. */
export const GALLERY_ITEMS_PER_PAGE = 4;

/** SPEC §9: the first 4 page numbers are shown, then a window of 4 around the active page. */
export const PAGE_WINDOW_SIZE = 4;

/** How many pages `itemCount` items fill, `perPage` a page; an empty list still has page 1. */
export function pageCount(itemCount: number, perPage: number): number {
  if (!Number.isFinite(perPage) || perPage < 1) return 1;
  return Math.max(1, Math.ceil(Math.max(0, itemCount) / Math.floor(perPage)));
}

/**
 * The page number a paged address names (`/page/N/`, `?paged=N`): 1 to 9 digits without a
 * leading zero, else null. Not held to the page count: the server's routes answer a page past
 * the last with 404, where the elements clamp (clampPage).
 */
export function readPageNumber(text: string): number | null {
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** `page` as a whole page number between 1 and `total` (1 for anything unreadable). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, Math.floor(total)));
}

/**
 * The page numbers shown (SPEC §4 "Only a window of page numbers is shown"): pages 1 to 4 while
 * the active page is among the first three, then 4 numbers with the active one third (so the
 * next two steps are in reach and one step back), held against the last page.
 */
export function visiblePages(active: number, total: number): number[] {
  const last = Math.max(1, Math.floor(total));
  const current = clampPage(active, last);
  const size = Math.min(PAGE_WINDOW_SIZE, last);
  const first = current < PAGE_WINDOW_SIZE ? 1 : Math.min(current - 2, last - size + 1);
  return Array.from({ length: size }, (_, offset) => first + offset);
}

export interface PaginationLinks {
  /** The previous page, or null on page 1 (SPEC §4: the previous link is hidden on page 1). */
  previous: number | null;
  /** The next page, or null on the last page (SPEC §4: the next link is hidden on the last page). */
  next: number | null;
  /** The page numbers shown, in order. */
  pages: number[];
  active: number;
  total: number;
}

/** Everything a pagination control shows for page `active` of `total`. */
export function paginationLinks(active: number, total: number): PaginationLinks {
  const last = Math.max(1, Math.floor(total));
  const current = clampPage(active, last);
  return {
    previous: current > 1 ? current - 1 : null,
    next: current < last ? current + 1 : null,
    pages: visiblePages(current, last),
    active: current,
    total: last,
  };
}

/** The items on `page` (1-based), `perPage` a page. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const size = Math.max(1, Math.floor(perPage));
  const current = clampPage(page, pageCount(items.length, size));
  return items.slice((current - 1) * size, current * size);
}
