/**
 * Entrance animations (SPEC.md §3 "Animation data": style, repeat, duration, delay, intensity,
 * starting_opacity, speed_curve; §4 "Animations": marked had-animation after duration plus delay,
 * unless infinite; §5 speed curves; §9 "Forms and animation": intensity 50, starting opacity 0,
 * styles fade, slide, bounce, zoom, flip, fold, roll, with directions). Pure: no DOM here.
 *
 * Every keyframe uses only `transform` and `opacity`, so the animation runs on the compositor and
 * never moves the layout around it.
 */

export const ANIMATION_STYLES = ['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll'] as const;
export type AnimationStyle = (typeof ANIMATION_STYLES)[number];
export const ANIMATION_DIRECTIONS = ['center', 'top', 'right', 'bottom', 'left'] as const;
export type AnimationDirection = (typeof ANIMATION_DIRECTIONS)[number];
export const ANIMATION_REPEATS = ['once', 'loop'] as const;
export type AnimationRepeat = (typeof ANIMATION_REPEATS)[number];
/** SPEC §5: the allowed speed curves; anything else is rejected with a warning. */
export const SPEED_CURVES = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;
export type SpeedCurve = (typeof SPEED_CURVES)[number];

/** SPEC §5 "default ease-in-out". */
export const DEFAULT_SPEED_CURVE: SpeedCurve = 'ease-in-out';
/** SPEC §9 "Default animation intensity 50". */
export const DEFAULT_INTENSITY = 50;
/** SPEC §9 "starting opacity 0" (percent). */
export const DEFAULT_STARTING_OPACITY = 0;
/** Not in SPEC (it names no default duration for entrance animations); the builder's 1000 ms. */
export const DEFAULT_DURATION_MS = 1000;
export const DEFAULT_DELAY_MS = 0;
export const DEFAULT_STYLE: AnimationStyle = 'fade';
export const DEFAULT_DIRECTION: AnimationDirection = 'center';

/**
 * Reads an animation style, alone (`slide`) or with its direction as the builder's animation data
 * writes it (`slideLeft`, `slide-left`, `slide_left`). Empty or `default` gives `null` (the
 * default style); an unknown word gives `undefined` (the caller warns).
 */
export function parseAnimationStyle(raw: string): { style: AnimationStyle; direction: AnimationDirection | null } | null | undefined {
  const word = raw.trim().toLowerCase();
  if (word === '' || word === 'default') return null;
  const match = /^([a-z]+?)(?:[-_ ]?(center|top|right|bottom|left))?$/.exec(word);
  const style = match?.[1];
  if (!match || !(ANIMATION_STYLES as readonly string[]).includes(style ?? '')) return undefined;
  return { style: style as AnimationStyle, direction: (match[2] as AnimationDirection | undefined) ?? null };
}

/** The perspective flips and folds are seen through (inside `transform`, not a layout property). */
export const PERSPECTIVE_PX = 2000;

export interface AnimationSettings {
  style: AnimationStyle;
  direction: AnimationDirection;
  repeat: AnimationRepeat;
  duration: number;
  delay: number;
  intensity: number;
  startingOpacity: number;
  speedCurve: SpeedCurve;
}

export interface AnimationKeyframe {
  offset?: number;
  transform?: string;
  opacity?: number;
  easing?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
}

