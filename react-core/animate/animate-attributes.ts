import { attribute, responsive } from '../element/attributes';
import {
  ANIMATION_DIRECTIONS,
  ANIMATION_REPEATS,
  ANIMATION_STYLES,
  DEFAULT_DELAY_MS,
  DEFAULT_DIRECTION,
  DEFAULT_DURATION_MS,
  DEFAULT_INTENSITY,
  DEFAULT_SPEED_CURVE,
  DEFAULT_STARTING_OPACITY,
  DEFAULT_STYLE,
  SPEED_CURVES,
} from './animate-state';

/**
 * The attributes of `<pb-animate>`: SPEC §3 "Animation data" fields in kebab-case, each with an
 * `animation-` prefix (`style` and `class` are HTML global attributes), each with `-tablet` and
 * `-phone` variants. `animation-direction` is the direction part of the builder's style
 * (`slideLeft` = style slide, direction left). A value outside the allowed set (a speed curve
 * such as `steps(4)`) gives one console warning and the default.
 */
export const animateAttributes = {
  animationStyle: responsive(attribute.oneOf(ANIMATION_STYLES, DEFAULT_STYLE)),
  animationDirection: responsive(attribute.oneOf(ANIMATION_DIRECTIONS, DEFAULT_DIRECTION)),
  animationRepeat: responsive(attribute.oneOf(ANIMATION_REPEATS, 'once')),
  animationDuration: responsive(attribute.number(DEFAULT_DURATION_MS, { min: 0 })),
  animationDelay: responsive(attribute.number(DEFAULT_DELAY_MS, { min: 0 })),
  animationIntensity: responsive(attribute.number(DEFAULT_INTENSITY, { min: 0, max: 100 })),
  animationStartingOpacity: responsive(attribute.number(DEFAULT_STARTING_OPACITY, { min: 0, max: 100 })),
  animationSpeedCurve: responsive(attribute.oneOf(SPEED_CURVES, DEFAULT_SPEED_CURVE)),
};
