import { describe, expect, it } from 'vitest';
import { indexAfterMove, indexForKey, inlineEndKey, listMoveForKey } from '../../react-core/runtime/list-keys';

describe('keyboard movement in a list (WAI-ARIA APG: accordion headers, menu items, dots)', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 3, 4],
    ['ArrowDown', 4, 0],
    ['ArrowUp', 2, 1],
    ['ArrowUp', 0, 4],
    ['Home', 3, 0],
    ['End', 1, 4],
  ] as const)('in a vertical list, %s from item %d moves to item %d of 5 (wrapping)', (key, current, expected) => {
    expect(indexForKey(key, current, 5)).toBe(expected);
  });

  it.each(['ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Tab', 'arrowdown'])('a vertical list ignores %j', (key) => {
    expect(indexForKey(key, 1, 5)).toBeUndefined();
  });

  it('a row moves with Left and Right and ignores Up and Down', () => {
    expect(listMoveForKey('ArrowRight', 'horizontal')).toBe('next');
    expect(listMoveForKey('ArrowLeft', 'horizontal')).toBe('previous');
    expect(listMoveForKey('ArrowDown', 'horizontal')).toBeUndefined();
    expect(listMoveForKey('End', 'horizontal')).toBe('last');
  });

  it('right to left, a row mirrors Left and Right (APG); a vertical list does not change', () => {
    expect(listMoveForKey('ArrowLeft', 'horizontal', true)).toBe('next');
    expect(listMoveForKey('ArrowRight', 'horizontal', true)).toBe('previous');
    expect(listMoveForKey('Home', 'horizontal', true)).toBe('first');
    expect(listMoveForKey('ArrowDown', 'vertical', true)).toBe('next');
    expect(listMoveForKey('ArrowLeft', 'vertical', true)).toBeUndefined();
    expect(inlineEndKey(false)).toBe('ArrowRight');
    expect(inlineEndKey(true)).toBe('ArrowLeft');
  });

  it('stays on the only item and gives nothing for an empty list', () => {
    expect(indexForKey('ArrowDown', 0, 1)).toBe(0);
    expect(indexForKey('ArrowUp', 0, 1)).toBe(0);
    expect(indexForKey('ArrowDown', 0, 0)).toBeUndefined();
    expect(indexAfterMove('next', 0, 0)).toBe(-1);
  });
});
