/**
 * `<pb-map>` against the demo server (issue 18): Leaflet costs nothing until a map is near, its
 * tiles come from the demo server only, the upgrade shifts nothing, and on a consent page the map
 * waits for its tile service behind a placeholder in the same box.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { frames, trackScriptsThatRan, waitForPageAtRest } from './helpers';

const LEAFLET_CHUNK = /\/dist\/chunks\/leaflet-core-[^/]+\.js$/;
const TILE = /\/tiles\/\d+\/\d+\/\d+\.svg$/;

/** Every request of the page from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

declare global {
  interface Window {
    __mapShifts: number[];
  }
}

function observeLayoutShifts(): void {
  window.__mapShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) window.__mapShifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** maps.html with a tall block before the maps, so they start far below the viewport. */
async function mapsFarBelow(page: Page): Promise<void> {
  await page.route('**/maps.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<h2>Our shops</h2>', '<div id="spacer" style="height:4000px">Spacer</div><h2>Our shops</h2>');
    await route.fulfill({ response, body: html });
  });
}

async function mapShown(page: Page, index = 0): Promise<void> {
  const map = page.locator('pb-map').nth(index);
  await expect(map).toHaveAttribute('data-enhanced', '');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached({ timeout: 15_000 });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
}

test.describe('pb-map', () => {
  test('Leaflet and tiles are not requested on a page without a map', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/tabs.html');
    await waitForPageAtRest(page);
    await page.waitForTimeout(300);
    expect(urls.filter((url) => LEAFLET_CHUNK.test(url) || TILE.test(url) || url.includes('/pb-map.js'))).toEqual([]);
  });

  test('Leaflet is requested only once the map comes near the viewport; then every request stays on 127.0.0.1', async ({ page, baseURL }) => {
    await mapsFarBelow(page);
    const urls = recordRequests(page);
    await page.goto('/maps.html');
    await waitForPageAtRest(page);
    await page.waitForTimeout(500);
    expect(urls.filter((url) => LEAFLET_CHUNK.test(url) || TILE.test(url)), 'nothing of the map before it is near').toEqual([]);
    await expect(page.locator('pb-map').first()).not.toHaveAttribute('data-enhanced', '');

    await page.locator('pb-map').first().scrollIntoViewIfNeeded();
    await mapShown(page);
    expect(urls.filter((url) => LEAFLET_CHUNK.test(url))).toHaveLength(1);
    expect(urls.some((url) => TILE.test(url))).toBe(true);
    const origin = new URL(baseURL!).origin;
    expect(urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  });

  test('CLS 0: the box is reserved before the upgrade and kept after it (desktop and phone)', async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
      await page.setViewportSize(viewport);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/dist/pb-map.js', async (route) => {
        await gate;
        await route.continue();
      });
      await page.addInitScript(observeLayoutShifts);
      await page.goto('/maps.html');
      await frames(page);
      const before = await page.locator('pb-map').evaluateAll((maps) => maps.map((map) => map.getBoundingClientRect().toJSON() as DOMRect));
      expect(before[0]!.height, 'the height attribute').toBeCloseTo(viewport.width > 767 ? 420 : 320, 0);
      release();
      for (let index = 0; index < before.length; index += 1) {
        await page.locator('pb-map').nth(index).scrollIntoViewIfNeeded();
        await mapShown(page, index);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await frames(page);
      const after = await page.locator('pb-map').evaluateAll((maps) => maps.map((map) => map.getBoundingClientRect().toJSON() as DOMRect));
      for (let index = 0; index < before.length; index += 1) {
        for (const key of ['x', 'y', 'width', 'height'] as const) expect(after[index]![key], `map ${index} ${key}`).toBeCloseTo(before[index]![key], 0);
      }
      const shifts = await page.evaluate(() => window.__mapShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0), 'layout shift').toBe(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  test('keyboard: Tab reaches the map and its markers, Enter opens a popup, Escape closes it', async ({ page }) => {
    await page.goto('/maps.html');
    const map = page.locator('pb-map').first();
    await map.scrollIntoViewIfNeeded();
    await mapShown(page);
    await map.locator('[part=map]').focus();
    await page.keyboard.press('Tab');
    const marker = map.locator('.leaflet-marker-icon').first();
    await expect(marker).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(map.locator('.leaflet-popup-content')).toContainText('Harbour shop');
    await page.keyboard.press('Escape');
    await expect(map.locator('.leaflet-popup-content')).toHaveCount(0);
    await expect(marker).toBeFocused();
  });

  test('consent page: the placeholder in the map box, no tiles and Leaflet not run (its code may be fetched ahead); accept loads the map in place, and the choice is kept', async ({ page }) => {
    const urls = recordRequests(page);
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/map-consent.html');
    const map = page.locator('pb-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-enhanced', '');
    const accept = map.locator('[part=accept]');
    await expect(accept).toBeVisible();
    await expect(map.locator('[part=placeholder]')).toContainText('openstreetmap');
    await expect(map.locator('li').first()).toBeVisible();
    const box = await map.boundingBox();
    await page.waitForTimeout(300);
    expect(urls.filter((url) => TILE.test(url))).toEqual([]);
    expect((await scripts.ran()).filter((path) => LEAFLET_CHUNK.test(path))).toEqual([]);

    await accept.click();
    await mapShown(page);
    expect(urls.some((url) => TILE.test(url))).toBe(true);
    const after = await map.boundingBox();
    expect(after!.height).toBeCloseTo(box!.height, 0);
    await expect(map.locator('[part=map]')).toBeFocused();

    await page.reload();
    await page.locator('pb-map').scrollIntoViewIfNeeded();
    await mapShown(page);
    await expect(page.locator('pb-map [part=placeholder]')).toHaveCount(0);
  });
});
