/**
 * The header view (SPEC.md §4 "Header": normal, or fixed when scrolled). It lays out the author's
 * logo and menu in a bar, renders the menu search and the slide-in/fullscreen menu parts (the
 * latter a chunk of their own, loaded before the first render of a header that uses them), and
 * runs the fixed state in the shared frame loop: the host's place is read in `read`, the state is
 * written in `write` (no layout is read outside `read`). While fixed the bar is `position: fixed`
 * below the admin bar and the host keeps its height, so nothing below moves; the bar's bottom edge
 * is reported with `registerFixedHeader` for anchor scrolling and the dot navigation.
 */
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { readAttributes, setByAuthor } from '../element/attributes';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { lazyPart } from '../element/lazy-part';
import { onResize, requestFrame, subscribeFrame, measure, mutate } from '../runtime/frame-loop';
import { getPageConfig } from '../runtime/page-config';
import { currentAdminBarOffset, registerFixedHeader, subscribePageOffsets } from '../runtime/page-offsets';
import { getScreenMode, type ScreenMode } from '../runtime/screen-mode';
import { headerAttributes } from './header-attributes';
import {
  FIXED_HEADER_RESIZE_DEBOUNCE_MS,
  fixedAllowed,
  fixedBottom,
  fixedNavOptions,
  shouldBeFixed,
  shouldShrink,
  splitOrder,
  type FixedBreakpoint,
  type HeaderVariant,
} from './header-state';
import { MenuSearch } from './menu-search';

export const TAG = 'pb-header';
/** Set on the host while the header is fixed. */
export const FIXED_ATTRIBUTE = 'data-fixed';
/** Set on the host while the fixed header is shrunk (`shrink`, 980 px or more). */
export const SHRUNK_ATTRIBUTE = 'data-shrunk';

export interface HeaderFixedDetail {
  fixed: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** The header became fixed (`fixed: true`) or went back to its place in the page (`false`). */
    'pb-header-fixed': CustomEvent<HeaderFixedDetail>;
  }
}

/** The slide-in and fullscreen menus: only headers of those variants load them. */
const overlayMenu = lazyPart(() => import('./overlay-menu').then((module) => module.OverlayMenu));

function overlayKindOf(variant: HeaderVariant): 'slide-in' | 'fullscreen' | null {
  return variant === 'slide-in' || variant === 'fullscreen' ? variant : null;
}

/** The element's `prepare`: a slide-in or fullscreen header renders its menu button from the first render. */
export function prepareHeader(host: HTMLElement): Promise<unknown> | null {
  return overlayKindOf(readAttributes(host, TAG, headerAttributes, getScreenMode()).variant) ? overlayMenu.prepare() : null;
}

function setProperty(host: HTMLElement, name: string, value: string): void {
  if (host.style.getPropertyValue(name) !== value) host.style.setProperty(name, value);
}

/** Writes `--pb-header-top` (what the admin bar covers) now and whenever it may change. */
function useHeaderTop(host: HTMLElement): void {
  useLayoutEffect(() => {
    let top = 0;
    const update = (): void => {
      measure(() => {
        top = currentAdminBarOffset();
      });
      mutate(() => setProperty(host, '--pb-header-top', `${top}px`));
    };
    update();
    const stop = subscribePageOffsets(update);
    return () => {
      stop();
      host.style.removeProperty('--pb-header-top');
    };
  }, [host]);
}

interface FixedOptions {
  enabled: boolean;
  breakpoint: FixedBreakpoint;
  shrink: boolean;
}

