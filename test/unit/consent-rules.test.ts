import { describe, it, expect } from 'vitest';
import * as choices from '../../react-core/consent/consent-choices';
import * as rules from '../../react-core/consent/consent-rules';
import type { ConsentRecord, ConsentType } from '../../react-core/consent/consent-types';

const SERVICES = [
  { id: 'stats', label: 'Stats', category: 'statistics' as const },
  { id: 'youtube', label: 'YouTube', category: 'marketing' as const },
];

function ctx(overrides: Partial<choices.ConsentContext> = {}): choices.ConsentContext {
  return {
    consentType: 'optin',
    policyId: '3',
    storeConsent: true,
    services: SERVICES,
    bot: false,
    strict: false,
    newVisitorId: 'visitor-1',
    ...overrides,
  };
}

function record(overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return { ...rules.emptyRecord(), ...overrides };
}

const accepted = choices.acceptAll(rules.emptyRecord(), ctx()).record;

describe('isCategoryAllowed (SPEC §5 Consent)', () => {
  it.each<ConsentType>(['optin', 'optout', 'other'])('functional is always allowed (%s), even when denied', (type) => {
    expect(rules.isCategoryAllowed(record({ categories: { functional: 'deny' } }), type, 'functional')).toBe(true);
    expect(rules.isCategoryAllowed(record(), type, 'functional', { strict: true })).toBe(true);
  });

  it('opt-in: no category is allowed until consent is given', () => {
    for (const category of ['preferences', 'statistics', 'marketing'] as const) {
      expect(rules.isCategoryAllowed(record(), 'optin', category)).toBe(false);
    }
    expect(rules.isCategoryAllowed(record({ categories: { statistics: 'allow' } }), 'optin', 'statistics')).toBe(true);
    expect(rules.isCategoryAllowed(record({ categories: { statistics: 'deny' } }), 'optin', 'statistics')).toBe(false);
  });

  it.each<ConsentType>(['optout', 'other'])('%s: a category with no value counts as allowed; deny denies', (type) => {
    expect(rules.isCategoryAllowed(record(), type, 'marketing')).toBe(true);
    expect(rules.isCategoryAllowed(record({ categories: { marketing: 'deny' } }), type, 'marketing')).toBe(false);
  });

  it('DNT/GPC (strict): nothing but functional unless explicitly allowed, in every consent type', () => {
    for (const type of ['optin', 'optout', 'other'] as const) {
      expect(rules.isCategoryAllowed(record(), type, 'statistics', { strict: true })).toBe(false);
      expect(rules.isCategoryAllowed(record({ categories: { statistics: 'allow' } }), type, 'statistics', { strict: true })).toBe(true);
    }
  });

  it('bots are treated as consenting: everything allowed, even in opt-in and over a denial', () => {
    expect(rules.isCategoryAllowed(record(), 'optin', 'marketing', { bot: true })).toBe(true);
    expect(rules.isCategoryAllowed(record({ categories: { marketing: 'deny' } }), 'optin', 'marketing', { bot: true })).toBe(true);
  });
});

describe('isServiceAllowed and serviceCategory', () => {
  it('the service choice wins over its category', () => {
    const r = record({ categories: { marketing: 'allow' }, services: { youtube: false } });
    expect(rules.isServiceAllowed(r, 'optin', 'youtube', 'marketing')).toBe(false);
    const r2 = record({ categories: { marketing: 'deny' }, services: { youtube: true } });
    expect(rules.isServiceAllowed(r2, 'optin', 'youtube', 'marketing')).toBe(true);
  });

  it('without a choice the category decides', () => {
    expect(rules.isServiceAllowed(record({ categories: { statistics: 'allow' } }), 'optin', 'stats', 'statistics')).toBe(true);
    expect(rules.isServiceAllowed(record(), 'optin', 'stats', 'statistics')).toBe(false);
    expect(rules.isServiceAllowed(record(), 'optout', 'stats', 'statistics')).toBe(true);
  });

  it('the category comes from the banner services, else the given one, else marketing', () => {
    expect(rules.serviceCategory('stats', SERVICES, 'preferences')).toBe('statistics');
    expect(rules.serviceCategory('unknown', SERVICES, 'preferences')).toBe('preferences');
    expect(rules.serviceCategory('unknown', SERVICES)).toBe('marketing');
    expect(rules.serviceCategory('unknown', undefined)).toBe('marketing');
  });
});

