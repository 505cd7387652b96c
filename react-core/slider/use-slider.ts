/**
 * The behaviour shared by `<pb-slider>` and `<pb-portfolio-carousel>`: the slider state, the
 * autoplay timer with its pauses (hover, keyboard focus, the `paused` attribute, the rotation control,
 * reduced motion, out of view), Left/Right keys and touch swipes (mirrored right to left), the `pb-slide-change` event and what the live
 * region says. Each view adds only its own layout and animation.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener, useInView, useReducedMotion, useRightToLeft } from '../element/hooks';
import { isTypingTarget } from '../runtime/list-keys';
import type { Messages } from '../runtime/messages';
import { motionDuration } from '../runtime/reduced-motion';
import { animateSlideChange } from './slider-animation';
import type { SliderTransition } from './slider-attributes';
import { applySlideSemantics, focusedSlideIndex, focusSlide, restoreSlides } from './slider-structure';
import {
  actionForKey,
  autoplayDelay,
  initialSliderState,
  slideAnnouncement,
  sliderReducer,
  swipeAction,
  type SliderAction,
  type SliderState,
} from './slider-state';


export interface SliderOptions {
  tag: string;
  host: HTMLElement;
  messages: Messages;
  /** How many positions the slider can move between. */
  count: number;
  /** The position on load. */
  initialIndex: number;
  /** Rotate automatically every `speed` ms. */
  autoplay: boolean;
  speed: number;
  /** Hovering pauses the rotation (off with `ignore-hover`). */
  pauseOnHover: boolean;
  /** The `paused` attribute: a page script holds the rotation. */
  paused: boolean;
}

export interface RotationControl {
  /** The visitor (or reduced motion) stopped the rotation. */
  stopped: boolean;
  toggle(): void;
}

/** The actions a visitor can ask for. */
export type MoveAction = Extract<SliderAction, { type: 'next' | 'previous' | 'goTo' }>;

export interface SliderController {
  state: SliderState;
  dispatch: Dispatch<SliderAction>;
  /** A move asked for by the visitor (arrows, dots, keys, swipes). */
  move(action: MoveAction): void;
  /** Present when the slider rotates automatically: the APG rotation control. */
  rotation: RotationControl | undefined;
  /** `off` while the slides rotate by themselves, `polite` otherwise (APG Carousel). */
  live: 'off' | 'polite';
  /** What the live region says: the slide the visitor moved to. */
  announcement: string;
  /** The slider is laid out right to left: the next slide lies to the left (keys, swipes, arrows mirror). */
  rightToLeft: boolean;
}

/**
 * Focus that holds the rotation: keyboard focus (APG Carousel). A mouse click on an arrow also
 * focuses it, but must not stop the rotation once the pointer has left.
 */
