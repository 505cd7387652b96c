/**
 * Pure state of `<pb-search>`: the query rules and the expand/collapse reducer (SPEC.md §1 "menu
 * search and search boxes", §9 "Search padding adds 30 px").
 */
import { isEmptyValue } from '../forms/rules';

/** SPEC §9: the search input's end padding grows by this much, to make room for the button. */
export const SEARCH_PADDING_EXTRA_PX = 30;

/** The query as it will be searched: trimmed, inner whitespace collapsed to single spaces. */
export function normalizeQuery(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** An empty (or whitespace-only) query is never submitted. */
export function isEmptyQuery(value: string): boolean {
  return isEmptyValue(value);
}

/** The end padding after the upgrade: the author's padding plus 30 px (as CSS `calc`). */
export function paddedEnd(authorPaddingPx: number): string {
  const base = Number.isFinite(authorPaddingPx) && authorPaddingPx > 0 ? authorPaddingPx : 0;
  return `${base + SEARCH_PADDING_EXTRA_PX}px`;
}

export interface SearchState {
  /** The `expand` attribute: the field is collapsed to its button until focused or clicked. */
  expandable: boolean;
  /** Whether the field is shown; always true when the box is not expandable. */
  expanded: boolean;
}

export type SearchAction =
  | { type: 'expand' }
  | { type: 'collapse' }
  /** The `expand` attribute changed. */
  | { type: 'mode'; expandable: boolean };

/** An expandable box starts collapsed unless the field already holds a query (from the page URL). */
export function initialSearchState(expandable: boolean, query = ''): SearchState {
  return { expandable, expanded: !expandable || !isEmptyQuery(query) };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'expand':
      return state.expanded ? state : { ...state, expanded: true };
    case 'collapse':
      return !state.expandable || !state.expanded ? state : { ...state, expanded: false };
    case 'mode':
      if (action.expandable === state.expandable) return state;
      return { expandable: action.expandable, expanded: action.expandable ? state.expanded : true };
  }
}
