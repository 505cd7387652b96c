import { attribute } from '../element/attributes';
import { DEFAULT_FRAME_SRC } from './frame-url';
import { VIEW_MODES } from './view-modes';

/** The attributes of `<pb-preview-frame>`. */
export const previewFrameAttributes = {
  /** The page to preview (SPEC §7: the site root by default); an http(s) or relative address. */
  src: attribute.string(DEFAULT_FRAME_SRC),
  /** The preview nonce (`et_pb_preview_nonce`); without it, the page configuration's `nonces.et_pb_preview`. */
  nonce: attribute.string(),
  /** The frame's `iframe_id`, echoed in every reply; without it, one is generated. */
  frameId: attribute.string(),
  /** desktop, wireframe, zoom, tablet (768 px), phone (375 px) or layout-block (600 px). */
  viewMode: attribute.oneOf(VIEW_MODES, 'desktop'),
  /** The frame's accessible name (its `title`). */
  label: attribute.string('Page preview'),
  /** The accessible name of the handle that resizes the tablet, phone and layout-block views. */
  resizeLabel: attribute.string('Preview width'),
};