/** The fixed state, driven by the shared frame loop. */
function useFixedHeader(host: HTMLElement, bar: RefObject<HTMLDivElement | null>, options: FixedOptions): void {
  const { enabled, breakpoint, shrink } = options;
  useLayoutEffect(() => {
    if (!enabled) return;
    const report = registerFixedHeader();
    // The width rule, re-evaluated only once the window has stopped resizing for 300 ms.
    let width = window.innerWidth;
    let allowed = fixedAllowed(width, breakpoint);
    let fixed = false;
    let shrunk = false;
    // Read in `read`, applied in `write`.
    let nextFixed = false;
    let line = 0;
    let hostHeight = 0;
    let hostLeft = 0;
    let hostWidth = 0;
    let barHeight = 0;

    // After a resize the fixed header's natural height may differ (the menu wraps differently).
    let remeasure = false;
    const stopResize = onResize(() => {
      width = window.innerWidth;
      allowed = fixedAllowed(width, breakpoint);
      remeasure = true;
      requestFrame();
    }, FIXED_HEADER_RESIZE_DEBOUNCE_MS);
    const stopOffsets = subscribePageOffsets(requestFrame);
    const stopFrame = subscribeFrame({
      read() {
        const rect = host.getBoundingClientRect();
        line = currentAdminBarOffset();
        nextFixed = shouldBeFixed({ enabled: true, allowed, headerTop: rect.top, line });
        hostLeft = rect.left;
        hostWidth = rect.width;
        barHeight = bar.current ? bar.current.getBoundingClientRect().height : 0;
        if (!fixed) hostHeight = rect.height;
        else if (remeasure && !shrunk) {
          // The fixed bar has the host's padding, so the natural height is the bar's plus the host's borders.
          const style = getComputedStyle(host);
          hostHeight = barHeight + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
        }
        remeasure = false;
      },
      write() {
        setProperty(host, '--pb-header-left', `${hostLeft}px`);
        setProperty(host, '--pb-header-width', `${hostWidth}px`);
        const nextShrunk = shouldShrink(nextFixed, shrink, width);
        const changed = nextFixed !== fixed || nextShrunk !== shrunk;
        if (nextFixed) setProperty(host, '--pb-header-height', `${hostHeight}px`);
        if (nextFixed !== fixed) host.toggleAttribute(FIXED_ATTRIBUTE, nextFixed);
        if (nextShrunk !== shrunk) host.toggleAttribute(SHRUNK_ATTRIBUTE, nextShrunk);
        const wasFixed = fixed;
        fixed = nextFixed;
        shrunk = nextShrunk;
        // On a change the bar's new height is measured in the next frame, which reports it again.
        report(fixedBottom(fixed, line, changed ? (nextShrunk ? barHeight : hostHeight) : barHeight));
        if (changed) requestFrame();
        if (wasFixed !== fixed) emit(host, 'pb-header-fixed', { fixed });
      },
    });
    return () => {
      stopFrame();
      stopOffsets();
      stopResize();
      report();
      host.removeAttribute(FIXED_ATTRIBUTE);
      host.removeAttribute(SHRUNK_ATTRIBUTE);
      for (const name of ['--pb-header-height', '--pb-header-left', '--pb-header-width']) host.style.removeProperty(name);
      if (fixed) emit(host, 'pb-header-fixed', { fixed: false });
    };
  }, [host, bar, enabled, breakpoint, shrink]);
}

/**
 * The author's main menu list: the `<ul>` of the first `<nav>` (directly in the header or inside
 * `<pb-menu>`), or of a `<pb-menu>` that holds its list directly; never one in a named slot.
 */
export function mainMenuList(host: HTMLElement): HTMLElement | null {
  return host.querySelector<HTMLElement>(
    ':scope > nav:not([slot]) > :is(ul,ol), :scope > :not([slot]) nav:not([slot]) > :is(ul,ol), :scope > pb-menu > :is(ul,ol)',
  );
}

/**
 * Split logo at desktop widths: the menu is flattened into the bar (`display: contents` on the
 * nav, its list and any wrapper between the header and the nav, e.g. `<pb-menu>`) and the
 * top-level items are ordered around the logo: ceil(n / 2) before it, the rest after it. Inline
 * styles (they win over any menu style), removed again below desktop and on teardown.
 */
function useSplitLayout(host: HTMLElement, active: boolean, childrenVersion: number): void {
  useLayoutEffect(() => {
    if (!active) return;
    const list = mainMenuList(host);
    if (!list) return;
    const flattened: HTMLElement[] = [];
    for (let element: HTMLElement | null = list; element && element !== host; element = element.parentElement) {
      flattened.push(element);
    }
    const items = [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    for (const element of flattened) element.style.setProperty('display', 'contents');
    items.forEach((item, index) => item.style.setProperty('order', String(splitOrder(index, items.length))));
    return () => {
      for (const element of flattened) element.style.removeProperty('display');
      for (const item of items) item.style.removeProperty('order');
      for (const element of [...flattened, ...items]) if (element.getAttribute('style') === '') element.removeAttribute('style');
    };
  }, [host, active, childrenVersion]);
}

function isDesktop(mode: ScreenMode): boolean {
  return mode === 'desktop';
}

export function HeaderView({ host, attributes, screenMode }: ElementViewProps<typeof headerAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const bar = useRef<HTMLDivElement>(null);
  const { variant } = attributes;
  const hasSearch = useMemo(() => Boolean(host.querySelector(':scope > [slot="search"]')), [host, childrenVersion]);
  const overlayKind = overlayKindOf(variant);
  const OverlayMenu = overlayMenu.useLoaded(overlayKind !== null, TAG);
  // The vertical header is a fixed column at desktop widths already; it is never "fixed" there.
  const verticalColumn = variant === 'vertical' && isDesktop(screenMode);

  useHeaderTop(host);
  const fixedNav = fixedNavOptions(getPageConfig().theme, {
    breakpoint: setByAuthor(host, 'fixed-breakpoint') ? attributes.fixedBreakpoint : undefined,
    shrink: setByAuthor(host, 'shrink') ? attributes.shrink : undefined,
  });
  useFixedHeader(host, bar, { enabled: attributes.fixed && !verticalColumn, ...fixedNav });
  useSplitLayout(host, variant === 'split' && isDesktop(screenMode), childrenVersion);

  return (
    <div ref={bar} part="bar">
      <div className="row">
        <slot name="logo" />
        <div className="menu" part="menu">
          <slot />
        </div>
        <div className="actions">
          {hasSearch && <MenuSearch host={host} />}
          {overlayKind && OverlayMenu && <OverlayMenu host={host} kind={overlayKind} />}
        </div>
      </div>
    </div>
  );
}
