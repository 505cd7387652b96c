import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  initialSearchState,
  isEmptyQuery,
  normalizeQuery,
  paddedEnd,
  SEARCH_PADDING_EXTRA_PX,
  searchReducer,
} from '../../react-core/search/search-state';
import { SEARCH_CRITICAL_CSS } from '../../react-core/search/critical-css';

describe('search box rules (SPEC §1 menu search and search boxes, §9)', () => {
  it('search padding adds 30 px to the author padding', () => {
    expect(SEARCH_PADDING_EXTRA_PX).toBe(30);
    expect(paddedEnd(8)).toBe('38px');
    expect(paddedEnd(0)).toBe('30px');
    expect(paddedEnd(Number.NaN)).toBe('30px');
  });

  it('a query is trimmed and its whitespace collapsed', () => {
    expect(normalizeQuery('  hiking   \n boots ')).toBe('hiking boots');
  });

  it('an empty or whitespace-only query is empty', () => {
    expect(isEmptyQuery('')).toBe(true);
    expect(isEmptyQuery('   \t')).toBe(true);
    expect(isEmptyQuery('a')).toBe(false);
  });

  it('an expandable box starts collapsed unless the field holds a query', () => {
    expect(initialSearchState(true)).toEqual({ expandable: true, expanded: false });
    expect(initialSearchState(true, 'tent')).toEqual({ expandable: true, expanded: true });
    expect(initialSearchState(false)).toEqual({ expandable: false, expanded: true });
  });

  it('expand and collapse; a box without expand never collapses', () => {
    const collapsed = initialSearchState(true);
    const open = searchReducer(collapsed, { type: 'expand' });
    expect(open.expanded).toBe(true);
    expect(searchReducer(open, { type: 'collapse' }).expanded).toBe(false);
    expect(searchReducer(open, { type: 'expand' })).toBe(open);
    const fixed = initialSearchState(false);
    expect(searchReducer(fixed, { type: 'collapse' })).toBe(fixed);
  });

  it('turning expand off shows the field; turning it on keeps the current state', () => {
    const collapsed = initialSearchState(true);
    expect(searchReducer(collapsed, { type: 'mode', expandable: false })).toEqual({ expandable: false, expanded: true });
    expect(searchReducer(initialSearchState(false), { type: 'mode', expandable: true })).toEqual({ expandable: true, expanded: true });
  });

  it('the critical CSS is tiny and only applies before the upgrade', () => {
    expect(gzipSync(SEARCH_CRITICAL_CSS).length).toBeLessThan(300);
    for (const rule of SEARCH_CRITICAL_CSS.split('}').filter(Boolean)) {
      expect(rule).toContain('pb-search:not([data-enhanced],[data-failed])');
    }
  });
});
