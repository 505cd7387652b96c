import { createElementClass, defineElement } from '../react-core/element/define-element';
import { AccordionView } from '../react-core/toggle/accordion-view';

/**
 * An accordion: of its `<details>` items exactly one is open. Opening one slides the open one
 * closed (700 ms, instantly with reduced motion); clicks while they slide are ignored. Up/Down
 * arrows, Home and End move between the item titles. Mark one item `open` so nothing moves when
 * the element upgrades; with none marked, the first opens. In print every item's content shows
 * (on screen the items stay as they were).
 *
 * @tag pb-accordion
 * @summary An accordion of toggles, one open at a time.
 *
 * @fires {CustomEvent<{index: number, previousIndex: number}>} pb-accordion-change - Another item was opened (fired when the slide starts).
 *
 * @slot - The items: `<details>` elements (each with a `<summary>`), directly or each inside a `<pb-toggle>`.
 */
export class PbAccordionElement extends createElementClass({
  tag: 'pb-accordion',
  attributes: {},
  styles: '',
  View: AccordionView,
}) {}

defineElement('pb-accordion', PbAccordionElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-accordion': PbAccordionElement;
  }
}
