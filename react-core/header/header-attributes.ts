import { attribute } from '../element/attributes';
import { FIXED_BREAKPOINTS, HEADER_VARIANTS } from './header-state';

/** The attributes of `<pb-header>`. */
export const headerAttributes = {
  /** Layout: `default`, `split` (logo between the menu halves), `slide-in`, `fullscreen` (overlay menus) or `vertical`. */
  variant: attribute.oneOf(HEADER_VARIANTS, 'default'),
  /** Fixed at the top once scrolled past its place (above 980 px, or from 1024 px with `fixed-breakpoint="wide"`). */
  fixed: attribute.boolean(false),
  /** `standard` (fixed above 980 px) or `wide` (fixed at 1024 px or more: the theme's fixed nav). */
  fixedBreakpoint: attribute.oneOf(FIXED_BREAKPOINTS, 'standard'),
  /** The theme option that shrinks the fixed header (smaller padding and logo), at 980 px or more. */
  shrink: attribute.boolean(false),
  /** Overlays the first section with a transparent background until it becomes fixed (then solid). */
  transparent: attribute.boolean(false),
};
