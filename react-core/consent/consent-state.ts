/**
 * The consent store (SPEC.md §3 "Consent record", §4 and §5 "Consent", §7, §9 "Consent"): the one
 * place that holds the visitor's consent, and all that a page runs until the visitor chooses. No
 * React: it is part of the small page runtime.
 *
 * - `startConsent()` (idempotent) reads the record from the `pb_consent_*` cookies (or the
 *   session-storage mirror), loads the banner data once per session, applies a changed policy id,
 *   bots, speed-test bots and DNT/GPC, sends the Google Consent Mode default, and watches the
 *   opt-out auto-dismissal (scroll past 400 px or banner.dismissTimeout).
 * - Every change is published: `pb-consent-change` on document, the subscribers, the GCM update.
 * - Coming back to a tab (`visibilitychange`) takes over a choice made in another tab meanwhile,
 *   so consent is never lost.
 * - The visitor's choices (the actions of consent-runtime.ts) load with the first choice, and
 *   writing the record (consent-record-writer.ts) with the first change.
 */
import { emit } from '../element/events';
import { subscribeFrame } from '../runtime/frame-loop';
import { getPageConfig } from '../runtime/page-config';
import { fallbackBannerData, loadBannerData } from './banner-data';
import { isBot, isSpeedTestBot } from './bots';
import { readRecord } from './consent-record';
import * as rules from './consent-rules';
import {
  CONSENT_CATEGORIES,
  type BannerData,
  type ConsentCategory,
  type ConsentChangeDetail,
  type ConsentRecord,
} from './consent-types';
import { consentSignals, sendConsentDefault, sendConsentUpdate, type GcmSignals } from './google-consent-mode';

export interface ConsentState {
  /** Banner data loaded, or its failure handled. */
  ready: boolean;
  /** A consent call failed: behaving as opt-in with built-in texts (fail closed), said once in the console. */
  failed: boolean;
  /** From the service, or the built-in opt-in fallback. */
  banner: BannerData;
  record: ConsentRecord;
  /** Status 'show' and not suppressed (bots, speed-test bots, DNT/GPC when the site respects them). */
  bannerVisible: boolean;
  /** Treated as consenting, not tracked. */
  bot: boolean;
  /** No banner. */
  speedTestBot: boolean;
  /** DNT or GPC present and respected. */
  privacySignal: boolean;
}

const SOURCE = 'pb-consent';

function initialState(): ConsentState {
  return {
    ready: false,
    failed: false,
    banner: fallbackBannerData(),
    record: rules.emptyRecord(),
    bannerVisible: false,
    bot: false,
    speedTestBot: false,
    privacySignal: false,
  };
}

let state = initialState();
let started: Promise<ConsentState> | undefined;
const listeners = new Set<(state: ConsentState) => void>();
/** "Manage consent" opened the banner in this page: shown even where it is normally suppressed. */
let bannerForced = false;
let gcmDefaultSent = false;
let failureWarned = false;
let stopAutoDismiss: (() => void) | undefined;
/** Bumped by resetConsentState so a start still waiting for the banner data cannot touch the new state. */
let generation = 0;

const loadRecordWriter = () => import('./consent-record-writer');

/** DNT/GPC, Lighthouse and friends: unset categories count as denied. */
function strict(): boolean {
  return state.privacySignal || state.speedTestBot;
}

/** Who the visitor is, for the rules: a bot, or strict (DNT/GPC respected, a speed-test tool). */
export function consentFlags(): rules.ConsentFlags {
  return { bot: state.bot, strict: strict() };
}

function visible(record: ConsentRecord): boolean {
  if (record.bannerStatus !== 'show') return false;
  return bannerForced || (!state.bot && !state.speedTestBot && !state.privacySignal);
}

function gcmEnabled(): boolean {
  return state.banner.googleConsentMode || getPageConfig().googleConsentMode;
}

function currentSignals(): GcmSignals {
  return consentSignals((category) => isCategoryAllowed(category));
}

