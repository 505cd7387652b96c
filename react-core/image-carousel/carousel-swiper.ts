/**
 * Builds the slides in the shadow root and runs Swiper on them. Swiper's core and its Zoom
 * module (every carousel zooms on a double tap) are imported here only, so they load with
 * `<pb-image-carousel>` and never with the loader; the other modules load on demand
 * (swiper-modules.ts) and come in as `modules`.
 *
 * Each author child is assigned to the named slot of its own slide box in the shadow root
 * (`.swiper-slide > .swiper-zoom-container > .swiper-zoom-target > slot`), which is Swiper's
 * element "slide slots" idea in classic mode: Swiper, its effects (shadows, 3D transforms) and its
 * loop (which reorders slide boxes) only ever touch the shadow root. The author's nodes never
 * move, keep the page's styles, and get nothing but a `slot` attribute (plus `loading="lazy"` on
 * images that have no `loading` of their own).
 */
import Swiper from 'swiper';
import Zoom from 'swiper/modules/zoom.mjs';
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { formatMessage, type Messages } from '../runtime/messages';
import { LAZY_PRELOAD_PREV_NEXT, slidesToPreload, type CarouselPlan } from './carousel-params';
import { imageOf, originalSlideIndex, slideSlotName } from './carousel-structure';

export const SLIDE_CLASS = 'swiper-slide';
const VISIBLE_CLASS = 'swiper-slide-visible';
const BLANK_CLASS = 'swiper-slide-blank';

export interface CarouselParts {
  /** The `.swiper` element of the main slider and its wrapper. */
  main: HTMLElement;
  mainWrapper: HTMLElement;
  /** The slideshow's thumbnail strip, when the type is slideshow. */
  thumbs: HTMLElement | null;
  thumbsWrapper: HTMLElement | null;
}

export interface CarouselCallbacks {
  /** Swiper switched to another breakpoint (its key, `max` below the smallest). */
  onBreakpoint: (breakpoint: string | number | undefined) => void;
  /** The real (author-order) index changed. */
  onIndexChange: (index: number, previousIndex: number) => void;
  /** Position, size or lock changed: the navigation state may have changed. */
  onUpdate: () => void;
  /** The slider's box changed size. */
  onResize: () => void;
  /** The visitor moved the slides: a swipe or drag, a thumbnail, the mouse wheel. */
  onInteraction: () => void;
}

export interface CarouselInstance {
  swiper: Swiper;
  thumbs: Swiper | null;
  destroy: () => void;
}

function slideBox(index: number, count: number, messages: Messages): HTMLDivElement {
  const box = document.createElement('div');
  box.className = SLIDE_CLASS;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-roledescription', 'slide');
  box.setAttribute('aria-label', formatMessage(messages.slideLabel, { index: index + 1, slidesLength: count }));
  box.dataset.index = String(index);
  const zoomContainer = document.createElement('div');
  zoomContainer.className = 'swiper-zoom-container';
  const zoomTarget = document.createElement('div');
  zoomTarget.className = 'swiper-zoom-target';
  const slot = document.createElement('slot');
  slot.name = slideSlotName(index);
  zoomTarget.append(slot);
  zoomContainer.append(zoomTarget);
  box.append(zoomContainer);
  return box;
}

function thumbnailBox(slide: HTMLElement, index: number, messages: Messages): HTMLDivElement {
  const box = document.createElement('div');
  box.className = SLIDE_CLASS;
  box.dataset.index = String(index);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'pb-thumb';
  button.setAttribute('part', 'thumbnail');
  button.setAttribute('aria-label', formatMessage(messages.goToSlide, { index: index + 1 }));
  const source = imageOf(slide);
  if (source) {
    const image = document.createElement('img');
    image.alt = '';
    image.loading = 'lazy';
    image.decoding = 'async';
    image.draggable = false;
    const thumbnail = source.dataset.thumb;
    if (thumbnail) image.src = thumbnail;
    else {
      if (source.srcset) image.srcset = source.srcset;
      image.sizes = '160px';
      image.src = source.currentSrc || source.src;
    }
    button.append(image);
  }
  box.append(button);
  return box;
}

