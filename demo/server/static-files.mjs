import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor } from './content-types.mjs';
import { sendResult, sendText, writeHead } from './responses.mjs';

/**
 * A folder served below a URL prefix.
 * @typedef {object} StaticMount
 * @property {string} prefix URL prefix starting and ending with "/", e.g. "/dist/".
 * @property {string} dir Absolute folder path.
 * @property {boolean} [crossOrigin] Lets pages of any origin import these files as ES modules
 *   (`Access-Control-Allow-Origin: *`), as a CDN serving dist/ must.
 * @property {(html: string, file: string) => string} [renderHtml] Rewrites each HTML page as it is
 *   served, given the file's path inside the mount (the site's pages get their layout and nonces
 *   so). Never on a crossOrigin mount: any site could read the result.
 */

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title>' +
  '<h1>Not found</h1><p>The requested page does not exist.</p></html>';

/**
 * Serves a GET or HEAD request from the first mount whose prefix matches the path.
 * Anything that cannot be resolved to a regular file inside the mount answers 404;
 * folders answer their index.html.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {StaticMount[]} mounts Checked in order, so list longer prefixes first.
 */
export async function serveStatic(req, res, url, mounts) {
  let decodedPath;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    sendText(req, res, 400, 'Bad request');
    return;
  }
  const mount = mounts.find(({ prefix }) => decodedPath.startsWith(prefix));
  const filePath = mount && resolveInside(mount.dir, decodedPath.slice(mount.prefix.length));
  const stats = filePath && (await statOrNull(filePath));
  if (!stats) {
    sendNotFound(req, res);
    return;
  }
  if (stats.isDirectory()) {
    if (!url.pathname.endsWith('/')) {
      // Leading slashes are collapsed so "//host" can never become an off-site redirect.
      const location = `/${url.pathname.replace(/^\/+/, '')}/${url.search}`;
      sendResult(req, res, { status: 301, headers: { Location: location } });
      return;
    }
    await serveStatic(req, res, new URL('index.html', url), mounts);
    return;
  }
  if (!stats.isFile()) {
    sendNotFound(req, res);
    return;
  }
  if (mount.renderHtml && path.extname(filePath).toLowerCase() === '.html') {
    const html = mount.renderHtml(await readFile(filePath, 'utf8'), path.relative(mount.dir, filePath).split(path.sep).join('/'));
    sendResult(req, res, { html, headers: { 'Cache-Control': 'no-cache' } });
    return;
  }
  sendFile(req, res, filePath, stats.size, mount.crossOrigin === true);
}

/**
 * Joins a URL-derived relative path onto a folder, or returns null when the path
 * contains dot segments (.., hidden files), NUL bytes, or would escape the folder.
 * @param {string} dir
 * @param {string} relativePath
 * @returns {string | null}
 */
export function resolveInside(dir, relativePath) {
  if (relativePath.includes('\0')) return null;
  if (relativePath.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return null;
  const root = path.resolve(dir);
  const resolved = path.resolve(root, `.${path.sep}${relativePath}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

/** @param {string} filePath */
async function statOrNull(filePath) {
  try {
    return await stat(filePath);
  } catch {
    return null;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} filePath
 * @param {number} size
 * @param {boolean} crossOrigin
 */
function sendFile(req, res, filePath, size, crossOrigin) {
  const extension = path.extname(filePath);
  /** @type {Record<string, string>} */
  const headers = { 'Content-Type': contentTypeFor(extension), 'Content-Length': String(size) };
  if (extension.toLowerCase() === '.html') headers['Cache-Control'] = 'no-cache';
  if (crossOrigin) headers['Access-Control-Allow-Origin'] = '*';
  writeHead(res, 200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(filePath)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * The site's "Not found" page, 404.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function sendNotFound(req, res) {
  sendResult(req, res, { status: 404, html: NOT_FOUND_PAGE, headers: { 'Cache-Control': 'no-cache' } });
}
