/**
 * The pure rules of `<pb-header>` (SPEC.md §4 "Header": normal, or fixed when scrolled; §5 "Width
 * shrinking of fixed headers applies only to one specific theme, at width 980 or more"; §9
 * Breakpoints "Fixed navigation: 980 px, and 1024 px or more for one theme's fixed nav", Debounces
 * "Resize: 300 ms for the fixed header"). The view measures and writes; everything it decides
 * is decided here.
 */

/** SPEC §9 Breakpoints "Fixed navigation: 980 px": the header is fixed only above this width. */
export const FIXED_NAV_BREAKPOINT = 980;
/** SPEC §9 Breakpoints "1024 px or more for one theme's fixed nav" (`fixed-breakpoint="wide"`). */
export const WIDE_FIXED_NAV_BREAKPOINT = 1024;
/** SPEC §9 Debounces "Resize: 300 ms for the fixed header": the width rule is re-evaluated after it. */
export const FIXED_HEADER_RESIZE_DEBOUNCE_MS = 300;
/** SPEC §5 "Width shrinking of fixed headers … at width 980 or more". */
export const SHRINK_MIN_WIDTH = 980;
/** SPEC §4 "Screen mode": desktop above 980 px; the split logo and the vertical column apply there. */
export const HEADER_DESKTOP_MIN_WIDTH = 981;
/**
 * How many top-level menu items the split-logo critical CSS can place without JavaScript's help
 * (menus of up to twice this many items keep CLS 0 at upgrade; longer ones are still split
 * correctly after the upgrade).
 */
export const SPLIT_CSS_MAX_HALF = 6;

/** Marks the submenu buttons the overlay menu adds to the author's nav (and removes on teardown). */
export const SUBMENU_TOGGLE_ATTRIBUTE = 'data-pb-submenu-toggle';

export type FixedBreakpoint = 'standard' | 'wide';
export const FIXED_BREAKPOINTS: readonly FixedBreakpoint[] = ['standard', 'wide'];

export type HeaderVariant = 'default' | 'split' | 'slide-in' | 'fullscreen' | 'vertical';
export const HEADER_VARIANTS: readonly HeaderVariant[] = ['default', 'split', 'slide-in', 'fullscreen', 'vertical'];

/** The viewport is wide enough for a fixed header: above 980 px, or 1024 px or more for `wide`. */
export function fixedAllowed(width: number, breakpoint: FixedBreakpoint = 'standard'): boolean {
  return breakpoint === 'wide' ? width >= WIDE_FIXED_NAV_BREAKPOINT : width > FIXED_NAV_BREAKPOINT;
}

export interface FixedInput {
  /** The `fixed` attribute. */
  enabled: boolean;
  /** `fixedAllowed` for the width last settled by the 300 ms resize debounce. */
  allowed: boolean;
  /** The top edge of the header's place in the page flow, in viewport px (the host's rect.top). */
  headerTop: number;
  /** Where the fixed header sits: the admin bar's bottom edge (0 without one). */
  line: number;
}

/**
 * The fixed threshold: the header becomes fixed as soon as its own place in the flow has scrolled
 * above the line it is fixed at (the admin bar's bottom, or the viewport top), i.e. when staying
 * in the flow would start to hide it. A header further down the page becomes fixed only when it
 * reaches the top; it goes back to normal when its place comes back into view.
 */
export function shouldBeFixed({ enabled, allowed, headerTop, line }: FixedInput): boolean {
  return enabled && allowed && headerTop < line;
}

/**
 * The fixed nav of the theme the page configuration flags (`theme`, SPEC §3): SPEC §9 gives that
 * theme's fixed nav 1024 px or more, and SPEC §5 width shrinking to it alone. So on such a page a
 * fixed header is `wide` and shrinks, unless its own attributes (undefined when absent) say otherwise.
 */
export function fixedNavOptions(
  theme: boolean,
  own: { breakpoint: FixedBreakpoint | undefined; shrink: boolean | undefined },
): { breakpoint: FixedBreakpoint; shrink: boolean } {
  return { breakpoint: own.breakpoint ?? (theme ? 'wide' : 'standard'), shrink: own.shrink ?? theme };
}

/** SPEC §5: the fixed header shrinks only with the `shrink` theme option, at 980 px or more. */
export function shouldShrink(fixed: boolean, shrink: boolean, width: number): boolean {
  return fixed && shrink && width >= SHRINK_MIN_WIDTH;
}

/** The bottom edge a header reports to `registerFixedHeader` (0 while it is not fixed). */
export function fixedBottom(fixed: boolean, line: number, barHeight: number): number {
  return fixed ? Math.max(0, line + barHeight) : 0;
}

/**
 * Split logo: how many top-level menu items go before the logo. An odd count puts the extra item
 * before the logo (5 items: 3 before, 2 after), as the theme's centred inline logo does.
 */
export function splitPoint(count: number): number {
  return Math.ceil(Math.max(0, count) / 2);
}

/** Flex `order` of a top-level item by its index: 1 before the logo (order 2), 3 after it. */
export function splitOrder(index: number, count: number): 1 | 3 {
  return index < splitPoint(count) ? 1 : 3;
}

/**
 * A selector suffix that matches the items of the second half without knowing the count: item i
 * (from 1) of n is in the second half when it has fewer items after it than before it, i.e. its
 * position from the end j satisfies j < i; one `:nth-last-child(j):nth-child(n+j+1)` per j.
 */
export function secondHalfSelector(maxHalf = SPLIT_CSS_MAX_HALF): string {
  const parts: string[] = [];
  for (let j = 1; j <= maxHalf; j += 1) parts.push(`:nth-last-child(${j}):nth-child(n+${j + 1})`);
  return `:is(${parts.join(',')})`;
}
