/**
 * Shadow styles of `<pb-tabs>`. Sizes are the page's own: these rules only arrange the author's
 * headings in a row (a column below 768 px) and never change a box, so the layout reserved by the
 * loader's critical CSS before the upgrade is exactly the layout after it. Headings and panels are
 * flex items on both sides, so their children's margins stay inside them either way.
 */
export const tabsStyles = `
:host{display:flow-root}
[part=tablist]{display:flex;flex-wrap:wrap}
[part=panels]{display:flex;flex-direction:column}
::slotted([role=tab]){cursor:pointer}
::slotted([role=tab][aria-selected=true]){box-shadow:inset 0 -2px 0 var(--pb-tabs-active-color,currentColor)}
::slotted([role=tab]:focus-visible),::slotted([role=tabpanel]:focus-visible){outline:2px solid var(--pb-focus-color,Highlight);outline-offset:2px}
::slotted([hidden]){display:none!important}
@media (max-width:767px){[part=tablist]{flex-direction:column}}
`;
