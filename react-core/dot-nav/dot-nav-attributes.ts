import { attribute } from '../element/attributes';
import { DEFAULT_SECTIONS_SELECTOR } from './dot-nav-state';

/** The attributes of `<pb-dot-nav>`. */
export const dotNavAttributes = {
  /** Accessible name of the navigation (else the author's `<nav aria-label>`, else `messages.dotNavLabel`). */
  label: attribute.string(),
  /** CSS selector of the sections to list when the element holds no links. */
  sections: attribute.string(DEFAULT_SECTIONS_SELECTOR),
  /** Keep the dots on phones (767 px or less), where they are hidden by default. */
  showOnPhone: attribute.boolean(false),
};
