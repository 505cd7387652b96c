import { createElementClass, defineElement } from '../react-core/element/define-element';
import { tabsAttributes } from '../react-core/tabs/tabs-attributes';
import { tabsStyles } from '../react-core/tabs/tabs-styles';
import { TabsView } from '../react-core/tabs/tabs-view';

/**
 * Tabs made from the author's headings and panels (WAI-ARIA Tabs pattern). Each heading child
 * (`h1`–`h6`, or any child with `data-tab`) is a tab and the element after it is its panel.
 * Left/Right (Up/Down when stacked), Home and End move between tabs; selection follows focus.
 * Right to left (`dir="rtl"` on it or an ancestor), Left moves to the next tab.
 * The page hash selects a tab: `#<id>|<index>`, `#tab-<name>` or `#<name>`; a link to `#reviews`
 * (or the shop's review link) opens the tab named "reviews". Below 768 px the tabs stack.
 * In print every panel shows, after its own heading.
 *
 * @tag pb-tabs
 * @summary Tabs, hash-addressable, from plain headings and panels.
 *
 * @attr {number} active - Index (from 0) of the tab open on load, unless the hash selects another. Default 0.
 * @attr {string} label - Accessible name of the tab list.
 *
 * @fires {CustomEvent<{index: number, previousIndex: number, name: string}>} pb-tab-change - A different tab was selected (click, key, hash or reviews link).
 *
 * @slot - The tab headings, each followed by its panel. A heading's `data-name` (else its text, slugified) is its name in the hash.
 * @slot tab - Assigned by the element to the headings; do not set it yourself.
 *
 * @csspart tablist - The row (column below 768 px) that holds the tabs.
 * @csspart panels - The box that holds the panels.
 *
 * @cssproperty [--pb-tabs-gap=.5em] - Space between the tab headings in a row (also kept before the upgrade).
 * @cssproperty [--pb-tabs-tab-padding=.25em .75em] - Base padding of the tab headings; a padding the page sets on its headings wins.
 * @cssproperty [--pb-tabs-active-color=currentColor] - Colour of the selected tab's underline.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbTabsElement extends createElementClass({
  tag: 'pb-tabs',
  attributes: tabsAttributes,
  styles: tabsStyles,
  View: TabsView,
}) {}

defineElement('pb-tabs', PbTabsElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-tabs': PbTabsElement;
  }
}
