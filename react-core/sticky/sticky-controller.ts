/**
 * The DOM side of `<pb-sticky>`. All sticky modules of the page share one task of the shared
 * frame loop: in its read phase every module is measured and decided, in page order, so a
 * module knows the heights of the sticky modules stacked above it (offsetSurrounding); in its
 * write phase the decisions are applied. No scroll or resize listener of its own, no layout
 * read outside the read phase.
 *
 * While sticky the module is `position: fixed` and an empty placeholder of its exact size and
 * margins holds its place in the flow. While paused at its limit, the placeholder is removed and
 * the module is back in its place, moved with `transform: translateY()` so its bottom (top for
 * bottom stickiness) stays at the limit's bottom (top): it then scrolls with the page and no
 * frame has to move it.
 */
import { emit } from '../element/events';
import { onDocumentSizeChange, onResize, requestFrame, subscribeFrame } from '../runtime/frame-loop';
import { pageTopOffset, subscribePageOffsets } from '../runtime/page-offsets';
import { SCREEN_MODE_DEBOUNCE_MS, subscribeScreenMode } from '../runtime/screen-mode';
import { sizeToPixels, type Size } from '../runtime/values';
import { stickyBox, type ModuleStyles, type StickyStyles } from './sticky-box';
import { BACKGROUND_LAYOUT_CLASSES, backgroundLayoutClasses, type BackgroundLayout, type BackgroundLayouts } from './sticky-builder';
import { provideStickyFields, stickyFields, withdrawStickyFields, type StickyFieldsSource, type StickyRuntimeFields } from './sticky-fields';
import {
  computeSticky,
  FINAL_STYLE_DELAY_MS,
  FOOTER_SELECTOR,
  HEADER_SELECTOR,
  LIMIT_SELECTORS,
  PARENT_LOCK_RELEASE_MS,
  stackHeight,
  stackingModules,
  stickyEventFor,
  stickyZIndex,
  type StackedModule,
  type StickyEdge,
  type StickyLimit,
  type StickyPosition,
  type StickyResult,
  type StickyState,
} from './sticky-state';

export interface StickyOptions {
  position: StickyPosition;
  topOffset: Size | null;
  bottomOffset: Size | null;
  topLimit: StickyLimit | null;
  bottomLimit: StickyLimit | null;
  offsetSurrounding: boolean;
  transition: boolean;
  styles: ModuleStyles;
  stickyStyles: StickyStyles;
  /** The builder's light/dark background layout at rest and while sticky (SPEC §4 "Builder helpers"). */
  backgroundLayouts: BackgroundLayouts;
}

export interface StickyDetail {
  /** The `<pb-sticky>` element. */
  element: HTMLElement;
  /** The viewport edge it sticks (stuck) to. */
  position: StickyEdge;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-sticky-start': CustomEvent<StickyDetail>;
    'pb-sticky-end': CustomEvent<StickyDetail>;
  }
}

/** The inline style properties the controller sets; the author's values are put back afterwards. */
const MANAGED_PROPERTIES = ['position', 'top', 'bottom', 'left', 'width', 'margin', 'box-sizing', 'z-index', 'transform'] as const;

/** The limit element a value means for `host` (null when there is none). */
export function limitElement(host: HTMLElement, limit: StickyLimit | null): HTMLElement | null {
  if (limit === null) return null;
  if (limit === 'body') return host.ownerDocument.body;
  return host.parentElement?.closest<HTMLElement>(LIMIT_SELECTORS[limit]) ?? null;
}

interface Measured {
  naturalTop: number;
  height: number;
  left: number;
  right: number;
  width: number;
  topOffset: number;
  bottomOffset: number;
  topLimit: number | null;
  bottomLimit: number | null;
  viewportWidth: number;
  viewportHeight: number;
  /** Read only when the module is about to become sticky. */
  margins?: [string, string, string, string];
  parentHeight?: number;
}

