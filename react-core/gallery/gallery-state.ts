/**
 * The rules of `<pb-gallery>` that need no DOM (SPEC.md §2 "Page hash", §4 "Pagination", §9
 * "Gallery default is 4 items per page", "Portfolio columns by width", "Module columns"). The
 * page window, paging and hash formats are the shared ones in react-core/pagination/; this file
 * only says how a gallery uses them: the grid pages its images `per-page` at a time, the slider
 * layout shows one image a page, and the hash stores `id|all|page` for both.
 */
import { clampPage, pageCount } from '../pagination/page-window';
import { ALL_CATEGORIES, readPagedHash } from '../pagination/paged-hash';
import { formatMessage, type Messages } from '../runtime/messages';
import type { GalleryLayout } from './gallery-attributes';

/** A page change (cross-fade of the pages, or of the slider's images): the slider's default fade (SPEC §9 "500 by default"). */
export const GALLERY_PAGE_CHANGE_MS = 500;

/** A gallery's segment of the page hash uses the portfolio's "every category" slug (paged-hash.ts). */
export const GALLERY_CATEGORY = ALL_CATEGORIES;

/** Images a page shows: `per-page` in the grid, one in the slider. */
export function imagesPerPage(layout: GalleryLayout, perPage: number): number {
  return layout === 'slider' ? 1 : Math.max(1, Math.floor(perPage));
}

/** How many pages `itemCount` images fill in `layout`. */
export function galleryPageCount(itemCount: number, layout: GalleryLayout, perPage: number): number {
  return pageCount(itemCount, imagesPerPage(layout, perPage));
}

/** The page (from 1) that shows image `index` (from 0). */
export function pageOfImage(index: number, perPage: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, Math.floor(perPage))) + 1;
}

/**
 * The page the hash stores for gallery `id`, clamped to the pages there are; undefined when the
 * hash says nothing about this gallery (or it has no id).
 */
export function pageFromHash(rawHash: string, id: string, total: number): number | undefined {
  const stored = readPagedHash(rawHash, id);
  return stored ? clampPage(stored.page, total) : undefined;
}

/** The page on load (SPEC §2 "a hash on load restores the state"): the hash's, else the server's page. */
export function initialGalleryPage(rawHash: string, id: string, serverPage: number, total: number): number {
  return pageFromHash(rawHash, id, total) ?? clampPage(serverPage, total);
}

/** The slot that places an image on page `page` (each page is one cell of the shadow grid). */
export function pageSlotName(page: number): string {
  return `page-${page}`;
}

/** What the live region says once a page is shown (a polite "Page 2 of 5"). */
export function pageStatus(messages: Messages, page: number, total: number): string {
  return formatMessage(messages.pageStatus, { page, total });
}
