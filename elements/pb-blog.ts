import { blogAttributes } from '../react-core/blog/blog-attributes';
import { blogStyles } from '../react-core/blog/blog-styles';
import { BlogView } from '../react-core/blog/blog-view';
import { createElementClass, defineElement } from '../react-core/element/define-element';

/**
 * A blog-like module with ajax pagination (SPEC §2 "Links", §7 "Ajax pagination"), around the
 * server's HTML: the posts and a pagination `<nav>` of plain links to the other pages
 * (`/blog/page/2/`). Without JavaScript those links navigate. With it, a click on one loads the
 * linked page (GET; in block-layout mode a POST with the layout content), takes the element with
 * this module's `id` from it and replaces only this module's content with it (sanitized: no
 * script, style, form or embed comes along). Each page is cached: a second visit sends no
 * request. On a 404 the error page's body is shown (its element with this id, else its `<main>`).
 * The address follows with `history.pushState`; Back and Forward show the module's page of that
 * entry again. Focus moves to the new content's first heading and "Page 2 of 9" is announced (the
 * current page is the pagination's `aria-current="page"`, the count its `data-pages`). While one
 * page loads, other page changes are ignored. A page that cannot be loaded keeps the content,
 * shows a message, and its link then navigates as a plain link.
 *
 * @tag pb-blog
 * @summary Blog-like module whose pagination loads the linked page into the module.
 *
 * @attr {boolean} ajax - Load the pagination links' pages into the module; `off` leaves plain links. Default on.
 * @attr {string} links - CSS selector of the links inside the module that page it. Default `nav a[href], .pagination a[href], .wp-pagenavi a[href]`.
 * @attr {string} layout-content - Block-layout mode: the layout content, posted with each page request as `et_layout_block_layout_content` (POST instead of GET). Default none.
 * @attr {number} timeout - Milliseconds to wait for a page before the change counts as failed. Default 15000.
 *
 * @fires {CustomEvent<{url: string, status: 'page' | 'not-found' | 'error', source: 'link' | 'history', cached: boolean}>} pb-blog-page-change - The module showed another page (or, with `error`, could not).
 *
 * @slot - The posts and their pagination, as the server rendered them.
 *
 * @csspart message - The message shown when a page could not be loaded (`role="alert"`).
 * @csspart status - The visually hidden polite live region ("Page 2 of 9").
 *
 * @cssproperty [--pb-blog-loading-opacity=0.6] - Opacity of the content while the next page loads.
 * @cssproperty [--pb-blog-message-color=inherit] - Text colour of the failure message.
 * @cssproperty [--pb-blog-message-background=transparent] - Background of the failure message.
 * @cssproperty [--pb-blog-message-border-color=currentColor] - Border colour of the failure message.
 */
export class PbBlogElement extends createElementClass({
  tag: 'pb-blog',
  attributes: blogAttributes,
  styles: blogStyles,
  View: BlogView,
}) {}

defineElement('pb-blog', PbBlogElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-blog': PbBlogElement;
  }
}
