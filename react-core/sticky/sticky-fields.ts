/**
 * The sticky runtime fields of a module (SPEC.md §3 "Sticky runtime fields per module"), as page
 * and builder scripts read them: `<pb-sticky>.stickyState` and `stickyStateOf(element)` of
 * `pb-elements/builder` (which also finds the page configuration's modules, which have no
 * wrapper). A frozen snapshot of the controller's live values; writing to it changes nothing.
 *
 * The lookup lives here, not in the controller, so the builder API can offer it without the
 * controller's code: the controller registers each module's reader, and both entries share this
 * module in one build.
 */
import type { StickyState } from './sticky-state';

/** A box's padding, in px. */
export interface StickyPadding {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/**
 * The sticky runtime fields of one sticky module (SPEC §3), a frozen snapshot taken when read.
 * Sizes are px. A module whose position is `none` (in this screen mode) is not measured: its
 * sizes are those of its last measure (0 before any).
 */
export interface StickyRuntimeFields {
  /** Sticky: fixed at its edge, or paused at its limit (`data-sticky` is set). */
  readonly isSticky: boolean;
  /** Paused at its limit: back in its place, moved to the limit's edge. */
  readonly isPaused: boolean;
  /** The border-box height of its place in the flow (the placeholder's while fixed). */
  readonly height: number;
  /** The border-box height of the fixed box while fixed: live while fixed, then the last one; null before it was ever fixed. */
  readonly heightSticky: number | null;
  /** The border-box width of its place in the flow (the placeholder's while fixed). */
  readonly width: number;
  /** The border-box width of the fixed box, as `heightSticky`. */
  readonly widthSticky: number | null;
  /** The top and left of its place in the document (px from the document's top-left corner), as the controller measured them. */
  readonly offsets: Readonly<{ top: number; left: number }>;
  /** The computed padding of the fixed box (your sticky styles included), as `heightSticky`. */
  readonly paddingSticky: StickyPadding | null;
  /** The sticky modules stacked above it that it offsets against (offset-surrounding): fixed at the top and overlapping it horizontally, in page order. */
  readonly topOffsetModules: readonly HTMLElement[];
  /** The sticky modules stacked below it that it offsets against: fixed at the bottom and overlapping it, in reverse page order. */
  readonly bottomOffsetModules: readonly HTMLElement[];
  /** Its own `top-offset` in px (without the admin bar, fixed header or stacked modules). */
  readonly customTopOffset: number;
  /** Its own `bottom-offset` in px (without the stacked modules). */
  readonly customBottomOffset: number;
}

/** What the controller knows of a module, from which the fields are built. */
export interface StickyFieldsSource {
  state: StickyState;
  height: number;
  width: number;
  stuck: { height: number; width: number; padding: StickyPadding } | null;
  offsets: { top: number; left: number };
  topOffsetModules: readonly HTMLElement[];
  bottomOffsetModules: readonly HTMLElement[];
  customTopOffset: number;
  customBottomOffset: number;
}

/** The SPEC's fields of `source`, frozen all the way down (the module elements excepted). */
export function stickyFields(source: StickyFieldsSource): StickyRuntimeFields {
  const { stuck } = source;
  return Object.freeze({
    isSticky: source.state !== 'none',
    isPaused: source.state === 'paused',
    height: source.height,
    heightSticky: stuck ? stuck.height : null,
    width: source.width,
    widthSticky: stuck ? stuck.width : null,
    offsets: Object.freeze({ ...source.offsets }),
    paddingSticky: stuck ? Object.freeze({ ...stuck.padding }) : null,
    topOffsetModules: Object.freeze([...source.topOffsetModules]),
    bottomOffsetModules: Object.freeze([...source.bottomOffsetModules]),
    customTopOffset: source.customTopOffset,
    customBottomOffset: source.customBottomOffset,
  });
}

const readers = new WeakMap<Element, () => StickyRuntimeFields>();

/** Makes `element`'s fields readable (the controller, when it registers a module). */
export function provideStickyFields(element: Element, read: () => StickyRuntimeFields): void {
  readers.set(element, read);
}

export function withdrawStickyFields(element: Element): void {
  readers.delete(element);
}

/**
 * The sticky runtime fields of the sticky module `element` (a `<pb-sticky>`, or an element the
 * page configuration's `stickyModules` made sticky); null when it is not one (not upgraded yet,
 * removed, nested in another, or not matched). Reading it while the module is fixed measures the
 * fixed box (a layout read).
 */
export function stickyStateOf(element: Element): StickyRuntimeFields | null {
  return readers.get(element)?.() ?? null;
}
