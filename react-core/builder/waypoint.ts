/**
 * The page-builder waypoint facility (SPEC.md §5, §8): call a handler when the page (or a
 * scrolling `context` element) scrolls past an element's trigger point, with the direction the
 * scroll was going. The trigger point is the element's top minus `offset`, in the context's
 * scroll coordinates; it is crossed "down" when the scroll position goes from before it to at or
 * past it, "up" the other way.
 *
 * Every waypoint rides on the page's one frame loop (runtime/frame-loop.ts): no scroll listener
 * of its own on the window, the scroll position read in the read phase and the handlers called in
 * the write phase. Trigger points are measured when the waypoint is created and again (a
 * "refresh") 100 ms after the document's size stopped changing (SPEC §9 "Waypoint reinit 100 ms")
 * or the window stopped resizing; between refreshes a scroll costs no layout read.
 *
 * As with the builder's own waypoints, a waypoint created with its trigger point already passed
 * fires `'down'` once at once.
 */
import { onDocumentSizeChange, onResize, requestFrame, subscribeFrame } from '../runtime/frame-loop';

export type WaypointDirection = 'down' | 'up';

/**
 * How far below the top of the context the element's top triggers: pixels, a percentage of the
 * context's height (`'80%'`), `'bottom-in-view'` (when the element's bottom enters the view), or a
 * function returning pixels (called at every refresh).
 */
export type WaypointOffset = number | string | ((this: Waypoint) => number);

export interface WaypointOptions {
  element: Element;
  handler: (this: Waypoint, direction: WaypointDirection) => void;
  /** Default 0: the element's top at the context's top. */
  offset?: WaypointOffset;
  /** The scrolling element whose scroll is watched; default the window. */
  context?: Element | Window;
}

export const NO_OPTIONS_MESSAGE = 'No options passed to Waypoint constructor';
export const NO_ELEMENT_MESSAGE = 'No element option passed to Waypoint constructor';
export const NO_HANDLER_MESSAGE = 'No handler option passed to Waypoint constructor';

/** SPEC §9: trigger points are measured again this long after the document size stopped changing. */
export const WAYPOINT_REFRESH_DEBOUNCE_MS = 100;

/** The offset in pixels for a context `contextHeight` high and an element `elementHeight` high. */
export function resolveOffset(offset: Exclude<WaypointOffset, (this: Waypoint) => number>, contextHeight: number, elementHeight: number): number {
  if (typeof offset === 'number') return Number.isFinite(offset) ? offset : 0;
  const text = offset.trim();
  if (text === 'bottom-in-view') return contextHeight - elementHeight;
  const percentage = /^(-?\d+(?:\.\d+)?)%$/.exec(text);
  if (percentage) return (parseFloat(percentage[1]!) / 100) * contextHeight;
  const pixels = parseFloat(text);
  return Number.isFinite(pixels) ? pixels : 0;
}

/** The scroll position at which the element's top is `offset` pixels below the context's top. */
export function triggerPoint(elementTop: number, offset: number): number {
  return Math.floor(elementTop - offset);
}

/**
 * The direction in which a scroll from `before` to `after` crossed `trigger`, or null when it did
 * not. `before` undefined is a fresh waypoint: it fires down when the trigger is already passed.
 */
export function crossing(before: number | undefined, after: number, trigger: number): WaypointDirection | null {
  if (before === undefined) return after >= trigger ? 'down' : null;
  const wasBefore = before < trigger;
  const isBefore = after < trigger;
  if (wasBefore && !isBefore) return 'down';
  if (!wasBefore && isBefore) return 'up';
  return null;
}

/* Every live waypoint; the window's resize and the document's size refresh them all together. */
const waypoints = new Set<Waypoint>();
let stopResize: (() => void) | undefined;
let stopDocumentSize: (() => void) | undefined;

function refreshAll(): void {
  for (const waypoint of waypoints) waypoint.refresh();
}

function watchPage(): void {
  stopResize ??= onResize(refreshAll, WAYPOINT_REFRESH_DEBOUNCE_MS);
  stopDocumentSize ??= onDocumentSizeChange(refreshAll, WAYPOINT_REFRESH_DEBOUNCE_MS);
}

function unwatchPage(): void {
  stopResize?.();
  stopDocumentSize?.();
  stopResize = stopDocumentSize = undefined;
}

export class Waypoint {
  readonly element: Element;
  readonly context: Element | Window;
  readonly options: Readonly<WaypointOptions>;
  /** The scroll position at which the handler fires (measured at the last refresh). */
  triggerPoint: number | undefined;
  private lastScroll: number | undefined;
  private stale = true;
  private pending: WaypointDirection | null = null;
  private stopFrame: (() => void) | undefined;
  private readonly onContextScroll = (): void => requestFrame();

  constructor(options?: WaypointOptions) {
    if (!options) throw new Error(NO_OPTIONS_MESSAGE);
    if (!options.element) throw new Error(NO_ELEMENT_MESSAGE);
    if (!options.handler) throw new Error(NO_HANDLER_MESSAGE);
    this.options = options;
    this.element = options.element;
    this.context = options.context ?? window;
    waypoints.add(this);
    watchPage();
    // The shared loop listens to the window only; a scrolling element asks for its frames itself.
    if (this.context !== window) this.context.addEventListener('scroll', this.onContextScroll, { passive: true });
    this.stopFrame = subscribeFrame({ read: () => this.read(), write: () => this.write() });
  }

  /** Measures the trigger point again in the next frame (after the layout changed). */
  refresh(): void {
    this.stale = true;
    requestFrame();
  }

  /** Stops watching; the handler is not called again. */
  destroy(): void {
    this.stopFrame?.();
    this.stopFrame = undefined;
    this.pending = null;
    if (this.context !== window) this.context.removeEventListener('scroll', this.onContextScroll);
    waypoints.delete(this);
    if (waypoints.size === 0) unwatchPage();
  }

  private scrollPosition(): number {
    return this.context === window ? window.scrollY : (this.context as Element).scrollTop;
  }

  private measure(scroll: number): number {
    const context = this.context;
    const contextBox = context === window ? null : (context as Element).getBoundingClientRect();
    const contextHeight = contextBox ? (context as Element).clientHeight : window.innerHeight;
    const box = this.element.getBoundingClientRect();
    const top = box.top - (contextBox?.top ?? 0) + scroll;
    const { offset = 0 } = this.options;
    const pixels = typeof offset === 'function' ? offset.call(this) : resolveOffset(offset, contextHeight, box.height);
    return triggerPoint(top, pixels);
  }

  private read(): void {
    const scroll = this.scrollPosition();
    if (this.stale || this.triggerPoint === undefined) {
      this.stale = false;
      const next = this.measure(scroll);
      // A refresh that moves the trigger point across a scroll position that did not change counts
      // as a crossing too, compared with the old point.
      if (this.triggerPoint !== undefined && this.lastScroll !== undefined) {
        const was = this.lastScroll >= this.triggerPoint;
        const is = scroll >= next;
        this.pending = was === is ? null : is ? 'down' : 'up';
        this.triggerPoint = next;
        this.lastScroll = scroll;
        return;
      }
      this.triggerPoint = next;
    }
    this.pending = crossing(this.lastScroll, scroll, this.triggerPoint);
    this.lastScroll = scroll;
  }

  private write(): void {
    const direction = this.pending;
    this.pending = null;
    if (direction) this.options.handler.call(this, direction);
  }
}
