/**
 * The layout the loader reserves for `<pb-tabs>` before its code arrives (CLS 0): the headings in
 * a row (a column below 768 px) with `--pb-tabs-gap` between them, only the first panel shown,
 * exactly as the upgraded element lays them out. On paper the element is left as a document
 * (every heading above its panel), as the upgraded element prints too.
 *
 * The headings' base padding sits in the cascade layer `pb-tabs`, so a page's own rule for its
 * headings wins here as it wins over the shadow root's `::slotted()` rule after the upgrade.
 */
import { TAB_SELECTOR } from './tabs-structure';

const NOT_PANEL = `${TAB_SELECTOR},script,style,template`;
const TABS = 'pb-tabs:not([data-enhanced],[data-failed])';
/** A flex item as wide as a block would be (margins, padding and border included). */
const FULL_LINE = 'flex:0 0 auto;width:-webkit-fill-available;width:-moz-available;width:stretch';

/** The default space between tab headings and their padding (also used by the shadow styles). */
export const TABS_GAP = 'var(--pb-tabs-gap,.5em)';
export const TAB_PADDING = 'var(--pb-tabs-tab-padding,.25em .75em)';

export const TABS_CRITICAL_CSS =
  '@media not print{' +
  `${TABS}{display:flex;flex-wrap:wrap;column-gap:${TABS_GAP}}` +
  `${TABS}>:is(${TAB_SELECTOR}){order:-1}` +
  `${TABS}>:not(${NOT_PANEL}){${FULL_LINE}}` +
  `${TABS}>:not(${NOT_PANEL})~:not(${NOT_PANEL}){display:none}` +
  `@media (max-width:767px){${TABS}>:is(${TAB_SELECTOR}){${FULL_LINE}}}` +
  `@layer pb-tabs{${TABS}>:is(${TAB_SELECTOR}){padding:${TAB_PADDING}}}}`;
