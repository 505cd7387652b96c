/**
 * How the author's HTML becomes slides: every element child of `<pb-image-carousel>` (an `<img>`,
 * a link around one, a `<figure>` …) is one slide, in order. The children stay in the light DOM,
 * readable and styled by the page; the element only assigns each one to its slide's slot.
 * Also: what the lightbox shows for each slide (SPEC.md §3 "Each image may carry a title and a
 * description attribute", §5 "escaped to numeric character entities").
 */
import { warnOnce } from '../runtime/warn';
import type { LightboxItem } from '../lightbox/lightbox-item';

const IGNORED_CHILDREN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

/** The slot name of slide `index` (in the author's order). */
export function slideSlotName(index: number): string {
  return `slide-${index}`;
}

export function readSlides(host: HTMLElement, tag: string): HTMLElement[] {
  const slides = [...host.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !IGNORED_CHILDREN.has(child.tagName),
  );
  if (slides.length === 0) warnOnce(tag, 'found no slides: put the images (or links or figures around them) inside the element.');
  return slides;
}

/** The slide's image: the child itself, or the first image inside it. */
export function imageOf(slide: Element): HTMLImageElement | null {
  return slide instanceof HTMLImageElement ? slide : slide.querySelector('img');
}

/** The slide's link: the child itself, or the first link inside it. */
export function linkOf(slide: Element): HTMLAnchorElement | null {
  return slide instanceof HTMLAnchorElement && slide.hasAttribute('href') ? slide : slide.querySelector('a[href]');
}

/** What the lightbox needs from one slide, before escaping. */
export interface SlideMedia {
  /** The full-size image: the link's target, else the image's own source. */
  src: string;
  width?: number;
  height?: number;
  alt: string;
  title: string;
  description: string;
}

function positiveNumber(value: string | null | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

function firstAttribute(elements: Array<Element | null>, names: string[]): string {
  for (const element of elements) {
    for (const name of names) {
      const value = element?.getAttribute(name);
      if (value) return value;
    }
  }
  return '';
}

/**
 * The title and description come from the image (`title`, `data-description` or
 * `description`), else from the slide element around it. The size comes from `data-width` and
 * `data-height`, or from the image itself when the lightbox shows that same file.
 */
export function readSlideMedia(slide: Element): SlideMedia | null {
  const image = imageOf(slide);
  const link = linkOf(slide);
  const src = link?.href || image?.currentSrc || image?.src || '';
  if (!src) return null;
  const sources = [image, slide];
  const showsImageItself = !!image && (!link || src === image.currentSrc || src === image.src);
  const width =
    positiveNumber(firstAttribute([link, image, slide], ['data-width'])) ??
    (showsImageItself && image?.naturalWidth ? image.naturalWidth : undefined);
  const height =
    positiveNumber(firstAttribute([link, image, slide], ['data-height'])) ??
    (showsImageItself && image?.naturalHeight ? image.naturalHeight : undefined);
  return {
    src,
    ...(width && height ? { width, height } : {}),
    alt: image?.alt ?? '',
    title: firstAttribute(sources, ['title']),
    description: firstAttribute(sources, ['data-description', 'description']),
  };
}


export interface LightboxTextOptions {
  title: boolean;
  caption: boolean;
  /** SPEC.md §5: text goes into the lightbox as numeric character entities. */
  escape: (text: string) => string;
}

/** The lightbox items of the slides, titles and captions escaped; slides without an image are skipped. */
export function lightboxItems(media: ReadonlyArray<SlideMedia | null>, options: LightboxTextOptions): Array<LightboxItem | null> {
  return media.map((entry) => {
    if (!entry) return null;
    const item: LightboxItem = { src: entry.src };
    if (entry.width && entry.height) Object.assign(item, { width: entry.width, height: entry.height });
    if (entry.alt) item.alt = entry.alt;
    if (options.title && entry.title) item.title = options.escape(entry.title);
    if (options.caption && entry.description) item.caption = options.escape(entry.description);
    return item;
  });
}

/**
 * The items and start index to open for a click on slide `slideIndex` (the original, author-order
 * index). A gallery gets every slide that has an image; otherwise only the clicked one.
 */
export function lightboxSelection(
  items: ReadonlyArray<LightboxItem | null>,
  slideIndex: number,
  gallery: boolean,
): { items: LightboxItem[]; index: number } | null {
  const clicked = items[slideIndex];
  if (!clicked) return null;
  if (!gallery) return { items: [clicked], index: 0 };
  const present = items.filter((item): item is LightboxItem => item !== null);
  return { items: present, index: present.indexOf(clicked) };
}

/** The original (author-order) index of a slide: Swiper's `data-swiper-slide-index` when it loops. */
export function originalSlideIndex(slideElement: Element, fallback: number): number {
  const attribute = slideElement.getAttribute('data-swiper-slide-index');
  const index = attribute === null ? Number.NaN : Number(attribute);
  return Number.isInteger(index) && index >= 0 ? index : fallback;
}
