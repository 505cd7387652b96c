/**
 * The tabs view: applies the WAI-ARIA Tabs pattern to the author's headings and panels (light
 * DOM) and wraps them in the shadow root's tab list. Selection follows focus (automatic
 * activation), the page hash selects tabs, and the special reviews anchor opens the reviews tab.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener, usePartStyles } from '../element/hooks';
import { isRightToLeft } from '../runtime/direction';
import { currentHash, subscribeHash } from '../runtime/page-hash';
import { scrollToElement } from '../runtime/smooth-scroll';
import type { tabsAttributes } from './tabs-attributes';
import { readTabParts, type TabParts } from './tabs-structure';
import { printOrderStyles } from './tabs-styles';
import { actionForKey, REVIEWS_TAB_NAME, tabIndexFromHash, tabsReducer, type TabsAction } from './tabs-state';

export const TAG = 'pb-tabs';

export interface TabChangeDetail {
  index: number;
  previousIndex: number;
  name: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-tab-change': CustomEvent<TabChangeDetail>;
  }
}

let instanceCount = 0;

function ensureId(element: HTMLElement, fallback: string): string {
  if (!element.id) element.id = fallback;
  return element.id;
}

function applyTabsPattern(parts: TabParts[], selected: number, baseId: string): void {
  parts.forEach(({ tab, panel }, index) => {
    const isSelected = index === selected;
    const tabId = ensureId(tab, `${baseId}-tab-${index}`);
    const panelId = ensureId(panel, `${baseId}-panel-${index}`);
    tab.slot = 'tab';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(isSelected));
    tab.setAttribute('aria-controls', panelId);
    tab.tabIndex = isSelected ? 0 : -1;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tabId);
    panel.tabIndex = 0;
    panel.hidden = !isSelected;
  });
}

/** True for the shop's link to the reviews tab: `#reviews` on this page, or its review link. */
function isReviewsAnchor(link: HTMLAnchorElement): boolean {
  if (link.classList.contains('woocommerce-review-link')) return true;
  const url = new URL(link.href, location.href);
  return url.hash === `#${REVIEWS_TAB_NAME}` && url.pathname === location.pathname;
}

export function TabsView({ host, attributes, screenMode }: ElementViewProps<typeof tabsAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const parts = useMemo(() => readTabParts(host, TAG), [host, childrenVersion]);
  const names = useMemo(() => parts.map((part) => part.name), [parts]);
  const baseId = useMemo(() => host.id || `${TAG}-${++instanceCount}`, [host]);
  const initial = tabIndexFromHash(currentHash(), host.id, names) ?? attributes.active;
  const [state, dispatch] = useReducer(tabsReducer, { selected: initial, count: parts.length }, (seed) =>
    tabsReducer(seed, { type: 'count', count: seed.count }),
  );
  const focusAfterChange = useRef(false);

  // Adopted, never a <style> element: a strict CSP (no inline styles) allows it.
  usePartStyles(host.shadowRoot!, printOrderStyles(host.childElementCount));

  // Before the new tabs can be clicked: a click on one must find the count that includes it.
  useLayoutEffect(() => dispatch({ type: 'count', count: parts.length }), [parts.length]);

  // Before paint, so the author's content never shows in a wrong state.
  useLayoutEffect(() => {
    applyTabsPattern(parts, state.selected, baseId);
    if (focusAfterChange.current) {
      focusAfterChange.current = false;
      parts[state.selected]?.tab.focus();
    }
  }, [parts, state.selected, baseId]);

  useChangeEffect(state.selected, (index, previousIndex) =>
    emit(host, 'pb-tab-change', { index, previousIndex, name: names[index] ?? '' }),
  );

  useEffect(
    () =>
      subscribeHash((hash) => {
        const index = tabIndexFromHash(hash, host.id, names);
        if (index !== undefined) dispatch({ type: 'select', index });
      }),
    [host, names],
  );

  const indexOfTab = (target: EventTarget | null): number =>
    target instanceof Element ? parts.findIndex(({ tab }) => tab === target || tab.contains(target)) : -1;

  useEventListener(host, 'click', (event) => {
    const index = indexOfTab(event.target);
    if (index !== -1) dispatch({ type: 'select', index });
  }, TAG);

  useEventListener(host, 'keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || indexOfTab(event.target) === -1) return;
    const action: TabsAction | undefined =
      event.key === 'Enter' || event.key === ' '
        ? { type: 'select', index: indexOfTab(event.target) }
        : actionForKey(event.key, isRightToLeft(host));
    if (!action) return;
    event.preventDefault();
    focusAfterChange.current = true;
    dispatch(action);
  }, TAG);

  const reviewsIndex = names.indexOf(REVIEWS_TAB_NAME);
  useEventListener(reviewsIndex === -1 ? null : document, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !isReviewsAnchor(link) || event.defaultPrevented) return;
    event.preventDefault();
    dispatch({ type: 'select', index: reviewsIndex });
    const tab = parts[reviewsIndex]?.tab;
    if (tab) void scrollToElement(tab, { focus: true });
  }, TAG);

  return (
    <>
      <div
        role="tablist"
        part="tablist"
        aria-label={attributes.label || undefined}
        aria-orientation={screenMode === 'phone' ? 'vertical' : 'horizontal'}
      >
        <slot name="tab" />
      </div>
      <div part="panels">
        <slot />
      </div>
    </>
  );
}
