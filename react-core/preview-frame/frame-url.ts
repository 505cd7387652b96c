/**
 * The preview frame's address (SPEC.md §7 "Builder preview frame": GET to the site root with the
 * query fields et_pb_preview, et_pb_preview_nonce and iframe_id).
 */
import { safeNavigationUrl } from '../runtime/safe-resource-url';
import { PREVIEW_QUERY } from './protocol';

/** The page the frame shows when `src` is missing or refused: the site root. */
export const DEFAULT_FRAME_SRC = '/';
/** A frame id or nonce as the builder writes them: letters, digits, `_` and `-`, at most 128. */
const TOKEN = /^[\w-]{1,128}$/;

/** True for a value fit to be a frame id or a nonce (anything else is not passed on). */
export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

/**
 * The absolute http(s) address of `src` (relative to `base`), or null when it is not one the
 * frame may load (script, data, markup, a number…).
 */
export function frameSrc(src: string, base: string): string | null {
  return safeNavigationUrl(src, base) ?? null;
}

/** `src` with the preview's query fields set (any it had replaced); `nonce` left out when empty. */
export function frameUrl(src: string, frameId: string, nonce: string): string {
  const url = new URL(src);
  url.searchParams.set(PREVIEW_QUERY.preview, 'true');
  if (nonce) url.searchParams.set(PREVIEW_QUERY.nonce, nonce);
  else url.searchParams.delete(PREVIEW_QUERY.nonce);
  url.searchParams.set(PREVIEW_QUERY.frameId, frameId);
  return url.href;
}
