/**
 * The entrance-animation view: the host animates, run by the entrance-animation controller
 * (entrance-animation.ts: the decision at the upgrade before paint, the starting state, the play
 * on entering the viewport, `data-had-animation`, reduced motion).
 */
import { useLayoutEffect, useMemo } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { useReducedMotion } from '../element/hooks';
import type { animateAttributes } from './animate-attributes';
import { animationSettings, createEntranceAnimation } from './entrance-animation';

export const TAG = 'pb-animate';

export function AnimateView({ host, attributes }: ElementViewProps<typeof animateAttributes>) {
  const reducedMotion = useReducedMotion();
  const settings = useMemo(
    () => animationSettings(attributes, TAG),
    [
      attributes.animationStyle,
      attributes.animationDirection,
      attributes.animationRepeat,
      attributes.animationDuration,
      attributes.animationDelay,
      attributes.animationIntensity,
      attributes.animationStartingOpacity,
      attributes.animationSpeedCurve,
    ],
  );
  const entrance = useMemo(() => createEntranceAnimation(host), [host]);

  // Before paint: at the upgrade, and again when the settings (screen mode) or the preference change.
  useLayoutEffect(() => entrance.update(settings, reducedMotion), [entrance, settings, reducedMotion]);

  // A layout-effect cleanup: Preact skips the passive effects of a component removed before its
  // first frame, cleanups included, and a paused animation left on the removed host keeps it (and
  // its content) alive for good.
  useLayoutEffect(() => () => entrance.destroy(), [entrance]);

  return <slot />;
}
