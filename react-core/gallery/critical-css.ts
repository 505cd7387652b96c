/**
 * The layout the loader reserves for `<pb-gallery>` before its code arrives (CLS 0), on screen
 * only (on paper every image prints; without JavaScript this CSS is never injected and every
 * image, or the server's page of them, shows as the author wrote it):
 * - grid: the images of the first page (`per-page`, 4 by default, 1 to 12; the server's page
 *   when it marks the others `hidden`) in rows of `min(columns by width, columns)`, as the
 *   upgraded element lays them out, and room below for the pagination control when there is
 *   more than one page; the server's page links (`slot="pagination"`) make way for it;
 * - slider: every image in one cell, the first one visible, as `<pb-slider>` reserves.
 */
import { MODULE_COLUMNS } from '../pagination/grid-columns';
import { MAX_WIDTH_COLUMNS, rowItemBasis, widthColumnsCss } from '../pagination/grid-columns-css';
import { GALLERY_ITEMS_PER_PAGE } from '../pagination/page-window';

const GALLERY = 'pb-gallery:not([data-enhanced],[data-failed])';
const GRID = 'pb-gallery:not([data-enhanced],[data-failed],[layout=slider])';
const SLIDER = `${GALLERY}[layout=slider]`;
/** An image: any child but a settings script and the server's page links. */
const ITEM = ':not(script,[slot])';
/** Between the images of a row, and between rows. */
export const GALLERY_GAP = 'var(--pb-gallery-gap,0px)';
/** The margin above the upgraded pagination control. */
export const PAGINATION_MARGIN = 'var(--pb-pagination-margin,1.5rem)';
/**
 * The room of the upgraded pagination control (pagination-styles.ts): one line of 44 px controls
 * below its margin, and a second line (the numbers above previous and next) where it is narrower
 * than 28rem. The padding's percentage is the width of the gallery's container, which the gallery
 * fills: `(28rem - 100%)` is positive exactly where the control takes two lines.
 */
export const PAGINATION_RESERVE =
  `calc(${PAGINATION_MARGIN} + 44px + min(44px + var(--pb-pagination-gap,.25rem), max(0px, (28rem - 100%) * 100000)))`;
/** Holds PAGINATION_RESERVE once, for every `per-page` rule (its percentage resolves where it is used). */
const RESERVE_PROPERTY = '--pb-gallery-pagination-room';
/** `per-page` values the reservation knows; with a larger one every image shows until the upgrade. */
const MAX_RESERVED_PER_PAGE = 12;

function columnRules(attribute: string): string {
  let rules = '';
  for (let columns = 1; columns <= MAX_WIDTH_COLUMNS; columns += 1) rules += `${GRID}[${attribute}="${columns}"]{--pb-columns:${columns}}`;
  return rules;
}

/** Only the first page's images show, and the control's room is kept when a page follows. */
function pageRules(gallery: string, perPage: number): string {
  return (
    `${gallery}>:nth-child(n+${perPage + 1} of ${ITEM}:not([hidden])){display:none}` +
    `${gallery}:has(>:nth-child(${perPage + 1} of ${ITEM})){padding-block-end:var(${RESERVE_PROPERTY})}`
  );
}

function perPageRules(): string {
  let rules = pageRules(`${GRID}:not([per-page])`, GALLERY_ITEMS_PER_PAGE);
  for (let perPage = 1; perPage <= MAX_RESERVED_PER_PAGE; perPage += 1) rules += pageRules(`${GRID}[per-page="${perPage}"]`, perPage);
  return rules;
}

export const GALLERY_CRITICAL_CSS =
  '@media not print{' +
  `${GALLERY}{container-type:inline-size}` +
  `${GALLERY}>[slot=pagination]{display:none}` +
  `${GRID}{display:flex;flex-wrap:wrap;align-content:flex-start;gap:${GALLERY_GAP};--pb-columns:${MODULE_COLUMNS.default};${RESERVE_PROPERTY}:${PAGINATION_RESERVE}}` +
  `${GRID}>*{box-sizing:border-box;flex:0 0 ${rowItemBasis(GALLERY_GAP)};min-width:0}` +
  widthColumnsCss(`${GRID}>*`) +
  columnRules('columns') +
  `@media (max-width:980px){${columnRules('columns-tablet')}}` +
  `@media (max-width:767px){${columnRules('columns-phone')}}` +
  perPageRules() +
  `${SLIDER}{display:grid;grid-template-columns:100%}` +
  `${SLIDER}>*{grid-area:1/1}` +
  `${SLIDER}>${ITEM}:not([hidden])~*{visibility:hidden}` +
  '}';
