// @vitest-environment happy-dom
import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { COOKIE_NAMES, SESSION_KEY, normalizeRecord, parseCookies, readRecord, recordFromCookies } from '../../react-core/consent/consent-record';
import { clearConsentCookies, recordToCookieValues, writeRecord } from '../../react-core/consent/consent-record-writer';
import { emptyRecord } from '../../react-core/consent/consent-rules';
import type { ConsentRecord } from '../../react-core/consent/consent-types';
import { captureCookieWrites } from './cookie-writes';

const full: ConsentRecord = {
  categories: { functional: 'allow', preferences: 'deny', statistics: 'allow', marketing: 'deny' },
  services: { youtube: false, stats: true },
  policyId: '3',
  bannerStatus: 'dismissed',
  savedCategories: ['functional', 'statistics'],
  savedServices: ['stats'],
  visitorId: 'abc-123',
};

function clearAllCookies(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) {
    document.cookie = `${name}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearAllCookies();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('cookie codec', () => {
  it('parses cookie text, decoding values, first duplicate wins', () => {
    expect(parseCookies('a=1; b=%7B%22x%22%3Atrue%7D; a=2; junk; c=%E0%A4%A')).toEqual({ a: '1', b: '{"x":true}', c: '%E0%A4%A' });
  });

  it('round-trips a record through the cookie values', () => {
    expect(recordFromCookies(recordToCookieValues(full))).toEqual(full);
  });

  it('names the cookies pb_consent_*', () => {
    expect(Object.keys(recordToCookieValues(full)).sort()).toEqual(
      [
        'pb_consent_banner_status',
        'pb_consent_functional',
        'pb_consent_id',
        'pb_consent_marketing',
        'pb_consent_policy_id',
        'pb_consent_preferences',
        'pb_consent_saved_categories',
        'pb_consent_saved_services',
        'pb_consent_services',
        'pb_consent_statistics',
      ],
    );
  });

  it('writes no category cookie for a category without a value', () => {
    const values = recordToCookieValues(emptyRecord());
    expect(Object.keys(values).some((name) => /functional|preferences|statistics|marketing/.test(name))).toBe(false);
  });

  it('ignores malformed values field by field', () => {
    const record = recordFromCookies({
      pb_consent_marketing: 'yes',
      pb_consent_statistics: 'allow',
      [COOKIE_NAMES.services]: '{not json',
      [COOKIE_NAMES.bannerStatus]: 'weird',
      [COOKIE_NAMES.savedCategories]: '["functional","bogus",3]',
      [COOKIE_NAMES.savedServices]: '{"a":1}',
    });
    expect(record.categories).toEqual({ statistics: 'allow' });
    expect(record.services).toEqual({});
    expect(record.bannerStatus).toBe('show');
    expect(record.savedCategories).toEqual(['functional']);
    expect(record.savedServices).toEqual([]);
  });

  it('rejects service ids that are not short safe ids and non-boolean values', () => {
    expect(recordFromCookies({ [COOKIE_NAMES.services]: '{"ok":true,"bad id<":true,"n":1}' }).services).toEqual({ ok: true });
  });

  it('normalizes a session-storage record field by field', () => {
    expect(normalizeRecord(JSON.parse(JSON.stringify(full)))).toEqual(full);
    expect(normalizeRecord('nope')).toEqual(emptyRecord());
    expect(normalizeRecord({ categories: { marketing: 'maybe' }, bannerStatus: 'dismissed' })).toEqual({
      ...emptyRecord(),
      bannerStatus: 'dismissed',
    });
  });
});

describe('cookies and session storage (SPEC §7: consent state is in cookies and session storage)', () => {
  it('writes the record to cookies and mirrors it in session storage; reads it back', () => {
    writeRecord(full, 30);
    expect(parseCookies(document.cookie).pb_consent_statistics).toBe('allow');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(full);
    expect(readRecord()).toEqual(full);
  });

  it('falls back to session storage when no consent cookie exists, else the empty record', () => {
    expect(readRecord()).toEqual(emptyRecord());
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(full));
    expect(readRecord()).toEqual(full);
  });

  it('keeps each consent cookie for cookieExpiryDays days (365 when unset), path=/, SameSite=Lax', () => {
    const writes = captureCookieWrites();
    writeRecord(full, 30);
    expect(writes).toContain('pb_consent_marketing=deny; max-age=2592000; path=/; SameSite=Lax');
    expect(writes).toContain(`${COOKIE_NAMES.policyId}=3; max-age=2592000; path=/; SameSite=Lax`);
    writes.length = 0;
    writeRecord(full, Number.NaN);
    expect(writes).toContain('pb_consent_marketing=deny; max-age=31536000; path=/; SameSite=Lax');
  });

  it('deletes category cookies that lost their value', () => {
    writeRecord(full, 30);
    writeRecord({ ...full, categories: { functional: 'allow' } }, 30);
    expect(parseCookies(document.cookie).pb_consent_marketing).toBeUndefined();
  });

  it('clearConsentCookies removes every pb_consent_* cookie and the mirror, nothing else', () => {
    document.cookie = 'other=1; path=/';
    writeRecord(full, 30);
    clearConsentCookies();
    const names = Object.keys(parseCookies(document.cookie));
    expect(names.filter((name) => name.startsWith('pb_consent_'))).toEqual([]);
    expect(names).toContain('other');
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
