/**
 * `showCoreModal()`: the core modal from JavaScript (SPEC.md §4 "Builder helpers": "shown from
 * backend-supplied header, text, buttons and classes, replacing any existing overlay"). It adds a
 * `<pb-modal open>` to the body, which replaces any modal on screen, and removes it once it has
 * hidden (after the 600 ms close delay). The element's code is not imported here: on a page with
 * the loader it is loaded at once (`pb-upgrade`); a bundler app imports `pb-elements/pb-modal`.
 */
import { getPageConfig } from '../runtime/page-config';
import { isHeld, requestUpgrade } from '../runtime/upgrade-gate';
import { warnOnce } from '../runtime/warn';
import { currentModal } from './current-modal';
import { parseModalButtons, type ModalButton } from './modal-state';

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

/** The `slot` of a modal's content inside its dialog. */
export const MODAL_CONTENT_SLOT = 'content';

/** Marks the modals `showCoreModal` added, which it removes once they have hidden. */
export const CORE_MODAL_ATTRIBUTE = 'data-pb-core-modal';

/** Shows a core modal built from `options`; returns its `<pb-modal>` element. */
export function showCoreModal(options: CoreModalOptions = {}): HTMLElement {
  return openCoreModal(options);
}

/** The modal of `options`, with `content` (nodes already sanitized) in the dialog's `content` slot. */
function openCoreModal({ header = '', text = '', buttons = [], classes = '' }: CoreModalOptions, content?: DocumentFragment): HTMLElement {
  const modal = document.createElement('pb-modal');
  modal.setAttribute(CORE_MODAL_ATTRIBUTE, '');
  if (header) modal.setAttribute('header', header);
  if (text) modal.setAttribute('text', text);
  if (buttons.length > 0) modal.setAttribute('buttons', JSON.stringify(buttons));
  const classNames = typeof classes === 'string' ? classes : classes.join(' ');
  if (classNames.trim()) modal.setAttribute('classes', classNames);
  if (content?.hasChildNodes()) {
    const container = document.createElement('div');
    container.slot = MODAL_CONTENT_SLOT;
    container.append(content);
    modal.append(container);
  }
  modal.setAttribute('open', '');
  modal.addEventListener('pb-modal-close', () => modal.remove(), { once: true });
  document.body.append(modal);
  if (isHeld(modal)) requestUpgrade(modal);
  else if (!customElements.get('pb-modal')) warnOnce('pb-modal', 'showCoreModal: <pb-modal> is not defined on this page; import "pb-elements/pb-modal" (or load pb-elements.js).');
  return modal;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Shows the page configuration's modal template `name` (`modalTemplates`: `header`, `text`,
 * `buttons`, `classes`, `content` markup) as a core modal; `null`, with a warning, when there is
 * no such template. Malformed buttons are warned about and left out. The markup goes through the
 * shared sanitizer (profile `modal-template`), loaded when a template has markup: the sanitizer
 * needs a document, and this module API must load without one.
 */
export async function showModalTemplate(name: string): Promise<HTMLElement | null> {
  const template = getPageConfig().modalTemplates[name];
  if (!template) {
    warnOnce('pb-modal', `showModalTemplate: the page configuration has no modal template "${name}".`);
    return null;
  }
  let buttons: ModalButton[] = [];
  try {
    if (template.buttons !== undefined) buttons = parseModalButtons(template.buttons);
  } catch (error) {
    warnOnce('pb-modal', `modal template "${name}": buttons ${(error as Error).message}; it shows none.`);
  }
  const classes = Array.isArray(template.classes) ? template.classes.filter((entry): entry is string => typeof entry === 'string') : asText(template.classes);
  const markup = asText(template.content);
  const content = markup.trim() ? (await import('../runtime/sanitize-html')).sanitizeHtml(markup, 'modal-template') : undefined;
  return openCoreModal({ header: asText(template.header), text: asText(template.text), buttons, classes }, content);
}

/** Hides the modal on screen, if any (the closing class, 600 ms, then hidden). */
export function hideCoreModal(): void {
  currentModal()?.host.removeAttribute('open');
}
