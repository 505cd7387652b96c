import { consentAreaAttributes } from '../react-core/consent-area/area-attributes';
import { consentAreaStyles } from '../react-core/consent-area/area-styles';
import { ConsentAreaView } from '../react-core/consent-area/area-view';
import { createElementClass, defineElement } from '../react-core/element/define-element';

/**
 * A consent-area block (SPEC §7 "Consent area GET {consent-api}/consent-area/{post_id}/{block_id}"):
 * until its category (or service) is allowed it shows the author's placeholder (light DOM: "This
 * map needs marketing cookies" and a `<button data-consent-accept>`, which the element wires to
 * the consent runtime), or, with no children, a built-in placeholder (the banner data's
 * placeholder text and accept button). Once allowed (at once, or later from the banner or any
 * other control, without a reload) the block's HTML is fetched once and inserted. That HTML is
 * the site's own consented content and is trusted: iframes load and scripts run. Attributes are
 * never markup. Bad ids warn and keep the placeholder; a failed call keeps the placeholder, warns
 * once and is retried on the next change of consent. While the content loads, the shared loading
 * indicator shows over the placeholder. After an accept with the area's own button, focus moves
 * to the new content.
 *
 * @tag pb-consent-area
 * @summary Consent-gated block: placeholder until consent, then the block's content, without a reload.
 *
 * @attr {string} post-id - The post of the block: a whole number. Required.
 * @attr {string} block-id - The block within the post: a whole number. Required.
 * @attr {"functional"|"preferences"|"statistics"|"marketing"} category - The category the content needs. Default marketing.
 * @attr {string} service - A service id (`youtube`); when set, the visitor's choice for the service decides (else its category).
 *
 * @fires {CustomEvent<{postId: string, blockId: string}>} pb-consent-area-load - The content was fetched and inserted.
 *
 * @slot - The author's placeholder, with an optional `[data-consent-accept]` button.
 * @slot content - Filled by the element with the block's content (a `tabindex="-1"` container).
 *
 * @csspart placeholder - The built-in placeholder (only when the author wrote none).
 * @csspart placeholder-text - Its text.
 * @csspart accept - Its accept button.
 * @csspart area - What holds the placeholder (author's or built-in); `aria-busy` while the content loads.
 * @csspart loading - The layer with the loading indicator over the placeholder while the content loads.
 *
 * @cssproperty [--pb-consent-area-min-height=12em] - Minimum height of the built-in placeholder.
 * @cssproperty [--pb-consent-border=#8c8f94] - Border of the built-in placeholder.
 * @cssproperty [--pb-consent-placeholder-background=#f6f7f7] - Its background.
 * @cssproperty [--pb-consent-placeholder-color=#1e1e1e] - Its text colour.
 * @cssproperty [--pb-consent-accent=#1d5fb4] - Accept button background, and the loading indicator's colour.
 * @cssproperty [--pb-consent-loading-background=rgba(255,255,255,.6)] - The layer over the placeholder while the content loads.
 * @cssproperty [--pb-consent-accent-text=#fff] - Accept button text colour.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbConsentAreaElement extends createElementClass({
  tag: 'pb-consent-area',
  attributes: consentAreaAttributes,
  styles: consentAreaStyles,
  View: ConsentAreaView,
}) {}

defineElement('pb-consent-area', PbConsentAreaElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-consent-area': PbConsentAreaElement;
  }
}
