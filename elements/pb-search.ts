import { createElementClass, defineElement } from '../react-core/element/define-element';
import { searchAttributes } from '../react-core/search/search-attributes';
import { searchStyles } from '../react-core/search/search-styles';
import { SearchView } from '../react-core/search/search-view';

/**
 * A search box around the author's real form, `<form role="search" action="/search" method="get">`
 * with an `<input type="search" name="s">` (WordPress's field name) and a submit button, so it
 * works without JavaScript. The element names the field (from `label`) when the author did not,
 * lays the button over the end of the field whose end padding grows by 30 px, can collapse the
 * field to its button (`expand`), and never sends an empty search: the field is focused and a
 * polite message is announced instead.
 *
 * @tag pb-search
 * @summary Search box: accessible, expanding, with the button over the field.
 *
 * @attr {boolean} expand - The field is collapsed to its button until focused or clicked, then expands; Escape (or leaving it empty) collapses it and Escape returns focus to the button. Default off.
 * @attr {boolean} show-button - The submit button lies over the end of the field, whose end padding grows by 30 px; `off` hides the button (Enter still searches). Default on.
 * @attr {string} placeholder - Placeholder of the field when it has none of its own.
 * @attr {string} label - Accessible name of the field (`aria-label`) when it has no label of its own.
 *
 * @fires {CustomEvent<{query: string}>} pb-search - A non-empty search is about to be sent. Cancelable: call `preventDefault()` to handle the search yourself.
 *
 * @slot - The author's `<form role="search">`.
 *
 * @csspart status - The visually hidden polite live region (the empty-search message).
 */
export class PbSearchElement extends createElementClass({
  tag: 'pb-search',
  attributes: searchAttributes,
  styles: searchStyles,
  View: SearchView,
}) {}

defineElement('pb-search', PbSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-search': PbSearchElement;
  }
}
