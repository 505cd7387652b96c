/** What the manage-consent area shows and which choices reload the page. */
import { describe, expect, it } from 'vitest';
import type { BannerData, ConsentCategory } from '../../react-core/consent/consent-types';
import {
  allowedCategories,
  categoriesAfterSwitch,
  categorySwitchReloads,
  denyAllReloads,
  manageRows,
  serviceSwitchReloads,
  type ConsentQuery,
} from '../../react-core/consent-manage/manage-state';

const banner = {
  categories: [
    { id: 'marketing', label: 'Ads', description: 'Ads and videos' },
    { id: 'functional', label: 'Needed', description: 'The site needs them' },
  ],
  services: [
    { id: 'youtube', label: 'YouTube', category: 'marketing' },
    { id: 'matomo', label: '', category: 'statistics' },
    { id: 'session', label: 'Session', category: 'functional' },
  ],
} as unknown as BannerData;

function query(allowed: ConsentCategory[], services: Record<string, boolean> = {}): ConsentQuery {
  const isCategoryAllowed = (category: ConsentCategory) => category === 'functional' || allowed.includes(category);
  return {
    isCategoryAllowed,
    isServiceAllowed: (service, category) => services[service] ?? isCategoryAllowed(category ?? 'marketing'),
  };
}

describe('manageRows', () => {
  it('lists every category in SPEC order, functional always on, with banner texts or fallbacks', () => {
    const rows = manageRows(banner, query(['statistics']), (id) => `L-${id}`);
    expect(rows.map((row) => row.id)).toEqual(['functional', 'preferences', 'statistics', 'marketing']);
    expect(rows.map((row) => row.label)).toEqual(['Needed', 'L-preferences', 'L-statistics', 'Ads']);
    expect(rows.map((row) => row.checked)).toEqual([true, false, true, false]);
    expect(rows[0]!.alwaysOn).toBe(true);
    expect(rows[3]!.description).toBe('Ads and videos');
  });

  it('puts services under their category, with their own choice winning', () => {
    const rows = manageRows(banner, query([], { youtube: true }), (id) => id);
    expect(rows[3]!.services).toEqual([{ id: 'youtube', label: 'YouTube', checked: true, disabled: false }]);
    expect(rows[2]!.services).toEqual([{ id: 'matomo', label: 'matomo', checked: false, disabled: false }]);
    expect(rows[0]!.services[0]).toMatchObject({ id: 'session', checked: true, disabled: true });
    expect(manageRows(banner, query([]), (id) => id, false).every((row) => row.services.length === 0)).toBe(true);
  });
});

describe('choices', () => {
  it('switches a category on or off, keeping SPEC order and never touching functional', () => {
    expect(categoriesAfterSwitch(['marketing'], 'statistics', true)).toEqual(['statistics', 'marketing']);
    expect(categoriesAfterSwitch(['statistics', 'marketing'], 'marketing', false)).toEqual(['statistics']);
    expect(categoriesAfterSwitch(['statistics'], 'functional', false)).toEqual(['statistics']);
    expect(allowedCategories(query(['marketing', 'preferences']))).toEqual(['preferences', 'marketing']);
  });

  it('reloads only when an allowed category is withdrawn, a service switched off, or deny all after a grant', () => {
    expect(categorySwitchReloads('marketing', true, false)).toBe(true);
    expect(categorySwitchReloads('marketing', false, false)).toBe(false);
    expect(categorySwitchReloads('statistics', true, false)).toBe(true);
    expect(categorySwitchReloads('functional', true, false)).toBe(false);
    expect(categorySwitchReloads('marketing', false, true)).toBe(false);
    expect(serviceSwitchReloads(true, false)).toBe(true);
    expect(serviceSwitchReloads(false, true)).toBe(false);
    expect(denyAllReloads(banner, query([]), { services: {} })).toBe(false);
    expect(denyAllReloads(banner, query(['statistics']), { services: {} })).toBe(true);
    expect(denyAllReloads(banner, query([], { youtube: true }), { services: { youtube: true } })).toBe(true);
  });
});
