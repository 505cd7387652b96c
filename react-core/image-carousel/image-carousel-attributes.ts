/**
 * The attributes of `<pb-image-carousel>`: every field of SPEC.md §3 "Image carousel
 * configuration", in kebab-case. The layout fields are responsive (`-tablet`, `-phone`), and the
 * carousel reads all three variants at once to build Swiper's breakpoints (carousel-params.ts).
 */
import { attribute, responsive } from '../element/attributes';

export const CAROUSEL_TYPES = ['carousel', 'slideshow'] as const;
export const CAROUSEL_EFFECTS = ['slide', 'fade', 'cube', 'flip', 'coverflow', 'cards', 'creative'] as const;
export const CAROUSEL_ORIENTATIONS = ['horizontal', 'vertical'] as const;

export type CarouselType = (typeof CAROUSEL_TYPES)[number];
export type CarouselEffect = (typeof CAROUSEL_EFFECTS)[number];

/** Slides per view when `slide-to-show` is not set. */
export const DEFAULT_SLIDES_TO_SHOW = 3;
/** Thumbnails per view of a slideshow when `slideshow-to-show` is not set. */
export const DEFAULT_THUMBNAILS_TO_SHOW = 4;
/** SPEC.md §9 "Carousel slide 1000 ms". */
export const DEFAULT_CAROUSEL_SPEED_MS = 1000;
/** Swiper's autoplay delay (SPEC.md §4 "Library defaults: delay 3000 ms"). */
export const DEFAULT_AUTOPLAY_DELAY_MS = 3000;
/** SPEC.md §9 "Coverflow rotate 50 and depth 100". */
export const DEFAULT_COVERFLOW_ROTATE = 50;
export const DEFAULT_COVERFLOW_DEPTH = 100;

export const imageCarouselAttributes = {
  // Layout (responsive).
  /** `carousel` (slides in a row) or `slideshow` (one slide and a strip of thumbnails). */
  type: responsive(attribute.oneOf(CAROUSEL_TYPES, 'carousel')),
  /** Transition of the carousel type. */
  effect: responsive(attribute.oneOf(CAROUSEL_EFFECTS, 'slide')),
  /** Transition of the slideshow type. */
  slideshowEffect: responsive(attribute.oneOf(CAROUSEL_EFFECTS, 'slide')),
  sliderOrientation: responsive(attribute.oneOf(CAROUSEL_ORIENTATIONS, 'horizontal')),
  /** Slides per view (columns). */
  slideToShow: responsive(attribute.number(DEFAULT_SLIDES_TO_SHOW, { min: 1 })),
  /** Slides moved by one step. */
  slideToScroll: responsive(attribute.number(1, { min: 1, integer: true })),
  /** Rows of slides. */
  slideRow: responsive(attribute.number(1, { min: 1, integer: true })),
  /** Gap between slides; `null` (not set) uses `--pb-image-carousel-space-between`. */
  spaceBetween: responsive(attribute.size()),
  /** Thumbnails per view of the slideshow strip. */
  slideshowToShow: responsive(attribute.number(DEFAULT_THUMBNAILS_TO_SHOW, { min: 1 })),
  // Behaviour.
  centeredSlides: attribute.boolean(),
  /** Duration of a slide change in ms. */
  speed: attribute.number(DEFAULT_CAROUSEL_SPEED_MS, { min: 0 }),
  loop: attribute.boolean(),
  mousewheel: attribute.boolean(),
  /** Swiping with touch or mouse; on unless `touch-move="off"`. */
  touchMove: attribute.boolean(true),
  /** Grab cursor over the slides. */
  grab: attribute.boolean(),
  // Autoplay.
  autoplay: attribute.boolean(),
  /** Delay between automatic slide changes in ms. */
  autoplaySpeed: attribute.number(DEFAULT_AUTOPLAY_DELAY_MS, { min: 0 }),
  /** Where the top of the carousel must reach, from the viewport top, before autoplay starts. */
  autoplayViewport: attribute.size(),
  /** Continuous rotation: autoplay delay 0 with a linear transition. */
  infiniteScrolling: attribute.boolean(),
  /** Autoplay stops while the mouse is over the carousel; on unless `pause-on-hover="off"`. */
  pauseOnHover: attribute.boolean(true),
  // Lightbox.
  showLightbox: attribute.boolean(),
  lightboxGallery: attribute.boolean(),
  lightboxTitle: attribute.boolean(),
  lightboxCaption: attribute.boolean(),
  // Effects.
  /** Shadows of the cube, flip, coverflow, cards and creative effects; on unless `off`. */
  sliderEffectShadows: attribute.boolean(true),
  sliderEffectCoverflowRotate: attribute.number(DEFAULT_COVERFLOW_ROTATE),
  sliderEffectCoverflowDepth: attribute.number(DEFAULT_COVERFLOW_DEPTH),
  /** Accessible name of the carousel region. */
  label: attribute.string(),
};

export type ImageCarouselAttributes = typeof imageCarouselAttributes;
