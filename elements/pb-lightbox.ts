import { createElementClass, defineElement } from '../react-core/element/define-element';
import { preloadLightbox } from '../react-core/lightbox/open-lightbox';
import { lightboxAttributes } from '../react-core/lightbox/lightbox-attributes';
import { lightboxStyles } from '../react-core/lightbox/lightbox-styles';
import { LightboxView } from '../react-core/lightbox/lightbox-view';

/**
 * A lightbox for the image links inside it (PhotoSwipe 5). Every `<a href>` to an image (an image
 * file extension, or a `data-lightbox` attribute) opens the image in a modal lightbox on click or
 * Enter; without JavaScript the links simply open the image. The links form one gallery with
 * previous/next navigation (`data-gallery="name"` makes separate galleries); `gallery="off"` opens
 * each image alone. The lightbox fades in and out in 500 ms, preloads the next image only, shows
 * no counter, and shows the title and caption at the bottom of the image (escaped to numeric character
 * entities). Images without `data-pswp-width`/`data-pswp-height` are measured before they are
 * shown. PhotoSwipe runs with the element's code, when the visitor first reaches for the element (the
 * loader prefetches both, and links its stylesheet, ahead).
 *
 * Keyboard: Enter on a link opens it; Left/Right go to the previous/next image (gallery mode),
 * Z zooms, Escape closes, Tab and Shift+Tab stay inside the lightbox, and focus returns to the
 * link on close.
 *
 * @tag pb-lightbox
 * @summary Lightbox for image links and galleries inside it.
 *
 * @attr {boolean} gallery - The links form galleries with previous/next navigation (all links, or each `data-gallery` group). Default on; `gallery="off"` opens each link alone.
 *
 * @fires {CustomEvent<{index: number}>} pb-lightbox-open - The lightbox opened (after its fade-in); `index` is the link's position among the element's lightbox links.
 * @fires {CustomEvent<{index: number}>} pb-lightbox-change - The visitor moved to another image; `index` is that image's link position.
 * @fires {CustomEvent<{index: number}>} pb-lightbox-close - The lightbox closed and was removed (500 ms after closing began); `index` is the link shown last.
 *
 * @slot - The author's content. Links to images open the lightbox. On a link: `data-title`, `data-caption`, `data-gallery`, `data-pswp-width` and `data-pswp-height`, `data-lightbox` (`off` to exclude a link). On its image: `title`/`alt` (title), `data-description` (caption); a `<figcaption>` also gives the caption.
 *
 * @cssproperty [--pb-lightbox-focus-color=#fff] - Focus ring of the lightbox's buttons.
 */
export class PbLightboxElement extends createElementClass({
  tag: 'pb-lightbox',
  attributes: lightboxAttributes,
  styles: lightboxStyles,
  View: LightboxView,
  onPress: preloadLightbox,
}) {}

defineElement('pb-lightbox', PbLightboxElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-lightbox': PbLightboxElement;
  }
}
