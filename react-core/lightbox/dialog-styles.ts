/**
 * Everything the lightbox dialog needs from the document's styles, as one stylesheet: PhotoSwipe's
 * own, the lightbox's (caption, loading state) and the shared loading indicator's. Every rule
 * matches only the dialog, the indicator or the loading state, so the sheet changes nothing on a
 * page at rest. The build writes it to `chunks/lightbox-dialog-<hash>.css`, and the loader links it
 * with the idle prefetch of a module that opens the lightbox: applied before the first opening, it
 * is not applied at that moment, which would restyle the whole page (open-lightbox.ts). The
 * file's name begins with LIGHTBOX_DIALOG_STYLES (runtime/ahead-styles.ts).
 */
import photoSwipeCss from 'photoswipe/style.css';
import { loadingIndicatorStyles } from '../runtime/loading-indicator';
import { lightboxDocumentStyles } from './lightbox-styles';

export const LIGHTBOX_DIALOG_CSS = photoSwipeCss + lightboxDocumentStyles + loadingIndicatorStyles;
