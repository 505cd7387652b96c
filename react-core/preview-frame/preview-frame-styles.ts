import { DEFAULT_HEIGHT, DRAG_HANDLE_WIDTH, VIEWPORT_MARGIN, ZOOM_FACTOR } from './view-modes';

/**
 * Shadow styles of `<pb-preview-frame>` (the §9 constants): the element fills the viewport's
 * height unless the page sets `--pb-preview-frame-height`; a device-width view sits centred with
 * 30 px around it and the 30 px drag handle at its inline end; zoom lays the page out twice as wide
 * and tall and scales it by ½, so it fills the same box.
 */
export const previewFrameStyles = `
:host{height:var(--pb-preview-frame-height,${DEFAULT_HEIGHT}vh);contain:content}
[part=stage]{box-sizing:border-box;display:flex;justify-content:center;height:100%;overflow:auto;background:var(--pb-preview-frame-background,#e9e9ee)}
[part=stage].device{padding:${VIEWPORT_MARGIN}px}
[part=viewport]{position:relative;flex:1 1 auto;min-width:0;overflow:hidden;background:#fff}
.device [part=viewport]{flex:0 0 auto;box-shadow:0 2px 12px rgb(0 0 0/.2)}
[part=frame]{display:block;width:100%;height:100%;border:0}
.zoom [part=frame]{width:${ZOOM_FACTOR * 100}%;height:${ZOOM_FACTOR * 100}%;transform:scale(${1 / ZOOM_FACTOR});transform-origin:0 0}
.zoom:dir(rtl) [part=frame]{transform-origin:100% 0}
[part=handle]{flex:0 0 ${DRAG_HANDLE_WIDTH}px;display:flex;align-items:center;justify-content:center;cursor:ew-resize;touch-action:none;color:var(--pb-preview-frame-handle-color,#555)}
[part=handle]::before{content:"";width:4px;height:3rem;border-radius:2px;background:currentColor}
[part=handle]:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:-3px}
@media (forced-colors:active){[part=handle]::before{background:CanvasText}}
`;
