/**
 * Toggle and accordion state (SPEC.md §4 "Accordion and toggles"): each toggle is open or
 * closed; in an accordion exactly one is open; clicks while a slide runs are ignored.
 */

/** The slide of a toggle or accordion item (SPEC.md §9). */
export const TOGGLE_SLIDE_MS = 700;

export interface ToggleState {
  open: boolean;
  animating: boolean;
}

export type ToggleAction =
  /** The visitor asked to open or close. */
  | { type: 'toggle' }
  /** The slide finished. */
  | { type: 'settled' }
  /** The details element changed by itself (find-in-page opens it, or a script did). */
  | { type: 'sync'; open: boolean };

export function toggleReducer(state: ToggleState, action: ToggleAction): ToggleState {
  switch (action.type) {
    case 'toggle':
      return state.animating ? state : { open: !state.open, animating: true };
    case 'settled':
      return state.animating ? { ...state, animating: false } : state;
    case 'sync':
      return state.animating || state.open === action.open ? state : { open: action.open, animating: false };
  }
}

export interface AccordionState {
  openIndex: number;
  /** The item that was open before the current slide (it is sliding closed). */
  closingIndex: number | undefined;
  count: number;
}

export type AccordionAction =
  | { type: 'open'; index: number }
  | { type: 'settled' }
  | { type: 'count'; count: number };

export function isAccordionAnimating(state: AccordionState): boolean {
  return state.closingIndex !== undefined;
}

export function accordionReducer(state: AccordionState, action: AccordionAction): AccordionState {
  switch (action.type) {
    case 'open': {
      const { index } = action;
      const ignored = isAccordionAnimating(state) || index === state.openIndex || index < 0 || index >= state.count;
      return ignored ? state : { ...state, openIndex: index, closingIndex: state.openIndex };
    }
    case 'settled':
      return isAccordionAnimating(state) ? { ...state, closingIndex: undefined } : state;
    case 'count':
      return {
        count: action.count,
        openIndex: Math.min(state.openIndex, Math.max(action.count - 1, 0)),
        closingIndex: undefined,
      };
  }
}

/** The item open on load: the first the author marked open, else the first item. */
export function initialOpenIndex(openFlags: readonly boolean[]): number {
  return Math.max(openFlags.indexOf(true), 0);
}

