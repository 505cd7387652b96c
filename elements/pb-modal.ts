import { createElementClass, defineElement } from '../react-core/element/define-element';
import { modalAttributes } from '../react-core/modal/modal-attributes';
import { modalStyles } from '../react-core/modal/modal-styles';
import { ModalView } from '../react-core/modal/modal-view';

/**
 * The core modal (SPEC §4 "Builder helpers"): a WAI-ARIA modal dialog shown from the backend's
 * header, text, buttons and classes. The header, the text and the button labels are always shown
 * as text, never as markup. Only one modal is on screen at a time: one that opens replaces any
 * other (which hides at once). It opens with the `open` attribute, `show()`, a click on a button
 * of its content, or `showCoreModal()` from JavaScript. While open, the page does not scroll
 * (the shared scroll lock), focus moves to the close button and stays inside the dialog; Escape,
 * the close button, a click on the backdrop or a button's action close it, and focus returns
 * where it was. Hiding adds the `pb-modal-closing` class to the host, waits 600 ms (at once with
 * reduced motion), then hides the dialog, releases the scroll lock and fires `pb-modal-close`.
 *
 * @tag pb-modal
 * @summary Core modal: a dialog of the backend's header, text and buttons, with the 600 ms closing class.
 *
 * @attr {boolean} open - The modal is shown while present; removing it hides the modal after the 600 ms close delay.
 * @attr {string} header - The dialog's heading and accessible name (text). Without it the dialog is named by `messages.modalLabel`.
 * @attr {string} text - The message (text; its line breaks are kept).
 * @attr {string} buttons - JSON array of `{ "label": "…", "action": "…", "primary": true }`: the dialog's buttons, in order. Choosing one fires `pb-modal-action` and closes the modal unless the event is cancelled.
 * @attr {string} classes - Class names (separated by spaces) the host carries, for the page's CSS of this kind of modal.
 *
 * @fires {CustomEvent<{action: string}>} pb-modal-action - The visitor chose a button; `action` is its action. Cancelable: `preventDefault()` keeps the modal open.
 * @fires {CustomEvent<{reason: 'escape' | 'close-button' | 'backdrop' | 'action' | 'replaced' | 'hidden'}>} pb-modal-close - The modal is hidden: after the 600 ms close delay, or at once when another modal replaced it. `hidden`: the `open` attribute was removed (or `hide()`).
 *
 * @slot - The author's content, shown in place: a button in it opens the modal.
 *
 * @csspart backdrop - The dimmed layer over the page.
 * @csspart dialog - The dialog box (`role="dialog"`, `aria-modal="true"`).
 * @csspart header - The heading (`<h2>`), present when `header` is set.
 * @csspart close-button - The close button (named by `messages.modalClose`).
 * @csspart text - The message (`<p>`), present when `text` is set.
 * @csspart buttons - The row of buttons.
 * @csspart button - Each button of `buttons`.
 * @csspart primary - The buttons marked `primary` (also `button`).
 *
 * @cssproperty [--pb-modal-z-index=100010] - Stacking level of the backdrop and the dialog (above the header's overlay menus).
 * @cssproperty [--pb-modal-backdrop=rgb(0 0 0/.55)] - Background of the backdrop.
 * @cssproperty [--pb-modal-width=min(32rem,calc(100vw - 2rem))] - Width of the dialog.
 * @cssproperty [--pb-modal-background=#fff] - Background of the dialog.
 * @cssproperty [--pb-modal-color=#1a1a1a] - Text colour of the dialog.
 * @cssproperty [--pb-modal-radius=.5rem] - Corner radius of the dialog.
 * @cssproperty [--pb-modal-button-radius=.25rem] - Corner radius of the buttons.
 * @cssproperty [--pb-modal-primary-background=#1f5fbf] - Background of the primary buttons.
 * @cssproperty [--pb-modal-primary-color=#fff] - Text colour of the primary buttons.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbModalElement extends createElementClass({
  tag: 'pb-modal',
  attributes: modalAttributes,
  styles: modalStyles,
  View: ModalView,
}) {
  /** Opens the modal (sets `open`). */
  show(): void {
    this.setAttribute('open', '');
  }

  /** Hides the modal (removes `open`): the closing class for 600 ms, then hidden. */
  hide(): void {
    this.removeAttribute('open');
  }
}

defineElement('pb-modal', PbModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-modal': PbModalElement;
  }
}
