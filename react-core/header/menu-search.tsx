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
 *
 * This view renders the search at rest; what opens and closes it is menu-search-interaction.tsx,
 * a chunk fetched when the visitor first points at, touches or focuses the search button (a press
 * before it has arrived opens the search once it has).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEventListener } from '../element/hooks';
import { lazyPart } from '../element/lazy-part';
import { measure, onResize } from '../runtime/frame-loop';
import { getPageConfig } from '../runtime/page-config';
import { reportError, warnOnce } from '../runtime/warn';
import type { MenuSearchPress } from './menu-search-interaction';
import { INITIAL_MENU_SEARCH_STATE, MENU_SEARCH_RESIZE_DEBOUNCE_MS, searchPadding, type MenuSearchState } from './menu-search-state';

const TAG = 'pb-header';
const PANEL_ID = 'pb-menu-search-panel';

/** What opens and closes the search: fetched when the visitor first reaches for its button. */
const searchInteraction = lazyPart(() => import('./menu-search-interaction').then((module) => module.MenuSearchInteraction));

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
@media print{[part~=search-toggle],[part~=search]{display:none!important}}
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

export function MenuSearch({ host }: { host: HTMLElement }) {
  const [state, setState] = useState<MenuSearchState>(INITIAL_MENU_SEARCH_STATE);
  const [shown, setShown] = useState(false);
  const [padding, setPadding] = useState(() => searchPadding(0));
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** The visitor pointed at, touched or focused the search button: its interaction is needed. */
  const [touched, setTouched] = useState(false);
  const Interaction = searchInteraction.useLoaded(touched, TAG);
  const press = useRef<((press: MenuSearchPress) => void) | undefined>(undefined);
  /** Presses made before the interaction arrived: it applies them once there. */
  const pendingPresses = useRef<MenuSearchPress[]>([]);
  const onPress = (button: MenuSearchPress['button']): void => {
    const now = performance.now();
    if (press.current) press.current({ button, now });
    else {
      pendingPresses.current.push({ button, now });
      setTouched(true);
    }
  };

  if (state.open && !shown) setShown(true);

  // The results page is on its way: busy until this page goes or the visitor stops the load (a
  // <pb-search> in the slot shows its own).
  useEventListener(host, 'submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.closest('pb-search')) return;
    if (form.slot !== 'search' || form.parentElement !== host || form.getAttribute('aria-busy') === 'true') return;
    const target = event.submitter?.getAttribute('formtarget') ?? form.target;
    if (target !== '' && target !== '_self') return;
    // Fetched on the submit: the header at rest does without it.
    const { submitter } = event;
    void import('../forms/busy-form').then(({ busyWhileNavigating }) => busyWhileNavigating(form, submitter), (error: unknown) => reportError(TAG, error));
  }, TAG);

  useEffect(() => {
    if (!host.querySelector(':scope > [slot="search"]')) {
      warnOnce(TAG, 'expected a <form role="search" slot="search"> child for the menu search.');
    }
  }, [host]);

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

  const touch = (): void => setTouched(true);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        part="search-toggle"
        aria-label={getPageConfig().messages.searchOpen}
        aria-expanded={state.open}
        aria-controls={PANEL_ID}
        onPointerEnter={touch}
        onPointerDown={touch}
        onFocus={touch}
        onClick={() => onPress('toggle')}
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
        <button type="button" part="search-close" aria-label={getPageConfig().messages.searchClose} onClick={() => onPress('close')}>
          <CloseIcon />
        </button>
      </div>
      {Interaction && (
        <Interaction
          host={host}
          state={state}
          setState={setState}
          shown={shown}
          setShown={setShown}
          toggle={toggle}
          panel={panel}
          measurePadding={measurePadding}
          press={press}
          pendingPresses={pendingPresses}
        />
      )}
    </>
  );
}
