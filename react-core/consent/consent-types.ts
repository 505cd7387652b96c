/**
 * The consent model shared by the consent runtime, the blocking of scripts and embeds, and the
 * consent elements (SPEC.md §3 "Consent record", "Banner data", "Consent tracking payload"; §4
 * and §5 "Consent"; §9 "Consent").
 */

/** SPEC §9: cookie cleanup every 1000 ms. */
export const COOKIE_CLEANUP_INTERVAL = 1000;

/** SPEC §9: the four categories. Functional is always allowed. */
export const CONSENT_CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentValue = 'allow' | 'deny';
/** SPEC §3: optin (nothing but functional until consent), optout and other (unset counts as allowed). */
export type ConsentType = 'optin' | 'optout' | 'other';
export type BannerStatus = 'show' | 'dismissed';

/** SPEC §3 "Consent record": kept in cookies (lifetime from the banner data) and session storage. */
export interface ConsentRecord {
  /** A value per category; a category with no value has not been chosen. */
  categories: Partial<Record<ConsentCategory, ConsentValue>>;
  /** Per-service choices: service id → allowed. */
  services: Record<string, boolean>;
  /** The policy id the visitor accepted ('' before any choice). */
  policyId: string;
  bannerStatus: BannerStatus;
  /** What was saved last (the tracking call is made only when these change). */
  savedCategories: ConsentCategory[];
  savedServices: string[];
  /** A random visitor id, created on the first choice. */
  visitorId: string;
}

export interface ConsentCategoryText {
  id: ConsentCategory;
  label: string;
  description: string;
}

export interface ConsentService {
  id: string;
  label: string;
  category: ConsentCategory;
  /** Where the service's privacy statement is, if any. */
  privacyUrl?: string;
}

/** SPEC §3 "Banner data read from the consent service" (GET {consent-api}/banner). */
export interface BannerData {
  region: string;
  consentType: ConsentType;
  bannerId: string;
  policyId: string;
  /** Lifetime of the consent cookies in days. */
  cookieExpiryDays: number;
  /** Consent is recorded with the track call only when this is on. */
  storeConsent: boolean;
  /** Opt-out: dismiss after this many ms while the banner shows and nothing was chosen (0 = never). */
  dismissTimeout: number;
  /** Honour Do Not Track / Global Privacy Control: no banner and no consent unless explicitly allowed. */
  respectPrivacySignals: boolean;
  /** Send Google Consent Mode v2 default and update commands. */
  googleConsentMode: boolean;
  /** Links shown in the banner (privacy statement, imprint …). */
  pageLinks: Array<{ label: string; url: string }>;
  categories: ConsentCategoryText[];
  services: ConsentService[];
  /** Text of the placeholder shown in place of blocked content. */
  placeholderText: string;
  /** Banner texts. */
  texts: {
    title: string;
    message: string;
    acceptAll: string;
    denyAll: string;
    savePreferences: string;
    viewPreferences: string;
    /** The placeholder's accept button; `{{service}}` or `{{category}}` is replaced. */
    placeholderAccept: string;
  };
}

/** GET {consent-api}/cookie_data: categories → services → cookie names (patterns ending in * match prefixes). */
export type CookieData = Partial<Record<ConsentCategory, Record<string, string[]>>>;

/** SPEC §3 "Consent tracking payload" (POST {consent-api}/track). */
export interface ConsentTrackingPayload {
  consented_categories: ConsentCategory[];
  consented_services: string[];
  consenttype: ConsentType;
}

/** Detail of the `pb-consent-change` event (on document) after every change of the record. */
export interface ConsentChangeDetail {
  /** Whether each of the four categories is allowed now (`functional` always is). */
  categories: Record<ConsentCategory, boolean>;
  /** Whether each service (of the banner data or the record) is allowed now: service id → allowed. */
  services: Record<string, boolean>;
  /** The banner's consent type, which says what an unchosen category counts as. */
  consentType: ConsentType;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-consent-change': CustomEvent<ConsentChangeDetail>;
  }
}
