/**
 * @typedef {import('./migrations.mjs').Migration} Migration
 * @typedef {import('./responses.mjs').HandlerResult} HandlerResult
 * @typedef {import('./form-body.mjs').FormFields} FormFields
 * @typedef {import('./form-body.mjs').UploadedFile} UploadedFile
 */

/**
 * @typedef {object} RouteContext
 * @property {import('node:http').IncomingMessage} req
 * @property {URL} url Parsed request URL.
 * @property {import('better-sqlite3').Database} db
 */

/**
 * An HTTP route matched on exact method and path. GET routes also answer HEAD.
 * @typedef {object} Route
 * @property {string} method Upper-case HTTP method, or `*` for every method (WooCommerce's
 *   wc-ajax calls, which WordPress answers whatever the method).
 * @property {string} path Exact URL path, e.g. "/api/health".
 * @property {boolean} [prefix] Match every path that starts with `path` (which then ends in "/",
 *   e.g. "/consent-api/consent-area/"); the handler parses the rest. Exact routes win.
 * @property {string} [query] Match only when the URL has this query parameter (WooCommerce's
 *   `/?wc-ajax=…` calls), leaving the path without it to the other routes and the static files.
 * @property {(context: RouteContext) => HandlerResult | Promise<HandlerResult>} handler
 */

/**
 * @typedef {object} AjaxContext
 * @property {FormFields} fields
 * @property {UploadedFile[]} files File parts of a multipart body.
 * @property {import('better-sqlite3').Database} db
 * @property {import('node:http').IncomingMessage} req
 */

/** @typedef {(context: AjaxContext) => HandlerResult | Promise<HandlerResult>} AjaxAction */

/**
 * One feature of the demo server; every member is optional.
 * @typedef {object} EndpointModule
 * @property {Migration[]} [migrations]
 * @property {Route[]} [routes]
 * @property {Record<string, AjaxAction>} [ajaxActions] Keyed by the admin-ajax `action` field.
 */

/**
 * @typedef {object} Registry
 * @property {Migration[]} migrations In module order, then in each module's order.
 * @property {Route[]} routes
 * @property {Map<string, AjaxAction>} ajaxActions
 */

/**
 * Merges endpoint modules, refusing duplicate migration ids, routes and ajax actions
 * so that two features can never silently shadow each other.
 * @param {EndpointModule[]} endpointModules
 * @returns {Registry}
 */
export function buildRegistry(endpointModules) {
  /** @type {Registry} */
  const registry = { migrations: [], routes: [], ajaxActions: new Map() };
  const seen = new Set();
  const claim = (/** @type {string} */ key) => {
    if (seen.has(key)) throw new Error(`Duplicate endpoint registration: ${key}`);
    seen.add(key);
  };
  for (const endpoint of endpointModules) {
    for (const migration of endpoint.migrations ?? []) {
      claim(`migration ${migration.id}`);
      registry.migrations.push(migration);
    }
    for (const route of endpoint.routes ?? []) {
      claim(`route ${route.method} ${route.path}${route.query ? `?${route.query}` : ''}`);
      registry.routes.push(route);
    }
    for (const [action, handler] of Object.entries(endpoint.ajaxActions ?? {})) {
      claim(`ajax action ${action}`);
      registry.ajaxActions.set(action, handler);
    }
  }
  return registry;
}
