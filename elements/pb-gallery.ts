import { createElementClass, defineElement } from '../react-core/element/define-element';
import { preloadLightbox } from '../react-core/lightbox/open-lightbox';
import { galleryAttributes } from '../react-core/gallery/gallery-attributes';
import { galleryStyles } from '../react-core/gallery/gallery-styles';
import { GalleryView } from '../react-core/gallery/gallery-view';

/**
 * A gallery of the author's image links (`<a href="large.jpg"><img src="thumb.jpg" alt="…"></a>`,
 * optionally in a `<figure>` with a `<figcaption>`), kept in the light DOM so it reads without
 * JavaScript. Layout `grid` (default): pages of `per-page` images (4) in rows of the columns
 * the element's width allows (5 from 1600 px, 4 from 1024, 3 from 768, 2 from 480, otherwise 1),
 * at most `columns`, with the shared pagination control (previous hidden on page 1, next on the
 * last page, a window of page numbers). Layout `slider`: one image at a time with previous/next
 * buttons, Left/Right keys and swipes. A click on an image opens the lightbox over every image
 * of the gallery, at that image; closing it returns the focus to the image's link.
 *
 * Paging moves nothing around the gallery (it keeps the height of its tallest page), cross-fades
 * in 500 ms (instantly with reduced motion), ignores another change until it has settled, and is
 * announced politely ("Page 2 of 5"). With an `id`, the page is kept in the page hash as
 * `id|all|page` (a history entry per page the visitor chooses, so Back and Forward walk the
 * pages); a hash on load or a hash change shows its page.
 *
 * @tag pb-gallery
 * @summary Gallery: grid or slider of image links, pagination, lightbox over the whole gallery, hash state.
 *
 * @attr {'grid'|'slider'} layout - `grid` (default): pages of thumbnails; `slider`: one image at a time.
 * @attr {number} per-page - Images on a page of the grid. Default 4.
 * @attr {number} columns - The most columns of the grid, 1 to 5; fewer where the element is narrow. Default 3 (the builder uses 4 for wide columns, 2 for narrow). Responsive (-tablet, -phone).
 * @attr {number} page - The page the server rendered (from 1), shown unless the page hash names another. Default 1.
 * @attr {string} label - Accessible name of the gallery (its region) and, as "Pages of …", of its pagination.
 *
 * @fires {CustomEvent<{page: number, previousPage: number, total: number}>} pb-page-change - Another page (in the slider, another image) is shown; fired once the change has settled.
 * @fires {CustomEvent<{index: number, previousIndex: number}>} pb-slide-change - Slider layout: another image became active (fired when the move starts).
 *
 * @slot - The images: one child each, an image link or a `<figure>` holding one. Items the server left off its page may carry `hidden`.
 * @slot pagination - The server's page links for visitors without JavaScript (`<nav slot="pagination">`); the element's own control replaces them.
 *
 * @csspart region - The gallery around the pages (grid) or the carousel region (slider).
 * @csspart pages - Grid: the stacked pages.
 * @csspart page-images - Grid: the images of one page; also `shown` on the one shown (two during a change).
 * @csspart shown - Grid: the page of images shown.
 * @csspart pagination - Grid: the pagination `<nav>`.
 * @csspart page - Grid: each page number.
 * @csspart current - Grid: the current page's number.
 * @csspart previous - The previous page (grid) or previous image (slider) control.
 * @csspart next - The next page (grid) or next image (slider) control.
 * @csspart placeholder - Grid: the room kept by a hidden previous or next control.
 * @csspart status - Grid: the visually hidden live region that announces the page.
 * @csspart viewport - Slider: the box that holds the images.
 * @csspart arrow - Slider: both arrow buttons.
 *
 * @cssproperty [--pb-gallery-gap=0px] - Space between the images of a row, and between rows.
 * @cssproperty [--pb-pagination-gap=.25rem] - Space between the pagination controls.
 * @cssproperty [--pb-pagination-margin=1.5rem] - Space above the pagination.
 * @cssproperty [--pb-pagination-border-color=currentColor] - Border of the pagination controls.
 * @cssproperty [--pb-pagination-radius=4px] - Corner radius of the pagination controls.
 * @cssproperty [--pb-pagination-hover-background=rgb(0 0 0 / .06)] - Background of a control under the pointer.
 * @cssproperty [--pb-pagination-active-color=#fff] - Text colour of the current page's number.
 * @cssproperty [--pb-pagination-active-background=#1d4ed8] - Background of the current page's number.
 * @cssproperty [--pb-slider-control-color=#fff] - Slider: icon colour of the arrows.
 * @cssproperty [--pb-slider-control-background=rgb(0 0 0 / .6)] - Slider: background of the arrows.
 * @cssproperty [--pb-slider-control-hover-background=rgb(0 0 0 / .8)] - Slider: their background on hover.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbGalleryElement extends createElementClass({
  tag: 'pb-gallery',
  attributes: galleryAttributes,
  styles: galleryStyles,
  View: GalleryView,
  onPress: preloadLightbox,
}) {}

defineElement('pb-gallery', PbGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-gallery': PbGalleryElement;
  }
}