export class StickyModule {
  readonly host: HTMLElement;
  options: StickyOptions;
  state: StickyState = 'none';
  edge: StickyEdge = 'top';
  private placeholder: HTMLElement | null = null;
  private shift = 0;
  private measured: Measured | undefined;
  private next: StickyResult | undefined;
  private saved: Map<string, [string, string]> | undefined;
  private finalTimer: ReturnType<typeof setTimeout> | undefined;
  private lockTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly zIndex: number;
  /** The module's container, read when it becomes sticky: what its sticky widths refer to. */
  private container = { width: 0, direction: 'ltr' as 'ltr' | 'rtl' };
  /** What the last write applied, to skip identical writes. */
  private applied = '';
  /** The layout classes the author's markup has, put back where no layout is set. */
  private readonly authorLayout: Record<BackgroundLayout, boolean>;
  /** The layout classes the last write set ('' before any). */
  private appliedLayout = '';
  /** The fixed box was measured since the module last stuck. */
  private stuckBoxRead = false;
  /** What the runtime fields report that the decision does not keep (SPEC §3). */
  private readonly reported: Omit<StickyFieldsSource, 'state'> = {
    height: 0,
    width: 0,
    stuck: null,
    offsets: { top: 0, left: 0 },
    topOffsetModules: [],
    bottomOffsetModules: [],
    customTopOffset: 0,
    customBottomOffset: 0,
  };

  constructor(host: HTMLElement, options: StickyOptions) {
    this.host = host;
    this.options = options;
    this.zIndex = stickyZIndex({ inHeader: host.closest(HEADER_SELECTOR) !== null, inFooter: host.closest(FOOTER_SELECTOR) !== null });
    this.authorLayout = {
      light: host.classList.contains(BACKGROUND_LAYOUT_CLASSES.light),
      dark: host.classList.contains(BACKGROUND_LAYOUT_CLASSES.dark),
    };
  }

  /** Measures the module (read phase). */
  measure(scrollX: number, scrollY: number, viewportWidth: number, viewportHeight: number, pageOffset: number): void {
    this.next = undefined;
    this.stackedWith([], []);
    if (this.options.position === 'none') {
      this.measured = undefined;
      return;
    }
    const place = (this.state === 'sticky' && this.placeholder ? this.placeholder : this.host).getBoundingClientRect();
    const own = this.host.getBoundingClientRect();
    const context = { viewportWidth, viewportHeight };
    const topLimit = limitElement(this.host, this.options.topLimit);
    const bottomLimit = limitElement(this.host, this.options.bottomLimit);
    const naturalTop = place.top + scrollY - (this.state === 'paused' ? this.shift : 0);
    const customTopOffset = this.options.topOffset ? sizeToPixels(this.options.topOffset, context) : 0;
    const customBottomOffset = this.options.bottomOffset ? sizeToPixels(this.options.bottomOffset, context) : 0;
    Object.assign(this.reported, {
      height: place.height,
      width: place.width,
      offsets: { top: naturalTop, left: place.left + scrollX },
      customTopOffset,
      customBottomOffset,
    });
    // The fixed box once per sticking, not every scroll frame (a style read): the fields read it live.
    if (this.state === 'sticky' && !this.stuckBoxRead) {
      this.readStuckBox(own);
      this.stuckBoxRead = true;
    }
    this.measured = {
      naturalTop,
      height: this.state === 'sticky' ? own.height : place.height,
      left: place.left,
      right: place.right,
      width: place.width,
      topOffset: pageOffset + customTopOffset,
      bottomOffset: customBottomOffset,
      topLimit: topLimit ? topLimit.getBoundingClientRect().top + scrollY : null,
      bottomLimit: bottomLimit ? bottomLimit.getBoundingClientRect().bottom + scrollY : null,
      viewportWidth,
      viewportHeight,
    };
  }

