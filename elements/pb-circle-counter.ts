import { createElementClass, defineElement } from '../react-core/element/define-element';
import { circleCounterAttributes } from '../react-core/counters/counters-attributes';
import { circleCounterStyles } from '../react-core/counters/counters-styles';
import { CircleCounterView } from '../react-core/counters/counters-view';

/**
 * A ring that fills to a percentage, with the percentage counting in its middle, the first time
 * it is in the viewport with the page at rest (not scrolling): 1800 ms with the CSS `ease` curve, line width 5 CSS px (SPEC §9). With
 * reduced motion the final state shows at once. The ring and its number are hidden from
 * assistive technology: the author's content (`75% of hikers finish the trail`) is the
 * accessible text and what shows without JavaScript, so a screen reader never hears a value
 * while it counts. When that text does not state the final percentage (`Hikers who finish`), the
 * percentage is added before it as visually hidden text; with no text inside at all, a warning
 * is printed too.
 *
 * @tag pb-circle-counter
 * @summary Circle counter: an SVG ring filling to a percentage in 1800 ms when it comes into view.
 *
 * @attr {number} number - The percentage, 0–100 (decimals allowed; their digits are shown). Default 0.
 * @attr {string} bar-color - Colour of the filled arc (any CSS colour). Default `--pb-circle-counter-bar-color`, #2ea3f2.
 * @attr {string} track-color - Colour of the unfilled track. Default `--pb-circle-counter-track-color`, rgb(0 0 0 / .12).
 * @attr {number} size - Diameter of the ring in CSS px (at least 20). Default `--pb-circle-counter-size`, 180px.
 *
 * @slot - The author's text stating the value; the accessible text of the counter.
 *
 * @csspart ring - The ring and its number (aria-hidden).
 * @csspart track - The SVG circle of the unfilled track.
 * @csspart bar - The SVG circle of the filled arc.
 * @csspart number - The counting percentage.
 *
 * @cssproperty [--pb-circle-counter-size=180px] - Diameter of the ring (the `size` attribute wins).
 * @cssproperty [--pb-circle-counter-bar-color=#2ea3f2] - Colour of the filled arc.
 * @cssproperty [--pb-circle-counter-track-color=rgb(0 0 0 / .12)] - Colour of the track.
 * @cssproperty [--pb-circle-counter-font-size=2em] - Size of the percentage.
 */
export class PbCircleCounterElement extends createElementClass({
  tag: 'pb-circle-counter',
  attributes: circleCounterAttributes,
  styles: circleCounterStyles,
  View: CircleCounterView,
}) {}

defineElement('pb-circle-counter', PbCircleCounterElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-circle-counter': PbCircleCounterElement;
  }
}
