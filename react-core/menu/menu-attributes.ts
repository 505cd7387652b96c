import { attribute } from '../element/attributes';

/** The attributes of `<pb-menu>`. */
export const menuAttributes = {
  /** Accessible name of the navigation landmark (used when the author's `<nav>` has none, or there is no `<nav>`). */
  label: attribute.string(),
  /** `horizontal` (a row with dropdowns) or `vertical` (a column whose submenus open aside). */
  orientation: attribute.oneOf(['horizontal', 'vertical'] as const, 'horizontal'),
  /**
   * Where the menu collapses behind its menu bar: `tablet` (default: 980 px and less), `phone`
   * (767 px and less), `desktop` (always), `none` (never), or a width in px.
   */
  breakpoint: attribute.string(),
};