  /** Decides this frame's state (read phase, pure) given the stacked heights. */
  decide(scrollY: number, viewportHeight: number, stackTop: number, stackBottom: number): StickyResult | undefined {
    const m = this.measured;
    if (!m) {
      this.next = undefined;
      return undefined;
    }
    this.next = computeSticky({
      position: this.options.position,
      scrollY,
      viewportHeight,
      naturalTop: m.naturalTop,
      height: m.height,
      topOffset: m.topOffset + stackTop,
      bottomOffset: m.bottomOffset + stackBottom,
      topLimit: m.topLimit,
      bottomLimit: m.bottomLimit,
    });
    return this.next;
  }

  /** Reads what becoming sticky needs (read phase, only on that change). */
  measureTransition(): void {
    const m = this.measured;
    if (!m || !this.next || this.next.state !== 'sticky' || this.placeholder) return;
    const style = getComputedStyle(this.host);
    m.margins = [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft];
    const parent = this.host.parentElement;
    if (parent) {
      const parentStyle = getComputedStyle(parent);
      const padding = parseFloat(parentStyle.paddingLeft) + parseFloat(parentStyle.paddingRight);
      this.container = { width: parent.clientWidth - (padding || 0), direction: style.direction === 'rtl' ? 'rtl' : 'ltr' };
    } else {
      this.container = { width: m.width, direction: style.direction === 'rtl' ? 'rtl' : 'ltr' };
    }
    if (this.state === 'none') m.parentHeight = this.host.parentElement?.getBoundingClientRect().height;
  }

  /** Where the module's place is horizontally (for stacking), once measured. */
  extent(): { left: number; right: number } | undefined {
    return this.measured ? { left: this.measured.left, right: this.measured.right } : undefined;
  }

  /** This frame's decision, once made. */
  decision(): StickyResult | undefined {
    return this.next;
  }

  stacked(result: StickyResult | undefined): StackedBy | undefined {
    if (!this.measured || !result) return undefined;
    return { left: this.measured.left, right: this.measured.right, height: this.measured.height, result, module: this };
  }

  /** The modules this frame's decision offsets it against, above and below (read phase). */
  stackedWith(above: readonly StackedBy[], below: readonly StackedBy[]): void {
    this.reported.topOffsetModules = above.map(({ module }) => module.host);
    this.reported.bottomOffsetModules = below.map(({ module }) => module.host);
  }

  /** The sticky runtime fields (SPEC §3); while fixed, the fixed box is measured now. */
  fields(): StickyRuntimeFields {
    if (this.state === 'sticky') this.readStuckBox(this.host.getBoundingClientRect());
    return stickyFields({ state: this.state, ...this.reported });
  }

  /** The fixed box's size and padding, kept for the fields. */
  private readStuckBox(box: DOMRect): void {
    const style = getComputedStyle(this.host);
    this.reported.stuck = {
      height: box.height,
      width: box.width,
      padding: {
        top: parseFloat(style.paddingTop),
        right: parseFloat(style.paddingRight),
        bottom: parseFloat(style.paddingBottom),
        left: parseFloat(style.paddingLeft),
      },
    };
  }

  /** Writes this frame's decision (write phase); true when the module has just stuck. */
  apply(): boolean {
    const m = this.measured;
    const result = this.next ?? { state: 'none' as const, edge: this.edge, fixedTop: 0, shift: 0 };
    const before = this.state;
    const beforeEdge = this.edge;
    // The same decision as the last frame (the usual case while scrolling): nothing to write.
    const key = `${result.state}|${result.fixedTop}|${result.shift}|${m?.left}|${m?.width}`;
    const unchanged = key === this.applied && (result.state !== 'sticky' || this.placeholder !== null);
    this.applied = key;
    if (!unchanged) this.writeStyles(result, m);
    this.state = result.state;
    this.edge = result.edge;
    this.shift = result.state === 'paused' ? result.shift : 0;
    this.host.toggleAttribute('data-sticky-transition', this.options.transition);
    this.writeBackgroundLayout();
    if (before !== this.state || beforeEdge !== this.edge) this.changed(before, beforeEdge);
    const justStuck = before !== 'sticky' && this.state === 'sticky';
    if (justStuck) this.stuckBoxRead = false;
    return justStuck;
  }

