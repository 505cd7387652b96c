/**
 * The slide-in and fullscreen menus of `<pb-header>` (SPEC.md §4 "Slide-in and fullscreen menus:
 * open or closed"). The author's `<nav slot="overlay-menu" aria-label="Menu"><ul>…</ul></nav>`
 * stays in the light DOM; this view renders a hamburger toggle and a modal dialog panel that holds
 * the nav's slot and a close button (WAI-ARIA APG dialog pattern: focus moved in and trapped,
 * Escape, the close button or a click on the backdrop close it, focus returns to the toggle).
 * Slide-in: the panel slides in from the inline-end side in 500 ms; fullscreen: it fades in over
 * the viewport in 500 ms. While open the host carries `data-overlay-open`, the document does not
 * scroll (SPEC.md §4 "Builder helpers: Scroll lock"), and the one-open-menu slot is claimed.
 * Submenus in the nav collapse behind disclosure buttons (SPEC §9: submenu slide 700 ms).
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener, usePartStyles } from '../element/hooks';
import { formatMessage } from '../runtime/messages';
import { preloadFocusTrap, trapFocus } from '../runtime/focus-trap';
import { claimOpenMenu } from '../runtime/open-menu';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { lockPageScroll } from '../runtime/scroll-lock';
import { warnOnce } from '../runtime/warn';
import {
  SUBMENU_SLIDE_MS,
  overlayDuration,
  overlayKeyframes,
  overlayMenuReducer,
  type OverlayKind,
} from './overlay-menu-state';
import { SUBMENU_TOGGLE_ATTRIBUTE } from './header-state';
import { OVERLAY_MENU_STYLES } from './overlay-menu-styles';

const TAG = 'pb-header';

export interface OverlayMenuToggleDetail {
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-overlay-menu-toggle': CustomEvent<OverlayMenuToggleDetail>;
  }
}

/** The host attribute that is set while the overlay menu is open. */
export const OVERLAY_OPEN_ATTRIBUTE = 'data-overlay-open';
const PANEL_ID = 'pb-overlay-menu-panel';

/* ------------------------------------------------------------------------------------------------
 * Submenus in the overlay nav: APG disclosure buttons added next to each parent link.
 */

let submenuIds = 0;

function setUpSubmenus(nav: HTMLElement): () => void {
  const undo: Array<() => void> = [];
  for (const submenu of nav.querySelectorAll<HTMLElement>('li > ul, li > ol')) {
    const item = submenu.parentElement!;
    const link = [...item.children].find((child) => child !== submenu && !child.hasAttribute(SUBMENU_TOGGLE_ATTRIBUTE));
    const label = (link?.textContent ?? '').trim().replace(/\s+/g, ' ');
    const addedId = !submenu.id;
    if (addedId) submenu.id = `pb-overlay-submenu-${++submenuIds}`;
    const wasHidden = submenu.hidden;
    submenu.hidden = true;
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute(SUBMENU_TOGGLE_ATTRIBUTE, '');
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', submenu.id);
    button.setAttribute('aria-label', formatMessage(getPageConfig().messages.submenuToggle, { label }));
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '▾';
    button.append(icon);
    submenu.before(button);
    undo.push(() => {
      button.remove();
      submenu.getAnimations().forEach((animation) => animation.cancel());
      submenu.hidden = wasHidden;
      if (addedId) submenu.removeAttribute('id');
    });
  }
  return () => undo.forEach((step) => step());
}

/** Opens or closes the submenu of `button` with a 700 ms height slide. */
function toggleSubmenu(button: HTMLElement, open: boolean): void {
  const submenu = button.nextElementSibling as HTMLElement | null;
  if (!submenu) return;
  button.setAttribute('aria-expanded', String(open));
  submenu.getAnimations().forEach((animation) => animation.cancel());
  const start = submenu.hidden ? 0 : submenu.getBoundingClientRect().height;
  submenu.hidden = false;
  const end = open ? submenu.getBoundingClientRect().height : 0;
  const duration = motionDuration(SUBMENU_SLIDE_MS);
  if (duration <= 0 || start === end) {
    submenu.hidden = !open;
    return;
  }
  const animation = submenu.animate(
    { height: [`${start}px`, `${end}px`], overflow: ['hidden', 'hidden'] },
    { duration, easing: 'ease-in-out' },
  );
  animation.addEventListener('finish', () => {
    if (button.getAttribute('aria-expanded') !== String(open)) return;
    submenu.hidden = !open;
  });
}

/** The expanded submenu button that `target` is, or whose submenu holds `target`. */
function expandedSubmenuButton(target: Element): HTMLElement | null {
  if (target.hasAttribute(SUBMENU_TOGGLE_ATTRIBUTE)) {
    return target.getAttribute('aria-expanded') === 'true' ? (target as HTMLElement) : null;
  }
  const list = target.closest('ul, ol');
  const button = list?.previousElementSibling;
  return button instanceof HTMLElement && button.hasAttribute(SUBMENU_TOGGLE_ATTRIBUTE) && button.getAttribute('aria-expanded') === 'true'
    ? button
    : null;
}

function HamburgerIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function overlayNav(host: HTMLElement): HTMLElement | null {
  return host.querySelector<HTMLElement>(':scope > [slot="overlay-menu"]');
}

