/**
 * How the author's HTML becomes lightbox items: every `<a href>` inside `<pb-lightbox>` that
 * points at an image (a `data-lightbox` attribute, or an image file extension) opens the
 * lightbox. Without JavaScript these are plain links that open the image.
 *
 * - title: the link's `data-title`, else its `title`, else the image's `title`, else its `alt`;
 * - caption: the link's `data-caption`, else the image's `data-description`, else the text of
 *   the `<figcaption>` of the figure the link is in;
 * - alt of the large image: the link image's `alt`;
 * - thumbnail: the link image's source, shown scaled up while the large image loads;
 * - size (used without measuring): the link's `data-pswp-width`/`data-pswp-height` (or
 *   `data-width`/`data-height`), else the `width`/`height` attributes of its image when that image
 *   is the very file the link opens;
 * - gallery: the `data-gallery` of the link or of its closest ancestor inside the element;
 *   links without one form the element's default gallery.
 * Links inside a nested `<pb-lightbox>` belong to that one.
 */
import type { LightboxItem } from './lightbox-item';

export const LIGHTBOX_TAG = 'pb-lightbox';

export interface LightboxLink {
  link: HTMLAnchorElement;
  item: LightboxItem;
  /** The `data-gallery` name, or `''` for the element's default gallery. */
  gallery: string;
}

const IMAGE_EXTENSION = /\.(avif|bmp|gif|jfif|jpe?g|png|svg|tiff?|webp)$/i;
const OFF_WORDS = new Set(['off', 'no', 'false']);

/** True when `href` names an image file (by its path's extension; query and hash ignored). */
export function isImageHref(href: string, base = 'http://localhost/'): boolean {
  try {
    return IMAGE_EXTENSION.test(new URL(href, base).pathname);
  } catch {
    return false;
  }
}

/** True when `link` opens the lightbox: `data-lightbox` (unless off/no/false) or an image href. */
export function isLightboxLink(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute('href');
  if (href === null || href.trim() === '' || href.trim().startsWith('#')) return false;
  const flag = link.getAttribute('data-lightbox');
  if (flag !== null) return !OFF_WORDS.has(flag.trim().toLowerCase());
  return isImageHref(link.href || href, document.baseURI);
}

/** A positive whole number of pixels from an attribute, or undefined. */
export function readDimension(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(raw);
  const value = match ? Number(match[1]) : NaN;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

function firstText(...candidates: (string | null | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const text = candidate?.replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return undefined;
}

function sameFile(a: string, b: string): boolean {
  try {
    return new URL(a, document.baseURI).href === new URL(b, document.baseURI).href;
  } catch {
    return false;
  }
}

function sizeOf(link: HTMLAnchorElement, image: HTMLImageElement | null): Pick<LightboxItem, 'width' | 'height'> {
  const width = readDimension(link.getAttribute('data-pswp-width') ?? link.getAttribute('data-width'));
  const height = readDimension(link.getAttribute('data-pswp-height') ?? link.getAttribute('data-height'));
  if (width && height) return { width, height };
  const imageSource = image?.getAttribute('src');
  if (image && imageSource && sameFile(imageSource, link.href)) {
    const imageWidth = readDimension(image.getAttribute('width'));
    const imageHeight = readDimension(image.getAttribute('height'));
    if (imageWidth && imageHeight) return { width: imageWidth, height: imageHeight };
  }
  return {};
}

function galleryOf(link: HTMLAnchorElement, host: HTMLElement): string {
  for (let node: Element | null = link; node && node !== host; node = node.parentElement) {
    const name = node.getAttribute('data-gallery')?.trim();
    if (name) return name;
  }
  return '';
}

/** The lightbox item a link opens. */
export function itemOfLink(link: HTMLAnchorElement): LightboxItem {
  const image = link.querySelector('img');
  // A figure's caption describes the link only when the figure holds no other link.
  const figure = link.closest('figure');
  const ownFigure = figure && figure.querySelectorAll('a[href]').length === 1 ? figure : null;
  const figcaption = ownFigure?.querySelector(':scope > figcaption') ?? link.querySelector('figcaption');
  const item: LightboxItem = { src: link.href, ...sizeOf(link, image) };
  const thumbnail = image?.currentSrc || image?.src;
  if (thumbnail) item.thumbnail = thumbnail;
  const alt = image?.getAttribute('alt')?.trim();
  const title = firstText(link.getAttribute('data-title'), link.getAttribute('title'), image?.getAttribute('title'), alt);
  const caption = firstText(link.getAttribute('data-caption'), image?.getAttribute('data-description'), figcaption?.textContent);
  if (alt) item.alt = alt;
  if (title) item.title = title;
  if (caption) item.caption = caption;
  return item;
}

/** Every lightbox link of `host` (not of a nested `<pb-lightbox>`), in document order. */
export function readLightboxLinks(host: HTMLElement): LightboxLink[] {
  return [...host.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((link) => link.closest(LIGHTBOX_TAG) === host && isLightboxLink(link))
    .map((link) => ({ link, item: itemOfLink(link), gallery: galleryOf(link, host) }));
}

/**
 * The items to open when link `position` (of `links`) is chosen: with `gallery` on, every link of
 * the same `data-gallery` group; otherwise that link alone. `positions` maps each item back to its
 * place in `links`.
 */
export function galleryFor(
  links: readonly Pick<LightboxLink, 'item' | 'gallery'>[],
  position: number,
  gallery: boolean,
): { items: LightboxItem[]; index: number; positions: number[] } {
  const chosen = links[position];
  if (!chosen) return { items: [], index: 0, positions: [] };
  if (!gallery) return { items: [chosen.item], index: 0, positions: [position] };
  const positions = links.flatMap((link, at) => (link.gallery === chosen.gallery ? [at] : []));
  return { items: positions.map((at) => links[at]!.item), index: positions.indexOf(position), positions };
}
