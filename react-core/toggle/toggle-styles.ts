/**
 * The look of `<pb-accordion>` and `<pb-toggle>` items. Their `<summary>` and content sit inside
 * the author's `<details>`, out of a shadow root's reach, so these rules go to the document: the
 * loader's critical CSS carries them from the first paint (the upgrade shifts nothing), and the
 * views adopt them too (for pages without the loader). They sit in the cascade layer `pb-toggle`,
 * so any rule of the page wins.
 *
 * - Each summary gets a little block padding: a target at least 24 px tall (WCAG 2.2) with the
 *   default font, and closed items that do not run together.
 * - In print every item prints open, without its disclosure marker: a closed item's content is
 *   hidden in its `::details-content`, which becomes visible on paper (on screen the item stays
 *   as it was).
 */
const ITEM = ':is(pb-accordion,pb-toggle)>details';

export const TOGGLE_LIGHT_STYLES =
  `@layer pb-toggle{${ITEM}>summary{padding-block:.25em}` +
  `@media print{${ITEM}::details-content{content-visibility:visible;display:block}` +
  `${ITEM}>summary{list-style:none}${ITEM}>summary::-webkit-details-marker{display:none}}}`;
