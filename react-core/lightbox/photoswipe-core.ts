/**
 * The lazily loaded part of the lightbox: PhotoSwipe's core and its stylesheet (as text). Only
 * `import()`ed by open-lightbox.ts on the first opening, so neither is in an element's first chunk.
 */
import PhotoSwipe from 'photoswipe';
import photoSwipeCss from 'photoswipe/style.css';

export { PhotoSwipe, photoSwipeCss };
