// @vitest-environment happy-dom
/**
 * Attributes → Swiper parameters of <pb-image-carousel> (SPEC.md §3 "Image carousel
 * configuration", §4 "Image carousel autoplay", §5 "Carousel attribute values are parsed
 * numerically", §9 breakpoints, "Carousel effects", "Carousel slide 1000 ms").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAttributes } from '../../react-core/element/attributes';
import {
  arrowsHidden,
  breakpointParams,
  buildCarouselPlan,
  CAROUSEL_BREAKPOINTS,
  carouselModeFor,
  gapOf,
  minimumSlidesForLoop,
  modeForBreakpoint,
  slidesToPreload,
  swiperFeatures,
  viewportRootMargin,
  type CarouselConfig,
  type CarouselContext,
} from '../../react-core/image-carousel/carousel-params';
import { imageCarouselAttributes } from '../../react-core/image-carousel/image-carousel-attributes';
import type { ScreenMode } from '../../react-core/runtime/screen-mode';

let tagCounter = 0;

/** Reads the attributes as the element does, once per screen mode. */
function configOf(attributes: Record<string, string> = {}): CarouselConfig {
  const element = document.createElement('pb-image-carousel');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  tagCounter += 1;
  const tag = `pb-image-carousel-${tagCounter}`;
  const read = (mode: ScreenMode) => readAttributes(element, tag, imageCarouselAttributes, mode);
  return { desktop: read('desktop'), tablet: read('tablet'), phone: read('phone') };
}

function context(overrides: Partial<CarouselContext> = {}): CarouselContext {
  return {
    mode: 'desktop',
    slideCount: 12,
    viewport: { width: 1200, height: 800 },
    reducedMotion: false,
    styleGap: 0,
    ...overrides,
  };
}

