/**
 * How the author's HTML becomes a gallery: every child element is one image (an image link
 * `<a href="large.jpg"><img src="thumb.jpg" alt="…"></a>`, or a `<figure>` holding one, with an
 * optional `<figcaption>`), except `slot="pagination"`: the server's page links for visitors
 * without JavaScript, which the element's own pagination replaces. Items a server leaves off its
 * page may carry `hidden`: they stay out of the page without JavaScript, and are part of the
 * gallery (its pages, its lightbox) once it runs.
 *
 * The element places each item on its page (a named slot) and makes the items of other pages
 * inert; the author's own `slot`, `hidden` and `inert` come back when it goes away.
 */
import { keptAttributes } from '../element/kept-attributes';
import { escapeToNumericEntities } from '../lightbox/escape-entities';
import { itemOfLink } from '../lightbox/lightbox-structure';
import type { LightboxItem } from '../lightbox/lightbox-item';
import { attributeResourceUrl } from '../runtime/safe-resource-url';
import { warnOnce } from '../runtime/warn';

export const GALLERY_TAG = 'pb-gallery';
/** The slot of the server's page links (shown without JavaScript only). */
export const NO_SCRIPT_PAGINATION_SLOT = 'pagination';

const IGNORED_CHILDREN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

/** The gallery's items, in the author's order; warns once when there are none. */
export function readGalleryItems(host: HTMLElement): HTMLElement[] {
  const items = [...host.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && !IGNORED_CHILDREN.has(child.tagName) && !isNoScriptPagination(child),
  );
  if (items.length === 0) warnOnce(GALLERY_TAG, 'found no images: write each one as a child image link (<a href="large.jpg"><img …></a>) or a <figure> holding one.');
  return items;
}

/** The server's page links (the element only ever gives items `page-N` slots). */
function isNoScriptPagination(child: Element): boolean {
  return child.getAttribute('slot') === NO_SCRIPT_PAGINATION_SLOT;
}

/** The link that opens item `item` in the lightbox: the item itself, or the first link inside it. */
export function linkOfItem(item: HTMLElement): HTMLAnchorElement | null {
  return item instanceof HTMLAnchorElement && item.hasAttribute('href') ? item : item.querySelector<HTMLAnchorElement>('a[href]');
}

/**
 * What the lightbox shows for each item (the `<pb-lightbox>` rules for title, caption and size),
 * title and caption escaped to numeric entities (SPEC §5 "escaped … before entering the
 * lightbox"). An item without a link, or whose `href` is no address the page may request
 * (`Infinity`, `héllo wörld`: safe-resource-url.ts, one warning), has no `src`, so the lightbox
 * leaves it out.
 */
export function galleryLightboxItems(items: readonly HTMLElement[]): LightboxItem[] {
  return items.map((item) => {
    const link = linkOfItem(item);
    if (!link || attributeResourceUrl(GALLERY_TAG, 'href', link.getAttribute('href') ?? '') === null) return { src: '' };
    const { title, caption, ...rest } = itemOfLink(link);
    return {
      ...rest,
      ...(title ? { title: escapeToNumericEntities(title) } : {}),
      ...(caption ? { caption: escapeToNumericEntities(caption) } : {}),
    };
  });
}

const kept = keptAttributes(['slot', 'hidden', 'inert']);

/** Shows the server's off-page items (`hidden`) to the gallery, which decides what is shown. */
export function revealItems(items: readonly HTMLElement[]): void {
  for (const item of items) {
    kept.remember(item);
    item.hidden = false;
  }
}

/** Puts each item in the slot of its page (`slotFor(index)`), or in no named slot (`null`). */
export function assignSlots(items: readonly HTMLElement[], slotFor: (index: number) => string | null): void {
  items.forEach((item, index) => {
    kept.remember(item);
    const slot = slotFor(index);
    if (slot === null) item.removeAttribute('slot');
    else item.setAttribute('slot', slot);
  });
}

/** Makes the items not `shown` inert (out of the tab order and the accessibility tree). */
export function setReachable(items: readonly HTMLElement[], shown: (index: number) => boolean): void {
  items.forEach((item, index) => {
    kept.remember(item);
    item.inert = !shown(index);
  });
}

/** Gives the items back the author's `slot`, `hidden` and `inert`. */
export function restoreItems(items: readonly HTMLElement[]): void {
  kept.restore(items);
}
