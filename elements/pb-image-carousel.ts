import { createElementClass, defineElement } from '../react-core/element/define-element';
import { imageCarouselAttributes } from '../react-core/image-carousel/image-carousel-attributes';
import { imageCarouselStyles } from '../react-core/image-carousel/image-carousel-styles';
import { ImageCarouselView, prepareImageCarousel } from '../react-core/image-carousel/image-carousel-view';

/**
 * An image carousel on Swiper 14 (WAI-ARIA Carousel pattern). Each child (an `<img>`, a link
 * around one, or a `<figure>`) is one slide; the children stay in the light DOM, styled by the
 * page. Type `carousel` shows `slide-to-show` slides per view; type `slideshow` shows one slide
 * and a strip of thumbnails. Layout attributes take `-tablet` (768–980 px) and `-phone` (below
 * 768 px) variants: Swiper's breakpoints are 981, 768, 480 and 320 px, and a phone falls back
 * to the tablet value, a tablet to the desktop value. The previous and next buttons are hidden
 * when every slide fits in view. Off-screen slides are inert. Autoplay starts only with
 * `autoplay`, once the carousel is in view at `autoplay-viewport`, and stops while the mouse is
 * over it (`pause-on-hover`), while focus is inside it, and with the rotation control; it stops
 * for good when the visitor moves the slides (arrows, swipe, thumbnail, wheel) until the rotation
 * control starts it again. Right to left (`dir="rtl"` on it or an ancestor) Swiper runs in its RTL
 * mode and the arrows mirror.
 *
 * @tag pb-image-carousel
 * @summary Image carousel or slideshow with thumbnails, effects, autoplay and a lightbox.
 *
 * @attr {'carousel'|'slideshow'} type - Slides in a row, or one slide with a thumbnail strip. Default `carousel`. Responsive.
 * @attr {'slide'|'fade'|'cube'|'flip'|'coverflow'|'cards'|'creative'} effect - Transition of the carousel type. Default `slide`. Responsive.
 * @attr {'slide'|'fade'|'cube'|'flip'|'coverflow'|'cards'|'creative'} slideshow-effect - Transition of the slideshow type. Default `slide`. Responsive.
 * @attr {'horizontal'|'vertical'} slider-orientation - Direction of travel. Vertical needs a height (`--pb-image-carousel-height`, default 400px). Default `horizontal`. Responsive.
 * @attr {number} slide-to-show - Slides per view. Cube, flip, fade and the slideshow show one. Default 3. Responsive.
 * @attr {number} slide-to-scroll - Slides moved per step. Default 1. Responsive.
 * @attr {number} slide-row - Rows of slides (filled column by column); needs a height (`--pb-image-carousel-height`). Default 1. Responsive.
 * @attr {string} space-between - Gap between slides: `20`, `20px`, `5%`, `2vw`. Default: `--pb-image-carousel-space-between`, else 0. Responsive.
 * @attr {number} slideshow-to-show - Thumbnails per view of the slideshow (a phone falls back to the tablet value). Default 4. Responsive.
 * @attr {boolean} centered-slides - The active slide is centred. Default off.
 * @attr {number} speed - Duration of a slide change in ms. Default 1000.
 * @attr {boolean} loop - Wraps around (when there are enough slides for it). Default off.
 * @attr {boolean} mousewheel - The mouse wheel changes slides. Default off.
 * @attr {boolean} touch-move - Swiping with touch or mouse. Default on (`touch-move="off"` disables it).
 * @attr {boolean} grab - Grab cursor over the slides. Default off.
 * @attr {boolean} autoplay - Rotates by itself. Default off.
 * @attr {number} autoplay-speed - Delay between automatic changes in ms. Default 3000.
 * @attr {string} autoplay-viewport - Autoplay starts once the carousel's top reaches this offset from the viewport top (`80%`, `200px`). Default: at once.
 * @attr {boolean} infinite-scrolling - Continuous rotation: delay 0 and a linear transition. Default off.
 * @attr {boolean} pause-on-hover - Autoplay stops while the mouse is over the carousel. Default on (`pause-on-hover="off"`).
 * @attr {boolean} show-lightbox - A click on a slide opens its image in the lightbox. Default off.
 * @attr {boolean} lightbox-gallery - The lightbox moves through every slide. Default off.
 * @attr {boolean} lightbox-title - The lightbox shows the image's `title`. Default off.
 * @attr {boolean} lightbox-caption - The lightbox shows the image's `data-description` (or `description`). Default off.
 * @attr {boolean} slider-effect-shadows - Shadows of the 3D effects. Default on (`off` removes them).
 * @attr {number} slider-effect-coverflow-rotate - Coverflow rotation in degrees. Default 50.
 * @attr {number} slider-effect-coverflow-depth - Coverflow depth in px. Default 100.
 * @attr {string} label - Accessible name of the carousel region.
 *
 * @fires {CustomEvent<{index: number, previousIndex: number}>} pb-slide-change - Another slide came first in view (indexes in the author's order).
 *
 * @slot slide-0 - Assigned by the element to each child in turn (`slide-0`, `slide-1` …); write the children without a `slot`.
 *
 * @csspart carousel - The region around everything.
 * @csspart viewport - The box that clips the slides.
 * @csspart button-previous - The previous-slide button.
 * @csspart button-next - The next-slide button.
 * @csspart rotation-control - The button that stops and starts autoplay.
 * @csspart thumbnails - The slideshow's thumbnail strip.
 * @csspart thumbnail - One thumbnail button.
 *
 * @cssproperty [--pb-image-carousel-space-between=0px] - Gap between slides when `space-between` is not set; reserved before the upgrade too.
 * @cssproperty [--pb-image-carousel-height=400px] - Height of vertical and multi-row carousels.
 * @cssproperty [--pb-image-carousel-thumbs-height=80px] - Height of the slideshow's thumbnail strip.
 * @cssproperty [--pb-image-carousel-thumbs-gap=10px] - Space above the thumbnail strip.
 * @cssproperty [--pb-image-carousel-arrow-size=44px] - Size of the buttons.
 * @cssproperty [--pb-image-carousel-arrow-color=#fff] - Colour of the button icons.
 * @cssproperty [--pb-image-carousel-arrow-background=rgba(0,0,0,.6)] - Background of the buttons.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbImageCarouselElement extends createElementClass({
  tag: 'pb-image-carousel',
  attributes: imageCarouselAttributes,
  styles: imageCarouselStyles,
  View: ImageCarouselView,
  prepare: prepareImageCarousel,
}) {}

defineElement('pb-image-carousel', PbImageCarouselElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-image-carousel': PbImageCarouselElement;
  }
}