function changeDetail(): ConsentChangeDetail {
  const categories = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, isCategoryAllowed(category)]),
  ) as Record<ConsentCategory, boolean>;
  const ids = new Set([...state.banner.services.map((service) => service.id), ...Object.keys(state.record.services)]);
  const services = Object.fromEntries([...ids].map((id) => [id, isServiceAllowed(id)]));
  return { categories, services, consentType: state.banner.consentType };
}

/** Publishes the state: `pb-consent-change` on document, then the subscribers. */
function publish(): void {
  emit(document, 'pb-consent-change', changeDetail());
  for (const listener of [...listeners]) {
    try {
      listener(state);
    } catch (error) {
      console.error(`[${SOURCE}] a consent subscriber failed`, error);
    }
  }
}

/**
 * A new record, already written by the caller: the state follows it, the GCM update goes out and
 * the change is published. `forceBanner` ("manage consent") shows the banner even where it is
 * normally suppressed, for the rest of this page.
 */
export function publishRecord(record: ConsentRecord, forceBanner = false): void {
  if (forceBanner) bannerForced = true;
  state = { ...state, record, bannerVisible: visible(record) };
  if (!state.bannerVisible || rules.hasChoice(record)) stopWatchingAutoDismiss();
  if (state.ready && gcmEnabled()) {
    if (!gcmDefaultSent) sendGcmDefault();
    sendConsentUpdate(currentSignals());
  }
  publish();
}

function sameRecord(a: ConsentRecord, b: ConsentRecord): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The cookies are the truth: another tab may have changed them since this page read them. A
 * transition starts from the stored record, so a choice made elsewhere is never overwritten.
 */
export function storedRecord(): ConsentRecord {
  const stored = readRecord();
  if (sameRecord(stored, state.record)) return state.record;
  // A policy reset applies to a record another tab stored under the old policy as well.
  return state.ready && !state.failed ? rules.applyPolicy(stored, state.banner.policyId) : stored;
}

/** GCM default: opt-in (and DNT/GPC, speed tests) all denied but functionality/security; else the category rule on an empty record. */
function sendGcmDefault(): void {
  gcmDefaultSent = true;
  const empty = rules.emptyRecord();
  sendConsentDefault(
    consentSignals((category) =>
      state.ready ? rules.isCategoryAllowed(empty, state.banner.consentType, category, consentFlags()) : category === 'functional',
    ),
  );
}

function stopWatchingAutoDismiss(): void {
  stopAutoDismiss?.();
  stopAutoDismiss = undefined;
}

/**
 * The banner is on screen: the opt-out timeout counts from now. The banner's code may arrive a
 * while after the runtime decided to show it, and the visitor gets the whole time to read it.
 */
export function bannerShown(): void {
  if (stopAutoDismiss) watchAutoDismiss();
}

/** The opt-out auto-dismissal: the banner status written and published, unless the record changed meanwhile. */
function dismissBanner(): void {
  const run = generation;
  const decided = state.record;
  loadRecordWriter().then(
    ({ writeRecord }) => {
      // A choice made (or a record taken over) while the writer loaded wins.
      if (run !== generation || state.record !== decided) return;
      const record = rules.dismissBanner(decided);
      writeRecord(record, state.banner.cookieExpiryDays);
      publishRecord(record);
    },
    (error: unknown) => console.error(`[${SOURCE}]`, error),
  );
}