function isKeyboardFocus(event: FocusEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

function containsFocus(host: HTMLElement, node: EventTarget | null): boolean {
  return node instanceof Node && (host.contains(node) || Boolean(host.shadowRoot?.contains(node)));
}

export function useSlider(options: SliderOptions): SliderController {
  const { tag, host, messages, count, autoplay, speed, pauseOnHover } = options;
  const [state, dispatch] = useReducer(sliderReducer, undefined, () => initialSliderState(count, options.initialIndex));
  const reducedMotion = useReducedMotion();
  const rightToLeft = useRightToLeft(host);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's choice on the rotation control; until they choose, reduced motion stops it. */
  const [userStopped, setUserStopped] = useState<boolean | undefined>(undefined);

  // Before paint, as the slides' labels are: a move the moment a new slide shows must count it.
  useLayoutEffect(() => dispatch({ type: 'count', count }), [count]);

  const rotates = autoplay && state.count > 1;
  const stopped = userStopped ?? reducedMotion;
  // Off screen nobody sees it rotate, and each move's animation would cost the frames of a scroll.
  const inView = useInView(host, true);
  const paused = options.paused || stopped || focused || (pauseOnHover && hovered) || !inView;
  const pausedNow = useRef(paused);
  pausedNow.current = paused;

  // One timer: `speed` after each move, or the 2 s retry after a tick that found a pause. A pause
  // never restarts the timer, so leaving the slider moves it at the next retry (SPEC §4).
  useEffect(() => {
    if (!rotates || state.animating) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', paused: pausedNow.current }), autoplayDelay(state, speed));
    return () => clearTimeout(timer);
    // `state.move` and `state.retries` stand for the moments a new wait starts.
  }, [rotates, state.animating, state.move, state.retries, speed]);

  useChangeEffect(state.index, (index, previousIndex) => emit(host, 'pb-slide-change', { index, previousIndex }));

  const move = (action: MoveAction): void => dispatch({ ...action, reason: 'user' });

  useEventListener(host, 'pointerenter', () => setHovered(true), tag);
  useEventListener(host, 'pointerleave', () => setHovered(false), tag);
  useEventListener(host, 'focusin', (event) => setFocused(isKeyboardFocus(event)), tag);
  useEventListener(host, 'focusout', (event) => {
    if (!containsFocus(host, event.relatedTarget)) setFocused(false);
  }, tag);

  useEventListener(host, 'keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTypingTarget(event.target)) return;
    const action = actionForKey(event.key, rightToLeft);
    if (!action) return;
    event.preventDefault();
    move(action);
  }, tag);

  // Touch swipes; the styles set `touch-action: pan-y` so the page still scrolls vertically.
  const swipeStart = useRef<{ id: number; x: number; y: number } | undefined>(undefined);
  useEventListener(host, 'pointerdown', (event) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }, tag);
  useEventListener(host, 'pointerup', (event) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (!start || start.id !== event.pointerId) return;
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y, rightToLeft);
    if (action) move(action);
  }, tag);
  useEventListener(host, 'pointercancel', () => {
    swipeStart.current = undefined;
  }, tag);

  return {
    state,
    dispatch,
    move,
    rotation: rotates ? { stopped, toggle: () => setUserStopped(!stopped) } : undefined,
    live: rotates && !paused ? 'off' : 'polite',
    announcement: state.reason === 'user' ? slideAnnouncement(messages, state.index, state.count) : '',
    rightToLeft,
  };
}

/**
 * Runs a view's animation for each move: `start` is called before paint when a move begins and
 * returns its animations (none for an instant change, e.g. with reduced motion). When they end
 * the move settles, and they are cancelled in the same commit that shows the settled state.
 */
export function useMoveAnimation(controller: SliderController, start: () => Animation[]): void {
  const { state, dispatch } = controller;
  const running = useRef<Animation[]>([]);
  const latestStart = useRef(start);
  latestStart.current = start;

  useLayoutEffect(() => {
    if (!state.animating) return;
    const { move } = state;
    const animations = latestStart.current();
    running.current = animations;
    const settle = (): void => dispatch({ type: 'settled', move });
    if (animations.length === 0) settle();
    else void Promise.all(animations.map((animation) => animation.finished)).then(settle, () => undefined);
    // A move starts when `state.move` changes while animating.
  }, [state.animating, state.move, dispatch]);

  useLayoutEffect(() => {
    if (state.animating) return;
    for (const animation of running.current.splice(0)) animation.cancel();
  }, [state.animating]);

  useEffect(() => () => running.current.forEach((animation) => animation.cancel()), []);
}

/**
 * One slide shown at a time (`<pb-slider>`, the gallery's slider layout): before paint only the
 * active slide is shown and reachable (focus inside a slide that hides moves to the one shown),
 * each move animates with `transition` over `duration` ms (instantly with reduced motion), and
 * the slides get their own attributes back on unmount.
 */
export function useSlideShow(
  controller: SliderController,
  slides: readonly HTMLElement[],
  messages: Messages,
  transition: SliderTransition,
  duration: number,
): void {
  const { state } = controller;
  useLayoutEffect(() => () => restoreSlides(slides), [slides]);

  useLayoutEffect(() => {
    const focused = focusedSlideIndex(slides);
    applySlideSemantics(slides, (index) => index === state.index, messages);
    if (focused !== -1 && focused !== state.index) focusSlide(slides[state.index]);
  }, [slides, state.index, messages]);

  useMoveAnimation(controller, () => {
    const incoming = slides[state.index];
    const outgoing = slides[state.previousIndex];
    const time = motionDuration(duration);
    if (!incoming || !outgoing || incoming === outgoing || time <= 0) return [];
    return animateSlideChange(incoming, outgoing, transition, state.direction, time, controller.rightToLeft);
  });
}
