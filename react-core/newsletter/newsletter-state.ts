/**
 * SPEC §4 newsletter states as a pure reducer: editing → loading → success | error | redirect,
 * and `invalid` when the visitor's input fails validation (nothing is sent). A submit while
 * loading, or after success/redirect, is ignored (no double submit).
 */
import type { ErrorGroup } from '../forms/rules';
import type { FieldProblem } from './newsletter-payload';

export type NewsletterStatus = 'editing' | 'invalid' | 'loading' | 'success' | 'error' | 'redirect';

export interface NewsletterState {
  status: NewsletterStatus;
  /** The success text, the server's error text, or the failure text ('' when none). */
  message: string;
  /** Validation summary groups (status `invalid`). */
  groups: ErrorGroup[];
  /** Invalid fields with their own message (status `invalid`). */
  problems: FieldProblem[];
  /** Counts submissions that were sent, so each answer is matched to its request. */
  attempt: number;
}

export type NewsletterAction =
  | { type: 'invalid'; groups: ErrorGroup[]; problems: FieldProblem[] }
  | { type: 'send' }
  | { type: 'succeeded'; message: string; redirect: boolean; attempt: number }
  | { type: 'failed'; message: string; attempt: number };

export const initialNewsletterState: NewsletterState = {
  status: 'editing',
  message: '',
  groups: [],
  problems: [],
  attempt: 0,
};

/** Whether a new submit may start in this state. */
export function canSubmit(state: NewsletterState): boolean {
  return state.status !== 'loading' && state.status !== 'success' && state.status !== 'redirect';
}

export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  switch (action.type) {
    case 'invalid':
      if (!canSubmit(state)) return state;
      return { ...state, status: 'invalid', message: '', groups: action.groups, problems: action.problems };
    case 'send':
      if (!canSubmit(state)) return state;
      return { ...state, status: 'loading', message: '', groups: [], problems: [], attempt: state.attempt + 1 };
    case 'succeeded':
      if (state.status !== 'loading' || action.attempt !== state.attempt) return state;
      return { ...state, status: action.redirect ? 'redirect' : 'success', message: action.message };
    case 'failed':
      if (state.status !== 'loading' || action.attempt !== state.attempt) return state;
      return { ...state, status: 'error', message: action.message };
    default:
      return state;
  }
}
