/**
 * The layout the loader reserves for `<pb-menu>` before its code arrives (CLS 0):
 * - the same box-sizing rules as the upgraded default look (`menuLightStyles`, in the `pb-menu`
 *   cascade layer, so the page's own CSS wins before and after): the list reset, top-level items
 *   in a row (a column with `orientation="vertical"`), link padding with the caret space of parent
 *   links, submenus out of the flow;
 * - at and below the mobile breakpoint (the default and the keyword values of `breakpoint`),
 *   only the menu bar's height and minimum width (so a menu in a header row takes the place
 *   its button will take): the list stays collapsed until the menu bar opens it.
 * A `breakpoint` given in px is not known here: reserve its bar with your own media query.
 * On paper a collapsed menu is not collapsed: its list prints (the menu bar is a control).
 */
const P = 'pb-menu:not([data-enhanced],[data-failed])';
const TABLET = `${P}:is(:not([breakpoint]),[breakpoint=tablet])`;
const COLLAPSED = '{min-height:var(--pb-menu-bar-height,3rem);min-width:var(--pb-menu-bar-min-width,6.5rem)}';
const HIDDEN = '>*{display:none}';

export const MENU_CRITICAL_CSS =
  `${P}{display:block}` +
  `@layer pb-menu{${P} ul{list-style:none;margin:0;padding:0}${P} li ul{display:none}` +
  `:is(${P},${P}>nav)>ul{display:flex;flex-wrap:wrap}${P}[orientation=vertical] ul{flex-direction:column}` +
  `${P} a{display:block;padding:var(--pb-menu-link-padding,.75em 1em)}` +
  `${P} li:has(>ul)>a{padding-inline-end:var(--pb-menu-caret-space,1.75em)}}` +
  `@media not print{${P}[breakpoint=desktop]${COLLAPSED}${P}[breakpoint=desktop]${HIDDEN}` +
  `@media (max-width:980px){${TABLET}${COLLAPSED}${TABLET}${HIDDEN}}` +
  `@media (max-width:767px){${P}[breakpoint=phone]${COLLAPSED}${P}[breakpoint=phone]${HIDDEN}}}`;
