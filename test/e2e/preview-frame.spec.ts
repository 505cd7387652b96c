/**
 * The builder preview on the built dist/ (docs/preview-mode.md "<pb-preview-frame> and the frame runtime"; SPEC.md
 * §7 "Builder preview frame"): the loader imports pb-preview.js only on a page opened with
 * `et_pb_preview=true`, after the first paint; a `<pb-preview-frame>` of a demo page hears the
 * page's module tree, re-renders one module alone, scrolls to a module and switches view modes.
 * The demo server's preview route (its nonce, its headers) is the demo editor's to test
 * (editor.spec.ts); here the framed page is the demo page served to the frame as it is, so these
 * tests see the loader and the frame runtime alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, recordRequests } from './helpers';

const RUNTIME = '/dist/pb-preview.js';
const HOST = '/preview-host.html';

/** Serves a demo page opened with et_pb_preview=true as the page itself (the server's preview guard is not under test here). */
async function servePreviewPages(page: Page): Promise<void> {
  await page.route(
    (url) => url.searchParams.get('et_pb_preview') === 'true',
    async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${url.origin}${url.pathname}` });
      await route.fulfill({ response });
    },
  );
}

/** A page holding a preview of /tabs.html, loaded with the one script. */
async function openHost(page: Page, attributes = ''): Promise<void> {
  await servePreviewPages(page);
  await page.route(`**${HOST}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview host</title><script src="/dist/pb-elements.js"></script></head>
<body><main><h1>Preview</h1><pb-preview-frame src="/tabs.html" frame-id="e2e" label="Tabs page preview" ${attributes} style="--pb-preview-frame-height:700px"></pb-preview-frame></main></body></html>`,
    }),
  );
  await page.addInitScript(() => {
    const w = window as Window & { previewReady?: unknown };
    document.addEventListener('pb-preview-ready', (event) => (w.previewReady = (event as CustomEvent).detail.modules));
  });
  await page.goto(HOST);
  await page.waitForFunction(() => (window as Window & { previewReady?: unknown }).previewReady !== undefined);
}

/** The preview's iframe (Playwright's CSS reaches into the element's shadow root). */
const frameOf = (page: Page) => page.frameLocator('pb-preview-frame iframe');

test.describe('pb-preview.js: the frame runtime loads only on preview pages', () => {
  test('a public page never requests it', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/tabs.html');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(100, 100);
    await page.waitForTimeout(500);
    expect(requests).not.toContain(RUNTIME);
  });

  test('a page opened with et_pb_preview=true requests it after the first paint', async ({ page }) => {
    await servePreviewPages(page);
    await page.goto('/tabs.html?et_pb_preview=true&iframe_id=alone');
    // Both entries are in the timeline once the paint happened and the runtime arrived.
    const startedAfterPaint = await page.waitForFunction((path) => {
      const paint = performance.getEntriesByName('first-paint')[0];
      const entry = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === path);
      return paint && entry ? { after: entry.startTime >= paint.startTime } : null;
    }, RUNTIME);
    expect(await startedAfterPaint.jsonValue()).toEqual({ after: true });
  });
});

test.describe('<pb-preview-frame> of a demo page, on dist/', () => {
  test("hears the page's module tree, re-renders one module alone, scrolls to a module, without a console error", async ({ page }) => {
    const errors = collectErrors(page);
    await openHost(page);
    const frame = page.frames().find((candidate) => new URL(candidate.url()).searchParams.get('iframe_id') === 'e2e')!;
    const modules = (await page.evaluate(() => (window as Window & { previewReady?: unknown }).previewReady)) as Array<{ address: string; tag: string }>;
    const count = await frame.evaluate(() => [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('pb-')).length);
    expect(modules.length).toBe(count);
    expect(modules.every(({ address }) => /^\d+(\.\d+)*$/.test(address))).toBe(true);

    const target = modules.find(({ tag }) => tag === 'pb-tabs')!;
    // Every module marked, to see which nodes the render keeps.
    await frame.evaluate(() => [...document.querySelectorAll('*')].forEach((element, index) => ((element as Element & { mark?: number }).mark = index)));
    const html = await page.locator('pb-preview-frame').evaluate(
      (element, address) => (element as HTMLElement & { render(a: string, m: string): Promise<string> }).render(address, '<pb-tabs id="edited-tabs"><h3>Edited</h3><div><p>Edited panel.</p></div><h3>Second</h3><div><p>Second panel.</p></div></pb-tabs>'),
      target.address,
    );
    expect(html).toContain('id="edited-tabs"');
    const kept = await frame.evaluate(() =>
      [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('pb-')).map((element) => (element as Element & { mark?: number }).mark === undefined),
    );
    expect(kept.filter((fresh) => fresh)).toHaveLength(1);
    await expect(frameOf(page).locator('#edited-tabs')).toHaveAttribute('data-enhanced', '');
    await expect(frameOf(page).getByRole('tab', { name: 'Edited' })).toHaveAttribute('aria-selected', 'true');

    const last = modules[modules.length - 1]!;
    const duration = await page.locator('pb-preview-frame').evaluate((element, address) => (element as HTMLElement & { scrollToModule(a: string): Promise<number> }).scrollToModule(address), last.address);
    expect(duration === 0 || (duration >= 800 && duration <= 6000)).toBe(true);
    await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('view modes: tablet lays the page out 768 px wide, zoom twice the width, and the frame is told', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openHost(page, 'view-mode="tablet"');
    const frame = page.frames().find((candidate) => new URL(candidate.url()).searchParams.get('iframe_id') === 'e2e')!;
    await expect.poll(() => frame.evaluate(() => [window.innerWidth, document.documentElement.getAttribute('data-pb-view-mode')])).toEqual([768, 'tablet']);
    await page.locator('pb-preview-frame').evaluate((element) => element.setAttribute('view-mode', 'zoom'));
    const hostWidth = await page.locator('pb-preview-frame').evaluate((element) => element.clientWidth);
    await expect.poll(() => frame.evaluate(() => [window.innerWidth, document.documentElement.getAttribute('data-pb-view-mode')])).toEqual([2 * hostWidth, 'zoom']);
  });
});
