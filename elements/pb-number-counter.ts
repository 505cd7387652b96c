import { createElementClass, defineElement } from '../react-core/element/define-element';
import { numberCounterAttributes } from '../react-core/counters/counters-attributes';
import { numberCounterStyles } from '../react-core/counters/counters-styles';
import { NumberCounterView } from '../react-core/counters/counters-view';

/**
 * A number that counts up from 0 the first time it is in the viewport with the page at rest (not
 * scrolling; 1800 ms by default, the CSS `ease` curve), with the page locale's thousands
 * separator and an optional `%`; with reduced motion the final value shows at once. The counting figure is hidden from assistive technology;
 * the final value is always what it reads (visually hidden text), followed by the author's
 * content — the counter's title (`Hikers this year`), which is also what shows without
 * JavaScript. The figure reserves the final value's width (tabular figures), so nothing moves
 * while it counts.
 *
 * @tag pb-number-counter
 * @summary Number counter: counts up to a number when it comes into view.
 *
 * @attr {string} number - The number, as written: `1234`, `12.50` (the decimals shown are its own digits), `-3`. Default 0 (with a warning).
 * @attr {boolean} percent - Appends `%` to the number. Default false.
 * @attr {number} duration - Length of the count in ms. Default 1800 (the SPEC's circle counter duration).
 * @attr {string} separator - Thousands separator: absent/empty = the page locale's (Intl.NumberFormat, from the nearest `lang`), `none` = none, anything else = that text (`,` `.` ` `).
 *
 * @slot - The author's title of the number.
 *
 * @csspart number - The counting figure (aria-hidden).
 *
 * @cssproperty [--pb-number-counter-font-size=3em] - Size of the figure.
 * @cssproperty [--pb-number-counter-color=inherit] - Colour of the figure.
 */
export class PbNumberCounterElement extends createElementClass({
  tag: 'pb-number-counter',
  attributes: numberCounterAttributes,
  styles: numberCounterStyles,
  View: NumberCounterView,
}) {}

defineElement('pb-number-counter', PbNumberCounterElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-number-counter': PbNumberCounterElement;
  }
}
