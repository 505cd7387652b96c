/**
 * Banner data (SPEC.md §3 "Banner data read from the consent service", §7): GET
 * {consent-api}/banner?locale=…&token=…[&region=…], validated field by field into BannerData, and
 * cached in sessionStorage for the session (one call per session; the key holds the locale and
 * the region override). On any failure — network error, non-2xx, malformed JSON, no answer within
 * 5 s — the built-in fallback is used: opt-in with built-in English texts, `failed: true`; the
 * failure is not cached, so the next page tries again. The caller says it once in the console.
 */
import {
  CONSENT_CATEGORIES,
  type BannerData,
  type ConsentCategory,
  type ConsentCategoryText,
  type ConsentService,
  type ConsentType,
} from './consent-types';

export const BANNER_TIMEOUT = 5000;
export const BANNER_CACHE_PREFIX = 'pb_consent_banner';
const CONSENT_TYPES: readonly ConsentType[] = ['optin', 'optout', 'other'];

const FALLBACK_CATEGORIES: ConsentCategoryText[] = [
  { id: 'functional', label: 'Functional', description: 'Needed for the site to work. Always on.' },
  { id: 'preferences', label: 'Preferences', description: 'Remember your settings and choices.' },
  { id: 'statistics', label: 'Statistics', description: 'Help us understand how the site is used.' },
  { id: 'marketing', label: 'Marketing', description: 'Content and advertising from other sites, which may track you across sites.' },
];

const FALLBACK_TEXTS: BannerData['texts'] = {
  title: 'Cookie consent',
  message:
    'We use cookies to make this site work and, with your consent, for statistics, preferences and marketing. You can change your choice at any time.',
  acceptAll: 'Accept all',
  denyAll: 'Deny all',
  savePreferences: 'Save preferences',
  viewPreferences: 'Preferences',
  placeholderAccept: 'Accept {{service}}',
};

/** The built-in banner data: opt-in (nothing but functional until consent), English texts. */
export function fallbackBannerData(): BannerData {
  return {
    region: '',
    consentType: 'optin',
    bannerId: '',
    policyId: '',
    cookieExpiryDays: 365,
    storeConsent: false,
    dismissTimeout: 0,
    respectPrivacySignals: true,
    googleConsentMode: false,
    pageLinks: [],
    categories: FALLBACK_CATEGORIES.map((category) => ({ ...category })),
    services: [],
    placeholderText: 'This content is blocked until you accept its cookies.',
    texts: { ...FALLBACK_TEXTS },
  };
}

function camelCase(key: string): string {
  return key.replace(/[_-]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function camelKeys(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [camelCase(key), entry]));
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'on' || value === 'yes') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'off' || value === 'no' || value === '') return false;
  return fallback;
}

function number(value: unknown, fallback: number, min: number): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
}

function isCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** Only http(s) and relative URLs (they become links). */
function safeUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  const url = value.trim();
  return /^(https?:)?\/\//i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : '';
}

function categoriesOf(value: unknown, fallback: ConsentCategoryText[]): ConsentCategoryText[] {
  if (!Array.isArray(value)) return fallback;
  const byId = new Map<ConsentCategory, ConsentCategoryText>();
  for (const entry of value) {
    const category = camelKeys(entry);
    if (!isCategory(category.id) || byId.has(category.id)) continue;
    const builtIn = FALLBACK_CATEGORIES.find((item) => item.id === category.id)!;
    byId.set(category.id, {
      id: category.id,
      label: text(category.label, builtIn.label),
      description: text(category.description, builtIn.description),
    });
  }
  // Every category is listed, in the SPEC's order; the service's texts win where given.
  return CONSENT_CATEGORIES.map((id) => byId.get(id) ?? { ...FALLBACK_CATEGORIES.find((item) => item.id === id)! });
}

function servicesOf(value: unknown): ConsentService[] {
  if (!Array.isArray(value)) return [];
  const services: ConsentService[] = [];
  for (const entry of value) {
    const service = camelKeys(entry);
    if (typeof service.id !== 'string' || !/^[\w.-]{1,64}$/.test(service.id)) continue;
    if (services.some((item) => item.id === service.id)) continue;
    const parsed: ConsentService = {
      id: service.id,
      label: text(service.label, service.id),
      category: isCategory(service.category) ? service.category : 'marketing',
    };
    const privacyUrl = safeUrl(service.privacyUrl);
    if (privacyUrl) parsed.privacyUrl = privacyUrl;
    services.push(parsed);
  }
  return services;
}

