/**
 * CLS 0 on a slow connection or a slow device: the browser may paint a page before the parser
 * has reached the end of the header. A menu that sits at the end of the bar then shows its first
 * items at the right edge and jumps left as the rest arrive (seen in a loaded CI run, issue 14).
 * Every demo page holds its first paint until its `<main id="content">` is parsed
 * (`<link rel="expect" href="#content" blocking="render">`), so the header paints whole.
 *
 * To make the partial paint certain rather than a matter of load, the page is served through a
 * proxy that sends the HTML up to the middle of the header's menu, pauses, then sends the rest.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_PAGES, waitForPageAtRest } from './helpers';

const PAUSE_MS = 1500;

/** A proxy to the demo server that pauses each HTML page after its first `</li>` in the header. */
async function startStallingProxy(target: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', target), { headers: { accept: req.headers.accept ?? '*/*' }, redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? '';
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
    });
    res.writeHead(upstream.status, headers);
    if (!type.startsWith('text/html')) {
      res.end(body);
      return;
    }
    const html = body.toString('utf8');
    const header = html.indexOf('<header');
    const cut = header === -1 ? -1 : html.indexOf('</li>', header);
    if (cut === -1) {
      res.end(html);
      return;
    }
    res.write(html.slice(0, cut + '</li>'.length));
    setTimeout(() => res.end(html.slice(cut + '</li>'.length)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Registered before any page script: every layout shift, buffered from the start. */
function observeLayoutShifts(): void {
  const shifts: string[] = [];
  (window as unknown as { __shifts: string[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }>) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(
        ({ node, previousRect: a, currentRect: b }) => `${node?.nodeName ?? '?'} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`,
      );
      shifts.push(`${entry.value.toFixed(5)}: ${sources.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const HEADER_PAGES = DEMO_PAGES.filter((path) => /^\/(header-[a-z-]+\.html|menus\.html|tabs\.html|)$/.test(path));

test.describe('CLS 0 while the page itself arrives slowly: the header paints whole (desktop 1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  let proxy: Awaited<ReturnType<typeof startStallingProxy>>;

  test.beforeAll(async ({ baseURL }) => {
    proxy = await startStallingProxy(baseURL!);
  });

  test.afterAll(async () => {
    await proxy.close();
  });

  for (const path of HEADER_PAGES) {
    test(`${path}: nothing moves when the rest of the header arrives ${PAUSE_MS} ms after its first menu item`, async ({ page }) => {
      await page.addInitScript(observeLayoutShifts);
      await page.goto(`${proxy.origin}${path}`);
      await waitForPageAtRest(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      expect(shifts).toEqual([]);
    });
  }
});
