// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEBUG_STORAGE_KEY,
  DEFAULT_LOG_AREAS,
  debugAreas,
  debugLog,
  disableDebug,
  enableDebug,
  installDebugHelpers,
  isDebugEnabled,
  logAreaHint,
  normalizeAreas,
  parseStoredAreas,
} from '../../react-core/builder/debug';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { resetPageConfig } from '../../react-core/runtime/page-config';

describe('debug mode (SPEC §4 builder helpers, §8 messages, §9 default log areas)', () => {
  let info: ReturnType<typeof vi.spyOn>;
  let warn: ReturnType<typeof vi.spyOn>;
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    delete window.pbDebug;
    delete window.pbConfig;
    resetPageConfig();
  });

  it('has the exact messages of §8 as the default messages', () => {
    expect(DEFAULT_MESSAGES.debugActivated).toBe('Debug mode is activated');
    expect(DEFAULT_MESSAGES.debugNotActivated).toBe('Debug mode was not activated due to lack of support or other error');
    expect(DEFAULT_MESSAGES.debugDeactivated).toBe('Debug mode is deactivated');
  });

  it("says the page's own debugActivated, debugNotActivated and debugDeactivated messages", () => {
    window.pbConfig = {
      messages: { debugActivated: 'Débogage activé', debugNotActivated: 'Débogage impossible', debugDeactivated: 'Débogage désactivé' },
    };
    resetPageConfig();
    enableDebug();
    expect(info).toHaveBeenCalledWith('Débogage activé');
    disableDebug();
    expect(info).toHaveBeenLastCalledWith('Débogage désactivé');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    enableDebug();
    expect(warn).toHaveBeenCalledWith('Débogage impossible');
    expect(info).not.toHaveBeenCalledWith('Debug mode is activated');
  });

  it('has the default log areas of §9: general, store_action_obj, store_emit, warning', () => {
    expect([...DEFAULT_LOG_AREAS]).toEqual(['general', 'store_action_obj', 'store_emit', 'warning']);
    expect(normalizeAreas()).toEqual(['general', 'store_action_obj', 'store_emit', 'warning']);
    expect(normalizeAreas([])).toEqual([...DEFAULT_LOG_AREAS]);
    expect(normalizeAreas('sticky')).toEqual(['sticky']);
    expect(normalizeAreas([' a ', 'a', 'b'])).toEqual(['a', 'b']);
  });

  it('is stored in local storage under pb-debug: enabling says "Debug mode is activated" and hints the log areas', () => {
    expect(enableDebug()).toBe(true);
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBe(JSON.stringify(DEFAULT_LOG_AREAS));
    expect(DEBUG_STORAGE_KEY).toBe('pb-debug');
    expect(info).toHaveBeenCalledWith('Debug mode is activated');
    expect(info).toHaveBeenCalledWith(logAreaHint(DEFAULT_LOG_AREAS));
    expect(logAreaHint(['general'])).toContain('Log areas: general.');
    expect(debugAreas()).toEqual([...DEFAULT_LOG_AREAS]);
  });

  it('disabling removes it and says "Debug mode is deactivated"', () => {
    enableDebug(['sticky']);
    disableDebug();
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBeNull();
    expect(info).toHaveBeenLastCalledWith('Debug mode is deactivated');
    expect(isDebugEnabled()).toBe(false);
  });

  it('says "Debug mode was not activated due to lack of support or other error" when storage refuses', () => {
    // No storage at all (a sandboxed frame): access throws.
    const access = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(enableDebug()).toBe(false);
    access.mockRestore();
    // Storage there, but it refuses to keep the value (quota).
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: () => null,
    } as unknown as Storage);
    expect(enableDebug()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Debug mode was not activated due to lack of support or other error');
    expect(info).not.toHaveBeenCalledWith('Debug mode is activated');
  });

  it('debugLog prints only for an enabled area', () => {
    debugLog('general', 'before');
    expect(log).not.toHaveBeenCalled();
    enableDebug(['general']);
    debugLog('general', 'shown', 1);
    debugLog('store_emit', 'hidden');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[pb-debug:general]', 'shown', 1);
  });

  it('reads only a stored list of names; anything else is off', () => {
    expect(parseStoredAreas(null)).toEqual([]);
    expect(parseStoredAreas('not json')).toEqual([]);
    expect(parseStoredAreas('{"general":true}')).toEqual([]);
    expect(parseStoredAreas('["general", 3, "", "warning", "general"]')).toEqual(['general', 'warning']);
  });

  it('puts the console helpers on window.pbDebug: enable(areas?), disable(), areas', () => {
    const helpers = installDebugHelpers();
    expect(window.pbDebug).toBe(helpers);
    expect(installDebugHelpers()).toBe(helpers);
    expect(window.pbDebug!.areas).toEqual([]);
    window.pbDebug!.enable(['store_emit']);
    expect(window.pbDebug!.areas).toEqual(['store_emit']);
    window.pbDebug!.disable();
    expect(window.pbDebug!.areas).toEqual([]);
  });
});
