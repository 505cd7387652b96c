import { createElementClass, defineElement } from '../react-core/element/define-element';
import { menuAttributes } from '../react-core/menu/menu-attributes';
import { menuStyles } from '../react-core/menu/menu-styles';
import { MenuView, prepareMenu } from '../react-core/menu/menu-view';

/**
 * The author's `<nav><ul>` menu, enhanced: dropdown, mega, vertical and mobile menus (WAI-ARIA
 * disclosure navigation). Without JavaScript the menu is a list of plain links.
 *
 * - Each `<li>` with a nested `<ul>` gets a toggle `<button data-pb-generated aria-expanded>` after
 *   its link (the link stays a link). Hovering opens a submenu; leaving closes it after 200 ms.
 *   A submenu that would pass the viewport's right edge opens to the left (`data-pb-flip` on its
 *   `<li>`, checked again 200 ms after a resize). An open item has `data-pb-open`.
 * - Right to left (`dir="rtl"` on the element or an ancestor; `data-rtl` on the element) it
 *   mirrors: dropdowns hang from their item's right edge, nested levels open to the left (to the
 *   right near the viewport's left edge), and Left/Right swap.
 * - A top-level `li.mega-menu` (or `li[data-mega-menu]`) shows its submenu as columns; with fewer
 *   than 4 columns it gets the classes `mega-menu-parent` and `mega-menu-parent-<n>`, and the
 *   panel is `n` columns wide under its item instead of the menu's full width.
 * - At and below the `breakpoint` the list collapses behind a menu bar (`data-mobile` on the
 *   element) whose button slides it open in 500 ms; submenus there slide in 700 ms. Opening it
 *   closes any other open menu of the page. Escape, a chosen link, focus leaving the menu or a
 *   press outside close it.
 *
 * @tag pb-menu
 * @summary Dropdown, mega, vertical and mobile menus from the author's nested lists.
 *
 * @attr {string} label - Accessible name of the navigation landmark: set on the author's `<nav>` when it has no name, or on the element's own landmark when there is no `<nav>`.
 * @attr {'horizontal' | 'vertical'} orientation - `horizontal` (default): a row with dropdowns; `vertical`: a column whose submenus open aside, Up/Down move between items.
 * @attr {string} breakpoint - Where the menu collapses behind its menu bar: `tablet` (default, 980 px and less), `phone` (767 px and less), `desktop` (always), `none` (never) or a width in px.
 *
 * @fires {CustomEvent<{open: boolean, kind: 'mobile' | 'submenu', item: HTMLLIElement | null}>} pb-menu-toggle - The mobile menu (`kind: 'mobile'`, `item: null`) or a submenu (`kind: 'submenu'`, `item`: its `<li>`) opened or closed.
 *
 * @slot - A `<nav>` holding a `<ul>` of `<li><a>` items (or the `<ul>` directly); nested `<ul>`s are submenus.
 *
 * @csspart menu - The element's box (a `<nav>` landmark when the author wrote no `<nav>`).
 * @csspart bar - The menu bar shown at and below the breakpoint.
 * @csspart toggle - The menu bar's button.
 * @csspart icon - The three lines of the menu bar's button.
 * @csspart toggle-text - The menu bar button's text (message `mobileMenuToggle`).
 * @csspart list - The box around the author's list; the sliding panel under the menu bar in the mobile menu.
 *
 * @cssproperty [--pb-menu-link-padding=.75em 1em] - Padding of the links.
 * @cssproperty [--pb-menu-caret-space=1.75em] - Space at the end of a parent link for its toggle button.
 * @cssproperty [--pb-menu-dropdown-width=240px] - Minimum width of a dropdown.
 * @cssproperty [--pb-menu-dropdown-background=#fff] - Background of dropdowns.
 * @cssproperty [--pb-menu-dropdown-color=#222] - Text colour of dropdowns.
 * @cssproperty [--pb-menu-shadow=0 2px 8px rgb(0 0 0/.2)] - Shadow of dropdowns and of the mobile menu.
 * @cssproperty [--pb-menu-z-index=100] - Stacking of dropdowns and of the mobile menu.
 * @cssproperty [--pb-menu-mega-column-width=240px] - Column width of a mega menu with fewer than 4 columns.
 * @cssproperty [--pb-menu-bar-height=3rem] - Height of the menu bar (also reserved before the upgrade).
 * @cssproperty [--pb-menu-bar-min-width=6.5rem] - Minimum width of the menu bar (also reserved before the upgrade).
 * @cssproperty [--pb-menu-bar-background=transparent] - Background of the menu bar.
 * @cssproperty [--pb-menu-bar-color=inherit] - Text colour of the menu bar.
 * @cssproperty [--pb-menu-bar-justify=flex-end] - Where the menu bar's button sits (`flex-start`, `center`, `flex-end`).
 * @cssproperty [--pb-menu-mobile-background=#fff] - Background of the mobile menu.
 * @cssproperty [--pb-menu-mobile-color=#222] - Text colour of the mobile menu.
 * @cssproperty [--pb-menu-mobile-max-height=80vh] - Maximum height of the mobile menu (it scrolls beyond).
 * @cssproperty [--pb-menu-mobile-toggle-width=3em] - Width of the submenu toggles in the mobile menu.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbMenuElement extends createElementClass({
  tag: 'pb-menu',
  attributes: menuAttributes,
  styles: menuStyles,
  View: MenuView,
  prepare: prepareMenu,
}) {}

defineElement('pb-menu', PbMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-menu': PbMenuElement;
  }
}
