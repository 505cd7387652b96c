import { attribute } from '../element/attributes';
import { CONSENT_CATEGORIES } from '../consent/consent-types';

/** The attributes of `<pb-consent-area>`. */
export const consentAreaAttributes = {
  /** The post the block belongs to: a whole number (checked by the view, which warns). */
  postId: attribute.string(''),
  /** The consent-area block within the post: a whole number. */
  blockId: attribute.string(''),
  /** The category the content needs. Default marketing. */
  category: attribute.oneOf(CONSENT_CATEGORIES, 'marketing'),
  /** A service id (`youtube`): when set, the service's own choice decides, else its category. */
  service: attribute.string(''),
};
