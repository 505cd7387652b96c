/**
 * Pure consent rules (SPEC.md §4 "Consent", §5 "Consent"): no DOM, no clock, no storage. What a
 * stored record allows, the policy reset and the opt-out auto-dismissal: what the page needs at
 * rest. The visitor's choices are transitions of their own (consent-choices.ts), loaded with the
 * first choice.
 */
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentService,
  type ConsentType,
  type ConsentValue,
} from './consent-types';

/** SPEC §9 "Opt-out dismiss-on-scroll 400 px": the banner is dismissed once scrolled past this. */
export const OPT_OUT_DISMISS_SCROLL = 400;

/** Who the visitor is, beyond the record (all false for an ordinary visitor). */
export interface ConsentFlags {
  /** A crawler: treated as consenting to everything, never tracked. */
  bot?: boolean;
  /**
   * Do Not Track / Global Privacy Control present and respected by the site, or a speed-test bot:
   * a category without a value counts as denied whatever the consent type (only an explicit
   * 'allow' counts).
   */
  strict?: boolean;
}

export function emptyRecord(): ConsentRecord {
  return {
    categories: {},
    services: {},
    policyId: '',
    bannerStatus: 'show',
    savedCategories: [],
    savedServices: [],
    visitorId: '',
  };
}

/** The visitor made a choice (accept, deny, save, a placeholder's accept, a service switch) since the last reset. */
export function hasChoice(record: ConsentRecord): boolean {
  return record.savedCategories.length > 0;
}

/**
 * Functional: always. Bots: everything. Opt-in (and strict: DNT/GPC, speed-test bots): only an
 * explicit 'allow'. Opt-out and other: anything but an explicit 'deny'.
 */
export function isCategoryAllowed(
  record: ConsentRecord,
  type: ConsentType,
  category: ConsentCategory,
  flags: ConsentFlags = {},
): boolean {
  if (category === 'functional' || flags.bot) return true;
  const value = record.categories[category];
  if (type === 'optin' || flags.strict) return value === 'allow';
  return value !== 'deny';
}

/** The category of a service: from the banner data, else `fallback`, else marketing. */
export function serviceCategory(
  service: string,
  services: readonly ConsentService[] | undefined,
  fallback?: ConsentCategory,
): ConsentCategory {
  const known = services?.find((entry) => entry.id === service)?.category;
  return known ?? fallback ?? 'marketing';
}

/** A service's own choice when made, else its category's rule. Bots: allowed. */
export function isServiceAllowed(
  record: ConsentRecord,
  type: ConsentType,
  service: string,
  category: ConsentCategory,
  flags: ConsentFlags = {},
): boolean {
  if (flags.bot) return true;
  const own = record.services[service];
  if (typeof own === 'boolean') return own;
  return isCategoryAllowed(record, type, category, flags);
}

/** Every category set to `value`. */
export function allValues(value: ConsentValue): ConsentRecord['categories'] {
  return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, value]));
}

/** "Manage consent": the banner shows again; nothing else changes. */
export function showBanner(record: ConsentRecord): ConsentRecord {
  return { ...record, bannerStatus: 'show' };
}

/** Opt-out auto-dismissal: the banner status only; the categories stay unset (and so count as allowed). */
export function dismissBanner(record: ConsentRecord): ConsentRecord {
  return { ...record, bannerStatus: 'dismissed' };
}

/**
 * SPEC §4: a changed policy id resets all categories to denied and shows the banner again. Only
 * when the record accepted a policy before (a first visit has none) and the banner data names
 * one. The accepted policy and the saved values are cleared, so the next choice is tracked and
 * the reset happens once.
 */
export function policyChanged(record: ConsentRecord, policyId: string): boolean {
  return record.policyId !== '' && policyId !== '' && record.policyId !== policyId;
}

export function applyPolicy(record: ConsentRecord, policyId: string): ConsentRecord {
  if (!policyChanged(record, policyId)) return record;
  return {
    ...record,
    categories: { ...allValues('deny'), functional: 'allow' },
    services: {},
    policyId: '',
    bannerStatus: 'show',
    savedCategories: [],
    savedServices: [],
  };
}

/**
 * Opt-out auto-dismissal (SPEC §4): only in opt-out, only while the banner shows and nothing was
 * chosen, once scrolled past 400 px or once `dismissTimeout` ms (> 0) have passed. A timer or a
 * scroll never changes consent that was given.
 */
export function shouldAutoDismiss(input: {
  consentType: ConsentType;
  record: ConsentRecord;
  scrollY: number;
  elapsed: number;
  dismissTimeout: number;
}): boolean {
  const { consentType, record, scrollY, elapsed, dismissTimeout } = input;
  if (consentType !== 'optout' || record.bannerStatus !== 'show' || hasChoice(record)) return false;
  return scrollY > OPT_OUT_DISMISS_SCROLL || (dismissTimeout > 0 && elapsed >= dismissTimeout);
}

/** DNT/GPC (read by the caller from navigator): '1' or true means the visitor asks not to be tracked. */
export function hasPrivacySignal(doNotTrack: unknown, globalPrivacyControl: unknown): boolean {
  return doNotTrack === '1' || globalPrivacyControl === true;
}
