// @vitest-environment happy-dom
/**
 * The sticky runtime fields (SPEC.md §3 "Sticky runtime fields per module"): the snapshot built
 * from what the controller knows, and the lookup by element. The live values are checked in
 * test/browser/pb-sticky-state.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { provideStickyFields, stickyFields, stickyStateOf, withdrawStickyFields, type StickyFieldsSource } from '../../react-core/sticky/sticky-fields';

const SPEC_FIELDS = [
  'isSticky',
  'isPaused',
  'height',
  'heightSticky',
  'width',
  'widthSticky',
  'offsets',
  'paddingSticky',
  'topOffsetModules',
  'bottomOffsetModules',
  'customTopOffset',
  'customBottomOffset',
];

const atRest: StickyFieldsSource = {
  state: 'none',
  height: 80,
  width: 600,
  stuck: null,
  offsets: { top: 1000, left: 20 },
  topOffsetModules: [],
  bottomOffsetModules: [],
  customTopOffset: 16,
  customBottomOffset: 0,
};

describe('sticky runtime fields', () => {
  it('has exactly the SPEC §3 field names', () => {
    expect(Object.keys(stickyFields(atRest)).sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it('isSticky is true while fixed and while paused at the limit; isPaused only while paused', () => {
    const flags = (state: StickyFieldsSource['state']) => {
      const { isSticky, isPaused } = stickyFields({ ...atRest, state });
      return [isSticky, isPaused];
    };
    expect(flags('none')).toEqual([false, false]);
    expect(flags('sticky')).toEqual([true, false]);
    expect(flags('paused')).toEqual([true, true]);
  });

  it('the sticky sizes and padding are null until the module was fixed, then the fixed box\'s', () => {
    expect(stickyFields(atRest)).toMatchObject({ heightSticky: null, widthSticky: null, paddingSticky: null, height: 80, width: 600 });
    const stuck = { height: 64, width: 300, padding: { top: 4, right: 8, bottom: 4, left: 8 } };
    expect(stickyFields({ ...atRest, state: 'sticky', stuck })).toMatchObject({
      heightSticky: 64,
      widthSticky: 300,
      paddingSticky: { top: 4, right: 8, bottom: 4, left: 8 },
      height: 80,
      width: 600,
    });
  });

  it('is frozen all the way down, and later changes to the source do not reach a snapshot', () => {
    const above = document.createElement('div');
    const source = { ...atRest, state: 'sticky' as const, stuck: { height: 1, width: 2, padding: { top: 0, right: 0, bottom: 0, left: 0 } }, topOffsetModules: [above] };
    const fields = stickyFields(source);
    for (const value of [fields, fields.offsets, fields.paddingSticky, fields.topOffsetModules, fields.bottomOffsetModules]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
    source.offsets.top = 5;
    source.topOffsetModules.push(document.createElement('div'));
    expect(fields.offsets.top).toBe(1000);
    expect(fields.topOffsetModules).toEqual([above]);
  });

  it('stickyStateOf reads the registered module\'s fields on each call, and null for any other element or once withdrawn', () => {
    const element = document.createElement('div');
    let height = 10;
    provideStickyFields(element, () => stickyFields({ ...atRest, height }));
    expect(stickyStateOf(element)?.height).toBe(10);
    height = 20;
    expect(stickyStateOf(element)?.height).toBe(20);
    expect(stickyStateOf(document.createElement('div'))).toBeNull();
    withdrawStickyFields(element);
    expect(stickyStateOf(element)).toBeNull();
  });
});
