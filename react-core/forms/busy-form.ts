/**
 * A form shown busy while its request is out or the page it submits to loads: small on purpose,
 * since the header's menu search needs it at rest (the rest of form-dom.ts is the forms' own).
 */
import { markBusy, showLoadingOver } from '../runtime/loading-indicator';

/** The form's submit buttons, in document order (a `<button>` without a type submits). */
export function submitButtons(form: HTMLFormElement): Array<HTMLButtonElement | HTMLInputElement> {
  return [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button:not([type]), button[type=submit], input[type=submit]')];
}

/**
 * Shows `form` as busy while its request is out: the shared loading indicator on the control that
 * submitted it (the first submit button when a script or the Enter key did), every submit button
 * `aria-disabled`, the form `aria-busy`. Returns the undo.
 */
export function markFormBusy(form: HTMLFormElement, submitter?: HTMLElement | null): () => void {
  const buttons = submitButtons(form);
  const busyControl = submitter && form.contains(submitter) ? submitter : buttons[0];
  const others = buttons.filter((button) => button !== busyControl && !button.hasAttribute('aria-disabled'));
  for (const button of others) button.setAttribute('aria-disabled', 'true');
  // A hidden button (a search box without its button) would hide the indicator: over the field then.
  const shown = busyControl?.checkVisibility() ?? false;
  const unmark = busyControl && shown ? markBusy(busyControl) : showLoadingOver(form.querySelector('input:not([type=hidden]), textarea') ?? form);
  form.setAttribute('aria-busy', 'true');
  return () => {
    unmark?.();
    for (const button of others) button.removeAttribute('aria-disabled');
    form.removeAttribute('aria-busy');
  };
}

/**
 * Shows `form` busy (markFormBusy) while the browser loads the page it submits to: until this page
 * goes (pagehide, also into the back/forward cache) or the visitor stops the load (the Navigation
 * API's navigateerror, where the browser has it). Returns the undo, which may be called again.
 */
export function busyWhileNavigating(form: HTMLFormElement, submitter?: HTMLElement | null): () => void {
  const unmark = markFormBusy(form, submitter);
  const navigation = 'navigation' in window ? (window.navigation as EventTarget) : undefined;
  let busy = true;
  const clear = (): void => {
    if (!busy) return;
    busy = false;
    window.removeEventListener('pagehide', clear);
    navigation?.removeEventListener('navigateerror', clear);
    unmark();
  };
  window.addEventListener('pagehide', clear);
  navigation?.addEventListener('navigateerror', clear);
  return clear;
}
