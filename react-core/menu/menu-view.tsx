/**
 * The menu view: enhances the author's `<nav><ul>` menu (light DOM) with the WAI-ARIA disclosure
 * navigation pattern. Each parent item gets a toggle `<button>` next to its link (the link stays
 * a link); hovering opens a submenu and leaving closes it after 200 ms; submenus that would pass
 * the viewport's edge open the other way; right to left everything mirrors (submenus open
 * towards the left, Left and Right swap); mega menus show columns. At and below the mobile
 * breakpoint the list collapses behind the menu bar (shadow root), which slides it open in
 * 500 ms; submenus there slide open in 700 ms. Only one menu of the page is open at a time.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener, useRightToLeft } from '../element/hooks';
import { lightStyles } from '../element/light-styles';
import { measure, mutate, onResize } from '../runtime/frame-loop';
import { formatMessage } from '../runtime/messages';
import { indexAfterMove, inlineEndKey, listMoveForKey } from '../runtime/list-keys';
import { claimOpenMenu } from '../runtime/open-menu';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { warnOnce } from '../runtime/warn';
import type { menuAttributes } from './menu-attributes';
import {
  DROPDOWN_RESIZE_DEBOUNCE_MS,
  HOVER_CLOSE_DELAY_MS,
  INITIAL_MENU_STATE,
  MOBILE_BREAKPOINT_TABLET,
  MOBILE_MENU_SLIDE_MS,
  SUBMENU_SLIDE_MS,
  innermostOpen,
  megaParentClasses,
  menuReducer,
  mobileQuery,
  parseBreakpoint,
  shouldFlip,
  submenuFarEdge,
  type MenuAction,
  type MenuState,
} from './menu-state';
import { menuLightStyles } from './menu-styles';
import { readMenu, type MenuItem, type MenuStructure } from './menu-structure';

export const TAG = 'pb-menu';

/** Marks the nodes and attributes the element adds to the author's light DOM. */
export const GENERATED_ATTRIBUTE = 'data-pb-generated';
export const OPEN_ATTRIBUTE = 'data-pb-open';
export const FLIP_ATTRIBUTE = 'data-pb-flip';
export const SLIDING_ATTRIBUTE = 'data-pb-sliding';
/** On the host while the menu is collapsed behind its menu bar. */
export const MOBILE_ATTRIBUTE = 'data-mobile';
/** On the host while it is laid out right to left (the default look mirrors its carets). */
export const RTL_ATTRIBUTE = 'data-rtl';

export interface MenuToggleDetail {
  open: boolean;
  /** `mobile`: the menu bar opened or closed the mobile menu; `submenu`: a submenu opened or closed. */
  kind: 'mobile' | 'submenu';
  /** The parent item (`<li>`) of the submenu; null for the mobile menu. */
  item: HTMLLIElement | null;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-menu-toggle': CustomEvent<MenuToggleDetail>;
  }
}

let instanceCount = 0;

/** The default look goes once into each document or shadow root that holds a menu. */
const addLightStyles = lightStyles(menuLightStyles);

