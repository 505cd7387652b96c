import { attribute, responsive } from '../element/attributes';
import { AUTOPLAY_SPEED_MS, SLIDER_FADE_MS } from './slider-state';

export const SLIDER_TRANSITIONS = ['fade', 'slide'] as const;
export type SliderTransition = (typeof SLIDER_TRANSITIONS)[number];

/** The attributes of `<pb-slider>`. */
export const sliderAttributes = {
  /** Index (from 0) of the slide shown on load, unless the page hash selects another. */
  active: attribute.number(0, { min: 0, integer: true }),
  /** Accessible name of the carousel region. */
  label: attribute.string(),
  /** How slides change: `fade` (cross-fade) or `slide` (sideways). */
  transition: attribute.oneOf(SLIDER_TRANSITIONS, 'fade'),
  /** Duration of a slide change in ms (the builder's `fade_speed`): 500 by default, 700 for the builder's slider. */
  fadeSpeed: attribute.number(SLIDER_FADE_MS, { min: 0 }),
  /** Rotate the slides automatically. */
  autoplay: attribute.boolean(),
  /** Time between automatic moves in ms. */
  autoplaySpeed: attribute.number(AUTOPLAY_SPEED_MS, { min: 0 }),
  /** Hovering does not pause the rotation. */
  ignoreHover: attribute.boolean(),
  /** Holds the rotation (a page script sets it); autoplay looks again every 2 s. */
  paused: attribute.boolean(),
  /** Previous/next buttons. */
  showArrows: responsive(attribute.boolean(true)),
  /** The dots, one per slide. */
  showPagination: responsive(attribute.boolean(true)),
  /** Keep the slide in the page hash as `#<id>|<index>`. */
  hashSync: attribute.boolean(),
  /** Like hash-sync, and each move by the visitor is a history entry (back/forward move the slider). */
  historySync: attribute.boolean(),
};
