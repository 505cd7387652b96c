/**
 * A block editor's live preview of a module (the WordPress plugin's module blocks, issue 37): the
 * block's saved markup, sanitized by the `block-preview` profile (the site's own page content with
 * its pb-* modules, the block editor's checked inline styles and videos; no script, event handler,
 * style sheet or embedded document), shown as the visitor gets it but held still for editing:
 * - `autoplay` is taken off every element (sliders, carousels, videos do not rotate or play);
 * - every module renders at once (`loading="eager"`), since no one will point at an inert preview;
 * - the previous preview's nodes are removed, which tears their modules down (listeners, timers).
 * The container itself is the editor's to make inert (no clicks, no focus) and to contain.
 */
import { sanitizeHtml } from '../runtime/sanitize-html';

export function renderLivePreview(container: Element, html: string): void {
  const fragment = sanitizeHtml(html, 'block-preview');
  for (const element of fragment.querySelectorAll('[autoplay]')) element.removeAttribute('autoplay');
  for (const element of fragment.querySelectorAll('*')) {
    if (element.localName.startsWith('pb-')) element.setAttribute('loading', 'eager');
  }
  container.replaceChildren(fragment);
}
