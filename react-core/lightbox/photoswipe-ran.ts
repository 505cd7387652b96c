/**
 * PhotoSwipe once its chunk has run: photoswipe-core.ts records itself under this key (written out
 * there, so that the chunk imports nothing). An opening takes it from here in the click's own task,
 * where an `import()` of a module that has already run still resolves only some tasks (and a
 * frame) later.
 */
import type PhotoSwipe from 'photoswipe';

export interface PhotoSwipeModule {
  PhotoSwipe: typeof PhotoSwipe;
  photoSwipeCss: string;
}

const KEY = Symbol.for('pb-elements.photoswipe');

/** PhotoSwipe and its stylesheet if its chunk has run, else `undefined`. */
export function photoSwipeIfRan(): PhotoSwipeModule | undefined {
  return (globalThis as { [key: symbol]: PhotoSwipeModule | undefined })[KEY];
}
