import { describe, expect, it } from 'vitest';
import {
  isScrollTopShown,
  nextScrollTopPhase,
  SCROLL_TOP_THRESHOLD,
  targetIdOfHref,
  TOP_ANCHOR_ID,
} from '../../react-core/scroll-top/scroll-top-state';
import { SMOOTH_SCROLL_MS } from '../../react-core/runtime/smooth-scroll';
import { SCROLL_TOP_CRITICAL_CSS } from '../../react-core/scroll-top/critical-css';

describe('scroll-to-top threshold (SPEC §9 "Scroll-to-top threshold 800 px", §2 "appears after scrolling past 800 px")', () => {
  it('is 800 px', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(800);
  });

  it.each([
    [0, false],
    [799, false],
    [800, false],
    [801, true],
    [5000, true],
  ] as const)('at scrollY %d the button is shown: %s (strictly past the threshold)', (scrollY, shown) => {
    expect(isScrollTopShown(scrollY)).toBe(shown);
  });

  it('uses a custom threshold with the same strict comparison', () => {
    expect(isScrollTopShown(300, 300)).toBe(false);
    expect(isScrollTopShown(301, 300)).toBe(true);
    expect(isScrollTopShown(1, 0)).toBe(true);
    expect(isScrollTopShown(0, 0)).toBe(false);
  });

  it('glides to the top in the smooth scroll duration (SPEC §2: 800 ms)', () => {
    expect(SMOOTH_SCROLL_MS).toBe(800);
  });
});

describe('scroll-to-top visibility phases', () => {
  it('shows from any phase when past the threshold', () => {
    expect(nextScrollTopPhase('hidden', true)).toBe('shown');
    expect(nextScrollTopPhase('hiding', true)).toBe('shown');
    expect(nextScrollTopPhase('shown', true)).toBe('shown');
  });

  it('fades out (hiding) from shown, and stays hidden or hiding otherwise', () => {
    expect(nextScrollTopPhase('shown', false)).toBe('hiding');
    expect(nextScrollTopPhase('hiding', false)).toBe('hiding');
    expect(nextScrollTopPhase('hidden', false)).toBe('hidden');
  });
});

describe('scroll-to-top link target', () => {
  it('reads the id of an in-page href', () => {
    expect(TOP_ANCHOR_ID).toBe('top');
    expect(targetIdOfHref('#top')).toBe('top');
    expect(targetIdOfHref('#page%20top')).toBe('page top');
    expect(targetIdOfHref('#%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('ignores empty, bare and off-page hrefs', () => {
    expect(targetIdOfHref(null)).toBeUndefined();
    expect(targetIdOfHref('#')).toBeUndefined();
    expect(targetIdOfHref('/about#top')).toBeUndefined();
  });
});

describe('scroll-to-top critical CSS', () => {
  it('hides only elements that are not yet enhanced or failed, and stays tiny', () => {
    expect(SCROLL_TOP_CRITICAL_CSS).toContain('pb-scroll-top:not([data-enhanced],[data-failed])');
    expect(SCROLL_TOP_CRITICAL_CSS.length).toBeLessThan(120);
  });
});
