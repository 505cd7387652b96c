/**
 * Slide-in and fullscreen menu state (SPEC.md §4 "Slide-in and fullscreen menus": open or
 * closed). Pure; the view applies it. The slide-in panel uses the mobile menu's 500 ms slide and
 * its submenus the 700 ms submenu slide (SPEC §9), shared with pb-menu.
 */
import { MOBILE_MENU_SLIDE_MS } from '../menu/menu-state';

export { MOBILE_MENU_SLIDE_MS, SUBMENU_SLIDE_MS } from '../menu/menu-state';

/** SPEC §9 Durations: "Overlay fade 500 ms" — the fullscreen menu fades in and out. */
export const OVERLAY_FADE_MS = 500;

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
