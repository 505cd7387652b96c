/**
 * One core modal at a time (SPEC.md §4 "Builder helpers": shown "replacing any existing
 * overlay"). A modal claims the slot when it opens; the one that held it is replaced (it hides at
 * once, without the close delay, under the new one), and the new one inherits where focus returns
 * when it closes: the element focused before the first modal opened, not a button of the modal it
 * replaced.
 */

export interface OpenModal {
  host: HTMLElement;
  /** Where focus goes back when the modal closes. */
  returnFocusTo: Element | null;
  /** Hides the modal at once, without returning focus. */
  replace: () => void;
}

let current: OpenModal | undefined;

/** The modal on screen, if any. */
export function currentModal(): OpenModal | undefined {
  return current;
}

/** Records `modal` as the one on screen and replaces the previous one; returns the release. */
export function claimModal(modal: OpenModal): () => void {
  const previous = current;
  current = modal;
  if (previous && previous !== modal) previous.replace();
  return () => {
    if (current === modal) current = undefined;
  };
}
