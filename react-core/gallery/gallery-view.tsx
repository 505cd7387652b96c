/**
 * `<pb-gallery>`: the author's image links as a paged grid or a slider, opening the shared
 * lightbox over every image of the gallery (SPEC.md §1 "Galleries with pagination", §2 "Page
 * hash", §4 "Pagination", §9 "Gallery default is 4 items per page").
 *
 * - grid: each page is a named slot in one stacked cell, so the gallery keeps the height of its
 *   tallest page; a page change cross-fades the two pages (opacity and transforms only, instant
 *   with reduced motion), and another change waits until it has settled (paging-state.ts). The
 *   new page is announced politely ("Page 2 of 5").
 * - slider: one image a page, with the slider's previous/next, keys, swipes and announcements
 *   (react-core/slider).
 * Both keep `id|all|page` in the page hash (gallery-hash.ts) and fire `pb-page-change`.
 */
import { useLayoutEffect, useMemo, useReducer, useRef, type CSSProperties } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useAnnouncement, useChangeEffect, useEventListener } from '../element/hooks';
import { isLightboxOpen, openLightbox } from '../lightbox/open-lightbox';
import { paginationLinks } from '../pagination/page-window';
import { PaginationView } from '../pagination/pagination-view';
import { initialPaging, pagingReducer } from '../pagination/paging-state';
import { formatMessage, type Messages } from '../runtime/messages';
import { getPageConfig } from '../runtime/page-config';
import { currentHash } from '../runtime/page-hash';
import { motionDuration } from '../runtime/reduced-motion';
import { reportError } from '../runtime/warn';
import { animateSlideChange } from '../slider/slider-animation';
import { SliderChrome } from '../slider/slider-controls';
import { useSlider, useSlideShow } from '../slider/use-slider';
import type { galleryAttributes } from './gallery-attributes';
import { galleryPageHref, pushGalleryPage, useGalleryHash } from './gallery-hash';
import { GALLERY_PAGE_CHANGE_MS, galleryPageCount, initialGalleryPage, pageOfImage, pageSlotName, pageStatus } from './gallery-state';
import {
  assignSlots,
  GALLERY_TAG,
  galleryLightboxItems,
  linkOfItem,
  readGalleryItems,
  restoreItems,
  revealItems,
  setReachable,
} from './gallery-structure';

export interface PageChangeDetail {
  /** The page shown now, from 1 (in the slider layout, the image). */
  page: number;
  previousPage: number;
  total: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-page-change': CustomEvent<PageChangeDetail>;
  }
}

type GalleryProps = ElementViewProps<typeof galleryAttributes>;

interface LayoutProps {
  host: HTMLElement;
  attributes: GalleryProps['attributes'];
  items: HTMLElement[];
  messages: Messages;
}

function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * A click on an image link opens the lightbox over the whole gallery (every page), at that image;
 * closing it returns the focus to the link. A modified click keeps the browser's behaviour; if
 * the lightbox cannot load, the link is followed as without JavaScript.
 */
