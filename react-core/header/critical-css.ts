/**
 * The layout the loader reserves for `<pb-header>` before its code arrives (CLS 0): the host is
 * the same flex row as the upgraded bar (logo, then the menu pushed to the end, then the menu
 * search and overlay toggles, whose places their own critical CSS keeps); `transparent` overlays
 * what follows; at desktop widths (981 px and up) `vertical` is the fixed column at the inline
 * start, and `split` flattens the menu into the row with the logo between the two halves of the
 * top-level items (first half: ceil(n / 2) items, for menus of up to 12 items). The vertical
 * column starts below a logged-in editor's admin bar through WordPress's own
 * `--wp-admin--admin-bar--height`, where the upgraded header puts it too.
 * HEADER_CRITICAL_CSS also carries the critical CSS of the menu search and overlay menu parts, and
 * the header's print rules (HEADER_PRINT_CSS).
 */
import { HEADER_DESKTOP_MIN_WIDTH, secondHalfSelector, SUBMENU_TOGGLE_ATTRIBUTE } from './header-state';

const H = 'pb-header:not([data-enhanced],[data-failed])';
const S = `${H}[variant=split]`;
const V = `${H}[variant=vertical]`;
const LIST = `${S} :is(nav:not([slot]),pb-menu)>ul`;

/**
 * The menu search form and the slide-in/fullscreen nav are hidden before the upgrade, each in
 * the place and size of the toggle button that will replace it (on screen: see below for paper).
 */
export const HEADER_TOGGLES_CRITICAL_CSS =
  `@media not print{${H}>:is([slot=search],[slot=overlay-menu]){visibility:hidden;overflow:hidden;box-sizing:border-box;flex:none;` +
  'width:var(--pb-header-toggle-size,2.75rem);height:var(--pb-header-toggle-size,2.75rem);margin:0;padding:0;border:0}}';

/**
 * On paper, before the upgrade and after it: a search form is no use; the slide-in or fullscreen
 * nav prints as the author's list, its submenus open and without the buttons the overlay menu added.
 */
export const HEADER_PRINT_CSS = `@media print{pb-header>[slot=search],pb-header [${SUBMENU_TOGGLE_ATTRIBUTE}]{display:none}pb-header>[slot=overlay-menu] :is(ul,ol)[hidden]{display:block}}`;

export const HEADER_CRITICAL_CSS =
  `${H}{display:flex;align-items:center;gap:var(--pb-header-gap,1rem)}${H}>:not([slot]){margin-inline-start:auto}` +
  `${H}[transparent]{position:absolute;left:0;right:0;z-index:var(--pb-header-z-index,100)}` +
  `@media (min-width:${HEADER_DESKTOP_MIN_WIDTH}px){` +
  `${S}{justify-content:center}${S} :is(pb-menu,nav:not([slot])),${LIST}{display:contents}` +
  `${LIST}>li{order:1}${LIST}>li${secondHalfSelector()}{order:3}${S}>[slot=logo]{order:2}${S}>[slot=search]{order:4}` +
  `${V}{position:fixed;top:var(--wp-admin--admin-bar--height,0px);bottom:0;inset-inline-start:0;box-sizing:border-box;width:var(--pb-header-vertical-width,16rem);overflow-y:auto;z-index:var(--pb-header-z-index,100);flex-direction:column;align-items:flex-start}` +
  `${V}>:not([slot]){margin-inline-start:0}}` +
  HEADER_TOGGLES_CRITICAL_CSS +
  HEADER_PRINT_CSS;
