// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../react-core/builder/index';
import { cookieDomains, cookiePaths, daysToSeconds, DEFAULT_COOKIE_SECONDS, serializeCookie, writeCookie } from '../../react-core/runtime/cookies';
import { parseCookies } from '../../react-core/consent/consent-record';
import { captureCookieWrites } from './cookie-writes';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('SPEC §9 a cookie set without a lifetime lasts 300 seconds', () => {
  it('writes max-age=300, path=/ and SameSite=Lax when no lifetime is given', () => {
    expect(DEFAULT_COOKIE_SECONDS).toBe(300);
    expect(serializeCookie('pb_note', 'seen')).toBe('pb_note=seen; max-age=300; path=/; SameSite=Lax');
  });

  it("the builder's setCookie (theme and builder scripts) keeps the cookie 300 s unless told otherwise", () => {
    const writes = captureCookieWrites();
    expect(setCookie('theme_notice', 'seen')).toBe(true);
    expect(setCookie('theme_tab', '2', 60)).toBe(true);
    expect(writes).toEqual(['theme_notice=seen; max-age=300; path=/; SameSite=Lax', 'theme_tab=2; max-age=60; path=/; SameSite=Lax']);
    expect(parseCookies(document.cookie)).toMatchObject({ theme_notice: 'seen', theme_tab: '2' });
  });

  it("'session' writes no lifetime: the cookie ends with the browser session", () => {
    expect(serializeCookie('pb_ab_shop_log', '42_11_1', { seconds: 'session' })).toBe('pb_ab_shop_log=42_11_1; path=/; SameSite=Lax');
  });

  it('0 or less deletes: max-age=0 and a past expiry date', () => {
    const deleted = 'x=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax';
    expect(serializeCookie('x', '', { seconds: 0 })).toBe(deleted);
    expect(serializeCookie('x', '', { seconds: -5 })).toBe(deleted);
    setCookie('theme_notice', 'seen');
    setCookie('theme_notice', '', 0);
    expect(parseCookies(document.cookie).theme_notice).toBeUndefined();
  });

  it('lifetimes in days become seconds', () => {
    expect(daysToSeconds(365)).toBe(31_536_000);
    expect(daysToSeconds(0.5)).toBe(43_200);
    expect(serializeCookie('a', '1', { seconds: daysToSeconds(1) })).toBe('a=1; max-age=86400; path=/; SameSite=Lax');
  });

  it('adds Secure, domain, path and SameSite when asked (SameSite=None always Secure)', () => {
    expect(serializeCookie('a', '1', { secure: true, domain: '.example.com', path: '/shop', sameSite: 'Strict' })).toBe(
      'a=1; max-age=300; path=/shop; SameSite=Strict; domain=.example.com; Secure',
    );
    expect(serializeCookie('a', '1', { sameSite: 'None' })).toBe('a=1; max-age=300; path=/; SameSite=None; Secure');
  });
});

describe('cookie values cannot add attributes', () => {
  it('URI-encodes the value', () => {
    expect(serializeCookie('a', 'x; domain=evil.example; max-age=99999999')).toBe(
      'a=x%3B%20domain%3Devil.example%3B%20max-age%3D99999999; max-age=300; path=/; SameSite=Lax',
    );
    expect(serializeCookie('json', '{"a":"é"}')).toBe('json=%7B%22a%22%3A%22%C3%A9%22%7D; max-age=300; path=/; SameSite=Lax');
    setCookie('json', '{"a":"é"}');
    expect(parseCookies(document.cookie).json).toBe('{"a":"é"}');
  });

  it('refuses a name or attribute that would break the cookie string, with one warning, and writes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const writes = captureCookieWrites();
    expect(setCookie('a; domain=evil.example', '1')).toBe(false);
    expect(setCookie('', '1')).toBe(false);
    expect(writeCookie('a', '1', { path: '/x; domain=evil.example' })).toBe(false);
    expect(writes).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toContain('[cookies]');
  });
});

describe('where a cookie may have been set (for deleting it everywhere)', () => {
  it('host-only, the host and its parent domains; / and the current folders', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual([undefined, '.www.shop.example.com', '.shop.example.com', '.example.com']);
    expect(cookieDomains('localhost')).toEqual([undefined]);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
    expect(cookiePaths('/shop/item/')).toEqual(['/', '/shop', '/shop/item']);
  });
});
