import { attribute } from '../element/attributes';

/** The attributes of `<pb-countdown>`. */
export const countdownAttributes = {
  /** The moment the countdown reaches zero: an ISO 8601 date-time (`2026-12-01T18:00:00+01:00`); read by `parseEndDate`. */
  endDate: attribute.string(''),
  /** Optional heading shown above the timer. */
  title: attribute.string(''),
};
