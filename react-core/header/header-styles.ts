/**
 * Shadow styles of `<pb-header>`. The author's logo, menu and forms stay in the light DOM, styled
 * by the page; the shadow root holds the bar (the box that is fixed, with its background) and in
 * it the row that lays them out (the same flex row the critical CSS gives the host before the
 * upgrade), and the menu search's chrome (the slide-in and fullscreen menus adopt theirs with
 * their code: overlay-menu-styles.ts). The row inherits the host's flex-wrap, align-items,
 * justify-content and gap through the bar, so a page that styles `pb-header` as a flex row gets
 * the same layout before and after the upgrade.
 *
 * Custom properties: --pb-header-gap, --pb-header-fixed-background, --pb-header-fixed-shadow,
 * --pb-header-transparent-background, --pb-header-z-index, --pb-header-shrink-by,
 * --pb-header-shrink-logo-scale, --pb-header-vertical-width. Set by the element (do not set):
 * --pb-header-top, --pb-header-height, --pb-header-left, --pb-header-width.
 */
import { MENU_SEARCH_STYLES } from './menu-search';
import { HEADER_DESKTOP_MIN_WIDTH } from './header-state';

const DESKTOP = `@media (min-width:${HEADER_DESKTOP_MIN_WIDTH}px)`;

export const headerStyles = `
:host{align-items:center;gap:var(--pb-header-gap,1rem)}
[part=bar]{position:relative;display:flow-root;flex-wrap:inherit;align-items:inherit;justify-content:inherit;gap:inherit;box-sizing:border-box;flex:1 1 auto;width:100%;min-width:0}
/* The row lays the items out; it takes its flex settings from the bar (so from the host, or from ::part(bar)). */
.row{display:flex;flex-direction:inherit;flex-wrap:inherit;align-items:inherit;justify-content:inherit;gap:inherit}
.menu,.actions{display:contents}
::slotted(:not([slot])){margin-inline-start:auto}
:host([data-search-open]) .menu{visibility:hidden}
:host([data-fixed]:not([transparent])){box-sizing:border-box;height:var(--pb-header-height,auto)}
:host([data-fixed]) [part=bar]{position:fixed;top:var(--pb-header-top,0px);left:var(--pb-header-left,0px);width:var(--pb-header-width,100%);box-sizing:border-box;padding:inherit;background:var(--pb-header-fixed-background,inherit);box-shadow:var(--pb-header-fixed-shadow,0 1px 4px rgb(0 0 0 / .2));z-index:var(--pb-header-z-index,100)}
/*
 * Shrinking ends the bar earlier (the row's negative bottom margin) and moves the items up
 * (translate), so no item is laid out again (CLS 0) and the bar stays right below the admin bar.
 * Nothing is clipped: dropdowns, the mobile menu and the overlay menu still open out of the bar.
 * The search panel covers the bar's box (inset 0), so it follows the shorter bar by itself.
 */
:host([data-shrunk]) .row{margin-block-end:calc(-2 * var(--pb-header-shrink-by,.5rem))}
:host([data-shrunk]) ::slotted([slot=logo]),:host([data-shrunk]) ::slotted(:not([slot])),:host([data-shrunk]) .actions>:not([part~=overlay],[part~=overlay-backdrop],[part~=search]){translate:0 calc(-1 * var(--pb-header-shrink-by,.5rem))}
:host([data-shrunk]) ::slotted([slot=logo]){transform:scale(var(--pb-header-shrink-logo-scale,.8));transform-origin:0 50%}
:host([transparent]){position:absolute;left:0;right:0;z-index:var(--pb-header-z-index,100)}
:host([transparent]) [part=bar]{background:var(--pb-header-transparent-background,transparent)}
:host([transparent][data-fixed]) [part=bar]{background:var(--pb-header-fixed-background,Canvas)}
${DESKTOP}{
:host([variant=split]) [part=bar]{justify-content:center}
:host([variant=split]) ::slotted(pb-menu){display:contents}
:host([variant=split]) ::slotted([slot=logo]){order:2}
:host([variant=split]) .actions>*{order:4}
:host([variant=vertical]){position:fixed;top:var(--pb-header-top,0px);bottom:0;inset-inline-start:0;box-sizing:border-box;width:var(--pb-header-vertical-width,16rem);overflow-y:auto;z-index:var(--pb-header-z-index,100)}
:host([variant=vertical]) [part=bar]{flex-direction:column;align-items:flex-start}
:host([variant=vertical]) ::slotted(:not([slot])){margin-inline-start:0}
}
${MENU_SEARCH_STYLES}
`;
