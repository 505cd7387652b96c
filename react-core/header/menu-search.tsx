/**
 * The menu search of `<pb-header>` (SPEC.md §4 "Menu search", §2 "The search overlay swaps with
 * the menu", §9 "Search padding adds 30 px"). The author's `<form role="search" slot="search">`
 * stays in the light DOM; this view renders a toggle button and a panel that holds the form's slot
 * and a close button. While the search is open the host carries `data-search-open` (the header's
 * styles hide the menu: menu visible or search visible). Opening and closing (toggle, close
 * button, Escape) are locked for 1000 ms after each change; opening claims the one-open-menu slot, so it closes the mobile menu
 * and any other open menu, and another menu opening closes the search.
 *
 * The panel is absolutely positioned over its nearest positioned ancestor in the header's shadow
 * root (the header bar), padded at its inline start by the logo's width + 30 px.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener } from '../element/hooks';
import { measure, onResize } from '../runtime/frame-loop';
import { claimOpenMenu } from '../runtime/open-menu';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { warnOnce } from '../runtime/warn';
import {
  INITIAL_MENU_SEARCH_STATE,
  MENU_SEARCH_FADE_MS,
  MENU_SEARCH_RESIZE_DEBOUNCE_MS,
  menuSearchReducer,
  searchPadding,
} from './menu-search-state';

const TAG = 'pb-header';

export interface SearchToggleDetail {
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-search-toggle': CustomEvent<SearchToggleDetail>;
  }
}

/** The host attribute that is set while the search is open. */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';
const PANEL_ID = 'pb-menu-search-panel';

/** Shadow CSS; the header concatenates it into its own styles. */
export const MENU_SEARCH_STYLES = `
[part~=search-toggle],[part~=search-close]{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:var(--pb-header-toggle-size,2.75rem);height:var(--pb-header-toggle-size,2.75rem);flex:none;margin:0;padding:0;border:0;background:none;color:inherit;font:inherit;cursor:pointer}
[part~=search-toggle]{position:relative;z-index:2}
[part~=search-toggle] svg,[part~=search-close] svg{width:1.25rem;height:1.25rem}
[part~=search-toggle]:focus-visible,[part~=search-close]:focus-visible{outline:2px solid var(--pb-focus-color,Highlight);outline-offset:2px}
[part~=search]{position:absolute;inset:0;z-index:1;display:flex;align-items:center;gap:.5rem;box-sizing:border-box;padding-inline-end:calc(var(--pb-header-toggle-size,2.75rem) + .5rem)}
[part~=search][hidden]{display:none}
[part~=search][data-cover]{background:var(--pb-header-search-background,Canvas)}
[part~=search] slot{display:block;flex:1;min-width:0}
::slotted([slot=search]){display:flex;gap:.5rem;align-items:center;margin:0}
`;

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

/** The field that gets the focus when the search opens. */
function searchField(host: HTMLElement): HTMLElement | null {
  const form = host.querySelector<HTMLElement>(':scope > [slot="search"]');
  return form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button') ?? null;
}

export function MenuSearch({ host }: { host: HTMLElement }) {
  const [state, dispatch] = useReducer(menuSearchReducer, INITIAL_MENU_SEARCH_STATE);
  const [shown, setShown] = useState(false);
  const [padding, setPadding] = useState(() => searchPadding(0));
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | undefined>(undefined);
  /** Where the focus goes when the search closes: back to the toggle, or left alone. */
  const returnFocus = useRef(false);
  const release = useRef<(() => void) | undefined>(undefined);

  if (state.open && !shown) setShown(true);

  useEffect(() => {
    if (!host.querySelector(':scope > [slot="search"]')) {
      warnOnce(TAG, 'expected a <form role="search" slot="search"> child for the menu search.');
    }
  }, [host]);

  // Another menu claimed the slot: close at once, without the guard, and leave the focus alone.
  const closeForOtherMenu = useCallback(() => {
    release.current = undefined;
    returnFocus.current = false;
    dispatch({ type: 'close', now: performance.now(), force: true });
  }, []);

  // Search padding: the logo's width + 30 px, measured in a read, again after a resize.
  const measurePadding = useCallback(
    () =>
      measure(() => {
        const logo = host.querySelector<HTMLElement>(':scope > [slot="logo"]');
        // The panel covers its positioned ancestor (the header bar), which is the toggle's offsetParent.
        const bar = toggle.current?.offsetParent;
        const width = bar ? bar.getBoundingClientRect().width : undefined;
        setPadding(searchPadding(logo?.getBoundingClientRect().width, width));
      }),
    [host],
  );

  useEffect(() => {
    measurePadding();
    return onResize(measurePadding, MENU_SEARCH_RESIZE_DEBOUNCE_MS);
  }, [measurePadding]);

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

  useChangeEffect(state.open, (open) => emit(host, 'pb-search-toggle', { open }));

  const close = (force: boolean): void => {
    returnFocus.current = true;
    dispatch({ type: 'close', now: performance.now(), force });
  };

  useEventListener(host, 'keydown', (event) => {
    if (event.key !== 'Escape' || !state.open || event.defaultPrevented) return;
    const inSearch = event.composedPath().some((node) => node === panel.current || node === toggle.current);
    if (!inSearch) return;
    // The key belongs to the open search even while the 1000 ms lock ignores it (like the toggles).
    event.preventDefault();
    close(false);
  }, TAG);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        part="search-toggle"
        aria-label={getPageConfig().messages.searchOpen}
        aria-expanded={state.open}
        aria-controls={PANEL_ID}
        onClick={() => {
          if (state.open) returnFocus.current = false;
          dispatch({ type: 'toggle', now: performance.now() });
        }}
      >
        <SearchIcon />
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        part="search"
        hidden={!shown}
        data-cover={padding === 0 ? '' : undefined}
        style={{ paddingInlineStart: `${padding}px` }}
      >
        <slot name="search" />
        <button type="button" part="search-close" aria-label={getPageConfig().messages.searchClose} onClick={() => close(false)}>
          <CloseIcon />
        </button>
      </div>
    </>
  );
}
