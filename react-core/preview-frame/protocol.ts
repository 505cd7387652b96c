/**
 * The builder preview frame's protocol (SPEC.md §7 "Builder preview frame"), shared by the parent
 * side (`<pb-preview-frame>`), the frame side (pb-preview.js, loaded by the loader only on a page
 * opened with `et_pb_preview=true`) and the demo editor. The frame loads the site root (or any
 * page of the site) with the three query fields below; the parent posts markup to it by window
 * message, and the reply holds `iframe_id` and `html`. Both sides accept a message only from the
 * other window (`event.source`) and from the expected origin, and post to that origin only.
 */

/** Query fields of the frame's address. */
export const PREVIEW_QUERY = {
  preview: 'et_pb_preview',
  nonce: 'et_pb_preview_nonce',
  frameId: 'iframe_id',
} as const;

/** The nonce name the server checks for a preview request (the page configuration's `nonces` key too). */
export const PREVIEW_NONCE_NAME = 'et_pb_preview';

/** Editor view modes (SPEC.md §2 "Editor surfaces"), plus the layout-block preview (600 px, §9). */
export type ViewMode = 'desktop' | 'wireframe' | 'zoom' | 'tablet' | 'phone' | 'layout-block';

/** One module of the previewed page: a `pb-*` element, addressed by its position among modules. */
export interface ModuleNode {
  /**
   * Dot-separated 0-based indexes: a module's index among the modules whose nearest module
   * ancestor is the same (top-level modules are "0", "1" …; the second module nested in module 1
   * is "1.1"). Valid only when every part is numeric (SPEC.md §5).
   */
  address: string;
  /** Lower-case tag name, `pb-tabs`. */
  tag: string;
  /** The element's attributes as they are in the page's source. */
  attributes: Record<string, string>;
}

/** Parent → frame. */
export type ParentMessage =
  /** Replace the module at `address` with `shortcode` (pb markup: the module's outerHTML). */
  | { type: 'pb-preview-render'; iframe_id: string; address: string; shortcode: string }
  /** Scroll the frame to the module at `address` (the scroll-to-module helper). */
  | { type: 'pb-preview-scroll'; iframe_id: string; address: string }
  /** Switch the frame's view mode (wireframe outlines, zoom halves offsets, sticky preview modes). */
  | { type: 'pb-preview-view-mode'; iframe_id: string; mode: ViewMode };

/** Frame → parent. */
export type FrameMessage =
  /** The frame's runtime is listening; `modules` is the page's module tree. */
  | { type: 'pb-preview-ready'; iframe_id: string; modules: ModuleNode[] }
  /** The reply to a render: the new module's markup as it is in the page now. */
  | { type: 'pb-preview-rendered'; iframe_id: string; address: string; html: string }
  /** The reply to a scroll: how long the glide takes (0 with reduced motion or no distance). */
  | { type: 'pb-preview-scrolled'; iframe_id: string; address: string; duration: number }
  /** A request the frame could not carry out (unknown address, invalid markup). */
  | { type: 'pb-preview-error'; iframe_id: string; address?: string; message: string };

/** Dispatched on `document` in the frame after a module was replaced, so page runtimes re-sync (sticky modules). */
export const PREVIEW_UPDATED_EVENT = 'pb-preview-updated';
