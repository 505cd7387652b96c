/**
 * What the menu does once the visitor acts (menu-view.tsx renders it; a chunk of its own): the
 * open state of the submenus and of the mobile menu, applied to the author's items (submenus slide
 * in the mobile menu and open the other way near the viewport's edge), hover with its 200 ms
 * close delay, the toggle buttons, focus, Escape and the arrow keys, a press outside, the one open
 * menu of the page and `pb-menu-toggle`. An open bar (wide screens) loads it before its first
 * render; a collapsed menu with the visitor's first touch of it. It renders nothing.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type MutableRefObject, type RefObject } from 'react';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import { measure, mutate, onResize } from '../runtime/frame-loop';
import { indexAfterMove, inlineEndKey, listMoveForKey } from '../runtime/list-keys';
import { claimOpenMenu } from '../runtime/open-menu';
import { motionDuration } from '../runtime/reduced-motion';
import { innermostOpen, menuReducer, shouldFlip, submenuFarEdge, type MenuAction } from './menu-open-state';
import { DROPDOWN_RESIZE_DEBOUNCE_MS, HOVER_CLOSE_DELAY_MS, INITIAL_MENU_STATE, SUBMENU_SLIDE_MS, type MenuState } from './menu-state';
import type { MenuItem } from './menu-structure';
import { FLIP_ATTRIBUTE, GENERATED_ATTRIBUTE, MOBILE_ATTRIBUTE, OPEN_ATTRIBUTE, SLIDING_ATTRIBUTE, TAG, slideHeight } from './menu-markers';

export interface MenuInteractionProps {
  host: HTMLElement;
  items: MenuItem[];
  list: HTMLUListElement | null;
  mobile: boolean;
  vertical: boolean;
  rightToLeft: boolean;
  state: MenuState;
  setState: (update: (current: MenuState) => MenuState) => void;
  /** The toggle buttons the view added, by item index. */
  buttons: RefObject<HTMLButtonElement[]>;
  /** The open submenus as last applied to the author's items (the view forgets them with its buttons). */
  shown: MutableRefObject<readonly number[]>;
  barButton: RefObject<HTMLButtonElement | null>;
  /** The menu bar's button: set here, called by the view. */
  toggleMobile: MutableRefObject<(() => void) | undefined>;
  /** The menu bar was pressed before this arrived: toggled at once. */
  pendingToggle: MutableRefObject<boolean>;
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

export function MenuInteraction(props: MenuInteractionProps): null {
  const { host, items, list, mobile, vertical, rightToLeft, state, setState, buttons, shown, barButton } = props;
  /** A submenu opened from the keyboard (arrow key) whose first item takes the focus once shown. */
  const focusFirstIn = useRef(-1);
  /** Submenus the pointer opened by hovering: a click on their toggle keeps them open. */
  const hoverOpened = useRef(new Set<number>());
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const dispatch = useCallback((action: MenuAction) => setState((current) => menuReducer(itemsRef.current, current, action)), [setState]);

  const stateRef = useRef(state);
  stateRef.current = state;
  const { toggleMobile, pendingToggle } = props;
  useLayoutEffect(() => {
    toggleMobile.current = () => dispatch({ type: 'mobile', open: !stateRef.current.mobileOpen });
    if (pendingToggle.current) {
      pendingToggle.current = false;
      toggleMobile.current();
    }
    return () => {
      toggleMobile.current = undefined;
    };
  }, [dispatch, toggleMobile, pendingToggle]);

  // A change between the mobile menu and the open bar closes everything.
  const lastMobile = useRef(mobile);
  useLayoutEffect(() => {
    if (lastMobile.current === mobile) return;
    lastMobile.current = mobile;
    dispatch({ type: 'close-all' });
    dispatch({ type: 'mobile', open: false });
  }, [mobile, dispatch]);

  // Before paint, as in tabs and the slider: no frame shows a submenu open that no longer exists.
  useLayoutEffect(() => dispatch({ type: 'count', count: items.length }), [items.length, dispatch]);

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
      buttons.current?.[index]?.setAttribute('aria-expanded', String(open));
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
    const index = button ? (buttons.current ?? []).indexOf(button as HTMLButtonElement) : -1;
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
        buttons.current?.[open]?.focus();
      } else if (state.mobileOpen) {
        event.preventDefault();
        dispatch({ type: 'mobile', open: false });
        barButton.current?.focus();
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

  return null;
}
