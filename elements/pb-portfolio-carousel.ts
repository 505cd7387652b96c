import { createElementClass, defineElement } from '../react-core/element/define-element';
import { carouselAttributes } from '../react-core/portfolio-carousel/carousel-attributes';
import { carouselStyles } from '../react-core/portfolio-carousel/carousel-styles';
import { PortfolioCarouselView } from '../react-core/portfolio-carousel/carousel-view';

/**
 * A portfolio carousel (WAI-ARIA Carousel pattern): the child items (e.g. `<article>`s with an
 * image and a title link) in a row of `columns`, moving by one item in 700 ms (instantly with
 * reduced motion) and wrapping at both ends. The arrows are hidden when the items do not exceed
 * the columns. Left/Right arrows move while focus is inside it; a touch swipe of 50 px moves too.
 * Right to left the row starts at the right, and the arrows, keys and swipes mirror.
 * With `auto-rotate` it moves every `auto-rotate-speed` ms; hovering, focus inside it, the
 * `paused` attribute or the rotation control hold it, and while held it looks again every 2 s.
 * With reduced motion the rotation starts stopped (the rotation control starts it).
 *
 * @tag pb-portfolio-carousel
 * @summary Portfolio carousel: a row of items moving by one, auto-rotate, hover pause.
 *
 * @attr {number} columns - Items shown side by side, 1 to 6. Default 3 (the builder uses 4 for wide columns, 2 for narrow). Responsive (-tablet, -phone).
 * @attr {boolean} auto-rotate - Move by one item automatically. Not under reduced motion until the visitor starts it.
 * @attr {number} auto-rotate-speed - Time between automatic moves in ms. Default 7000.
 * @attr {boolean} paused - Holds the rotation while set; it looks again every 2000 ms.
 * @attr {string} label - Accessible name of the carousel (its region).
 *
 * @fires {CustomEvent<{index: number, previousIndex: number}>} pb-slide-change - Another item became the first shown (fired when the move starts).
 *
 * @slot - The items: one child element each (`<article>`, `<div>` …). Space them with padding inside, not margins.
 *
 * @csspart region - The carousel region around the items and controls.
 * @csspart viewport - The box that clips the row.
 * @csspart track - The row of items.
 * @csspart arrow - Both arrow buttons; also `previous` and `next`.
 * @csspart previous - The previous-item button.
 * @csspart next - The next-item button.
 * @csspart rotation - The stop/start rotation button (with auto-rotate).
 *
 * @cssproperty [--pb-slider-control-color=#fff] - Icon colour of the arrow and rotation buttons.
 * @cssproperty [--pb-slider-control-background=rgb(0 0 0 / .6)] - Background of the arrow and rotation buttons.
 * @cssproperty [--pb-slider-control-hover-background=rgb(0 0 0 / .8)] - Their background on hover.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbPortfolioCarouselElement extends createElementClass({
  tag: 'pb-portfolio-carousel',
  attributes: carouselAttributes,
  styles: carouselStyles,
  View: PortfolioCarouselView,
}) {}

defineElement('pb-portfolio-carousel', PbPortfolioCarouselElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-portfolio-carousel': PbPortfolioCarouselElement;
  }
}
