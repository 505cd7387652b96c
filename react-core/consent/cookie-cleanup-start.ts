/**
 * Starts the cookie cleanup (cookie-cleanup.ts, a chunk of its own) once there may be something to
 * clean: a cookie the page can read that is not the consent record's. Until then the cleanup could
 * delete nothing, so a page without such cookies never loads it (nor asks for cookie_data). Looked
 * at as often as the cleanup itself runs: every 1000 ms and on every consent change.
 */
import { COOKIE_PREFIX, readCookieText } from './consent-record';
import { subscribeConsent } from './consent-state';
import { COOKIE_CLEANUP_INTERVAL } from './consent-types';

function hasOtherCookies(): boolean {
  return readCookieText()
    .split(';')
    .some((part) => {
      const name = part.split('=')[0]?.trim() ?? '';
      return name !== '' && !name.startsWith(COOKIE_PREFIX);
    });
}

/** Returns what stops the watch (tests); the cleanup, once started, runs for the page's life. */
export function startCookieCleanupWhenNeeded(): () => void {
  let watching = true;
  const stop = (): void => {
    watching = false;
    clearInterval(interval);
    unsubscribe();
  };
  const check = (): void => {
    if (!watching || !hasOtherCookies()) return;
    stop();
    import('./cookie-cleanup').then(
      ({ startCookieCleanup }) => startCookieCleanup(),
      (error: unknown) => console.error('[pb-consent]', error),
    );
  };
  const interval = setInterval(check, COOKIE_CLEANUP_INTERVAL);
  const unsubscribe = subscribeConsent(check);
  check();
  return stop;
}
