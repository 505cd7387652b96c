/**
 * How the carousel reaches `<pb-lightbox>`'s opener: imported on the first click that opens it,
 * so PhotoSwipe loads only when a visitor opens an image. Tests may replace `load`.
 */
import type { LightboxItem, LightboxOptions } from '../lightbox/lightbox-item';

export interface LightboxModule {
  openLightbox: (items: LightboxItem[], index: number, options: LightboxOptions) => Promise<void>;
}

export const lightboxBridge: { load: () => Promise<LightboxModule> } = {
  load: () => import('../lightbox/open-lightbox'),
};
