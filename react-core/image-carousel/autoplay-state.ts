/**
 * When the image carousel rotates by itself (SPEC.md §4 "Image carousel autoplay", WAI-ARIA
 * Carousel pattern). Pure: the view feeds it events and starts or stops Swiper's autoplay.
 *
 * - Off at creation. It runs only when the `autoplay` attribute is on, and once the carousel has
 *   scrolled into view at `autoplay-viewport` (at once without an offset or without
 *   IntersectionObserver).
 * - With `pause-on-hover`, it stops on mouse enter and restarts on mouse leave.
 * - It stops for good on user interaction (an arrow, a swipe or drag, a thumbnail, the mouse
 *   wheel): SPEC.md §4 "stops on user interaction unless disabled", and no attribute disables it.
 *   The rotation control starts it again.
 * - APG: it stops while keyboard focus is inside the carousel (the rotation control excepted),
 *   and the visible rotation control stops or restarts it for good. With
 *   `prefers-reduced-motion`, it waits for the visitor to press that control.
 * - It stops while the page is hidden, and while the lightbox is open.
 */

export interface AutoplayState {
  /** The `autoplay` attribute. */
  enabled: boolean;
  /** The carousel has reached the viewport offset (or there is no offset to wait for). */
  inView: boolean;
  /** The visitor stopped rotation with the rotation control or by moving the slides (or asked for reduced motion). */
  stopped: boolean;
  pauseOnHover: boolean;
  hovered: boolean;
  focused: boolean;
  pageHidden: boolean;
  /** The lightbox is open over the page. */
  lightboxOpen: boolean;
}

export type AutoplayAction =
  | { type: 'configure'; enabled: boolean; pauseOnHover: boolean }
  | { type: 'in-view' }
  | { type: 'toggle' }
  /** The visitor moved the slides themselves. */
  | { type: 'interaction' }
  | { type: 'hover'; hovered: boolean }
  | { type: 'focus'; focused: boolean }
  | { type: 'page-visibility'; hidden: boolean }
  | { type: 'lightbox'; open: boolean };

export interface AutoplaySeed {
  enabled: boolean;
  pauseOnHover: boolean;
  /** No `autoplay-viewport`, or no IntersectionObserver: autoplay need not wait for the scroll. */
  startsInView: boolean;
  reducedMotion: boolean;
  pageHidden: boolean;
}

export function initialAutoplayState(seed: AutoplaySeed): AutoplayState {
  return {
    enabled: seed.enabled,
    inView: seed.startsInView,
    stopped: seed.reducedMotion,
    pauseOnHover: seed.pauseOnHover,
    hovered: false,
    focused: false,
    pageHidden: seed.pageHidden,
    lightboxOpen: false,
  };
}

export function autoplayReducer(state: AutoplayState, action: AutoplayAction): AutoplayState {
  switch (action.type) {
    case 'configure':
      return state.enabled === action.enabled && state.pauseOnHover === action.pauseOnHover
        ? state
        : { ...state, enabled: action.enabled, pauseOnHover: action.pauseOnHover };
    case 'in-view':
      return state.inView ? state : { ...state, inView: true };
    case 'toggle':
      // Pressing "start" also clears a pause the visitor no longer wants: they are on the control.
      return { ...state, stopped: !state.stopped, inView: true, focused: false };
    case 'interaction':
      // Without autoplay there is nothing to stop (and a later `autoplay` attribute still starts).
      return !state.enabled || state.stopped ? state : { ...state, stopped: true };
    case 'hover':
      return state.hovered === action.hovered ? state : { ...state, hovered: action.hovered };
    case 'focus':
      return state.focused === action.focused ? state : { ...state, focused: action.focused };
    case 'page-visibility':
      return state.pageHidden === action.hidden ? state : { ...state, pageHidden: action.hidden };
    case 'lightbox':
      return state.lightboxOpen === action.open ? state : { ...state, lightboxOpen: action.open };
  }
}

/** True when Swiper's autoplay should be running. */
export function autoplayRuns(state: AutoplayState): boolean {
  return (
    state.enabled &&
    state.inView &&
    !state.stopped &&
    !(state.pauseOnHover && state.hovered) &&
    !state.focused &&
    !state.pageHidden &&
    !state.lightboxOpen
  );
}

/** What the rotation control offers: stopping while rotation is on, starting while it is off. */
export function rotationControlStops(state: AutoplayState): boolean {
  return !state.stopped;
}
