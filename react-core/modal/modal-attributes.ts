import { attribute } from '../element/attributes';
import { parseModalButtons, type ModalButton } from './modal-state';

/** The attributes of `<pb-modal>`: the backend's header, text, buttons and classes, and `open`. */
export const modalAttributes = {
  /** Shown while present; removing it hides the modal (closing class, 600 ms, then hidden). */
  open: attribute.boolean(),
  /** The dialog's heading, and its accessible name. Text, never markup. */
  header: attribute.string(),
  /** The message. Text, never markup; line breaks are kept. */
  text: attribute.string(),
  /** JSON array of `{ label, action, primary? }`. */
  buttons: attribute.json<ModalButton[]>([], parseModalButtons),
  /** Class names the host carries while connected (white-space separated). */
  classes: attribute.string(),
};
