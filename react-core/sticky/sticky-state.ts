/**
 * Sticky module state and geometry (SPEC.md §3 "Sticky module settings", §4 "Sticky module",
 * §5 "Sticky and builder", §9 "Final sticky style …", "Sticky z-index …"). Pure: no DOM here.
 *
 * Coordinates: every `…Top`/`…Bottom` named "doc" is in document pixels (viewport value plus
 * `scrollY`); `fixedTop` is in viewport pixels.
 */

export type StickyPosition = 'none' | 'top' | 'bottom' | 'top_bottom';
export type StickyLimit = 'body' | 'section' | 'row' | 'column';
export type StickyState = 'none' | 'sticky' | 'paused';
/** Which viewport edge a sticky (or paused) module is held at. */
export type StickyEdge = 'top' | 'bottom';

export const STICKY_POSITIONS: readonly StickyPosition[] = ['none', 'top', 'bottom', 'top_bottom'];
export const STICKY_LIMITS: readonly StickyLimit[] = ['body', 'section', 'row', 'column'];

/**
 * The ancestor each limit value means: the nearest matching ancestor of the module (`body`: the
 * page's `<body>`). Builder markup marks rows and columns with these classes or data attributes.
 */
export const LIMIT_SELECTORS: Record<Exclude<StickyLimit, 'body'>, string> = {
  section: 'section',
  row: '.row,[data-pb-row]',
  column: '.column,[data-pb-column]',
};

/** SPEC §9 "Sticky z-index 10000, 10010 inside a theme-builder header, 9990 inside a footer". */
export const STICKY_Z_INDEX = 10000;
export const STICKY_Z_INDEX_HEADER = 10010;
export const STICKY_Z_INDEX_FOOTER = 9990;
/** The theme-builder header and the footer a module may sit in (for the z-index above). */
export const HEADER_SELECTOR = 'pb-header,[data-pb-theme-builder-header]';
export const FOOTER_SELECTOR = 'footer';

/** SPEC §9 "Final sticky style applied after 50 ms": `data-sticky-final` is set this long after the change. */
export const FINAL_STYLE_DELAY_MS = 50;
/** SPEC §9 "A parent-height lock is released after 1 ms". */
export const PARENT_LOCK_RELEASE_MS = 1;

/**
 * Reads the `position` attribute: `none`, `top`, `bottom`, `top_bottom` (also written
 * `top-bottom`). Empty or `default` gives `none`; any other word gives `undefined` (the caller warns).
 */
export function parsePosition(raw: string | null): StickyPosition | undefined {
  if (raw === null) return 'none';
  const word = raw.trim().toLowerCase().replace(/-/g, '_');
  if (word === '' || word === 'default') return 'none';
  return (STICKY_POSITIONS as readonly string[]).includes(word) ? (word as StickyPosition) : undefined;
}

/**
 * Reads a limit attribute (SPEC §5 "A limit value outside body, section, row or column is
 * ignored"): `null` when absent, empty or `none`; `undefined` for any other word (ignored, the
 * caller warns).
 */
export function parseLimit(raw: string | null): StickyLimit | null | undefined {
  if (raw === null) return null;
  const word = raw.trim().toLowerCase();
  if (word === '' || word === 'none' || word === 'default') return null;
  return (STICKY_LIMITS as readonly string[]).includes(word) ? (word as StickyLimit) : undefined;
}

export function stickyZIndex(place: { inHeader: boolean; inFooter: boolean }): number {
  if (place.inHeader) return STICKY_Z_INDEX_HEADER;
  if (place.inFooter) return STICKY_Z_INDEX_FOOTER;
  return STICKY_Z_INDEX;
}

export function sticksToTop(position: StickyPosition): boolean {
  return position === 'top' || position === 'top_bottom';
}

export function sticksToBottom(position: StickyPosition): boolean {
  return position === 'bottom' || position === 'top_bottom';
}

/** Everything the decision needs, measured in one read phase. */
export interface StickyInput {
  position: StickyPosition;
  scrollY: number;
  viewportHeight: number;
  /** The module's top in its own place in the flow (the placeholder's while sticky), document px. */
  naturalTop: number;
  /** The module's border-box height. */
  height: number;
  /**
   * Pixels covered at the top: page offset (admin bar, fixed header) + the module's top offset
   * + heights of the sticky modules stacked above it.
   */
  topOffset: number;
  /** Pixels kept free at the bottom: the bottom offset + heights of sticky modules stacked below it. */
  bottomOffset: number;
  /** The bottom limit's bottom edge (document px) for top stickiness, or null for no limit. */
  bottomLimit: number | null;
  /** The top limit's top edge (document px) for bottom stickiness, or null for no limit. */
  topLimit: number | null;
}

