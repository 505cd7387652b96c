/**
 * `hash-sync` and `history-sync` of `<pb-slider>` (SPEC.md §2 "The slider position syncs with the
 * hash or history when those options are enabled"). The slide is kept in the page hash as
 * `#<id>|<index>` (index from 0, the format tabs use, joined by `||` with other modules' state).
 * - hash-sync: each move replaces the hash (no history entry); a later hash change moves the slider.
 * - history-sync: each move by the visitor adds a history entry, so Back and Forward move the
 *   slider too; automatic moves only replace the hash, so autoplay never floods the history.
 * A chunk of its own: only sliders with either attribute load it, before their first render.
 */
import { useEffect, useRef } from 'react';
import { currentHash, moduleHashValues, pushModuleHash, subscribeHash, subscribeHistory, writeModuleHash } from '../runtime/page-hash';
import type { SliderController } from './use-slider';

/**
 * The slide a page hash selects in the slider `id` with `count` slides (SPEC §2 "The slider
 * position syncs with the hash"): `#<id>|<index>`, index from 0 as for tabs, also as one of
 * several `||`-joined segments. `undefined` when the hash says nothing valid about this slider.
 */
export function slideIndexFromHash(rawHash: string, id: string, count: number): number | undefined {
  if (!id) return undefined;
  const value = moduleHashValues(rawHash, id)?.[0];
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const index = Number(value);
  return index < count ? index : undefined;
}

/** The slide the page's hash selects now in the slider `id` with `count` slides, if any. */
export function slideFromPageHash(id: string, count: number): number | undefined {
  return slideIndexFromHash(currentHash(), id, count);
}

export interface SlideHashOptions {
  /** The slider's id; empty turns syncing off. */
  id: string;
  /** Add a history entry for each move by the visitor. */
  pushHistory: boolean;
  controller: SliderController;
  count: number;
}

function useSlideHash({ id, pushHistory, controller, count }: SlideHashOptions): void {
  const { state, dispatch } = controller;
  const latest = useRef(state);
  latest.current = state;
  /** The slide shown on load: where Back returns to when the hash no longer names this slider. */
  const initialIndex = useRef(state.index);
  /** A hash change that arrived during an animation; applied when it settles. */
  const pending = useRef<number | undefined>(undefined);
  const written = useRef(state.move);

  useEffect(() => {
    if (!id || state.move === written.current) return;
    written.current = state.move;
    if (state.reason !== 'user' && state.reason !== 'autoplay') return;
    const values = [String(state.index)];
    if (pushHistory && state.reason === 'user') pushModuleHash(id, values);
    else writeModuleHash(id, values);
  }, [id, pushHistory, state.move, state.reason, state.index]);

  useEffect(() => {
    if (!id) return;
    const follow = (index: number | undefined): void => {
      if (index === undefined || index === latest.current.index) return;
      if (latest.current.animating) pending.current = index;
      else dispatch({ type: 'goTo', index, reason: 'hash' });
    };
    const stopHash = subscribeHash((hash) => follow(slideIndexFromHash(hash, id, count)));
    // Back/Forward: an entry whose hash does not name this slider is the page as it loaded.
    const stopHistory = pushHistory
      ? subscribeHistory((hash) => follow(slideIndexFromHash(hash, id, count) ?? initialIndex.current))
      : undefined;
    return () => {
      stopHash();
      stopHistory?.();
    };
  }, [id, pushHistory, count, dispatch]);

  useEffect(() => {
    if (state.animating || pending.current === undefined) return;
    const index = pending.current;
    pending.current = undefined;
    dispatch({ type: 'goTo', index, reason: 'hash' });
  }, [state.animating, dispatch]);
}

/** Keeps the slider and the page hash (and history) in step; renders nothing. */
export function SlideHash(options: SlideHashOptions): null {
  useSlideHash(options);
  return null;
}
