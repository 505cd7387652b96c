import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, removeDir, startApp, writeFiles } from './test-server.mjs';

const INDEX_HTML = '<!doctype html><title>Demo index</title>';

/**
 * GET with the path sent byte for byte (fetch would normalise "..").
 * @param {string} baseUrl
 * @param {string} rawPath
 * @returns {Promise<{ status: number, body: string }>}
 */
function rawGet(baseUrl, rawPath) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('static files', () => {
  /** @type {string} */
  let rootDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    rootDir = await createTempDir();
    await writeFiles(rootDir, {
      'package.json': '{"secret":"outside the served folders"}',
      'demo/pages/index.html': INDEX_HTML,
      'demo/pages/tabs.html': '<!doctype html><title>Tabs</title>',
      'demo/pages/.hidden.html': 'hidden',
      'demo/pages/guide/index.html': '<!doctype html><title>Guide</title>',
      'demo/pages/empty-folder/readme.txt': 'no index here',
      'dist/pb-elements.js': 'export const loaded = true;',
      'dist/chunks/tabs.mjs': 'export {};',
      'dist/pb-elements.css': 'body{}',
      'dist/manifest.json': '{}',
      'dist/pb-elements.js.map': '{}',
      'dist/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'dist/image.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      'dist/photo.jpg': new Uint8Array([0xff, 0xd8]),
      'dist/photo.webp': new Uint8Array([0x52, 0x49]),
      'dist/font.woff2': new Uint8Array([0x77, 0x4f]),
    });
    running = await startApp({ rootDir, dbPath: ':memory:' });
  });

  afterAll(async () => {
    await running.app.close();
    await removeDir(rootDir);
  });

  it('serves demo/pages/index.html at / as uncached HTML', async () => {
    const response = await fetch(`${running.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves a page by its file name', async () => {
    const response = await fetch(`${running.baseUrl}/tabs.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Tabs</title>');
  });

  it('serves a folder index and redirects the folder path without its trailing slash', async () => {
    const folder = await fetch(`${running.baseUrl}/guide/`);
    expect(folder.status).toBe(200);
    expect(await folder.text()).toContain('<title>Guide</title>');

    const redirect = await fetch(`${running.baseUrl}/guide?tab=2`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/guide/?tab=2');
  });

  it('never lists a folder that has no index.html', async () => {
    const response = await fetch(`${running.baseUrl}/empty-folder/`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('readme.txt');
  });

  it.each([
    ['/dist/pb-elements.js', 'text/javascript; charset=utf-8'],
    ['/dist/chunks/tabs.mjs', 'text/javascript; charset=utf-8'],
    ['/dist/pb-elements.css', 'text/css; charset=utf-8'],
    ['/dist/manifest.json', 'application/json; charset=utf-8'],
    ['/dist/pb-elements.js.map', 'application/json; charset=utf-8'],
    ['/dist/icon.svg', 'image/svg+xml'],
    ['/dist/image.png', 'image/png'],
    ['/dist/photo.jpg', 'image/jpeg'],
    ['/dist/photo.webp', 'image/webp'],
    ['/dist/font.woff2', 'font/woff2'],
  ])('serves the built library file %s as %s', async (urlPath, contentType) => {
    const response = await fetch(`${running.baseUrl}${urlPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('answers a missing file with an HTML 404 page', async () => {
    const response = await fetch(`${running.baseUrl}/missing.html`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Not found');
  });

  it.each([
    '/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/dist/..%2f..%2fpackage.json',
    '/dist/%2e%2e%5c%2e%2e%5cpackage.json',
    '/../../package.json',
    '/dist/../../package.json',
  ])('refuses the path traversal attempt %s with 404', async (rawPath) => {
    const { status, body } = await rawGet(running.baseUrl, rawPath);
    expect(status).toBe(404);
    expect(body).not.toContain('secret');
  });

  it('refuses hidden files and NUL bytes with 404', async () => {
    expect((await fetch(`${running.baseUrl}/.hidden.html`)).status).toBe(404);
    expect((await fetch(`${running.baseUrl}/index.html%00.js`)).status).toBe(404);
  });

  it('answers a malformed percent-encoding with 400', async () => {
    expect((await rawGet(running.baseUrl, '/%E0%A4%A')).status).toBe(400);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const response = await fetch(`${running.baseUrl}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(INDEX_HTML)));
    expect(await response.text()).toBe('');
  });

  it('answers other methods on static paths with 405 and an Allow header', async () => {
    const response = await fetch(`${running.baseUrl}/index.html`, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends the security headers on files and on errors', async () => {
    for (const urlPath of ['/', '/missing.html']) {
      const response = await fetch(`${running.baseUrl}${urlPath}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("img-src 'self' data:");
      expect(policy).not.toMatch(/https?:/);
      expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1);
    }
  });

  it('sends the strict policy, and only it, for the strict-CSP demo page (/csp.html)', async () => {
    const strict = await fetch(`${running.baseUrl}/csp.html`);
    expect(strict.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'",
    );
    const other = await fetch(`${running.baseUrl}/`);
    expect(other.headers.get('content-security-policy')).not.toContain('trusted-types');
  });
});
