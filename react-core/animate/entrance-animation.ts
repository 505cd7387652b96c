/**
 * One element's entrance animation, without React: used by `<pb-animate>`'s view (the element is
 * its host) and by the page configuration's animations (page-animate.ts: the page's own elements).
 * - `update` decides, at the start and again while waiting when the settings change (call it
 *   before paint): reduced motion, or already in the viewport, gives the end state at once,
 *   marked had-animation (painted content is never flashed), except an infinite (`loop`)
 *   animation, which waits for its first intersection (at once when in view) and is never marked;
 *   otherwise the starting state is applied (a paused WAAPI animation, fill backwards) and played
 *   when the element enters the viewport (one IntersectionObserver per element, once).
 * - Reduced motion switched on while it runs: the end state at once.
 * SPEC §4: `data-had-animation` is set duration + delay after the start, never when `loop`.
 * Only `transform` and `opacity` are animated, so nothing around the element moves.
 */
import type { AttributeValues } from '../element/attributes';
import { emit } from '../element/events';
import { warnOnce } from '../runtime/warn';
import type { animateAttributes } from './animate-attributes';
import {
  ANIMATION_STYLES,
  animationKeyframes,
  animationStart,
  animationTiming,
  DEFAULT_STYLE,
  hadAnimationAfter,
  isInViewport,
  parseAnimationStyle,
  type AnimationSettings,
} from './animate-state';

/** SPEC §4 "marked as had-animation". */
export const HAD_ANIMATION_ATTRIBUTE = 'data-had-animation';

type Phase = 'waiting' | 'running' | 'done';

/** The settings an element animates with, from `<pb-animate>`'s attribute values; an unknown style warns once (naming `source`) and means the default. */
export function animationSettings(values: AttributeValues<typeof animateAttributes>, source: string): AnimationSettings {
  const parsed = parseAnimationStyle(values.animationStyle);
  if (parsed === undefined) {
    warnOnce(source, `attribute "animation-style": "${values.animationStyle}" is not one of ${ANIMATION_STYLES.join(', ')} (with a direction such as slideLeft); using the default.`);
  }
  return {
    style: parsed?.style ?? DEFAULT_STYLE,
    direction: parsed?.direction ?? values.animationDirection,
    repeat: values.animationRepeat,
    duration: values.animationDuration,
    delay: values.animationDelay,
    intensity: values.animationIntensity,
    startingOpacity: values.animationStartingOpacity,
    speedCurve: values.animationSpeedCurve,
  };
}

export interface EntranceAnimation {
  /** The settings (screen mode) or the reduced-motion preference changed, or it starts. */
  update(settings: AnimationSettings, reducedMotion: boolean): void;
  /** Stops watching and removes the starting state (the element is removed or let go). */
  destroy(): void;
}

export function createEntranceAnimation(element: HTMLElement): EntranceAnimation {
  let phase: Phase = 'waiting';
  let animation: Animation | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: IntersectionObserver | undefined;
  let latest: AnimationSettings | undefined;

  const cancel = (): void => {
    animation?.cancel();
    animation = undefined;
  };
  const stopWatching = (): void => {
    observer?.disconnect();
    observer = undefined;
  };
  const finish = (): void => {
    stopWatching();
    clearTimeout(timer);
    cancel();
    phase = 'done';
    element.setAttribute(HAD_ANIMATION_ATTRIBUTE, '');
  };
  const play = (entries: IntersectionObserverEntry[]): void => {
    if (!entries.some((entry) => entry.isIntersecting) || phase !== 'waiting' || !latest) return;
    stopWatching();
    phase = 'running';
    const current = latest;
    animation?.play();
    emit(element, 'pb-animate-start', { settings: current });
    const after = hadAnimationAfter(current);
    if (after !== null) timer = setTimeout(finish, after);
  };

  return {
    update(settings, reducedMotion) {
      latest = settings;
      if (phase === 'running' && reducedMotion) finish();
      if (phase !== 'waiting') return;
      cancel();
      const rect = element.getBoundingClientRect();
      const start = animationStart(reducedMotion, isInViewport(rect.top, rect.bottom, window.innerHeight), settings.repeat);
      if (start !== 'wait' || typeof element.animate !== 'function') {
        finish();
        return;
      }
      animation = element.animate(
        animationKeyframes(settings.style, settings.direction, settings.intensity, settings.startingOpacity) as Keyframe[],
        animationTiming(settings),
      );
      // Paused at time 0: the delay phase, so fill backwards shows the starting state.
      animation.pause();
      if (!observer) {
        observer = new IntersectionObserver(play);
        observer.observe(element);
      }
    },
    destroy() {
      stopWatching();
      clearTimeout(timer);
      cancel();
    },
  };
}
