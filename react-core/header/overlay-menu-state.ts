/**
 * Slide-in and fullscreen menu state (SPEC.md §4 "Slide-in and fullscreen menus": open or
 * closed) and the document scroll lock they apply while open (SPEC.md §4 "Builder helpers":
 * "Scroll lock: enabling hides vertical overflow, pads by the scrollbar width and narrows fixed
 * bars. Disabling restores them."). Pure arithmetic; the view applies it.
 */

/** SPEC §9 Durations: "Mobile menu slide 500 ms" — the slide-in panel uses the same slide. */
export const MOBILE_MENU_SLIDE_MS = 500;

/** SPEC §9 Durations: "Overlay fade 500 ms" — the fullscreen menu fades in and out. */
export const OVERLAY_FADE_MS = 500;

/** SPEC §9 Durations: "Submenu slide 700 ms" — submenus inside the overlay menu. */
export const SUBMENU_SLIDE_MS = 700;

export type OverlayKind = 'slide-in' | 'fullscreen';

/** The animation length of each kind. */
export function overlayDuration(kind: OverlayKind): number {
  return kind === 'slide-in' ? MOBILE_MENU_SLIDE_MS : OVERLAY_FADE_MS;
}

/** Reads a `kind` value; anything else is `undefined` (the caller warns and uses 'slide-in'). */
export function parseOverlayKind(value: string | null | undefined): OverlayKind | undefined {
  const normalized = value?.trim().toLowerCase();
  return normalized === 'slide-in' || normalized === 'fullscreen' ? normalized : undefined;
}

export interface OverlayMenuState {
  open: boolean;
}

export type OverlayMenuAction = { type: 'toggle' } | { type: 'open' } | { type: 'close' };

export function overlayMenuReducer(state: OverlayMenuState, action: OverlayMenuAction): OverlayMenuState {
  const open = action.type === 'toggle' ? !state.open : action.type === 'open';
  return open === state.open ? state : { open };
}

/** The keyframes of the panel: slide from the inline-end side, or fade. `rtl` flips the side. */
export function overlayKeyframes(kind: OverlayKind, open: boolean, rtl = false): Keyframe[] {
  const frames: Keyframe[] =
    kind === 'slide-in'
      ? [{ transform: `translateX(${rtl ? '-100%' : '100%'})` }, { transform: 'translateX(0)' }]
      : [{ opacity: 0 }, { opacity: 1 }];
  return open ? frames : frames.reverse();
}

/** The scrollbar's width: the viewport's width minus the root's client width (0 for overlay scrollbars). */
export function scrollbarWidth(viewportWidth: number, rootClientWidth: number): number {
  return Math.max(0, Math.round(viewportWidth - rootClientWidth));
}

export interface ScrollLockInput {
  /** `window.innerWidth`. */
  viewportWidth: number;
  /** `document.documentElement.clientWidth`. */
  rootClientWidth: number;
  /** The body's computed `padding-right` in px. */
  bodyPaddingRight: number;
  /** Widths (px) of the fixed bars that span the viewport (they are narrowed by the scrollbar). */
  fixedBarWidths: number[];
}

export interface ScrollLockPlan {
  scrollbar: number;
  /** `overflow-y` of the root while locked. */
  overflowY: 'hidden';
  /** The body's new `padding-right` in px (its own plus the scrollbar's width). */
  bodyPaddingRight: number;
  /** The new widths of the fixed bars, in the same order (unchanged when there is no scrollbar). */
  fixedBarWidths: number[];
}

/**
 * What enabling the scroll lock writes: vertical overflow hidden, the body padded by the
 * scrollbar's width (so nothing moves when the scrollbar goes), and fixed bars that span the
 * viewport kept at their width (they would widen into the scrollbar's space).
 */
export function planScrollLock(input: ScrollLockInput): ScrollLockPlan {
  const scrollbar = scrollbarWidth(input.viewportWidth, input.rootClientWidth);
  return {
    scrollbar,
    overflowY: 'hidden',
    bodyPaddingRight: Math.max(0, input.bodyPaddingRight) + scrollbar,
    fixedBarWidths: input.fixedBarWidths.map((width) => Math.max(0, width)),
  };
}

/** True when a fixed box spans the viewport's width (a header or bar the lock must narrow). */
export function isFixedBar(position: string, width: number, rootClientWidth: number): boolean {
  return position === 'fixed' && width > 0 && Math.abs(width - rootClientWidth) <= 1;
}