export interface StickyResult {
  state: StickyState;
  edge: StickyEdge;
  /** Viewport top of the fixed module while `sticky`. */
  fixedTop: number;
  /** While `paused`: how far the module is moved from its place in the flow (translateY, px). */
  shift: number;
}

const NOT_STICKY: StickyResult = { state: 'none', edge: 'top', fixedTop: 0, shift: 0 };

/** Top stickiness: sticky once `scrollY + topOffset` passes (is past) the module's top edge. */
export function shouldStickToTop(input: Pick<StickyInput, 'scrollY' | 'topOffset' | 'naturalTop'>): boolean {
  return input.scrollY + input.topOffset > input.naturalTop;
}

/**
 * Bottom stickiness: sticky while the viewport bottom minus the bottom offset is above the
 * module's bottom edge.
 */
export function shouldStickToBottom(
  input: Pick<StickyInput, 'scrollY' | 'viewportHeight' | 'bottomOffset' | 'naturalTop' | 'height'>,
): boolean {
  return input.scrollY + input.viewportHeight - input.bottomOffset < input.naturalTop + input.height;
}

function topResult(input: StickyInput): StickyResult {
  const fixedTop = input.topOffset;
  const docTop = input.scrollY + fixedTop;
  if (input.bottomLimit !== null && docTop + input.height > input.bottomLimit) {
    // Reached the limit: paused with its bottom at the limit's bottom, unless that is not below its own place.
    const pausedTop = input.bottomLimit - input.height;
    if (pausedTop <= input.naturalTop) return NOT_STICKY;
    return { state: 'paused', edge: 'top', fixedTop, shift: pausedTop - input.naturalTop };
  }
  return { state: 'sticky', edge: 'top', fixedTop, shift: 0 };
}

function bottomResult(input: StickyInput): StickyResult {
  const fixedTop = input.viewportHeight - input.bottomOffset - input.height;
  const docTop = input.scrollY + fixedTop;
  if (input.topLimit !== null && docTop < input.topLimit) {
    const pausedTop = input.topLimit;
    if (pausedTop >= input.naturalTop) return NOT_STICKY;
    return { state: 'paused', edge: 'bottom', fixedTop, shift: pausedTop - input.naturalTop };
  }
  return { state: 'sticky', edge: 'bottom', fixedTop, shift: 0 };
}

/**
 * The state for one frame. `top_bottom` sticks to the top once scrolled past its top edge, and to
 * the bottom while it is still below the viewport's bottom (top wins for a module taller than
 * the viewport).
 */
export function computeSticky(input: StickyInput): StickyResult {
  if (sticksToTop(input.position) && shouldStickToTop(input)) return topResult(input);
  if (sticksToBottom(input.position) && shouldStickToBottom(input)) return bottomResult(input);
  return NOT_STICKY;
}

/** Which event a state change sends: start when leaving `none`, end when returning to it. */
export function stickyEventFor(before: StickyState, after: StickyState): 'start' | 'end' | null {
  if (before === 'none' && after !== 'none') return 'start';
  if (before !== 'none' && after === 'none') return 'end';
  return null;
}

/** A module as the stacking sees it: its place in the page and this frame's decision. */
export interface StackedModule {
  left: number;
  right: number;
  height: number;
  result: StickyResult;
}

function overlaps(a: Pick<StackedModule, 'left' | 'right'>, b: Pick<StackedModule, 'left' | 'right'>): boolean {
  return a.left < b.right && b.left < a.right;
}

/**
 * Stacking (offsetSurrounding on): the modules before this one in the page (`earlier`) that are
 * sticky at `edge` (not paused) and share some horizontal extent with it: the ones it offsets against.
 */
export function stackingModules<T extends StackedModule>(earlier: readonly T[], self: Pick<StackedModule, 'left' | 'right'>, edge: StickyEdge): T[] {
  return earlier.filter((module) => module.result.state === 'sticky' && module.result.edge === edge && overlaps(module, self));
}

/** The offset a stack of modules (`stackingModules`) adds: their heights. */
export function stackHeight(stack: readonly StackedModule[]): number {
  return stack.reduce((sum, module) => sum + module.height, 0);
}
