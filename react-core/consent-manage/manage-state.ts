/**
 * What the manage-consent area shows and what a choice does (SPEC.md §4 "Consent"): one switch per
 * category (functional always on and disabled), one per service under its category, and which
 * choices make the runtime reload the page (switching a service off, withdrawing a category that
 * was allowed, deny all when something had been granted), so the view can announce it first. No DOM here.
 */
import { CONSENT_CATEGORIES, type BannerData, type ConsentCategory, type ConsentCategoryText } from '../consent/consent-types';

export interface ManageServiceRow {
  id: string;
  label: string;
  checked: boolean;
  /** A service of the functional category cannot be switched off. */
  disabled: boolean;
}

export interface ManageRow {
  id: ConsentCategory;
  label: string;
  description: string;
  checked: boolean;
  /** Functional: always on, the switch is disabled. */
  alwaysOn: boolean;
  services: ManageServiceRow[];
}

export interface ConsentQuery {
  isCategoryAllowed: (category: ConsentCategory) => boolean;
  isServiceAllowed: (service: string, category?: ConsentCategory) => boolean;
}

/**
 * The categories to show: the banner data's, in the order of SPEC §9 (functional, preferences,
 * statistics, marketing), every SPEC category once; a category the banner data does not describe
 * gets `fallbackLabel(id)` and no description.
 */
export function categoryTexts(banner: BannerData, fallbackLabel: (id: ConsentCategory) => string): ConsentCategoryText[] {
  return CONSENT_CATEGORIES.map((id) => {
    const text = banner.categories.find((category) => category.id === id);
    return { id, label: text?.label || fallbackLabel(id), description: text?.description ?? '' };
  });
}

export function manageRows(
  banner: BannerData,
  consent: ConsentQuery,
  fallbackLabel: (id: ConsentCategory) => string,
  withServices = true,
): ManageRow[] {
  return categoryTexts(banner, fallbackLabel).map((text) => {
    const alwaysOn = text.id === 'functional';
    return {
      ...text,
      alwaysOn,
      checked: alwaysOn || consent.isCategoryAllowed(text.id),
      services: withServices
        ? banner.services
            .filter((service) => service.category === text.id)
            .map((service) => ({
              id: service.id,
              label: service.label || service.id,
              checked: alwaysOn || consent.isServiceAllowed(service.id, service.category),
              disabled: alwaysOn,
            }))
        : [],
    };
  });
}

/** The non-functional categories allowed now. */
export function allowedCategories(consent: ConsentQuery): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => category !== 'functional' && consent.isCategoryAllowed(category));
}

/** The allowed categories after switching `category` on or off (functional cannot be switched). */
export function categoriesAfterSwitch(current: readonly ConsentCategory[], category: ConsentCategory, on: boolean): ConsentCategory[] {
  if (category === 'functional') return [...current];
  const without = current.filter((entry) => entry !== category);
  return on ? CONSENT_CATEGORIES.filter((entry) => entry === category || without.includes(entry)) : without;
}

/**
 * SPEC §4: withdrawing marketing consent reloads the page after 500 ms. The runtime goes further
 * (react-core/consent/consent-rules.ts: anything that counted as allowed and no longer does
 * reloads, since a script that ran cannot be unloaded), so switching off any category that was
 * allowed reloads; functional cannot be switched off.
 */
export function categorySwitchReloads(category: ConsentCategory, wasAllowed: boolean, on: boolean): boolean {
  return category !== 'functional' && wasAllowed && !on;
}

/** SPEC §4: switching a service off reloads the page after 500 ms. */
export function serviceSwitchReloads(wasAllowed: boolean, on: boolean): boolean {
  return wasAllowed && !on;
}

/** SPEC §4: deny all reloads the page if anything (a category or a service) had been granted. */
export function denyAllReloads(banner: BannerData, consent: ConsentQuery, record: { services: Record<string, boolean> }): boolean {
  return (
    allowedCategories(consent).length > 0 ||
    Object.values(record.services).some(Boolean) ||
    banner.services.some((service) => service.category !== 'functional' && consent.isServiceAllowed(service.id, service.category))
  );
}
