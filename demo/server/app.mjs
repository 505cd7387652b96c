import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdminAjaxRoute } from './admin-ajax.mjs';
import { openDatabase } from './db.mjs';
import { DOCS_IMAGES_URL, serveDocsPage } from './docs-pages.mjs';
import { endpoints as defaultEndpoints } from './endpoints/index.mjs';
import { fillPageNonces } from './forgery-guard.mjs';
import { HttpError } from './http-error.mjs';
import { guardPreviewRequest } from './preview.mjs';
import { buildRegistry } from './registry.mjs';
import { BODY_IDLE_TIMEOUT_MS, discardRequestBody, setBodyIdleTimeout } from './request-body.mjs';
import { applyPagePolicy, applySecurityHeaders, sendResult, sendText } from './responses.mjs';
import { pagePathOf, renderPageFile } from './site-page.mjs';
import { serveStatic } from './static-files.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * @typedef {object} App
 * @property {http.Server} server Request handler attached, not yet listening.
 * @property {import('better-sqlite3').Database} db
 * @property {() => Promise<void>} close Stops the server (if listening), then closes the database.
 */

/**
 * Creates the demo server: static files from `<rootDir>/demo/pages/` at "/",
 * `<rootDir>/dist/` at "/dist/" and the demo editor `<rootDir>/demo/editor/` at "/editor/", the
 * documentation pages rendered from `<rootDir>/docs/` at "/docs/" (docs-pages.mjs), the
 * admin-ajax endpoint, the routes, ajax actions and migrations of the endpoint modules, and the
 * builder preview's nonce check on any request with `et_pb_preview=true` (preview.mjs).
 * @param {object} [options]
 * @param {string} [options.dbPath] SQLite file path, ":memory:" by default.
 * @param {string} [options.rootDir] Repository root holding demo/pages and dist.
 * @param {import('./registry.mjs').EndpointModule[]} [options.endpoints] Defaults to endpoints/index.mjs.
 * @param {boolean} [options.log] One log line per request; defaults to PB_LOG=1.
 * @param {number} [options.bodyIdleTimeoutMs] How long a request body may go silent: one being
 *   read is then answered 408, the rest of a refused (413) one no longer waited for; both close
 *   the connection.
 * @returns {App}
 */
export function createApp({
  dbPath = ':memory:',
  rootDir = REPO_ROOT,
  endpoints = defaultEndpoints,
  log = process.env.PB_LOG === '1',
  bodyIdleTimeoutMs = BODY_IDLE_TIMEOUT_MS,
} = {}) {
  const registry = buildRegistry(endpoints);
  const db = openDatabase(dbPath, registry.migrations);
  const routes = [createAdminAjaxRoute(registry.ajaxActions), ...registry.routes];
  const docsDir = path.join(rootDir, 'docs');
  const renderHtml = (/** @type {string} */ html) => fillPageNonces(html, db);
  /** @type {import('./static-files.mjs').StaticMount[]} */
  const mounts = [
    // The site's own pages, the API reference among them: each render gets fresh nonces for the
    // forms and calls it makes.
    { prefix: '/dist/api/', dir: path.join(rootDir, 'dist', 'api'), renderHtml },
    // Served as a CDN would, so a page of another origin can load the elements from here.
    { prefix: '/dist/', dir: path.join(rootDir, 'dist'), crossOrigin: true },
    // jQuery from the npm registry, for the reference shop's page script (demo only, never in dist/).
    { prefix: '/vendor/jquery/', dir: path.join(rootDir, 'node_modules', 'jquery', 'dist') },
    // The demo editor (docs/demo-server.md "Demo editor"): not a demo page, and no demo page loads any of it.
    // Its page holds the preview nonce its frame needs.
    { prefix: '/editor/', dir: path.join(rootDir, 'demo', 'editor'), renderHtml },
    // The pictures the docs pages show; the pages themselves are rendered (serveDocsPage).
    { prefix: DOCS_IMAGES_URL, dir: path.join(rootDir, 'docs', 'images') },
    // The demo pages get the site's layout (site-page.mjs) first.
    { prefix: '/', dir: path.join(rootDir, 'demo', 'pages'), renderHtml: (html, file) => renderHtml(renderPageFile(html, pagePathOf(file))) },
  ];

  const server = http.createServer((req, res) => {
    const startedAt = performance.now();
    if (log) {
      res.on('finish', () => {
        const duration = (performance.now() - startedAt).toFixed(1);
        console.log(`${req.method} ${req.url} ${res.statusCode} ${duration}ms`);
      });
    }
    setBodyIdleTimeout(req, bodyIdleTimeoutMs);
    handleRequest(req, res, { routes, mounts, docsDir, renderHtml, db }).catch((error) => sendError(req, res, error));
  });

  return {
    server,
    db,
    close() {
      return new Promise((resolve, reject) => {
        const closeDb = () => db.open && db.close();
        if (!server.listening) {
          closeDb();
          resolve();
          return;
        }
        server.close((error) => {
          closeDb();
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ routes: import('./registry.mjs').Route[], mounts: import('./static-files.mjs').StaticMount[], docsDir: string, db: import('better-sqlite3').Database }} context
 */
async function handleRequest(req, res, { routes, mounts, docsDir, renderHtml, db }) {
  applySecurityHeaders(res);
  if (!req.url?.startsWith('/')) throw new HttpError(400, 'Bad request');
  const url = new URL(`http://localhost${req.url}`);
  applyPagePolicy(res, url.pathname);
  if (guardPreviewRequest(req, res, url, db)) return;
  const queryMatches = (/** @type {import('./registry.mjs').Route} */ route) => !route.query || url.searchParams.has(route.query);
  let routesForPath = routes.filter((route) => !route.prefix && route.path === url.pathname && queryMatches(route));
  // Prefix routes (a path ending in "/", e.g. "/consent-api/consent-area/") take what is below it.
  if (routesForPath.length === 0) {
    routesForPath = routes.filter((route) => route.prefix && url.pathname.startsWith(route.path) && queryMatches(route));
  }
  if (routesForPath.length > 0) {
    const route = routesForPath.find(
      ({ method }) => method === req.method || method === '*' || (method === 'GET' && req.method === 'HEAD'),
    );
    if (!route) {
      const allowed = routesForPath.flatMap(({ method }) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
      sendText(req, res, 405, 'Method not allowed', { Allow: allowed.join(', ') });
      return;
    }
    sendResult(req, res, await route.handler({ req, url, db }));
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  if (await serveDocsPage(req, res, url, docsDir, renderHtml)) return;
  await serveStatic(req, res, url, mounts);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {unknown} error
 */
function sendError(req, res, error) {
  // Nothing useful can be sent once the answer has started or the client has gone.
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  if (!(error instanceof HttpError)) {
    console.error(error);
    sendText(req, res, 500, 'Internal server error');
    return;
  }
  if (error.status === 413) {
    discardRequestBody(req).then((ended) => {
      if (req.socket.destroyed) return;
      // A body cut short by the bounds leaves the connection unusable for another request.
      sendText(req, res, 413, error.message, ended ? undefined : { Connection: 'close' });
    });
    return;
  }
  // A body that stalled (408) was left unread: the connection cannot carry another request.
  sendText(req, res, error.status, error.message, error.status === 408 ? { Connection: 'close' } : undefined);
}
