/**
 * The pagination a visitor without JavaScript follows on the demo's paged pages (blog, portfolio,
 * gallery): previous (not on page 1), the window of page numbers, next (not on the last page), as
 * plain links to the server's paged URLs. The window is the elements' own
 * (dist/server/pagination.mjs, built from react-core/pagination/page-window.ts), so a page the
 * server renders is numbered as the element numbers it.
 */
import { paginationLinks } from '../../dist/server/pagination.mjs';
import { escapeHtml } from './escape-html.mjs';

/**
 * @typedef {object} PageLinksOptions
 * @property {(page: number) => string} url The address of a page.
 * @property {string} label The accessible name of the `<nav>` ("Blog pages").
 * @property {string} className The class of the `<nav>`.
 * @property {'element' | 'wordpress'} markup `element`: shaped as the control of `pb-portfolio`
 *   and `pb-gallery` (previous, an `<ol>` of numbers, next; the current page a link), in their
 *   `pagination` slot, so the upgrade swaps like for like. `wordpress`: what WordPress's
 *   `paginate_links()` writes, in a `<ul>` (`page-numbers` classes, the current page a span,
 *   words for screen readers, the page count in `data-pages`), which `pb-blog` reads.
 * @property {boolean} [keepEdgeRoom] `element` markup: a missing previous or next leaves a hidden
 *   stand-in that keeps its room, as the element's control does, so the numbers never move.
 */

/**
 * @param {number} page
 * @param {number} total
 * @param {PageLinksOptions} options
 */
export function renderPageLinks(page, total, { url, label, className, markup, keepEdgeRoom = false }) {
  const links = paginationLinks(page, total);
  const href = (/** @type {number} */ target) => escapeHtml(url(target));
  if (markup === 'wordpress') {
    const hidden = (/** @type {string} */ text) => `<span class="visually-hidden">${text}</span>`;
    const items = [];
    if (links.previous !== null) {
      items.push(`<li><a class="page-numbers prev" rel="prev" href="${href(links.previous)}">Previous${hidden(' page')}</a></li>`);
    }
    for (const number of links.pages) {
      items.push(
        number === links.active
          ? `<li><span class="page-numbers current" aria-current="page">${hidden('Page ')}${number}</span></li>`
          : `<li><a class="page-numbers" href="${href(number)}">${hidden('Page ')}${number}</a></li>`,
      );
    }
    if (links.next !== null) {
      items.push(`<li><a class="page-numbers next" rel="next" href="${href(links.next)}">Next${hidden(' page')}</a></li>`);
    }
    return `<nav class="${className}" aria-label="${label}" data-pages="${links.total}"><ul>${items.join('')}</ul></nav>`;
  }
  const edge = (/** @type {number | null} */ target, /** @type {string} */ text, /** @type {string} */ rel) => {
    if (target !== null) return `<a href="${href(target)}" rel="${rel}">${text}</a>`;
    return keepEdgeRoom ? `<span aria-hidden="true">${text}</span>` : '';
  };
  const numbers = links.pages
    .map((number) => `<li><a href="${href(number)}"${number === links.active ? ' aria-current="page"' : ''}>${number}</a></li>`)
    .join('');
  return `<nav slot="pagination" class="${className}" aria-label="${label}">
          ${edge(links.previous, 'Previous', 'prev')}
          <ol>${numbers}</ol>
          ${edge(links.next, 'Next', 'next')}
        </nav>`;
}
