import { describe, expect, it } from 'vitest';
import type { ConsentRecord, ConsentService } from '../../react-core/consent/consent-types';
import { parseTextOverrides } from '../../react-core/consent-banner/consent-banner-attributes';
import { CONSENT_BANNER_CRITICAL_CSS } from '../../react-core/consent-banner/critical-css';
import { BANNER_RESIZE_DEBOUNCE_MS, dismissNotice, showsDenyAllOnBanner } from '../../react-core/consent-banner/consent-banner-state';
import {
  categoryChecked,
  dialogCategories,
  preferencesReducer,
  selectionToSave,
  switchesFromRecord,
  type PreferencesState,
} from '../../react-core/consent-banner/consent-preferences-state';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { safeUrl } from '../../react-core/runtime/safe-url';

function record(partial: Partial<ConsentRecord> = {}): ConsentRecord {
  return { categories: {}, services: {}, policyId: '', bannerStatus: 'show', savedCategories: [], savedServices: [], visitorId: '', ...partial };
}

const SERVICES: ConsentService[] = [
  { id: 'youtube', label: 'YouTube', category: 'marketing' },
  { id: 'vimeo', label: 'Vimeo', category: 'marketing' },
  { id: 'stats', label: 'Stats', category: 'statistics' },
];

describe('switches pre-set from the record (SPEC §5 Consent)', () => {
  it('functional is always on', () => {
    for (const type of ['optin', 'optout', 'other'] as const) {
      expect(categoryChecked('functional', record({ categories: { functional: 'deny' } }), type)).toBe(true);
    }
  });

  it('opt-in: a category with no stored value is off ("no category is allowed until consent is given")', () => {
    expect(categoryChecked('statistics', record(), 'optin')).toBe(false);
  });

  it('opt-out and other: a category with no stored value is on ("counts as allowed when no value is stored")', () => {
    expect(categoryChecked('statistics', record(), 'optout')).toBe(true);
    expect(categoryChecked('marketing', record(), 'other')).toBe(true);
  });

  it('a stored value wins in every consent type', () => {
    const stored = record({ categories: { statistics: 'deny', marketing: 'allow' } });
    for (const type of ['optin', 'optout', 'other'] as const) {
      expect(categoryChecked('statistics', stored, type)).toBe(false);
      expect(categoryChecked('marketing', stored, type)).toBe(true);
    }
  });

  it("a service's own choice wins over its category's", () => {
    const switches = switchesFromRecord(record({ categories: { marketing: 'allow' }, services: { vimeo: false } }), {
      consentType: 'optin',
      services: SERVICES,
    });
    expect(switches.categories).toEqual({ functional: true, preferences: false, statistics: false, marketing: true });
    expect(switches.services).toEqual({ youtube: true, vimeo: false, stats: false });
  });
});

describe('preferencesReducer', () => {
  /** The dialog opened in opt-in with nothing stored and no services. */
  const nothingTicked = (): PreferencesState => switchesFromRecord(record(), { consentType: 'optin', services: [] });

  it('the dialog starts from the record: in opt-in with nothing stored, only functional is ticked', () => {
    expect(nothingTicked()).toEqual({
      categories: { functional: true, preferences: false, statistics: false, marketing: false },
      services: {},
    });
  });

  it('functional cannot be switched off', () => {
    const state = preferencesReducer(nothingTicked(), { type: 'set-category', category: 'functional', checked: false });
    expect(state.categories.functional).toBe(true);
  });

  it("a category switch also switches its services; a service switch only that service", () => {
    let state = preferencesReducer(nothingTicked(), { type: 'set-category', category: 'marketing', checked: true, services: SERVICES });
    expect(state.services).toEqual({ youtube: true, vimeo: true });
    state = preferencesReducer(state, { type: 'set-service', service: 'vimeo', checked: false });
    expect(state.services).toEqual({ youtube: true, vimeo: false });
    expect(state.categories.marketing).toBe(true);
  });

  it('a service switched to the value it has returns the same state', () => {
    const state = preferencesReducer(nothingTicked(), { type: 'set-service', service: 'vimeo', checked: true });
    expect(preferencesReducer(state, { type: 'set-service', service: 'vimeo', checked: true })).toBe(state);
  });
});

