/**
 * The filterable portfolio's pure rules (SPEC.md §4 "Portfolio filter", "Pagination", §9 "Layout
 * and counts"): categories read from the items, filter and page, the announced texts.
 */
import { describe, expect, it } from 'vitest';
import { columnsForWidth } from '../../react-core/pagination/grid-columns';
import { portfolioColumnRules } from '../../react-core/portfolio/critical-css';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import {
  categoryCounts,
  countAnnouncement,
  initialPortfolio,
  itemsInCategory,
  labelFromSlug,
  pageAnnouncement,
  parseItemCategories,
  portfolioCategories,
  portfolioReducer,
  reservedRows,
  reservedRowsByColumns,
  shownItems,
  shownPage,
} from '../../react-core/portfolio/portfolio-state';

const ITEMS = [['landscapes'], ['portraits'], ['landscapes'], ['portraits', 'landscapes'], ['street'], ['landscapes']];
const COUNTS = categoryCounts(ITEMS);

describe('portfolio categories', () => {
  it('reads an item\'s data-categories as slugs, spaces or commas between, without repeats or "all"', () => {
    expect(parseItemCategories(' Landscapes  portraits,landscapes all ')).toEqual(['landscapes', 'portraits']);
    expect(parseItemCategories('<b>x</b>')).toEqual(['bxb']);
    expect(parseItemCategories(null)).toEqual([]);
  });

  it('lists the categories the items carry, in the filter\'s order, then the others in the items\' order', () => {
    const named = [
      { slug: 'portraits', label: 'Portraits' },
      { slug: 'empty', label: 'Nothing here' },
      { slug: 'landscapes', label: 'Landscapes' },
    ];
    expect(portfolioCategories(ITEMS, named)).toEqual([
      { slug: 'portraits', label: 'Portraits' },
      { slug: 'landscapes', label: 'Landscapes' },
      { slug: 'street', label: 'Street' },
    ]);
    expect(labelFromSlug('street-photos')).toBe('Street photos');
  });

  it('counts the items of each category, and of all', () => {
    expect(COUNTS).toEqual({ all: 6, landscapes: 4, portraits: 2, street: 1 });
    expect(itemsInCategory(ITEMS, 'portraits')).toEqual([1, 3]);
    expect(itemsInCategory(ITEMS, 'all')).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shows per-page items of the category on each page; per-page 0 shows all of them', () => {
    expect(shownItems(ITEMS, 'landscapes', 1, 3)).toEqual([0, 2, 3]);
    expect(shownItems(ITEMS, 'landscapes', 2, 3)).toEqual([5]);
    expect(shownItems(ITEMS, 'landscapes', 1, 0)).toEqual([0, 2, 3, 5]);
  });
});

describe('portfolio filter and page', () => {
  it('SPEC §4: selecting one category resets to page 1', () => {
    let state = initialPortfolio(COUNTS, 2, 'all', 3);
    expect(shownPage(state)).toBe(3);
    state = portfolioReducer(state, { type: 'filter', category: 'landscapes' });
    expect(state.category).toBe('landscapes');
    expect(state.paging).toEqual({ page: 1, total: 2, changing: null });
  });

  it('SPEC §4: selecting all resets to page 1', () => {
    let state = initialPortfolio(COUNTS, 2, 'landscapes', 2);
    state = portfolioReducer(state, { type: 'filter', category: 'all' });
    expect([state.category, state.paging.page, state.paging.total]).toEqual(['all', 1, 3]);
  });

  it('an unknown category (a stale link or hash) reads as all', () => {
    expect(initialPortfolio(COUNTS, 2, 'gone', 1).category).toBe('all');
    expect(portfolioReducer(initialPortfolio(COUNTS, 2, 'portraits', 1), { type: 'filter', category: 'gone' }).category).toBe('all');
  });

  it('SPEC §4: concurrent page changes are blocked until the change under way settles', () => {
    let state = initialPortfolio(COUNTS, 2, 'all', 1);
    state = portfolioReducer(state, { type: 'page', page: 2 });
    expect(shownPage(state)).toBe(2);
    expect(portfolioReducer(state, { type: 'page', page: 3 })).toBe(state);
    state = portfolioReducer(state, { type: 'settle' });
    expect(state.paging).toEqual({ page: 2, total: 3, changing: null });
    expect(portfolioReducer(state, { type: 'settle' })).toBe(state);
    expect(shownPage(portfolioReducer(state, { type: 'page', page: 3 }))).toBe(3);
  });

  it('SPEC §2: a hash restores category and page, clamped to the pages the category has', () => {
    const state = initialPortfolio(COUNTS, 2, 'all', 1);
    const restored = portfolioReducer(state, { type: 'restore', category: 'landscapes', page: 9 });
    expect([restored.category, restored.paging.page]).toEqual(['landscapes', 2]);
    expect(portfolioReducer(restored, { type: 'restore', category: 'landscapes', page: 2 })).toBe(restored);
  });

  it('a change of the items keeps the category while it still has items, and clamps the page', () => {
    const state = initialPortfolio(COUNTS, 1, 'portraits', 2);
    const fewer = portfolioReducer(state, { type: 'items', counts: categoryCounts([['portraits']]), perPage: 1 });
    expect([fewer.category, fewer.paging.page]).toEqual(['portraits', 1]);
    const none = portfolioReducer(state, { type: 'items', counts: categoryCounts([['street']]), perPage: 1 });
    expect(none.category).toBe('all');
  });
});

