/**
 * CLS 0 on a slow connection or a slow device: the browser may paint a page before the parser
 * has reached the end of its content. A menu that sits at the end of the bar then shows its first
 * items at the right edge and jumps left as the rest arrive (issue 14); a hero whose text sits at
 * its bottom edge grows upwards; a table laid out from its first rows widens its columns when the
 * last one arrives (both seen in loaded CI runs). Every demo page holds its first paint until its
 * footer is parsed (`<link rel="expect" href="#site-footer" blocking="render">`), so it paints whole.
 *
 * To make the partial paint certain rather than a matter of load, the page is served through a
 * proxy that sends the HTML up to a point inside the content, pauses, then sends the rest.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PAGES, waitForPageAtRest } from './helpers';

const PAUSE_MS = 1500;

/** Where a proxied HTML page pauses: an offset in its text, or -1 (no pause). */
type PausePoint = (html: string) => number;

/** Just after the first `text` that follows `landmark`. */
function pauseAfter(landmark: string, text: string): PausePoint {
  return (html) => {
    const start = html.indexOf(landmark);
    const found = start === -1 ? -1 : html.indexOf(text, start);
    return found === -1 ? -1 : found + text.length;
  };
}

/** After the header's first menu item. */
const IN_HEADER_MENU = pauseAfter('<header', '</li>');

/** A proxy to the demo server that pauses each HTML page at `pauseAt`, then sends the rest. */
async function startStallingProxy(target: string, pauseAt: PausePoint): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', target), {
      headers: { accept: req.headers.accept ?? '*/*', cookie: req.headers.cookie ?? '' },
      redirect: 'manual',
    });
    const type = upstream.headers.get('content-type') ?? '';
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers: Record<string, string | string[]> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'].includes(name)) headers[name] = value;
    });
    // The shop's session cookie passes through (the proxy's origin differs from the server's by its port only).
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    res.writeHead(upstream.status, headers);
    if (!type.startsWith('text/html')) {
      res.end(body);
      return;
    }
    const html = body.toString('utf8');
    const cut = pauseAt(html);
    if (cut === -1) {
      res.end(html);
      return;
    }
    res.write(html.slice(0, cut));
    setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts a stalling proxy for the tests of the enclosing describe block; its origin once started. */
function useStallingProxy(pauseAt: PausePoint): { origin: () => string } {
  let proxy: Awaited<ReturnType<typeof startStallingProxy>> | undefined;
  test.beforeAll(async ({ baseURL }) => {
    proxy = await startStallingProxy(baseURL!, pauseAt);
  });
  test.afterAll(async () => {
    await proxy?.close();
  });
  return { origin: () => proxy!.origin };
}

/** Every layout shift seen since the page started, as text. */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
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
  const proxy = useStallingProxy(IN_HEADER_MENU);

  for (const path of HEADER_PAGES) {
    test(`${path}: nothing moves when the rest of the header arrives ${PAUSE_MS} ms after its first menu item`, async ({ page }) => {
      await page.addInitScript(observeLayoutShifts);
      await page.goto(`${proxy.origin()}${path}`);
      await waitForPageAtRest(page);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

/** In the video page's hero, after its heading: the hero's text sits at its bottom edge. */
const IN_VIDEO_HERO = pauseAfter('<pb-video-background', '</h1>');

test.describe('CLS 0 while the page itself arrives slowly: an end-aligned hero paints whole (phone 375×740)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const proxy = useStallingProxy(IN_VIDEO_HERO);

  test(`/video.html: nothing moves when the rest of the hero's text arrives ${PAUSE_MS} ms after its heading`, async ({ page }) => {
    await page.addInitScript(observeLayoutShifts);
    await page.goto(`${proxy.origin()}/video.html`);
    await waitForPageAtRest(page);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

/** In the cart page's totals table, before its last row (Total): the table is laid out from its first rows. */
const IN_CART_TOTALS: PausePoint = (html) => html.indexOf('<tr class="order-total">');

test.describe('CLS 0 while the page itself arrives slowly: a server-rendered page paints whole (desktop 1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const proxy = useStallingProxy(IN_CART_TOTALS);

  test(`/shop/cart/: nothing moves when the cart totals' last row arrives ${PAUSE_MS} ms after the others`, async ({ page }) => {
    await page.goto(`${proxy.origin()}/shop/?add-to-cart=1`);
    await page.addInitScript(observeLayoutShifts);
    await page.goto(`${proxy.origin()}/shop/cart/`);
    await expect(page.locator('.cart_totals .order-total')).toBeVisible();
    await waitForPageAtRest(page);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
