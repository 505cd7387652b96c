import { createElementClass, defineElement } from '../react-core/element/define-element';
import { headerAttributes } from '../react-core/header/header-attributes';
import { headerStyles } from '../react-core/header/header-styles';
import { HeaderView, prepareHeader } from '../react-core/header/header-view';

/**
 * The site header: the author's logo and menu in one bar, with fixed, split-logo, slide-in,
 * fullscreen, vertical and transparent variants and the menu search. The author's links stay
 * light-DOM links that work without JavaScript. The element is not a landmark: put it in the
 * page's `<header>` (or give it `role="banner"` when it is the page header).
 *
 * Fixed: with `fixed`, once the header's place in the page has scrolled above the line it is fixed
 * at (the admin bar's bottom, else the viewport top), the bar is fixed there; the host keeps its
 * height, so nothing below moves. Only above 980 px (`fixed-breakpoint="wide"`: 1024 px or more),
 * re-evaluated 300 ms after a resize. Its bottom edge offsets anchor scrolling and the dot nav.
 *
 * @tag pb-header
 * @summary Site header: fixed, split-logo, slide-in, fullscreen, vertical and transparent; menu search.
 *
 * @attr {'default'|'split'|'slide-in'|'fullscreen'|'vertical'} variant - Layout. `split`: the logo between the two halves of the top-level menu items (ceil(n/2) before it) above 980 px; `slide-in`/`fullscreen`: a menu button opens the `overlay-menu` nav as a slide-in panel or a fullscreen overlay; `vertical`: a fixed column at the inline start above 980 px (offset the page by `--pb-header-vertical-width`), a normal header below. Default `default`.
 * @attr {boolean} fixed - Fixed at the top once scrolled past its place (above the fixed-nav breakpoint). Default false.
 * @attr {'standard'|'wide'} fixed-breakpoint - `standard`: fixed above 980 px; `wide`: fixed at 1024 px or more (the theme's fixed nav). Default `standard`.
 * @attr {boolean} shrink - While fixed, at 980 px or more, the bar's padding and the logo shrink (the theme option). Default false.
 * @attr {boolean} transparent - Overlays the section after it with a transparent background; solid once fixed. Default false.
 *
 * @fires {CustomEvent<{fixed: boolean}>} pb-header-fixed - The header became fixed (`true`) or returned to its place (`false`).
 * @fires {CustomEvent<{open: boolean}>} pb-search-toggle - The menu search opened or closed.
 * @fires {CustomEvent<{open: boolean}>} pb-overlay-menu-toggle - The slide-in or fullscreen menu opened or closed.
 *
 * @slot logo - The site logo link (`<a slot="logo" href="/"><img alt="Site name" width height></a>`).
 * @slot - The main menu: a `<pb-menu>` or a plain `<nav aria-label>` with a `<ul>` of links.
 * @slot search - Optional `<form role="search">`: a search button shows it in place of the menu.
 * @slot overlay-menu - The `<nav>` shown by the `slide-in` and `fullscreen` variants.
 *
 * @csspart bar - The row (column for `vertical`) that holds the logo, menu and buttons; fixed while the header is fixed. It inherits the host's flex-wrap, align-items, justify-content and gap.
 * @csspart menu - The box of the main menu (hidden while the search is open).
 * @csspart search-toggle - The menu search button.
 * @csspart search - The search panel over the bar.
 * @csspart search-close - The search panel's close button.
 * @csspart overlay-toggle - The menu button of the slide-in and fullscreen variants.
 * @csspart overlay - The slide-in or fullscreen panel.
 * @csspart overlay-backdrop - The backdrop behind the slide-in panel.
 * @csspart overlay-close - The panel's close button.
 *
 * @cssproperty [--pb-header-gap=1rem] - Space between the logo, the menu and the buttons (and, in `split`, between the menu items).
 * @cssproperty [--pb-header-fixed-background=inherit] - Background of the fixed bar (default: the header's own background; `Canvas` for a transparent header).
 * @cssproperty [--pb-header-fixed-shadow=0 1px 4px rgb(0 0 0 / .2)] - Shadow of the fixed bar.
 * @cssproperty [--pb-header-transparent-background=transparent] - Background of a transparent header before it is fixed.
 * @cssproperty [--pb-header-z-index=100] - Stacking of the fixed bar, the transparent header and the vertical column.
 * @cssproperty [--pb-header-shrink-by=.5rem] - How much the shrunk fixed bar loses at its top and at its bottom.
 * @cssproperty [--pb-header-shrink-logo-scale=.8] - Scale of the logo in the shrunk fixed bar.
 * @cssproperty [--pb-header-vertical-width=16rem] - Width of the vertical header column; offset the page content by it above 980 px.
 * @cssproperty [--pb-header-toggle-size=2.75rem] - Size of the search and menu buttons.
 * @cssproperty [--pb-header-search-background=Canvas] - Background of the search panel where it covers the menu.
 * @cssproperty [--pb-overlay-background=#fff] - Background of the slide-in panel (fullscreen: a dark overlay by default).
 * @cssproperty [--pb-overlay-color=#1a1a1a] - Text colour of the slide-in or fullscreen panel.
 * @cssproperty [--pb-overlay-width=min(22rem,85vw)] - Width of the slide-in panel.
 * @cssproperty [--pb-overlay-backdrop=rgba(0,0,0,.5)] - Backdrop behind the slide-in panel.
 * @cssproperty [--pb-overlay-z-index=100000] - Stacking of the overlay panels.
 * @cssproperty [--pb-focus-color=Highlight] - Focus ring of the header's buttons.
 */
export class PbHeaderElement extends createElementClass({
  tag: 'pb-header',
  attributes: headerAttributes,
  styles: headerStyles,
  View: HeaderView,
  prepare: prepareHeader,
}) {}

defineElement('pb-header', PbHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-header': PbHeaderElement;
  }
}
