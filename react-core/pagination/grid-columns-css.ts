/**
 * The width rule of grid-columns.ts as CSS container queries, so a paged grid has its columns
 * from the first paint (the loader's critical CSS, before any code runs) and keeps them on every
 * resize without measuring. The grid's host is the query container (`container-type:
 * inline-size`); the rules go to what sits inside it. No DOM here, and nothing the loader's
 * critical CSS could not carry.
 */
import { COLUMNS_BY_WIDTH, MODULE_COLUMNS } from './grid-columns';

/** The most columns the width rule ever gives (5 from 1600 px): a larger module setting changes nothing. */
export const MAX_WIDTH_COLUMNS = Math.max(...COLUMNS_BY_WIDTH.map(([, columns]) => columns));

/** Rules giving `selector` `--pb-width-columns`: 1, then 2 from 480 px … 5 from 1600 px of the container's width. */
export function widthColumnsCss(selector: string): string {
  return (
    `${selector}{--pb-width-columns:1}` +
    [...COLUMNS_BY_WIDTH]
      .reverse()
      .map(([minWidth, columns]) => `@container (min-width:${minWidth}px){${selector}{--pb-width-columns:${columns}}}`)
      .join('')
  );
}

/** The columns of a row: the width rule, at most the module's `--pb-columns` (SPEC §9 "Module columns: default 3"). */
export const ROW_COLUMNS = `min(var(--pb-width-columns),var(--pb-columns,${MODULE_COLUMNS.default}))`;

/** The flex basis of one item in a row of ROW_COLUMNS items with `gap` between them. */
export function rowItemBasis(gap: string): string {
  return `calc((100% - (${ROW_COLUMNS} - 1) * ${gap}) / ${ROW_COLUMNS})`;
}
