/**
 * Entrance animations (SPEC.md §3 "Animation data", §4 "Animations", §5 speed curves,
 * §9 "Forms and animation": intensity 50, starting opacity 0, styles with directions).
 */
import { describe, expect, it } from 'vitest';
import { observedAttributeNames } from '../../react-core/element/attributes';
import { animateAttributes } from '../../react-core/animate/animate-attributes';
import {
  ANIMATION_DIRECTIONS,
  ANIMATION_STYLES,
  animationKeyframes,
  animationStart,
  animationTiming,
  DEFAULT_INTENSITY,
  DEFAULT_SPEED_CURVE,
  DEFAULT_STARTING_OPACITY,
  hadAnimationAfter,
  isInViewport,
  SPEED_CURVES,
  startTransform,
  type AnimationSettings,
  parseAnimationStyle,
} from '../../react-core/animate/animate-state';

const SETTINGS: AnimationSettings = {
  style: 'slide',
  direction: 'left',
  repeat: 'once',
  duration: 300,
  delay: 200,
  intensity: 50,
  startingOpacity: 0,
  speedCurve: 'ease-in-out',
};

describe('SPEC §9 animation defaults', () => {
  it('intensity 50, starting opacity 0, speed curve ease-in-out (§5)', () => {
    expect(DEFAULT_INTENSITY).toBe(50);
    expect(DEFAULT_STARTING_OPACITY).toBe(0);
    expect(DEFAULT_SPEED_CURVE).toBe('ease-in-out');
  });

  it('§5 allows exactly linear, ease, ease-in, ease-out, ease-in-out', () => {
    expect([...SPEED_CURVES]).toEqual(['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']);
  });

  it('§9 styles: fade, slide, bounce, zoom, flip, fold, roll', () => {
    expect([...ANIMATION_STYLES]).toEqual(['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll']);
  });
});

describe('animationKeyframes: compositor-only keyframes per style', () => {
  for (const style of ANIMATION_STYLES) {
    for (const direction of ANIMATION_DIRECTIONS) {
      it(`${style} ${direction}: only transform and opacity, ending in place at opacity 1`, () => {
        const frames = animationKeyframes(style, direction, 50, 0);
        expect(frames.length).toBeGreaterThanOrEqual(2);
        for (const frame of frames) {
          for (const key of Object.keys(frame)) expect(['transform', 'opacity', 'offset']).toContain(key);
        }
        const last = frames[frames.length - 1]!;
        expect(last.opacity).toBe(1);
        if (style !== 'fade') expect(last.transform).toBe('none');
        expect(frames[0]!.opacity).toBe(0);
      });
    }
  }

  it('§9 "with directions": every style but fade starts differently from each side, and moves at all', () => {
    for (const style of ANIMATION_STYLES.filter((name) => name !== 'fade')) {
      const starts = (['top', 'right', 'bottom', 'left'] as const).map((direction) => startTransform(style, direction, 0.5));
      expect(new Set(starts).size, style).toBe(4);
      for (const direction of ANIMATION_DIRECTIONS) expect(startTransform(style, direction, 0.5), `${style} ${direction}`).not.toBe('none');
    }
  });

  it('fade goes from the starting opacity (percent) to 1', () => {
    expect(animationKeyframes('fade', 'center', 50, 40)).toEqual([{ opacity: 0.4 }, { opacity: 1 }]);
  });

  it('starting opacity and intensity are clamped to 0–100', () => {
    expect(animationKeyframes('fade', 'center', 50, 250)[0]!.opacity).toBe(1);
    expect(animationKeyframes('slide', 'left', 500, 0)[0]!.transform).toBe('translate(-100%, 0%)');
  });

  it('slide distance is proportional to the intensity, from the direction', () => {
    expect(animationKeyframes('slide', 'left', 50)[0]!.transform).toBe('translate(-50%, 0%)');
    expect(animationKeyframes('slide', 'left', 20)[0]!.transform).toBe('translate(-20%, 0%)');
    expect(animationKeyframes('slide', 'right', 50)[0]!.transform).toBe('translate(50%, 0%)');
    expect(animationKeyframes('slide', 'top', 50)[0]!.transform).toBe('translate(0%, -50%)');
    expect(animationKeyframes('slide', 'bottom', 50)[0]!.transform).toBe('translate(0%, 50%)');
    expect(animationKeyframes('slide', 'center', 50)[0]!.transform).toBe('scale(0.5)');
  });

  it('intensity 0 starts in place (only the opacity changes)', () => {
    expect(startTransform('slide', 'left', 0)).toBe('translate(0%, 0%)');
    expect(startTransform('zoom', 'center', 0)).toBe('scale(1)');
    expect(startTransform('flip', 'left', 0)).toContain('rotateY(0deg)');
  });

  it('zoom scales by the intensity', () => {
    expect(startTransform('zoom', 'center', 0.5)).toBe('scale(0.5)');
    expect(startTransform('zoom', 'center', 0.2)).toBe('scale(0.8)');
    expect(startTransform('zoom', 'left', 0.5)).toBe('translate(-25%, 0%) scale(0.5)');
  });

  it('flip turns by up to 90° around the axis of the direction', () => {
    expect(startTransform('flip', 'top', 0.5)).toBe('perspective(2000px) rotateX(45deg)');
    expect(startTransform('flip', 'bottom', 1)).toBe('perspective(2000px) rotateX(-90deg)');
    expect(startTransform('flip', 'left', 0.5)).toBe('perspective(2000px) rotateY(-45deg)');
    expect(startTransform('flip', 'right', 0.5)).toBe('perspective(2000px) rotateY(45deg)');
  });

  it('fold hinges at the edge it comes from', () => {
    expect(startTransform('fold', 'left', 0.5)).toBe('perspective(2000px) translateX(-50%) rotateY(-45deg) translateX(50%)');
    expect(startTransform('fold', 'top', 1)).toBe('perspective(2000px) translateY(-50%) rotateX(90deg) translateY(50%)');
  });

  it('roll rotates and translates', () => {
    expect(startTransform('roll', 'left', 0.5)).toBe('translate(-50%, 0%) rotate(-180deg)');
    expect(startTransform('roll', 'right', 0.5)).toBe('translate(50%, 0%) rotate(180deg)');
    expect(startTransform('roll', 'center', 0.25)).toBe('rotate(-90deg)');
  });

  it('bounce overshoots its place and settles', () => {
    const frames = animationKeyframes('bounce', 'left', 50, 0);
    expect(frames.map((frame) => frame.offset)).toEqual([0, 0.6, 0.8, 1]);
    expect(frames[0]!.transform).toBe('translate(-50%, 0%)');
    expect(frames[1]!.transform).toBe('translate(10%, 0%)');
    expect(frames[2]!.transform).toBe('translate(-5%, 0%)');
    expect(frames[3]!.transform).toBe('none');
    expect(animationKeyframes('bounce', 'center', 50)[1]!.transform).toBe('scale(1.05)');
  });
});

