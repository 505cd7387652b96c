/**
 * The menu view: enhances the author's `<nav><ul>` menu (light DOM) with the WAI-ARIA disclosure
 * navigation pattern. Each parent item gets a toggle `<button>` next to its link (the link stays
 * a link); hovering opens a submenu and leaving closes it after 200 ms; submenus that would pass
 * the viewport's edge open the other way; right to left everything mirrors (submenus open
 * towards the left, Left and Right swap); mega menus show columns. At and below the mobile
 * breakpoint the list collapses behind the menu bar (shadow root), which slides it open in
 * 500 ms; submenus there slide open in 700 ms. Only one menu of the page is open at a time.
 *
 * This view renders the menu at rest; what it does once the visitor acts is menu-interaction.tsx,
 * a chunk of its own: an open bar loads it before its first render (`prepare`), a collapsed menu
 * when the visitor first points at, touches or focuses it (a tap on the menu bar before it has
 * arrived opens the menu once it has).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readAttributes } from '../element/attributes';
import type { ElementViewProps } from '../element/define-element';
import { useEventListener, useRightToLeft } from '../element/hooks';
import { lazyPart } from '../element/lazy-part';
import { lightStyles } from '../element/light-styles';
import { formatMessage } from '../runtime/messages';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { getScreenMode } from '../runtime/screen-mode';
import { warnOnce } from '../runtime/warn';
import { menuAttributes } from './menu-attributes';
import { GENERATED_ATTRIBUTE, MOBILE_ATTRIBUTE, OPEN_ATTRIBUTE, FLIP_ATTRIBUTE, RTL_ATTRIBUTE, SLIDING_ATTRIBUTE, TAG, slideHeight } from './menu-markers';
import {
  INITIAL_MENU_STATE,
  MOBILE_BREAKPOINT_TABLET,
  MOBILE_MENU_SLIDE_MS,
  megaParentClasses,
  mobileQuery,
  parseBreakpoint,
  type MenuState,
} from './menu-state';
import { menuLightStyles } from './menu-styles';
import { readMenu, type MenuStructure } from './menu-structure';

const menuInteraction = lazyPart(() => import('./menu-interaction').then((module) => module.MenuInteraction));

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

function readBreakpoint(raw: string): number {
  try {
    return parseBreakpoint(raw);
  } catch (error) {
    warnOnce(TAG, `attribute "breakpoint": ${(error as Error).message}; using the default.`);
    return MOBILE_BREAKPOINT_TABLET;
  }
}

/** The element's `prepare`: an open bar (not collapsed at this width) renders with its interaction. */
export function prepareMenu(host: HTMLElement): Promise<unknown> | null {
  const query = mobileQuery(readBreakpoint(readAttributes(host, TAG, menuAttributes, getScreenMode()).breakpoint));
  return query && matchMedia(query).matches ? null : menuInteraction.prepare();
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
  const [state, setState] = useState<MenuState>(INITIAL_MENU_STATE);
  /** The visitor pointed at, touched or focused the menu: its interaction is needed. */
  const [touched, setTouched] = useState(false);
  const Interaction = menuInteraction.useLoaded(!mobile || touched, TAG);
  const toggleMobile = useRef<(() => void) | undefined>(undefined);
  /** The menu bar was pressed before the interaction arrived: it toggles once there. */
  const pendingToggle = useRef(false);

  useLayoutEffect(() => addLightStyles(host), [host]);

  // Mobile or not: a state attribute on the host (the default look keys on it), set before paint.
  useLayoutEffect(() => {
    host.toggleAttribute(MOBILE_ATTRIBUTE, mobile);
  }, [host, mobile]);
  useEffect(() => () => host.removeAttribute(MOBILE_ATTRIBUTE), [host]);

  useLayoutEffect(() => {
    host.toggleAttribute(RTL_ATTRIBUTE, rightToLeft);
    return () => host.removeAttribute(RTL_ATTRIBUTE);
  }, [host, rightToLeft]);

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

  useEffect(() => () => panelSlide.current?.cancel(), []);

  const touch = (): void => setTouched(true);
  const untouchedHost = touched ? null : host;
  useEventListener(untouchedHost, 'pointerover', touch, TAG);
  useEventListener(untouchedHost, 'pointerdown', touch, TAG);
  useEventListener(untouchedHost, 'focusin', touch, TAG);

  const onBarClick = (): void => {
    if (toggleMobile.current) toggleMobile.current();
    else {
      pendingToggle.current = !pendingToggle.current;
      touch();
    }
  };
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
            onClick={onBarClick}
          >
            <span part="icon" aria-hidden="true" />
            <span part="toggle-text">{getPageConfig().messages.mobileMenuToggle}</span>
          </button>
        </div>
      )}
      <div part="list" id={panelId} ref={panelRef}>
        <slot />
      </div>
      {Interaction && (
        <Interaction
          host={host}
          items={items}
          list={list}
          mobile={mobile}
          vertical={vertical}
          rightToLeft={rightToLeft}
          state={state}
          setState={setState}
          buttons={buttons}
          shown={shown}
          barButton={barButtonRef}
          toggleMobile={toggleMobile}
          pendingToggle={pendingToggle}
        />
      )}
    </Landmark>
  );
}
