/**
 * Scroll lock (SPEC.md §4 "Builder helpers"): enabling hides vertical overflow, pads the body by
 * the scrollbar's width and keeps fixed bars at their width; disabling restores every value.
 * Counted, so nested locks (a modal menu, then a consent dialog) restore only when the last one
 * is released.
 */

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


/** Fixed bars that may span the viewport: headers, the admin bar, and any marked by the page. */
const FIXED_BAR_SELECTOR = 'pb-header, #wpadminbar, [data-pb-fixed-bar]';
let lockCount = 0;
let unlockPage: (() => void) | undefined;

export function lockPageScroll(): () => void {
  lockCount += 1;
  if (lockCount === 1) {
    const root = document.documentElement;
    const body = document.body;
    // Reads first …
    const bars = [...document.querySelectorAll<HTMLElement>(FIXED_BAR_SELECTOR)]
      .map((element) => ({ element, position: getComputedStyle(element).position, width: element.getBoundingClientRect().width }))
      .filter((bar) => isFixedBar(bar.position, bar.width, root.clientWidth));
    const plan = planScrollLock({
      viewportWidth: window.innerWidth,
      rootClientWidth: root.clientWidth,
      bodyPaddingRight: parseFloat(getComputedStyle(body).paddingRight) || 0,
      fixedBarWidths: bars.map((bar) => bar.width),
    });
    const saved = {
      overflowY: root.style.overflowY,
      paddingRight: body.style.paddingRight,
      widths: bars.map((bar) => bar.element.style.width),
    };
    // … then writes.
    root.style.overflowY = plan.overflowY;
    if (plan.scrollbar > 0) {
      body.style.paddingRight = `${plan.bodyPaddingRight}px`;
      bars.forEach((bar, index) => (bar.element.style.width = `${plan.fixedBarWidths[index]}px`));
    }
    unlockPage = () => {
      root.style.overflowY = saved.overflowY;
      body.style.paddingRight = saved.paddingRight;
      bars.forEach((bar, index) => (bar.element.style.width = saved.widths[index] ?? ''));
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) {
      unlockPage?.();
      unlockPage = undefined;
    }
  };
}
