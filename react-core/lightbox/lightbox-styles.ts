/**
 * Styles of the lightbox. The element itself adds no box (`display: contents`): the author's
 * links and images lay out exactly as they do without JavaScript. The lightbox dialog lives in
 * document.body, so its styles (PhotoSwipe's, plus the caption and loading state below) go into
 * one stylesheet: linked by the loader ahead of the first opening (dialog-styles.ts), or adopted
 * by the document at the first opening.
 */
import { LOADING_INDICATOR_CLASS } from '../runtime/loading-indicator';
import { CAPTION_CLASS } from './lightbox-options';

/** Shadow styles of `<pb-lightbox>`. */
export const lightboxStyles = ':host{display:contents}';

/** Set on the root element while an opening waits for PhotoSwipe or for an image's size. */
export const LOADING_ATTRIBUTE = 'data-pb-lightbox-loading';
export const LOADING_CLASS = 'pb-lightbox-loading';

/** Shown in a slide whose image is still being measured: the shared indicator (no text of any item in it). */
export function loadingSlide(): HTMLElement {
  const slide = document.createElement('div');
  slide.className = LOADING_CLASS;
  slide.setAttribute('aria-hidden', 'true');
  const indicator = document.createElement('span');
  indicator.className = LOADING_INDICATOR_CLASS;
  slide.append(indicator);
  return slide;
}

/**
 * Document styles added to PhotoSwipe's own: caption, loading state, visible keyboard focus, and
 * PhotoSwipe's preloader held still under `prefers-reduced-motion`. The progress cursor only where
 * there is a cursor (a fine pointer): it restyles every element of the page as the loading state
 * comes and goes, which a phone would pay for twice while the visitor waits for the dialog.
 */
export const lightboxDocumentStyles = `
@media (any-pointer:fine){html[${LOADING_ATTRIBUTE}],html[${LOADING_ATTRIBUTE}] *{cursor:progress!important}}
.pb-lightbox-dialog .pswp__button:focus-visible{outline:2px solid var(--pb-lightbox-focus-color,#fff);outline-offset:-6px}
.pb-lightbox-dialog .${CAPTION_CLASS}{position:absolute;left:0;right:0;bottom:0;box-sizing:border-box;max-height:40%;overflow:auto;margin:0;padding:.75rem 1rem;background:rgba(0,0,0,.85);color:#fff;font:inherit;font-size:.95rem;line-height:1.4;text-align:center}
.pb-lightbox-dialog .${CAPTION_CLASS}[hidden]{display:none}
.pb-lightbox-dialog .${CAPTION_CLASS} p{margin:0;overflow-wrap:anywhere}
.pb-lightbox-dialog .${CAPTION_CLASS}__title{font-weight:600}
.pb-lightbox-dialog .${CAPTION_CLASS}__title+.${CAPTION_CLASS}__text{margin-top:.25rem}
.pb-lightbox-dialog .${LOADING_CLASS}{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);color:#fff;font-size:40px;line-height:0}
@media (prefers-reduced-motion:reduce){.pb-lightbox-dialog .pswp__preloader .pswp__icn{animation:none}}
`;
