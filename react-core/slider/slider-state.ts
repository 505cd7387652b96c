/**
 * Slider state (SPEC.md §4 "Slider", "Portfolio carousel"; §9 "Durations"): one active position
 * that moves next, previous or to an index, wrapping at both ends; moves asked for while a move
 * animates are ignored; autoplay advances on a tick unless a pause is set, in which case it
 * retries every 2 s. Shared by `<pb-slider>` (a position is a slide) and
 * `<pb-portfolio-carousel>` (a position is the first visible item). No DOM here.
 */
import { listMoveForKey } from '../runtime/list-keys';
import { formatMessage, type Messages } from '../runtime/messages';

/** Fade (and slide) duration of the slider when `fade-speed` is not set (SPEC §9 "500 by default"). */
export const SLIDER_FADE_MS = 500;
/** The fade the page builder's fullwidth slider module asks for (SPEC §9 "Slider fade 700 ms"). */
export const SLIDER_MODULE_FADE_MS = 700;
/** Time between automatic moves (SPEC §9 "Slider autoplay default 7000 ms"). */
export const AUTOPLAY_SPEED_MS = 7000;
/** While a pause is set, autoplay looks again after this long (SPEC §9 "Retry while paused 2000 ms"). */
export const AUTOPLAY_RETRY_MS = 2000;
/** A touch gesture shorter than this (horizontally) is not a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** What caused a move: the visitor, the autoplay timer, the page hash or history, or nothing yet. */
export type MoveReason = 'init' | 'user' | 'autoplay' | 'hash';

export interface SliderState {
  /** The active position (0-based). */
  index: number;
  /** The position before the last move (the one animating out while `animating`). */
  previousIndex: number;
  /** How many positions there are. */
  count: number;
  /** A move is animating; further moves are ignored until it settles. */
  animating: boolean;
  /** 1 when the last move went forward (next), -1 backward. */
  direction: 1 | -1;
  reason: MoveReason;
  /** Counts moves, so a view can tell one move from the next one. */
  move: number;
  /** The last autoplay tick found the slider paused, so the next tick is a retry. */
  retrying: boolean;
  /** Counts ticks that found the slider paused (each schedules the next retry). */
  retries: number;
}

export type SliderAction =
  | { type: 'next'; reason?: MoveReason }
  | { type: 'previous'; reason?: MoveReason }
  | { type: 'goTo'; index: number; reason?: MoveReason }
  /** The animation of move number `move` ended. */
  | { type: 'settled'; move: number }
  /** The autoplay timer fired; `paused` when hover, focus, the `paused` attribute or the rotation control holds it. */
  | { type: 'tick'; paused: boolean }
  /** The number of positions changed (slides added or removed, columns changed). */
  | { type: 'count'; count: number };

function clampIndex(index: number, count: number): number {
  return count <= 0 || !Number.isInteger(index) ? 0 : Math.min(Math.max(index, 0), count - 1);
}

/** The state on load: `index` clamped to the positions there are. */
export function initialSliderState(count: number, index = 0): SliderState {
  const start = clampIndex(index, count);
  return {
    index: start,
    previousIndex: start,
    count: Math.max(count, 0),
    animating: false,
    direction: 1,
    reason: 'init',
    move: 0,
    retrying: false,
    retries: 0,
  };
}

function moveTo(state: SliderState, index: number, direction: 1 | -1, reason: MoveReason): SliderState {
  return {
    ...state,
    index,
    previousIndex: state.index,
    animating: true,
    direction,
    reason,
    move: state.move + 1,
    retrying: false,
  };
}

/** True when a move would be ignored: one is animating, or there is nowhere to go. */
export function isLocked(state: SliderState): boolean {
  return state.animating || state.count < 2;
}

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'next':
      return isLocked(state) ? state : moveTo(state, (state.index + 1) % state.count, 1, action.reason ?? 'user');
    case 'previous':
      return isLocked(state)
        ? state
        : moveTo(state, (state.index - 1 + state.count) % state.count, -1, action.reason ?? 'user');
    case 'goTo': {
      const { index } = action;
      const invalid = !Number.isInteger(index) || index < 0 || index >= state.count || index === state.index;
      if (invalid || isLocked(state)) return state;
      return moveTo(state, index, index > state.index ? 1 : -1, action.reason ?? 'user');
    }
    case 'settled':
      return state.animating && action.move === state.move ? { ...state, animating: false } : state;
    case 'tick':
      if (state.count < 2) return state;
      if (action.paused || state.animating) return { ...state, retrying: true, retries: state.retries + 1 };
      return moveTo(state, (state.index + 1) % state.count, 1, 'autoplay');
    case 'count': {
      const count = Math.max(action.count, 0);
      if (count === state.count) return state;
      const index = clampIndex(state.index, count);
      return { ...state, count, index, previousIndex: index, animating: false };
    }
  }
}

/** How long the autoplay timer waits before its next tick: the speed, or the retry while paused. */
export function autoplayDelay(state: SliderState, speed: number): number {
  return state.retrying ? AUTOPLAY_RETRY_MS : speed;
}

/**
 * Keys of the slider: Left and Right arrows move while focus is inside it; right to left, Left
 * shows the next slide (APG).
 */
export function actionForKey(key: string, rightToLeft = false): { type: 'next' | 'previous' } | undefined {
  const move = listMoveForKey(key, 'horizontal', rightToLeft);
  return move === 'next' || move === 'previous' ? { type: move } : undefined;
}

/**
 * A touch gesture of `dx`, `dy` pixels: a swipe left shows the next slide, right the previous
 * (mirrored right to left, where the next slide lies to the left).
 */
export function swipeAction(dx: number, dy: number, rightToLeft = false, threshold = SWIPE_THRESHOLD_PX): { type: 'next' | 'previous' } | undefined {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx < 0 !== rightToLeft ? { type: 'next' } : { type: 'previous' };
}

/** The accessible name of slide `index` (from 0) of `count` (SPEC §8 "{{index}} / {{slidesLength}}"). */
export function slideLabel(messages: Messages, index: number, count: number): string {
  return formatMessage(messages.slideLabel, { index: index + 1, slidesLength: count });
}

/**
 * What the live region says after the visitor moved to `index`: the slide's label, and on the
 * first and last slide the §8 "This is the first slide" / "This is the last slide" texts (where
 * Swiper's a11y module says them: on reaching an end).
 */
export function slideAnnouncement(messages: Messages, index: number, count: number): string {
  const label = slideLabel(messages, index, count);
  if (count < 2) return label;
  if (index === 0) return `${label}. ${messages.firstSlide}`;
  if (index === count - 1) return `${label}. ${messages.lastSlide}`;
  return label;
}
