import { attribute } from '../element/attributes';
import type { BannerData } from '../consent/consent-types';

/** The banner texts an author may set on the element (they win over the banner data's). */
export type BannerTextOverrides = Partial<Omit<BannerData['texts'], 'placeholderAccept'>>;

const TEXT_KEYS = ['title', 'message', 'acceptAll', 'denyAll', 'savePreferences', 'viewPreferences'] as const;

/** Validates the `texts` JSON: an object; known keys with non-empty string values are kept. */
export function parseTextOverrides(value: unknown): BannerTextOverrides {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('expected an object of texts');
  const texts: BannerTextOverrides = {};
  for (const key of TEXT_KEYS) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === 'string' && text.trim()) texts[key] = text;
  }
  return texts;
}

/** The attributes of `<pb-consent-banner>`. */
export const consentBannerAttributes = {
  /**
   * Move keyboard focus to the banner when it appears (off by default: WCAG 3.2.1, focus is not
   * taken on load; the visitor's first Tab goes to the banner instead).
   */
  focusOnShow: attribute.boolean(false),
  /**
   * Texts that replace the banner data's (JSON attribute or child `<script type="application/json">`):
   * `title`, `message`, `acceptAll`, `denyAll`, `savePreferences`, `viewPreferences`.
   */
  texts: attribute.json<BannerTextOverrides>({}, parseTextOverrides),
};
