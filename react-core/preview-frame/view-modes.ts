/**
 * The preview frame's view modes (SPEC.md §2 "Editor surfaces": desktop, wireframe, zoom, tablet
 * and phone; §9 "Layout block preview: 600 px", "Builder zoom factor 2", "View-mode drag handle
 * width 30. Viewport positioning margins 30, default height 100") as pure layout rules: how wide
 * the frame's viewport is, how it is scaled, and how far the drag handle may resize it.
 */
import type { ViewMode } from './protocol';

export const VIEW_MODES: readonly ViewMode[] = ['desktop', 'wireframe', 'zoom', 'tablet', 'phone', 'layout-block'];

/** Device widths (px) of the modes that preview a narrower screen; the others take the full width. */
export const VIEW_MODE_WIDTHS: Readonly<Partial<Record<ViewMode, number>>> = { tablet: 768, phone: 375, 'layout-block': 600 };
/** Zoom mode lays the page out this many times as wide and scales it down by as much (§9: 2). */
export const ZOOM_FACTOR = 2;
/** Width of the handle that resizes a device-width viewport (§9: 30). */
export const DRAG_HANDLE_WIDTH = 30;
/** Space kept around a device-width viewport inside the element (§9: 30). */
export const VIEWPORT_MARGIN = 30;
/** The element's height when the page does not set one: 100 (vh, the whole viewport; §9). */
export const DEFAULT_HEIGHT = 100;
/**
 * The narrowest a viewport can be dragged: the smallest screen the modules' responsive rules
 * address (the carousels' 320 px breakpoint, §9).
 */
export const MIN_VIEWPORT_WIDTH = 320;
/** How far one arrow key moves the drag handle. */
export const RESIZE_STEP = 10;

export interface FrameLayout {
  /** The viewport's width in px, or null for the element's full width. */
  width: number | null;
  /** The frame's scale: 1, or 1 / ZOOM_FACTOR in zoom mode (the frame itself is ZOOM_FACTOR times as wide and tall). */
  scale: number;
  /** Whether the drag handle shows (tablet, phone and layout-block). */
  resizable: boolean;
}

/** True for a known view mode. */
export function isViewMode(value: unknown): value is ViewMode {
  return typeof value === 'string' && (VIEW_MODES as readonly string[]).includes(value);
}

/** The widest a device viewport may be in an element `available` px wide: room for the margins and the handle. */
export function maxViewportWidth(available: number): number {
  return Math.max(MIN_VIEWPORT_WIDTH, Math.floor(available - 2 * VIEWPORT_MARGIN - DRAG_HANDLE_WIDTH));
}

/** A viewport width dragged or typed to `width`, kept between MIN_VIEWPORT_WIDTH and what fits in `available`. */
export function clampViewportWidth(width: number, available: number): number {
  if (!Number.isFinite(width)) return MIN_VIEWPORT_WIDTH;
  return Math.min(maxViewportWidth(available), Math.max(MIN_VIEWPORT_WIDTH, Math.round(width)));
}

/**
 * The layout of `mode` in an element `available` px wide; `resized` is a width the visitor
 * dragged the handle to in this mode (device modes only).
 */
export function frameLayout(mode: ViewMode, available: number, resized?: number): FrameLayout {
  const device = VIEW_MODE_WIDTHS[mode];
  if (device !== undefined) return { width: clampViewportWidth(resized ?? device, available), scale: 1, resizable: true };
  return { width: null, scale: mode === 'zoom' ? 1 / ZOOM_FACTOR : 1, resizable: false };
}

/**
 * The width after dragging the handle `dx` px from where a viewport `startWidth` px wide began:
 * the viewport is centred, so its edge follows the pointer when the width grows by twice `dx`.
 */
export function draggedWidth(startWidth: number, dx: number, available: number, rightToLeft = false): number {
  return clampViewportWidth(startWidth + 2 * (rightToLeft ? -dx : dx), available);
}
