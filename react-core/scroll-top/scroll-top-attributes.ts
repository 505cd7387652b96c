import { attribute } from '../element/attributes';
import { SCROLL_TOP_THRESHOLD } from './scroll-top-state';

/** The attributes of `<pb-scroll-top>`. */
export const scrollTopAttributes = {
  /** Pixels the page must be scrolled past (strictly more) before the button shows. SPEC §9: 800. */
  threshold: attribute.number(SCROLL_TOP_THRESHOLD, { min: 0 }),
};