describe('acceptAll (SPEC §4: allows every category and dismisses the banner)', () => {
  it('allows everything, dismisses, accepts the policy, sets a visitor id, tracks, never reloads', () => {
    const { record: next, effects } = choices.acceptAll(rules.emptyRecord(), ctx());
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'allow', statistics: 'allow', marketing: 'allow' });
    expect(next.bannerStatus).toBe('dismissed');
    expect(next.policyId).toBe('3');
    expect(next.visitorId).toBe('visitor-1');
    expect(next.savedCategories).toEqual(['functional', 'preferences', 'statistics', 'marketing']);
    expect(effects).toEqual({ reload: false, track: true });
  });

  it('keeps an existing visitor id and switches every stored service on', () => {
    const { record: next } = choices.acceptAll(record({ visitorId: 'old', services: { youtube: false } }), ctx());
    expect(next.visitorId).toBe('old');
    expect(next.services).toEqual({ youtube: true });
    expect(next.savedServices).toEqual(['stats', 'youtube']);
  });

  it('is not tracked again when nothing changed', () => {
    expect(choices.acceptAll(accepted, ctx()).effects.track).toBe(false);
  });
});

describe('denyAll (SPEC §4: denies everything; reloads only if something had been granted)', () => {
  it('denies every category but functional and every stored service', () => {
    const { record: next } = choices.denyAll(record({ services: { youtube: true } }), ctx());
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'deny', marketing: 'deny' });
    expect(next.services).toEqual({ youtube: false });
    expect(next.bannerStatus).toBe('dismissed');
    expect(next.savedCategories).toEqual(['functional']);
    expect(next.savedServices).toEqual([]);
  });

  it('opt-in with nothing granted: no reload', () => {
    expect(choices.denyAll(rules.emptyRecord(), ctx()).effects.reload).toBe(false);
  });

  it('after accepting: reload', () => {
    expect(choices.denyAll(accepted, ctx()).effects.reload).toBe(true);
  });

  it('opt-in with only a service granted: reload', () => {
    expect(choices.denyAll(record({ services: { youtube: true } }), ctx()).effects.reload).toBe(true);
  });

  it('opt-out before a choice: unset counted as allowed, so scripts may have run → reload', () => {
    expect(choices.denyAll(rules.emptyRecord(), ctx({ consentType: 'optout' })).effects.reload).toBe(true);
  });

  it('denying twice: the second does not reload', () => {
    const denied = choices.denyAll(accepted, ctx()).record;
    expect(choices.denyAll(denied, ctx()).effects).toEqual({ reload: false, track: false });
  });

  it('bots never reload', () => {
    expect(choices.denyAll(accepted, ctx({ bot: true })).effects.reload).toBe(false);
  });
});

describe('savePreferences (SPEC §4: ticked allowed, the rest denied)', () => {
  it('allows the ticked categories and denies the rest', () => {
    const { record: next, effects } = choices.savePreferences(rules.emptyRecord(), ['statistics'], ctx());
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'allow', marketing: 'deny' });
    expect(next.savedCategories).toEqual(['functional', 'statistics']);
    expect(next.bannerStatus).toBe('dismissed');
    expect(effects).toEqual({ reload: false, track: true });
  });

  it('functional cannot be unticked', () => {
    const { record: next } = choices.savePreferences(rules.emptyRecord(), [], ctx());
    expect(next.categories.functional).toBe('allow');
  });

  it('withdrawing marketing reloads', () => {
    expect(choices.savePreferences(accepted, ['preferences', 'statistics'], ctx()).effects.reload).toBe(true);
  });

  it('adding a category does not reload', () => {
    const stats = choices.savePreferences(rules.emptyRecord(), ['statistics'], ctx()).record;
    expect(choices.savePreferences(stats, ['statistics', 'marketing'], ctx()).effects.reload).toBe(false);
  });

  it('merges service choices; switching a service off reloads', () => {
    const { record: next, effects } = choices.savePreferences(accepted, ['preferences', 'statistics', 'marketing'], ctx(), {
      youtube: false,
    });
    expect(next.services).toEqual({ youtube: false });
    expect(effects.reload).toBe(true);
    expect(next.savedServices).toEqual(['stats']);
  });

  it('saves service ids that are allowed', () => {
    const { record: next } = choices.savePreferences(rules.emptyRecord(), [], ctx(), { youtube: true, stats: false });
    expect(next.savedServices).toEqual(['youtube']);
  });
});

