/**
 * Styles of `<pb-menu>`.
 *
 * - `menuStyles` (shadow root): the menu bar and its toggle button, and the mobile menu panel
 *   that holds the author's list (`<slot>`). On paper the bar does not print and the list does.
 * - `menuLightStyles`: the default look of the author's list in the light DOM (dropdowns, mega
 *   menu columns, toggle buttons, the mobile list). It lives in the cascade layer `pb-menu`, so any
 *   rule of the page (unlayered) wins over it: the author's CSS for the list keeps working. The
 *   view adds it once to the document (or to the shadow root the menu sits in). The toggle
 *   buttons do not print.
 *
 * The rules that size boxes (list reset, the row of top-level items, link padding, the caret
 * space of parent links) are the same as in `critical-css.ts`, so the upgrade shifts nothing.
 */

export const menuStyles = `
[part~=menu],[part~=list]{display:contents}
[part~=bar]{display:none}
:host([data-mobile]){position:relative}
:host([data-mobile]) [part~=menu]{display:block}
:host([data-mobile]) [part~=bar]{display:flex;align-items:center;justify-content:var(--pb-menu-bar-justify,flex-end);box-sizing:border-box;height:var(--pb-menu-bar-height,3rem);min-width:var(--pb-menu-bar-min-width,6.5rem);background:var(--pb-menu-bar-background,transparent);color:var(--pb-menu-bar-color,inherit)}
[part~=toggle]{display:inline-flex;align-items:center;gap:.5em;box-sizing:border-box;height:100%;margin:0;padding:0 1em;border:0;background:none;color:inherit;font:inherit;cursor:pointer}
[part~=toggle]:focus-visible{outline:2px solid var(--pb-focus-color,Highlight);outline-offset:-2px}
[part~=icon]{position:relative;display:block;width:1.25em;height:2px;background:currentColor;box-shadow:0 -.4em currentColor,0 .4em currentColor}
:host([data-mobile]) [part~=list]{display:block;position:absolute;z-index:var(--pb-menu-z-index,100);top:100%;inset-inline:0;max-height:var(--pb-menu-mobile-max-height,80vh);overflow:auto;box-sizing:border-box;background:var(--pb-menu-mobile-background,#fff);color:var(--pb-menu-mobile-color,#222);box-shadow:var(--pb-menu-shadow,0 2px 8px rgb(0 0 0/.2))}
:host([data-mobile]) [part~=list][hidden]{display:none}
@media print{[part~=bar]{display:none!important}:host([data-mobile]) [part~=list]:is(*,[hidden]){display:block;position:static;max-height:none;overflow:visible;box-shadow:none;background:none;color:inherit}}
`;

const M = 'pb-menu[data-enhanced]';
/** The top-level list of the menus matched by `menu`. */
const top = (menu: string): string => `:is(${menu},${menu}>nav)>ul`;
const MEGA = ':is(.mega-menu,[data-mega-menu])';
const DESKTOP = `${M}:not([data-mobile])`;
const MOBILE = `${M}[data-mobile]`;
const BUTTON = '[data-pb-generated]';
const DROPDOWN =
  'position:absolute;z-index:var(--pb-menu-z-index,100);min-width:var(--pb-menu-dropdown-width,240px);' +
  'background:var(--pb-menu-dropdown-background,#fff);color:var(--pb-menu-dropdown-color,#222);' +
  'box-shadow:var(--pb-menu-shadow,0 2px 8px rgb(0 0 0/.2))';

