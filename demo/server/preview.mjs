/**
 * The builder preview frame's page requests (SPEC.md §7 "Builder preview frame"). `<pb-preview-frame>`
 * opens a page of the site with `et_pb_preview=true`, `et_pb_preview_nonce` and `iframe_id`
 * (react-core/preview-frame/protocol.ts, whose names these repeat: the server runs untranspiled).
 * Such a request is answered only with a valid nonce named `et_pb_preview` (NONCE_NAMES.preview),
 * which the server writes into the editor page that opens the frame; else 403 with a page that
 * says why. The nonce is what keeps a preview link out of a stranger's hands, as WordPress's
 * preview links do. Every preview answer, refused or not, is `Cache-Control: no-store` (the preview
 * is a draft: no cache may hand it to a visitor), `X-Robots-Tag: noindex`, and may be framed only by
 * a page of this site (CSP `frame-ancestors 'self'`).
 */
import { NONCE_NAMES, nonceProblem, nonceSecret } from './forgery-guard.mjs';
import { pinHeaders, sendResult } from './responses.mjs';

/** The query fields of a preview request (PREVIEW_QUERY in react-core/preview-frame/protocol.ts). */
export const PREVIEW_QUERY = Object.freeze({ preview: 'et_pb_preview', nonce: 'et_pb_preview_nonce', frameId: 'iframe_id' });

/** The headers of every answer to a preview request, the 403 included. */
export const PREVIEW_HEADERS = Object.freeze({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

export const PREVIEW_REFUSED_TITLE = 'Preview refused';
export const PREVIEW_REFUSED_HINT = 'Open the preview again from the editor: it gives the frame a fresh preview token.';

/**
 * Whether the request asks for a page as the builder's preview.
 * @param {URL} url
 */
export function isPreviewRequest(url) {
  return url.searchParams.get(PREVIEW_QUERY.preview) === 'true';
}

/**
 * `policy` with its `frame-ancestors` directive set to 'self' (added when it has none: the
 * strict-CSP demo page's policy names no ancestors, which would let any site frame its preview).
 * @param {string} policy
 */
export function withFrameAncestorsSelf(policy) {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, "frame-ancestors 'self'"].join('; ');
}

/**
 * The refusal page: what was wrong with the token, and what to do.
 * @param {string} problem One of forgery-guard.mjs's nonce texts.
 */
export function previewRefusedPage(problem) {
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${PREVIEW_REFUSED_TITLE}</title><h1>${PREVIEW_REFUSED_TITLE}</h1>` +
    `<p>${problem}</p><p>${PREVIEW_REFUSED_HINT}</p></html>`
  );
}

/**
 * Applies the preview rules to a request: pins the preview headers, and answers 403 when the
 * nonce is missing, forged or expired.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {import('better-sqlite3').Database} db
 * @returns {boolean} True when the request was answered (refused); false to serve it as usual.
 */
export function guardPreviewRequest(req, res, url, db) {
  if (!isPreviewRequest(url)) return false;
  const policy = String(res.getHeader('Content-Security-Policy') ?? '');
  pinHeaders(res, { ...PREVIEW_HEADERS, 'Content-Security-Policy': withFrameAncestorsSelf(policy) });
  const problem = nonceProblem(nonceSecret(db), NONCE_NAMES.preview, url.searchParams.get(PREVIEW_QUERY.nonce));
  if (problem === null) return false;
  sendResult(req, res, { status: 403, html: previewRefusedPage(problem) });
  return true;
}
