/**
 * Shadow styles of `<pb-scroll-top>`: the element is fixed at the bottom inline-end corner. The
 * author's link (light DOM) gets a default pill look; its colours go through custom properties
 * (`color` and `background` are important, so that a theme's `a { color }` or `a:focus { background }`
 * cannot make it unreadable: Twenty Twenty-One's focused link lost the pill, white on its page colour).
 * A transparent border keeps the pill's outline in forced-colors mode; nothing prints.
 */
export const scrollTopStyles = `
:host{position:fixed;inset-inline-end:var(--pb-scroll-top-inset,1.25rem);inset-block-end:var(--pb-scroll-top-inset,1.25rem);z-index:var(--pb-scroll-top-z-index,9990)}
::slotted(a),[part=button]{display:inline-block;padding:.6em 1em;border:1px solid transparent;border-radius:2em;background:var(--pb-scroll-top-background,#1f2328)!important;color:var(--pb-scroll-top-color,#fff)!important;font:inherit;line-height:1.2;text-decoration:none;cursor:pointer;box-shadow:0 2px 8px rgb(0 0 0/.3)}
::slotted(a:focus-visible),[part=button]:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
@media print{:host{display:none!important}}
`;
