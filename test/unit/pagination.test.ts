import { describe, expect, it } from 'vitest';
import { COLUMNS_BY_WIDTH, columnsForWidth, MODULE_COLUMNS } from '../../react-core/pagination/grid-columns';
import {
  GALLERY_ITEMS_PER_PAGE,
  clampPage,
  pageCount,
  pageItems,
  paginationLinks,
  readPageNumber,
  visiblePages,
} from '../../react-core/pagination/page-window';
import { pagedHashValues, readPagedHash } from '../../react-core/pagination/paged-hash';
import { initialPaging, pagingReducer } from '../../react-core/pagination/paging-state';
import { withModuleHash } from '../../react-core/runtime/page-hash';

describe('SPEC §9: Gallery default is 4 items per page', () => {
  it('4 items a page: 10 items fill 3 pages, the third holding 2', () => {
    expect(GALLERY_ITEMS_PER_PAGE).toBe(4);
    const items = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(pageCount(items.length, GALLERY_ITEMS_PER_PAGE)).toBe(3);
    expect(pageItems(items, 1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(items, 3, 4)).toEqual([9, 10]);
  });

  it('an empty list still has one page; a page past the end shows the last', () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(5, 0)).toBe(1);
    expect(pageItems([1, 2, 3, 4, 5], 9, 4)).toEqual([5]);
  });

  it('unreadable page numbers become 1, numbers past the end the last page', () => {
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(-2, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
  });
});

describe('a paged address names its page in digits (the demo server’s routes answer 404 for anything else)', () => {
  it('reads 1 to 9 digits without a leading zero, refuses the rest', () => {
    expect(['1', '7', '99999', '999999999'].map(readPageNumber)).toEqual([1, 7, 99999, 999999999]);
    expect(['', '0', '02', '-1', '2.5', 'two', '1e3', ' 2', '1000000000'].map(readPageNumber)).toEqual(Array(9).fill(null));
  });
});

describe('SPEC §9: Pagination shows the first 4 page numbers, then a window around the active page', () => {
  it.each([
    [1, 10, [1, 2, 3, 4]],
    [2, 10, [1, 2, 3, 4]],
    [3, 10, [1, 2, 3, 4]],
    [4, 10, [2, 3, 4, 5]],
    [7, 10, [5, 6, 7, 8]],
    [9, 10, [7, 8, 9, 10]],
    [10, 10, [7, 8, 9, 10]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [5, 5, [2, 3, 4, 5]],
    [1, 1, [1]],
  ] as const)('page %d of %d shows %j', (active, total, pages) => {
    expect(visiblePages(active, total)).toEqual(pages);
  });

  it('the active page is always among the numbers shown', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let active = 1; active <= total; active += 1) {
        const pages = visiblePages(active, total);
        expect(pages).toContain(active);
        expect(pages.length).toBe(Math.min(4, total));
      }
    }
  });
});

describe('SPEC §4 Pagination: the previous link is hidden on page 1, the next link on the last page', () => {
  it('page 1 has no previous link, a next link to page 2', () => {
    expect(paginationLinks(1, 5)).toMatchObject({ previous: null, next: 2, active: 1, total: 5 });
  });

  it('the last page has a previous link and no next link', () => {
    expect(paginationLinks(5, 5)).toMatchObject({ previous: 4, next: null });
  });

  it('a single page has neither', () => {
    expect(paginationLinks(1, 1)).toMatchObject({ previous: null, next: null, pages: [1] });
  });
});

describe('SPEC §4 Pagination: concurrent page changes are blocked', () => {
  it('a request while another change is under way is ignored', () => {
    const moving = pagingReducer(initialPaging(1, 5), { type: 'request', page: 2 });
    expect(moving).toEqual({ page: 1, total: 5, changing: 2 });
    expect(pagingReducer(moving, { type: 'request', page: 4 })).toBe(moving);
  });

  it('once the change settles its page is the page, and the next request is taken', () => {
    const settled = pagingReducer({ page: 1, total: 5, changing: 2 }, { type: 'settle' });
    expect(settled).toEqual({ page: 2, total: 5, changing: null });
    expect(pagingReducer(settled, { type: 'request', page: 4 }).changing).toBe(4);
  });

  it('a failed change keeps the page', () => {
    expect(pagingReducer({ page: 3, total: 5, changing: 4 }, { type: 'cancel' })).toEqual({ page: 3, total: 5, changing: null });
  });

  it('asking for the page already shown starts no change; pages out of range are clamped', () => {
    const state = initialPaging(2, 5);
    expect(pagingReducer(state, { type: 'request', page: 2 })).toBe(state);
    expect(pagingReducer(state, { type: 'request', page: 99 }).changing).toBe(5);
  });

  it('a new number of pages (a filter) clamps the page and drops a change under way', () => {
    expect(pagingReducer({ page: 4, total: 5, changing: 5 }, { type: 'total', total: 2 })).toEqual({ page: 2, total: 2, changing: null });
    expect(pagingReducer({ page: 4, total: 5, changing: null }, { type: 'total', total: 3, page: 1 })).toEqual({ page: 1, total: 3, changing: null });
  });
});

describe('SPEC §9 Layout and counts: module and portfolio columns', () => {
  it('module columns default to 3, 4 for wide columns, 2 for narrow', () => {
    expect(MODULE_COLUMNS).toEqual({ default: 3, wide: 4, narrow: 2 });
  });

  it.each([
    [1920, 5],
    [1600, 5],
    [1599, 4],
    [1024, 4],
    [1023, 3],
    [768, 3],
    [767, 2],
    [480, 2],
    [479, 1],
    [320, 1],
  ] as const)('%d px wide: %d columns', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });

  it('the thresholds are listed widest first', () => {
    const widths = COLUMNS_BY_WIDTH.map(([width]) => width);
    expect([...widths].sort((a, b) => b - a)).toEqual(widths);
  });
});

describe('SPEC §2 Page hash: portfolio and gallery state is id|category-slug|page, modules joined by ||', () => {
  it('a module writes its category and page', () => {
    expect(withModuleHash('', 'work', pagedHashValues({ category: 'landscapes', page: 2 }))).toBe('work|landscapes|2');
  });

  it('a gallery (no categories) writes all, so its segment never holds ||', () => {
    expect(withModuleHash('work|landscapes|2', 'photos', pagedHashValues({ category: '', page: 3 }))).toBe('work|landscapes|2||photos|all|3');
  });

  it('each module reads its own segment of several', () => {
    const hash = 'work|landscapes|2||photos|all|3';
    expect(readPagedHash(hash, 'work')).toEqual({ category: 'landscapes', page: 2 });
    expect(readPagedHash(hash, 'photos')).toEqual({ category: 'all', page: 3 });
    expect(readPagedHash(hash, 'other')).toBeUndefined();
  });

  it('the hash is stripped of every character other than letters, digits, hyphen, underscore and pipe', () => {
    expect(readPagedHash('#work|land<s>capes|2', 'work')).toEqual({ category: 'landscapes', page: 2 });
  });

  it('a missing or unreadable page reads as page 1', () => {
    expect(readPagedHash('work|landscapes', 'work')).toEqual({ category: 'landscapes', page: 1 });
    expect(readPagedHash('work|landscapes|x', 'work')).toEqual({ category: 'landscapes', page: 1 });
    expect(readPagedHash('work||photos|all|2', 'work')).toBeUndefined();
  });
});
