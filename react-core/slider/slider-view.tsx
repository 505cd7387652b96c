/**
 * `<pb-slider>`: a fullwidth slider of the author's slides (WAI-ARIA Carousel pattern). One
 * slide is active; the others stay in their grid cell, invisible and inert. Slides change by a
 * cross-fade or a sideways slide, by arrows, dots, Left/Right keys, touch swipes, autoplay and
 * the page hash.
 */
import { useMemo } from 'react';
import { readAttributes } from '../element/attributes';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { lazyPart } from '../element/lazy-part';
import { getPageConfig } from '../runtime/page-config';
import { getScreenMode } from '../runtime/screen-mode';
import { warnOnce } from '../runtime/warn';
import { sliderAttributes } from './slider-attributes';
import { SliderChrome } from './slider-controls';
import { readSlides } from './slider-structure';
import { useSlider, useSlideShow } from './use-slider';

export const SLIDER_TAG = 'pb-slider';

/** hash-sync and history-sync: only the sliders that ask for them load it. */
const slideHash = lazyPart(() => import('./slider-hash'));

/** The element's `prepare`: a slider that syncs with the hash reads it for its first render. */
export function prepareSlider(host: HTMLElement): Promise<unknown> | null {
  const { hashSync, historySync } = readAttributes(host, SLIDER_TAG, sliderAttributes, getScreenMode());
  return (hashSync || historySync) && host.id ? slideHash.prepare() : null;
}

/** The slide on load: the hash's, else `active` (a value past the last slide warns and gives 0). */
function initialSlide(hashSlide: number | undefined, active: number, count: number): number {
  if (hashSlide !== undefined) return hashSlide;
  if (count > 0 && active >= count) {
    warnOnce(SLIDER_TAG, `attribute "active": ${active} is past the last slide (${count} slides); using the default.`);
    return 0;
  }
  return active;
}

export function SliderView({ host, attributes }: ElementViewProps<typeof sliderAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const slides = useMemo(() => readSlides(host, SLIDER_TAG), [host, childrenVersion]);
  const { messages } = getPageConfig();

  const sync = attributes.hashSync || attributes.historySync;
  if (sync && !host.id) {
    const name = attributes.historySync ? 'history-sync' : 'hash-sync';
    warnOnce(SLIDER_TAG, `attribute "${name}" needs an id on the element; the slide is not kept in the hash.`);
  }
  const hashId = sync ? host.id : '';
  const hash = slideHash.useLoaded(hashId !== '', SLIDER_TAG);

  const controller = useSlider({
    tag: SLIDER_TAG,
    host,
    messages,
    count: slides.length,
    initialIndex: initialSlide(hash?.slideFromPageHash(hashId, slides.length), attributes.active, slides.length),
    autoplay: attributes.autoplay,
    speed: attributes.autoplaySpeed,
    pauseOnHover: !attributes.ignoreHover,
    paused: attributes.paused,
  });

  useSlideShow(controller, slides, messages, attributes.transition, attributes.fadeSpeed);

  if (slides.length === 0) return <slot />;
  return (
    <>
      {hash && <hash.SlideHash id={hashId} pushHistory={attributes.historySync} controller={controller} count={slides.length} />}
      <SliderChrome
        controller={controller}
        messages={messages}
        label={attributes.label}
        arrows={attributes.showArrows}
        pagination={attributes.showPagination}
      >
        <slot />
      </SliderChrome>
    </>
  );
}
