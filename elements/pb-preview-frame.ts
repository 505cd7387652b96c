import { createElementClass, defineElement } from '../react-core/element/define-element';
import { previewFrameAttributes } from '../react-core/preview-frame/preview-frame-attributes';
import { previewChannelOf } from '../react-core/preview-frame/preview-channel';
import { previewFrameStyles } from '../react-core/preview-frame/preview-frame-styles';
import { PreviewFrameView } from '../react-core/preview-frame/preview-frame-view';
import type { ModuleNode } from '../react-core/preview-frame/protocol';

/**
 * The builder's preview frame (SPEC §7 "Builder preview frame"): an iframe of `src` (the site
 * root by default) opened with `et_pb_preview=true`, `et_pb_preview_nonce` and `iframe_id`, where
 * pb-elements' frame runtime answers the window messages of `react-core/preview-frame/protocol.ts`.
 * `render(address, markup)` replaces one module of the previewed page and resolves with its new
 * markup; `scrollToModule(address)` glides the page to a module (400 ms per 1000 px, 800 to
 * 6000 ms) and resolves with the duration. Both reject on the frame's `pb-preview-error` or after
 * 10 s without a reply. Messages are accepted only from the iframe's window and origin, and posted
 * to that origin only. The view modes of SPEC §2 and §9: desktop (full width), wireframe
 * (outlines and labels drawn in the page), zoom (laid out twice as wide, scaled by ½), tablet
 * (768 px), phone (375 px), layout-block (600 px); the device widths sit 30 px from the edges and
 * a 30 px handle resizes them (pointer, or arrow keys, Home and End).
 *
 * @tag pb-preview-frame
 * @summary Builder preview frame: previews a page, re-renders one module, scrolls to a module, switches view modes.
 *
 * @attr {string} src - The page to preview: an http(s) or relative address (SPEC §7: the site root). Anything else is refused with a warning and the root is shown.
 * @attr {string} nonce - The preview nonce sent as `et_pb_preview_nonce`; without it, the page configuration's `nonces.et_pb_preview`.
 * @attr {string} frame-id - The `iframe_id` sent to the frame and echoed in its replies (letters, digits, `_`, `-`); without it, one is generated.
 * @attr {'desktop' | 'wireframe' | 'zoom' | 'tablet' | 'phone' | 'layout-block'} view-mode - The view mode (SPEC §2, §9).
 * @attr {string} label - The frame's accessible name (its `title`).
 * @attr {string} resize-label - The accessible name of the drag handle of the tablet, phone and layout-block views.
 *
 * @fires {CustomEvent<{modules: ModuleNode[]}>} pb-preview-ready - The frame's runtime is listening (on each load); `modules` is the page's module tree, addressed as `module-tree.ts` does.
 * @fires {CustomEvent<{address: string, html: string}>} pb-preview-rendered - A module was replaced; `html` is its markup as it is in the frame now.
 *
 * @csspart stage - The box that holds the viewport (and the handle): the element's whole area.
 * @csspart viewport - The previewed screen: full width, or the device width.
 * @csspart frame - The iframe.
 * @csspart handle - The drag handle (`role="separator"`) of the device-width views.
 *
 * @cssproperty [--pb-preview-frame-height=100vh] - The element's height (SPEC §9 default height 100).
 * @cssproperty [--pb-preview-frame-background=#e9e9ee] - The background around a device-width viewport.
 * @cssproperty [--pb-preview-frame-handle-color=#555] - The colour of the drag handle's grip.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbPreviewFrameElement extends createElementClass({
  tag: 'pb-preview-frame',
  attributes: previewFrameAttributes,
  styles: previewFrameStyles,
  View: PreviewFrameView,
}) {
  /** The previewed page's module tree, from the frame's last `pb-preview-ready` (empty before). */
  get modules(): ModuleNode[] {
    return previewChannelOf(this).modules;
  }

  /**
   * Replaces the module at `address` in the previewed page with `markup` (the module's outerHTML);
   * resolves with the new module's markup as the frame has it, rejects on the frame's error or
   * after 10 s without a reply.
   */
  render(address: string, markup: string): Promise<string> {
    return previewChannelOf(this).render(address, markup);
  }

  /** Scrolls the previewed page to the module at `address`; resolves with the glide's duration in ms. */
  scrollToModule(address: string): Promise<number> {
    return previewChannelOf(this).scroll(address);
  }
}

defineElement('pb-preview-frame', PbPreviewFrameElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-preview-frame': PbPreviewFrameElement;
  }
}
