import { attribute, responsive } from '../element/attributes';
import { AUTOPLAY_SPEED_MS } from '../slider/slider-state';
import { DEFAULT_COLUMNS, MAX_COLUMNS } from './carousel-state';

/** The attributes of `<pb-portfolio-carousel>`. */
export const carouselAttributes = {
  /** Items shown side by side, 1 to 6 (SPEC §9: 3 by default, 4 for wide columns, 2 for narrow). Responsive. */
  columns: responsive(attribute.number(DEFAULT_COLUMNS, { min: 1, max: MAX_COLUMNS, integer: true })),
  /** Rotate by one item automatically. */
  autoRotate: attribute.boolean(),
  /** Time between automatic moves in ms. */
  autoRotateSpeed: attribute.number(AUTOPLAY_SPEED_MS, { min: 0 }),
  /** Holds the rotation while set (autoplay looks again every 2 s). */
  paused: attribute.boolean(),
  /** Accessible name of the carousel region. */
  label: attribute.string(),
};
