import { attribute, responsive, settingName } from '../element/attributes';
import {
  ANIMATION_DIRECTIONS,
  ANIMATION_REPEATS,
  DEFAULT_DELAY_MS,
  DEFAULT_DIRECTION,
  DEFAULT_DURATION_MS,
  DEFAULT_INTENSITY,
  DEFAULT_SPEED_CURVE,
  DEFAULT_STARTING_OPACITY,
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
  /** A style (`slide`) or, as the builder writes it, a style with its direction (`slideLeft`): read by `parseAnimationStyle`. */
  animationStyle: settingName(responsive(attribute.string('')), 'style'),
  animationDirection: settingName(responsive(attribute.oneOf(ANIMATION_DIRECTIONS, DEFAULT_DIRECTION)), 'direction'),
  animationRepeat: settingName(responsive(attribute.oneOf(ANIMATION_REPEATS, 'once')), 'repeat'),
  animationDuration: settingName(responsive(attribute.number(DEFAULT_DURATION_MS, { min: 0 })), 'duration'),
  animationDelay: settingName(responsive(attribute.number(DEFAULT_DELAY_MS, { min: 0 })), 'delay'),
  animationIntensity: settingName(responsive(attribute.number(DEFAULT_INTENSITY, { min: 0, max: 100, percent: true })), 'intensity'),
  animationStartingOpacity: settingName(
    responsive(attribute.number(DEFAULT_STARTING_OPACITY, { min: 0, max: 100, percent: true })),
    'starting_opacity',
  ),
  animationSpeedCurve: settingName(responsive(attribute.oneOf(SPEED_CURVES, DEFAULT_SPEED_CURVE)), 'speed_curve'),
};