/** Off-screen slides are inert and hidden from assistive technology (APG Carousel). */
export function syncSlideVisibility(swiper: Swiper): void {
  for (const slide of swiper.slides) {
    const shown = slide.classList.contains(VISIBLE_CLASS) && !slide.classList.contains(BLANK_CLASS);
    if (slide.inert === !shown) continue;
    slide.inert = !shown;
    if (shown) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  }
}

/** The thumbnail of the slide in view says so (`aria-current`). */
function markCurrentThumbnail(wrapper: HTMLElement | null, realIndex: number): void {
  wrapper?.querySelectorAll<HTMLElement>('.pb-thumb').forEach((thumbnail) => {
    const current = thumbnail.parentElement?.dataset.index === String(realIndex);
    if (current) thumbnail.setAttribute('aria-current', 'true');
    else thumbnail.removeAttribute('aria-current');
  });
}

/** Loads the images of the slides before and after the visible ones (SPEC.md §9). */
function preloadNeighbours(swiper: Swiper, authorSlides: HTMLElement[]): void {
  const positions = swiper.slides.flatMap((slide, position) => (slide.classList.contains(VISIBLE_CLASS) ? [position] : []));
  if (positions.length === 0) return;
  const first = positions[0]!;
  const visible = positions[positions.length - 1]! - first + 1;
  const loop = !!swiper.params.loop;
  for (const position of [...positions, ...slidesToPreload(first, visible, swiper.slides.length, LAZY_PRELOAD_PREV_NEXT, loop)]) {
    const box = swiper.slides[position];
    if (!box) continue;
    const author = authorSlides[originalSlideIndex(box, Number(box.dataset.index))];
    author?.querySelectorAll('img[loading=lazy]').forEach((image) => image.removeAttribute('loading'));
    if (author instanceof HTMLImageElement && author.loading === 'lazy') author.removeAttribute('loading');
  }
}

/** Gives back the author's children and empties the slide boxes. */
export function releaseSlides(mainWrapper: HTMLElement, thumbsWrapper: HTMLElement | null, authorSlides: HTMLElement[]): void {
  mainWrapper.replaceChildren();
  thumbsWrapper?.replaceChildren();
  authorSlides.forEach((slide, index) => {
    if (slide.slot === slideSlotName(index)) slide.removeAttribute('slot');
  });
}

/** What a carousel is built from, besides its parts and the author's slides. */
export interface CarouselBuild {
  plan: CarouselPlan;
  /** The Swiper modules the plan needs beyond Zoom (`loadedSwiperModules`). */
  modules: SwiperModule[];
  messages: Messages;
  /** The real index to start at. */
  initialIndex: number;
  callbacks: CarouselCallbacks;
}

/**
 * Creates the slide boxes and the slider(s) for `build.plan`. Returns the instances and a
 * `destroy` that restores the author's children. If Swiper throws, the children are released
 * first, so the element layer's fallback shows them.
 */
export function createCarousel(parts: CarouselParts, authorSlides: HTMLElement[], build: CarouselBuild): CarouselInstance {
  try {
    return buildCarousel(parts, authorSlides, build);
  } catch (error) {
    releaseSlides(parts.mainWrapper, parts.thumbsWrapper, authorSlides);
    throw error;
  }
}

/**
 * Shows each author child in its slide box, before Swiper runs: the view mounts the slides in its
 * first commit and creates Swiper in a later task (the shadow styles lay the boxes out as the
 * critical CSS laid out the children). Does nothing when they are mounted already.
 */
