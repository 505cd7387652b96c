/**
 * What only the portfolio carousel adds to the slider state (SPEC.md §4 "Portfolio carousel",
 * §9 "Portfolio carousel slide 700 ms", "Module columns: default 3", "Carousel arrows are hidden
 * when items do not exceed the columns"). The items form a ring: the row shows `columns` items
 * from the active one on, and moving by one item wraps past either end without cloning any item
 * (the view sets each item's CSS `order` to its place in the row). No DOM here.
 */
import type { SliderState } from '../slider/slider-state';

export const PORTFOLIO_CAROUSEL_SLIDE_MS = 700;
export const DEFAULT_COLUMNS = 3;
export const MAX_COLUMNS = 6;

/** Positions the carousel moves between: one per item, or a single one when all items fit. */
export function carouselPositions(itemCount: number, columns: number): number {
  if (itemCount <= 0) return 0;
  return itemCount > columns ? itemCount : 1;
}

/** The place of `item` in the row (0 = at the row's start: leftmost, rightmost right to left) when the row starts at item `first`. */
export function itemPlace(item: number, first: number, count: number): number {
  return count <= 0 ? 0 : (((item - first) % count) + count) % count;
}

/** True when `item` is one of the `columns` items the row shows from item `first` on. */
export function isItemShown(item: number, first: number, count: number, columns: number): boolean {
  return itemPlace(item, first, count) < columns;
}

export interface TrackLayout {
  /** The item at the start of the row (CSS `order` 0). */
  first: number;
  /** The track's offset, in items towards the row's start, when the move starts and when it ends. */
  from: number;
  to: number;
}

/**
 * How the track is laid out and moved for the current state. Next: the row keeps starting at
 * the old item and the track slides one item towards the row's start (left, or right when laid
 * out right to left). Previous: the row starts at the new item, shifted one item towards the
 * start, and slides back to 0. A jump of more than one item is instant.
 */
export function trackLayout(state: SliderState): TrackLayout {
  const { animating, index, previousIndex, count } = state;
  if (animating && count > 1) {
    if (state.direction === 1 && index === (previousIndex + 1) % count) return { first: previousIndex, from: 0, to: 1 };
    if (state.direction === -1 && index === (previousIndex - 1 + count) % count) return { first: index, from: 1, to: 0 };
  }
  return { first: index, from: 0, to: 0 };
}
