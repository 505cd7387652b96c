/**
 * `showCoreModal()`: the core modal from JavaScript (SPEC.md §4 "Builder helpers": "shown from
 * backend-supplied header, text, buttons and classes, replacing any existing overlay"). It adds a
 * `<pb-modal open>` to the body, which replaces any modal on screen, and removes it once it has
 * hidden (after the 600 ms close delay). The element's code is not imported here: on a page with
 * the loader it is loaded at once (`pb-upgrade`); a bundler app imports `pb-elements/pb-modal`.
 */
import { isHeld, requestUpgrade } from '../runtime/upgrade-gate';
import { warnOnce } from '../runtime/warn';
import { currentModal } from './current-modal';
import type { ModalButton } from './modal-state';

export type { ModalButton } from './modal-state';

export interface CoreModalOptions {
  /** The heading, and the dialog's accessible name (text, never markup). */
  header?: string;
  /** The message (text, never markup; line breaks are kept). */
  text?: string;
  buttons?: readonly ModalButton[];
  /** Class names for the host, as one space-separated string or a list. */
  classes?: string | readonly string[];
}

/** Marks the modals `showCoreModal` added, which it removes once they have hidden. */
export const CORE_MODAL_ATTRIBUTE = 'data-pb-core-modal';

/** Shows a core modal built from `options`; returns its `<pb-modal>` element. */
export function showCoreModal({ header = '', text = '', buttons = [], classes = '' }: CoreModalOptions = {}): HTMLElement {
  const modal = document.createElement('pb-modal');
  modal.setAttribute(CORE_MODAL_ATTRIBUTE, '');
  if (header) modal.setAttribute('header', header);
  if (text) modal.setAttribute('text', text);
  if (buttons.length > 0) modal.setAttribute('buttons', JSON.stringify(buttons));
  const classNames = typeof classes === 'string' ? classes : classes.join(' ');
  if (classNames.trim()) modal.setAttribute('classes', classNames);
  modal.setAttribute('open', '');
  modal.addEventListener('pb-modal-close', () => modal.remove(), { once: true });
  document.body.append(modal);
  if (isHeld(modal)) requestUpgrade(modal);
  else if (!customElements.get('pb-modal')) warnOnce('pb-modal', 'showCoreModal: <pb-modal> is not defined on this page; import "pb-elements/pb-modal" (or load pb-elements.js).');
  return modal;
}

/** Hides the modal on screen, if any (the closing class, 600 ms, then hidden). */
export function hideCoreModal(): void {
  currentModal()?.host.removeAttribute('open');
}
