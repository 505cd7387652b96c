/**
 * What a route or ajax handler returns. At most one of json, text, html and svg is used
 * (in that order); with none of them the response is empty.
 * @typedef {object} HandlerResult
 * @property {number} [status] HTTP status, 200 by default (204 when there is no body).
 * @property {unknown} [json] Serialised with JSON.stringify.
 * @property {string} [text] Sent as text/plain.
 * @property {string} [html] Sent as text/html.
 * @property {string} [svg] Sent as image/svg+xml (the demo's map tiles).
 * @property {Record<string, string | string[]>} [headers] Extra response headers (a list for
 *   a header sent more than once, as Set-Cookie).
 */

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'same-origin',
};

/**
 * The strictest policy a site may send (docs/csp-and-trusted-types.md "Content Security Policy and Trusted Types"): no
 * inline style either, and Trusted Types for every HTML and script sink. Sent for the demo page
 * that shows pb-elements working under it.
 */
export const STRICT_CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";
const STRICT_POLICY_PAGES = new Set(['/csp.html']);

/**
 * Sets the headers every response of the demo server carries.
 * @param {import('node:http').ServerResponse} res
 */
export function applySecurityHeaders(res) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/**
 * Gives the strict-CSP demo page the strict policy instead of the server's own.
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname The request's path.
 */
export function applyPagePolicy(res, pathname) {
  if (STRICT_POLICY_PAGES.has(pathname)) res.setHeader('Content-Security-Policy', STRICT_CONTENT_SECURITY_POLICY);
}

/** @type {WeakMap<import('node:http').ServerResponse, Record<string, string>>} */
const pinnedHeaders = new WeakMap();

/**
 * Fixes headers for the whole response, whatever answers it: a route's or a static file's own
 * headers do not override them (a preview page is `no-store` even where an HTML file would be
 * `no-cache`).
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers
 */
export function pinHeaders(res, headers) {
  pinnedHeaders.set(res, { ...pinnedHeaders.get(res), ...headers });
}

/**
 * `res.writeHead` with the pinned headers last, so they win.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string | string[]>} headers
 */
export function writeHead(res, status, headers) {
  res.writeHead(status, { ...headers, ...pinnedHeaders.get(res) });
}

/**
 * Writes a handler result; for HEAD requests only the headers are sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {HandlerResult} result
 */
export function sendResult(req, res, result) {
  const { body, contentType } = serialiseBody(result);
  const status = result.status ?? (body === undefined ? 204 : 200);
  /** @type {Record<string, string | string[]>} */
  const headers = { ...result.headers };
  if (body !== undefined) {
    headers['Content-Type'] = contentType;
    headers['Content-Length'] = String(Buffer.byteLength(body));
  }
  writeHead(res, status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Plain-text response, used for errors and WordPress-style "0" answers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendText(req, res, status, text, headers) {
  sendResult(req, res, { status, text, headers });
}

/** @param {HandlerResult} result */
function serialiseBody(result) {
  if (result.json !== undefined) {
    return { body: JSON.stringify(result.json), contentType: 'application/json; charset=utf-8' };
  }
  if (result.text !== undefined) return { body: result.text, contentType: 'text/plain; charset=utf-8' };
  if (result.html !== undefined) return { body: result.html, contentType: 'text/html; charset=utf-8' };
  if (result.svg !== undefined) return { body: result.svg, contentType: 'image/svg+xml; charset=utf-8' };
  return { body: undefined, contentType: undefined };
}
