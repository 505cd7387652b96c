/**
 * The page-hash segment of a paged grid (SPEC.md §2 "Page hash"): element id, a single bar,
 * category slug, a single bar, page number (`work|landscapes|2`). A gallery has no categories
 * and writes `all`, the portfolio's "every category" slug, so its segment keeps three parts and
 * never holds the `||` that joins modules. No DOM here.
 */
import { moduleHashValues, sanitizeHash } from '../runtime/page-hash';

/** The category slug meaning "every category" (the portfolio's "All" filter, any gallery). */
export const ALL_CATEGORIES = 'all';

export interface PagedHashState {
  /** A category slug, or `all`. */
  category: string;
  /** The 1-based page; not clamped here (the module knows its page count). */
  page: number;
}

/** The values to store for a module showing `page` of `category` (`['landscapes', '2']`). */
export function pagedHashValues({ category, page }: PagedHashState): string[] {
  return [sanitizeHash(category) || ALL_CATEGORIES, String(Math.max(1, Math.floor(page)))];
}

/**
 * The state the hash stores for module `id`, or undefined when it stores none. A missing or
 * unreadable page reads as 1, a missing category as `all`; the slug is compared as the hash
 * stores it (letters, digits, `-`, `_`).
 */
export function readPagedHash(rawHash: string, id: string): PagedHashState | undefined {
  if (!id) return undefined;
  const values = moduleHashValues(rawHash, id);
  if (!values) return undefined;
  const [category = '', page = ''] = values;
  const number = Number.parseInt(page, 10);
  return { category: category || ALL_CATEGORIES, page: Number.isFinite(number) && number >= 1 ? number : 1 };
}
