import { describe, it, expect } from 'vitest';
import {
  REVIEWS_TAB_NAME,
  TAB_HASH_PREFIX,
  actionForKey,
  tabIndexFromHash,
  tabsReducer,
  type TabsAction,
  type TabsState,
} from '../../react-core/tabs/tabs-state';

const three = (selected: number): TabsState => ({ selected, count: 3 });

describe('tabsReducer: one selected tab, moving next/previous with wrap at both ends', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 0],
  ] as const)('next from %d selects %d (wrapping after the last)', (from, to) => {
    expect(tabsReducer(three(from), { type: 'next' })).toEqual(three(to));
  });

  it.each([
    [2, 1],
    [1, 0],
    [0, 2],
  ] as const)('previous from %d selects %d (wrapping before the first)', (from, to) => {
    expect(tabsReducer(three(from), { type: 'previous' })).toEqual(three(to));
  });

  it('first and last select the ends', () => {
    expect(tabsReducer(three(1), { type: 'first' })).toEqual(three(0));
    expect(tabsReducer(three(1), { type: 'last' })).toEqual(three(2));
  });

  it('next and previous keep a single tab selected', () => {
    const one = { selected: 0, count: 1 };
    expect(tabsReducer(one, { type: 'next' })).toEqual(one);
    expect(tabsReducer(one, { type: 'previous' })).toEqual(one);
  });

  it.each([0, 1, 2])('select %d selects that tab', (index) => {
    expect(tabsReducer(three(1), { type: 'select', index })).toEqual(three(index));
  });

  it.each([-1, 3, 10, NaN])('ignores select of the out-of-range index %d', (index) => {
    const state = three(1);
    expect(tabsReducer(state, { type: 'select', index })).toBe(state);
  });

  it.each<TabsAction>([
    { type: 'next' },
    { type: 'previous' },
    { type: 'first' },
    { type: 'last' },
    { type: 'select', index: 0 },
  ])('leaves a tabs module without tabs unchanged on %j', (action) => {
    const empty = { selected: 0, count: 0 };
    expect(tabsReducer(empty, action)).toBe(empty);
  });

  it.each([
    [2, 5, 2],
    [2, 2, 1],
    [2, 1, 0],
    [2, 0, 0],
    [0, 4, 0],
  ] as const)('count keeps selected %d in range when the count becomes %d (→ %d)', (selected, count, expected) => {
    expect(tabsReducer(three(selected), { type: 'count', count })).toEqual({ selected: expected, count });
  });

  it('count works from an empty module', () => {
    expect(tabsReducer({ selected: 0, count: 0 }, { type: 'count', count: 2 })).toEqual({ selected: 0, count: 2 });
  });

  it('does not mutate the previous state', () => {
    const state = three(0);
    tabsReducer(state, { type: 'next' });
    expect(state).toEqual(three(0));
  });
});

describe('actionForKey: the keys of the WAI-ARIA Tabs pattern', () => {
  it.each([
    ['ArrowRight', { type: 'next' }],
    ['ArrowDown', { type: 'next' }],
    ['ArrowLeft', { type: 'previous' }],
    ['ArrowUp', { type: 'previous' }],
    ['Home', { type: 'first' }],
    ['End', { type: 'last' }],
  ] as const)('maps %s to %j', (key, action) => {
    expect(actionForKey(key)).toEqual(action);
  });

  it.each([
    ['ArrowLeft', { type: 'next' }],
    ['ArrowRight', { type: 'previous' }],
    ['ArrowDown', { type: 'next' }],
    ['ArrowUp', { type: 'previous' }],
    ['Home', { type: 'first' }],
  ] as const)('right to left (APG), maps %s to %j', (key, action) => {
    expect(actionForKey(key, true)).toEqual(action);
  });

  it.each(['Enter', ' ', 'Tab', 'a', 'arrowright', 'PageDown', ''])('ignores %j', (key) => {
    expect(actionForKey(key)).toBeUndefined();
  });
});

