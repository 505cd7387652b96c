/**
 * From attributes to Swiper parameters (SPEC.md §3 "Image carousel configuration", §4 "Image
 * carousel autoplay", §9 "Breakpoints" and "Carousel effects"). Pure: no DOM, no Swiper import.
 *
 * The layout fields map to Swiper `breakpoints` at 981, 768, 480 and 320 px: desktop from 981,
 * tablet from 768, and the phone values at 480 and 320 (and below). A phone value falls back to
 * the tablet value, then to the desktop value (the attribute layer does that when it reads a
 * mode). What Swiper cannot change at a breakpoint (type, effect, orientation, loop) is read for
 * the current mode; the view rebuilds the slider when that changes.
 */
import type { SwiperOptions } from 'swiper/types';
import type { AttributeValues } from '../element/attributes';
import type { ScreenMode } from '../runtime/screen-mode';
import { sizeToPixels, type Size } from '../runtime/values';
import type { CarouselEffect, CarouselType, ImageCarouselAttributes } from './image-carousel-attributes';

export type CarouselValues = AttributeValues<ImageCarouselAttributes>;
/** The attributes as read for each screen mode (phone falls back to tablet, tablet to desktop). */
export type CarouselConfig = Record<ScreenMode, CarouselValues>;

/** SPEC.md §9: desktop from 981 px, tablet from 768 px, phone values at 480 and 320 px. */
export const CAROUSEL_BREAKPOINTS: ReadonlyArray<readonly [width: number, mode: ScreenMode]> = [
  [320, 'phone'],
  [480, 'phone'],
  [768, 'tablet'],
  [981, 'desktop'],
];

/** The mode whose values Swiper applies at `breakpoint` (its key, or `max` below the smallest). */
export function modeForBreakpoint(breakpoint: string | number | undefined): ScreenMode {
  const width = Number(breakpoint);
  let mode: ScreenMode = 'phone';
  for (const [point, pointMode] of CAROUSEL_BREAKPOINTS) if (width >= point) mode = pointMode;
  return mode;
}

/** The carousel mode for a viewport, with `matches(min-width)` as Swiper measures it. */
export function carouselModeFor(matchesMinWidth: (width: number) => boolean): ScreenMode {
  let mode: ScreenMode = 'phone';
  for (const [point, pointMode] of CAROUSEL_BREAKPOINTS) if (matchesMinWidth(point)) mode = pointMode;
  return mode;
}

/** SPEC.md §9 "Cube, flip and the slideshow type force one slide per view"; Swiper's fade does too. */
export const ONE_PER_VIEW_EFFECTS: readonly CarouselEffect[] = ['cube', 'flip', 'fade'];
/** SPEC.md §9 "Cube shadow offset 20 and scale 0.94. Flip rotate 30." */
export const CUBE_SHADOW_OFFSET = 20;
export const CUBE_SHADOW_SCALE = 0.94;
export const FLIP_ROTATE = 30;
/** SPEC.md §9 "Zoom max ratio 3, min ratio 1". */
export const ZOOM_MAX_RATIO = 3;
export const ZOOM_MIN_RATIO = 1;
/** SPEC.md §9 "Lazy loading loads the previous and next slides". */
export const LAZY_PRELOAD_PREV_NEXT = 1;

/** The transition in use: a slideshow uses `slideshow-effect`, a carousel `effect`. */
export function effectOf(values: CarouselValues): CarouselEffect {
  return values.type === 'slideshow' ? values.slideshowEffect : values.effect;
}

/** True when the mode shows exactly one slide per view (slideshow, cube, flip, fade). */
export function forcesOnePerView(values: CarouselValues): boolean {
  return values.type === 'slideshow' || ONE_PER_VIEW_EFFECTS.includes(effectOf(values));
}

export interface Viewport {
  width: number;
  height: number;
}

/** A gap as Swiper takes it: pixels, or a percentage of the slider as a string. */
export type SwiperGap = number | `${number}%`;

/**
 * Where the gap comes from: the `space-between` attributes, else the page's
 * `--pb-image-carousel-space-between` (which the critical CSS reserves before the upgrade),
 * measured in pixels by the view for the current width.
 */
export interface GapContext {
  viewport: Viewport;
  /** `--pb-image-carousel-space-between`, as pixels or a percentage (0 when the page does not set it). */
  styleGap: SwiperGap;
}

/** `space-between` for Swiper: pixels, or a percentage of the slider as a string. */
export function gapOf(size: Size | null, context: GapContext): SwiperGap {
  if (!size) return context.styleGap;
  if (size.unit === '%') return `${size.value}%`;
  return sizeToPixels(size, { viewportWidth: context.viewport.width, viewportHeight: context.viewport.height });
}

export interface BreakpointParams {
  slidesPerView: number;
  slidesPerGroup: number;
  spaceBetween: SwiperGap;
  grid: { rows: number; fill: 'column' };
}

