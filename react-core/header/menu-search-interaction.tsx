/**
 * What the menu search does once the visitor acts (menu-search.tsx renders it; a chunk of its
 * own, fetched when the visitor first points at, touches or focuses the search button): opening
 * and closing with the 1000 ms guard, `data-search-open` on the host, the one open menu of the
 * page, the fade and slide, the focus moves, Escape and `pb-search-toggle`. It renders nothing.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type MutableRefObject, type RefObject } from 'react';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener } from '../element/hooks';
import { claimOpenMenu } from '../runtime/open-menu';
import { motionDuration } from '../runtime/reduced-motion';
import { MENU_SEARCH_FADE_MS, menuSearchReducer, type MenuSearchAction } from './menu-search-open-state';
import type { MenuSearchState } from './menu-search-state';

const TAG = 'pb-header';
/** The host attribute that is set while the search is open. */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';

export interface SearchToggleDetail {
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-search-toggle': CustomEvent<SearchToggleDetail>;
  }
}

/** A press of the search button or of the close button, at `now` (`performance.now()`). */
export interface MenuSearchPress {
  button: 'toggle' | 'close';
  now: number;
}

export interface MenuSearchInteractionProps {
  host: HTMLElement;
  state: MenuSearchState;
  setState: (update: (current: MenuSearchState) => MenuSearchState) => void;
  shown: boolean;
  setShown: (shown: boolean) => void;
  toggle: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLDivElement | null>;
  measurePadding: () => void;
  /** Set here, called by the view's buttons. */
  press: MutableRefObject<((press: MenuSearchPress) => void) | undefined>;
  /** Presses made before this arrived: applied at once, in order, each at its own time (the guard counts). */
  pendingPresses: MutableRefObject<MenuSearchPress[]>;
}

/** The field that gets the focus when the search opens. */
function searchField(host: HTMLElement): HTMLElement | null {
  const form = host.querySelector<HTMLElement>(':scope > [slot="search"]');
  return form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button') ?? null;
}

export function MenuSearchInteraction(props: MenuSearchInteractionProps): null {
  const { host, state, setState, shown, setShown, toggle, panel, measurePadding, press, pendingPresses } = props;
  /** The state as of the last action, ahead of the render: presses replayed together see each other. */
  const latest = useRef(state);
  latest.current = state;
  const dispatch = useCallback(
    (action: MenuSearchAction) => {
      const next = menuSearchReducer(latest.current, action);
      if (next === latest.current) return;
      latest.current = next;
      setState(() => next);
    },
    [setState],
  );
  const animation = useRef<Animation | undefined>(undefined);
  /** Where the focus goes when the search closes: back to the toggle, or left alone. */
  const returnFocus = useRef(false);
  const release = useRef<(() => void) | undefined>(undefined);

  const close = useCallback((now: number): void => {
    returnFocus.current = true;
    dispatch({ type: 'close', now });
  }, [dispatch]);

  useLayoutEffect(() => {
    const apply = ({ button, now }: MenuSearchPress): void => {
      if (button === 'close') return close(now);
      if (latest.current.open) returnFocus.current = false;
      dispatch({ type: 'toggle', now });
    };
    press.current = apply;
    pendingPresses.current.splice(0).forEach(apply);
    return () => {
      press.current = undefined;
    };
  }, [press, pendingPresses, dispatch, close]);

  // Another menu claimed the slot: close at once, without the guard, and leave the focus alone.
  const closeForOtherMenu = useCallback(() => {
    release.current = undefined;
    returnFocus.current = false;
    dispatch({ type: 'close', now: performance.now(), force: true });
  }, [dispatch]);

  useLayoutEffect(() => {
    if (state.open) {
      host.setAttribute(SEARCH_OPEN_ATTRIBUTE, '');
      release.current ??= claimOpenMenu(closeForOtherMenu);
      measurePadding();
    } else {
      host.removeAttribute(SEARCH_OPEN_ATTRIBUTE);
      release.current?.();
      release.current = undefined;
    }
  }, [host, state.open, closeForOtherMenu, measurePadding]);

  // The fade/slide, and the focus moves.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !shown) return;
    animation.current?.cancel();
    const duration = motionDuration(MENU_SEARCH_FADE_MS);
    const frames: Keyframe[] = [
      { opacity: 0, transform: 'translateY(-0.5rem)' },
      { opacity: 1, transform: 'none' },
    ];
    if (state.open) {
      searchField(host)?.focus({ preventScroll: true });
      if (duration > 0) animation.current = element.animate(frames, { duration, easing: 'ease-out' });
      return;
    }
    if (returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus({ preventScroll: true });
    }
    if (duration <= 0) {
      setShown(false);
      return;
    }
    const current = element.animate(frames.reverse(), { duration, easing: 'ease-in', fill: 'forwards' });
    animation.current = current;
    current.addEventListener('finish', () => {
      if (animation.current !== current) return;
      animation.current = undefined;
      current.cancel();
      setShown(false);
    });
  }, [host, state.open, shown]);

  useEffect(
    () => () => {
      animation.current?.cancel();
      release.current?.();
      host.removeAttribute(SEARCH_OPEN_ATTRIBUTE);
    },
    [host],
  );

  useChangeEffect(state.open, (isOpen) => emit(host, 'pb-search-toggle', { open: isOpen }));

  useEventListener(host, 'keydown', (event) => {
    if (event.key !== 'Escape' || !state.open || event.defaultPrevented) return;
    const inSearch = event.composedPath().some((node) => node === panel.current || node === toggle.current);
    if (!inSearch) return;
    // The key belongs to the open search even while the 1000 ms lock ignores it (like the toggles).
    event.preventDefault();
    close(performance.now());
  }, TAG);

  return null;
}
