/**
 * Shadow styles of `<pb-gallery>`.
 *
 * Grid: every page is one cell of the same grid, stacked, so the gallery is as tall as its
 * tallest page and paging moves nothing around it (SPEC "Paging shifts nothing outside the
 * module"); only the shown page is visible. A page lays its images out in rows of
 * `min(columns by width, columns)`, the same columns the loader's critical CSS gives before the
 * upgrade, with `--pb-gallery-gap` between them. The pagination control follows the pages.
 *
 * Slider: the slider's controls and its one-cell stack (react-core/slider): one image visible.
 *
 * On paper every image prints, whatever page is shown.
 */
import { rowItemBasis, widthColumnsCss } from '../pagination/grid-columns-css';
import { paginationStyles } from '../pagination/pagination-view';
import { sliderControlStyles, slideStackStyles } from '../slider/slider-styles';
import { GALLERY_GAP, PAGINATION_MARGIN } from './critical-css';

export const galleryStyles = `${sliderControlStyles}${slideStackStyles}${paginationStyles}
:host{container-type:inline-size}
.gallery{position:relative}
.pages{display:grid;grid-template-columns:100%}
.page{grid-area:1/1;display:flex;flex-wrap:wrap;align-content:flex-start;gap:${GALLERY_GAP}}
.page:not(.shown){visibility:hidden}
.page ::slotted(*){box-sizing:border-box;flex:0 0 ${rowItemBasis(GALLERY_GAP)};min-width:0}
${widthColumnsCss('.page')}
.pagination{margin-block-start:${PAGINATION_MARGIN}}
.status{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media print{.pages,.viewport{display:block}.page{visibility:visible!important;opacity:1!important;transform:none!important}}
`;
