/**
 * PhotoSwipe's core and its stylesheet (as text), imported at the first opening. The loader may
 * run this chunk ahead, alongside the element's module, when the visitor reaches for a
 * `<pb-lightbox>` (registry.ts): it then records itself where open-lightbox.ts looks
 * (photoswipe-ran.ts). It imports nothing of pb-elements, so that running it waits for no other
 * chunk.
 */
import PhotoSwipe from 'photoswipe';
import photoSwipeCss from 'photoswipe/style.css';
import type { PhotoSwipeModule } from './photoswipe-ran';

// The key of photoswipe-ran.ts, written out rather than imported (see above).
(globalThis as { [key: symbol]: PhotoSwipeModule })[Symbol.for('pb-elements.photoswipe')] = { PhotoSwipe, photoSwipeCss };

export { PhotoSwipe, photoSwipeCss };