function plan(attributes: Record<string, string> = {}, overrides: Partial<CarouselContext> = {}) {
  return buildCarouselPlan(configOf(attributes), context(overrides));
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('breakpoints (SPEC §9: 981, 768, 480 and 320 px)', () => {
  it('are desktop from 981, tablet from 768, phone at 480 and 320 (and below)', () => {
    expect(CAROUSEL_BREAKPOINTS).toEqual([
      [320, 'phone'],
      [480, 'phone'],
      [768, 'tablet'],
      [981, 'desktop'],
    ]);
    expect(['max', 320, '480', 768, '981', undefined].map(modeForBreakpoint)).toEqual(['phone', 'phone', 'phone', 'tablet', 'desktop', 'phone']);
    const at = (width: number) => carouselModeFor((point) => width >= point);
    expect([1200, 981, 980, 768, 767, 480, 320, 300].map(at)).toEqual([
      'desktop',
      'desktop',
      'tablet',
      'tablet',
      'phone',
      'phone',
      'phone',
      'phone',
    ]);
  });

  it('map every responsive layout attribute, parsed numerically, to its breakpoint', () => {
    const { main } = plan({
      'slide-to-show': '4',
      'slide-to-show-tablet': '3px',
      'slide-to-show-phone': ' 2 ',
      'slide-to-scroll': '2',
      'slide-to-scroll-tablet': '3',
      'slide-to-scroll-phone': '1',
      'slide-row': '2',
      'slide-row-tablet': '3',
      'slide-row-phone': '1',
      'space-between': '20px',
      'space-between-tablet': '10',
      'space-between-phone': '5%',
    });
    const desktop = { slidesPerView: 4, slidesPerGroup: 2, spaceBetween: 20, grid: { rows: 2, fill: 'column' } };
    const tablet = { slidesPerView: 3, slidesPerGroup: 3, spaceBetween: 10, grid: { rows: 3, fill: 'column' } };
    const phone = { slidesPerView: 2, slidesPerGroup: 1, spaceBetween: '5%', grid: { rows: 1, fill: 'column' } };
    expect(main.breakpoints).toEqual({ 320: phone, 480: phone, 768: tablet, 981: desktop });
    // Below 320 px, Swiper's own parameters apply: the phone values.
    expect(main).toMatchObject(phone);
  });

  it('a phone falls back to the tablet value, then to the desktop value', () => {
    const tabletOnly = plan({ 'slide-to-show': '5', 'slide-to-show-tablet': '3' }).main.breakpoints!;
    expect([981, 768, 480, 320].map((point) => tabletOnly[point]!.slidesPerView)).toEqual([5, 3, 3, 3]);
    const desktopOnly = plan({ 'slide-to-show': '5', 'space-between': '12' }).main.breakpoints!;
    expect([981, 768, 480, 320].map((point) => desktopOnly[point]!.slidesPerView)).toEqual([5, 5, 5, 5]);
    expect([981, 768, 480, 320].map((point) => desktopOnly[point]!.spaceBetween)).toEqual([12, 12, 12, 12]);
    const phoneOnly = plan({ 'slide-to-show-phone': '1' }).main.breakpoints!;
    expect([981, 768, 480, 320].map((point) => phoneOnly[point]!.slidesPerView)).toEqual([3, 3, 1, 1]);
  });

  it('the slideshow thumbnail count falls back to the tablet value when no phone value is set', () => {
    const { thumbs } = plan({ type: 'slideshow', 'slideshow-to-show': '6', 'slideshow-to-show-tablet': '4' });
    expect(thumbs!.breakpoints).toEqual({
      320: { slidesPerView: 4 },
      480: { slidesPerView: 4 },
      768: { slidesPerView: 4 },
      981: { slidesPerView: 6 },
    });
    expect(thumbs!.slidesPerView).toBe(4);
    const withPhone = plan({ type: 'slideshow', 'slideshow-to-show': '6', 'slideshow-to-show-tablet': '4', 'slideshow-to-show-phone': '3' });
    expect(withPhone.thumbs!.breakpoints![480]).toEqual({ slidesPerView: 3 });
  });

  it('defaults: three per view, one per step, one row, the page gap (else 0), four thumbnails', () => {
    const { main, thumbs } = plan({ type: 'slideshow' });
    expect(breakpointParams(configOf().desktop, context())).toEqual({ slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 0, grid: { rows: 1, fill: 'column' } });
    expect(main.slidesPerView).toBe(1);
    expect(thumbs!.slidesPerView).toBe(4);
    expect(plan({}, { styleGap: 24 }).main.breakpoints![981]!.spaceBetween).toBe(24);
  });
});

describe('gaps', () => {
  it('take px, %, vw and vh, and the page custom property when the attribute is absent', () => {
    const gapContext = { viewport: { width: 1000, height: 500 }, styleGap: 7 };
    expect(gapOf({ value: 20, unit: 'px' }, gapContext)).toBe(20);
    expect(gapOf({ value: 5, unit: '%' }, gapContext)).toBe('5%');
    expect(gapOf({ value: 2, unit: 'vw' }, gapContext)).toBe(20);
    expect(gapOf({ value: 2, unit: 'vh' }, gapContext)).toBe(10);
    expect(gapOf(null, gapContext)).toBe(7);
  });
});

describe('types and effects (SPEC §9 "Carousel effects")', () => {
  it('cube, flip and fade force one slide per view with no gap, at every breakpoint', () => {
    for (const effect of ['cube', 'flip', 'fade']) {
      const { main, effect: used } = plan({ effect, 'slide-to-show': '4', 'slide-to-show-phone': '2', 'slide-row': '2', 'space-between': '30' });
      expect(used).toBe(effect);
      expect(main.effect).toBe(effect);
      for (const point of [320, 480, 768, 981]) {
        expect(main.breakpoints![point], `${effect} at ${point}`).toEqual({ slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0, grid: { rows: 1, fill: 'column' } });
      }
    }
  });

  it('the slideshow type forces one slide per view, uses slideshow-effect, and adds the thumbnail strip', () => {
    const result = plan({ type: 'slideshow', effect: 'coverflow', 'slideshow-effect': 'fade', 'slide-to-show': '4', 'slide-to-scroll': '2' });
    expect(result.type).toBe('slideshow');
    expect(result.effect).toBe('fade');
    expect(result.main.breakpoints![981]).toMatchObject({ slidesPerView: 1, slidesPerGroup: 1 });
    const slide = plan({ type: 'slideshow', 'slide-to-show': '4', 'space-between': '10' });
    expect(slide.effect).toBe('slide');
    expect(slide.main.breakpoints![981]).toEqual({ slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 10, grid: { rows: 1, fill: 'column' } });
  });

  it('the thumbnail strip loops and has no free mode', () => {
    const { thumbs } = plan({ type: 'slideshow', 'space-between': '8' });
    expect(thumbs).toMatchObject({ loop: true, freeMode: { enabled: false }, watchSlidesProgress: true, spaceBetween: 8, direction: 'horizontal' });
    expect(plan().thumbs).toBeNull();
  });

  it('cube: shadow offset 20 and scale 0.94; flip: rotate 30; shadows follow slider-effect-shadows', () => {
    expect(plan({ effect: 'cube' }).main.cubeEffect).toEqual({ shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.94 });
    expect(plan({ effect: 'cube', 'slider-effect-shadows': 'off' }).main.cubeEffect).toMatchObject({ shadow: false, slideShadows: false });
    expect(plan({ effect: 'flip' }).main.flipEffect).toEqual({ slideShadows: true, limitRotation: true, rotate: 30 });
  });

  it('coverflow: rotate 50 and depth 100, or slider-effect-coverflow-rotate and -depth; it keeps several per view', () => {
    const defaults = plan({ effect: 'coverflow', 'slide-to-show': '3' }).main;
    expect(defaults.coverflowEffect).toEqual({ rotate: 50, depth: 100, stretch: 0, modifier: 1, slideShadows: true });
    expect(defaults.breakpoints![981]!.slidesPerView).toBe(3);
    const custom = plan({ effect: 'coverflow', 'slider-effect-coverflow-rotate': '30', 'slider-effect-coverflow-depth': '250px', 'slider-effect-shadows': 'no' });
    expect(custom.main.coverflowEffect).toMatchObject({ rotate: 30, depth: 250, slideShadows: false });
  });

  it('cards and creative have their parameters; slide has none', () => {
    expect(plan({ effect: 'cards' }).main.cardsEffect).toEqual({ slideShadows: true });
    expect(plan({ effect: 'creative' }).main.creativeEffect).toMatchObject({ prev: { shadow: true }, next: { translate: ['100%', 0, 0] } });
    const slide = plan().main;
    expect(slide.effect).toBe('slide');
    expect(slide.cubeEffect ?? slide.coverflowEffect ?? slide.fadeEffect).toBeUndefined();
  });

  it('type, effect and orientation are read for the current mode', () => {
    const attributes = { effect: 'coverflow', 'effect-phone': 'fade', 'slider-orientation-tablet': 'vertical', 'type-phone': 'slideshow' };
    expect(plan(attributes, { mode: 'desktop' })).toMatchObject({ effect: 'coverflow', vertical: false, type: 'carousel' });
    expect(plan(attributes, { mode: 'tablet' })).toMatchObject({ effect: 'coverflow', vertical: true, type: 'carousel' });
    expect(plan(attributes, { mode: 'phone' })).toMatchObject({ effect: 'slide', vertical: true, type: 'slideshow' });
    expect(plan(attributes, { mode: 'tablet' }).main.direction).toBe('vertical');
  });
});

describe('behaviour', () => {
  it('speed defaults to 1000 ms (SPEC §9 "Carousel slide 1000 ms") and is 0 with reduced motion', () => {
    expect(plan().main.speed).toBe(1000);
    expect(plan({ speed: '450ms' }).main.speed).toBe(450);
    expect(plan({ speed: '450' }, { reducedMotion: true }).main.speed).toBe(0);
  });

  it('centered-slides, mousewheel, touch-move and grab map to Swiper; touch-move is on unless turned off', () => {
    const defaults = plan().main;
    expect(defaults).toMatchObject({ centeredSlides: false, allowTouchMove: true, grabCursor: false, mousewheel: { enabled: false }, direction: 'horizontal' });
    const set = plan({ 'centered-slides': '', mousewheel: 'on', 'touch-move': 'off', grab: 'yes', 'slider-orientation': 'vertical' }).main;
    expect(set).toMatchObject({ centeredSlides: true, allowTouchMove: false, grabCursor: true, mousewheel: { enabled: true }, direction: 'vertical' });
  });

  it('loop is on only with enough slides for Swiper 14 to loop (it moves slides, it does not clone them)', () => {
    expect(plan({ loop: '', 'slide-to-show': '3' }, { slideCount: 4 }).main.loop).toBe(true);
    expect(plan({ loop: '', 'slide-to-show': '3' }, { slideCount: 3 }).main.loop).toBe(false);
    expect(plan({ loop: '', 'slide-to-show': '3', 'slide-to-scroll': '3' }, { slideCount: 5 }).main.loop).toBe(false);
    expect(plan({ loop: '', 'slide-to-show': '3', 'slide-to-scroll': '3' }, { slideCount: 6 }).main.loop).toBe(true);
    expect(plan({}, { slideCount: 20 }).main.loop).toBe(false);
    const layout = { slidesPerView: 2, slidesPerGroup: 1, spaceBetween: 0, grid: { rows: 1, fill: 'column' as const } };
    expect(minimumSlidesForLoop(layout, 'slide', false)).toBe(3);
    expect(minimumSlidesForLoop(layout, 'slide', true)).toBe(5);
    expect(minimumSlidesForLoop({ ...layout, slidesPerView: 1 }, 'cards', false)).toBe(9);
    expect(minimumSlidesForLoop({ ...layout, grid: { rows: 2, fill: 'column' } }, 'slide', false)).toBe(6);
  });

  it('zoom: max ratio 3, min ratio 1, toggled by double tap; lazy loading preloads the previous and next slides', () => {
    const { main } = plan();
    expect(main.zoom).toEqual({ maxRatio: 3, minRatio: 1, toggle: true });
    expect(main.lazyPreloadPrevNext).toBe(1);
  });

  it("Swiper's own accessibility mode is off; events come from the slots in the shadow root", () => {
    const { main } = plan();
    expect(main.a11y).toEqual({ enabled: false });
    expect(main.touchEventsTarget).toBe('container');
    expect(main.watchSlidesProgress).toBe(true);
  });
});

describe('autoplay parameters (SPEC §4)', () => {
  it('are created off, with delay autoplay-speed (default 3000) and the library defaults', () => {
    expect(plan().main.autoplay).toEqual({
      enabled: false,
      delay: 3000,
      disableOnInteraction: true,
      reverseDirection: false,
      pauseOnMouseEnter: false,
      stopOnLastSlide: false,
      waitForTransition: true,
    });
    expect(plan({ autoplay: '', 'autoplay-speed': '5000ms' }).main.autoplay).toMatchObject({ enabled: false, delay: 5000 });
  });

  it('infinite-scrolling sets the delay to 0 and a linear transition', () => {
    const result = plan({ autoplay: '', 'autoplay-speed': '5000', 'infinite-scrolling': '' });
    expect(result.main.autoplay).toMatchObject({ delay: 0 });
    expect(result.linear).toBe(true);
    expect(plan().linear).toBe(false);
  });

  it('does not wait for a transition that never comes when the speed is 0', () => {
    expect(plan({ speed: '0' }).main.autoplay).toMatchObject({ waitForTransition: false });
    expect(plan({}, { reducedMotion: true }).main.autoplay).toMatchObject({ waitForTransition: false });
  });

  it('autoplay-viewport becomes the IntersectionObserver root margin of its offset from the viewport top', () => {
    const viewport = { width: 1000, height: 800 };
    expect(viewportRootMargin({ value: 50, unit: '%' }, viewport)).toBe('0px 0px -400px 0px');
    expect(viewportRootMargin({ value: 200, unit: 'px' }, viewport)).toBe('0px 0px -600px 0px');
    expect(viewportRootMargin({ value: 25, unit: 'vh' }, viewport)).toBe('0px 0px -600px 0px');
    expect(viewportRootMargin({ value: 100, unit: '%' }, viewport)).toBe('0px 0px 0px 0px');
    expect(viewportRootMargin({ value: 150, unit: '%' }, viewport), 'never beyond the viewport').toBe('0px 0px 0px 0px');
    expect(viewportRootMargin({ value: 0, unit: '%' }, viewport), 'a one-pixel line at the top').toBe('0px 0px -799px 0px');
  });
});

describe('arrows and preloading', () => {
  it('arrows are hidden when the items do not exceed the columns (SPEC §9)', () => {
    expect(arrowsHidden(3, 3, 1)).toBe(true);
    expect(arrowsHidden(4, 3, 1)).toBe(false);
    expect(arrowsHidden(4, 2, 2)).toBe(true);
    expect(arrowsHidden(5, 2, 2)).toBe(false);
    expect(arrowsHidden(3, 2.5, 1), 'a partly shown slide counts as a column').toBe(true);
    expect(arrowsHidden(1, 1, 1)).toBe(true);
  });

  it('preloads the slide before and after the visible ones, wrapping only when looping', () => {
    expect(slidesToPreload(0, 3, 8, 1, false)).toEqual([3]);
    expect(slidesToPreload(2, 3, 8, 1, false)).toEqual([1, 5]);
    expect(slidesToPreload(5, 3, 8, 1, false)).toEqual([4]);
    expect(slidesToPreload(0, 3, 8, 1, true)).toEqual([3, 7]);
    expect(slidesToPreload(6, 2, 8, 1, true)).toEqual([0, 5]);
    expect(slidesToPreload(0, 2, 3, 1, true), 'never a visible slide').toEqual([2]);
    expect(slidesToPreload(2, 1, 8, 2, false)).toEqual([0, 1, 3, 4]);
  });
});

describe('Swiper modules a carousel loads', () => {
  it('a plain slide carousel needs no module beyond the core (and Zoom, which every carousel has)', () => {
    expect(swiperFeatures(configOf())).toEqual([]);
    expect(swiperFeatures(configOf({ loop: '', 'slide-to-show': '4', 'show-lightbox': '', grab: '' }))).toEqual([]);
  });

  it('each attribute that needs a module asks for it, in any screen mode', () => {
    expect(swiperFeatures(configOf({ autoplay: '' }))).toEqual(['autoplay']);
    expect(swiperFeatures(configOf({ autoplay: 'off' }))).toEqual([]);
    expect(swiperFeatures(configOf({ mousewheel: '' }))).toEqual(['mousewheel']);
    expect(swiperFeatures(configOf({ type: 'slideshow' }))).toEqual(['thumbs']);
    expect(swiperFeatures(configOf({ 'slide-row': '2' }))).toEqual(['grid']);
    expect(swiperFeatures(configOf({ effect: 'cube' }))).toEqual(['effect-cube']);
    expect(swiperFeatures(configOf({ 'effect-phone': 'fade' })), 'a phone-only effect').toEqual(['effect-fade']);
    expect(swiperFeatures(configOf({ type: 'slideshow', 'slideshow-effect': 'flip', effect: 'cards' })), 'a slideshow uses slideshow-effect').toEqual([
      'effect-flip',
      'thumbs',
    ]);
  });

  it('no Grid where one slide per view leaves a single row anyway', () => {
    expect(swiperFeatures(configOf({ 'slide-row': '2', effect: 'fade' }))).toEqual(['effect-fade']);
    expect(swiperFeatures(configOf({ 'slide-row': '2', type: 'slideshow' }))).toEqual(['thumbs']);
  });

  it('every effect, autoplay, mousewheel, rows and a slideshow: every module, each once', () => {
    const config = configOf({ effect: 'coverflow', 'effect-tablet': 'creative', 'type-phone': 'slideshow', 'slideshow-effect': 'fade', 'slide-row': '2', autoplay: '', mousewheel: '' });
    expect(swiperFeatures(config)).toEqual(['autoplay', 'effect-coverflow', 'effect-creative', 'effect-fade', 'grid', 'mousewheel', 'thumbs']);
  });
});
