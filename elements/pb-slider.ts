import { createElementClass, defineElement } from '../react-core/element/define-element';
import { sliderAttributes } from '../react-core/slider/slider-attributes';
import { sliderStyles } from '../react-core/slider/slider-styles';
import { prepareSlider, SliderView } from '../react-core/slider/slider-view';

/**
 * A fullwidth slider (WAI-ARIA Carousel pattern). Each child element is a slide; one is shown
 * at a time, and next/previous wrap at both ends. Slides change by a cross-fade (or a sideways
 * slide) in `fade-speed` ms, instantly with reduced motion; arrows, dots, keys and swipes during a
 * change are ignored. Left/Right arrows move while focus is inside the slider; a touch swipe of
 * 50 px moves too. Right to left (`dir="rtl"` on it or an ancestor) the arrows, keys and swipes
 * mirror: Left and a swipe to the right show the next slide. With `autoplay` the slides rotate every `autoplay-speed` ms; hovering (unless
 * `ignore-hover`), focus inside the slider, the `paused` attribute or the rotation control hold
 * the rotation, and while held autoplay looks again every 2 s. With reduced motion the rotation
 * starts stopped (the rotation control starts it). `hash-sync` keeps the slide in the page hash
 * as `#<id>|<index>` (from 0); `history-sync` also makes each move a history entry. The arrows
 * sit at the sides; the rotation control and the dots share one row, centred at the bottom. In
 * print every slide shows, one after the other, and the controls do not.
 *
 * @tag pb-slider
 * @summary Fullwidth slider: next/previous/index with wrap, autoplay, hover pause, hash/history sync.
 *
 * @attr {number} active - Index (from 0) of the slide shown on load, unless the hash selects another. Default 0.
 * @attr {string} label - Accessible name of the slider (its carousel region).
 * @attr {"fade" | "slide"} transition - How slides change: a cross-fade or a sideways slide. Default fade.
 * @attr {number} fade-speed - Duration of a slide change in ms (the builder's fade_speed). Default 500; the builder's slider module uses 700.
 * @attr {boolean} autoplay - Rotate the slides automatically. Not under reduced motion until the visitor starts it.
 * @attr {number} autoplay-speed - Time between automatic moves in ms. Default 7000 (also when empty, none or auto).
 * @attr {boolean} ignore-hover - Hovering does not pause the rotation (focus inside still does).
 * @attr {boolean} paused - Holds the rotation while set; autoplay looks again every 2000 ms.
 * @attr {boolean} show-arrows - Previous/next buttons. Default on; `off` hides them. Responsive (-tablet, -phone).
 * @attr {boolean} show-pagination - One dot per slide. Default on; `off` hides them. Responsive (-tablet, -phone).
 * @attr {boolean} hash-sync - Keep the slide in the page hash as `#<id>|<index>` and follow hash changes. Needs an id.
 * @attr {boolean} history-sync - Like hash-sync, and each move by the visitor adds a history entry (Back/Forward move the slider). Needs an id.
 *
 * @fires {CustomEvent<{index: number, previousIndex: number}>} pb-slide-change - Another slide became active (fired when the change starts).
 *
 * @slot - The slides: one child element each (`<section>`, `<div>`, `<article>` …).
 *
 * @csspart region - The carousel region around the slides and controls.
 * @csspart viewport - The box that holds the slides (clips the sideways slide).
 * @csspart arrow - Both arrow buttons; also `previous` and `next`.
 * @csspart previous - The previous-slide button.
 * @csspart next - The next-slide button.
 * @csspart pagination - The dots (beside the rotation control, centred at the bottom).
 * @csspart dot - Each dot button; the active one is also `dot-current`.
 * @csspart dot-current - The dot of the active slide.
 * @csspart rotation - The stop/start rotation button (with autoplay).
 *
 * @cssproperty [--pb-slider-control-color=#fff] - Icon colour of the arrow and rotation buttons.
 * @cssproperty [--pb-slider-control-background=rgb(0 0 0 / .6)] - Background of the arrow and rotation buttons.
 * @cssproperty [--pb-slider-control-hover-background=rgb(0 0 0 / .8)] - Their background on hover.
 * @cssproperty [--pb-slider-dot-color=#fff] - Colour of the dots.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbSliderElement extends createElementClass({
  tag: 'pb-slider',
  attributes: sliderAttributes,
  styles: sliderStyles,
  View: SliderView,
  prepare: prepareSlider,
}) {}

defineElement('pb-slider', PbSliderElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-slider': PbSliderElement;
  }
}
