/**
 * What a lightbox opens and how: types only, kept apart from open-lightbox.ts so the lightbox's
 * option, size and style modules can name an item without importing the module that imports them.
 */
export interface LightboxItem {
  src: string;
  width?: number;
  height?: number;
  /** The image the visitor chose it by (a thumbnail), shown scaled up while `src` loads. */
  thumbnail?: string;
  alt?: string;
  title?: string;
  caption?: string;
}

export interface LightboxOptions {
  /** Show prev/next and allow navigation. */
  gallery: boolean;
  returnFocusTo?: HTMLElement | null;
  onClose?: () => void;
  onChange?: (index: number) => void;
}
