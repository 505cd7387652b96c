/**
 * dist/ served from another origin, as from a CDN (docs/plain-html.md "Use it from plain HTML"): the loader is
 * a classic script, but it imports the modules as ES modules, which the browser fetches with CORS.
 * The demo server sends `Access-Control-Allow-Origin: *` on /dist/ as a CDN must; a page of another
 * origin (a little server on another port: another origin, on the same loopback address, so
 * Chromium's local-network rules do not interfere) then gets working elements. From a host that
 * does not send the header (a third little server) every module is refused: the author's content
 * stays shown and the loader says which module failed. (Playwright's own request routing cannot
 * stand in for that host: it adds the CORS header to the responses it fulfils.)
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from './helpers';

function sitePage(distOrigin: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>A shop on another origin</title>
    <script src="${distOrigin}/dist/pb-elements.js"></script>
  </head>
  <body>
    <main>
      <pb-tabs label="Trip">
        <h2>Route</h2><p>The route.</p>
        <h2>Gear</h2><p>The gear.</p>
      </pb-tabs>
    </main>
  </body>
</html>`;
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Pages of the other origin, by path: `/` loads the elements from the demo server, `/no-cors` from the host without the header. */
let site: Server;
let siteOrigin: string;
/** Serves dist/ like the demo server, without `Access-Control-Allow-Origin`. */
let plainHost: Server;

test.beforeAll(async ({ baseURL }) => {
  plainHost = createServer((request, response) => {
    const file = path.join(REPO_ROOT, path.normalize(new URL(request.url!, 'http://host').pathname));
    readFile(file).then(
      (body) => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  const plainOrigin = await listen(plainHost);
  site = createServer((request, response) => {
    const distOrigin = request.url === '/no-cors' ? plainOrigin : baseURL!;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(sitePage(distOrigin));
  });
  siteOrigin = await listen(site);
});

test.afterAll(() => {
  site.close();
  plainHost.close();
});

async function openSitePage(page: Page, pagePath = '/'): Promise<void> {
  await page.goto(siteOrigin + pagePath);
}

test.describe('dist/ on another origin (a CDN)', () => {
  test('the demo server sends Access-Control-Allow-Origin on /dist/ files, not on the pages', async ({ request }) => {
    const module = await request.get('/dist/pb-tabs.js');
    expect(module.headers()['access-control-allow-origin']).toBe('*');
    const page = await request.get('/tabs.html');
    expect(page.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('with CORS headers, a page of another origin gets working elements', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSitePage(page);
    // Tabs load on first interaction: the click is held while the modules come, then replayed.
    await page.getByRole('heading', { name: 'Gear' }).click();
    await expect(page.locator('pb-tabs')).toHaveAttribute('data-enhanced', '');
    await expect(page.getByRole('tab', { name: 'Gear' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });

  test('without CORS headers the modules are refused: the content stays shown and the console names the module refused', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSitePage(page, '/no-cors');
    await page.getByRole('heading', { name: 'Gear' }).click();
    await expect(page.locator('pb-tabs')).toHaveAttribute('data-failed', '');
    await expect(page.getByText('The gear.')).toBeVisible();
    expect(errors.some((message) => message.includes('could not load pb-tabs.js'))).toBe(true);
  });
});
