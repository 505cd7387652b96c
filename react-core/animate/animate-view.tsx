/**
 * The entrance-animation view. At the upgrade (a layout effect, before paint) it decides:
 * - reduced motion: nothing moves; the content stays in its end state and is marked at once;
 * - the element is already in the viewport: it was painted in its end state, so it stays there
 *   (animating it would first hide content the visitor sees: a flash) and is marked at once,
 *   except an infinite (`loop`) animation, which starts at once and is never marked (SPEC §4);
 * - otherwise the starting state is applied now (a paused WAAPI animation, fill backwards) and
 *   played when the element enters the viewport (one IntersectionObserver per element, once).
 * SPEC §4: `data-had-animation` is set duration + delay after the start, never when `loop`.
 * Only `transform` and `opacity` are animated, on the host, so nothing around it moves.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useReducedMotion } from '../element/hooks';
import type { animateAttributes } from './animate-attributes';
import { warnOnce } from '../runtime/warn';
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

export const TAG = 'pb-animate';
/** SPEC §4 "marked as had-animation". */
export const HAD_ANIMATION_ATTRIBUTE = 'data-had-animation';

type Phase = 'waiting' | 'running' | 'done';

function markHadAnimation(host: HTMLElement): void {
  host.setAttribute(HAD_ANIMATION_ATTRIBUTE, '');
}

export function AnimateView({ host, attributes }: ElementViewProps<typeof animateAttributes>) {
  const reducedMotion = useReducedMotion();
  const style = useMemo(() => {
    const parsed = parseAnimationStyle(attributes.animationStyle);
    if (parsed === undefined) {
      warnOnce(TAG, `attribute "animation-style": "${attributes.animationStyle}" is not one of ${ANIMATION_STYLES.join(', ')} (with a direction such as slideLeft); using the default.`);
    }
    return parsed ?? { style: DEFAULT_STYLE, direction: null };
  }, [attributes.animationStyle]);
  const settings = useMemo<AnimationSettings>(
    () => ({
      style: style.style,
      direction: style.direction ?? attributes.animationDirection,
      repeat: attributes.animationRepeat,
      duration: attributes.animationDuration,
      delay: attributes.animationDelay,
      intensity: attributes.animationIntensity,
      startingOpacity: attributes.animationStartingOpacity,
      speedCurve: attributes.animationSpeedCurve,
    }),
    [
      style,
      attributes.animationDirection,
      attributes.animationRepeat,
      attributes.animationDuration,
      attributes.animationDelay,
      attributes.animationIntensity,
      attributes.animationStartingOpacity,
      attributes.animationSpeedCurve,
    ],
  );
  const phase = useRef<Phase>('waiting');
  const animation = useRef<Animation | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(settings);
  latest.current = settings;

  // The decision at the upgrade, and again while waiting when the settings (screen mode) change.
  useLayoutEffect(() => {
    if (phase.current !== 'waiting') return;
    animation.current?.cancel();
    animation.current = undefined;
    const rect = host.getBoundingClientRect();
    const start = animationStart(reducedMotion, isInViewport(rect.top, rect.bottom, window.innerHeight), settings.repeat);
    if (start !== 'wait' || typeof host.animate !== 'function') {
      phase.current = 'done';
      markHadAnimation(host);
      return;
    }
    const waiting = host.animate(
      animationKeyframes(settings.style, settings.direction, settings.intensity, settings.startingOpacity) as Keyframe[],
      animationTiming(settings),
    );
    // Paused at time 0: the delay phase, so fill backwards shows the starting state.
    waiting.pause();
    animation.current = waiting;
  }, [host, settings, reducedMotion]);

  // Plays the waiting animation when the element enters the viewport (once).
  useEffect(() => {
    if (phase.current !== 'waiting') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || phase.current !== 'waiting') return;
      observer.disconnect();
      phase.current = 'running';
      const current = latest.current;
      animation.current?.play();
      emit(host, 'pb-animate-start', { settings: current });
      const after = hadAnimationAfter(current);
      if (after === null) return;
      timer.current = setTimeout(() => {
        phase.current = 'done';
        markHadAnimation(host);
      }, after);
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, settings, reducedMotion]);

  // Reduced motion switched on mid-way: jump to the end state.
  useEffect(() => {
    if (!reducedMotion || phase.current === 'done') return;
    clearTimeout(timer.current);
    animation.current?.cancel();
    animation.current = undefined;
    phase.current = 'done';
    markHadAnimation(host);
  }, [host, reducedMotion]);

  // A layout-effect cleanup, like the layout effect that creates the waiting animation: Preact
  // skips the passive effects of a component removed before its first frame, cleanups included,
  // and a paused animation left on the removed host keeps it (and its content) alive for good.
  useLayoutEffect(
    () => () => {
      clearTimeout(timer.current);
      animation.current?.cancel();
    },
    [host],
  );

  return <slot />;
}
