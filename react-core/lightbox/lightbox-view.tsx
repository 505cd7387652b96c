/**
 * `<pb-lightbox>`: image links inside it open the shared lightbox (open-lightbox.ts). The view
 * renders only a slot; the author's links stay plain links in the light DOM, and the click on one
 * (by pointer, or Enter) opens the lightbox instead of navigating. A modified click (Ctrl, Cmd,
 * Shift, Alt, middle button) keeps the browser's behaviour. If PhotoSwipe cannot be loaded, the
 * link is followed as it would be without JavaScript.
 */
import { useEffect, useRef } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import { reportError } from '../runtime/warn';
import type { lightboxAttributes } from './lightbox-attributes';
import { galleryFor, LIGHTBOX_TAG, readLightboxLinks } from './lightbox-structure';
import { closeLightbox, isLightboxOpen, openLightbox } from './open-lightbox';

export interface LightboxOpenDetail {
  /** Index of the opened link among the element's lightbox links (document order, from 0). */
  index: number;
}

export interface LightboxChangeDetail {
  /** Index of the link now shown, among the element's lightbox links. */
  index: number;
}

export interface LightboxCloseDetail {
  /** Index of the link shown last, among the element's lightbox links. */
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-lightbox-open': CustomEvent<LightboxOpenDetail>;
    'pb-lightbox-change': CustomEvent<LightboxChangeDetail>;
    'pb-lightbox-close': CustomEvent<LightboxCloseDetail>;
  }
}

const POPUP_MARK = 'data-pb-lightbox-popup';

/** Tells assistive technology that the links open a dialog (`aria-haspopup`); undone on unmount. */
function markLinks(links: HTMLAnchorElement[]): void {
  for (const link of links) {
    if (link.hasAttribute('aria-haspopup')) continue;
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute(POPUP_MARK, '');
  }
}

function unmarkLinks(host: HTMLElement): void {
  host.querySelectorAll(`[${POPUP_MARK}]`).forEach((link) => {
    link.removeAttribute('aria-haspopup');
    link.removeAttribute(POPUP_MARK);
  });
}

function isPlainActivation(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

export function LightboxView({ host, attributes }: ElementViewProps<typeof lightboxAttributes>) {
  const childrenVersion = useChildrenVersion(host, true);
  const openedHere = useRef(false);

  useEffect(
    () => () => {
      unmarkLinks(host);
      if (openedHere.current) closeLightbox();
      openedHere.current = false;
    },
    [host],
  );

  useEventListener(host, 'click', (event) => {
    if (!isPlainActivation(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!anchor) return;
    const links = readLightboxLinks(host);
    const position = links.findIndex(({ link }) => link === anchor);
    if (position === -1) return;
    event.preventDefault();
    // One lightbox at a time: a click while one is loading or open does nothing more.
    if (isLightboxOpen()) return;
    const link = links[position]!.link;
    const { items, index, positions } = galleryFor(links, position, attributes.gallery);
    let shownPosition = position;
    openedHere.current = true;
    openLightbox(items, index, {
      gallery: attributes.gallery,
      returnFocusTo: link,
      onChange: (shown) => {
        shownPosition = positions[shown] ?? position;
        emit(host, 'pb-lightbox-change', { index: shownPosition });
      },
      onClose: () => {
        openedHere.current = false;
        emit(host, 'pb-lightbox-close', { index: shownPosition });
      },
    }).then(
      () => {
        if (openedHere.current) emit(host, 'pb-lightbox-open', { index: position });
      },
      (error: unknown) => {
        openedHere.current = false;
        reportError(LIGHTBOX_TAG, error);
        // The lightbox could not load: do what the link does without JavaScript.
        location.assign(link.href);
      },
    );
  }, LIGHTBOX_TAG);

  // After the click listener above is attached (effects run in order): a link is announced as
  // opening a dialog only once it does.
  useEffect(() => {
    markLinks(readLightboxLinks(host).map(({ link }) => link));
  }, [host, childrenVersion]);

  return <slot />;
}
