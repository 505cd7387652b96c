import { createElementClass, defineElement } from '../react-core/element/define-element';
import { countdownAttributes } from '../react-core/countdown/countdown-attributes';
import { countdownStyles } from '../react-core/countdown/countdown-styles';
import { CountdownView } from '../react-core/countdown/countdown-view';

/**
 * A countdown to `end-date`: days, hours, minutes and seconds (days padded to at least 3 digits,
 * the other units to 2: `007:05:09:03`), ticking every second on the clock's seconds (SPEC §9),
 * paused while the page is hidden and caught up when it shows again. The author's content
 * (`Sale ends 1 December at 18:00`) is what shows without JavaScript; upgraded, it stays below
 * the timer. Labels are long (Days, Hours, Minutes, Seconds) and short (Day(s), Hrs, Min, Sec)
 * when the element is narrower than 400 px (measured with a ResizeObserver on the element).
 * At zero it shows `000:00:00:00`, stops, fires `pb-countdown-end` once (also when the end date
 * has already passed at upgrade) and announces the end politely. The digits are hidden from
 * assistive technology; a visually hidden sentence states the time left in words instead. An
 * invalid or missing `end-date` warns once and leaves the author's content alone.
 *
 * @tag pb-countdown
 * @summary Countdown timer to a date: days (3 digits), hours, minutes, seconds; fires pb-countdown-end.
 *
 * @attr {string} end-date - The end, as an ISO 8601 date-time (`2026-12-01T18:00:00+01:00`; without an offset: the visitor's local time). Required.
 * @attr {string} title - Optional heading shown above the timer (one line).
 *
 * @fires {CustomEvent<{endDate: number}>} pb-countdown-end - The countdown reached zero (or the end date had passed at upgrade); once per end date.
 *
 * @slot - The author's content: the end date in words, shown without JavaScript and below the timer.
 *
 * @csspart title - The title line.
 * @csspart timer - The row of units (aria-hidden).
 * @csspart section - Each unit's box; also `days`, `hours`, `minutes`, `seconds`.
 * @csspart value - A unit's padded digits.
 * @csspart label - A unit's label.
 * @csspart separator - The `:` between units.
 *
 * @cssproperty [--pb-countdown-font-size=2em] - Size of the digits (the timer stays 4.5em high: keep it at most 2.25em).
 * @cssproperty [--pb-countdown-narrow-font-size=1.5em] - Size of the digits below 400 px.
 * @cssproperty [--pb-countdown-color=inherit] - Colour of the digits.
 * @cssproperty [--pb-countdown-label-color=inherit] - Colour of the labels.
 */
export class PbCountdownElement extends createElementClass({
  tag: 'pb-countdown',
  attributes: countdownAttributes,
  styles: countdownStyles,
  View: CountdownView,
}) {}

defineElement('pb-countdown', PbCountdownElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-countdown': PbCountdownElement;
  }
}
