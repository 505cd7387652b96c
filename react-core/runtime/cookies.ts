/**
 * The one cookie writer (SPEC.md §9: a cookie set without a lifetime lasts 300 seconds). Every
 * module that keeps a cookie (consent record, consent cleanup, split-test state) and the builder's
 * `setCookie` go through `serializeCookie`, so the default lifetime, the deletion form and the
 * value encoding are the same everywhere.
 */
import { warnOnce } from './warn';

/** SPEC §9: the lifetime of a cookie set without one. */
export const DEFAULT_COOKIE_SECONDS = 300;

export interface CookieOptions {
  /** Lifetime in seconds (default 300); 'session' ends with the browser session; 0 or less deletes. */
  seconds?: number | 'session';
  /** Sent over https only; `writeCookie` sets it on https pages unless told otherwise. */
  secure?: boolean;
  domain?: string;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Characters that would end the name or start an attribute of the `document.cookie` string. */
const UNSAFE_NAME = /[;=\u0000-\u001f\u007f]/;
const UNSAFE_ATTRIBUTE = /[;\u0000-\u001f\u007f]/;

export function daysToSeconds(days: number): number {
  return Math.round(days * 86400);
}

/** The `document.cookie` assignment string; the value is URI-encoded, so it cannot add attributes. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!name || UNSAFE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  const { seconds = DEFAULT_COOKIE_SECONDS, secure = false, domain, path = '/', sameSite = 'Lax' } = options;
  for (const attribute of [domain, path]) {
    if (attribute !== undefined && UNSAFE_ATTRIBUTE.test(attribute)) throw new TypeError(`Invalid cookie attribute: ${JSON.stringify(attribute)}`);
  }
  let text = `${name}=${encodeURIComponent(value)}`;
  if (seconds !== 'session') {
    const maxAge = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
    text += `; max-age=${maxAge}`;
    // A past expiry date as well when deleting: understood by every cookie jar.
    if (maxAge === 0) text += '; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  text += `; path=${path}; SameSite=${sameSite}`;
  if (domain) text += `; domain=${domain}`;
  if (secure || sameSite === 'None') text += '; Secure';
  return text;
}

/** The domains a cookie of this page may have been set for: host-only, the host, its parents. */
export function cookieDomains(hostname: string): Array<string | undefined> {
  const domains: Array<string | undefined> = [undefined];
  const host = hostname.replace(/\.$/, '');
  // IP addresses and single-label hosts (localhost) have no parent domains.
  if (!host || /^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return domains;
  const labels = host.split('.');
  // Down to the registrable-looking domain (two labels); browsers refuse public suffixes anyway.
  for (let index = 0; index <= labels.length - 2; index += 1) domains.push(`.${labels.slice(index).join('.')}`);
  return domains;
}

/** `/` and each folder of the current path (a cookie set with path=/shop is not deleted by path=/). */
export function cookiePaths(pathname: string): string[] {
  const paths = ['/'];
  const parts = pathname.split('/').filter(Boolean);
  for (let index = 1; index <= parts.length; index += 1) paths.push(`/${parts.slice(0, index).join('/')}`);
  return paths;
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** Writes a cookie (Secure on https pages unless `secure` says otherwise); false where it could not be written. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  let text: string;
  try {
    text = serializeCookie(name, value, { ...options, secure: options.secure ?? isSecurePage() });
  } catch (error) {
    warnOnce('cookies', `not written: ${(error as Error).message}`);
    return false;
  }
  try {
    document.cookie = text;
    return true;
  } catch {
    // Cookies unavailable (a sandboxed frame throws): nothing is remembered, nothing breaks.
    return false;
  }
}