/** The layout Swiper switches at a breakpoint, for the values of one mode. */
export function breakpointParams(values: CarouselValues, context: GapContext): BreakpointParams {
  const single = forcesOnePerView(values);
  const zeroGap = ONE_PER_VIEW_EFFECTS.includes(effectOf(values));
  return {
    slidesPerView: single ? 1 : values.slideToShow,
    slidesPerGroup: single ? 1 : values.slideToScroll,
    spaceBetween: zeroGap ? 0 : gapOf(values.spaceBetween, context),
    grid: { rows: single ? 1 : values.slideRow, fill: 'column' },
  };
}

/** Swiper `breakpoints`: 320 and 480 phone, 768 tablet, 981 desktop. */
export function carouselBreakpoints(config: CarouselConfig, context: GapContext): Record<number, BreakpointParams> {
  return Object.fromEntries(CAROUSEL_BREAKPOINTS.map(([width, mode]) => [width, breakpointParams(config[mode], context)]));
}

/** Thumbnails per view at each breakpoint (the phone value falls back to the tablet one). */
export function thumbnailBreakpoints(config: CarouselConfig): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(CAROUSEL_BREAKPOINTS.map(([width, mode]) => [width, { slidesPerView: config[mode].slideshowToShow }]));
}

/**
 * How many slides Swiper 14's loop needs to work (it moves slides instead of cloning them and
 * warns "not enough for loop mode" below this): the slides per view plus one group on each
 * side that can move, more for centred slides and the cards effect.
 */
export function minimumSlidesForLoop(layout: BreakpointParams, effect: CarouselEffect, centered: boolean): number {
  let perView = Math.ceil(layout.slidesPerView);
  const group = layout.slidesPerGroup;
  const bothSides = centered || effect === 'cards';
  if (bothSides && perView % 2 === 0) perView += 1;
  let looped = bothSides ? Math.max(group, Math.ceil(perView / 2)) : group;
  if (looped % group !== 0) looped += group - (looped % group);
  if (effect === 'cards') looped += 3;
  return (perView + (effect === 'cards' ? 2 * looped : looped)) * layout.grid.rows;
}

/** SPEC.md §9 "Carousel arrows are hidden when items do not exceed the columns". */
export function arrowsHidden(slideCount: number, slidesPerView: number, rows: number): boolean {
  return slideCount <= Math.ceil(slidesPerView) * Math.max(rows, 1);
}

export interface CarouselContext extends GapContext {
  /** The current mode, as Swiper's breakpoints see it (see `carouselModeFor`). */
  mode: ScreenMode;
  slideCount: number;
  reducedMotion: boolean;
}

/** What the view builds for the current mode: structure, and the parameters of both sliders. */
export interface CarouselPlan {
  type: CarouselType;
  effect: CarouselEffect;
  vertical: boolean;
  /** `infinite-scrolling`: the wrapper moves with a linear timing function. */
  linear: boolean;
  main: SwiperOptions;
  /** The slideshow's thumbnail strip; `null` for the carousel type. */
  thumbs: SwiperOptions | null;
}

function effectParams(effect: CarouselEffect, values: CarouselValues, shadows: boolean): SwiperOptions {
  switch (effect) {
    case 'fade':
      return { fadeEffect: { crossFade: true } };
    case 'cube':
      return {
        cubeEffect: { shadow: shadows, slideShadows: shadows, shadowOffset: CUBE_SHADOW_OFFSET, shadowScale: CUBE_SHADOW_SCALE },
      };
    case 'flip':
      // Swiper 14's flip has no rotate option (it always turns 180°); the SPEC constant is
      // passed along for parity with the builder's configuration.
      return { flipEffect: { slideShadows: shadows, limitRotation: true, rotate: FLIP_ROTATE } as SwiperOptions['flipEffect'] };
    case 'coverflow':
      return {
        coverflowEffect: {
          rotate: values.sliderEffectCoverflowRotate,
          depth: values.sliderEffectCoverflowDepth,
          stretch: 0,
          modifier: 1,
          slideShadows: shadows,
        },
      };
    case 'cards':
      return { cardsEffect: { slideShadows: shadows } };
    case 'creative':
      return {
        creativeEffect: {
          prev: { shadow: shadows, translate: [0, 0, -400] },
          next: { translate: ['100%', 0, 0] },
        },
      };
    case 'slide':
      return {};
  }
}

/**
 * The Swiper modules a carousel may need beyond its core (and Zoom, which every carousel has: a
 * double tap zooms). Each loads on demand (swiper-modules.ts), so a plain carousel pays for none.
 */
export type SwiperFeature =
  | 'autoplay'
  | 'grid'
  | 'mousewheel'
  | 'thumbs'
  | 'effect-fade'
  | 'effect-cube'
  | 'effect-flip'
  | 'effect-coverflow'
  | 'effect-cards'
  | 'effect-creative';

/**
 * The modules the attributes ask for, in every screen mode: a carousel built for one mode is
 * rebuilt, not reloaded, when the visitor resizes into another.
 */
