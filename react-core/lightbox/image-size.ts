/**
 * Measuring images whose size is unknown. PhotoSwipe lays out, zooms and animates from an image's
 * width and height, so an item without them is loaded first and its natural size read. Each
 * source is measured once per page; an image that fails (or has no intrinsic size, like some
 * SVGs) gets the fallback size, and is tried again on the next opening.
 */
import { FALLBACK_IMAGE_SIZE } from './lightbox-options';

export interface ImageSize {
  width: number;
  height: number;
  /** False when the image did not load or had no size, and the fallback is used. */
  measured: boolean;
}

const sizes = new Map<string, Promise<ImageSize>>();
/** Every source measured over the network, in order (for tests and diagnostics). */
export const measuredSources: string[] = [];

function fallback(): ImageSize {
  return { ...FALLBACK_IMAGE_SIZE, measured: false };
}

/** Loads `src` and resolves with its natural size (never rejects). */
export function measureImage(src: string): Promise<ImageSize> {
  let pending = sizes.get(src);
  if (!pending) {
    measuredSources.push(src);
    pending = new Promise<ImageSize>((resolve) => {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => {
        const { naturalWidth: width, naturalHeight: height } = image;
        resolve(width > 0 && height > 0 ? { width, height, measured: true } : fallback());
      };
      image.onerror = () => {
        sizes.delete(src);
        resolve(fallback());
      };
      image.src = src;
    });
    sizes.set(src, pending);
  }
  return pending;
}
