/**
 * Tabs state (SPEC.md §2 "Page hash", WAI-ARIA Tabs pattern): which tab is selected, how keys
 * move the selection, and which tab a page hash asks for. No DOM here.
 */
import { listMoveForKey } from '../runtime/list-keys';
import { moduleHashValues, sanitizeHash } from '../runtime/page-hash';

export interface TabsState {
  selected: number;
  count: number;
}

export type TabsAction =
  | { type: 'select'; index: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'count'; count: number };

function clamp(index: number, count: number): number {
  return count === 0 ? 0 : Math.min(Math.max(index, 0), count - 1);
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  const { selected, count } = state;
  if (count === 0 && action.type !== 'count') return state;
  switch (action.type) {
    case 'select':
      return action.index >= 0 && action.index < count ? { count, selected: action.index } : state;
    case 'next':
      return { count, selected: (selected + 1) % count };
    case 'previous':
      return { count, selected: (selected - 1 + count) % count };
    case 'first':
      return { count, selected: 0 };
    case 'last':
      return { count, selected: count - 1 };
    case 'count':
      return { count: action.count, selected: clamp(selected, action.count) };
  }
}

/**
 * Keys of the Tabs pattern; both arrow pairs work so stacked (vertical) tabs behave too. Right to
 * left, Left moves to the next tab and Right to the previous one (APG).
 */
export function actionForKey(key: string, rightToLeft = false): TabsAction | undefined {
  const move = listMoveForKey(key, 'horizontal', rightToLeft) ?? listMoveForKey(key, 'vertical');
  return move ? { type: move } : undefined;
}

export const TAB_HASH_PREFIX = 'tab-';

/**
 * The tab a page hash selects in the tabs module `id` with tab `names`, or `undefined`:
 * `id|index` (also as one of several `||`-joined segments), `tab-<name>`, or a bare tab name.
 */
export function tabIndexFromHash(rawHash: string, id: string, names: readonly string[]): number | undefined {
  if (id) {
    const values = moduleHashValues(rawHash, id);
    if (values) {
      const index = Number(values[0]);
      return Number.isInteger(index) && index >= 0 && index < names.length ? index : undefined;
    }
  }
  const hash = sanitizeHash(rawHash).toLowerCase();
  if (!hash) return undefined;
  const name = hash.startsWith(TAB_HASH_PREFIX) && !names.includes(hash) ? hash.slice(TAB_HASH_PREFIX.length) : hash;
  const index = names.indexOf(name);
  return index === -1 ? undefined : index;
}

/** The name of the shop's reviews tab, opened by the special reviews anchor. */
export const REVIEWS_TAB_NAME = 'reviews';
