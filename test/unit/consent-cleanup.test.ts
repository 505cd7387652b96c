import { describe, expect, it } from 'vitest';
import { cookieMatches, cookiesToDelete, readCookieNames } from '../../react-core/consent/cookie-cleanup';
import type { ConsentCategory, CookieData } from '../../react-core/consent/consent-types';

const data: CookieData = {
  functional: { site: ['session_id'] },
  statistics: { 'google-analytics': ['_ga', '_ga_*', '_gid'], matomo: ['_pk_*'] },
  marketing: { youtube: ['VISITOR_INFO1_LIVE', 'YSC'], ads: ['_gcl_*', '_ga'] },
};
const names = ['session_id', '_ga', '_ga_ABC', '_gid', '_pk_id.1', 'VISITOR_INFO1_LIVE', 'YSC', '_gcl_au', 'other', 'pb_consent_marketing'];

const allow = (categories: ConsentCategory[], services: Record<string, boolean> = {}) => (category: ConsentCategory, service: string) =>
  services[service] ?? categories.includes(category);

describe('cookie cleanup (issue 6, SPEC §9)', () => {
  it('deletes the cookies of denied categories, prefixes included', () => {
    expect(cookiesToDelete(names, data, allow([])).sort()).toEqual(['VISITOR_INFO1_LIVE', 'YSC', '_ga', '_ga_ABC', '_gcl_au', '_gid', '_pk_id.1'].sort());
  });

  it('keeps allowed categories, functional, unknown cookies and pb_consent_*', () => {
    const deleted = cookiesToDelete(names, data, allow(['statistics']));
    expect(deleted.sort()).toEqual(['VISITOR_INFO1_LIVE', 'YSC', '_gcl_au'].sort());
    expect(deleted).not.toContain('session_id');
    expect(deleted).not.toContain('other');
    expect(deleted).not.toContain('pb_consent_marketing');
  });

  it('deletes the cookies of a service switched off within an allowed category', () => {
    expect(cookiesToDelete(names, data, allow(['statistics', 'marketing'], { youtube: false })).sort()).toEqual(['VISITOR_INFO1_LIVE', 'YSC']);
  });

  it('nothing is deleted when everything is allowed', () => {
    expect(cookiesToDelete(names, data, allow(['preferences', 'statistics', 'marketing']))).toEqual([]);
  });

  it('a pattern "*" alone or a pb_consent_* pattern never matches consent cookies', () => {
    expect(cookiesToDelete(['pb_consent_id', 'x'], { marketing: { bad: ['pb_consent_*', '*'] } }, allow([]))).toEqual([]);
    expect(cookieMatches('_ga_*', '_ga_X')).toBe(true);
    expect(cookieMatches('_ga', '_ga_X')).toBe(false);
  });

  it('ignores malformed cookie data', () => {
    expect(cookiesToDelete(names, { marketing: { a: 'YSC' as unknown as string[] }, bogus: { b: ['YSC'] } } as CookieData, allow([]))).toEqual([]);
  });

  it('reads the names of the cookies the page can see', () => {
    expect(readCookieNames('a=1; pb_consent_x=allow;b=')).toEqual(['a', 'pb_consent_x', 'b']);
  });
});