describe('allowCategory (a placeholder accept)', () => {
  it('allows one category, keeps the rest and the banner status, tracks, no reload', () => {
    const { record: next, effects } = choices.allowCategory(rules.emptyRecord(), 'marketing', ctx());
    expect(next.categories).toEqual({ functional: 'allow', marketing: 'allow' });
    expect(next.bannerStatus).toBe('show');
    expect(next.savedCategories).toEqual(['functional', 'marketing']);
    expect(effects).toEqual({ reload: false, track: true });
  });

  it('under DNT/GPC it is the explicit consent that counts, and it can be withdrawn again', () => {
    const strict = ctx({ strict: true, consentType: 'optout' });
    const allowed = choices.allowCategory(rules.emptyRecord(), 'marketing', strict).record;
    expect(rules.isCategoryAllowed(allowed, 'optout', 'marketing', { strict: true })).toBe(true);
    expect(rules.isCategoryAllowed(allowed, 'optout', 'statistics', { strict: true })).toBe(false);
    expect(allowed.savedCategories).toEqual(['functional', 'marketing']);
    const withdrawn = choices.savePreferences(allowed, [], strict);
    expect(rules.isCategoryAllowed(withdrawn.record, 'optout', 'marketing', { strict: true })).toBe(false);
    expect(withdrawn.effects.reload).toBe(true);
  });
});

describe('setService (SPEC §4: switching a service off reloads after 500 ms)', () => {
  it('off after being allowed → reload; tracked', () => {
    const { record: next, effects } = choices.setService(accepted, 'youtube', false, ctx());
    expect(next.services.youtube).toBe(false);
    expect(effects).toEqual({ reload: true, track: true });
  });

  it('on → no reload', () => {
    const { record: next, effects } = choices.setService(rules.emptyRecord(), 'youtube', true, ctx());
    expect(next.services.youtube).toBe(true);
    expect(next.savedServices).toEqual(['youtube']);
    expect(choices.setService(accepted, 'youtube', false, ctx()).record.savedServices).toEqual(['stats']);
    expect(effects.reload).toBe(false);
  });

  it('off when it was never allowed → no reload', () => {
    expect(choices.setService(rules.emptyRecord(), 'youtube', false, ctx()).effects.reload).toBe(false);
  });
});

describe('shouldTrack (SPEC §5: only when store_consent is on and the saved values changed)', () => {
  const a = { categories: ['functional'], services: [] };
  const b = { categories: ['functional', 'marketing'], services: [] };
  it('tracks a change', () => expect(choices.shouldTrack(a, b, true, false)).toBe(true));
  it('not without store_consent', () => expect(choices.shouldTrack(a, b, false, false)).toBe(false));
  it('never for bots', () => expect(choices.shouldTrack(a, b, true, true)).toBe(false));
  it('not when equal (order ignored)', () =>
    expect(choices.shouldTrack({ categories: ['a', 'b'], services: ['x'] }, { categories: ['b', 'a'], services: ['x'] }, true, false)).toBe(false));
  it('a service change counts', () =>
    expect(choices.shouldTrack(a, { categories: ['functional'], services: ['youtube'] }, true, false)).toBe(true));
  it('transitions do not track without storeConsent', () =>
    expect(choices.acceptAll(rules.emptyRecord(), ctx({ storeConsent: false })).effects.track).toBe(false));
  it('transitions never track bots', () =>
    expect(choices.acceptAll(rules.emptyRecord(), ctx({ bot: true })).effects.track).toBe(false));
});