/** Opt-out: dismiss once scrolled past 400 px or after dismissTimeout, while the banner shows and nothing was chosen. */
function watchAutoDismiss(): void {
  stopWatchingAutoDismiss();
  const { consentType, dismissTimeout } = state.banner;
  if (consentType !== 'optout' || !state.bannerVisible || rules.hasChoice(state.record)) return;
  const startedAt = performance.now();
  let scrollY = 0;
  const check = (): void => {
    const dismiss = rules.shouldAutoDismiss({
      consentType: state.banner.consentType,
      record: state.record,
      scrollY,
      elapsed: performance.now() - startedAt,
      dismissTimeout,
    });
    if (!dismiss) return;
    stopWatchingAutoDismiss();
    dismissBanner();
  };
  const unsubscribe = subscribeFrame({
    read: () => {
      scrollY = window.scrollY;
    },
    write: check,
  });
  const timer = dismissTimeout > 0 ? setTimeout(check, dismissTimeout) : undefined;
  stopAutoDismiss = () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

function pageLocale(): string {
  const raw = document.documentElement.lang || navigator.language || 'en';
  return raw.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'en';
}

async function start(): Promise<ConsentState> {
  const run = generation;
  const userAgent = navigator.userAgent ?? '';
  const speedTestBot = isSpeedTestBot(userAgent);
  const bot = isBot(userAgent);
  const pageConfig = getPageConfig();
  state = { ...state, record: readRecord(), bot, speedTestBot };
  // Before the banner data is known: fail closed (denied but functional).
  if (pageConfig.googleConsentMode) sendGcmDefault();

  const result = await loadBannerData({
    url: consentApiUrl('banner'),
    locale: pageLocale(),
    region: pageConfig.consentRegion || undefined,
  });
  if (run !== generation) return state;
  if (result.failed && !failureWarned) {
    failureWarned = true;
    console.warn(
      `[${SOURCE}] The consent service could not be reached (${result.reason ?? 'unknown error'}); behaving as opt-in with the built-in texts until it answers.`,
    );
  }
  const nav = navigator as Navigator & { globalPrivacyControl?: unknown };
  const privacySignal =
    result.data.respectPrivacySignals && rules.hasPrivacySignal(nav.doNotTrack, nav.globalPrivacyControl);
  state = { ...state, banner: result.data, failed: result.failed, privacySignal };

  // A failed call has no policy id: never reset a visitor's consent because the service is down.
  let record = readRecord();
  if (!result.failed && rules.policyChanged(record, result.data.policyId)) {
    record = rules.applyPolicy(record, result.data.policyId);
    const { writeRecord } = await loadRecordWriter();
    if (run !== generation) return state;
    writeRecord(record, state.banner.cookieExpiryDays);
  }
  state = { ...state, record, ready: true, bannerVisible: visible(record) };

  if (gcmEnabled()) {
    if (!gcmDefaultSent) sendGcmDefault();
    const signals = currentSignals();
    sendConsentUpdate(signals);
  }
  watchAutoDismiss();
  document.addEventListener('visibilitychange', onVisibilityChange);
  publish();
  return state;
}

/** Back in this tab: take over a choice made in another tab (published, never reloaded or tracked). */
function onVisibilityChange(): void {
  if (document.visibilityState !== 'visible' || !state.ready) return;
  const stored = storedRecord();
  if (stored === state.record) return;
  state = { ...state, record: stored, bannerVisible: visible(stored) };
  if (!state.bannerVisible || rules.hasChoice(stored)) stopWatchingAutoDismiss();
  if (gcmEnabled()) sendConsentUpdate(currentSignals());
  publish();
}

/** Idempotent: the first call starts the runtime, later calls get the same promise. */
export function startConsent(): Promise<ConsentState> {
  started ??= start();
  return started;
}

export function getConsentState(): ConsentState {
  return state;
}

/** Called after every change (and once when ready); returns the unsubscribe. */
export function subscribeConsent(listener: (state: ConsentState) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Functional always; bots everything; opt-in (and DNT/GPC, speed-test bots): only 'allow'; opt-out/other: unset counts as allowed. */
export function isCategoryAllowed(category: ConsentCategory): boolean {
  return rules.isCategoryAllowed(state.record, state.banner.consentType, category, consentFlags());
}

/** The service's own choice if made, else its category (from banner.services, else `category`, else marketing). */
export function isServiceAllowed(service: string, category?: ConsentCategory): boolean {
  const resolved = rules.serviceCategory(service, state.banner.services, category);
  return rules.isServiceAllowed(state.record, state.banner.consentType, service, resolved, consentFlags());
}

/** `{consentApi}/{path}` from the page configuration (default `/consent-api`). */
export function consentApiUrl(path: string): string {
  return `${getPageConfig().consentApi.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Tests (through resetConsentRuntime): forgets everything (not the cookies or session storage). */
export function resetConsentState(): void {
  stopWatchingAutoDismiss();
  document.removeEventListener('visibilitychange', onVisibilityChange);
  state = initialState();
  started = undefined;
  listeners.clear();
  bannerForced = false;
  gcmDefaultSent = false;
  failureWarned = false;
  generation += 1;
}
