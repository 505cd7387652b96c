/**
 * Sticky modules in the builder's modes (SPEC.md §4 "Sticky module", "Builder helpers"; §9
 * "Sticky preview modes"). Pure: no DOM here.
 *
 * - Sticky preview modes: in the builder's preview, which responsive settings a sticky module of
 *   the page configuration takes is decided by the preview's own layout width: desktop above
 *   980 px, tablet above 767 px, phone from 0.
 * - Sticky background layout: a module whose background layout (the builder's light or dark
 *   text-colour scheme) differs while sticky swaps the two classes while it is sticky or paused,
 *   and gets its resting class back when it returns to its place.
 */
import type { ScreenMode } from '../runtime/screen-mode';
import type { StickyState } from './sticky-state';

/** SPEC §9: each preview mode from this width up (desktop above 980, tablet above 767, phone from 0). */
export const STICKY_PREVIEW_MODES: ReadonlyArray<{ mode: ScreenMode; minWidth: number }> = [
  { mode: 'desktop', minWidth: 981 },
  { mode: 'tablet', minWidth: 768 },
  { mode: 'phone', minWidth: 0 },
];

/** The sticky preview mode of a preview `width` pixels wide. */
export function stickyPreviewMode(width: number): ScreenMode {
  return STICKY_PREVIEW_MODES.find(({ minWidth }) => width >= minWidth)?.mode ?? 'phone';
}

export type BackgroundLayout = 'light' | 'dark';
export const BACKGROUND_LAYOUTS: readonly BackgroundLayout[] = ['light', 'dark'];

/** The builder's classes of the two layouts, which a theme's CSS colours the text by. */
export const BACKGROUND_LAYOUT_CLASSES: Record<BackgroundLayout, string> = {
  light: 'et_pb_bg_layout_light',
  dark: 'et_pb_bg_layout_dark',
};

export interface BackgroundLayouts {
  /** The layout at rest; null keeps the classes the author's markup has. */
  rest: BackgroundLayout | null;
  /** The layout while sticky; null: no change while sticky. */
  sticky: BackgroundLayout | null;
}

/** `light` or `dark`; null for empty or `default`; undefined for any other word (the caller warns). */
export function parseBackgroundLayout(raw: string): BackgroundLayout | null | undefined {
  const word = raw.trim().toLowerCase();
  if (word === '' || word === 'default') return null;
  return (BACKGROUND_LAYOUTS as readonly string[]).includes(word) ? (word as BackgroundLayout) : undefined;
}

/**
 * Whether each layout class should be on, for a module in `state`: the sticky layout's class
 * alone while sticky or paused, the resting layout's class alone otherwise, or the author's own
 * (`author`) where no layout is set.
 */
export function backgroundLayoutClasses(
  state: StickyState,
  layouts: BackgroundLayouts,
  author: Readonly<Record<BackgroundLayout, boolean>>,
): Record<BackgroundLayout, boolean> {
  const layout = state !== 'none' && layouts.sticky ? layouts.sticky : layouts.rest;
  if (!layout) return { ...author };
  return { light: layout === 'light', dark: layout === 'dark' };
}