function useGalleryLightbox(host: HTMLElement, items: readonly HTMLElement[]): void {
  useEventListener(host, 'click', (event) => {
    if (!isPlainClick(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const index = anchor ? items.findIndex((item) => linkOfItem(item) === anchor) : -1;
    if (index === -1 || !(anchor instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    // One lightbox at a time: a click while one is loading or open does nothing more.
    if (isLightboxOpen()) return;
    const lightboxItems = galleryLightboxItems(items);
    // A link whose address was refused (and reported) is neither shown nor followed.
    if (!lightboxItems[index]!.src) return;
    openLightbox(lightboxItems, index, { gallery: true, returnFocusTo: anchor }).catch((error: unknown) => {
      reportError(GALLERY_TAG, error);
      location.assign(anchor.href);
    });
  }, GALLERY_TAG);
}

function useRevealedItems(items: readonly HTMLElement[]): void {
  useLayoutEffect(() => {
    revealItems(items);
    return () => restoreItems(items);
  }, [items]);
}

/** The grid: `per-page` images a page, stacked pages, the shared pagination control. */
function GalleryGrid({ host, attributes, items, messages }: LayoutProps) {
  const { perPage, label } = attributes;
  const id = host.id;
  const total = galleryPageCount(items.length, 'grid', perPage);
  const [paging, dispatch] = useReducer(pagingReducer, undefined, () =>
    initialPaging(initialGalleryPage(currentHash(), id, attributes.page, total), total),
  );
  const [announcement, announce] = useAnnouncement();
  const pageElements = useRef(new Map<number, HTMLElement>());
  const target = paging.changing ?? paging.page;

  useLayoutEffect(() => {
    if (paging.total !== total) dispatch({ type: 'total', total });
  }, [paging.total, total]);

  useLayoutEffect(() => {
    assignSlots(items, (index) => pageSlotName(pageOfImage(index, perPage)));
  }, [items, perPage]);

  // Before paint: only the images of the page(s) on screen are reachable.
  useLayoutEffect(() => {
    setReachable(items, (index) => {
      const page = pageOfImage(index, perPage);
      return page === paging.page || page === paging.changing;
    });
  }, [items, perPage, paging.page, paging.changing]);

  // A change under way: the old page fades out and the new one in, then it settles.
  useLayoutEffect(() => {
    if (paging.changing === null) return;
    const incoming = pageElements.current.get(paging.changing);
    const outgoing = pageElements.current.get(paging.page);
    const duration = motionDuration(GALLERY_PAGE_CHANGE_MS);
    const settle = (): void => dispatch({ type: 'settle' });
    if (!incoming || !outgoing || duration <= 0) {
      settle();
      return;
    }
    const animations = animateSlideChange(incoming, outgoing, 'fade', 1, duration, false);
    let live = true;
    void Promise.all(animations.map((animation) => animation.finished)).then(() => live && settle(), () => undefined);
    return () => {
      live = false;
      for (const animation of animations) animation.cancel();
    };
  }, [paging.changing, paging.page]);

  useChangeEffect(paging.page, (page, previousPage) => {
    announce(pageStatus(messages, page, total));
    emit(host, 'pb-page-change', { page, previousPage, total });
  });

  const show = (page: number): void => dispatch({ type: 'request', page });
  useGalleryHash({ id, page: target, total, busy: paging.changing !== null, show });

  const select = (page: number): void => {
    show(page);
    pushGalleryPage(id, page);
  };

  const pages = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <div part="region" className="gallery" role={label ? 'region' : undefined} aria-label={label || undefined}>
      <div part="pages" className="pages" style={{ '--pb-columns': attributes.columns } as CSSProperties}>
        {pages.map((page) => {
          const shown = page === paging.page || page === paging.changing;
          return (
            <div
              key={page}
              part={shown ? 'page-images shown' : 'page-images'}
              className={shown ? 'page shown' : 'page'}
              ref={(element) => {
                if (element) pageElements.current.set(page, element);
                else pageElements.current.delete(page);
              }}
            >
              <slot name={pageSlotName(page)} />
            </div>
          );
        })}
      </div>
      {total > 1 && (
        <PaginationView
          links={paginationLinks(target, total)}
          onSelect={select}
          hrefFor={id ? (page) => galleryPageHref(id, page) : undefined}
          label={label ? formatMessage(messages.galleryPagesOf, { label }) : messages.galleryPages}
          disabled={paging.changing !== null}
        />
      )}
      <div part="status" className="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

/** The slider: one image a page, moved by the slider's controls, keys and swipes. */
function GallerySlider({ host, attributes, items, messages }: LayoutProps) {
  const id = host.id;
  const total = items.length;
  const controller = useSlider({
    tag: GALLERY_TAG,
    host,
    messages,
    count: total,
    initialIndex: initialGalleryPage(currentHash(), id, attributes.page, total) - 1,
    autoplay: false,
    speed: 0,
    pauseOnHover: false,
    paused: false,
  });
  const { state, dispatch } = controller;
  const page = state.index + 1;

  // Every image in the default slot, one cell; only the one shown is visible.
  useLayoutEffect(() => assignSlots(items, () => null), [items]);
  useSlideShow(controller, items, messages, 'fade', GALLERY_PAGE_CHANGE_MS);

  // Each move by the visitor is a history entry; a move from the hash is not written back.
  const written = useRef(state.move);
  useLayoutEffect(() => {
    if (state.move === written.current) return;
    written.current = state.move;
    if (state.reason === 'user') pushGalleryPage(id, page);
  }, [id, state.move, state.reason, page]);

  useChangeEffect(page, (current, previousPage) => emit(host, 'pb-page-change', { page: current, previousPage, total }));

  useGalleryHash({
    id,
    page,
    total,
    busy: state.animating,
    show: (target) => dispatch({ type: 'goTo', index: target - 1, reason: 'hash' }),
  });

  return (
    <SliderChrome controller={controller} messages={messages} label={attributes.label} arrows pagination={false}>
      <slot />
    </SliderChrome>
  );
}

export function GalleryView({ host, attributes }: GalleryProps) {
  const childrenVersion = useChildrenVersion(host);
  const items = useMemo(() => readGalleryItems(host), [host, childrenVersion]);
  const { messages } = getPageConfig();
  useRevealedItems(items);
  useGalleryLightbox(host, items);

  if (items.length === 0) return <slot />;
  const Layout = attributes.layout === 'slider' ? GallerySlider : GalleryGrid;
  return <Layout key={attributes.layout} host={host} attributes={attributes} items={items} messages={messages} />;
}