export function swiperFeatures(config: CarouselConfig): SwiperFeature[] {
  const features = new Set<SwiperFeature>();
  for (const values of Object.values(config)) {
    const effect = effectOf(values);
    if (effect !== 'slide') features.add(`effect-${effect}`);
    if (values.type === 'slideshow') features.add('thumbs');
    if (!forcesOnePerView(values) && values.slideRow > 1) features.add('grid');
    if (values.autoplay) features.add('autoplay');
    if (values.mousewheel) features.add('mousewheel');
  }
  return [...features].sort();
}

/**
 * Every Swiper parameter of the carousel for the current mode. Autoplay is created off
 * (SPEC.md §4 "Off at creation"): the view starts it when the conditions are met.
 */
export function buildCarouselPlan(config: CarouselConfig, context: CarouselContext): CarouselPlan {
  const current = config[context.mode];
  const phone = config.phone;
  const effect = effectOf(current);
  const layout = breakpointParams(current, context);
  const loop = current.loop && context.slideCount >= minimumSlidesForLoop(layout, effect, current.centeredSlides);
  const speed = context.reducedMotion ? 0 : current.speed;
  const shadows = current.sliderEffectShadows;
  const main: SwiperOptions = {
    direction: current.sliderOrientation,
    effect,
    ...effectParams(effect, current, shadows),
    speed,
    loop,
    centeredSlides: current.centeredSlides,
    allowTouchMove: current.touchMove,
    grabCursor: current.grab,
    mousewheel: { enabled: current.mousewheel },
    // Below 320 px, the phone values.
    ...breakpointParams(phone, context),
    breakpoints: carouselBreakpoints(config, context),
    autoplay: {
      enabled: false,
      delay: current.infiniteScrolling ? 0 : current.autoplaySpeed,
      // SPEC.md §4: "stops on user interaction unless disabled"; no attribute disables it. The
      // view's autoplay state stops too (autoplay-state.ts), so nothing restarts it but the visitor.
      disableOnInteraction: true,
      reverseDirection: false,
      pauseOnMouseEnter: false,
      stopOnLastSlide: false,
      // Swiper waits for the wrapper's `transitionend`, which never comes when the speed is 0.
      waitForTransition: speed > 0,
    },
    zoom: { maxRatio: ZOOM_MAX_RATIO, minRatio: ZOOM_MIN_RATIO, toggle: true },
    lazyPreloadPrevNext: LAZY_PRELOAD_PREV_NEXT,
    // The slides (and the visitor's events) are in a shadow root and its slots.
    touchEventsTarget: 'container',
    watchSlidesProgress: true,
    watchOverflow: true,
    // SPEC.md §9 "The slider's own accessibility mode is off": the view applies the APG pattern.
    a11y: { enabled: false },
  };
  const thumbs: SwiperOptions | null =
    current.type === 'slideshow'
      ? {
          direction: 'horizontal',
          // SPEC.md §9 "The thumbnail strip loops and has no free mode".
          loop: true,
          freeMode: { enabled: false },
          speed,
          slidesPerView: phone.slideshowToShow,
          breakpoints: thumbnailBreakpoints(config),
          spaceBetween: gapOf(current.spaceBetween, context),
          watchSlidesProgress: true,
          watchOverflow: true,
          touchEventsTarget: 'container',
          allowTouchMove: current.touchMove,
          a11y: { enabled: false },
        }
      : null;
  return {
    type: current.type,
    effect,
    vertical: current.sliderOrientation === 'vertical',
    linear: current.infiniteScrolling,
    main,
    thumbs,
  };
}

/**
 * The slides to load ahead (SPEC.md §9 "Lazy loading loads the previous and next slides"): the
 * `amount` slides before the first visible one and after the last, wrapping when looping.
 */
export function slidesToPreload(first: number, visible: number, count: number, amount: number, loop: boolean): number[] {
  const indexes = new Set<number>();
  for (let step = 1; step <= amount; step += 1) {
    for (const index of [first - step, first + visible - 1 + step]) {
      if (loop) indexes.add(((index % count) + count) % count);
      else if (index >= 0 && index < count) indexes.add(index);
    }
  }
  for (let index = first; index < first + visible; index += 1) indexes.delete(((index % count) + count) % count);
  return [...indexes].sort((a, b) => a - b);
}

/**
 * The IntersectionObserver root margin for `autoplay-viewport` (SPEC.md §4 "when the container
 * scrolls into view at the given offset"): the carousel counts as in view once its top reaches
 * `offset` from the top of the viewport (a percentage is of the viewport height).
 */
export function viewportRootMargin(offset: Size, viewport: Viewport): string {
  const line = sizeToPixels(offset, { viewportWidth: viewport.width, viewportHeight: viewport.height, percentOf: viewport.height });
  const clamped = Math.min(Math.max(line, 1), viewport.height);
  return `0px 0px ${Math.round(clamped - viewport.height)}px 0px`;
}
