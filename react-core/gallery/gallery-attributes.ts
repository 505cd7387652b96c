import { attribute, responsive } from '../element/attributes';
import { MODULE_COLUMNS } from '../pagination/grid-columns';
import { GALLERY_ITEMS_PER_PAGE } from '../pagination/page-window';
import { MAX_WIDTH_COLUMNS } from '../pagination/grid-columns-css';

export const GALLERY_LAYOUTS = ['grid', 'slider'] as const;
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];

/** The attributes of `<pb-gallery>`. */
export const galleryAttributes = {
  /** `grid`: pages of thumbnails with a pagination control; `slider`: one image at a time with previous/next. */
  layout: attribute.oneOf(GALLERY_LAYOUTS, 'grid'),
  /** Images on a page of the grid (SPEC §9: 4). */
  perPage: attribute.number(GALLERY_ITEMS_PER_PAGE, { min: 1, integer: true }),
  /** The most columns of the grid (SPEC §9: 3, 4 for wide columns, 2 for narrow); fewer where the element is narrow. Responsive. */
  columns: responsive(attribute.number(MODULE_COLUMNS.default, { min: 1, max: MAX_WIDTH_COLUMNS, integer: true })),
  /** The page the server rendered (its no-JS page), shown unless the page hash names another. */
  page: attribute.number(1, { min: 1, integer: true }),
  /** Accessible name of the gallery (its region). */
  label: attribute.string(),
};
