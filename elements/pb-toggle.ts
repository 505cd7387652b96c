import { createElementClass, defineElement } from '../react-core/element/define-element';
import { ToggleView } from '../react-core/toggle/toggle-view';

/**
 * A toggle: the `<details>` inside it slides open and closed in 700 ms (instantly with reduced
 * motion). Clicks while it slides are ignored. Without JavaScript the details element works as
 * it always does, and mark it `open` to start open. Inside `<pb-accordion>` the accordion drives it.
 * In print its content shows even when it is closed.
 *
 * @tag pb-toggle
 * @summary A toggle (disclosure) on its own.
 *
 * @fires {CustomEvent<{open: boolean}>} pb-toggle-change - The toggle opened or closed (fired when the slide starts).
 *
 * @slot - One `<details>` element with a `<summary>` title and the content.
 */
export class PbToggleElement extends createElementClass({
  tag: 'pb-toggle',
  attributes: {},
  styles: '',
  View: ToggleView,
}) {}

defineElement('pb-toggle', PbToggleElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-toggle': PbToggleElement;
  }
}
