import { attribute } from '../element/attributes';
import { CIRCLE_COUNTER_SIZE, NUMBER_COUNTER_DURATION_MS } from './counters-state';

/** The attributes of `<pb-circle-counter>`. */
export const circleCounterAttributes = {
  /** The percentage the ring fills, 0–100 (decimals allowed: their digits are shown). */
  number: attribute.number(0, { min: 0, max: 100 }),
  /** Colour of the filled arc (any CSS colour); else `--pb-circle-counter-bar-color`. */
  barColor: attribute.string(''),
  /** Colour of the unfilled track; else `--pb-circle-counter-track-color`. */
  trackColor: attribute.string(''),
  /** Diameter of the ring in CSS px; else `--pb-circle-counter-size` (180px). */
  size: attribute.number(CIRCLE_COUNTER_SIZE, { min: 20 }),
};

/** The attributes of `<pb-number-counter>`. */
export const numberCounterAttributes = {
  /** The number counted up to, as written (`1234`, `12.50`: the decimals shown are its own digits). Read by `parseCounterNumber`. */
  number: attribute.string(''),
  /** Appends `%`. */
  percent: attribute.boolean(false),
  /** How long the count lasts, in ms. */
  duration: attribute.number(NUMBER_COUNTER_DURATION_MS, { min: 0 }),
  /** Thousands separator: empty/absent = the page locale's, `none` = no separator, else the text itself. Read by `parseSeparator`. */
  separator: attribute.string(''),
};
