/**
 * PhotoSwipe's core and its stylesheet (as text). `<pb-gallery>` and `<pb-image-carousel>`
 * `import()` it at their first opening (or first press); `<pb-lightbox>`, whose code runs only
 * when the visitor reaches for it, imports it statically. Either way it records itself for
 * open-lightbox.ts (photoswipe-ran.ts).
 */
import PhotoSwipe from 'photoswipe';
import photoSwipeCss from 'photoswipe/style.css';
import { recordPhotoSwipe } from './photoswipe-ran';

recordPhotoSwipe({ PhotoSwipe, photoSwipeCss });

export { PhotoSwipe, photoSwipeCss };
