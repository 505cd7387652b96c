/** Shared markup and accessors of the <pb-image-carousel> browser tests. */
import type Swiper from 'swiper';
import { upgraded as rendered, waitFor } from './helpers';

/** A small coloured SVG image as a data URL (no network). */
export function image(index: number, width = 400, height = 300): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="hsl(${index * 47},60%,45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

/** `count` image children; `wrap` turns each into other markup (a link, a figure …). */
export function images(count: number, wrap: (img: string, index: number) => string = (img) => img): string {
  return Array.from({ length: count }, (_, index) =>
    wrap(`<img src="${image(index)}" alt="Image ${index + 1}" width="400" height="300">`, index),
  ).join('');
}

/** The page's own image style, as a theme would write it. */
export const PAGE_CSS = 'pb-image-carousel img{display:block;width:100%;height:auto}';

export function carousel(attributes: string, children = images(6), style = 'width:1000px'): string {
  return `<pb-image-carousel ${attributes} style="${style}">${children}</pb-image-carousel>`;
}

export function swiperOf(element: Element, selector = '[part=viewport]'): Swiper {
  const host = element.shadowRoot!.querySelector(selector) as (HTMLElement & { swiper?: Swiper }) | null;
  if (!host?.swiper) throw new Error('no Swiper instance');
  return host.swiper;
}

export function thumbsOf(element: Element): Swiper {
  return swiperOf(element, '[part=thumbnails]');
}

/** The slide boxes in the shadow root, in DOM order. */
export function slideBoxes(element: Element): HTMLElement[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part=viewport] > .swiper-wrapper > .swiper-slide')];
}

export function button(element: Element, part: string): HTMLButtonElement {
  return element.shadowRoot!.querySelector<HTMLButtonElement>(`[part=${part}]`)!;
}

export function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** Swiper runs in a task after the carousel's first render: true once every slider with slides has it. */
export function swiperBuilt(element: Element): boolean {
  return [...element.shadowRoot!.querySelectorAll('.swiper')].every(
    (slider) => slider.classList.contains('swiper-initialized') || slider.querySelector('.swiper-slide') === null,
  );
}

/** `upgraded` from helpers.ts, then the carousel's Swiper (any other element: just `upgraded`). */
export async function upgraded(element: Element): Promise<void> {
  await rendered(element);
  if (element.shadowRoot) await waitFor(() => swiperBuilt(element), `${element.localName} to build its Swiper`);
}
