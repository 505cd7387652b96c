import { consentManageAttributes } from '../react-core/consent-manage/manage-attributes';
import { consentManageStyles } from '../react-core/consent-manage/manage-styles';
import { ConsentManageView } from '../react-core/consent-manage/manage-view';
import { createElementClass, defineElement } from '../react-core/element/define-element';

/**
 * The manage-consent area of a cookie-policy page (SPEC §2, §7 "Manage consent"). It shows the
 * consent service's policy text (GET {consent-api}/manage_consent_html, fetched once, sanitized to
 * p, h2–h4, lists, links (http/https/mailto/relative), strong, em and tables) above the visitor's
 * current choices: one switch per category (functional always on and disabled) and one per
 * service of the banner data, under its category. A switch applies at once; switching a service
 * off or withdrawing marketing makes the page reload after 500 ms, announced first in the live
 * region ("The page will reload to apply your choice"). Buttons: accept all, deny all, show the
 * cookie banner again. The author's children are shown before the upgrade and without
 * JavaScript, and stay when the policy call fails (one console warning, no error on the page);
 * children with `slot="no-js"` ("Enable JavaScript to manage your consent") show only without
 * JavaScript.
 *
 * @tag pb-consent-manage
 * @summary Manage-consent area: policy text, per-category and per-service switches, accept/deny all, show the banner again.
 *
 * @attr {boolean} hide-policy - Do not fetch the policy text; the author's children stay. Default off.
 * @attr {boolean} hide-services - List the categories only, without their services. Default off.
 *
 * @fires {CustomEvent<ConsentChangeDetail>} pb-consent-change - On `document`, from the consent runtime, after every choice.
 *
 * @slot - The author's content (static policy text), shown until the service's policy text replaces it.
 * @slot no-js - Shown only without JavaScript (or when the module fails to load).
 * @slot policy - Filled by the element with the sanitized policy text.
 *
 * @csspart policy - The box around the policy text.
 * @csspart choices - The fieldset of switches.
 * @csspart legend - Its legend.
 * @csspart category - One category (switch, description, services).
 * @csspart description - A category's description.
 * @csspart always-on - The "Always active" note of the functional category.
 * @csspart services - The list of a category's services.
 * @csspart actions - The row of buttons.
 * @csspart button - Every button.
 * @csspart accept-all - The "Accept all" button.
 * @csspart deny-all - The "Deny all" button.
 * @csspart show-banner - The "Show the cookie banner again" button.
 * @csspart status - The live region.
 *
 * @cssproperty [--pb-consent-border=#8c8f94] - Border colour of the fieldset and separators.
 * @cssproperty [--pb-consent-accent=#1d5fb4] - Switch and button accent colour.
 * @cssproperty [--pb-consent-button-background=#fff] - Button background.
 * @cssproperty [--pb-consent-button-color=#1d5fb4] - Button text colour.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbConsentManageElement extends createElementClass({
  tag: 'pb-consent-manage',
  attributes: consentManageAttributes,
  styles: consentManageStyles,
  View: ConsentManageView,
}) {}

defineElement('pb-consent-manage', PbConsentManageElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-consent-manage': PbConsentManageElement;
  }
}