describe('tabIndexFromHash: the tab a page hash opens (SPEC §2 Page hash)', () => {
  const names = ['description', 'additional-information', 'reviews'] as const;

  it('uses the documented prefix and reviews tab name', () => {
    expect(TAB_HASH_PREFIX).toBe('tab-');
    expect(REVIEWS_TAB_NAME).toBe('reviews');
  });

  describe('id|index switches the tab module with that id to that tab', () => {
    it.each([
      ['#product-tabs|0', 0],
      ['#product-tabs|1', 1],
      ['#product-tabs|2', 2],
      ['product-tabs|2', 2],
    ] as const)('%s selects tab %d', (hash, expected) => {
      expect(tabIndexFromHash(hash, 'product-tabs', names)).toBe(expected);
    });

    it('finds its segment among several joined by a double bar', () => {
      expect(tabIndexFromHash('#gallery-1|nature|2||product-tabs|1||other-tabs|0', 'product-tabs', names)).toBe(1);
      expect(tabIndexFromHash('#gallery-1|nature|2||other-tabs|0||product-tabs|2', 'product-tabs', names)).toBe(2);
    });

    it.each(['#product-tabs|3', '#product-tabs|-1', '#product-tabs|99', '#product-tabs|x', '#product-tabs|1x'])(
      'selects nothing for the out-of-range or non-numeric index in %s',
      (hash) => {
        expect(tabIndexFromHash(hash, 'product-tabs', names)).toBeUndefined();
      },
    );

    it('ignores a segment meant for another tabs module', () => {
      expect(tabIndexFromHash('#other-tabs|1', 'product-tabs', names)).toBeUndefined();
      expect(tabIndexFromHash('#product-tabs-2|1', 'product-tabs', names)).toBeUndefined();
    });

    it('strips characters other than letters, digits, hyphen, underscore and pipe before reading', () => {
      expect(tabIndexFromHash('#product-tabs|<1>', 'product-tabs', names)).toBe(1);
      expect(tabIndexFromHash('#product tabs|1', 'producttabs', names)).toBe(1);
    });

    it('does not match by id when the module has none', () => {
      expect(tabIndexFromHash('#|1', '', names)).toBeUndefined();
    });

    it('matches a module whose id contains a character the hash strips (the link the author wrote)', () => {
      // <pb-tabs id="shop.tabs"> linked as #shop.tabs|2: the hash becomes "shoptabs|2".
      expect(tabIndexFromHash('#shop.tabs|2', 'shop.tabs', names)).toBe(2);
    });
  });

  describe('a hash starting with tab- or matching a tab name opens that tab', () => {
    it.each([
      ['#tab-description', 0],
      ['#tab-additional-information', 1],
      ['#tab-reviews', 2],
      ['#reviews', 2],
      ['#description', 0],
      ['reviews', 2],
      ['#Tab-Reviews', 2],
      ['#REVIEWS', 2],
      ['#re views!', 2],
      ['#tab-re.views', 2],
    ] as const)('%s opens tab %d', (hash, expected) => {
      expect(tabIndexFromHash(hash, 'product-tabs', names)).toBe(expected);
    });

    it('prefers a tab literally named tab-… over stripping the prefix', () => {
      expect(tabIndexFromHash('#tab-one', 'tabs', ['one', 'tab-one'])).toBe(1);
    });

    it('strips the tab- prefix only once', () => {
      expect(tabIndexFromHash('#tab-tab-one', 'tabs', ['one', 'tab-one'])).toBe(1);
    });

    it.each(['#unknown', '#tab-unknown', '#tab-', '#', '', '#!!!', '#review'])('opens nothing for %j', (hash) => {
      expect(tabIndexFromHash(hash, 'product-tabs', names)).toBeUndefined();
    });

    it('opens nothing when the module has no tabs', () => {
      expect(tabIndexFromHash('#tab-reviews', 'product-tabs', [])).toBeUndefined();
      expect(tabIndexFromHash('#product-tabs|0', 'product-tabs', [])).toBeUndefined();
    });

    it('works for a module without an id', () => {
      expect(tabIndexFromHash('#tab-reviews', '', names)).toBe(2);
    });
  });
});
