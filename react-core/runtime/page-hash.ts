/**
 * The page hash as modules use it (SPEC.md §2 "Page hash"): a list of module segments joined by
 * `||`, each segment an element id followed by `|`-separated values (`gallery-1|nature|2`,
 * `product-tabs|1`). Only letters, digits, hyphen, underscore and pipe survive.
 *
 * The address bar holds the hash percent-encoded (`#tab-re<v>iews` arrives as
 * `#tab-re%3Cv%3Eiews`): `currentHash()` is the one place that reads it, decoded, so every module
 * decodes before it strips.
 */
import { mutate, onScrollLocationChange } from './frame-loop';

export const MODULE_SEPARATOR = '||';
export const VALUE_SEPARATOR = '|';

export interface HashSegment {
  id: string;
  values: string[];
}

/**
 * A hash or fragment as text: without its leading `#`, percent-decoded. A malformed escape
 * (`%E0%A4%A`) cannot be decoded: the raw text is used then.
 */
export function decodeHash(raw: string): string {
  const text = raw.replace(/^#/, '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The page hash now, decoded (`''` when there is none): read it here, never from `location.hash`. */
export function currentHash(): string {
  return decodeHash(location.hash);
}

/** The hash of the URL this document was navigated to, decoded; undefined where the browser does not say. */
function navigationHash(): string | undefined {
  const entry = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  if (!entry?.name) return undefined;
  try {
    return decodeHash(new URL(entry.name).hash);
  } catch {
    return undefined;
  }
}

/**
 * True when the page has the hash it was opened with (SPEC §2 "On load with a hash"). A hash an
 * in-page anchor set later is not one, even when the anchor was clicked before any of our code
 * ran (an async loader, a slow network): the browser has already scrolled to its target.
 */
export function hashFromNavigation(): boolean {
  const hash = currentHash();
  if (!hash) return false;
  const atNavigation = navigationHash();
  return atNavigation === undefined || atNavigation === hash;
}

/** Strips the leading `#` and every character other than letters, digits, `-`, `_` and `|`. */
export function sanitizeHash(raw: string): string {
  return raw.replace(/^#/, '').replace(/[^A-Za-z0-9_|-]/g, '');
}

export function parseHash(raw: string): HashSegment[] {
  const hash = sanitizeHash(raw);
  if (!hash) return [];
  return hash
    .split(MODULE_SEPARATOR)
    .filter(Boolean)
    .map((segment) => {
      const [id = '', ...values] = segment.split(VALUE_SEPARATOR);
      return { id, values };
    });
}

export function serializeHash(segments: HashSegment[]): string {
  return segments.map(({ id, values }) => [id, ...values].join(VALUE_SEPARATOR)).join(MODULE_SEPARATOR);
}

/** The values stored for the module with `id` (compared as the hash stores it), or `undefined`. */
export function moduleHashValues(raw: string, id: string): string[] | undefined {
  const key = sanitizeHash(id);
  return parseHash(raw).find((segment) => segment.id === key && segment.values.length > 0)?.values;
}

/**
 * Returns the hash with the segment of module `id` replaced (or appended), keeping the other
 * modules' segments. A plain anchor in the hash (no values) is dropped: module state replaces it.
 */
export function withModuleHash(raw: string, id: string, values: string[]): string {
  const key = sanitizeHash(id);
  const others = parseHash(raw).filter((segment) => segment.id !== key && segment.values.length > 0);
  return serializeHash([...others, { id: key, values: values.map(sanitizeHash) }]);
}

/**
 * Writes module state into the address bar without a history entry, a scroll jump or a
 * `hashchange` event (modules only react to hashes they did not write themselves).
 */
export function writeModuleHash(id: string, values: string[]): void {
  const hash = withModuleHash(currentHash(), id, values);
  history.replaceState(history.state, '', `${location.pathname}${location.search}#${hash}`);
}

/** Writes module state into the address bar as a new history entry (Back returns to the old state). */
export function pushModuleHash(id: string, values: string[]): void {
  const hash = withModuleHash(currentHash(), id, values);
  history.pushState(history.state, '', `${location.pathname}${location.search}#${hash}`);
}

/** Calls `listener` with the (decoded) hash of the entry Back/Forward moved to; returns the unsubscribe. */
export function subscribeHistory(listener: (hash: string) => void): () => void {
  const handle = (): void => listener(currentHash());
  window.addEventListener('popstate', handle);
  return () => window.removeEventListener('popstate', handle);
}

/** Calls `listener` with the new (decoded) hash on every `hashchange`; returns the unsubscribe. */
export function subscribeHash(listener: (hash: string) => void): () => void {
  const handle = (): void => listener(currentHash());
  window.addEventListener('hashchange', handle);
  return () => window.removeEventListener('hashchange', handle);
}

/**
 * On load with a hash the page starts at the top with manual scroll restoration, so modules that
 * open from the hash (tabs, portfolios, galleries) settle before any scroll to them.
 */
export function applyInitialHashScroll(): void {
  if (!currentHash()) return;
  history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
  rememberScrollLocation();
}

/** The key of `history.state` that holds the scroll location recorded for the entry. */
export const SCROLL_LOCATION_STATE_KEY = 'pbScrollY';

let rememberingScrollLocation = false;

/** `history.state` as an object we may add to, or null when another script keeps something else there. */
function ownableState(): Record<string, unknown> | null {
  const state: unknown = history.state;
  if (state === null || state === undefined) return {};
  return typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : null;
}

/**
 * Manual scroll restoration also stops the browser from putting the page back where it was when
 * Back or Forward returns to an entry a module pushed (a gallery page, a tab). So the scroll
 * location is recorded in the current entry once it has not changed for 2000 ms (SPEC §9
 * "Scroll-location change 2000 ms"; browsers also limit how often `replaceState` may be called),
 * and restored when Back or Forward lands on an entry that has one.
 */
function rememberScrollLocation(): void {
  if (rememberingScrollLocation) return;
  rememberingScrollLocation = true;
  onScrollLocationChange(() => {
    const state = ownableState();
    if (state) history.replaceState({ ...state, [SCROLL_LOCATION_STATE_KEY]: window.scrollY }, '');
  });
  window.addEventListener('popstate', () => {
    const recorded = ownableState()?.[SCROLL_LOCATION_STATE_KEY];
    if (history.scrollRestoration !== 'manual' || typeof recorded !== 'number') return;
    // In the next frame: the modules answering the same popstate have changed the page by then.
    mutate(() => window.scrollTo({ top: recorded, behavior: 'instant' }));
  });
}
