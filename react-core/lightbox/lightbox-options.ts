/**
 * The lightbox's settings (SPEC.md §9): "Lightbox: fade effect, optional gallery navigation with
 * an empty counter text and preload 0 and 1", "Lightbox removal delay 500 ms. Lightbox zoom
 * 500 ms". Pure functions from the items and the visitor's preferences to PhotoSwipe's options,
 * and the caption's text. No DOM and no PhotoSwipe code here (the types only), so this is
 * unit-tested and never pulls PhotoSwipe into the element's first chunk.
 */
import type { PhotoSwipeOptions } from 'photoswipe';
import type { Messages } from '../runtime/messages';
import { decodeNumericEntities } from './escape-entities';
import type { LightboxItem } from './lightbox-item';

/** Fade in, fade out and removal after closing (SPEC §9 "removal delay 500 ms"), and zoom. */
export const LIGHTBOX_ANIMATION_MS = 500;
/** SPEC §9 "preload 0 and 1": no slide behind the current one, one slide ahead. */
export const LIGHTBOX_PRELOAD: readonly [number, number] = [0, 1];
/** The size given to an image that could not be measured (it failed to load, or has no size). */
export const FALLBACK_IMAGE_SIZE = { width: 1200, height: 900 } as const;

export interface LightboxTexts {
  label: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}

/** The lightbox's texts from the page's message set (§3 "the words for previous and next"). */
export function lightboxTexts(messages: Messages): LightboxTexts {
  return {
    label: messages.lightboxLabel,
    close: messages.lightboxClose,
    zoom: messages.lightboxZoom,
    previous: messages.previous,
    next: messages.next,
    error: messages.lightboxError,
  };
}

/** What the lightbox shows: the items, where it starts, and each item's index in the caller's list. */
export interface LightboxSelection {
  items: LightboxItem[];
  index: number;
  /** `positions[i]` is the index, in the list the caller passed, of `items[i]`. */
  positions: number[];
}

/**
 * The items the lightbox shows and where it starts: the whole list in gallery mode, else only the
 * chosen item (so nothing can navigate away from it). Items without a `src` are left out, and an
 * index outside the list is clamped to it.
 */
export function lightboxSelection(items: readonly LightboxItem[], index: number, gallery: boolean): LightboxSelection {
  const clamped = Math.min(Math.max(Number.isInteger(index) ? index : 0, 0), Math.max(items.length - 1, 0));
  const usable = (item: LightboxItem | undefined): boolean => typeof item?.src === 'string' && item.src.trim() !== '';
  if (!gallery) {
    const item = items[clamped];
    return item && usable(item) ? { items: [item], index: 0, positions: [clamped] } : { items: [], index: 0, positions: [] };
  }
  const positions = items.flatMap((item, position) => (usable(item) ? [position] : []));
  const start = positions.indexOf(clamped);
  return { items: positions.map((position) => items[position]!), index: Math.max(start, 0), positions };
}

/** True when an item carries a usable width and height, so it needs no measuring. */
export function hasKnownSize(item: Pick<LightboxItem, 'width' | 'height'>): boolean {
  const valid = (value: number | undefined): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0;
  return valid(item.width) && valid(item.height);
}

export interface OptionsInput {
  gallery: boolean;
  texts: LightboxTexts;
  reducedMotion: boolean;
}

/**
 * PhotoSwipe's options for a lightbox (data source and index are added by the caller):
 * - fade in and out in 500 ms and zoom in 500 ms (all 0 under `prefers-reduced-motion`, with no
 *   show/hide animation at all), so the dialog is removed 500 ms after it starts closing;
 * - "empty counter text": PhotoSwipe 5's counter is a UI element of its own, so it is turned off
 *   (`counter: false`) rather than rendered as an empty box: no "1 / 6" is shown or announced;
 * - preload 0 and 1;
 * - gallery navigation (arrows, arrow keys, looping) only in gallery mode;
 * - focus kept inside while open (PhotoSwipe's trapFocus, tightened by the caller); focus is
 *   returned by the caller, so PhotoSwipe's own returnFocus is off.
 */
export function photoSwipeOptions({ gallery, texts, reducedMotion }: OptionsInput): PhotoSwipeOptions {
  const duration = reducedMotion ? 0 : LIGHTBOX_ANIMATION_MS;
  return {
    showHideAnimationType: reducedMotion ? 'none' : 'fade',
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    zoomAnimationDuration: duration,
    preload: [LIGHTBOX_PRELOAD[0], LIGHTBOX_PRELOAD[1]],
    counter: false,
    arrowPrev: gallery,
    arrowNext: gallery,
    arrowKeys: gallery,
    loop: gallery,
    escKey: true,
    trapFocus: true,
    returnFocus: false,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    errorMsg: texts.error,
    // PhotoSwipe's preloader shows at once while the current image downloads (its default waits 2 s).
    preloaderDelay: 0,
    bgOpacity: 0.9,
    mainClass: 'pb-lightbox-dialog',
  };
}

export const CAPTION_CLASS = 'pb-lightbox-caption';

/** One paragraph of a caption: its class and the text it shows. */
export interface CaptionLine {
  className: string;
  text: string;
}

/**
 * The caption of an item: its title and its caption, each one paragraph of text (never markup;
 * the lightbox writes them with `textContent`). Text may come raw or already escaped to numeric
 * entities by the caller (SPEC §5 "escaped to numeric character entities before entering the
 * lightbox"); numeric entities are decoded, so both show the same characters and nothing is shown
 * escaped twice. Empty when the item has neither.
 */
export function captionLines(item: Pick<LightboxItem, 'title' | 'caption'> | undefined): CaptionLine[] {
  const lines: CaptionLine[] = [];
  const title = item?.title?.trim() ?? '';
  const caption = item?.caption?.trim() ?? '';
  if (title) lines.push({ className: `${CAPTION_CLASS}__title`, text: decodeNumericEntities(title) });
  if (caption) lines.push({ className: `${CAPTION_CLASS}__text`, text: decodeNumericEntities(caption) });
  return lines;
}
