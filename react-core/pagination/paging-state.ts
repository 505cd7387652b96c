/**
 * A paged module's page, with SPEC.md §4 "Concurrent page changes are blocked": while one change
 * is under way (the items moving, the blog's next page loading), another request is ignored
 * until the module says the change has settled. No DOM here.
 */
import { clampPage } from './page-window';

export interface PagingState {
  page: number;
  total: number;
  /** The page being moved to while a change is under way; null when idle. */
  changing: number | null;
}

export type PagingAction =
  /** A visitor (or the hash) asks for a page: ignored while another change is under way. */
  | { type: 'request'; page: number }
  /** The change under way has finished: its page is now the page. */
  | { type: 'settle' }
  /** The change under way failed (the blog's page could not load): the page stays. */
  | { type: 'cancel' }
  /** The number of pages changed (a filter): the page is clamped, a change under way is dropped. */
  | { type: 'total'; total: number; page?: number };

export function initialPaging(page: number, total: number): PagingState {
  return { page: clampPage(page, total), total: Math.max(1, Math.floor(total)), changing: null };
}

export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  switch (action.type) {
    case 'request': {
      if (state.changing !== null) return state;
      const page = clampPage(action.page, state.total);
      return page === state.page ? state : { ...state, changing: page };
    }
    case 'settle':
      return state.changing === null ? state : { ...state, page: state.changing, changing: null };
    case 'cancel':
      return state.changing === null ? state : { ...state, changing: null };
    case 'total':
      return initialPaging(action.page ?? state.page, action.total);
  }
}
