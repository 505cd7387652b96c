/**
 * Columns of a paged grid (SPEC.md §9 "Layout and counts"), shared by `pb-portfolio` and
 * `pb-gallery`. No DOM here.
 */

/** SPEC §9: module columns default to 3, 4 in a wide (full-width) column, 2 in a narrow one. */
export const MODULE_COLUMNS = { default: 3, wide: 4, narrow: 2 } as const;

export type ColumnWidth = keyof typeof MODULE_COLUMNS;

/** SPEC §9 "Portfolio columns by width": the least width (px) from which each count applies, widest first. */
export const COLUMNS_BY_WIDTH: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [1600, 5],
  [1024, 4],
  [768, 3],
  [480, 2],
];

/** Columns for a grid `width` px wide: 5 from 1600 px, 4 from 1024, 3 from 768, 2 from 480, otherwise 1. */
export function columnsForWidth(width: number): number {
  return COLUMNS_BY_WIDTH.find(([minWidth]) => width >= minWidth)?.[1] ?? 1;
}
