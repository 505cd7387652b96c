/**
 * What covers the top of the viewport: the site admin bar (SPEC.md §6) and a fixed header.
 * Sticky modules, anchor scrolling, the dot navigation and the header itself read one value
 * from here instead of each measuring the page.
 *
 * The admin bar covers the page while it is fixed at the top: WordPress fixes it above 600 px and
 * lets it scroll away with the page below (`position: absolute`), so its computed position decides.
 * In theme-builder mode its height is taken as 32, otherwise its measured height is used (0 when
 * there is none). Its height changes across 782 px (46 → 32 in WordPress), so it is measured again
 * 300 ms after a resize that crosses 782 px.
 */
import { onResize } from './frame-loop';
import { builderSurface } from './builder-mode';

/** Across this width WordPress changes the bar's height (46 px at or below, 32 px above). */
export const ADMIN_BAR_BREAKPOINT = 782;
/** WordPress fixes the bar above this width; it scrolls away with the page at or below it. */
export const ADMIN_BAR_FIXED_BREAKPOINT = 600;
export const THEME_BUILDER_ADMIN_BAR_HEIGHT = 32;
export const ADMIN_BAR_RECHECK_MS = 300;
export const ADMIN_BAR_ID = 'wpadminbar';

export interface AdminBarInput {
  /** Viewport width (window.innerWidth). */
  width: number;
  /** The bar's measured height, or undefined when the page has none. */
  measuredHeight: number | undefined;
  /** Whether the bar is fixed at the top (its computed position), or undefined when the page has none. */
  fixed: boolean | undefined;
  themeBuilder: boolean;
}

/** The admin bar's height by the §6 rule: 32 in theme-builder mode, else measured, else 0. */
export function adminBarHeight({ measuredHeight, themeBuilder }: Pick<AdminBarInput, 'measuredHeight' | 'themeBuilder'>): number {
  if (themeBuilder) return THEME_BUILDER_ADMIN_BAR_HEIGHT;
  return measuredHeight !== undefined && Number.isFinite(measuredHeight) && measuredHeight > 0 ? measuredHeight : 0;
}

/**
 * How many pixels the admin bar covers at the top of the viewport: its height while it is fixed,
 * 0 while it scrolls with the page. With no bar in the document (the theme builder shows it
 * outside the page), it is taken as fixed where WordPress fixes it: above 600 px.
 */
export function adminBarOffset(input: AdminBarInput): number {
  const fixed = input.fixed ?? input.width > ADMIN_BAR_FIXED_BREAKPOINT;
  return fixed ? adminBarHeight(input) : 0;
}

/** True when a resize from `before` to `after` crosses the breakpoint of the bar's height. */
export function crossesAdminBarBreakpoint(before: number, after: number): boolean {
  return before > ADMIN_BAR_BREAKPOINT !== after > ADMIN_BAR_BREAKPOINT;
}

const listeners = new Set<() => void>();
const fixedHeaders = new Map<symbol, number>();
let adminBar: Element | null = null;
let measuredAdminBar: number | undefined;
let measured = false;
let lastWidth = 0;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;
let stopResize: (() => void) | undefined;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function measureAdminBar(bar: Element | null): void {
  adminBar = bar;
  measuredAdminBar = bar ? bar.getBoundingClientRect().height : undefined;
  measured = true;
}

function watchResize(): void {
  if (stopResize) return;
  lastWidth = window.innerWidth;
  stopResize = onResize(() => {
    const width = window.innerWidth;
    const crossed = crossesAdminBarBreakpoint(lastWidth, width);
    lastWidth = width;
    if (crossed) {
      clearTimeout(recheckTimer);
      recheckTimer = setTimeout(() => {
        measureAdminBar(document.getElementById(ADMIN_BAR_ID));
        notify();
      }, ADMIN_BAR_RECHECK_MS);
    }
    notify();
  }, 0);
}

/**
 * Pixels the admin bar covers now. Whether it is fixed is read each time (a resize across 600 px
 * changes it at once); its height is the one measured last (SPEC §9: rechecked after 300 ms).
 * The bar itself is looked up each time (by id, cheap): WordPress prints it at the end of the body,
 * so a measurement taken earlier found none, and a bar added or replaced later is measured then.
 */
export function currentAdminBarOffset(): number {
  const bar = document.getElementById(ADMIN_BAR_ID);
  if (!measured || bar !== adminBar) measureAdminBar(bar);
  return adminBarOffset({
    width: window.innerWidth,
    measuredHeight: measuredAdminBar,
    fixed: adminBar ? getComputedStyle(adminBar).position === 'fixed' : undefined,
    themeBuilder: builderSurface() === 'theme-builder',
  });
}

/** The lowest bottom edge, in viewport pixels, of the fixed header(s) now covering the page (0 when none). */
export function fixedHeaderBottom(): number {
  let bottom = 0;
  for (const value of fixedHeaders.values()) bottom = Math.max(bottom, value);
  return bottom;
}

/**
 * Pixels covered at the top of the viewport: the admin bar, or the fixed header below it.
 * Anchor scrolling and the dot navigation keep their targets below this line.
 */
export function pageTopOffset(): number {
  return Math.max(currentAdminBarOffset(), fixedHeaderBottom());
}

/**
 * A fixed header announces the bottom edge of what it covers, in viewport pixels (0 while it is
 * not fixed); returns the function that updates it and, called with no value, withdraws it.
 */
export function registerFixedHeader(): (bottom?: number) => void {
  const key = Symbol('fixed-header');
  return (bottom?: number) => {
    const before = fixedHeaders.get(key);
    if (bottom === undefined) fixedHeaders.delete(key);
    else fixedHeaders.set(key, Math.max(0, bottom));
    if (fixedHeaders.get(key) !== before) notify();
  };
}

/** Calls `listener` when an offset may have changed (resize, admin bar recheck, header change). */
export function subscribePageOffsets(listener: () => void): () => void {
  listeners.add(listener);
  watchResize();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopResize?.();
      stopResize = undefined;
      clearTimeout(recheckTimer);
    }
  };
}

/** Forgets measurements (tests, builder reloads). */
export function resetPageOffsets(): void {
  measured = false;
  adminBar = null;
  measuredAdminBar = undefined;
  fixedHeaders.clear();
}