function linksOf(value: unknown): BannerData['pageLinks'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const link = camelKeys(entry);
    const url = safeUrl(link.url);
    const label = text(link.label, '');
    return url && label ? [{ label, url }] : [];
  });
}

/**
 * Validates the service's answer field by field; a missing or malformed field takes the
 * fallback's value. Returns undefined when the answer is not an object at all.
 */
export function parseBannerData(value: unknown): BannerData | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const input = camelKeys(value);
  const fallback = fallbackBannerData();
  const type = text(input.consentType ?? input.consenttype, '');
  const texts = camelKeys(input.texts);
  return {
    region: text(input.region, fallback.region),
    consentType: (CONSENT_TYPES as readonly string[]).includes(type) ? (type as ConsentType) : 'optin',
    bannerId: text(input.bannerId, fallback.bannerId),
    policyId: text(input.policyId, fallback.policyId),
    cookieExpiryDays: number(input.cookieExpiryDays ?? input.cookieExpiry, fallback.cookieExpiryDays, 0.0001),
    storeConsent: flag(input.storeConsent, fallback.storeConsent),
    dismissTimeout: number(input.dismissTimeout, fallback.dismissTimeout, 0),
    respectPrivacySignals: flag(input.respectPrivacySignals, fallback.respectPrivacySignals),
    googleConsentMode: flag(input.googleConsentMode, fallback.googleConsentMode),
    pageLinks: linksOf(input.pageLinks),
    categories: categoriesOf(input.categories, fallback.categories),
    services: servicesOf(input.services),
    placeholderText: text(input.placeholderText, fallback.placeholderText),
    texts: {
      title: text(texts.title, FALLBACK_TEXTS.title),
      message: text(texts.message, FALLBACK_TEXTS.message),
      acceptAll: text(texts.acceptAll, FALLBACK_TEXTS.acceptAll),
      denyAll: text(texts.denyAll, FALLBACK_TEXTS.denyAll),
      savePreferences: text(texts.savePreferences, FALLBACK_TEXTS.savePreferences),
      viewPreferences: text(texts.viewPreferences, FALLBACK_TEXTS.viewPreferences),
      placeholderAccept: text(texts.placeholderAccept, FALLBACK_TEXTS.placeholderAccept),
    },
  };
}

export interface BannerRequest {
  /** {consent-api}/banner */
  url: string;
  locale: string;
  /** pbConfig.consentRegion, if set. */
  region?: string;
  timeout?: number;
}

export interface BannerResult {
  data: BannerData;
  failed: boolean;
  /** Why it failed (for the console). */
  reason?: string;
  /** Served from session storage. */
  cached: boolean;
}

export function bannerCacheKey(locale: string, region?: string): string {
  return `${BANNER_CACHE_PREFIX}:${locale}:${region ?? ''}`;
}

function randomToken(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The banner URL with its query: locale, a random token, and the region override if set. */
export function bannerUrl(request: BannerRequest): string {
  const url = new URL(request.url, location.href);
  url.searchParams.set('locale', request.locale);
  url.searchParams.set('token', randomToken());
  if (request.region) url.searchParams.set('region', request.region);
  return url.toString();
}

function readCache(key: string): BannerData | undefined {
  try {
    const textValue = sessionStorage.getItem(key);
    if (!textValue) return undefined;
    return parseBannerData(JSON.parse(textValue));
  } catch {
    return undefined;
  }
}

function writeCache(key: string, data: BannerData): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(data));
  } catch {
    // No session storage: the next page asks again.
  }
}

/** The banner data from session storage, else from the consent service (cached on success), else the fallback. */
export async function loadBannerData(request: BannerRequest): Promise<BannerResult> {
  const key = bannerCacheKey(request.locale, request.region);
  const cached = readCache(key);
  if (cached) return { data: cached, failed: false, cached: true };
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  const timeout = request.timeout ?? BANNER_TIMEOUT;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const request_ = async (): Promise<BannerData> => {
      const response = await fetch(bannerUrl(request), {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: controller?.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = parseBannerData(await response.json());
      if (!parsed) throw new Error('the answer is not a JSON object');
      return parsed;
    };
    const data = await Promise.race([
      request_(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller?.abort();
          reject(new Error(`no answer within ${timeout} ms`));
        }, timeout);
      }),
    ]);
    writeCache(key, data);
    return { data, failed: false, cached: false };
  } catch (error) {
    return { data: fallbackBannerData(), failed: true, reason: (error as Error)?.message ?? String(error), cached: false };
  } finally {
    clearTimeout(timer);
  }
}
