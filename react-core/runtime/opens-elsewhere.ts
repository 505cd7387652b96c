/**
 * A click the visitor sends elsewhere on purpose: another button than the main one, or a modifier
 * (a new tab or window), or a download. Such a click goes where the browser sends it, whatever a
 * module would do with a plain one. A link's own `target` is the author's choice for pages
 * without JavaScript, not the visitor's: a module that takes the link (a lightbox) takes it too.
 */
export function opensElsewhere(event: MouseEvent): boolean {
  if (!isPlainClick(event)) return true;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  return Boolean(link?.hasAttribute('download'));
}

/** The main button, no modifier key (also true of an event with neither, a submit). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}