/** Re-reads the menu when the author's list changes, ignoring the element's own toggle buttons. */
function useMenuStructure(host: HTMLElement): MenuStructure {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const isOwn = (node: Node): boolean => node instanceof Element && node.hasAttribute(GENERATED_ATTRIBUTE);
    const observer = new MutationObserver((records) => {
      const changed = records.some((record) => ![...record.addedNodes, ...record.removedNodes].every(isOwn));
      if (changed) setVersion((current) => current + 1);
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);
  return useMemo(() => {
    const structure = readMenu(host);
    if (!structure.list) warnOnce(TAG, 'found no <ul> menu inside; the content is left as it is.');
    return structure;
  }, [host, version]);
}

function subscribeQuery(query: string | null) {
  return (listener: () => void): (() => void) => {
    if (!query) return () => undefined;
    const list = matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

/** True while the viewport is at or below the mobile breakpoint. */
function useMobile(query: string | null): boolean {
  const subscribe = useMemo(() => subscribeQuery(query), [query]);
  return useSyncExternalStore(subscribe, () => (query ? matchMedia(query).matches : false));
}

/** Slides a box's height from `from` to `to` px; resolves when done (at once for 0 ms). */
function slideHeight(element: HTMLElement, from: number, to: number, duration: number): Animation | undefined {
  if (duration <= 0 || from === to) return undefined;
  return element.animate(
    { height: [`${from}px`, `${to}px`], overflow: ['hidden', 'hidden'] },
    { duration, easing: 'ease-in-out' },
  );
}

function itemIndexOf(items: readonly MenuItem[], target: EventTarget | null): number {
  if (!(target instanceof Node)) return -1;
  // The deepest parent item that holds the target.
  let found = -1;
  let depth = -1;
  items.forEach((item, index) => {
    if (item.li.contains(target) && item.level > depth) {
      found = index;
      depth = item.level;
    }
  });
  return found;
}

/** The focusable element that stands for a list item: its link, else its first focusable child. */
function itemFocusTarget(li: Element): HTMLElement | null {
  for (const child of li.children) {
    if (child instanceof HTMLElement && child.matches('a[href],button,[tabindex]')) return child;
  }
  return null;
}

/** Focuses the first item of a submenu (for a mega menu: the first column's title). */
function focusFirstItem(item: MenuItem): void {
  for (const child of item.submenu.children) {
    const target = itemFocusTarget(child);
    if (target) {
      target.focus();
      return;
    }
  }
}

function readBreakpoint(raw: string): number {
  try {
    return parseBreakpoint(raw);
  } catch (error) {
    warnOnce(TAG, `attribute "breakpoint": ${(error as Error).message}; using the default.`);
    return MOBILE_BREAKPOINT_TABLET;
  }
}

export function MenuView({ host, attributes }: ElementViewProps<typeof menuAttributes>) {
  const structure = useMenuStructure(host);
  const { items, list, nav } = structure;
  const vertical = attributes.orientation === 'vertical';
  const breakpoint = readBreakpoint(attributes.breakpoint);
  const mobile = useMobile(mobileQuery(breakpoint));
  const rightToLeft = useRightToLeft(host);
  const baseId = useMemo(() => host.id || `${TAG}-${++instanceCount}`, [host]);
  const panelRef = useRef<HTMLDivElement>(null);
  const barButtonRef = useRef<HTMLButtonElement>(null);
  const buttons = useRef<HTMLButtonElement[]>([]);
  /** The open submenus as last applied to the author's items. */
  const shown = useRef<readonly number[]>([]);
  /** A submenu opened from the keyboard (arrow key) whose first item takes the focus once shown. */
  const focusFirstIn = useRef(-1);
  /** Submenus the pointer opened by hovering: a click on their toggle keeps them open. */
  const hoverOpened = useRef(new Set<number>());

  const [state, setState] = useState<MenuState>(INITIAL_MENU_STATE);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const dispatch = useCallback((action: MenuAction) => setState((current) => menuReducer(itemsRef.current, current, action)), []);

  useLayoutEffect(() => addLightStyles(host), [host]);

  // Mobile or not: a state attribute on the host (the default look keys on it), set before paint.
  useLayoutEffect(() => {
    host.toggleAttribute(MOBILE_ATTRIBUTE, mobile);
    dispatch({ type: 'close-all' });
    dispatch({ type: 'mobile', open: false });
  }, [host, mobile, dispatch]);
  useEffect(() => () => host.removeAttribute(MOBILE_ATTRIBUTE), [host]);

  useLayoutEffect(() => {
    host.toggleAttribute(RTL_ATTRIBUTE, rightToLeft);
    return () => host.removeAttribute(RTL_ATTRIBUTE);
  }, [host, rightToLeft]);

  useEffect(() => dispatch({ type: 'count', count: items.length }), [items.length, dispatch]);

  // The author's <nav> takes the label when it has none of its own.
  useLayoutEffect(() => {
    if (!nav || !attributes.label || nav.hasAttribute('aria-label') || nav.hasAttribute('aria-labelledby')) return;
    nav.setAttribute('aria-label', attributes.label);
    return () => nav.removeAttribute('aria-label');
  }, [nav, attributes.label]);

  // Toggle buttons next to the parent links, ids for aria-controls, mega menu parent classes.
  useLayoutEffect(() => {
    const template = getPageConfig().messages.submenuToggle;
    const addedIds: HTMLElement[] = [];
    const addedClasses: Array<[HTMLElement, string[]]> = [];
    buttons.current = items.map((item, index) => {
      if (!item.submenu.id) {
        item.submenu.id = `${baseId}-submenu-${index}`;
        addedIds.push(item.submenu);
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute(GENERATED_ATTRIBUTE, '');
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', item.submenu.id);
      button.setAttribute('aria-label', formatMessage(template, { label: item.label }));
      if (item.link) item.link.after(button);
      else item.li.prepend(button);
      if (item.mega) {
        const classes = megaParentClasses(item.columns).filter((name) => !item.li.classList.contains(name));
        item.li.classList.add(...classes);
        addedClasses.push([item.li, classes]);
      }
      return button;
    });
    return () => {
      for (const button of buttons.current) button.remove();
      buttons.current = [];
      // The open state is applied again to the new buttons and items.
      shown.current = [];
      for (const element of addedIds) element.removeAttribute('id');
      for (const [element, classes] of addedClasses) element.classList.remove(...classes);
      for (const item of items) {
        item.li.removeAttribute(OPEN_ATTRIBUTE);
        item.li.removeAttribute(FLIP_ATTRIBUTE);
        item.li.removeAttribute(SLIDING_ATTRIBUTE);
      }
    };
  }, [items, baseId]);

  // Submenus that would pass the viewport's edge open the other way (to the left, or to the right
  // right to left): all reads, then all writes.
  const placeSubmenus = useCallback((open: readonly number[]): Array<() => void> => {
    if (host.hasAttribute(MOBILE_ATTRIBUTE)) return [];
    const viewportWidth = document.documentElement.clientWidth;
    const all = itemsRef.current;
    const flips = new Map<number, boolean>();
    // Parents come before the submenus nested in them, and a submenu inside one that opened
    // to the left opens to the left too.
    return [...open].sort((a, b) => (all[a]?.level ?? 0) - (all[b]?.level ?? 0)).flatMap((index) => {
      const item = all[index];
      // A full-width mega menu (horizontal menus, 4 columns or more) never moves.
      if (!item || (item.mega && !vertical && !item.li.classList.contains('mega-menu-parent'))) return [];
      const box = item.li.getBoundingClientRect();
      const width = item.submenu.offsetWidth;
      const nested = item.level > 0 || vertical;
      const parentFlipped = flips.get(item.parent) ?? all[item.parent]?.li.hasAttribute(FLIP_ATTRIBUTE) ?? false;
      const flip = (item.level > 0 && parentFlipped) || shouldFlip(submenuFarEdge(box, width, nested, rightToLeft), viewportWidth, rightToLeft);
      flips.set(index, flip);
      return [() => item.li.toggleAttribute(FLIP_ATTRIBUTE, flip)];
    });
  }, [host, vertical, rightToLeft]);

  // The open state on the author's items, before paint; submenus slide in the mobile menu.
  const slides = useRef(new Map<number, Animation>());
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = state.open;
    const duration = mobile ? motionDuration(SUBMENU_SLIDE_MS) : 0;
    items.forEach((item, index) => {
      const open = state.open.includes(index);
      const wasOpen = previous.includes(index);
      buttons.current[index]?.setAttribute('aria-expanded', String(open));
      if (open === wasOpen) return;
      slides.current.get(index)?.cancel();
      slides.current.delete(index);
      if (open) {
        item.li.setAttribute(OPEN_ATTRIBUTE, '');
        const animation = slideHeight(item.submenu, 0, item.submenu.scrollHeight, duration);
        if (animation) slides.current.set(index, animation);
      } else {
        const from = duration > 0 ? item.submenu.getBoundingClientRect().height : 0;
        item.li.removeAttribute(OPEN_ATTRIBUTE);
        item.li.removeAttribute(FLIP_ATTRIBUTE);
        const animation = from > 0 ? slideHeight(item.submenu, from, 0, duration) : undefined;
        if (!animation) return;
        item.li.setAttribute(SLIDING_ATTRIBUTE, '');
        slides.current.set(index, animation);
        const settle = (): void => {
          item.li.removeAttribute(SLIDING_ATTRIBUTE);
          if (slides.current.get(index) === animation) slides.current.delete(index);
        };
        animation.addEventListener('finish', settle);
        animation.addEventListener('cancel', settle);
      }
    });
    const opened = state.open.filter((index) => !previous.includes(index));
    for (const write of placeSubmenus(opened)) write();
    for (const index of hoverOpened.current) if (!state.open.includes(index)) hoverOpened.current.delete(index);
    const focusIndex = focusFirstIn.current;
    focusFirstIn.current = -1;
    if (focusIndex !== -1 && state.open.includes(focusIndex) && items[focusIndex]) focusFirstItem(items[focusIndex]);
  }, [items, state.open, mobile, placeSubmenus]);

  // Open submenus are placed again once a resize settles (200 ms), in the shared frame loop.
  useEffect(
    () =>
      onResize(() => {
        let writes: Array<() => void> = [];
        measure(() => {
          writes = placeSubmenus(shown.current);
        });
        mutate(() => writes.forEach((write) => write()));
      }, DROPDOWN_RESIZE_DEBOUNCE_MS),
    [placeSubmenus],
  );

  // The mobile menu panel: hidden while closed, sliding 500 ms when the menu bar toggles it.
  const panelSlide = useRef<Animation | undefined>(undefined);
  const panelShown = useRef<{ open: boolean; mobile: boolean } | undefined>(undefined);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const open = !mobile || state.mobileOpen;
    const last = panelShown.current;
    panelShown.current = { open, mobile };
    if (last && last.open === open && last.mobile === mobile) return;
    panelSlide.current?.cancel();
    panelSlide.current = undefined;
    panel.hidden = false;
    const duration = mobile && last?.mobile ? motionDuration(MOBILE_MENU_SLIDE_MS) : 0;
    const full = duration > 0 ? panel.getBoundingClientRect().height : 0;
    const animation = slideHeight(panel, open ? 0 : full, open ? full : 0, duration);
    if (!animation) {
      panel.hidden = !open;
      return;
    }
    panelSlide.current = animation;
    animation.addEventListener('finish', () => {
      if (panelSlide.current !== animation) return;
      panelSlide.current = undefined;
      panel.hidden = !open;
    });
  }, [mobile, state.mobileOpen]);

  // Opening the mobile menu closes any other open menu of the page (header search, overlays …),
  // from the commit that opens it, as the search and the overlays claim it.
  useLayoutEffect(() => {
    if (!state.mobileOpen) return;
    const release = claimOpenMenu(() => dispatch({ type: 'mobile', open: false }));
    return release;
  }, [state.mobileOpen, dispatch]);

  // pb-menu-toggle for every submenu and mobile menu change.
  const reported = useRef<MenuState>(INITIAL_MENU_STATE);
  useEffect(() => {
    const previous = reported.current;
    reported.current = state;
    if (previous.mobileOpen !== state.mobileOpen) emit(host, 'pb-menu-toggle', { open: state.mobileOpen, kind: 'mobile', item: null });
    for (const index of new Set([...previous.open, ...state.open])) {
      const open = state.open.includes(index);
      const item = items[index];
      if (item && open !== previous.open.includes(index)) emit(host, 'pb-menu-toggle', { open, kind: 'submenu', item: item.li });
    }
  }, [host, items, state]);

  useEffect(
    () => () => {
      for (const animation of slides.current.values()) animation.cancel();
      panelSlide.current?.cancel();
    },
    [],
  );

  // Hover: open at once, close 200 ms after the pointer leaves (re-entering in time keeps it open).
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = (): void => clearTimeout(closeTimer.current);
  const closeLater = (action: MenuAction): void => {
    cancelClose();
    closeTimer.current = setTimeout(() => dispatch(action), HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEventListener(host, 'pointerover', (event) => {
    if (mobile || event.pointerType !== 'mouse') return;
    const index = itemIndexOf(items, event.target);
    if (index === -1) {
      if (state.open.length > 0) closeLater({ type: 'close-all' });
      return;
    }
    cancelClose();
    if (!state.open.includes(index)) hoverOpened.current.add(index);
    dispatch({ type: 'open', index, exclusive: true });
  }, TAG);

  useEventListener(host, 'pointerout', (event) => {
    if (mobile || event.pointerType !== 'mouse') return;
    const related = event.relatedTarget;
    if (related instanceof Node && host.contains(related)) return;
    if (state.open.length > 0) closeLater({ type: 'close-all' });
  }, TAG);

  // Toggle buttons; a link chosen in the menu closes it (in-page anchors stay on the page).
  useEventListener(host, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(`[${GENERATED_ATTRIBUTE}]`);
    const index = button ? buttons.current.indexOf(button as HTMLButtonElement) : -1;
    if (index !== -1) {
      cancelClose();
      // A click on a submenu the pointer just opened by hovering keeps it open (a second one closes it).
      if (event.detail > 0 && hoverOpened.current.delete(index) && state.open.includes(index)) return;
      hoverOpened.current.delete(index);
      dispatch({ type: 'toggle', index, exclusive: !mobile });
      return;
    }
    if (target?.closest('a[href]') && host.contains(target)) {
      cancelClose();
      dispatch({ type: 'close-all' });
      if (state.mobileOpen) dispatch({ type: 'mobile', open: false });
    }
  }, TAG);

  // Focus inside a submenu keeps it (and the ones around it) open; focus leaving the menu closes it.
  useEventListener(host, 'focusin', (event) => {
    const index = itemIndexOf(items, event.target);
    if (index === -1) return;
    const item = items[index]!;
    if (item.submenu.contains(event.target as Node)) dispatch({ type: 'open', index, exclusive: !mobile });
  }, TAG);

  useEventListener(host, 'focusout', (event) => {
    const related = event.relatedTarget;
    if (!(related instanceof Node) || host.contains(related)) return;
    dispatch({ type: 'close-all' });
    if (state.mobileOpen) dispatch({ type: 'mobile', open: false });
  }, TAG);

  // A press outside the menu closes what is open.
  const anythingOpen = state.open.length > 0 || state.mobileOpen;
  useEventListener(anythingOpen ? document : null, 'pointerdown', (event) => {
    if (event.composedPath().includes(host)) return;
    dispatch({ type: 'close-all' });
    dispatch({ type: 'mobile', open: false });
  }, TAG);

  useEventListener(host, 'keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target;
    if (event.key === 'Escape') {
      const index = itemIndexOf(items, target);
      const open = index === -1 ? -1 : innermostOpen(items, state.open, index);
      if (open !== -1) {
        event.preventDefault();
        dispatch({ type: 'close', index: open });
        buttons.current[open]?.focus();
      } else if (state.mobileOpen) {
        event.preventDefault();
        dispatch({ type: 'mobile', open: false });
        barButtonRef.current?.focus();
      }
      return;
    }
    if (!(target instanceof HTMLElement) || !list?.contains(target)) return;
    handleArrow(event, target);
  }, TAG);

  /** Arrow keys (extras of the pattern): between top-level items, into and within a submenu. */
  const handleArrow = (event: KeyboardEvent, target: HTMLElement): void => {
    const li = target.closest('li');
    const ul = li?.parentElement;
    if (!li || !ul || !list) return;
    const topLevel = ul === list;
    const stacked = !topLevel || vertical || mobile;
    const index = itemIndexOf(items, target);
    const item = index === -1 ? undefined : items[index];
    const onParent = item !== undefined && item.li === li && !item.submenu.contains(target);
    // A stacked submenu opens aside, towards the inline end: Right enters it, Left right to left.
    const enterKey = stacked ? inlineEndKey(rightToLeft) : 'ArrowDown';
    if (onParent && event.key === enterKey) {
      event.preventDefault();
      focusFirstIn.current = index;
      if (state.open.includes(index)) focusFirstItem(item);
      else dispatch({ type: 'open', index, exclusive: !mobile });
      return;
    }
    const move = listMoveForKey(event.key, stacked ? 'vertical' : 'horizontal', rightToLeft);
    if (!move) return;
    const siblings = [...ul.children].filter((child) => itemFocusTarget(child) !== null);
    const current = siblings.indexOf(li);
    if (current === -1) return;
    event.preventDefault();
    const next = siblings[indexAfterMove(move, current, siblings.length)];
    if (next) itemFocusTarget(next)?.focus();
  };

  const toggleMobile = (): void => dispatch({ type: 'mobile', open: !state.mobileOpen });
  const panelId = `${baseId}-panel`;
  const Landmark = nav ? 'div' : 'nav';

  return (
    <Landmark part="menu" aria-label={nav ? undefined : attributes.label || undefined}>
      {mobile && (
        <div part="bar">
          <button
            ref={barButtonRef}
            type="button"
            part="toggle"
            aria-expanded={state.mobileOpen}
            aria-controls={panelId}
            onClick={toggleMobile}
          >
            <span part="icon" aria-hidden="true" />
            <span part="toggle-text">{getPageConfig().messages.mobileMenuToggle}</span>
          </button>
        </div>
      )}
      <div part="list" id={panelId} ref={panelRef}>
        <slot />
      </div>
    </Landmark>
  );
}
