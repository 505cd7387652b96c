import { describe, expect, it } from 'vitest';
import {
  acceptAction,
  acceptText,
  isExecutableScriptType,
  isGateAllowed,
  parseCategories,
  type ConsentChecks,
} from '../../react-core/consent/blocking';
import type { BannerData, ConsentCategory } from '../../react-core/consent/consent-types';

function checks(allowedCategories: ConsentCategory[], services: Record<string, boolean> = {}, serviceCategories: Record<string, ConsentCategory> = {}): ConsentChecks {
  const isCategoryAllowed = (category: ConsentCategory) => category === 'functional' || allowedCategories.includes(category);
  return {
    isCategoryAllowed,
    isServiceAllowed: (service, category) => services[service] ?? isCategoryAllowed(serviceCategories[service] ?? category ?? 'marketing'),
  };
}

const banner = {
  categories: [
    { id: 'statistics', label: 'Statistics', description: '' },
    { id: 'marketing', label: 'Marketing', description: '' },
  ],
  services: [{ id: 'youtube', label: 'YouTube', category: 'marketing' }],
  placeholderText: 'Blocked.',
  texts: { placeholderAccept: 'Accept {{service}}' },
} as unknown as BannerData;

describe('blocked item decision (issue 6 "Blocking")', () => {
  it('a category item is allowed only when its category is', () => {
    expect(isGateAllowed({ category: 'statistics', service: null }, checks([]))).toBe(false);
    expect(isGateAllowed({ category: 'statistics', service: null }, checks(['statistics']))).toBe(true);
    expect(isGateAllowed({ category: 'marketing', service: null }, checks(['statistics']))).toBe(false);
  });

  it('functional is always allowed', () => {
    expect(isGateAllowed({ category: 'functional', service: null }, checks([]))).toBe(true);
  });

  it('several categories must all be allowed', () => {
    expect(isGateAllowed({ category: 'statistics marketing', service: null }, checks(['statistics']))).toBe(false);
    expect(isGateAllowed({ category: 'statistics, marketing', service: null }, checks(['statistics', 'marketing']))).toBe(true);
  });

  it('an unknown or empty category counts as marketing (fail closed) and is reported', () => {
    const unknown: string[] = [];
    expect(isGateAllowed({ category: 'analytics', service: null }, checks(['statistics']), (name) => unknown.push(name))).toBe(false);
    expect(isGateAllowed({ category: 'analytics', service: null }, checks(['marketing']))).toBe(true);
    expect(isGateAllowed({ category: '', service: null }, checks(['statistics']))).toBe(false);
    expect(unknown).toEqual(['analytics']);
    expect(parseCategories('Statistics')).toEqual(['statistics']);
  });

  it('a service follows its own choice, else its category', () => {
    expect(isGateAllowed({ category: null, service: 'youtube' }, checks([], {}, { youtube: 'marketing' }))).toBe(false);
    expect(isGateAllowed({ category: null, service: 'youtube' }, checks(['marketing'], {}, { youtube: 'marketing' }))).toBe(true);
    expect(isGateAllowed({ category: null, service: 'youtube' }, checks([], { youtube: true }))).toBe(true);
    expect(isGateAllowed({ category: 'statistics', service: 'youtube' }, checks(['statistics', 'marketing'], { youtube: false }))).toBe(false);
    // A service without banner data falls back to the item's category.
    expect(isGateAllowed({ category: 'statistics', service: 'matomo' }, checks(['statistics']))).toBe(true);
    expect(isGateAllowed({ category: null, service: 'matomo' }, checks(['statistics']))).toBe(false);
  });

  it('the accept button names the service label, else the category label', () => {
    expect(acceptText({ category: null, service: 'youtube' }, banner)).toBe('Accept YouTube');
    expect(acceptText({ category: null, service: 'vimeo' }, banner)).toBe('Accept vimeo');
    expect(acceptText({ category: 'statistics', service: null }, banner)).toBe('Accept Statistics');
    expect(acceptText({ category: null, service: 'youtube' }, { ...banner, texts: { ...banner.texts, placeholderAccept: '{{service}} ({{category}})' } })).toBe(
      'YouTube (Marketing)',
    );
    expect(acceptText({ category: 'preferences', service: null }, { ...banner, texts: { ...banner.texts, placeholderAccept: 'Allow {{category}}' } })).toBe(
      'Allow preferences',
    );
  });

  it('the accept button allows the service, else the category', () => {
    expect(acceptAction({ category: 'marketing', service: 'youtube' })).toEqual({ service: 'youtube' });
    expect(acceptAction({ category: 'statistics', service: null })).toEqual({ category: 'statistics' });
    expect(acceptAction({ category: 'bogus', service: ' ' })).toEqual({ category: 'marketing' });
  });

  it('only JavaScript types hold the script queue', () => {
    expect(isExecutableScriptType(null)).toBe(true);
    expect(isExecutableScriptType('module')).toBe(true);
    expect(isExecutableScriptType('text/javascript')).toBe(true);
    expect(isExecutableScriptType('application/x-javascript')).toBe(true);
    expect(isExecutableScriptType('text/template')).toBe(false);
    expect(isExecutableScriptType('application/json')).toBe(false);
  });
});
