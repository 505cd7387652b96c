import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_LINE_FRACTION,
  activationLine,
  activeSectionIndex,
  DEFAULT_SECTIONS_SELECTOR,
  idOfHref,
  normalizeName,
  type SectionBox,
} from '../../react-core/dot-nav/dot-nav-state';
import { DOT_NAV_CRITICAL_CSS } from '../../react-core/dot-nav/critical-css';

/** Four 1000 px sections starting at document y 200 on a 4200 px page, seen at `scrollY`. */
function page(scrollY: number, heights = [1000, 1000, 1000, 1000], start = 200): SectionBox[] {
  let top = start;
  return heights.map((height) => {
    const box = { top: top - scrollY, height };
    top += height;
    return box;
  });
}

const VIEWPORT = 900;
const input = (scrollY: number, offset = 0, sections = page(scrollY), scrollHeight = 4200) => ({
  sections,
  offset,
  viewportHeight: VIEWPORT,
  scrollY,
  scrollHeight,
});

describe('dot navigation: the activation line', () => {
  it('lies a third of the way down the viewport below the covered top', () => {
    expect(ACTIVATION_LINE_FRACTION).toBeCloseTo(1 / 3);
    expect(activationLine(0, 900)).toBe(300);
    expect(activationLine(100, 900)).toBeCloseTo(100 + 800 / 3);
  });

  it('treats a negative offset as none and never goes below the viewport top', () => {
    expect(activationLine(-20, 900)).toBe(300);
    expect(activationLine(1000, 900)).toBe(1000);
  });
});

describe('dot navigation: the current section (SPEC §1 "side dot navigation listing page sections")', () => {
  it('is the first section at the very top of the page, even before it reaches the line', () => {
    expect(activeSectionIndex(input(0, 0, page(0, [1000, 1000, 1000, 1000], 700)))).toBe(0);
  });

  it('is the first section at the very top even when a short second one is above the line', () => {
    expect(activeSectionIndex(input(0, 0, page(0, [50, 50, 2000, 2000], 0)))).toBe(0);
  });

  it('is the last section whose top passed the line', () => {
    // Section 1 starts at document y 1200: its top is at the line (300) at scrollY 900.
    expect(activeSectionIndex(input(899))).toBe(0);
    expect(activeSectionIndex(input(900))).toBe(1);
    expect(activeSectionIndex(input(1500))).toBe(1);
    expect(activeSectionIndex(input(1900))).toBe(2);
  });

  it('moves the line down by the covered top (admin bar, fixed header)', () => {
    // Line at 100 + 800/3 ≈ 366.7: section 1 (document y 1200) passes it at scrollY ≥ 833.4.
    expect(activeSectionIndex(input(833, 100))).toBe(0);
    expect(activeSectionIndex(input(834, 100))).toBe(1);
  });

  it('is the first section while none has reached the line yet (below the top of the page)', () => {
    expect(activeSectionIndex(input(50, 0, page(50, [1000, 1000, 1000, 1000], 1000), 5000))).toBe(0);
  });

  it('is the last section at the very bottom, even when it is too short to reach the line', () => {
    const heights = [1000, 1000, 1000, 200];
    const scrollHeight = 200 + 3200; // 3400
    const bottom = scrollHeight - VIEWPORT; // 2500
    expect(activeSectionIndex(input(bottom - 2, 0, page(bottom - 2, heights), scrollHeight))).toBe(2);
    expect(activeSectionIndex(input(bottom - 1, 0, page(bottom - 1, heights), scrollHeight))).toBe(3);
    expect(activeSectionIndex(input(bottom, 0, page(bottom, heights), scrollHeight))).toBe(3);
  });

  it('compares positions, not list order', () => {
    const sections = page(1500).reverse();
    expect(activeSectionIndex(input(1500, 0, sections))).toBe(2);
    expect(activeSectionIndex(input(0, 0, page(0).reverse()))).toBe(3);
  });

  it('skips sections with no height (hidden) and is -1 without any', () => {
    const sections = page(1500);
    sections[1] = { top: 0, height: 0 };
    expect(activeSectionIndex(input(1500, 0, sections))).toBe(0);
    expect(activeSectionIndex(input(1500, 0, []))).toBe(-1);
    expect(activeSectionIndex(input(1500, 0, [{ top: 0, height: 0 }]))).toBe(-1);
  });
});

describe('dot navigation: names and links', () => {
  it('collapses whitespace in names', () => {
    expect(normalizeName('  Our \n  story ')).toBe('Our story');
    expect(normalizeName(null)).toBe('');
  });

  it('reads in-page hrefs only', () => {
    expect(idOfHref('#intro')).toBe('intro');
    expect(idOfHref('#')).toBeUndefined();
    expect(idOfHref('/x#intro')).toBeUndefined();
  });

  it('lists main section[id] by default; its critical CSS is tiny and ends at the upgrade', () => {
    expect(DEFAULT_SECTIONS_SELECTOR).toBe('main section[id]');
    expect(DOT_NAV_CRITICAL_CSS).toContain('pb-dot-nav:not([data-enhanced],[data-failed])');
    expect(DOT_NAV_CRITICAL_CSS.length).toBeLessThan(120);
  });
});
