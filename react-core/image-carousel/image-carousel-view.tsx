/**
 * The image carousel view: the WAI-ARIA Carousel pattern around Swiper. The shadow root holds the
 * chrome (rotation control, previous/next buttons, thumbnail strip, status text) and the slide
 * boxes, each with a slot that shows one of the author's children (carousel-swiper.ts). Swiper's
 * own accessibility mode is off (SPEC.md §9): the slides are groups labelled "{{index}} /
 * {{slidesLength}}", off-screen slides are inert and hidden, and the buttons carry the §8 texts.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { readAttributes } from '../element/attributes';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener, useReducedMotion, useRightToLeft } from '../element/hooks';
import { afterNextPaint, onResize } from '../runtime/frame-loop';
import { isTypingTarget, listMoveForKey } from '../runtime/list-keys';
import { showLoadingOver } from '../runtime/loading-indicator';
import { getPageConfig } from '../runtime/page-config';
import { prefersReducedMotion } from '../runtime/reduced-motion';
import { parseSize } from '../runtime/values';
import type { ScreenMode } from '../runtime/screen-mode';
import { reportError } from '../runtime/warn';
import { escapeToNumericEntities } from '../lightbox/escape-entities';
import { autoplayReducer, autoplayRuns, initialAutoplayState, rotationControlStops } from './autoplay-state';
import {
  arrowsHidden,
  buildCarouselPlan,
  carouselModeFor,
  forcesOnePerView,
  gapOf,
  modeForBreakpoint,
  swiperFeatures,
  viewportRootMargin,
  type CarouselConfig,
  type SwiperGap,
} from './carousel-params';
import { imageOf, lightboxItems, lightboxSelection, linkOf, originalSlideIndex, readSlideMedia, readSlides } from './carousel-structure';
import { createCarousel, mountSlides, releaseSlides, SLIDE_CLASS, type CarouselInstance } from './carousel-swiper';
import { imageCarouselAttributes, type ImageCarouselAttributes } from './image-carousel-attributes';
import { lightboxBridge } from './lightbox-bridge';
import { loadSwiperModules, useSwiperModules } from './swiper-modules';

export const TAG = 'pb-image-carousel';

const GAP_PROPERTY = '--pb-image-carousel-space-between';

/** Debounce before the autoplay viewport offset is measured again after a resize. */
const VIEWPORT_RESIZE_DEBOUNCE_MS = 200;

const MODES: ScreenMode[] = ['desktop', 'tablet', 'phone'];

/** The page's gap custom property: px, %, vw and vh read as written, other lengths measured. */
function readStyleGap(host: HTMLElement, probe: HTMLElement | null): SwiperGap {
  const written = getComputedStyle(host).getPropertyValue(GAP_PROPERTY).trim();
  if (!written) return 0;
  try {
    const size = parseSize(written);
    if (size) return gapOf(size, { viewport: { width: window.innerWidth, height: window.innerHeight }, styleGap: 0 });
  } catch {
    // Another unit (rem, em, calc): the probe resolves it.
  }
  const measured = probe ? Number.parseFloat(getComputedStyle(probe).width) : Number.NaN;
  return Number.isFinite(measured) ? measured : 0;
}

function readConfig(host: HTMLElement): CarouselConfig {
  const [desktop, tablet, phone] = MODES.map((mode) => readAttributes(host, TAG, imageCarouselAttributes, mode));
  return { desktop: desktop!, tablet: tablet!, phone: phone! };
}

/**
 * The element's `prepare`: loads the Swiper modules the attributes ask for before the first
 * render, so Swiper can be built right after it (in the next task, or at once on a press).
 */
export function prepareImageCarousel(host: HTMLElement): Promise<void> | null {
  return loadSwiperModules(swiperFeatures(readConfig(host)));
}

/** The mode whose values Swiper's breakpoints apply now (media queries, as Swiper checks them). */
function currentCarouselMode(): ScreenMode {
  return carouselModeFor((width) => matchMedia(`(min-width: ${width}px)`).matches);
}

interface NavigationState {
  beginning: boolean;
  end: boolean;
  loop: boolean;
  hidden: boolean;
}

const INITIAL_NAVIGATION: NavigationState = { beginning: true, end: false, loop: false, hidden: true };

