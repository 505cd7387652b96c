/**
 * Cookies from builder and theme scripts (SPEC.md §9): a cookie set without a lifetime lasts
 * 300 seconds, as every cookie the elements write themselves (react-core/runtime/cookies.ts).
 */
import { writeCookie } from '../runtime/cookies';

/**
 * Sets `name` to `value` (URI-encoded) for `seconds` (default 300; 'session' until the browser
 * closes; 0 deletes it), on path `/`, SameSite=Lax, Secure on https pages. Returns whether it
 * was written (false for an invalid name, with a console warning, or where cookies are unavailable).
 */
export function setCookie(name: string, value: string, seconds?: number | 'session'): boolean {
  return writeCookie(name, value, { seconds });
}