describe('SPEC §4 had-animation after duration plus delay, unless infinite', () => {
  it('duration + delay for once', () => {
    expect(hadAnimationAfter(SETTINGS)).toBe(500);
    expect(hadAnimationAfter({ ...SETTINGS, delay: 0, duration: 1000 })).toBe(1000);
  });

  it('never for loop (infinite)', () => {
    expect(hadAnimationAfter({ ...SETTINGS, repeat: 'loop' })).toBeNull();
  });
});

describe('animationTiming', () => {
  it('maps duration, delay and the speed curve; starting state during the delay', () => {
    expect(animationTiming(SETTINGS)).toEqual({ duration: 300, delay: 200, easing: 'ease-in-out', iterations: 1, fill: 'backwards' });
  });

  it('loop repeats forever', () => {
    expect(animationTiming({ ...SETTINGS, repeat: 'loop' }).iterations).toBe(Infinity);
  });
});

describe('animationStart', () => {
  it('reduced motion shows the end state', () => {
    expect(animationStart(true, false)).toBe('end-state');
    expect(animationStart(true, true)).toBe('end-state');
  });

  it('in view at the upgrade: left as painted; out of view: waits', () => {
    expect(animationStart(false, true)).toBe('in-view');
    expect(animationStart(false, false)).toBe('wait');
  });

  it('§4 an infinite (loop) animation already in view starts (it is never marked had-animation)', () => {
    expect(animationStart(false, true, 'loop')).toBe('wait');
    expect(animationStart(false, false, 'loop')).toBe('wait');
    expect(animationStart(false, true, 'once')).toBe('in-view');
    expect(animationStart(true, true, 'loop')).toBe('end-state');
  });

  it('isInViewport', () => {
    expect(isInViewport(100, 200, 800)).toBe(true);
    expect(isInViewport(800, 900, 800)).toBe(false);
    expect(isInViewport(-200, 0, 800)).toBe(false);
    expect(isInViewport(-200, 1, 800)).toBe(true);
  });
});

describe('SPEC §3 animation data: each field has _tablet and _phone variants', () => {
  it('every field (style with its direction, repeat, duration, delay, intensity, starting opacity, speed curve) reads -tablet and -phone', () => {
    const names = observedAttributeNames(animateAttributes);
    const fields = ['style', 'direction', 'repeat', 'duration', 'delay', 'intensity', 'starting-opacity', 'speed-curve'];
    for (const field of fields) {
      for (const suffix of ['', '-tablet', '-phone']) expect(names).toContain(`animation-${field}${suffix}`);
    }
    expect(names.filter((name) => name.startsWith('animation-'))).toHaveLength(fields.length * 3);
  });

  it('§9 defaults in the attribute schema: intensity 50, starting opacity 0, speed curve ease-in-out, once', () => {
    expect(animateAttributes.animationIntensity.fallback).toBe(50);
    expect(animateAttributes.animationStartingOpacity.fallback).toBe(0);
    expect(animateAttributes.animationSpeedCurve.fallback).toBe('ease-in-out');
    expect(animateAttributes.animationRepeat.fallback).toBe('once');
  });
});

describe('SPEC §9 "Animation styles … with directions": a style alone or with its direction as the builder writes it', () => {
  it('reads slide, slideLeft, slide-left, slide_left and zoomCenter', () => {
    expect(parseAnimationStyle('slide')).toEqual({ style: 'slide', direction: null });
    expect(parseAnimationStyle('slideLeft')).toEqual({ style: 'slide', direction: 'left' });
    expect(parseAnimationStyle('slide-left')).toEqual({ style: 'slide', direction: 'left' });
    expect(parseAnimationStyle('ROLL_right')).toEqual({ style: 'roll', direction: 'right' });
    expect(parseAnimationStyle('zoomCenter')).toEqual({ style: 'zoom', direction: 'center' });
    expect(parseAnimationStyle('bounce')).toEqual({ style: 'bounce', direction: null });
  });

  it('gives null for empty or default and undefined for an unknown style or direction', () => {
    expect(parseAnimationStyle('')).toBeNull();
    expect(parseAnimationStyle('default')).toBeNull();
    expect(parseAnimationStyle('wobble')).toBeUndefined();
    expect(parseAnimationStyle('slideUp')).toBeUndefined();
    expect(parseAnimationStyle('slide left top')).toBeUndefined();
  });
});
