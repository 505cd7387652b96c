/**
 * <pb-gallery> on the demo server's gallery page (/gallery/, rendered from the database): SPEC.md
 * §1 "Galleries with pagination", §2 "Page hash" (id|all|page, Back/Forward, a hash on load),
 * §4 "Pagination", §9 "Gallery default is 4 items per page". Paging shifts nothing (CLS 0) and
 * the page stays axe-clean, at 1280 and 375 px; without JavaScript the server's page links work.
 */
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, collectErrors, expectNoAxeViolations, PHONE, upgraded } from './helpers';

const GRID = '#photo-grid';
const SLIDER = '#photo-slider';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: PHONE };

/** The alt texts of the grid's images a visitor sees (on screen, not inert). */
function shownImages(page: Page, selector = GRID): Promise<string[]> {
  return page.locator(selector).evaluate((host) =>
    [...host.children]
      .filter((item) => item.localName === 'figure' && !(item as HTMLElement).inert && item.getBoundingClientRect().height > 0 && getComputedStyle(item).visibility === 'visible')
      .map((item) => item.querySelector('img')!.alt),
  );
}

/** The titles of the images seeded in the database, in order (the gallery's alt texts). */
function allImages(page: Page): Promise<string[]> {
  return page.locator(`${GRID} > figure img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
}

async function expectPage(page: Page, number: number): Promise<void> {
  const titles = await allImages(page);
  await expect.poll(() => shownImages(page), { message: `page ${number}` }).toEqual(titles.slice((number - 1) * 4, number * 4));
}

/** A pagination control of the grid (in its shadow root), by its text. */
function control(page: Page, name: string) {
  return page.locator(GRID).locator('nav[part~=pagination]').getByRole('link', { name, exact: true });
}

declare global {
  interface Window {
    __galleryShifts: string[];
  }
}

/** Records every layout shift from now on, recent input or not, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__galleryShifts = [];
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const name = (node: Node | null | undefined): string =>
      node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).replace(/ /g, '.')}` : ''}` : String(node?.nodeName);
    const rect = ({ x, y, width, height }: DOMRectReadOnly): string => `${x},${y} ${width}×${height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Source[] }>) {
        window.__galleryShifts.push(`${entry.value}: ${(entry.sources ?? []).map((source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`).join('; ')}`);
      }
    }).observe({ type: 'layout-shift' });
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the gallery page at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('page 2 → Back → Forward: each page a history entry, the hash id|all|page', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/gallery/');
      await upgraded(page, GRID);
      await expectPage(page, 1);
      await control(page, '2').click();
      await expectPage(page, 2);
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#photo-grid|all|2');
      await control(page, 'Next').click();
      await expectPage(page, 3);
      await animationsSettled(page);
      await recordShifts(page);
      await page.goBack();
      await expectPage(page, 2);
      await page.goBack();
      await expectPage(page, 1);
      expect(new URL(page.url()).pathname).toBe('/gallery/');
      await page.goForward();
      await expectPage(page, 2);
      await animationsSettled(page);
      expect(await page.evaluate(() => window.__galleryShifts), 'Back and Forward shift nothing').toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the upgrade shifts nothing: the critical CSS reserves the first page and the pagination (CLS 0)', async ({ page }) => {
      await page.addInitScript(() => {
        window.__galleryShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) window.__galleryShifts.push(String(entry.value));
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/gallery/');
      await upgraded(page, GRID);
      await upgraded(page, SLIDER);
      await page.evaluate(() => window.scrollTo(0, 0));
      await animationsSettled(page);
      expect(await page.evaluate(() => window.__galleryShifts)).toEqual([]);
    });

    test('a deep link with the hash opens that page on load', async ({ page }) => {
      await page.goto('/gallery/#photo-grid|all|4');
      await page.locator(GRID).scrollIntoViewIfNeeded();
      await expect(page.locator(GRID)).toHaveAttribute('data-enhanced', '');
      await expectPage(page, 4);
      await expect(control(page, '4')).toHaveAttribute('aria-current', 'page');
    });

    test('paging shifts nothing (CLS 0), is announced, and the page stays axe-clean', async ({ page }) => {
      await page.goto('/gallery/');
      await upgraded(page, GRID);
      await animationsSettled(page);
      const after = page.locator('h2', { hasText: 'Highlights' });
      const top = () => after.evaluate((element) => element.getBoundingClientRect().top + scrollY);
      const before = await top();
      await recordShifts(page);
      await expectNoAxeViolations(page);
      // Each change is awaited as a state (the page current, its cross-fade over) before the next click:
      // a click during a change is ignored by rule (SPEC §4 "Concurrent page changes are blocked").
      for (const [target, shown] of [['2', '2'], ['3', '3'], ['Next', '4'], ['Previous', '3']] as const) {
        await control(page, target).click();
        await expect(control(page, shown)).toHaveAttribute('aria-current', 'page');
        await animationsSettled(page);
        expect(await top(), `after choosing ${target}`).toBeCloseTo(before, 1);
      }
      await expectPage(page, 3);
      await expect(page.locator(GRID).locator('[part=status]')).toHaveText('Page 3 of 6');
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => window.__galleryShifts)).toEqual([]);
    });

    test('the lightbox opened on page 2 starts at that image and moves through the whole gallery; closing returns focus', async ({ page }) => {
      await page.goto('/gallery/#photo-grid|all|2');
      await page.locator(GRID).scrollIntoViewIfNeeded();
      await expect(page.locator(GRID)).toHaveAttribute('data-enhanced', '');
      await expectPage(page, 2);
      const titles = await allImages(page);
      const link = page.locator(`${GRID} > figure`).nth(5).locator('a');
      await link.click();
      const dialog = page.locator('.pswp');
      await expect(dialog).toBeVisible();
      await expect(page.locator('.pb-lightbox-caption__title')).toHaveText(titles[5]!);
      const title = page.locator('.pb-lightbox-caption__title');
      // PhotoSwipe takes keys once its 500 ms fade-in is over: press until it moves.
      await expect(async () => {
        if ((await title.textContent()) === titles[5]) await page.keyboard.press('ArrowRight');
        await expect(title).toHaveText(titles[6]!, { timeout: 200 });
      }).toPass({ timeout: 5000, intervals: [300] });
      // Step by step to image 10, on page 3: the lightbox holds every image, not only this page's.
      for (const next of [7, 8, 9]) {
        await page.keyboard.press('ArrowRight');
        await expect(page.locator('.pb-lightbox-caption__title')).toHaveText(titles[next]!);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(link).toBeFocused();
    });

    test('keyboard: Tab to the pagination, Enter chooses a page; the slider moves with the arrow keys', async ({ page }) => {
      await page.goto('/gallery/');
      await upgraded(page, GRID);
      await control(page, '1').focus();
      await page.keyboard.press('Tab');
      await expect(control(page, '2')).toBeFocused();
      await page.keyboard.press('Enter');
      await expectPage(page, 2);
      await expect(control(page, '2')).toBeFocused();
      await upgraded(page, SLIDER);
      const slides = await page.locator(`${SLIDER} > figure img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
      await expect.poll(() => shownImages(page, SLIDER)).toEqual([slides[0]]);
      await page.locator(`${SLIDER} > figure`).first().locator('a').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownImages(page, SLIDER)).toEqual([slides[1]]);
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#photo-grid|all|2||photo-slider|all|2');
      await animationsSettled(page);
      await page.locator(SLIDER).locator('[part~=previous]').click();
      await expect.poll(() => shownImages(page, SLIDER)).toEqual([slides[0]]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders each page; its page links work as plain links', async ({ page }) => {
    await page.goto('/gallery/');
    const pages = page.locator(`${GRID} nav.gallery-pages`);
    const visible = () => page.locator(`${GRID} > figure:visible img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
    const titles = await page.locator(`${GRID} > figure img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
    expect(titles.length).toBeGreaterThanOrEqual(20);
    expect(await visible()).toEqual(titles.slice(0, 4));
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await pages.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\/page\/2\/$/);
    expect(await visible()).toEqual(titles.slice(4, 8));
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/gallery\/page\/3\/$/);
    expect(await visible()).toEqual(titles.slice(8, 12));
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/gallery\/page\/2\/$/);
    await pages.getByRole('link', { name: '1', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    // The images are plain links to the full-size files, and the slider shows each of its images.
    expect(await page.locator(`${GRID} > figure:visible a`).first().getAttribute('href')).toMatch(/^\/assets\/img\//);
    expect(await page.locator(`${SLIDER} > figure:visible`).count()).toBeGreaterThan(1);
  });

  test('the last page has no next link; a page past the last is a 404; page 1 is /gallery/', async ({ page, request }) => {
    const figures = (await (await request.get('/gallery/')).text()).match(/<figure/g)!.length;
    const total = Math.ceil((figures - 6) / 4);
    await page.goto(`/gallery/page/${total}/`);
    await expect(page.locator(`${GRID} nav.gallery-pages`).getByRole('link', { name: 'Next' })).toHaveCount(0);
    expect((await request.get(`/gallery/page/${total + 1}/`)).status()).toBe(404);
    expect((await request.get('/gallery/page/x/')).status()).toBe(404);
    const first = await request.get('/gallery/page/1/', { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers()['location']).toBe('/gallery/');
  });
});

test('with JavaScript on a server page (/gallery/page/3/) the element starts there and its own pagination replaces the links', async ({ page }) => {
  await page.goto('/gallery/page/3/');
  await upgraded(page, GRID);
  await expectPage(page, 3);
  await expect(page.locator(`${GRID} nav.gallery-pages`)).toBeHidden();
  await expect(control(page, '3')).toHaveAttribute('aria-current', 'page');
  await control(page, '1').click();
  await expectPage(page, 1);
});
