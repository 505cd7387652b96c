import { attribute } from '../element/attributes';
import { DEFAULT_BLOG_TIMEOUT, DEFAULT_PAGINATION_LINKS } from './blog-state';

/** The attributes of `<pb-blog>`. */
export const blogAttributes = {
  /** Load the pagination links' pages into the module (`off`: they navigate as plain links). */
  ajax: attribute.boolean(true),
  /** CSS selector of the links inside the module that page it. */
  links: attribute.string(DEFAULT_PAGINATION_LINKS),
  /**
   * Block-layout mode (SPEC §7): the layout content the builder's layout-block preview posts;
   * when set, each page is requested with a POST carrying it (field `et_layout_block_layout_content`).
   */
  layoutContent: attribute.string(''),
  /** How long (ms) to wait for a page before the change counts as failed (the page shown stays). */
  timeout: attribute.number(DEFAULT_BLOG_TIMEOUT, { min: 100, integer: true }),
};
