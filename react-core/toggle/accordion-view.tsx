/**
 * `<pb-accordion>`: a group of `<details>` items (direct children, or inside `<pb-toggle>`
 * children) of which exactly one is open. Opening one slides the others closed; the open item's
 * header is marked `aria-disabled` because it cannot be collapsed (WAI-ARIA Accordion pattern);
 * arrow keys, Home and End move between headers.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener } from '../element/hooks';
import { indexForKey } from '../runtime/list-keys';
import { motionDuration } from '../runtime/reduced-motion';
import { warnOnce } from '../runtime/warn';
import { slideDetails, type Slide } from './details-slide';
import {
  accordionReducer,
  initialOpenIndex,
  isAccordionAnimating,
  TOGGLE_SLIDE_MS,
} from './toggle-state';
import { ACCORDION_TAG, addToggleStyles, summaryOf } from './toggle-view';

export interface AccordionChangeDetail {
  index: number;
  previousIndex: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-accordion-change': CustomEvent<AccordionChangeDetail>;
  }
}

function readItems(host: HTMLElement): HTMLDetailsElement[] {
  const items = [...host.querySelectorAll<HTMLDetailsElement>(':scope > details, :scope > pb-toggle > details')];
  if (items.length === 0) warnOnce(ACCORDION_TAG, 'found no <details> items; the content is left as it is.');
  return items;
}

function itemIndexOf(items: HTMLDetailsElement[], target: EventTarget | null): number {
  return items.findIndex((details) => summaryOf(details, target) !== null);
}

export function AccordionView({ host }: ElementViewProps<Record<string, never>>) {
  const childrenVersion = useChildrenVersion(host, true);
  const items = useMemo(() => readItems(host), [host, childrenVersion]);
  const [state, dispatch] = useReducer(accordionReducer, undefined, () => ({
    openIndex: initialOpenIndex(items.map((details) => details.open)),
    closingIndex: undefined,
    count: items.length,
  }));
  const slides = useRef<Slide[]>([]);

  useLayoutEffect(() => addToggleStyles(host), [host]);

  useEffect(() => {
    if (items.length !== state.count) dispatch({ type: 'count', count: items.length });
  }, [items.length, state.count]);

  // Exactly one item open, set before paint; the summary of the open one cannot collapse it.
  useLayoutEffect(() => {
    if (isAccordionAnimating(state)) return;
    items.forEach((details, index) => {
      details.open = index === state.openIndex;
      details.querySelector(':scope > summary')?.setAttribute('aria-disabled', String(index === state.openIndex));
    });
  }, [items, state]);

  useLayoutEffect(() => {
    const { closingIndex, openIndex } = state;
    if (closingIndex === undefined) return;
    const duration = motionDuration(TOGGLE_SLIDE_MS);
    const opening = items[openIndex];
    const closing = items[closingIndex];
    const current = [opening && slideDetails(opening, true, duration), closing && slideDetails(closing, false, duration)]
      .filter((slide): slide is Slide => slide !== undefined);
    slides.current = current;
    void Promise.all(current.map((slide) => slide.finished)).then(() => {
      if (slides.current === current) dispatch({ type: 'settled' });
    });
  }, [items, state]);

  useEffect(() => () => slides.current.forEach((slide) => slide.cancel()), []);

  useChangeEffect(state.openIndex, (index, previousIndex) => emit(host, 'pb-accordion-change', { index, previousIndex }));

  useEventListener(host, 'click', (event) => {
    const index = itemIndexOf(items, event.target);
    if (index === -1) return;
    event.preventDefault();
    dispatch({ type: 'open', index });
  }, ACCORDION_TAG);

  useEventListener(host, 'keydown', (event) => {
    const current = itemIndexOf(items, event.target);
    if (current === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = indexForKey(event.key, current, items.length);
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.querySelector<HTMLElement>(':scope > summary')?.focus();
  }, ACCORDION_TAG);

  // Find-in-page (or a script) opened a closed item: make it the open one.
  useEventListener(host, 'toggle', (event) => {
    const index = items.indexOf(event.target as HTMLDetailsElement);
    if (index !== -1 && items[index]?.open && index !== state.openIndex) dispatch({ type: 'open', index });
  }, ACCORDION_TAG, true);

  return <slot />;
}