describe('selectionToSave ("Save preferences allows the ticked categories and denies the rest")', () => {
  it('lists the ticked categories but functional, and every service switch', () => {
    const start = switchesFromRecord(record(), { consentType: 'optin', services: [] });
    let state = preferencesReducer(start, { type: 'set-category', category: 'statistics', checked: true, services: SERVICES });
    expect(selectionToSave(state, SERVICES)).toEqual({ allowed: ['statistics'], services: { youtube: false, vimeo: false, stats: true } });
    state = preferencesReducer(state, { type: 'set-category', category: 'statistics', checked: false });
    expect(selectionToSave(state, [])).toEqual({ allowed: [], services: undefined });
  });
});

describe('Deny all on the banner (Complianz)', () => {
  it('is on the banner in opt-in and opt-out, not in other', () => {
    expect(showsDenyAllOnBanner('optin')).toBe(true);
    expect(showsDenyAllOnBanner('optout')).toBe(true);
    expect(showsDenyAllOnBanner('other')).toBe(false);
  });
});

describe('opt-out notice (SPEC §4: auto-dismiss after 400 px of scroll or a configured timeout)', () => {
  it('is empty outside opt-out', () => {
    expect(dismissNotice({ consentType: 'optin', dismissTimeout: 10000 }, DEFAULT_MESSAGES)).toBe('');
    expect(dismissNotice({ consentType: 'other', dismissTimeout: 0 }, DEFAULT_MESSAGES)).toBe('');
  });
  it('says scroll only, or scroll and the seconds', () => {
    expect(dismissNotice({ consentType: 'optout', dismissTimeout: 0 }, DEFAULT_MESSAGES)).toBe('This notice closes when you scroll on.');
    expect(dismissNotice({ consentType: 'optout', dismissTimeout: 15000 }, DEFAULT_MESSAGES)).toBe(
      'This notice closes when you scroll on or after 15 seconds.',
    );
  });
});

describe('dialogCategories', () => {
  it('keeps the SPEC order, puts functional first, and fills missing labels', () => {
    const list = dialogCategories(
      {
        categories: [
          { id: 'marketing', label: 'Ads', description: 'Ad cookies' },
          { id: 'statistics', label: ' ', description: '' },
        ],
        services: [{ id: 'x', label: 'X', category: 'preferences' }],
      },
      DEFAULT_MESSAGES,
    );
    expect(list.map((category) => category.id)).toEqual(['functional', 'preferences', 'statistics', 'marketing']);
    expect(list.map((category) => category.label)).toEqual(['Functional', 'Preferences', 'Statistics', 'Ads']);
  });
  it('lists all four categories when the data has none', () => {
    expect(dialogCategories({ categories: [], services: [] }, DEFAULT_MESSAGES)).toHaveLength(4);
  });
  it('ignores unknown category ids', () => {
    const list = dialogCategories({ categories: [{ id: 'evil' as never, label: 'E', description: '' }], services: [] }, DEFAULT_MESSAGES);
    expect(list.map((category) => category.id)).toEqual(['functional']);
  });
});

describe('safeUrl: links from banner data', () => {
  it.each([
    ['/privacy', '/privacy'],
    ['https://example.com/p', 'https://example.com/p'],
    ['mailto:dpo@example.com', 'mailto:dpo@example.com'],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['data:text/html,x', null],
    ['', null],
    ['java\tscript:alert(1)', null],
    ['privacy.html', 'privacy.html'],
  ])('%s → %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});

describe('constants and critical CSS', () => {
  it('re-measures 200 ms after a resize (SPEC §9 Debounces: 200 ms for the consent header)', () => {
    expect(BANNER_RESIZE_DEBOUNCE_MS).toBe(200);
  });
  it('hides the element before the upgrade and when failed, in under 120 characters', () => {
    expect(CONSENT_BANNER_CRITICAL_CSS).toContain('pb-consent-banner');
    expect(CONSENT_BANNER_CRITICAL_CSS).toContain('display:none');
    expect(CONSENT_BANNER_CRITICAL_CSS.length).toBeLessThan(120);
  });
});

describe('texts attribute', () => {
  it('keeps known keys with non-empty strings', () => {
    expect(parseTextOverrides({ title: 'Hi', acceptAll: '', denyAll: 3, evil: 'x', placeholderAccept: 'y' })).toEqual({ title: 'Hi' });
  });
  it('throws for anything but an object (the schema warns and uses the default)', () => {
    expect(() => parseTextOverrides('x')).toThrow();
    expect(() => parseTextOverrides([])).toThrow();
    expect(() => parseTextOverrides(null)).toThrow();
  });
});
