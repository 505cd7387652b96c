import { attribute, responsive } from '../element/attributes';
import { NO_MODULE_STYLES, NO_STICKY_STYLES, parseModuleStyles, parseStickyStyles } from './sticky-box';

/** The attributes of `<pb-sticky>`: SPEC §3 "Sticky module settings" in kebab-case. */
export const stickyAttributes = {
  /** none | top | bottom | top-bottom (also top_bottom). Read by sticky-state `parsePosition`. */
  position: responsive(attribute.string('none')),
  /** Distance kept from the top of the viewport (below the admin bar / fixed header): px, %, vw, vh. */
  topOffset: responsive(attribute.size()),
  /** Distance kept from the bottom of the viewport: px, %, vw, vh. */
  bottomOffset: responsive(attribute.size()),
  /** body | section | row | column: where a bottom-sticky module stops going up. */
  topLimit: responsive(attribute.string('')),
  /** body | section | row | column: where a top-sticky module stops going down. */
  bottomLimit: responsive(attribute.string('')),
  /** Stack below (above) the other sticky modules at the same edge. */
  offsetSurrounding: responsive(attribute.boolean(true)),
  /** Animate the change to the author's sticky styles (none with reduced motion). */
  transition: attribute.boolean(false),
  /** JSON: the module's own width, max-width and module_alignment, as the page's CSS lays it out. */
  styles: responsive(attribute.json(NO_MODULE_STYLES, parseModuleStyles)),
  /** JSON: the fixed box's width, max-width, position_origin_r, vertical_offset, horizontal_offset. */
  stickyStyles: responsive(attribute.json(NO_STICKY_STYLES, parseStickyStyles)),
  /** light | dark: the builder's background layout at rest (its class); empty keeps the markup's classes. */
  backgroundLayout: responsive(attribute.string('')),
  /** light | dark: the background layout while sticky or paused; empty for no change. */
  backgroundLayoutSticky: responsive(attribute.string('')),
};