describe('policy id change (SPEC §4: resets all categories to denied and shows the banner again)', () => {
  it('resets after a changed policy id', () => {
    expect(rules.policyChanged(accepted, '4')).toBe(true);
    const reset = rules.applyPolicy({ ...accepted, services: { youtube: true } }, '4');
    expect(reset.categories).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'deny', marketing: 'deny' });
    expect(reset.services).toEqual({});
    expect(reset.bannerStatus).toBe('show');
    expect(reset.savedCategories).toEqual([]);
    expect(reset.visitorId).toBe(accepted.visitorId);
  });

  it('the reset record counts as denied even in opt-out, and as no choice', () => {
    const reset = rules.applyPolicy(accepted, '4');
    expect(rules.isCategoryAllowed(reset, 'optout', 'marketing')).toBe(false);
    expect(rules.hasChoice(reset)).toBe(false);
  });

  it('happens once: the reset record has no accepted policy', () => {
    const reset = rules.applyPolicy(accepted, '4');
    expect(rules.policyChanged(reset, '4')).toBe(false);
  });

  it('not on a first visit, not for the same policy, not when the service names none', () => {
    expect(rules.policyChanged(rules.emptyRecord(), '4')).toBe(false);
    expect(rules.policyChanged(accepted, '3')).toBe(false);
    expect(rules.policyChanged(accepted, '')).toBe(false);
    expect(rules.applyPolicy(accepted, '3')).toBe(accepted);
  });

  it('a choice after a reset accepts the new policy and is tracked even if the same as before', () => {
    const reset = rules.applyPolicy(accepted, '4');
    const again = choices.acceptAll(reset, ctx({ policyId: '4' }));
    expect(again.record.policyId).toBe('4');
    expect(again.effects.track).toBe(true);
  });

  it('a choice without a policy id (failed call) keeps the accepted one', () => {
    expect(choices.denyAll(accepted, ctx({ policyId: '' })).record.policyId).toBe('3');
  });
});

describe('opt-out auto-dismissal (SPEC §4, §9 "Opt-out dismiss-on-scroll 400 px")', () => {
  const base = { consentType: 'optout' as ConsentType, record: rules.emptyRecord(), scrollY: 0, elapsed: 0, dismissTimeout: 0 };
  it('scrolling past 400 px dismisses; 400 exactly does not', () => {
    expect(rules.OPT_OUT_DISMISS_SCROLL).toBe(400);
    expect(rules.shouldAutoDismiss({ ...base, scrollY: 401 })).toBe(true);
    expect(rules.shouldAutoDismiss({ ...base, scrollY: 400 })).toBe(false);
  });

  it('the timeout dismisses; 0 means never', () => {
    expect(rules.shouldAutoDismiss({ ...base, dismissTimeout: 5000, elapsed: 5000 })).toBe(true);
    expect(rules.shouldAutoDismiss({ ...base, dismissTimeout: 5000, elapsed: 4999 })).toBe(false);
    expect(rules.shouldAutoDismiss({ ...base, dismissTimeout: 0, elapsed: 1e9 })).toBe(false);
  });

  it.each<ConsentType>(['optin', 'other'])('never in %s', (consentType) => {
    expect(rules.shouldAutoDismiss({ ...base, consentType, scrollY: 1000, dismissTimeout: 1, elapsed: 10 })).toBe(false);
  });

  it('never once a choice was made (a timer never revokes given consent)', () => {
    for (const chosen of [
      choices.denyAll(rules.emptyRecord(), ctx({ consentType: 'optout' })).record,
      choices.allowCategory(rules.emptyRecord(), 'marketing', ctx({ consentType: 'optout' })).record,
    ]) {
      const showing = { ...chosen, bannerStatus: 'show' as const };
      expect(rules.shouldAutoDismiss({ ...base, record: showing, scrollY: 1000, dismissTimeout: 1, elapsed: 10 })).toBe(false);
    }
  });

  it('never when the banner is already dismissed', () => {
    expect(rules.shouldAutoDismiss({ ...base, record: rules.dismissBanner(rules.emptyRecord()), scrollY: 1000 })).toBe(false);
  });

  it('dismissal changes only the banner status: categories stay unset and count as allowed', () => {
    const dismissed = rules.dismissBanner(rules.emptyRecord());
    expect(dismissed.bannerStatus).toBe('dismissed');
    expect(dismissed.categories).toEqual({});
    expect(rules.isCategoryAllowed(dismissed, 'optout', 'marketing')).toBe(true);
    expect(rules.hasChoice(dismissed)).toBe(false);
  });
});

describe('showBanner and privacy signals', () => {
  it('showBanner only sets the status', () => {
    const shown = rules.showBanner(accepted);
    expect(shown).toEqual({ ...accepted, bannerStatus: 'show' });
  });

  it('DNT "1" or GPC true are privacy signals; anything else is not', () => {
    expect(rules.hasPrivacySignal('1', undefined)).toBe(true);
    expect(rules.hasPrivacySignal(null, true)).toBe(true);
    expect(rules.hasPrivacySignal('0', false)).toBe(false);
    expect(rules.hasPrivacySignal('unspecified', undefined)).toBe(false);
    expect(rules.hasPrivacySignal(null, 'true')).toBe(false);
  });
});