function sameNavigation(a: NavigationState, b: NavigationState): boolean {
  return a.beginning === b.beginning && a.end === b.end && a.loop === b.loop && a.hidden === b.hidden;
}

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

const ARROW_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
  </svg>
);
const ARROW_ICON_BACK = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
  </svg>
);
const PAUSE_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 5h4v14H7zm6 0h4v14h-4z" />
  </svg>
);
const PLAY_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M8 5v14l11-7z" />
  </svg>
);

export function ImageCarouselView({ host, attributes }: ElementViewProps<ImageCarouselAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const slides = useMemo(() => readSlides(host, TAG), [host, childrenVersion]);
  // `attributes` is a new object on every attribute or screen-mode change.
  const config = useMemo(() => readConfig(host), [host, attributes]);
  const [mode, setMode] = useState(currentCarouselMode);
  const current = config[mode];
  const features = useMemo(() => swiperFeatures(config), [config]);
  const modules = useSwiperModules(features, TAG);
  const reducedMotion = useReducedMotion();
  // Swiper reads the direction of its container when it is built (its RTL mode: the first slide
  // at the right, a swipe to the right goes next); a change of direction rebuilds it.
  const rightToLeft = useRightToLeft(host);
  const dir = rightToLeft ? 'rtl' : 'ltr';
  const { messages } = getPageConfig();

  const mainRef = useRef<HTMLDivElement>(null);
  const mainWrapperRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const thumbsWrapperRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const instance = useRef<CarouselInstance | null>(null);
  const built = useRef<{ key: string; slides: HTMLElement[] } | null>(null);
  const realIndex = useRef(0);
  const [swiperVersion, setSwiperVersion] = useState(0);
  // Bumped when the slider's box changes size: the page's gap may differ now (media queries).
  const [, setMeasured] = useState(0);
  const [navigation, setNavigation] = useState(INITIAL_NAVIGATION);
  const [status, setStatus] = useState({ text: '', count: 0 });

  const [autoplay, dispatch] = useReducer(
    autoplayReducer,
    {
      enabled: attributes.autoplay,
      pauseOnHover: attributes.pauseOnHover,
      startsInView: !attributes.autoplayViewport || typeof IntersectionObserver === 'undefined',
      reducedMotion: prefersReducedMotion(),
      pageHidden: document.visibilityState === 'hidden',
    },
    initialAutoplayState,
  );
  const rotating = autoplayRuns(autoplay);

  const callbacks = useRef({
    onBreakpoint: (breakpoint: string | number | undefined) => setMode(modeForBreakpoint(breakpoint)),
    onIndexChange: (index: number, previousIndex: number) => {
      realIndex.current = index;
      emit(host, 'pb-slide-change', { index, previousIndex });
    },
    onResize: () => setMeasured((count) => count + 1),
    onInteraction: () => dispatch({ type: 'interaction' }),
    onUpdate: () => {
      const swiper = instance.current?.swiper;
      if (!swiper) return;
      const perView = Number(swiper.params.slidesPerView) || 1;
      const next: NavigationState = {
        beginning: swiper.isBeginning,
        end: swiper.isEnd,
        loop: !!swiper.params.loop,
        hidden: swiper.isLocked || arrowsHidden(swiper.slides.length, perView, swiper.params.grid?.rows ?? 1),
      };
      setNavigation((previous) => (sameNavigation(previous, next) ? previous : next));
    },
  });

  // Builds the slider, and rebuilds it when what it is built from changes (the slides, the Swiper
  // modules, or what Swiper cannot switch at a breakpoint). A rebuild happens before paint, so it
  // never shows a half state. While modules that an attribute change asks for load, the slider stays.
  const buildSlider = (): void => {
    const main = mainRef.current;
    const mainWrapper = mainWrapperRef.current;
    if (!main || !mainWrapper || !modules) return;
    const styleGap = readStyleGap(host, probeRef.current);
    const plan = buildCarouselPlan(config, {
      mode,
      slideCount: slides.length,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      reducedMotion,
      styleGap,
    });
    const key = JSON.stringify({ plan, features, dir });
    if (built.current && built.current.key === key && built.current.slides === slides) return;
    instance.current?.destroy();
    instance.current = null;
    built.current = { key, slides };
    if (slides.length === 0) return;
    const thumbs = thumbsRef.current;
    const thumbsWrapper = thumbsWrapperRef.current;
    instance.current = createCarousel(
      { main, mainWrapper, thumbs: plan.thumbs ? thumbs : null, thumbsWrapper: plan.thumbs ? thumbsWrapper : null },
      slides,
      { plan, modules, messages, initialIndex: Math.min(realIndex.current, slides.length - 1), callbacks: callbacks.current },
    );
    realIndex.current = instance.current.swiper.realIndex;
    callbacks.current.onUpdate();
    setSwiperVersion((version) => version + 1);
  };
  // The latest render's build: the first one runs after the first commit is painted, or at once
  // when the visitor presses the carousel or its keys before then (`buildPendingSlider`).
  const latestBuild = useRef(buildSlider);
  latestBuild.current = buildSlider;
  /** The slides mounted in the first commit, and their wrapper, while Swiper waits for its task. */
  const waiting = useRef<{ slides: HTMLElement[]; wrapper: HTMLElement } | null>(null);
  const buildPendingSlider = (): void => {
    if (!waiting.current) return;
    waiting.current = null;
    // The arrows and state Swiper sets show with it, in the same task.
    flushSync(() => latestBuild.current());
  };

  useLayoutEffect(() => {
    const mainWrapper = mainWrapperRef.current;
    if (waiting.current) {
      // Still waiting for its task: show the slides the author has now.
      if (waiting.current.slides === slides) return;
      const { wrapper } = waiting.current;
      releaseSlides(wrapper, null, waiting.current.slides);
      mountSlides(wrapper, slides, messages);
      waiting.current = { slides, wrapper };
      return;
    }
    // Centred slides and vertical carousels: Swiper moves slides (the first to the middle, the
    // columns into a stack), which the critical CSS's boxes do not show; several rows: Swiper's
    // grid sizes them, as the critical CSS does but the slides' boxes before Swiper do not. So
    // it is built in this commit's task and the move is never painted (CLS 0).
    const { centeredSlides, sliderOrientation, slideRow } = config[mode];
    const movesSlides = centeredSlides || sliderOrientation === 'vertical' || (slideRow > 1 && !forcesOnePerView(config[mode]));
    if (built.current || !mainWrapper || !modules || slides.length === 0 || movesSlides) {
      buildSlider();
      return;
    }
    // The first build: the slides show in their boxes with this commit (laid out as the critical
    // CSS laid them out), and Swiper, which measures and moves them, runs after that frame is
    // painted, so the upgrade and Swiper's init never add up to one long task or frame.
    mountSlides(mainWrapper, slides, messages);
    waiting.current = { slides, wrapper: mainWrapper };
    afterNextPaint(buildPendingSlider);
  });

  // A layout-effect cleanup, like the layout effect that builds the slider: Preact skips the
  // passive effects, cleanups included, of a carousel removed before its first frame.
  useLayoutEffect(
    () => () => {
      instance.current?.destroy();
      instance.current = null;
      if (waiting.current) releaseSlides(waiting.current.wrapper, null, waiting.current.slides);
      waiting.current = null;
      built.current = null;
    },
    [],
  );

  // A press before Swiper is there builds it at once, in the capture phase, so Swiper takes the
  // same press (a swipe, a drag) and the click that follows finds it.
  useEventListener(host, 'pointerdown', buildPendingSlider, TAG, true);

  // Autoplay: off at creation, then started and stopped as the state says.
  useEffect(() => {
    dispatch({ type: 'configure', enabled: attributes.autoplay, pauseOnHover: attributes.pauseOnHover });
  }, [attributes.autoplay, attributes.pauseOnHover]);

  useEffect(() => {
    const swiper = instance.current?.swiper;
    // No `swiper.autoplay` without the Autoplay module, which loads with the `autoplay` attribute.
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    else if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
  }, [rotating, swiperVersion]);

  const offset = attributes.autoplayViewport;
  const waitsForView = attributes.autoplay && !!offset && !autoplay.inView && typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!waitsForView || !offset) return;
    let observer: IntersectionObserver | undefined;
    const observe = (): void => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          // In view at the offset, or already scrolled past it.
          if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) dispatch({ type: 'in-view' });
        },
        { rootMargin: viewportRootMargin(offset, { width: window.innerWidth, height: window.innerHeight }) },
      );
      observer.observe(host);
    };
    observe();
    const stopResize = onResize(observe, VIEWPORT_RESIZE_DEBOUNCE_MS);
    return () => {
      observer?.disconnect();
      stopResize();
    };
  }, [host, waitsForView, offset?.value, offset?.unit]);

  useEventListener(host, 'mouseenter', () => dispatch({ type: 'hover', hovered: true }), TAG);
  useEventListener(host, 'mouseleave', () => dispatch({ type: 'hover', hovered: false }), TAG);
  const updateFocus = (): void => {
    const inside = host.matches(':focus-within');
    const onRotationControl = host.shadowRoot.activeElement === rotationRef.current;
    dispatch({ type: 'focus', focused: inside && !onRotationControl });
  };
  useEventListener(host, 'focusin', updateFocus, TAG);
  useEventListener(host, 'focusout', updateFocus, TAG);
  useEffect(() => {
    const handle = (): void => dispatch({ type: 'page-visibility', hidden: document.visibilityState === 'hidden' });
    document.addEventListener('visibilitychange', handle);
    return () => document.removeEventListener('visibilitychange', handle);
  }, []);

  // Inside a tabs module, a tab change resets the slider to its real index without animation
  // (SPEC.md §4); it may have been measured while its panel was hidden.
  const tabs = useMemo(() => host.parentElement?.closest('pb-tabs') ?? null, [host]);
  useEventListener(tabs, 'pb-tab-change', () => {
    const carousel = instance.current;
    if (!carousel) return;
    carousel.swiper.update();
    carousel.thumbs?.update();
    // `internal`: not the visitor's move, so autoplay goes on (it stops on interaction).
    carousel.swiper.slideToLoop(carousel.swiper.realIndex, 0, false, true);
    setMeasured((count) => count + 1);
  }, TAG);

  // Lightbox: images that are not inside a link or button become buttons, so the keyboard reaches them.
  const lightboxOn = attributes.showLightbox;
  useLayoutEffect(() => {
    if (!lightboxOn) return;
    const made: HTMLImageElement[] = [];
    for (const slide of slides) {
      const image = imageOf(slide);
      if (!image || slide.matches(FOCUSABLE) || slide.querySelector(FOCUSABLE)) continue;
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      made.push(image);
    }
    return () => {
      for (const image of made) {
        image.removeAttribute('tabindex');
        image.removeAttribute('role');
      }
    };
  }, [slides, lightboxOn]);

  const openLightbox = (slideIndex: number, trigger: HTMLElement | null): void => {
    const items = lightboxItems(slides.map(readSlideMedia), {
      title: attributes.lightboxTitle,
      caption: attributes.lightboxCaption,
      escape: escapeToNumericEntities,
    });
    const selection = lightboxSelection(items, slideIndex, attributes.lightboxGallery);
    if (!selection) return;
    dispatch({ type: 'lightbox', open: true });
    const closed = (): void => dispatch({ type: 'lightbox', open: false });
    // The lightbox's code may still be on its way: show that the tap was taken. The lightbox
    // shows its own indicator from the moment it is called, so this one goes then.
    const hideLoading = showLoadingOver(trigger);
    lightboxBridge
      .load()
      .then(({ openLightbox: open }) => {
        const opening = open(selection.items, selection.index, { gallery: attributes.lightboxGallery, returnFocusTo: trigger, onClose: closed });
        hideLoading();
        return opening;
      })
      .catch((error: unknown) => {
        hideLoading();
        // The lightbox could not load: follow the slide's link, if it has one.
        reportError(TAG, error);
        closed();
        const link = slides[slideIndex] ? linkOf(slides[slideIndex]) : null;
        if (link) window.location.assign(link.href);
      });
  };

  /** The author-order index of the slide an event happened in, through Swiper's loop index. */
  const slideIndexOf = (event: Event): number => {
    const box = event
      .composedPath()
      .find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains(SLIDE_CLASS) && node.parentElement === mainWrapperRef.current);
    return box ? originalSlideIndex(box, Number(box.dataset.index)) : -1;
  };

  useEventListener(host, 'click', (event) => {
    if (!lightboxOn || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const index = slideIndexOf(event);
    if (index === -1) return;
    event.preventDefault();
    const target = event.target instanceof Element ? event.target : null;
    openLightbox(index, target?.closest<HTMLElement>(FOCUSABLE) ?? null);
  }, TAG);

  useEventListener(host, 'keydown', (event) => {
    if (!lightboxOn || (event.key !== 'Enter' && event.key !== ' ')) return;
    const target = event.target;
    if (!(target instanceof HTMLImageElement) || target.getAttribute('role') !== 'button') return;
    const index = slideIndexOf(event);
    if (index === -1) return;
    event.preventDefault();
    openLightbox(index, target);
  }, TAG);

  const announce = (text: string): void => setStatus((previous) => ({ text, count: previous.count + 1 }));
  const go = (direction: 'previous' | 'next'): void => {
    buildPendingSlider();
    const swiper = instance.current?.swiper;
    if (!swiper) return;
    dispatch({ type: 'interaction' });
    const atEdge = !swiper.params.loop && (direction === 'next' ? swiper.isEnd : swiper.isBeginning);
    if (atEdge) {
      announce(direction === 'next' ? messages.lastSlide : messages.firstSlide);
      return;
    }
    if (direction === 'next') swiper.slideNext();
    else swiper.slidePrev();
  };

  const stops = rotationControlStops(autoplay);
  const vertical = current.sliderOrientation === 'vertical';

  // The arrows of its orientation move while focus is inside it, mirrored right to left, as the
  // arrow buttons do (APG Carousel; the slider's keys).
  useEventListener(host, 'keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTypingTarget(event.target)) return;
    const move = listMoveForKey(event.key, vertical ? 'vertical' : 'horizontal', rightToLeft && !vertical);
    if (move !== 'next' && move !== 'previous') return;
    event.preventDefault();
    go(move);
  }, TAG);
  // Right to left the next slide lies to the left: the next arrow points there (the styles place
  // it there). Vertical arrows point up and down either way.
  const [previousIcon, nextIcon] = rightToLeft && !vertical ? [ARROW_ICON, ARROW_ICON_BACK] : [ARROW_ICON_BACK, ARROW_ICON];
  const classes = [vertical ? 'pb-vertical' : '', current.infiniteScrolling ? 'pb-linear' : '']
    .filter(Boolean)
    .join(' ');
  const edgePrevious = !navigation.loop && navigation.beginning;
  const edgeNext = !navigation.loop && navigation.end;

  return (
    <div
      part="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={attributes.label || undefined}
      className={classes || undefined}
    >
      <div className="pb-stage">
        {attributes.autoplay && (
          <button
            type="button"
            part="rotation-control"
            className="pb-control pb-rotation"
            ref={rotationRef}
            aria-label={stops ? messages.stopRotation : messages.startRotation}
            onClick={() => dispatch({ type: 'toggle' })}
          >
            {stops ? PAUSE_ICON : PLAY_ICON}
          </button>
        )}
        <button
          type="button"
          part="button-previous"
          className="pb-control pb-arrow pb-previous"
          aria-controls="pb-slides"
          aria-label={messages.previousSlide}
          aria-disabled={edgePrevious || undefined}
          hidden={navigation.hidden}
          onClick={() => go('previous')}
        >
          {previousIcon}
        </button>
        <button
          type="button"
          part="button-next"
          className="pb-control pb-arrow pb-next"
          aria-controls="pb-slides"
          aria-label={messages.nextSlide}
          aria-disabled={edgeNext || undefined}
          hidden={navigation.hidden}
          onClick={() => go('next')}
        >
          {nextIcon}
        </button>
        <div className="swiper" part="viewport" dir={dir} ref={mainRef}>
          <div className="swiper-wrapper" id="pb-slides" aria-live={rotating ? 'off' : 'polite'} ref={mainWrapperRef} />
        </div>
      </div>
      {current.type === 'slideshow' && (
        <div className="swiper pb-thumbs" part="thumbnails" dir={dir} ref={thumbsRef}>
          <div className="swiper-wrapper" ref={thumbsWrapperRef} />
        </div>
      )}
      <div className="pb-status" role="status">
        {status.text ? status.text + (status.count % 2 ? '' : '\u00a0') : ''}
      </div>
      <div className="pb-gap-probe" ref={probeRef} aria-hidden="true" />
    </div>
  );
}