export function OverlayMenu({ host, kind }: { host: HTMLElement; kind: OverlayKind }) {
  const [state, dispatch] = useReducer(overlayMenuReducer, { open: false });
  const [shown, setShown] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const animations = useRef<Animation[]>([]);
  const releaseTrap = useRef<(() => void) | undefined>(undefined);
  const unlock = useRef<(() => void) | undefined>(undefined);
  const release = useRef<(() => void) | undefined>(undefined);
  const returnFocus = useRef(false);
  const nav = overlayNav(host);
  const label = nav?.getAttribute('aria-label')?.trim() || getPageConfig().messages.overlayMenuLabel;

  if (state.open && !shown) setShown(true);
  usePartStyles(host.shadowRoot!, OVERLAY_MENU_STYLES);

  // The submenus' disclosure buttons, from the commit that renders the menu.
  useLayoutEffect(() => {
    if (!nav) warnOnce(TAG, 'expected a <nav slot="overlay-menu"> child for the slide-in or fullscreen menu.');
    if (!nav) return;
    return setUpSubmenus(nav);
  }, [nav]);

  const closeForOtherMenu = useCallback(() => {
    release.current = undefined;
    returnFocus.current = false;
    dispatch({ type: 'close' });
  }, []);

  const close = useCallback((focusToggle: boolean) => {
    returnFocus.current = focusToggle;
    dispatch({ type: 'close' });
  }, []);

  // Open: the attribute, the one-open-menu slot, the scroll lock. Close: release all of them.
  useLayoutEffect(() => {
    if (state.open) {
      host.setAttribute(OVERLAY_OPEN_ATTRIBUTE, '');
      release.current ??= claimOpenMenu(closeForOtherMenu);
      unlock.current ??= lockPageScroll();
      return;
    }
    host.removeAttribute(OVERLAY_OPEN_ATTRIBUTE);
    release.current?.();
    release.current = undefined;
    unlock.current?.();
    unlock.current = undefined;
  }, [host, state.open, closeForOtherMenu]);

  // The slide or fade, the focus trap and the focus return.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !shown) return;
    for (const animation of animations.current.splice(0)) animation.cancel();
    const duration = motionDuration(overlayDuration(kind));
    const rtl = getComputedStyle(host).direction === 'rtl';
    const backdropFrames: Keyframe[] = state.open ? [{ opacity: 0 }, { opacity: 1 }] : [{ opacity: 1 }, { opacity: 0 }];
    if (state.open) {
      releaseTrap.current ??= trapFocus(TAG, element, () => closeButton.current ?? element);
      if (duration > 0) {
        animations.current = [
          element.animate(overlayKeyframes(kind, true, rtl), { duration, easing: 'ease-out' }),
          backdrop.current!.animate(backdropFrames, { duration, easing: 'ease-out' }),
        ];
      }
      return;
    }
    releaseTrap.current?.();
    releaseTrap.current = undefined;
    if (returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus({ preventScroll: true });
    }
    if (duration <= 0) {
      setShown(false);
      return;
    }
    const options: KeyframeAnimationOptions = { duration, easing: 'ease-in', fill: 'forwards' };
    const current = [
      element.animate(overlayKeyframes(kind, false, rtl), options),
      backdrop.current!.animate(backdropFrames, options),
    ];
    animations.current = current;
    void current[0]!.finished.then(
      () => {
        if (animations.current !== current) return;
        animations.current = [];
        current.forEach((animation) => animation.cancel());
        setShown(false);
      },
      () => undefined,
    );
  }, [host, kind, state.open, shown]);

  useEffect(
    () => () => {
      releaseTrap.current?.();
      for (const animation of animations.current) animation.cancel();
      release.current?.();
      unlock.current?.();
      host.removeAttribute(OVERLAY_OPEN_ATTRIBUTE);
    },
    [host],
  );

  useChangeEffect(state.open, (open) => emit(host, 'pb-overlay-menu-toggle', { open }));

  useEventListener(host, 'keydown', (event) => {
    if (event.key !== 'Escape' || !state.open || event.defaultPrevented) return;
    event.preventDefault();
    // APG disclosure: Escape inside an open submenu (or on its button) closes that submenu first.
    const target = event.composedPath()[0];
    const button = target instanceof Element && nav?.contains(target) ? expandedSubmenuButton(target) : null;
    if (button) {
      toggleSubmenu(button, false);
      button.focus();
      return;
    }
    close(true);
  }, TAG);

  useEventListener(host, 'click', (event) => {
    if (!nav) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !nav.contains(target)) return;
    const button = target.closest<HTMLElement>(`[${SUBMENU_TOGGLE_ATTRIBUTE}]`);
    if (button) {
      toggleSubmenu(button, button.getAttribute('aria-expanded') !== 'true');
      return;
    }
    // A link inside the overlay navigates (or scrolls to an anchor): the overlay closes.
    if (state.open && target.closest('a[href]')) close(false);
  }, TAG);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        part="overlay-toggle"
        aria-label={getPageConfig().messages.overlayMenuOpen}
        aria-expanded={state.open}
        aria-controls={PANEL_ID}
        onPointerEnter={preloadFocusTrap}
        onFocus={preloadFocusTrap}
        onClick={() => {
          returnFocus.current = true;
          dispatch({ type: 'toggle' });
        }}
      >
        <HamburgerIcon />
      </button>
      <div ref={backdrop} part="overlay-backdrop" hidden={!shown} onClick={() => close(true)} />
      <div
        ref={panel}
        id={PANEL_ID}
        part="overlay"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        data-kind={kind}
        tabIndex={-1}
        hidden={!shown}
        onClick={(event) => {
          // Fullscreen: the panel is its own backdrop; a click on its empty area closes it.
          if (kind === 'fullscreen' && event.target === event.currentTarget) close(true);
        }}
      >
        <button ref={closeButton} type="button" part="overlay-close" aria-label={getPageConfig().messages.overlayMenuClose} onClick={() => close(true)}>
          <CloseIcon />
        </button>
        <slot name="overlay-menu" />
      </div>
    </>
  );
}
