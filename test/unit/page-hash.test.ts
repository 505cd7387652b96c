// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import {
  MODULE_SEPARATOR,
  VALUE_SEPARATOR,
  applyInitialHashScroll,
  currentHash,
  decodeHash,
  hashFromNavigation,
  moduleHashValues,
  parseHash,
  sanitizeHash,
  serializeHash,
  subscribeHash,
  withModuleHash,
  writeModuleHash,
} from '../../react-core/runtime/page-hash';

/** Puts `hash` in the address bar without going through the code under test. */
function setHash(hash: string): void {
  history.replaceState(null, '', `/page/?p=1${hash ? `#${hash}` : ''}`);
}

describe('sanitizeHash: hashes are stripped of every character other than letters, digits, hyphen, underscore and pipe (SPEC §2)', () => {
  it.each([
    ['#gallery-1|nature|2', 'gallery-1|nature|2'],
    ['gallery-1|nature|2', 'gallery-1|nature|2'],
    ['#a b.c/d?e=f&g', 'abcdefg'],
    ['#<script>alert(1)</script>', 'scriptalert1script'],
    ['#tab_one||tabs-2|1', 'tab_one||tabs-2|1'],
    ['#café', 'caf'],
    ['#%3Cb%3E', '3Cb3E'],
    ['##double', 'double'],
    ['#', ''],
    ['', ''],
  ] as const)('turns %j into %j', (raw, expected) => {
    expect(sanitizeHash(raw)).toBe(expected);
  });

  it('keeps upper-case letters and digits', () => {
    expect(sanitizeHash('#ABC_xyz-019')).toBe('ABC_xyz-019');
  });
});

describe('currentHash: the page hash decoded before it is stripped (SPEC §2 "Page hash")', () => {
  afterEach(() => setHash(''));

  it('decodes what the address bar holds percent-encoded: #tab-re<v>iews arrives as #tab-re%3Cv%3Eiews', () => {
    setHash('tab-re%3Cv%3Eiews');
    expect(currentHash()).toBe('tab-re<v>iews');
    expect(sanitizeHash(currentHash())).toBe('tab-reviews');
  });

  it('decodes an encoded bar, so module segments still parse', () => {
    setHash('product-tabs%7C1');
    expect(parseHash(currentHash())).toEqual([{ id: 'product-tabs', values: ['1'] }]);
  });

  it('is empty without a hash', () => {
    expect(currentHash()).toBe('');
  });
});

describe('hashFromNavigation: only a hash present at navigation is a load hash (SPEC §2 "Page hash")', () => {
  let entries: ReturnType<typeof vi.spyOn>;
  /** The document was navigated to `url`, as Navigation Timing reports it. */
  function navigatedTo(url: string | undefined): void {
    entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue(url === undefined ? [] : ([{ name: url }] as PerformanceEntryList));
  }
  afterEach(() => {
    entries.mockRestore();
    setHash('');
  });

  it('is true for the hash the page was opened with, compared decoded', () => {
    navigatedTo('http://site.test/page/?p=1#tab-re%3Cv%3Eiews');
    setHash('tab-re%3Cv%3Eiews');
    expect(hashFromNavigation()).toBe(true);
  });

  it('is false for a hash an anchor set after a navigation without one', () => {
    navigatedTo('http://site.test/page/?p=1');
    setHash('how-to-use');
    expect(hashFromNavigation()).toBe(false);
  });

  it('is false for a hash an anchor set after a navigation with another one', () => {
    navigatedTo('http://site.test/page/?p=1#intro');
    setHash('how-to-use');
    expect(hashFromNavigation()).toBe(false);
  });

  it('is false without a hash now', () => {
    navigatedTo('http://site.test/page/?p=1#intro');
    expect(hashFromNavigation()).toBe(false);
  });

  it('takes the hash as a load hash where the browser does not report the navigation', () => {
    navigatedTo(undefined);
    setHash('intro');
    expect(hashFromNavigation()).toBe(true);
  });
});

describe('decodeHash: a malformed escape does not throw, the raw text is used', () => {
  it.each([
    ['#tab-%E0%A4%A', 'tab-%E0%A4%A'],
    ['#50%-off', '50%-off'],
    ['#caf%C3%A9', 'café'],
    ['plain', 'plain'],
  ] as const)('turns %j into %j', (raw, expected) => {
    expect(decodeHash(raw)).toBe(expected);
  });
});

describe('parseHash: id, a single bar, values; several modules joined by a double bar (SPEC §2)', () => {
  it('reads a portfolio or gallery segment as id, category slug and page number', () => {
    expect(parseHash('#gallery-1|nature|2')).toEqual([{ id: 'gallery-1', values: ['nature', '2'] }]);
  });

  it('reads several modules joined by a double bar', () => {
    expect(parseHash('#gallery-1|nature|2||product-tabs|1||portfolio|web-design|3')).toEqual([
      { id: 'gallery-1', values: ['nature', '2'] },
      { id: 'product-tabs', values: ['1'] },
      { id: 'portfolio', values: ['web-design', '3'] },
    ]);
  });

  it('reads a plain anchor as a segment without values', () => {
    expect(parseHash('#contact')).toEqual([{ id: 'contact', values: [] }]);
  });

  it('sanitises before splitting', () => {
    expect(parseHash('#gal lery.1|nat ure|2')).toEqual([{ id: 'gallery1', values: ['nature', '2'] }]);
  });

  it.each(['', '#', '#!!!', '#   '])('gives no segments for an empty hash (%j)', (raw) => {
    expect(parseHash(raw)).toEqual([]);
  });

  it('drops empty segments left by leading or trailing double bars', () => {
    expect(parseHash('#||tabs|1||')).toEqual([{ id: 'tabs', values: ['1'] }]);
  });
});

describe('serializeHash: writes id, a single bar, values; modules joined by a double bar (SPEC §2)', () => {
  it('uses the documented separators', () => {
    expect(VALUE_SEPARATOR).toBe('|');
    expect(MODULE_SEPARATOR).toBe('||');
  });

  it('writes one segment per module', () => {
    expect(
      serializeHash([
        { id: 'gallery-1', values: ['nature', '2'] },
        { id: 'tabs', values: ['0'] },
      ]),
    ).toBe('gallery-1|nature|2||tabs|0');
  });

  it('writes a segment without values as the bare id', () => {
    expect(serializeHash([{ id: 'anchor', values: [] }])).toBe('anchor');
  });

  it('writes nothing for no segments', () => {
    expect(serializeHash([])).toBe('');
  });

  it('round-trips with parseHash', () => {
    const segments = [
      { id: 'portfolio_2', values: ['all', '1'] },
      { id: 'tabs-9', values: ['3'] },
    ];
    expect(parseHash(serializeHash(segments))).toEqual(segments);
  });
});

describe('moduleHashValues: the values stored for one module (SPEC §2)', () => {
  it('finds the values of the module with the id among several segments', () => {
    expect(moduleHashValues('#a|x|1||gallery-1|nature|2||b|y', 'gallery-1')).toEqual(['nature', '2']);
  });

  it('gives undefined for an id that is not in the hash', () => {
    expect(moduleHashValues('#a|x|1', 'gallery-1')).toBeUndefined();
  });

  it('gives undefined for a plain anchor with the id but no values', () => {
    expect(moduleHashValues('#gallery-1', 'gallery-1')).toBeUndefined();
  });

  it('does not match an id that only starts the same way', () => {
    expect(moduleHashValues('#gallery-10|nature|2', 'gallery-1')).toBeUndefined();
  });

  it('gives undefined for an empty hash', () => {
    expect(moduleHashValues('', 'gallery-1')).toBeUndefined();
  });
});

describe('withModuleHash: replaces one module segment and keeps the others (SPEC §2)', () => {
  it('appends the segment to an empty hash', () => {
    expect(withModuleHash('', 'gallery-1', ['nature', '2'])).toBe('gallery-1|nature|2');
  });

  it('replaces the existing segment of the module', () => {
    expect(withModuleHash('#gallery-1|nature|2', 'gallery-1', ['city', '1'])).toBe('gallery-1|city|1');
  });

  it('keeps the segments of other modules, joined by a double bar', () => {
    expect(withModuleHash('#tabs|1||gallery-1|nature|2||portfolio|all|3', 'gallery-1', ['city', '4'])).toBe(
      'tabs|1||portfolio|all|3||gallery-1|city|4',
    );
  });

  it('drops a plain anchor: module state replaces it', () => {
    expect(withModuleHash('#contact', 'gallery-1', ['nature', '1'])).toBe('gallery-1|nature|1');
  });

  it('strips unsafe characters from the values it writes', () => {
    expect(withModuleHash('', 'gallery-1', ['na ture!', '2'])).toBe('gallery-1|nature|2');
  });

  it('never writes the same module twice, however often it is called', () => {
    let hash = '';
    for (const page of ['1', '2', '3']) hash = withModuleHash(hash, 'gallery-1', ['nature', page]);
    expect(parseHash(hash)).toEqual([{ id: 'gallery-1', values: ['nature', '3'] }]);
  });

  it('keeps a single segment for a module whose id contains a character the hash strips', () => {
    // An HTML id may contain a dot; the hash can only hold "gallery1". Writing twice must still
    // leave one segment, and the module must read back the state it wrote last.
    let hash = withModuleHash('', 'gallery.1', ['nature', '1']);
    hash = withModuleHash(hash, 'gallery.1', ['nature', '2']);
    expect(parseHash(hash)).toEqual([{ id: 'gallery1', values: ['nature', '2'] }]);
  });
});

describe('moduleHashValues with an id the hash cannot hold verbatim (SPEC §2: hashes are stripped)', () => {
  it('reads back the state written for a module whose id contains a dot', () => {
    const hash = withModuleHash('', 'gallery.1', ['nature', '2']);
    expect(moduleHashValues(hash, 'gallery.1')).toEqual(['nature', '2']);
  });
});

describe('writeModuleHash: writes module state to the address bar without a history entry or hashchange', () => {
  beforeEach(() => setHash(''));

  it('writes the module segment into location.hash, keeping path and query', () => {
    writeModuleHash('gallery-1', ['nature', '2']);
    expect(location.hash).toBe('#gallery-1|nature|2');
    expect(location.pathname).toBe('/page/');
    expect(location.search).toBe('?p=1');
  });

  it('keeps the other modules already in the hash', () => {
    setHash('tabs|1');
    writeModuleHash('gallery-1', ['nature', '2']);
    expect(location.hash).toBe('#tabs|1||gallery-1|nature|2');
  });

  // happy-dom dispatches hashchange even for replaceState (browsers never do), so "no hashchange"
  // is checked through the API used: replaceState, never pushState or a location.hash assignment.
  it('replaces the current history entry instead of adding one (so no hashchange fires)', () => {
    const replaceState = vi.spyOn(history, 'replaceState');
    const pushState = vi.spyOn(history, 'pushState');
    const length = history.length;
    writeModuleHash('gallery-1', ['nature', '3']);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(pushState).not.toHaveBeenCalled();
    expect(history.length).toBe(length);
    replaceState.mockRestore();
    pushState.mockRestore();
  });

  it('keeps the history state object', () => {
    const state = { keep: 'me' };
    history.replaceState(state, '', '/page/?p=1');
    writeModuleHash('gallery-1', ['nature', '2']);
    expect(history.state).toEqual(state);
  });

  it('does not scroll the page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    writeModuleHash('gallery-1', ['nature', '2']);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

describe('subscribeHash: a hash change makes matching modules react (SPEC §2)', () => {
  it('calls the listener with the new hash, decoded, and stops after unsubscribing', () => {
    setHash('gallery-1%7Cnature|2');
    const listener = vi.fn();
    const unsubscribe = subscribeHash(listener);
    window.dispatchEvent(new Event('hashchange'));
    expect(listener).toHaveBeenCalledWith('gallery-1|nature|2');
    unsubscribe();
    window.dispatchEvent(new Event('hashchange'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('applyInitialHashScroll: on load with a hash, the page scrolls to the top with manual scroll restoration (SPEC §2)', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    history.scrollRestoration = 'auto';
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
    history.scrollRestoration = 'auto';
    setHash('');
  });

  it('scrolls to the top and switches to manual scroll restoration when there is a hash', () => {
    setHash('tab-reviews');
    applyInitialHashScroll();
    expect(history.scrollRestoration).toBe('manual');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves scrolling alone when there is no hash', () => {
    setHash('');
    applyInitialHashScroll();
    expect(history.scrollRestoration).toBe('auto');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
