/**
 * Shadow styles of `<pb-tabs>`. Sizes are the page's own: these rules arrange the author's
 * headings in a row (a column below 768 px) with `--pb-tabs-gap` between them, and give the
 * headings a base padding (`--pb-tabs-tab-padding`, a target of at least 24 px) that any rule of
 * the page overrides. The loader's critical CSS lays out the same before the upgrade, so nothing
 * moves. Headings and panels are flex items on both sides, so their children's margins stay
 * inside them either way.
 *
 * On paper the tabs become a document again: every panel prints, right after its own heading
 * (the slotted children return to the author's order: `printOrderStyles`).
 */
import { TAB_PADDING, TABS_GAP } from './critical-css';

export const tabsStyles = `
:host{display:flow-root}
[part=tablist]{display:flex;flex-wrap:wrap;column-gap:${TABS_GAP}}
[part=panels]{display:flex;flex-direction:column}
::slotted([hidden]){display:none!important}
@media not print{
::slotted([role=tab]){padding:${TAB_PADDING};cursor:pointer}
::slotted([role=tab][aria-selected=true]){box-shadow:inset 0 -2px 0 var(--pb-tabs-active-color,currentColor)}
::slotted([role=tab]:focus-visible),::slotted([role=tabpanel]:focus-visible){outline:2px solid var(--pb-focus-color,Highlight);outline-offset:2px}
@media (max-width:767px){[part=tablist]{flex-direction:column}}
}
@media print{
:host{display:flex;flex-direction:column}
[part=tablist],[part=panels]{display:contents}
::slotted([role=tabpanel][hidden]){display:block!important}
}
`;

/**
 * Print rules that put the slotted children back in the author's order: one `order` per child
 * position, for every browser (`sibling-index()` would say it in one rule, where supported).
 */
export function printOrderStyles(childCount: number): string {
  const rules = Array.from({ length: childCount }, (_, index) => `::slotted(:nth-child(${index + 1})){order:${index + 1}}`);
  return `@media print{${rules.join('')}}`;
}
