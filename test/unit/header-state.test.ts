import { describe, expect, it } from 'vitest';
import {
  FIXED_HEADER_RESIZE_DEBOUNCE_MS,
  FIXED_NAV_BREAKPOINT,
  SHRINK_MIN_WIDTH,
  SPLIT_CSS_MAX_HALF,
  WIDE_FIXED_NAV_BREAKPOINT,
  fixedAllowed,
  fixedBottom,
  secondHalfSelector,
  shouldBeFixed,
  shouldShrink,
  fixedNavOptions,
  splitOrder,
  splitPoint,
} from '../../react-core/header/header-state';
import { HEADER_CRITICAL_CSS, HEADER_PRINT_CSS } from '../../react-core/header/critical-css';

describe('SPEC §9 constants of the header', () => {
  it('fixed nav 980 px, the theme variant 1024 px, resize debounce 300 ms, shrink from 980 px', () => {
    expect(FIXED_NAV_BREAKPOINT).toBe(980);
    expect(WIDE_FIXED_NAV_BREAKPOINT).toBe(1024);
    expect(FIXED_HEADER_RESIZE_DEBOUNCE_MS).toBe(300);
    expect(SHRINK_MIN_WIDTH).toBe(980);
  });
});

describe('fixedAllowed: fixed navigation breakpoint (980 px, or 1024 px or more for "wide")', () => {
  it.each([
    [960, false],
    [980, false],
    [981, true],
    [1000, true],
  ])('standard at %d px: %s', (width, expected) => {
    expect(fixedAllowed(width)).toBe(expected);
    expect(fixedAllowed(width, 'standard')).toBe(expected);
  });
  it.each([
    [1000, false],
    [1023, false],
    [1024, true],
    [1100, true],
  ])('wide at %d px: %s', (width, expected) => {
    expect(fixedAllowed(width, 'wide')).toBe(expected);
  });
});

describe('shouldBeFixed: fixed once the header place has scrolled above its fixed line', () => {
  const base = { enabled: true, allowed: true, line: 0 };
  it('not fixed at the top of the page, fixed after scrolling past the header top', () => {
    expect(shouldBeFixed({ ...base, headerTop: 0 })).toBe(false);
    expect(shouldBeFixed({ ...base, headerTop: 120 })).toBe(false);
    expect(shouldBeFixed({ ...base, headerTop: -1 })).toBe(true);
  });
  it('the line is the admin bar bottom: fixed as soon as the header passes under the bar', () => {
    expect(shouldBeFixed({ ...base, line: 32, headerTop: 32 })).toBe(false);
    expect(shouldBeFixed({ ...base, line: 32, headerTop: 31 })).toBe(true);
  });
  it('never without the fixed attribute or below the breakpoint', () => {
    expect(shouldBeFixed({ ...base, enabled: false, headerTop: -500 })).toBe(false);
    expect(shouldBeFixed({ ...base, allowed: false, headerTop: -500 })).toBe(false);
  });
});

describe('shouldShrink: SPEC §5 only for the theme that says so, at 980 px or more, while fixed', () => {
  it.each([
    [true, true, 980, true],
    [true, true, 1280, true],
    [true, true, 979, false],
    [true, false, 1280, false],
    [false, true, 1280, false],
  ])('fixed=%s shrink=%s width=%d → %s', (fixed, shrink, width, expected) => {
    expect(shouldShrink(fixed, shrink, width)).toBe(expected);
  });
});

describe('fixedBottom: the value reported to registerFixedHeader', () => {
  it('admin bar line + bar height while fixed, 0 otherwise', () => {
    expect(fixedBottom(true, 32, 60)).toBe(92);
    expect(fixedBottom(true, 0, 60)).toBe(60);
    expect(fixedBottom(false, 32, 60)).toBe(0);
  });
});

describe('split logo halves: ceil(n/2) items before the logo', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
  ])('%d items: %d before the logo', (count, before) => {
    expect(splitPoint(count)).toBe(before);
  });
  it('orders items 1 (before the logo) or 3 (after it)', () => {
    expect([0, 1, 2, 3, 4].map((index) => splitOrder(index, 5))).toEqual([1, 1, 1, 3, 3]);
    expect([0, 1, 2, 3].map((index) => splitOrder(index, 4))).toEqual([1, 1, 3, 3]);
  });

  /** Evaluates the :nth-child / :nth-last-child pairs of the selector for item i (from 1) of n. */
  function cssSecondHalf(selector: string, i: number, n: number): boolean {
    const pairs = [...selector.matchAll(/:nth-last-child\((\d+)\):nth-child\(n\+(\d+)\)/g)];
    return pairs.some(([, last, from]) => n - i + 1 === Number(last) && i >= Number(from));
  }
  it('the critical CSS selector puts exactly the same items after the logo as the view, up to 12 items', () => {
    const selector = secondHalfSelector();
    for (let n = 1; n <= SPLIT_CSS_MAX_HALF * 2; n += 1) {
      for (let i = 1; i <= n; i += 1) {
        expect(cssSecondHalf(selector, i, n), `item ${i} of ${n}`).toBe(splitOrder(i - 1, n) === 3);
      }
    }
  });
});

/** Splits a selector list at its top-level commas. */
function topLevelParts(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current];
}

describe('HEADER_CRITICAL_CSS', () => {
  it('only applies before the upgrade, and includes the menu search and overlay menu reservations', () => {
    expect(HEADER_CRITICAL_CSS.endsWith(HEADER_PRINT_CSS)).toBe(true);
    const selectors = HEADER_CRITICAL_CSS.slice(0, -HEADER_PRINT_CSS.length).replace(/@media[^{]+\{/g, '').split('}').filter(Boolean).map((rule) => rule.split('{')[0]!);
    for (const selector of selectors) {
      for (const part of topLevelParts(selector)) expect(part, part).toContain(':not([data-enhanced],[data-failed])');
    }
    expect(HEADER_CRITICAL_CSS).toContain('[slot=search]');
    expect(HEADER_CRITICAL_CSS).toContain('[slot=overlay-menu]');
  });

  it('its print rules apply on paper only', () => {
    expect(HEADER_PRINT_CSS.startsWith('@media print{')).toBe(true);
    expect(HEADER_PRINT_CSS.slice('@media print{'.length, -1)).not.toContain('@media');
  });
});

describe('fixedNavOptions: SPEC §3 theme flag, §9 "1024 px or more for one theme\'s fixed nav", §5 shrinking only for that theme', () => {
  it('another theme: fixed above 980 px, no shrinking', () => {
    expect(fixedNavOptions(false, { breakpoint: undefined, shrink: undefined })).toEqual({ breakpoint: 'standard', shrink: false });
  });
  it('the flagged theme: its fixed nav from 1024 px, shrinking', () => {
    expect(fixedNavOptions(true, { breakpoint: undefined, shrink: undefined })).toEqual({ breakpoint: 'wide', shrink: true });
  });
  it("the element's own attributes win either way", () => {
    expect(fixedNavOptions(true, { breakpoint: 'standard', shrink: false })).toEqual({ breakpoint: 'standard', shrink: false });
    expect(fixedNavOptions(false, { breakpoint: 'wide', shrink: true })).toEqual({ breakpoint: 'wide', shrink: true });
  });
});
