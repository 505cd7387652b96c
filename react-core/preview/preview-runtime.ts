/**
 * The frame side of the preview protocol (react-core/preview-frame/protocol.ts), started by
 * pb-preview.js on a page opened with `et_pb_preview=true` inside the builder's frame. It accepts
 * a message only from `window.parent`, from the parent's origin (the page's own unless the page
 * configuration names `builderOrigin`), for its own `iframe_id`, and posts to that origin only:
 * - on start, `pb-preview-ready` with the page's module tree;
 * - `pb-preview-render`: the module at the address is replaced by the markup, sanitized to page
 *   content and pb-* modules (no script, no event handler, no style); the old module is removed
 *   (its code tears down: listeners, timers, observers), the new one asked to render at once;
 *   then `PREVIEW_UPDATED_EVENT` on document, and the reply with the new module's markup;
 * - `pb-preview-scroll`: the scroll-to-module glide, answered with its duration at once;
 * - `pb-preview-view-mode`: wireframe outlines and labels, zoom's halved offsets, and the mode on
 *   `<html data-pb-view-mode>` for page styles.
 * What it cannot do (no module at the address, markup that is not one module) it answers with
 * `pb-preview-error`.
 */
import { debugLog } from '../builder/debug';
import { parseParentMessage } from '../preview-frame/messages';
import { isModule, moduleAt, moduleTree } from '../preview-frame/module-tree';
import { PREVIEW_UPDATED_EVENT, PREVIEW_QUERY, type FrameMessage, type ViewMode } from '../preview-frame/protocol';
import { isToken } from '../preview-frame/frame-url';
import { sanitizeHtml } from '../runtime/sanitize-html';
import { requestUpgrade } from '../runtime/upgrade-gate';
import { scrollToModule } from './scroll-to-module';
import { applyWireframe } from './wireframe';

/** The view mode of the frame, for page styles: `<html data-pb-view-mode="tablet">`. */
export const VIEW_MODE_ATTRIBUTE = 'data-pb-view-mode';

export interface PreviewUpdatedDetail {
  /** The address of the module that was replaced. */
  address: string;
}

declare global {
  interface DocumentEventMap {
    [PREVIEW_UPDATED_EVENT]: CustomEvent<PreviewUpdatedDetail>;
  }
}

export interface PreviewRuntimeOptions {
  /** The builder's window (window.parent). */
  parent: Window;
  /** The builder's origin: the only one messages are accepted from and posted to. */
  parentOrigin: string;
  frameId: string;
}

/**
 * The builder's origin: `builderOrigin` of the page configuration when it is an http(s) origin,
 * else the page's own (`pageOrigin`).
 */
export function parentOriginOf(builderOrigin: string, pageOrigin: string): string {
  if (!builderOrigin) return pageOrigin;
  try {
    const url = new URL(builderOrigin);
    return /^https?:$/.test(url.protocol) && url.origin === builderOrigin.replace(/\/$/, '') ? url.origin : pageOrigin;
  } catch {
    return pageOrigin;
  }
}

/** The frame id of a preview page's address, or '' when it has none fit to echo. */
export function frameIdOf(search: string): string {
  const params = new URLSearchParams(search);
  const id = params.get(PREVIEW_QUERY.frameId) ?? '';
  return params.get(PREVIEW_QUERY.preview) === 'true' && isToken(id) ? id : '';
}

/** The one module `markup` holds, sanitized, or null when it holds anything else too (or nothing). */
function moduleFrom(markup: string): Element | null {
  const fragment = sanitizeHtml(markup, 'split-test');
  const [element, ...rest] = [...fragment.children];
  const strayText = [...fragment.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  return element && rest.length === 0 && !strayText && isModule(element) ? element : null;
}

/** Starts answering the builder; returns the function that stops it. */
export function startPreviewRuntime({ parent, parentOrigin, frameId }: PreviewRuntimeOptions): () => void {
  let viewMode: ViewMode = 'desktop';
  type Outgoing = FrameMessage extends infer M ? (M extends FrameMessage ? Omit<M, 'iframe_id'> : never) : never;
  const post = (message: Outgoing): void => {
    debugLog(message.type === 'pb-preview-error' ? 'warning' : 'store_emit', '→ builder', message);
    parent.postMessage({ ...message, iframe_id: frameId }, parentOrigin);
  };
  const fail = (address: string, message: string): void => post({ type: 'pb-preview-error', address, message });

  const render = (address: string, shortcode: string): void => {
    const old = moduleAt(document, address);
    if (!old) return fail(address, `No module at address "${address}"`);
    const module = moduleFrom(shortcode);
    if (!module) return fail(address, 'The markup is not one pb-* module');
    old.replaceWith(module);
    const html = module.outerHTML;
    for (const element of [module, ...module.querySelectorAll('*')]) if (isModule(element)) requestUpgrade(element);
    if (viewMode === 'wireframe') applyWireframe(true);
    document.dispatchEvent(new CustomEvent(PREVIEW_UPDATED_EVENT, { detail: { address } }));
    post({ type: 'pb-preview-rendered', address, html });
  };

  const scroll = (address: string): void => {
    const module = moduleAt(document, address);
    if (!module) return fail(address, `No module at address "${address}"`);
    post({ type: 'pb-preview-scrolled', address, duration: scrollToModule(module, viewMode === 'zoom').duration });
  };

  const setViewMode = (mode: ViewMode): void => {
    if (mode === 'wireframe' || viewMode === 'wireframe') applyWireframe(mode === 'wireframe');
    viewMode = mode;
    document.documentElement.setAttribute(VIEW_MODE_ATTRIBUTE, mode);
  };

  const onMessage = (event: MessageEvent): void => {
    if (event.source !== parent || event.origin !== parentOrigin) return;
    const message = parseParentMessage(event.data);
    if (!message || message.iframe_id !== frameId) return;
    debugLog('store_action_obj', 'builder →', message);
    if (message.type === 'pb-preview-render') render(message.address, message.shortcode);
    else if (message.type === 'pb-preview-scroll') scroll(message.address);
    else setViewMode(message.mode);
  };

  window.addEventListener('message', onMessage);
  debugLog('general', `preview runtime answering ${parentOrigin} as ${frameId}`);
  post({ type: 'pb-preview-ready', modules: moduleTree(document) });
  return () => window.removeEventListener('message', onMessage);
}
