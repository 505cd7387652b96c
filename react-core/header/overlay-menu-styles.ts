/**
 * Shadow CSS of the slide-in and fullscreen menus, adopted by their view (overlay-menu.tsx) when it
 * first renders: like their code, only headers of those variants load it. On paper the menu
 * prints in the bar as the author's list, without its buttons.
 */
export const OVERLAY_MENU_STYLES = `
[part~=overlay-toggle],[part~=overlay-close]{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:var(--pb-header-toggle-size,2.75rem);height:var(--pb-header-toggle-size,2.75rem);flex:none;margin:0;padding:0;border:0;background:none;color:inherit;font:inherit;cursor:pointer}
[part~=overlay-toggle] svg,[part~=overlay-close] svg{width:1.5rem;height:1.5rem}
[part~=overlay-toggle]:focus-visible,[part~=overlay-close]:focus-visible{outline:2px solid var(--pb-focus-color,Highlight);outline-offset:2px}
[part~=overlay-backdrop]{position:fixed;inset:0;z-index:var(--pb-overlay-z-index,100000);background:var(--pb-overlay-backdrop,rgba(0,0,0,.5))}
[part~=overlay]{position:fixed;z-index:var(--pb-overlay-z-index,100000);box-sizing:border-box;overflow-y:auto;overscroll-behavior:contain;padding:1rem 1.5rem 2rem;background:var(--pb-overlay-background,#fff);color:var(--pb-overlay-color,#1a1a1a)}
[part~=overlay][data-kind=slide-in]{inset-block:0;inset-inline-end:0;width:var(--pb-overlay-width,min(22rem,85vw))}
[part~=overlay][data-kind=fullscreen]{inset:0;display:flex;flex-direction:column;align-items:center;justify-content:safe center}
[part~=overlay-close]{position:absolute;inset-block-start:.5rem;inset-inline-end:.5rem}
[part~=overlay]:focus{outline:none}
[part~=overlay][hidden],[part~=overlay-backdrop][hidden]{display:none}
@media print{[part~=overlay-toggle],[part~=overlay-close],[part~=overlay-backdrop]{display:none!important}
[part~=overlay]:is(*,[hidden]){display:block;position:static;inset:auto;width:auto;padding:0;overflow:visible;background:none;color:inherit}}
`;
