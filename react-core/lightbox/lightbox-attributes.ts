import { attribute } from '../element/attributes';

/** The attributes of `<pb-lightbox>`. */
export const lightboxAttributes = {
  /**
   * The links form galleries (all links, or each `data-gallery` group) with previous/next
   * navigation. On by default; `gallery="off"` opens every link on its own.
   */
  gallery: attribute.boolean(true),
};