  /** The light/dark class of the state; untouched while no layout is set and none was. */
  private writeBackgroundLayout(): void {
    const { rest, sticky } = this.options.backgroundLayouts;
    if (!rest && !sticky && !this.appliedLayout) return;
    const classes = backgroundLayoutClasses(this.state, this.options.backgroundLayouts, this.authorLayout);
    const key = `${classes.light}|${classes.dark}`;
    if (key === this.appliedLayout) return;
    this.appliedLayout = rest || sticky ? key : '';
    this.host.classList.toggle(BACKGROUND_LAYOUT_CLASSES.light, classes.light);
    this.host.classList.toggle(BACKGROUND_LAYOUT_CLASSES.dark, classes.dark);
  }

  /** New settings: the next frame decides and writes again. */
  configure(options: StickyOptions): void {
    this.options = options;
    this.applied = '';
  }

  /** Ends stickiness at once (breakpoint change, teardown): the module is back in its place. */
  end(): void {
    this.next = undefined;
    this.measured = undefined;
    this.apply();
  }

  /**
   * After a resize within one screen mode: back in the flow without a state change (no event), so
   * the next frame measures its place again and sizes the placeholder and the fixed box anew.
   */
  release(): void {
    if (this.state !== 'sticky') return;
    this.applied = '';
    this.removePlaceholder();
    this.restoreStyles();
  }

  destroy(): void {
    this.end();
    clearTimeout(this.finalTimer);
    clearTimeout(this.lockTimer);
    this.host.removeAttribute('data-sticky-final');
    this.host.removeAttribute('data-sticky-transition');
    // No longer a sticky module: the markup's own layout classes, whatever the settings said.
    if (this.appliedLayout) {
      this.host.classList.toggle(BACKGROUND_LAYOUT_CLASSES.light, this.authorLayout.light);
      this.host.classList.toggle(BACKGROUND_LAYOUT_CLASSES.dark, this.authorLayout.dark);
      this.appliedLayout = '';
    }
  }

  private writeStyles(result: StickyResult, m: Measured | undefined): void {
    const style = this.host.style;
    if (result.state === 'none') {
      this.removePlaceholder();
      this.restoreStyles();
      return;
    }
    this.saveStyles();
    style.setProperty('z-index', String(this.zIndex));
    if (result.state === 'sticky' && m) {
      if (!this.placeholder) this.insertPlaceholder(m);
      style.setProperty('position', 'fixed');
      if (result.edge === 'bottom') {
        // Held by its bottom edge: sticky styles that resize the box (a narrower box wraps into
        // more lines) take effect after this measure, and must not push it past the viewport.
        style.setProperty('top', 'auto');
        style.setProperty('bottom', `${m.viewportHeight - result.fixedTop - m.height}px`);
      } else {
        style.setProperty('top', `${result.fixedTop}px`);
        this.restoreProperty('bottom');
      }
      const box = stickyBox({
        left: m.left,
        width: m.width,
        containerWidth: this.container.width,
        viewportWidth: m.viewportWidth,
        viewportHeight: m.viewportHeight,
        direction: this.container.direction,
        styles: this.options.styles,
        stickyStyles: this.options.stickyStyles,
      });
      style.setProperty('left', `${box.left}px`);
      style.setProperty('width', `${box.width}px`);
      style.setProperty('margin', '0');
      style.setProperty('box-sizing', 'border-box');
      if (box.translateX || box.translateY) style.setProperty('transform', `translate(${box.translateX}px, ${box.translateY}px)`);
      else this.restoreProperty('transform');
    } else if (result.state === 'paused') {
      this.removePlaceholder();
      for (const name of ['top', 'bottom', 'left', 'width', 'margin', 'box-sizing']) this.restoreProperty(name);
      style.setProperty('position', 'relative');
      style.setProperty('transform', `translateY(${result.shift}px)`);
    }
  }

