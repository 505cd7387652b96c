/**
 * `<pb-portfolio-carousel>`: the author's items in a row of `columns`, moving by one item in
 * 700 ms and wrapping at both ends (SPEC.md §4, §9). Everything else (state, autoplay and its
 * hover pause, keys, swipes, controls, event) is the slider's.
 */
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { SliderChrome } from '../slider/slider-controls';
import { applySlideSemantics, focusedSlideIndex, focusSlide, readSlides, restoreSlides } from '../slider/slider-structure';
import { useMoveAnimation, useSlider } from '../slider/use-slider';
import type { carouselAttributes } from './carousel-attributes';
import { carouselPositions, isItemShown, itemPlace, PORTFOLIO_CAROUSEL_SLIDE_MS, trackLayout } from './carousel-state';

export const PORTFOLIO_CAROUSEL_TAG = 'pb-portfolio-carousel';

/** The author's own inline `order` of each item, given back on unmount. */
const originalOrder = new WeakMap<HTMLElement, string>();

function setOrder(item: HTMLElement, place: number): void {
  if (!originalOrder.has(item)) originalOrder.set(item, item.style.order);
  item.style.order = String(place);
}

function restoreOrder(items: readonly HTMLElement[]): void {
  for (const item of items) {
    const order = originalOrder.get(item);
    if (order === undefined) continue;
    originalOrder.delete(item);
    item.style.order = order;
    if (!item.getAttribute('style')) item.removeAttribute('style');
  }
}

export function PortfolioCarouselView({ host, attributes }: ElementViewProps<typeof carouselAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const items = useMemo(() => readSlides(host, PORTFOLIO_CAROUSEL_TAG, 'items'), [host, childrenVersion]);
  const { messages } = getPageConfig();
  const { columns } = attributes;
  const positions = carouselPositions(items.length, columns);

  const controller = useSlider({
    tag: PORTFOLIO_CAROUSEL_TAG,
    host,
    messages,
    count: positions,
    initialIndex: 0,
    autoplay: attributes.autoRotate,
    speed: attributes.autoRotateSpeed,
    pauseOnHover: true,
    paused: attributes.paused,
  });
  const { state } = controller;
  const track = trackLayout(state);
  const trackElement = useRef<HTMLDivElement>(null);

  useLayoutEffect(
    () => () => {
      restoreSlides(items);
      restoreOrder(items);
    },
    [items],
  );

  // Before paint: each item in its place in the row; those outside the row inert and hidden.
  useLayoutEffect(() => {
    const count = items.length;
    const shown = (item: number): boolean => positions < 2 || isItemShown(item, state.index, count, columns);
    const focused = focusedSlideIndex(items);
    applySlideSemantics(items, shown, messages);
    items.forEach((item, index) => setOrder(item, positions < 2 ? index : itemPlace(index, track.first, count)));
    if (focused !== -1 && !shown(focused)) focusSlide(items[state.index]);
  }, [items, positions, columns, state.index, track.first, messages]);

  useMoveAnimation(controller, () => {
    const element = trackElement.current;
    const duration = motionDuration(PORTFOLIO_CAROUSEL_SLIDE_MS);
    if (!element || duration <= 0 || track.from === track.to) return [];
    // The track moves towards the row's start: left, or right when laid out right to left.
    const towardsStart = controller.rightToLeft ? 1 : -1;
    const offset = (items: number): string => `translateX(${(towardsStart * items * 100) / columns}%)`;
    return [
      element.animate({ transform: [offset(track.from), offset(track.to)] }, { duration, easing: 'ease-in-out', fill: 'forwards' }),
    ];
  });

  if (items.length === 0) return <slot />;
  return (
    <SliderChrome controller={controller} messages={messages} label={attributes.label} arrows pagination={false}>
      <div part="track" className="track" ref={trackElement} style={{ '--pb-columns': columns } as CSSProperties}>
        <slot />
      </div>
    </SliderChrome>
  );
}