export function mountSlides(mainWrapper: HTMLElement, authorSlides: HTMLElement[], messages: Messages): void {
  const count = authorSlides.length;
  const mounted = mainWrapper.childElementCount === count && authorSlides.every((slide, index) => slide.slot === slideSlotName(index));
  if (mounted) return;
  authorSlides.forEach((slide, index) => {
    slide.slot = slideSlotName(index);
    for (const image of slide instanceof HTMLImageElement ? [slide] : slide.querySelectorAll('img')) {
      if (!image.hasAttribute('loading')) image.loading = 'lazy';
    }
  });
  mainWrapper.replaceChildren(...authorSlides.map((_, index) => slideBox(index, count, messages)));
}

function buildCarousel(parts: CarouselParts, authorSlides: HTMLElement[], build: CarouselBuild): CarouselInstance {
  const { plan, messages, initialIndex, callbacks } = build;
  mountSlides(parts.mainWrapper, authorSlides, messages);

  let thumbs: Swiper | null = null;
  if (plan.thumbs && parts.thumbs && parts.thumbsWrapper) {
    parts.thumbsWrapper.replaceChildren(...authorSlides.map((slide, index) => thumbnailBox(slide, index, messages)));
    // The strip needs no module: the main slider's Thumbs module drives it.
    thumbs = new Swiper(parts.thumbs, {
      ...plan.thumbs,
      modules: [],
      on: { afterInit: syncSlideVisibility, setTranslate: syncSlideVisibility, slidesUpdated: syncSlideVisibility },
    });
  }

  let lastIndex = initialIndex;
  const sync = (swiper: Swiper): void => {
    syncSlideVisibility(swiper);
    preloadNeighbours(swiper, authorSlides);
    markCurrentThumbnail(parts.thumbsWrapper, swiper.realIndex);
    callbacks.onUpdate();
  };
  const options: SwiperOptions = {
    ...plan.main,
    modules: [Zoom, ...build.modules],
    initialSlide: initialIndex,
    ...(thumbs ? { thumbs: { swiper: thumbs } } : {}),
    on: {
      afterInit: sync,
      setTranslate: (swiper) => syncSlideVisibility(swiper),
      slideChange: sync,
      transitionEnd: sync,
      slidesUpdated: sync,
      resize: (swiper) => {
        sync(swiper);
        callbacks.onResize();
      },
      lock: sync,
      unlock: sync,
      sliderFirstMove: () => callbacks.onInteraction(),
      // The Mousewheel module's event.
      scroll: () => callbacks.onInteraction(),
      breakpoint: (swiper) => callbacks.onBreakpoint(swiper.currentBreakpoint as string | number | undefined),
      realIndexChange: (swiper) => {
        if (!swiper.initialized || swiper.realIndex === lastIndex) return;
        const previousIndex = lastIndex;
        lastIndex = swiper.realIndex;
        callbacks.onIndexChange(swiper.realIndex, previousIndex);
      },
    },
  };
  // With loop, Swiper's initialSlide is a position: start at the real index instead.
  if (plan.main.loop) options.initialSlide = 0;
  const swiper = new Swiper(parts.main, options);
  if (plan.main.loop && initialIndex > 0) swiper.slideToLoop(initialIndex, 0, false);
  lastIndex = swiper.realIndex;

  // A thumbnail is a button: a click or Enter on it selects its slide (Swiper's Thumbs module
  // only follows taps, and keeps the strip in step with the slider).
  const selectThumbnail = (event: Event): void => {
    const box = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${SLIDE_CLASS}`) : null;
    if (!box || swiper.destroyed) return;
    callbacks.onInteraction();
    const index = Number(box.dataset.index);
    if (swiper.params.loop) swiper.slideToLoop(index);
    else swiper.slideTo(index);
  };
  parts.thumbsWrapper?.addEventListener('click', selectThumbnail);

  return {
    swiper,
    thumbs,
    destroy() {
      parts.thumbsWrapper?.removeEventListener('click', selectThumbnail);
      swiper.destroy(true, true);
      thumbs?.destroy(true, true);
      releaseSlides(parts.mainWrapper, parts.thumbsWrapper, authorSlides);
    },
  };
}