  private changed(before: StickyState, beforeEdge: StickyEdge): void {
    const host = this.host;
    if (this.state === 'none') host.removeAttribute('data-sticky');
    else host.setAttribute('data-sticky', this.edge);
    host.toggleAttribute('data-sticky-paused', this.state === 'paused');
    // SPEC §9: the final sticky style follows 50 ms after the change.
    clearTimeout(this.finalTimer);
    const final = this.state !== 'none';
    this.finalTimer = setTimeout(() => host.toggleAttribute('data-sticky-final', final), FINAL_STYLE_DELAY_MS);
    const event = stickyEventFor(before, this.state);
    if (event === 'start') emit(window, 'pb-sticky-start', { element: host, position: this.edge });
    else if (event === 'end') emit(window, 'pb-sticky-end', { element: host, position: beforeEdge });
  }

  private insertPlaceholder(m: Measured): void {
    const placeholder = this.host.ownerDocument.createElement('div');
    placeholder.setAttribute('aria-hidden', 'true');
    placeholder.setAttribute('data-pb-sticky-placeholder', '');
    const [top, right, bottom, left] = m.margins ?? ['0px', '0px', '0px', '0px'];
    placeholder.style.cssText =
      `display:block;box-sizing:border-box;width:${m.width}px;height:${m.height}px;` +
      `margin:${top} ${right} ${bottom} ${left};flex:none;pointer-events:none`;
    // SPEC §9: the parent's height is locked while the module leaves the flow, released after 1 ms.
    const parent = this.host.parentElement;
    if (parent && m.parentHeight !== undefined) {
      const previous = parent.style.getPropertyValue('min-height');
      const priority = parent.style.getPropertyPriority('min-height');
      parent.style.setProperty('min-height', `${m.parentHeight}px`);
      clearTimeout(this.lockTimer);
      this.lockTimer = setTimeout(() => {
        if (previous) parent.style.setProperty('min-height', previous, priority);
        else parent.style.removeProperty('min-height');
      }, PARENT_LOCK_RELEASE_MS);
    }
    this.host.before(placeholder);
    this.placeholder = placeholder;
  }

  private removePlaceholder(): void {
    this.placeholder?.remove();
    this.placeholder = null;
  }

  private saveStyles(): void {
    if (this.saved) return;
    const style = this.host.style;
    this.saved = new Map(MANAGED_PROPERTIES.map((name) => [name, [style.getPropertyValue(name), style.getPropertyPriority(name)]]));
  }

  private restoreProperty(name: string): void {
    const [value, priority] = this.saved?.get(name) ?? ['', ''];
    if (value) this.host.style.setProperty(name, value, priority);
    else this.host.style.removeProperty(name);
  }

  private restoreStyles(): void {
    if (!this.saved) return;
    for (const name of MANAGED_PROPERTIES) this.restoreProperty(name);
    this.saved = undefined;
  }
}

/** A module as the stacking sees it, with the module itself (to name it in the fields). */
interface StackedBy extends StackedModule {
  module: StickyModule;
}

/* The page's sticky modules and their one frame task. */
const modules = new Set<StickyModule>();
let ordered: StickyModule[] = [];
let stopFrame: (() => void) | undefined;
let stopScreenMode: (() => void) | undefined;
let stopOffsets: (() => void) | undefined;
let stopResize: (() => void) | undefined;
let stopDocumentSize: (() => void) | undefined;

