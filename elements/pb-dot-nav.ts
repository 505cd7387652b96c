import { createElementClass, defineElement } from '../react-core/element/define-element';
import { dotNavAttributes } from '../react-core/dot-nav/dot-nav-attributes';
import { dotNavStyles } from '../react-core/dot-nav/dot-nav-styles';
import { DotNavView } from '../react-core/dot-nav/dot-nav-view';

/**
 * A side dot navigation of the page's sections: one dot per section, fixed on the inline-end
 * side and vertically centred. List the sections as in-page links
 * (`<nav aria-label="Page sections"><ul><li><a href="#intro">Introduction</a></li>…</ul></nav>`,
 * which work without JavaScript), or leave the element empty and it lists every element that
 * matches `sections` (default `main section[id]`), each named by its `aria-label`, else its
 * first heading's text. Each dot is a real link whose name shows as a tooltip on hover and focus.
 * The current section (the last whose top has passed a line one third of the way down the
 * viewport below the admin bar and fixed header; the first at the very top of the page and the
 * last at the very bottom) gets `aria-current="true"`. A dot glides to its section (800 ms,
 * below the admin bar and fixed header; a jump with reduced motion), moves focus to it and
 * writes `#id` into the address bar with `history.replaceState` (no jump, no history entry).
 * Up and Down (Home, End) move focus between dots. Hidden on phones unless `show-on-phone`.
 *
 * @tag pb-dot-nav
 * @summary Side dot navigation of page sections, highlighting the one in view.
 *
 * @attr {string} label - Accessible name of the navigation; else the author's `<nav aria-label>`, else `messages.dotNavLabel` ("Page sections").
 * @attr {string} sections - CSS selector of the sections to list when the element holds no in-page links. Default `main section[id]`; sections need an id.
 * @attr {boolean} show-on-phone - Keep the dots at 767 px or less, where they are hidden by default. Default off.
 *
 * @fires {CustomEvent<{id: string, index: number}>} pb-dot-nav-change - Another section became current (scrolling or a dot click); not fired for the first highlight.
 *
 * @slot - The author's `<nav>` of in-page links (optional). Read for the list, not rendered once upgraded.
 *
 * @csspart nav - The navigation landmark.
 * @csspart list - The list of dots.
 * @csspart dot - Each dot (a link); the current one also has `dot-current`.
 * @csspart dot-current - The dot of the current section.
 * @csspart tooltip - The section name beside a dot, shown on hover and focus.
 *
 * @cssproperty [--pb-dot-nav-inset=1rem] - Distance from the inline-end edge of the viewport.
 * @cssproperty [--pb-dot-nav-z-index=9980] - Stacking level of the fixed dots.
 * @cssproperty [--pb-dot-nav-gap=.25rem] - Space between the dots' 24 px targets.
 * @cssproperty [--pb-dot-nav-dot-size=12px] - Diameter of a dot.
 * @cssproperty [--pb-dot-nav-color=#1f2328] - Dot border, and fill of the current dot.
 * @cssproperty [--pb-dot-nav-background=#fff] - Fill of the other dots.
 * @cssproperty [--pb-dot-nav-tooltip-background=#1f2328] - Tooltip background.
 * @cssproperty [--pb-dot-nav-tooltip-color=#fff] - Tooltip text colour.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbDotNavElement extends createElementClass({
  tag: 'pb-dot-nav',
  attributes: dotNavAttributes,
  styles: dotNavStyles,
  View: DotNavView,
}) {}

defineElement('pb-dot-nav', PbDotNavElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-dot-nav': PbDotNavElement;
  }
}
