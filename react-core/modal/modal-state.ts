/**
 * The core modal's state (SPEC.md §4 "Builder helpers": "Core modal: shown from backend-supplied
 * header, text, buttons and classes, replacing any existing overlay. Hiding adds a closing class,
 * waits 600 ms, then removes it"; §9 "Core modal close delay 600 ms"). Pure: no DOM here; the
 * view applies it.
 */

/** SPEC §9 Durations: "Core modal close delay 600 ms". */
export const CORE_MODAL_CLOSE_DELAY_MS = 600;

/** The class the host carries while it hides, for the 600 ms close delay (SPEC §4). */
export const MODAL_CLOSING_CLASS = 'pb-modal-closing';

/** A button of the modal, as the backend supplies it. */
export interface ModalButton {
  /** The button's text (shown as text, never as markup). */
  label: string;
  /** What `pb-modal-action` reports when the button is chosen. */
  action: string;
  /** The button the modal stresses (the one most visitors want). */
  primary?: boolean;
}

/** Why the modal closed, as `pb-modal-close` reports it. */
export type ModalCloseReason = 'escape' | 'close-button' | 'backdrop' | 'action' | 'replaced' | 'hidden';

/**
 * `closed` → `open` → `closing` (the 600 ms with the closing class) → `closed`. Replaced by
 * another modal, an open one goes straight to `closed`: the new one covers it already.
 */
export type ModalPhase = 'closed' | 'open' | 'closing';

export type ModalAction = { type: 'open' } | { type: 'close' } | { type: 'closed' } | { type: 'replaced' };

export function modalReducer(phase: ModalPhase, action: ModalAction): ModalPhase {
  switch (action.type) {
    case 'open':
      return 'open';
    case 'close':
      return phase === 'open' ? 'closing' : phase;
    case 'closed':
      return phase === 'closing' ? 'closed' : phase;
    case 'replaced':
      return 'closed';
  }
}

/** True while the dialog is on screen (open, or hiding during the close delay). */
export function isModalShown(phase: ModalPhase): boolean {
  return phase !== 'closed';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the `buttons` JSON: an array of `{ label, action, primary? }` with string label and
 * action (`primary` a boolean, or the builder's on/off). Throws an Error saying what is wrong,
 * so the element warns and shows no buttons.
 */
export function parseModalButtons(value: unknown): ModalButton[] {
  if (!Array.isArray(value)) throw new TypeError('expected an array of { label, action, primary? }');
  return value.map((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry.label !== 'string' || entry.label.trim() === '' || typeof entry.action !== 'string') {
      throw new TypeError(`button ${index}: expected { label, action } with a non-empty label`);
    }
    const primary = entry.primary === true || entry.primary === 'on';
    return primary ? { label: entry.label, action: entry.action, primary } : { label: entry.label, action: entry.action };
  });
}

/** The class names of a `classes` value: split on white space, without repeats. */
export function parseModalClasses(value: string): string[] {
  return [...new Set(value.split(/\s+/).filter(Boolean))];
}
