/**
 * Keyboard movement among a list of items (WAI-ARIA APG: accordion headers, menu items, dots,
 * tabs, slides): the arrows of the list's orientation move to the next or previous item and
 * wrap, Home and End go to the ends. In a horizontal list laid out right to left the arrows
 * mirror (APG "Right-to-left keyboard navigation"): Left moves to the next item, Right to the
 * previous one.
 */
export type ListMove = 'next' | 'previous' | 'first' | 'last';
export type ListOrientation = 'vertical' | 'horizontal';

/** A key pressed here is typing, not a command of the widget around it (a field, a select, editable text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** The arrow key that points towards the inline end (where the next item of a row is). */
export function inlineEndKey(rightToLeft: boolean): 'ArrowRight' | 'ArrowLeft' {
  return rightToLeft ? 'ArrowLeft' : 'ArrowRight';
}

/**
 * The move a key asks for in a list laid out in `orientation`, or undefined for other keys.
 * `rightToLeft` mirrors Left and Right in a horizontal list.
 */
export function listMoveForKey(key: string, orientation: ListOrientation = 'vertical', rightToLeft = false): ListMove | undefined {
  const vertical = orientation === 'vertical';
  const nextKey = vertical ? 'ArrowDown' : inlineEndKey(rightToLeft);
  const previousKey = vertical ? 'ArrowUp' : inlineEndKey(!rightToLeft);
  switch (key) {
    case nextKey:
      return 'next';
    case previousKey:
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}

/** The index `move` leads to from `current` among `count` items, wrapping at both ends (-1 when empty). */
export function indexAfterMove(move: ListMove, current: number, count: number): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'next':
      return (current + 1) % count;
    case 'previous':
      return (current - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/** The index a key moves focus to from `current` among `count` items, or undefined (other key, empty list). */
export function indexForKey(key: string, current: number, count: number, orientation: ListOrientation = 'vertical'): number | undefined {
  const move = listMoveForKey(key, orientation);
  return move && count > 0 ? indexAfterMove(move, current, count) : undefined;
}
