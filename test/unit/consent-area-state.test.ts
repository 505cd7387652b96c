// @vitest-environment happy-dom
/** The consent area's ids, call path and loading rule. */
import { describe, expect, it } from 'vitest';
import { areaPath, isAreaAllowed, parseAreaIds, shouldLoadArea } from '../../react-core/consent-area/area-state';
import { trustedFragment } from '../../react-core/consent-area/insert-html';
import type { ConsentCategory } from '../../react-core/consent/consent-types';

describe('parseAreaIds', () => {
  it('accepts whole numbers only', () => {
    expect(parseAreaIds('12', '3')).toEqual({ ids: { postId: '12', blockId: '3' } });
    expect(parseAreaIds(' 007 ', '0')).toEqual({ ids: { postId: '7', blockId: '0' } });
    for (const bad of ['', 'abc', '1.5', '-3', '12abc', '1e3', '../1', '1/2']) {
      expect(parseAreaIds(bad, '3'), bad).toEqual({ invalid: 'post-id', value: bad });
      expect(parseAreaIds('1', bad), bad).toEqual({ invalid: 'block-id', value: bad });
    }
  });

  it('builds the call path', () => {
    expect(areaPath({ postId: '12', blockId: '3' })).toBe('consent-area/12/3');
  });
});

describe('loading rule', () => {
  const consent = {
    isCategoryAllowed: (category: ConsentCategory) => category === 'functional' || category === 'statistics',
    isServiceAllowed: (service: string, category?: ConsentCategory) => service === 'maps' || category === 'statistics',
  };
  it('waits for consent to be known and for the service or category', () => {
    expect(isAreaAllowed(false, 'statistics', '', consent)).toBe(false);
    expect(isAreaAllowed(true, 'statistics', '', consent)).toBe(true);
    expect(isAreaAllowed(true, 'marketing', '', consent)).toBe(false);
    expect(isAreaAllowed(true, 'marketing', 'maps', consent)).toBe(true);
    expect(isAreaAllowed(true, 'marketing', 'youtube', consent)).toBe(false);
  });
  it('loads once, retrying only after a failure', () => {
    expect(shouldLoadArea('idle', true, true)).toBe(true);
    expect(shouldLoadArea('failed', true, true)).toBe(true);
    expect(shouldLoadArea('loading', true, true)).toBe(false);
    expect(shouldLoadArea('loaded', true, true)).toBe(false);
    expect(shouldLoadArea('idle', false, true)).toBe(false);
    expect(shouldLoadArea('idle', true, false)).toBe(false);
  });
});

describe('trustedFragment', () => {
  it('re-creates scripts (with their attributes) so they run when inserted, and keeps iframes', () => {
    const fragment = trustedFragment('<iframe src="/map" title="Map"></iframe><script src="/a.js" data-x="1"></script><script>var y = 1;</script>');
    const scripts = fragment.querySelectorAll('script');
    expect(scripts.length).toBe(2);
    expect(scripts[0]!.getAttribute('data-x')).toBe('1');
    expect(scripts[0]!.getAttribute('src')).toBe('/a.js');
    expect(scripts[1]!.text).toBe('var y = 1;');
    expect(fragment.querySelector('iframe')?.getAttribute('src')).toBe('/map');
  });
});
