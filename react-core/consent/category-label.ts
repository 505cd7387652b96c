/** The name of a consent category when the banner data has none: from the page's message set. */
import type { MessageKey, Messages } from '../runtime/messages';
import type { ConsentCategory } from './consent-types';

const CATEGORY_MESSAGE: Record<ConsentCategory, MessageKey> = {
  functional: 'consentFunctional',
  preferences: 'consentPreferences',
  statistics: 'consentStatistics',
  marketing: 'consentMarketing',
};

export function categoryFallbackLabel(category: ConsentCategory, messages: Messages): string {
  return messages[CATEGORY_MESSAGE[category]];
}
