/**
 * The visitor's choices as pure transitions (SPEC.md §4 "Consent", §5 "Consent"): no DOM, no
 * clock, no storage. Every transition takes the current record and a context and returns the next
 * record plus what the runtime has to do (`reload`, `track`). The runtime's actions
 * (consent-runtime.ts) apply them and do the side effects; a page loads them with the first choice.
 */
import {
  allValues,
  isCategoryAllowed,
  isServiceAllowed,
  serviceCategory,
  type ConsentFlags,
} from './consent-rules';
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentService,
  type ConsentType,
} from './consent-types';

/** What the runtime must do after a transition. */
export interface ConsentEffects {
  /** Something that was allowed is no longer: reload the page (after 500 ms) to unload it. */
  reload: boolean;
  /** The saved categories/services changed and tracking applies: POST {consent-api}/track. */
  track: boolean;
}

export interface ConsentTransition {
  record: ConsentRecord;
  effects: ConsentEffects;
}

/** What a transition needs to know besides the record. */
export interface ConsentContext extends ConsentFlags {
  consentType: ConsentType;
  /** The banner's current policy id: every choice accepts it. */
  policyId: string;
  /** banner.storeConsent. */
  storeConsent: boolean;
  /** The services of the banner data (to resolve a service's category). */
  services?: readonly ConsentService[];
  /** A fresh random id, used as the visitor id when the record has none yet. */
  newVisitorId: string;
}

/** The categories that count as allowed, in the SPEC's order. */
export function allowedCategories(record: ConsentRecord, type: ConsentType, flags: ConsentFlags = {}): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => isCategoryAllowed(record, type, category, flags));
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((value) => set.has(value));
}

/** SPEC §5: tracked only when store_consent is on and the saved values changed; never for bots. */
export function shouldTrack(
  prevSaved: { categories: readonly string[]; services: readonly string[] },
  nextSaved: { categories: readonly string[]; services: readonly string[] },
  storeConsent: boolean,
  bot: boolean,
): boolean {
  if (!storeConsent || bot) return false;
  return !sameSet(prevSaved.categories, nextSaved.categories) || !sameSet(prevSaved.services, nextSaved.services);
}

/** Every non-functional category and every service that counts as allowed under `record`. */
function grantedSet(record: ConsentRecord, context: ConsentContext): Set<string> {
  const granted = new Set<string>();
  for (const category of CONSENT_CATEGORIES) {
    if (category !== 'functional' && isCategoryAllowed(record, context.consentType, category, context)) {
      granted.add(`category:${category}`);
    }
  }
  const ids = new Set([...Object.keys(record.services), ...(context.services ?? []).map((service) => service.id)]);
  for (const id of ids) {
    const category = serviceCategory(id, context.services);
    if (isServiceAllowed(record, context.consentType, id, category, context)) granted.add(`service:${id}`);
  }
  return granted;
}

/**
 * A reload is needed when anything that counted as allowed before no longer does: a script that
 * already ran cannot be unloaded otherwise. Bots never reload.
 */
export function withdrew(previous: ConsentRecord, next: ConsentRecord, context: ConsentContext): boolean {
  if (context.bot) return false;
  const after = grantedSet(next, context);
  for (const item of grantedSet(previous, context)) if (!after.has(item)) return true;
  return false;
}

/** Records a choice: accepts the policy, saves what is allowed now, sets the visitor id. */
function choose(
  previous: ConsentRecord,
  categories: ConsentRecord['categories'],
  services: Record<string, boolean>,
  bannerStatus: ConsentRecord['bannerStatus'],
  context: ConsentContext,
  reload: boolean,
): ConsentTransition {
  const draft: ConsentRecord = {
    ...previous,
    categories: { ...categories, functional: 'allow' },
    services,
    // Without a policy id (the built-in fallback after a failed call) the accepted one is kept.
    policyId: context.policyId || previous.policyId,
    bannerStatus,
    visitorId: previous.visitorId || context.newVisitorId,
  };
  const savedCategories = allowedCategories(draft, context.consentType, { strict: context.strict });
  // Every known service (the banner's and those with a choice) that counts as allowed.
  const serviceIds = [...new Set([...(context.services ?? []).map((service) => service.id), ...Object.keys(services)])];
  const savedServices = serviceIds.filter((id) =>
    isServiceAllowed(draft, context.consentType, id, serviceCategory(id, context.services), { strict: context.strict }),
  );
  const record: ConsentRecord = { ...draft, savedCategories, savedServices };
  const track = shouldTrack(
    { categories: previous.savedCategories, services: previous.savedServices },
    { categories: savedCategories, services: savedServices },
    context.storeConsent,
    Boolean(context.bot),
  );
  return { record, effects: { reload, track } };
}

/** Accept all: every category allowed, the banner dismissed. Never reloads. */
export function acceptAll(record: ConsentRecord, context: ConsentContext): ConsentTransition {
  const services = Object.fromEntries(Object.keys(record.services).map((id) => [id, true]));
  return choose(record, allValues('allow'), services, 'dismissed', context, false);
}

/**
 * Deny all: every category (but functional) and every service denied, the banner dismissed.
 * Reloads only if something had been granted (so a visitor who never allowed anything is never
 * reloaded).
 */
export function denyAll(record: ConsentRecord, context: ConsentContext): ConsentTransition {
  const services = Object.fromEntries(Object.keys(record.services).map((id) => [id, false]));
  const next = choose(record, allValues('deny'), services, 'dismissed', context, false);
  return { ...next, effects: { ...next.effects, reload: withdrew(record, next.record, context) } };
}

/**
 * Save preferences: the ticked categories allowed, the rest denied; `services` (if given) merged
 * into the service choices. Reloads when something allowed before is withdrawn.
 */
export function savePreferences(
  record: ConsentRecord,
  allowed: readonly ConsentCategory[],
  context: ConsentContext,
  services?: Record<string, boolean>,
): ConsentTransition {
  const categories = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, allowed.includes(category) ? 'allow' : 'deny']),
  ) as ConsentRecord['categories'];
  const nextServices = { ...record.services, ...services };
  const next = choose(record, categories, nextServices, 'dismissed', context, false);
  return { ...next, effects: { ...next.effects, reload: withdrew(record, next.record, context) } };
}

/**
 * A placeholder's accept button: one category allowed, the rest kept (also under DNT/GPC, where it
 * is the visitor's explicit consent). The banner status is kept. Never reloads.
 */
export function allowCategory(
  record: ConsentRecord,
  category: ConsentCategory,
  context: ConsentContext,
): ConsentTransition {
  return choose(record, { ...record.categories, [category]: 'allow' }, { ...record.services }, record.bannerStatus, context, false);
}

/** A service switched on or off. Off reloads when the service counted as allowed before; on never reloads. */
export function setService(
  record: ConsentRecord,
  service: string,
  allowed: boolean,
  context: ConsentContext,
): ConsentTransition {
  const next = choose(record, { ...record.categories }, { ...record.services, [service]: allowed }, record.bannerStatus, context, false);
  const before = isServiceAllowed(record, context.consentType, service, serviceCategory(service, context.services), context);
  return { ...next, effects: { ...next.effects, reload: !allowed && before && !context.bot } };
}
