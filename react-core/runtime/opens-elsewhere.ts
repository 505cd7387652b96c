/**
 * A click the visitor sends elsewhere on purpose: another button than the main one, a modifier
 * (new tab or window, download), or a link with its own target or `download`. Such a click goes
 * where the browser sends it, whatever a module would do with a plain one.
 */
export function opensElsewhere(event: MouseEvent): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return true;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  return Boolean(link && ((link.target && link.target !== '_self') || link.hasAttribute('download')));
}
