/**
 * `hash-sync` and `history-sync` of `<pb-slider>` (SPEC.md §2 "The slider position syncs with the
 * hash or history when those options are enabled"). The slide is kept in the page hash as
 * `#<id>|<index>` (index from 0, the format tabs use, joined by `||` with other modules' state).
 * - hash-sync: each move replaces the hash (no history entry); a later hash change moves the slider.
 * - history-sync: each move by the visitor adds a history entry, so Back and Forward move the
 *   slider too; automatic moves only replace the hash, so autoplay never floods the history.
 */
import { useEffect, useRef } from 'react';
import { pushModuleHash, subscribeHash, subscribeHistory, writeModuleHash } from '../runtime/page-hash';
import { slideIndexFromHash } from './slider-state';
import type { SliderController } from './use-slider';

export interface SlideHashOptions {
  /** The slider's id; empty turns syncing off. */
  id: string;
  /** Add a history entry for each move by the visitor. */
  pushHistory: boolean;
  controller: SliderController;
  count: number;
}

export function useSlideHash({ id, pushHistory, controller, count }: SlideHashOptions): void {
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
