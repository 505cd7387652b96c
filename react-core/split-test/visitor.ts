/**
 * The split-test visitor id: a random id that makes the server's answer sticky. Before statistics
 * are allowed it lives in session storage only (the subject stays the same for the visit and the
 * server stores nothing); once they are, in the `pb_ab_visitor` cookie for 365 days.
 */
import { parseCookies, readCookieText } from '../consent/consent-record';
import { daysToSeconds, writeCookie } from '../runtime/cookies';
import { COOKIE_DAYS, isVisitorId, VISITOR_COOKIE, VISITOR_SESSION_KEY } from './tracking-rules';

function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readSession(): string | null {
  try {
    return sessionStorage.getItem(VISITOR_SESSION_KEY);
  } catch {
    return null;
  }
}

function writeSession(id: string): void {
  try {
    sessionStorage.setItem(VISITOR_SESSION_KEY, id);
  } catch {
    // Storage unavailable: the id holds for this page only.
  }
}

/** The visitor's id: the cookie's, else this session's, else a new one kept for the session. */
export function visitorId(): string {
  const fromCookie = parseCookies(readCookieText())[VISITOR_COOKIE];
  if (isVisitorId(fromCookie)) return fromCookie;
  const fromSession = readSession();
  if (isVisitorId(fromSession)) return fromSession;
  const created = newVisitorId();
  writeSession(created);
  return created;
}

/** Keeps the id in its cookie: only once statistics are allowed. */
export function persistVisitor(id: string): void {
  setSplitTestCookie(VISITOR_COOKIE, id, COOKIE_DAYS);
}

/** A split-test cookie for `days` (SPEC §7); 0 makes a session cookie. */
export function setSplitTestCookie(name: string, value: string, days: number): void {
  writeCookie(name, value, { seconds: days > 0 ? daysToSeconds(days) : 'session' });
}
