import { attribute } from '../element/attributes';

/** The attributes of `<pb-consent-manage>`. */
export const consentManageAttributes = {
  /** Do not fetch and show the consent service's policy text (manage_consent_html). */
  hidePolicy: attribute.boolean(false),
  /** Do not list the services under their categories. */
  hideServices: attribute.boolean(false),
};