export const menuLightStyles = `@layer pb-menu{
${M} ul{list-style:none;margin:0;padding:0}
${M} li{position:relative}
${top(M)}{display:flex;flex-wrap:wrap}
${top(`${M}[orientation=vertical]`)}{flex-direction:column}
${M} a{display:block;padding:var(--pb-menu-link-padding,.75em 1em);color:inherit}
${M} li:has(>ul)>a{padding-inline-end:var(--pb-menu-caret-space,1.75em)}
${M} li>ul{display:none}
${M} li[data-pb-open]>ul,${M} li[data-pb-sliding]>ul{display:block}
${BUTTON}{margin:0;padding:0;border:0;background:none;color:inherit;font:inherit;cursor:pointer}
${BUTTON}::before{content:"";display:inline-block;width:.4em;height:.4em;border:solid currentColor;border-width:0 2px 2px 0;transform:translateY(-25%) rotate(45deg);transition:transform .2s}
${M} li[data-pb-open]>${BUTTON}::before{transform:translateY(25%) rotate(-135deg)}
${BUTTON}:focus-visible{outline:2px solid var(--pb-focus-color,Highlight);outline-offset:-2px}
${DESKTOP} li:has(>${BUTTON}){display:flex}
${DESKTOP} li:has(>${BUTTON})>a{flex:1 1 auto}
${DESKTOP} ${BUTTON}{position:relative;flex:0 0 var(--pb-menu-caret-space,1.75em);margin-inline-start:calc(-1*var(--pb-menu-caret-space,1.75em))}
${DESKTOP} li li>${BUTTON}::before,${DESKTOP}[orientation=vertical] li>${BUTTON}::before{transform:rotate(-45deg)}
${DESKTOP}[data-rtl] li li>${BUTTON}::before,${DESKTOP}[data-rtl][orientation=vertical] li>${BUTTON}::before{transform:rotate(135deg)}
${DESKTOP} li[data-pb-open]>ul{${DROPDOWN};top:100%;inset-inline-start:0}
${DESKTOP} li li[data-pb-open]>ul,${DESKTOP}[orientation=vertical] li[data-pb-open]>ul{top:0;inset-inline-start:100%}
${DESKTOP} li[data-pb-flip][data-pb-open]>ul{inset-inline-start:auto;inset-inline-end:0}
${DESKTOP} li li[data-pb-flip][data-pb-open]>ul,${DESKTOP}[orientation=vertical] li[data-pb-flip][data-pb-open]>ul{inset-inline-end:100%}
${top(`${DESKTOP}:not([orientation=vertical])`)}{position:relative}
${top(`${DESKTOP}:not([orientation=vertical])`)}>li${MEGA}:not(.mega-menu-parent){position:static}
${DESKTOP} ${MEGA}[data-pb-open]>ul{display:flex;inset-inline-end:0}
${DESKTOP} .mega-menu-parent[data-pb-open]>ul{inset-inline-end:auto;min-width:0;width:calc(var(--pb-menu-mega-column-width,240px)*var(--pb-menu-mega-columns,3))}
${DESKTOP} .mega-menu-parent[data-pb-flip][data-pb-open]>ul{inset-inline-start:auto;inset-inline-end:0}
${M} .mega-menu-parent-1{--pb-menu-mega-columns:1}
${M} .mega-menu-parent-2{--pb-menu-mega-columns:2}
${DESKTOP} ${MEGA}>ul>li{flex:1 1 0;min-width:0}
${DESKTOP}[orientation=vertical] ${MEGA}[data-pb-open]>ul{inset-inline-end:auto;width:max-content}
${DESKTOP}[orientation=vertical] ${MEGA}>ul>li{flex:0 0 var(--pb-menu-mega-column-width,240px)}
${DESKTOP} ${MEGA}>ul>li>ul{display:block;position:static;box-shadow:none}
${M} ${MEGA}>ul>li>a{font-weight:bold}
${top(MOBILE)}{display:block}
${MOBILE} li{display:flex;flex-wrap:wrap}
${MOBILE} li>a{flex:1 1 0;padding-inline-end:var(--pb-menu-link-padding-inline,1em)}
${MOBILE} ${BUTTON}{flex:0 0 var(--pb-menu-mobile-toggle-width,3em);min-height:2.75em}
${MOBILE} li>ul{flex:0 0 100%;padding-inline-start:1em;overflow:hidden}
${MOBILE} ${MEGA}>ul>li>ul{display:block}
@media print{${BUTTON}{display:none}}
}`;
