/**
 * `<pb-toggle>`: a `<details>` that slides open and closed in 700 ms. Without JavaScript the
 * native details element already opens and closes, so upgrading changes nothing on screen.
 * Inside a `<pb-accordion>` the accordion drives it, and this view only renders its slot.
 */
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener } from '../element/hooks';
import { lightStyles } from '../element/light-styles';
import { motionDuration } from '../runtime/reduced-motion';
import { warnOnce } from '../runtime/warn';
import { slideDetails, type Slide } from './details-slide';
import { TOGGLE_LIGHT_STYLES } from './toggle-styles';
import { TOGGLE_SLIDE_MS, toggleReducer } from './toggle-state';

export const TOGGLE_TAG = 'pb-toggle';
export const ACCORDION_TAG = 'pb-accordion';

/** The items' look (summary size, print), once into each document or shadow root holding one. */
export const addToggleStyles = lightStyles(TOGGLE_LIGHT_STYLES);

export interface ToggleChangeDetail {
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-toggle-change': CustomEvent<ToggleChangeDetail>;
  }
}

/** The `<summary>` of `details` that `target` is in, if any (not one of a nested details). */
export function summaryOf(details: HTMLDetailsElement, target: EventTarget | null): HTMLElement | null {
  const summary = target instanceof Element ? target.closest('summary') : null;
  return summary && summary.parentElement === details ? summary : null;
}

function StandaloneToggle({ host, details }: { host: HTMLElement; details: HTMLDetailsElement }) {
  const [state, dispatch] = useReducer(toggleReducer, { open: details.open, animating: false });
  const slide = useRef<Slide | undefined>(undefined);

  useEventListener(details, 'click', (event) => {
    if (!summaryOf(details, event.target)) return;
    event.preventDefault();
    dispatch({ type: 'toggle' });
  }, TOGGLE_TAG);

  useEventListener(details, 'toggle', () => dispatch({ type: 'sync', open: details.open }), TOGGLE_TAG);

  useLayoutEffect(() => {
    if (!state.animating) return;
    const current = slideDetails(details, state.open, motionDuration(TOGGLE_SLIDE_MS));
    slide.current = current;
    void current.finished.then(() => {
      if (slide.current === current) dispatch({ type: 'settled' });
    });
  }, [details, state.animating, state.open]);

  useEffect(() => () => slide.current?.cancel(), []);

  useChangeEffect(state.open, (open) => emit(host, 'pb-toggle-change', { open }));

  return <slot />;
}

export function ToggleView({ host }: ElementViewProps<Record<string, never>>) {
  useLayoutEffect(() => addToggleStyles(host), [host]);
  if (host.parentElement?.localName === ACCORDION_TAG) return <slot />;
  const details = host.querySelector<HTMLDetailsElement>(':scope > details');
  if (!details) {
    warnOnce(TOGGLE_TAG, 'expected a <details> child with a <summary>; the content is left as it is.');
    return <slot />;
  }
  return <StandaloneToggle host={host} details={details} />;
}
