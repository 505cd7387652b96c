/** Parallax backgrounds (SPEC.md §9 "Parallax factor 0.3"). */
import { describe, expect, it } from 'vitest';
import {
  clampedParallaxOffset,
  cssUrl,
  isNearViewport,
  PARALLAX_FACTOR,
  parallaxMode,
  parallaxOffset,
  parallaxTravel,
} from '../../react-core/parallax/parallax-state';

describe('SPEC §9 parallax factor 0.3', () => {
  it('is 0.3', () => {
    expect(PARALLAX_FACTOR).toBe(0.3);
  });

  it('scrolling by 100 px moves the layer by 30 px (relative to the box)', () => {
    const before = parallaxOffset(500, 400, 800);
    const after = parallaxOffset(400, 400, 800);
    expect(after - before).toBeCloseTo(30, 6);
  });

  it('is zero when the box is centred in the viewport', () => {
    expect(parallaxOffset(200, 400, 800)).toBe(0);
  });
});

describe('parallaxTravel: the layer is larger than the box by the travel, so no gap shows', () => {
  it('is factor × (box + viewport) / 2, rounded up', () => {
    expect(parallaxTravel(400, 800)).toBe(180);
    expect(parallaxTravel(401, 800)).toBe(181);
    expect(parallaxTravel(400, 800, 0.5)).toBe(300);
  });

  it('covers every offset while the box is visible', () => {
    for (const [height, viewport] of [
      [400, 800],
      [1200, 700],
      [100, 1000],
    ] as const) {
      const travel = parallaxTravel(height, viewport);
      for (let top = -height; top <= viewport; top += 7) {
        const offset = parallaxOffset(top, height, viewport);
        // Layer spans [-travel + offset, height + travel + offset]; it must cover [0, height].
        expect(-travel + offset).toBeLessThanOrEqual(0);
        expect(height + travel + offset).toBeGreaterThanOrEqual(height);
      }
    }
  });

  it('clamps the offset of boxes far away to the travel', () => {
    expect(clampedParallaxOffset(5000, 400, 800)).toBe(-180);
    expect(clampedParallaxOffset(-5000, 400, 800)).toBe(180);
  });

  it('isNearViewport', () => {
    expect(isNearViewport(900, 1300, 800)).toBe(true);
    expect(isNearViewport(1100, 1300, 800)).toBe(false);
    expect(isNearViewport(-600, -300, 800)).toBe(false);
  });
});

describe('parallaxMode', () => {
  it('reduced motion: static', () => {
    expect(parallaxMode('true', true, false)).toBe('static');
    expect(parallaxMode('css', true, false)).toBe('static');
  });

  it('true: transform; css: fixed, or transform where fixed is unsupported (touch)', () => {
    expect(parallaxMode('true', false, false)).toBe('transform');
    expect(parallaxMode('css', false, false)).toBe('fixed');
    expect(parallaxMode('css', false, true)).toBe('transform');
  });
});

describe('cssUrl: a URL never becomes more CSS', () => {
  it('quotes and escapes', () => {
    expect(cssUrl(' /img/a.svg ')).toBe('url("/img/a.svg")');
    expect(cssUrl('a") ; color:red; ("')).toBe('url("a\\") ; color:red; (\\"")');
    expect(cssUrl('a\\b')).toBe('url("a\\\\b")');
    expect(cssUrl('a\nb')).toBe('url("a\\a b")');
    expect(cssUrl('  ')).toBeNull();
  });
});

describe('critical CSS (loader budget: each module under ~300 bytes gzip)', () => {
  it('pb-animate and pb-parallax reservations are tiny and only for elements not yet upgraded', async () => {
    const { gzipSync } = await import('node:zlib');
    const { ANIMATE_CRITICAL_CSS } = await import('../../react-core/animate/critical-css');
    const { PARALLAX_CRITICAL_CSS } = await import('../../react-core/parallax/critical-css');
    for (const css of [ANIMATE_CRITICAL_CSS, PARALLAX_CRITICAL_CSS]) {
      expect(gzipSync(css).length).toBeLessThan(300);
      expect(css).toContain(':not([data-enhanced],[data-failed])');
    }
    expect(ANIMATE_CRITICAL_CSS).not.toMatch(/opacity|visibility|display:none/);
  });
});