describe('portfolio layout', () => {
  /** The columns the generated container-query rules give `setting` at `width`. */
  function columnsAt(setting: string, width: number): number {
    const css = portfolioColumnRules((name) => `.${name}`);
    let columns = 1;
    for (const [, minWidth, rules] of css.matchAll(/@container \(min-width:(\d+)px\)\{((?:[^{}]*\{[^}]*\})*)\}/g)) {
      const rule = new RegExp(`\\.${setting}\\{--pb-columns:(\\d+)`).exec(rules!);
      if (width >= Number(minWidth) && rule) columns = Number(rule[1]);
    }
    return columns;
  }

  it('SPEC §9: columns by width (5 from 1600, 4 from 1024, 3 from 768, 2 from 480, else 1), at most the builder\'s column type', () => {
    const widths = [1600, 1599, 1024, 1023, 768, 767, 480, 479, 320];
    expect(widths.map((width) => columnsAt('auto', width))).toEqual(widths.map(columnsForWidth));
    expect(widths.map((width) => columnsAt('auto', width))).toEqual([5, 4, 4, 3, 3, 2, 2, 1, 1]);
    expect(widths.map((width) => columnsAt('wide', width))).toEqual([4, 4, 4, 3, 3, 2, 2, 1, 1]);
    expect(widths.map((width) => columnsAt('default', width))).toEqual([3, 3, 3, 3, 3, 2, 2, 1, 1]);
    expect(widths.map((width) => columnsAt('narrow', width))).toEqual([2, 2, 2, 2, 2, 2, 2, 1, 1]);
  });

  it('keeps the rows of the fullest page shown, in every number of columns', () => {
    expect(reservedRows(6, 4)).toBe(2);
    expect(reservedRows(1, 4)).toBe(1);
    expect(reservedRows(7, 3)).toBe(3);
    expect(reservedRows(0, 3)).toBe(1);
    expect(reservedRowsByColumns(6)).toEqual({ '--pb-rows-1': 6, '--pb-rows-2': 3, '--pb-rows-3': 2, '--pb-rows-4': 2, '--pb-rows-5': 2 });
  });
});

describe('portfolio announcements', () => {
  it('announces the count: "6 projects in Landscapes", one project, all categories', () => {
    const landscapes = { slug: 'landscapes', label: 'Landscapes' };
    expect(countAnnouncement(DEFAULT_MESSAGES, 6, landscapes)).toBe('6 projects in Landscapes');
    expect(countAnnouncement(DEFAULT_MESSAGES, 1, landscapes)).toBe('1 project in Landscapes');
    expect(countAnnouncement(DEFAULT_MESSAGES, 30, undefined)).toBe('30 projects in all categories');
    expect(pageAnnouncement(DEFAULT_MESSAGES, 2, 5)).toBe('Page 2 of 5');
  });
});
