/**
 * Debug mode (SPEC.md §4 "Builder helpers", §8, §9): stored in local storage under `pb-debug`
 * (the list of log areas it is on for, as JSON) and switched from the browser console:
 *
 *     pbDebug.enable()                      // the default areas
 *     pbDebug.enable(['general', 'sticky']) // chosen areas
 *     pbDebug.areas                         // the areas it is on for ([] when off)
 *     pbDebug.disable()
 *
 * `installDebugHelpers()` puts `pbDebug` on the window; `debugLog(area, …)` prints only while
 * debug mode is on for that area. Being stored, the mode survives reloads until disabled. What it
 * says on switching is the page's `debugActivated`, `debugNotActivated` and `debugDeactivated`
 * messages (SPEC §8; English defaults in runtime/messages.ts, a site's override wins).
 */
import { pageMessage } from '../runtime/page-config';

export const DEBUG_STORAGE_KEY = 'pb-debug';
/** SPEC §9: the log areas debug mode is on for unless others are named. */
export const DEFAULT_LOG_AREAS = ['general', 'store_action_obj', 'store_emit', 'warning'] as const;

/** The log-area hint printed after activation: which areas log, and how to choose others. */
export function logAreaHint(areas: readonly string[]): string {
  return `Log areas: ${areas.join(', ')}. Choose others with pbDebug.enable(['area', …]); pbDebug.areas lists them.`;
}

/** The areas a stored value names; [] for no value or anything but a list of names. */
export function parseStoredAreas(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((area): area is string => typeof area === 'string' && area.trim() !== '').map((area) => area.trim()))] : [];
  } catch {
    return [];
  }
}

/** The areas to enable for what a caller passed: the default areas for nothing, or a name or names. */
export function normalizeAreas(areas?: string | readonly string[]): string[] {
  if (areas === undefined) return [...DEFAULT_LOG_AREAS];
  const list = typeof areas === 'string' ? [areas] : areas;
  const names = [...new Set(list.map((area) => String(area).trim()).filter(Boolean))];
  return names.length > 0 ? names : [...DEFAULT_LOG_AREAS];
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a sandboxed frame, blocked cookies): debug mode is unsupported here.
    return null;
  }
}

/** The areas debug mode is on for now ([] when it is off or storage is unavailable). */
export function debugAreas(): string[] {
  try {
    return parseStoredAreas(storage()?.getItem(DEBUG_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function isDebugEnabled(area?: string): boolean {
  const areas = debugAreas();
  return area === undefined ? areas.length > 0 : areas.includes(area);
}

/** Turns debug mode on for `areas` (default: SPEC §9's); returns whether it could be stored. */
export function enableDebug(areas?: string | readonly string[]): boolean {
  const names = normalizeAreas(areas);
  try {
    const store = storage();
    if (!store) throw new Error('no local storage');
    store.setItem(DEBUG_STORAGE_KEY, JSON.stringify(names));
    if (store.getItem(DEBUG_STORAGE_KEY) === null) throw new Error('not stored');
  } catch {
    console.warn(pageMessage('debugNotActivated'));
    return false;
  }
  console.info(pageMessage('debugActivated'));
  console.info(logAreaHint(names));
  return true;
}

export function disableDebug(): void {
  try {
    storage()?.removeItem(DEBUG_STORAGE_KEY);
  } catch {
    // Nothing stored that could be read either: debug mode is off all the same.
  }
  console.info(pageMessage('debugDeactivated'));
}

/** Prints `values` with the area's prefix, only while debug mode is on for `area`. */
export function debugLog(area: string, ...values: unknown[]): void {
  if (!isDebugEnabled(area)) return;
  console.log(`[pb-debug:${area}]`, ...values);
}

export interface DebugHelpers {
  enable(areas?: string | readonly string[]): boolean;
  disable(): void;
  readonly areas: string[];
}

declare global {
  interface Window {
    /** The debug-mode console helpers (builder and preview; see react-core/builder/debug.ts). */
    pbDebug?: DebugHelpers;
  }
}

/** Puts the console helpers on `window.pbDebug` (once); returns them. */
export function installDebugHelpers(): DebugHelpers {
  window.pbDebug ??= {
    enable: enableDebug,
    disable: disableDebug,
    get areas() {
      return debugAreas();
    },
  };
  return window.pbDebug;
}
