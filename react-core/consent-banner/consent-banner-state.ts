/**
 * The banner's view state, pure (SPEC.md §4 "Consent", §5 "Consent"): whether the preferences
 * dialog is open, and the switches in it. The consent record itself belongs to the consent
 * runtime; the banner only reads it (to pre-set the switches) and calls the runtime's actions.
 */
import { CONSENT_CATEGORIES, type BannerData, type ConsentCategory, type ConsentCategoryText, type ConsentRecord, type ConsentService, type ConsentType } from '../consent/consent-types';
import { formatMessage, type Messages } from '../runtime/messages';
import { categoryFallbackLabel } from '../consent/category-label';

/** Slide/fade-in of the banner (not in the SPEC; instant under reduced motion). */
export const BANNER_SHOW_MS = 400;
/** Fade-in of the preferences dialog. */
export const DIALOG_FADE_MS = 200;
/** SPEC §9 Debounces: "200 ms for the consent header" — the banner's height is re-measured 200 ms after a resize. */
export const BANNER_RESIZE_DEBOUNCE_MS = 200;

export interface BannerViewState {
  /** The preferences dialog is open. */
  open: boolean;
  /** The switches of the dialog (functional is always on). */
  categories: Record<ConsentCategory, boolean>;
  services: Record<string, boolean>;
}

export type BannerViewAction =
  | { type: 'open'; record: ConsentRecord; banner: Pick<BannerData, 'consentType' | 'services'> }
  | { type: 'close' }
  /** A category switch; the services under it (from `services`) follow it. */
  | { type: 'set-category'; category: ConsentCategory; checked: boolean; services?: readonly ConsentService[] }
  | { type: 'set-service'; service: string; checked: boolean };

/** The state before anything was opened: closed, nothing ticked but functional. */
export function closedBannerView(): BannerViewState {
  return {
    open: false,
    categories: { functional: true, preferences: false, statistics: false, marketing: false },
    services: {},
  };
}

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

/** The switches pre-set from the record: a service's own choice if made, else its category's switch. */
export function switchesFromRecord(
  record: ConsentRecord,
  banner: Pick<BannerData, 'consentType' | 'services'>,
): Pick<BannerViewState, 'categories' | 'services'> {
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


export function bannerViewReducer(state: BannerViewState, action: BannerViewAction): BannerViewState {
  switch (action.type) {
    case 'open':
      return { open: true, ...switchesFromRecord(action.record, action.banner) };
    case 'close':
      return state.open ? { ...state, open: false } : state;
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
  state: BannerViewState,
  services: readonly ConsentService[],
): { allowed: ConsentCategory[]; services: Record<string, boolean> | undefined } {
  const allowed = CONSENT_CATEGORIES.filter((category) => category !== 'functional' && state.categories[category]);
  if (services.length === 0) return { allowed, services: undefined };
  return { allowed, services: Object.fromEntries(services.map((service) => [service.id, state.services[service.id] === true])) };
}

/**
 * Deny all on the banner itself (Complianz): shown in opt-in (refusing must be as easy as
 * accepting) and opt-out (denying is the visitor's right to object, "do not sell or share"); not
 * in `other` regions, where the banner is a notice with Accept all and View preferences. Deny all
 * is in the preferences dialog in every consent type.
 */
export function showsDenyAllOnBanner(consentType: ConsentType): boolean {
  return consentType !== 'other';
}

/** Opt-out: the sentence that tells the visitor the banner closes by itself; '' otherwise. */
export function dismissNotice(banner: Pick<BannerData, 'consentType' | 'dismissTimeout'>, messages: Messages): string {
  if (banner.consentType !== 'optout') return '';
  const seconds = Math.round(banner.dismissTimeout / 1000);
  return seconds > 0 ? formatMessage(messages.consentOptOutNoticeTimeout, { seconds }) : messages.consentOptOutNotice;
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

