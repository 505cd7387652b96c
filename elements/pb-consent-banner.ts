import { consentBannerAttributes } from '../react-core/consent-banner/consent-banner-attributes';
import { consentBannerStyles } from '../react-core/consent-banner/consent-banner-styles';
import { ConsentBannerView } from '../react-core/consent-banner/consent-banner-view';
import { createElementClass, defineElement } from '../react-core/element/define-element';

/**
 * The cookie-consent banner. It shows while the page's consent runtime says the banner is due
 * (banner status `show`: no choice yet, a changed policy id, or "manage consent"), and never for
 * bots, speed-test bots or a respected Do Not Track / Global Privacy Control signal. It is a
 * non-modal region (named by the title) fixed at the bottom of the viewport: it overlays the page
 * and shifts nothing. Write it first in `<body>`, so it comes first in the tab order; it does not
 * take focus on load unless `focus-on-show` is set.
 *
 * Its texts come from the consent service's banner data (or the built-in opt-in texts when the
 * service cannot be reached: the banner shows no error). The author may replace the title, the
 * message and the links with light-DOM children: `<h2 slot="title">`, `<p slot="message">`,
 * `<ul slot="links">`; other children appear under the message.
 *
 * Buttons: Accept all, Deny all (not on the banner in `other` regions, always in the dialog) and
 * View preferences, which opens a modal dialog with a switch per category (functional always on
 * and disabled) and per service, pre-set from the stored choice, with Save preferences, Accept
 * all and Deny all. Escape, the close button or a click outside close the dialog and return focus
 * to View preferences. In opt-out regions the banner says it closes by itself when the visitor
 * scrolls on (or after the configured time); the runtime dismisses it.
 *
 * While it shows, `--pb-consent-banner-height` on the root element holds the height it covers
 * (e.g. `footer { padding-bottom: var(--pb-consent-banner-height, 0) }`).
 *
 * @tag pb-consent-banner
 * @summary Cookie-consent banner with a preferences dialog, driven by the consent service's banner data.
 *
 * @attr {boolean} focus-on-show - Move keyboard focus to the banner whenever it appears (default off: focus is not taken on load; the visitor's first Tab goes to the banner instead).
 * @attr {string} texts - JSON object of texts that replace the banner data's: `title`, `message`, `acceptAll`, `denyAll`, `savePreferences`, `viewPreferences` (also as a child `<script type="application/json">`). Malformed JSON: one warning, the banner data's texts.
 *
 * @fires {CustomEvent<{open: boolean}>} pb-consent-banner-toggle - The preferences dialog opened or closed. (Consent changes are announced by the runtime's `pb-consent-change` on `document`.)
 *
 * @slot title - Replaces the title (default: the banner data's title in an `<h2>`); its text also names the region.
 * @slot message - Replaces the message paragraph.
 * @slot links - Replaces the list of page links (privacy statement, imprint …).
 * @slot - Extra content under the message.
 *
 * @csspart banner - The fixed region (the visible panel).
 * @csspart content - Title, message, notice and links.
 * @csspart title - The built-in title heading.
 * @csspart message - The message's wrapper.
 * @csspart notice - Opt-out only: the sentence saying the banner closes by itself.
 * @csspart links - The built-in list of page links.
 * @csspart link - A page link, or a service's privacy statement link.
 * @csspart buttons - The banner's button row.
 * @csspart button - Every button (banner and dialog).
 * @csspart accept-button - Accept all (banner and dialog).
 * @csspart deny-button - Deny all (banner and dialog).
 * @csspart preferences-button - View preferences.
 * @csspart backdrop - The dimmed page behind the dialog.
 * @csspart dialog - The preferences dialog.
 * @csspart dialog-header - The dialog's title and close button.
 * @csspart dialog-title - The dialog's heading.
 * @csspart close-button - The dialog's close button.
 * @csspart categories - The list of categories.
 * @csspart category - One category (label, switch, description, services).
 * @csspart switch-row - A switch with its label.
 * @csspart switch - Every switch (a checkbox with role="switch").
 * @csspart category-switch - A category's switch.
 * @csspart service-switch - A service's switch.
 * @csspart always-on - The "Always active" note of the functional category.
 * @csspart description - A category's description.
 * @csspart services - The list of services under a category.
 * @csspart service - One service.
 * @csspart dialog-buttons - Save preferences, Accept all, Deny all in the dialog.
 * @csspart save-button - Save preferences.
 *
 * @cssproperty [--pb-consent-background=#fff] - Background of the banner and the dialog.
 * @cssproperty [--pb-consent-color=#1a1a1a] - Text colour.
 * @cssproperty [--pb-consent-accent=#1a4fb5] - Button and switch-on colour (also the text of outline buttons).
 * @cssproperty [--pb-consent-accent-color=#fff] - Text on accent-coloured buttons.
 * @cssproperty [--pb-consent-link-color=#1a4fb5] - Link colour.
 * @cssproperty [--pb-consent-border-color=#c4c8cf] - Border of the panels and between categories.
 * @cssproperty [--pb-consent-switch-off=#5c6370] - Colour of a switch that is off.
 * @cssproperty [--pb-consent-radius=.5rem] - Corner radius of the panels.
 * @cssproperty [--pb-consent-button-radius=.35rem] - Corner radius of the buttons.
 * @cssproperty [--pb-consent-shadow=0 4px 24px rgb(0 0 0/.2)] - Shadow of the panels.
 * @cssproperty [--pb-consent-max-width=64rem] - Maximum width of the banner (full width on phones).
 * @cssproperty [--pb-consent-inset=1rem] - Gap between the banner and the bottom of the viewport (0 on phones).
 * @cssproperty [--pb-consent-padding=1.25rem 1.5rem] - Padding of the banner.
 * @cssproperty [--pb-consent-dialog-width=36rem] - Width of the dialog.
 * @cssproperty [--pb-consent-backdrop=rgb(0 0 0/.5)] - Colour of the backdrop behind the dialog.
 * @cssproperty [--pb-consent-z-index=100000] - Stacking level of the banner and the dialog.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbConsentBannerElement extends createElementClass({
  tag: 'pb-consent-banner',
  attributes: consentBannerAttributes,
  styles: consentBannerStyles,
  View: ConsentBannerView,
}) {}

defineElement('pb-consent-banner', PbConsentBannerElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-consent-banner': PbConsentBannerElement;
  }
}
