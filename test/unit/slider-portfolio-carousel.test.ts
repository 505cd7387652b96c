import { describe, it, expect } from 'vitest';
import {
  DEFAULT_COLUMNS,
  MAX_COLUMNS,
  PORTFOLIO_CAROUSEL_SLIDE_MS,
  carouselPositions,
  isItemShown,
  itemPlace,
  trackLayout,
} from '../../react-core/portfolio-carousel/carousel-state';
import { PORTFOLIO_CAROUSEL_CRITICAL_CSS } from '../../react-core/portfolio-carousel/critical-css';
import { SLIDER_CRITICAL_CSS } from '../../react-core/slider/critical-css';
import { initialSliderState, sliderReducer } from '../../react-core/slider/slider-state';

describe('portfolio carousel constants (SPEC §9)', () => {
  it('slides in 700 ms and shows 3 columns by default, up to 6', () => {
    expect(PORTFOLIO_CAROUSEL_SLIDE_MS).toBe(700);
    expect(DEFAULT_COLUMNS).toBe(3);
    expect(MAX_COLUMNS).toBe(6);
  });
});

describe('carouselPositions: arrows and moves only when items exceed the columns (SPEC §9)', () => {
  it('one position per item when there are more items than columns', () => {
    expect(carouselPositions(5, 3)).toBe(5);
    expect(carouselPositions(4, 3)).toBe(4);
  });
  it('a single position (nothing to move) when every item fits', () => {
    expect(carouselPositions(3, 3)).toBe(1);
    expect(carouselPositions(2, 4)).toBe(1);
    expect(carouselPositions(0, 3)).toBe(0);
  });
});

describe('the items form a ring: the row shows `columns` items from the active one, wrapping', () => {
  it('places each item in the row from the first shown one', () => {
    expect([0, 1, 2, 3, 4].map((item) => itemPlace(item, 0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect([0, 1, 2, 3, 4].map((item) => itemPlace(item, 3, 5))).toEqual([2, 3, 4, 0, 1]);
  });
  it('shows the columns after the first one, past the end back to the start', () => {
    expect([0, 1, 2, 3, 4].filter((item) => isItemShown(item, 4, 5, 3))).toEqual([0, 1, 4]);
    expect([0, 1, 2, 3, 4].filter((item) => isItemShown(item, 1, 5, 2))).toEqual([1, 2]);
  });
});

describe('trackLayout: slides by one item, both ways, wrapping (SPEC §4 Portfolio carousel)', () => {
  const five = initialSliderState(5, 0);

  it('at rest the row starts at the active item, unshifted', () => {
    expect(trackLayout(five)).toEqual({ first: 0, from: 0, to: 0 });
  });
  it('next keeps the old first item in place and slides one item left', () => {
    expect(trackLayout(sliderReducer(five, { type: 'next' }))).toEqual({ first: 0, from: 0, to: 1 });
    expect(trackLayout(sliderReducer(initialSliderState(5, 4), { type: 'next' }))).toEqual({ first: 4, from: 0, to: 1 });
  });
  it('previous starts the row at the new item shifted one left and slides back', () => {
    expect(trackLayout(sliderReducer(five, { type: 'previous' }))).toEqual({ first: 4, from: 1, to: 0 });
  });
  it('a jump of several items is instant', () => {
    expect(trackLayout(sliderReducer(five, { type: 'goTo', index: 3 }))).toEqual({ first: 3, from: 0, to: 0 });
  });
});

describe('critical CSS (CLS 0 before the upgrade)', () => {
  it('applies only until the element is enhanced or failed', () => {
    for (const css of [SLIDER_CRITICAL_CSS, PORTFOLIO_CAROUSEL_CRITICAL_CSS]) {
      expect(css).toContain(':not([data-enhanced],[data-failed])');
    }
  });
  it('reserves 1 to 6 columns for desktop, tablet and phone', () => {
    for (const name of ['columns', 'columns-tablet', 'columns-phone']) {
      for (let columns = 1; columns <= 6; columns += 1) expect(PORTFOLIO_CAROUSEL_CRITICAL_CSS).toContain(`[${name}="${columns}"]{--pb-columns:${columns}}`);
    }
    expect(PORTFOLIO_CAROUSEL_CRITICAL_CSS).toContain('@media (max-width:980px)');
    expect(PORTFOLIO_CAROUSEL_CRITICAL_CSS).toContain('@media (max-width:767px)');
  });
});