function pageOrder(a: StickyModule, b: StickyModule): number {
  return a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

function readAll(): void {
  const { scrollX, scrollY } = window;
  const width = window.innerWidth;
  const height = window.innerHeight;
  const pageOffset = pageTopOffset();
  const active = ordered.filter((module) => module.host.isConnected);
  for (const module of active) module.measure(scrollX, scrollY, width, height, pageOffset);
  // Top edge: page order, each below the top-sticky modules before it.
  const above = new Map<StickyModule, StackedBy[]>();
  const earlier: StackedBy[] = [];
  for (const module of active) {
    const extent = module.extent();
    if (!extent) continue;
    const stack = module.options.offsetSurrounding ? stackingModules(earlier, extent, 'top') : [];
    above.set(module, stack);
    const stacked = module.stacked(module.decide(scrollY, height, stackHeight(stack), 0));
    if (stacked) earlier.push(stacked);
  }
  // Bottom edge: reverse order, each above the bottom-sticky modules after it.
  const later: StackedBy[] = [];
  for (const module of [...active].reverse()) {
    const extent = module.extent();
    if (!extent) continue;
    let result = module.decision();
    const atTop = result?.state === 'sticky' && result.edge === 'top';
    const stackTop = above.get(module) ?? [];
    const stackBottom = module.options.offsetSurrounding && !atTop ? stackingModules(later, extent, 'bottom') : [];
    if (stackBottom.length > 0) result = module.decide(scrollY, height, stackHeight(stackTop), stackHeight(stackBottom));
    module.stackedWith(stackTop, stackBottom);
    const stacked = module.stacked(result);
    if (stacked) later.push(stacked);
  }
  for (const module of active) module.measureTransition();
}

/** The frame running now is the one a module's sticking asked for (see writeAll). */
let settling = false;

function writeAll(): void {
  let stuck = false;
  for (const module of ordered) if (module.host.isConnected && module.apply()) stuck = true;
  // A module that just stuck has its fixed box's height (its sticky styles' padding) only now: the
  // modules stacked under it measured its resting one. One more frame stacks them on the real
  // height without waiting for the next scroll; that frame asks for none (no back and forth).
  const settle = stuck && !settling;
  settling = settle;
  if (settle) requestFrame();
}

/** A breakpoint change ends stickiness; the next frame decides again with the new settings. */
function endAll(): void {
  for (const module of ordered) module.end();
  requestFrame();
}

/** A resize within one screen mode: sticky modules measure their place again. */
function releaseAll(): void {
  for (const module of ordered) module.release();
  requestFrame();
}

/** Adds a module to the page's sticky modules; returns it (call `unregisterSticky` to remove). */
export function registerSticky(host: HTMLElement, options: StickyOptions): StickyModule {
  const module = new StickyModule(host, options);
  modules.add(module);
  provideStickyFields(host, () => module.fields());
  ordered = [...modules].sort(pageOrder);
  stopFrame ??= subscribeFrame({ read: readAll, write: writeAll });
  stopScreenMode ??= subscribeScreenMode(endAll);
  stopOffsets ??= subscribePageOffsets(requestFrame);
  stopResize ??= onResize(releaseAll, SCREEN_MODE_DEBOUNCE_MS);
  // Content above a module or its limit grew or shrank without a scroll: decide again (SPEC §9, 50 ms).
  stopDocumentSize ??= onDocumentSizeChange(requestFrame);
  requestFrame();
  return module;
}

export function unregisterSticky(module: StickyModule): void {
  module.destroy();
  modules.delete(module);
  withdrawStickyFields(module.host);
  ordered = [...modules].sort(pageOrder);
  if (modules.size === 0) {
    stopFrame?.();
    stopScreenMode?.();
    stopOffsets?.();
    stopResize?.();
    stopDocumentSize?.();
    stopFrame = stopScreenMode = stopOffsets = stopResize = stopDocumentSize = undefined;
  }
  requestFrame();
}

/**
 * Whether `element` may not become a sticky module of its own: it already is one, or it sits
 * inside a `<pb-sticky>` or another sticky module (SPEC §4: a nested module is ignored).
 */
export function isInsideSticky(element: HTMLElement): boolean {
  if (element.parentElement?.closest('pb-sticky')) return true;
  for (const module of modules) if (module.host === element || module.host.contains(element)) return true;
  return false;
}

/** Updates a module's settings and decides again in the next frame. */
export function updateSticky(module: StickyModule, options: StickyOptions): void {
  module.configure(options);
  requestFrame();
}
