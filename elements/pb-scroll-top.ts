import { createElementClass, defineElement } from '../react-core/element/define-element';
import { scrollTopAttributes } from '../react-core/scroll-top/scroll-top-attributes';
import { scrollTopStyles } from '../react-core/scroll-top/scroll-top-styles';
import { ScrollTopView } from '../react-core/scroll-top/scroll-top-view';

/**
 * A scroll-to-top button around the author's link, `<a href="#top">Back to top</a>`, which works
 * without JavaScript when the page has an element with `id="top"` (on `<body>` or its first
 * element). The element is fixed at the bottom inline-end corner and stays hidden (`hidden`,
 * `inert`: out of the tab order and the accessibility tree) until the page is scrolled strictly
 * past `threshold` pixels (800: at 800 px it is hidden, at 801 px it shows); it fades in and out.
 * Activating it glides to the top in 800 ms (a jump with reduced motion) without adding `#top`
 * to the address bar, and moves focus to the `#top` element (to the page's first focusable
 * element, else its first heading, when `#top` is missing or is `<body>`). With no link inside,
 * it shows a built-in button (`messages.backToTop`) and warns.
 *
 * @tag pb-scroll-top
 * @summary Scroll-to-top button: appears past 800 px, glides to the top and moves focus there.
 *
 * @attr {number} threshold - Pixels the page must be scrolled past (strictly more) before the button shows. Default 800 (SPEC §9).
 *
 * @fires {CustomEvent<{from: number}>} pb-scroll-top - The visitor activated the button; `from` is the scroll position left.
 *
 * @slot - The author's `<a href="#top">` link.
 *
 * @csspart button - The built-in button, shown only when the author gave no link.
 *
 * @cssproperty [--pb-scroll-top-inset=1.25rem] - Distance from the bottom and inline-end edges of the viewport.
 * @cssproperty [--pb-scroll-top-z-index=9990] - Stacking level of the fixed button.
 * @cssproperty [--pb-scroll-top-background=#1f2328] - Background of the link (pill).
 * @cssproperty [--pb-scroll-top-color=#fff] - Text colour of the link.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbScrollTopElement extends createElementClass({
  tag: 'pb-scroll-top',
  attributes: scrollTopAttributes,
  styles: scrollTopStyles,
  View: ScrollTopView,
}) {}

defineElement('pb-scroll-top', PbScrollTopElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-scroll-top': PbScrollTopElement;
  }
}