/** Rounds to 3 decimals so the keyframes are readable and stable in tests. */
function round(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The unit vector the content comes FROM: `left` starts to the left of its place. */
function directionVector(direction: AnimationDirection): [number, number] {
  switch (direction) {
    case 'top':
      return [0, -1];
    case 'bottom':
      return [0, 1];
    case 'left':
      return [-1, 0];
    case 'right':
      return [1, 0];
    default:
      return [0, 0];
  }
}

function translate(x: number, y: number, unit = '%'): string {
  return `translate(${round(x)}${unit}, ${round(y)}${unit})`;
}

/**
 * The starting transform of a style (the end is always `none`). `strength` is the intensity as a
 * fraction (0–1). Exported for the tests and the README table.
 */
export function startTransform(style: AnimationStyle, direction: AnimationDirection, strength: number): string {
  const [dx, dy] = directionVector(direction);
  switch (style) {
    case 'fade':
      return 'none';
    case 'slide':
    case 'bounce': {
      // From the side: up to a full box width/height away. From the centre: scaled down.
      if (direction === 'center') return `scale(${round(1 - strength)})`;
      return translate(dx * strength * 100, dy * strength * 100);
    }
    case 'zoom': {
      // Scaled down by the intensity, and coming a little from the direction.
      const scale = `scale(${round(1 - strength)})`;
      return direction === 'center' ? scale : `${translate(dx * strength * 50, dy * strength * 50)} ${scale}`;
    }
    case 'flip': {
      // Turned around the axis facing the direction, by up to 90°.
      const angle = strength * 90;
      if (direction === 'top') return `perspective(${PERSPECTIVE_PX}px) rotateX(${round(angle)}deg)`;
      if (direction === 'bottom') return `perspective(${PERSPECTIVE_PX}px) rotateX(${round(-angle)}deg)`;
      if (direction === 'left') return `perspective(${PERSPECTIVE_PX}px) rotateY(${round(-angle)}deg)`;
      return `perspective(${PERSPECTIVE_PX}px) rotateY(${round(angle)}deg)`;
    }
    case 'fold': {
      // Hinged at the edge it comes from (a rotation around that edge, written as translations
      // around the rotation so no transform-origin is needed), by up to 90°.
      const angle = strength * 90;
      const p = `perspective(${PERSPECTIVE_PX}px)`;
      if (direction === 'top') return `${p} translateY(-50%) rotateX(${round(angle)}deg) translateY(50%)`;
      if (direction === 'bottom') return `${p} translateY(50%) rotateX(${round(-angle)}deg) translateY(-50%)`;
      if (direction === 'left') return `${p} translateX(-50%) rotateY(${round(-angle)}deg) translateX(50%)`;
      if (direction === 'right') return `${p} translateX(50%) rotateY(${round(angle)}deg) translateX(-50%)`;
      return `${p} rotateY(${round(angle)}deg)`;
    }
    case 'roll': {
      // Rolling in: turned by up to 360° and coming from the direction.
      const angle = (dx > 0 || dy > 0 ? 1 : -1) * strength * 360;
      const rotate = `rotate(${round(angle)}deg)`;
      return direction === 'center' ? rotate : `${translate(dx * strength * 100, dy * strength * 100)} ${rotate}`;
    }
  }
}

/**
 * The WAAPI keyframes of an entrance animation: from the style's starting transform at the
 * starting opacity to the content's own place (`transform: none`, opacity 1). Only `transform`
 * and `opacity` appear. `intensity` and `startingOpacity` are percentages (0–100, clamped).
 * Bounce overshoots its place and settles back.
 */
export function animationKeyframes(
  style: AnimationStyle,
  direction: AnimationDirection,
  intensity: number = DEFAULT_INTENSITY,
  startingOpacity: number = DEFAULT_STARTING_OPACITY,
): AnimationKeyframe[] {
  const strength = clamp(intensity, 0, 100) / 100;
  const opacity = round(clamp(startingOpacity, 0, 100) / 100);
  if (style === 'fade') return [{ opacity }, { opacity: 1 }];
  const start = startTransform(style, direction, strength);
  if (style === 'bounce') {
    const [dx, dy] = directionVector(direction);
    // Past the place by a fifth of the travel, back by a tenth, then settled.
    const overshoot = direction === 'center' ? `scale(${round(1 + strength * 0.1)})` : translate(-dx * strength * 20, -dy * strength * 20);
    const rebound = direction === 'center' ? `scale(${round(1 - strength * 0.05)})` : translate(dx * strength * 10, dy * strength * 10);
    return [
      { offset: 0, transform: start, opacity },
      { offset: 0.6, transform: overshoot, opacity: 1 },
      { offset: 0.8, transform: rebound, opacity: 1 },
      { offset: 1, transform: 'none', opacity: 1 },
    ];
  }
  return [
    { transform: start, opacity },
    { transform: 'none', opacity: 1 },
  ];
}

/** SPEC §4: the time after the start at which the element is marked had-animation; null when infinite. */
export function hadAnimationAfter(settings: Pick<AnimationSettings, 'duration' | 'delay' | 'repeat'>): number | null {
  if (settings.repeat === 'loop') return null;
  return Math.max(0, settings.duration) + Math.max(0, settings.delay);
}

/** WAAPI timing: `loop` repeats forever; the starting state shows during the delay (fill backwards). */
export function animationTiming(settings: AnimationSettings): KeyframeAnimationOptions {
  return {
    duration: Math.max(0, settings.duration),
    delay: Math.max(0, settings.delay),
    easing: settings.speedCurve,
    iterations: settings.repeat === 'loop' ? Infinity : 1,
    fill: 'backwards',
  };
}

/** What to do with an element when it upgrades. */
export type AnimationStart =
  /** Reduced motion: the end state at once, marked had-animation. */
  | 'end-state'
  /** Already on screen at the upgrade: it was painted in its end state, so it stays (no flash). */
  | 'in-view'
  /**
   * Below (or above) the viewport: the starting state now, the animation when it enters. Also an
   * infinite (`loop`) animation already on screen: it is meant to keep moving, so it starts (SPEC
   * §4: never marked had-animation).
   */
  | 'wait';

/** Whether a box (from getBoundingClientRect) intersects the viewport. */
export function isInViewport(top: number, bottom: number, viewportHeight: number): boolean {
  return bottom > 0 && top < viewportHeight;
}

export function animationStart(reducedMotion: boolean, inView: boolean, repeat: AnimationRepeat = 'once'): AnimationStart {
  if (reducedMotion) return 'end-state';
  return inView && repeat !== 'loop' ? 'in-view' : 'wait';
}
