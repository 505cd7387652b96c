/**
 * The builder preview frame's page requests (SPEC.md §7 "Builder preview frame", issue 20): a page
 * asked for with `et_pb_preview=true` needs the `et_pb_preview` nonce the editor page carries, else
 * 403; every preview answer is `no-store`, `noindex` and framed by this site only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_NONCE_TEXT, INVALID_NONCE_TEXT, MISSING_NONCE_TEXT, NONCE_LIFETIME_MS, NONCE_NAMES } from '../../demo/server/forgery-guard.mjs';
import { PREVIEW_QUERY, PREVIEW_REFUSED_HINT, PREVIEW_REFUSED_TITLE, withFrameAncestorsSelf } from '../../demo/server/preview.mjs';
import { STRICT_CONTENT_SECURITY_POLICY } from '../../demo/server/responses.mjs';
import { PREVIEW_NONCE_NAME, PREVIEW_QUERY as PROTOCOL_QUERY } from '../../react-core/preview-frame/protocol.ts';
import { pageNonce, startApp } from './test-server.mjs';

/** @param {Response} response */
function previewHeaders(response) {
  return {
    cacheControl: response.headers.get('cache-control'),
    robots: response.headers.get('x-robots-tag'),
    frameAncestors: /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
  };
}

const PREVIEW_HEADERS = { cacheControl: 'no-store', robots: 'noindex', frameAncestors: "'self'" };

describe('builder preview requests: the et_pb_preview nonce, no-store, noindex, frame-ancestors self', () => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;
  /** @param {string} path @param {Record<string, string>} [query] @param {RequestInit} [init] */
  const get = (path, query = {}, init = {}) => fetch(`${running.baseUrl}${path}?${new URLSearchParams(query)}`, { redirect: 'manual', ...init });
  const previewQuery = (/** @type {string | undefined} */ nonce) => ({
    [PREVIEW_QUERY.preview]: 'true',
    ...(nonce === undefined ? {} : { [PREVIEW_QUERY.nonce]: nonce }),
    [PREVIEW_QUERY.frameId]: 'pb-preview-1',
  });

  beforeAll(async () => {
    running = await startApp({ dbPath: ':memory:' });
  });

  afterAll(async () => {
    await running.app.close();
  });

  it('the server checks the names the frame sends (protocol.ts): et_pb_preview, et_pb_preview_nonce, iframe_id', () => {
    expect(PREVIEW_QUERY).toEqual(PROTOCOL_QUERY);
    expect(NONCE_NAMES.preview).toBe(PREVIEW_NONCE_NAME);
    expect(NONCE_NAMES.preview).toBe('et_pb_preview');
  });

  it('a preview request with no nonce gets 403 and a page saying the token is missing', async () => {
    const response = await get('/tabs.html', previewQuery(undefined));
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain(`<title>${PREVIEW_REFUSED_TITLE}</title>`);
    expect(page).toContain(MISSING_NONCE_TEXT);
    expect(page).toContain(PREVIEW_REFUSED_HINT);
    expect(page).not.toContain('pb-tabs');
    expect(previewHeaders(response)).toEqual(PREVIEW_HEADERS);
  });

  it.each([
    ['a forged nonce', () => '1a2b3c-0123456789abcdef0123456789abcdef', INVALID_NONCE_TEXT],
    ['another call’s nonce (contact_form)', () => pageNonce(running.app, NONCE_NAMES.contactForm), INVALID_NONCE_TEXT],
    ['a nonce older than 24 h', () => pageNonce(running.app, NONCE_NAMES.preview, Date.now() - NONCE_LIFETIME_MS - 60_000), EXPIRED_NONCE_TEXT],
  ])('a preview request with %s gets 403 saying why', async (_, nonce, text) => {
    const response = await get('/tabs.html', previewQuery(nonce()));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(text);
    expect(previewHeaders(response)).toEqual(PREVIEW_HEADERS);
  });

  it('a preview request with a valid nonce gets the page, no-store (not the pages’ no-cache), noindex, framed by this site only', async () => {
    const response = await get('/tabs.html', previewQuery(pageNonce(running.app, NONCE_NAMES.preview)));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<pb-tabs');
    expect(previewHeaders(response)).toEqual(PREVIEW_HEADERS);
  });

  it('HEAD is checked like GET', async () => {
    expect((await get('/tabs.html', previewQuery(undefined), { method: 'HEAD' })).status).toBe(403);
    const allowed = await get('/tabs.html', previewQuery(pageNonce(running.app, NONCE_NAMES.preview)), { method: 'HEAD' });
    expect(allowed.status).toBe(200);
    expect(previewHeaders(allowed)).toEqual(PREVIEW_HEADERS);
  });

  it('the site root and the pages the server renders (blog) are checked too', async () => {
    for (const path of ['/', '/blog/']) {
      expect((await get(path, previewQuery(undefined))).status, path).toBe(403);
      const allowed = await get(path, previewQuery(pageNonce(running.app, NONCE_NAMES.preview)));
      expect(allowed.status, path).toBe(200);
      expect(previewHeaders(allowed), path).toEqual(PREVIEW_HEADERS);
    }
  });

  it('the strict-CSP page keeps its strict policy in preview, with frame-ancestors self added', async () => {
    const response = await get('/csp.html', previewQuery(pageNonce(running.app, NONCE_NAMES.preview)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(`${STRICT_CONTENT_SECURITY_POLICY}; frame-ancestors 'self'`);
  });

  it('a page without et_pb_preview=true is no preview: served as always, no nonce asked', async () => {
    for (const query of [{}, { [PREVIEW_QUERY.preview]: 'false' }]) {
      const response = await get('/tabs.html', query);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('the editor page (/editor/) carries a fresh et_pb_preview nonce that the preview accepts', async () => {
    const response = await get('/editor/');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).not.toContain('{{pb-nonce:');
    const config = JSON.parse(/<script type="application\/json" id="pb-config">([^<]*)<\/script>/.exec(page)?.[1] ?? '{}');
    const nonce = config.nonces?.[PREVIEW_NONCE_NAME];
    expect(nonce).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
    expect((await get('/tabs.html', previewQuery(nonce))).status).toBe(200);
  });
});

describe('withFrameAncestorsSelf', () => {
  it('adds the directive to a policy without one, and replaces another value', () => {
    expect(withFrameAncestorsSelf("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'self'");
    expect(withFrameAncestorsSelf("default-src 'self'; frame-ancestors *; img-src data:")).toBe("default-src 'self'; img-src data:; frame-ancestors 'self'");
    expect(withFrameAncestorsSelf('')).toBe("frame-ancestors 'self'");
  });
});
