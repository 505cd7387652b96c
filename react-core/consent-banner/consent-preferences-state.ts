/**
 * The switches of the consent banner's preferences dialog, pure (SPEC.md §4 "Consent", §5
 * "Consent"): pre-set from the stored record, turned on and off, and what Save preferences passes
 * to the runtime; the categories the dialog lists. Loaded with the dialog (consent-preferences.tsx).
 */
import { categoryFallbackLabel } from '../consent/category-label';
import { CONSENT_CATEGORIES, type BannerData, type ConsentCategory, type ConsentCategoryText, type ConsentRecord, type ConsentService, type ConsentType } from '../consent/consent-types';
import type { Messages } from '../runtime/messages';

/** Fade-in of the preferences dialog. */
export const DIALOG_FADE_MS = 200;

/** The switches of the dialog (functional is always on). */
export interface PreferencesState {
  categories: Record<ConsentCategory, boolean>;
  services: Record<string, boolean>;
}

export type PreferencesAction =
  /** A category switch; the services under it (from `services`) follow it. */
  | { type: 'set-category'; category: ConsentCategory; checked: boolean; services?: readonly ConsentService[] }
  | { type: 'set-service'; service: string; checked: boolean };

/**
 * Whether a category's switch starts on: functional always; a stored value as stored; with no
 * stored value, off in opt-in (nothing is allowed until consent) and on in opt-out and other
 * (SPEC §5: "a category counts as allowed when no value is stored").
 */
export function categoryChecked(category: ConsentCategory, record: ConsentRecord, consentType: ConsentType): boolean {
  if (category === 'functional') return true;
  const value = record.categories[category];
  if (value === undefined) return consentType !== 'optin';
  return value === 'allow';
}

/** The switches when the dialog opens, pre-set from the record: a service's own choice if made, else its category's switch. */
export function switchesFromRecord(
  record: ConsentRecord,
  banner: Pick<BannerData, 'consentType' | 'services'>,
): PreferencesState {
  const categories = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, categoryChecked(category, record, banner.consentType)]),
  ) as Record<ConsentCategory, boolean>;
  const services: Record<string, boolean> = {};
  for (const service of banner.services) {
    const own = record.services[service.id];
    services[service.id] = typeof own === 'boolean' ? own : categories[service.category] ?? false;
  }
  return { categories, services };
}

/** A switch turned on or off. */
export function preferencesReducer(state: PreferencesState, action: PreferencesAction): PreferencesState {
  switch (action.type) {
    case 'set-category': {
      if (action.category === 'functional') return state;
      // A visitor who turns statistics off means every statistics service; a service switch changes only that service.
      const services = { ...state.services };
      for (const service of action.services ?? []) {
        if (service.category === action.category) services[service.id] = action.checked;
      }
      return { ...state, categories: { ...state.categories, [action.category]: action.checked }, services };
    }
    case 'set-service':
      if (state.services[action.service] === action.checked) return state;
      return { ...state, services: { ...state.services, [action.service]: action.checked } };
  }
}

/** What "Save preferences" passes to `savePreferences`: the ticked categories and the service switches. */
export function selectionToSave(
  state: PreferencesState,
  services: readonly ConsentService[],
): { allowed: ConsentCategory[]; services: Record<string, boolean> | undefined } {
  const allowed = CONSENT_CATEGORIES.filter((category) => category !== 'functional' && state.categories[category]);
  if (services.length === 0) return { allowed, services: undefined };
  return { allowed, services: Object.fromEntries(services.map((service) => [service.id, state.services[service.id] === true])) };
}

/**
 * The categories the dialog lists, in the SPEC's order: the banner data's texts, functional
 * always first and present, a category with no text from the data only if a service uses it.
 */
export function dialogCategories(
  banner: Pick<BannerData, 'categories' | 'services'>,
  messages: Messages,
): ConsentCategoryText[] {
  const byId = new Map(banner.categories.filter((text) => CONSENT_CATEGORIES.includes(text.id)).map((text) => [text.id, text]));
  const listed = banner.categories.length === 0 ? new Set<ConsentCategory>(CONSENT_CATEGORIES) : new Set(byId.keys());
  listed.add('functional');
  for (const service of banner.services) listed.add(service.category);
  return CONSENT_CATEGORIES.filter((category) => listed.has(category)).map((category) => {
    const text = byId.get(category);
    return {
      id: category,
      label: text?.label.trim() || categoryFallbackLabel(category, messages),
      description: text?.description ?? '',
    };
  });
}
