/**
 * Reads a window message as one of the protocol's shapes (protocol.ts), or null: whatever else
 * arrives on `message` (another script's messages, a malformed or hostile one) is never acted on.
 * Both sides check the sender (source window and origin) before this; these check the shape.
 */
import type { FrameMessage, ModuleNode, ParentMessage } from './protocol';
import { isViewMode } from './view-modes';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function isModuleNode(value: unknown): value is ModuleNode {
  return (
    isObject(value) &&
    isString(value.address) &&
    isString(value.tag) &&
    isObject(value.attributes) &&
    Object.values(value.attributes).every(isString)
  );
}

/** A parent → frame message, or null. */
export function parseParentMessage(data: unknown): ParentMessage | null {
  if (!isObject(data) || !isString(data.iframe_id)) return null;
  const { iframe_id } = data;
  switch (data.type) {
    case 'pb-preview-render':
      return isString(data.address) && isString(data.shortcode) ? { type: data.type, iframe_id, address: data.address, shortcode: data.shortcode } : null;
    case 'pb-preview-scroll':
      return isString(data.address) ? { type: data.type, iframe_id, address: data.address } : null;
    case 'pb-preview-view-mode':
      return isViewMode(data.mode) ? { type: data.type, iframe_id, mode: data.mode } : null;
    default:
      return null;
  }
}

/** A frame → parent message, or null. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isObject(data) || !isString(data.iframe_id)) return null;
  const { iframe_id } = data;
  switch (data.type) {
    case 'pb-preview-ready':
      return Array.isArray(data.modules) && data.modules.every(isModuleNode) ? { type: data.type, iframe_id, modules: data.modules } : null;
    case 'pb-preview-rendered':
      return isString(data.address) && isString(data.html) ? { type: data.type, iframe_id, address: data.address, html: data.html } : null;
    case 'pb-preview-scrolled':
      return isString(data.address) && typeof data.duration === 'number' && Number.isFinite(data.duration)
        ? { type: data.type, iframe_id, address: data.address, duration: data.duration }
        : null;
    case 'pb-preview-error':
      if (!isString(data.message) || (data.address !== undefined && !isString(data.address))) return null;
      return isString(data.address) ? { type: data.type, iframe_id, address: data.address, message: data.message } : { type: data.type, iframe_id, message: data.message };
    default:
      return null;
  }
}
