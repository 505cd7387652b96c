/**
 * PhotoSwipe once its chunk has run (photoswipe-core.ts records itself here): an opening takes it
 * from here in the click's own task, where an `import()` of a module that has already run still
 * resolves only some tasks (and a frame) later.
 */
import type PhotoSwipe from 'photoswipe';

export interface PhotoSwipeModule {
  PhotoSwipe: typeof PhotoSwipe;
  photoSwipeCss: string;
}

let ran: PhotoSwipeModule | undefined;

export function recordPhotoSwipe(module: PhotoSwipeModule): void {
  ran = module;
}

/** PhotoSwipe and its stylesheet if its chunk has run, else `undefined`. */
export function photoSwipeIfRan(): PhotoSwipeModule | undefined {
  return ran;
}
