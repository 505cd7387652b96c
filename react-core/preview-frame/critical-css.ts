import { DEFAULT_HEIGHT } from './view-modes';

/**
 * The layout the loader reserves for `<pb-preview-frame>` before its code arrives (CLS 0): the
 * element's upgraded box, a block of its height (100vh unless the page sets
 * `--pb-preview-frame-height`), with the author's fallback content inside it meanwhile. Without
 * JavaScript the fallback (a link to the page) stays as written.
 */
export const PREVIEW_FRAME_CRITICAL_CSS = `pb-preview-frame:not([data-enhanced],[data-failed]){display:block;height:var(--pb-preview-frame-height,${DEFAULT_HEIGHT}vh);overflow:hidden}`;
