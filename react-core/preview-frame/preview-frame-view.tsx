/**
 * The preview frame's view: the iframe of the previewed page (with the preview's query fields),
 * sized by the view mode, and the drag handle of the device-width modes (pointer or arrow keys).
 * The protocol itself is the host's channel (preview-channel.ts); the view points it at the
 * iframe's window and origin and hands it the messages of that window.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { installDebugHelpers } from '../builder/debug';
import type { ElementViewProps } from '../element/define-element';
import { useRightToLeft } from '../element/hooks';
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';
import { DEFAULT_FRAME_SRC, frameSrc, frameUrl, isToken } from './frame-url';
import type { previewFrameAttributes } from './preview-frame-attributes';
import { previewChannelOf } from './preview-channel';
import { PREVIEW_NONCE_NAME } from './protocol';
import { clampViewportWidth, draggedWidth, frameLayout, maxViewportWidth, MIN_VIEWPORT_WIDTH, RESIZE_STEP } from './view-modes';

export const TAG = 'pb-preview-frame';

// The builder's page is where an editor debugs the protocol: `pbDebug` goes on its console (SPEC §4).
installDebugHelpers();

let frameCount = 0;
const generatedIds = new WeakMap<Element, string>();

/** The frame id: the `frame-id` attribute when it is a token, else one generated for this element (kept across re-renders). */
function frameIdOf(host: Element, attribute: string): string {
  if (attribute && isToken(attribute)) return attribute;
  if (attribute) warnOnce(TAG, `attribute "frame-id": only letters, digits, "_" and "-" (at most 128) are allowed; a generated id is used.`);
  let id = generatedIds.get(host);
  if (!id) {
    frameCount += 1;
    id = `pb-preview-frame-${frameCount}`;
    generatedIds.set(host, id);
  }
  return id;
}

/** The nonce: the `nonce` attribute, else the page configuration's `nonces.et_pb_preview`. */
function nonceOf(attribute: string): string {
  if (attribute && isToken(attribute)) return attribute;
  if (attribute) warnOnce(TAG, `attribute "nonce": only letters, digits, "_" and "-" (at most 128) are allowed; the page configuration's is used.`);
  const configured = getPageConfig().nonces[PREVIEW_NONCE_NAME] ?? '';
  return isToken(configured) ? configured : '';
}

/** The absolute address of the page to preview, the site root when `src` is refused. */
function pageOf(src: string): string {
  const base = document.baseURI;
  const page = frameSrc(src, base);
  if (page !== null) return page;
  warnOnce(TAG, `attribute "src": "${src.slice(0, 80)}" is not an http(s) or relative address; the site root is previewed.`);
  return new URL(DEFAULT_FRAME_SRC, base).href;
}

/** The host's content width, kept current. */
function useAvailableWidth(host: HTMLElement): number {
  const [width, setWidth] = useState(() => host.clientWidth);
  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => setWidth(host.clientWidth));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return width;
}

export function PreviewFrameView({ host, attributes }: ElementViewProps<typeof previewFrameAttributes>) {
  const { viewMode, label, resizeLabel } = attributes;
  const channel = previewChannelOf(host);
  const frameId = frameIdOf(host, attributes.frameId.trim());
  const page = useMemo(() => pageOf(attributes.src), [attributes.src]);
  const url = useMemo(() => frameUrl(page, frameId, nonceOf(attributes.nonce.trim())), [page, frameId, attributes.nonce]);
  const origin = new URL(url).origin;
  const frame = useRef<HTMLIFrameElement>(null);
  const available = useAvailableWidth(host);
  const rightToLeft = useRightToLeft(host);
  const [resized, setResized] = useState<{ mode: string; width: number } | null>(null);
  const layout = frameLayout(viewMode, available, resized?.mode === viewMode ? resized.width : undefined);
  const drag = useRef<{ pointer: number; x: number; width: number } | null>(null);

  // The channel talks to this iframe's window, at its origin only.
  useLayoutEffect(() => {
    const contentWindow = frame.current?.contentWindow;
    if (!contentWindow) return;
    channel.attach({ window: contentWindow, origin, frameId });
    window.addEventListener('message', channel.handleMessage);
    return () => window.removeEventListener('message', channel.handleMessage);
  }, [channel, origin, frameId, url]);
  useEffect(() => () => channel.close(), [channel]);
  useEffect(() => channel.setViewMode(viewMode), [channel, viewMode]);

  const resizeTo = (width: number): void => setResized({ mode: viewMode, width: clampViewportWidth(width, available) });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (layout.width === null || event.button !== 0) return;
    // Captured: the pointer keeps driving the handle while it is over the iframe.
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, width: layout.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setResized({ mode: viewMode, width: draggedWidth(start.width, event.clientX - start.x, available, rightToLeft) });
  };
  const endDrag = (): void => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (layout.width === null) return;
    const grow = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const shrink = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === grow || event.key === 'ArrowUp'
        ? layout.width + RESIZE_STEP
        : event.key === shrink || event.key === 'ArrowDown'
          ? layout.width - RESIZE_STEP
          : event.key === 'Home'
            ? MIN_VIEWPORT_WIDTH
            : event.key === 'End'
              ? maxViewportWidth(available)
              : null;
    if (next === null) return;
    event.preventDefault();
    resizeTo(next);
  };

  const stageClass = [layout.resizable ? 'device' : '', layout.scale !== 1 ? 'zoom' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div part="stage" className={stageClass} data-view-mode={viewMode}>
      <div part="viewport" style={layout.width === null ? undefined : { width: `${layout.width}px` }}>
        <iframe ref={frame} part="frame" title={label} src={url} />
      </div>
      {layout.resizable && layout.width !== null && (
        <div
          part="handle"
          role="separator"
          tabIndex={0}
          aria-label={resizeLabel}
          aria-orientation="vertical"
          aria-valuemin={MIN_VIEWPORT_WIDTH}
          aria-valuemax={maxViewportWidth(available)}
          aria-valuenow={layout.width}
          aria-valuetext={`${layout.width} px`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}
