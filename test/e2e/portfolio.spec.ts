/**
 * The portfolio page of the demo server (/portfolio/, projects from its database) with
 * pb-portfolio: SPEC.md §4 "Portfolio filter" and "Pagination", §2 "Page hash" (history entries,
 * Back and Forward, a deep link on load), the announced count, the keyboard, CLS 0 and axe while
 * filtering and paging at 1280 and 375 px, and every link working without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, PHONE, upgraded } from './helpers';

declare global {
  interface Window {
    __portfolioShifts: string[];
  }
}

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

/**
 * Records every layout shift that counts towards CLS from now on (`buffered`: since the page
 * loaded): those within 500 ms of a click or key are excused by the metric, as by browsers' CLS;
 * Back, Forward and the hash are not input, so every shift they cause is recorded.
 */
async function recordShifts(page: Page, buffered = false): Promise<void> {
  await page.evaluate((fromLoad) => {
    window.__portfolioShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(
          ({ node, previousRect, currentRect }) =>
            `${node?.nodeName}.${(node as Element | null)?.className ?? ''} ${JSON.stringify(previousRect)} -> ${JSON.stringify(currentRect)}`,
        );
        window.__portfolioShifts.push(`${entry.value.toFixed(4)} ${location.hash} ${sources.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: fromLoad });
  }, buffered);
}

async function shifts(page: Page): Promise<string[]> {
  // A shift is reported in the frame after it: wait two frames first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.__portfolioShifts);
}

const portfolio = (page: Page) => page.locator('#work');
const filterButton = (page: Page, name: string) => portfolio(page).getByRole('group', { name: 'Filter projects by category' }).getByRole('button', { name, exact: true });
const pagination = (page: Page) => portfolio(page).getByRole('navigation', { name: 'Project pages' });
const pageLink = (page: Page, name: string) => pagination(page).getByRole('link', { name, exact: true });
const shownTitles = (page: Page) => portfolio(page).locator(':scope > article:not([hidden]) h3');

async function openPortfolio(page: Page, path = '/portfolio/'): Promise<void> {
  await page.goto(path);
  await upgraded(page, '#work');
}

async function expectState(page: Page, category: string, pageNumber: number): Promise<void> {
  await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'true');
  await expect(pagination(page).locator('[aria-current=page]')).toHaveText(String(pageNumber));
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('filter → page 2 → Back → Forward walk the steps, with CLS 0 and no axe violations', async ({ page }) => {
      await openPortfolio(page);
      await expect(shownTitles(page)).toHaveCount(6);
      await recordShifts(page);

      await filterButton(page, 'Landscapes').click();
      await expectState(page, 'Landscapes', 1);
      await expect(page).toHaveURL(/#work\|landscapes\|1$/);
      await expect(shownTitles(page)).toHaveText(['Morning on the lake', 'Dune ridges', 'Meadow in June', 'Canyon walls', 'Aurora over the fjord', 'Salt flats']);
      await expectNoAxeViolations(page);

      await pageLink(page, '2').click();
      await expectState(page, 'Landscapes', 2);
      await expect(page).toHaveURL(/#work\|landscapes\|2$/);
      await expect(shownTitles(page)).toHaveText(['Wheat and wind']);
      await expectNoAxeViolations(page);

      await page.goBack();
      await expectState(page, 'Landscapes', 1);
      await expect(shownTitles(page)).toHaveCount(6);
      await page.goBack();
      await expectState(page, 'All', 1);
      await expect(shownTitles(page).first()).toHaveText('Morning on the lake');
      await expect(shownTitles(page).nth(1)).toHaveText('Harbour lights');
      await page.goForward();
      await expectState(page, 'Landscapes', 1);
      await page.goForward();
      await expectState(page, 'Landscapes', 2);
      await expect(shownTitles(page)).toHaveText(['Wheat and wind']);
      expect(await shifts(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

test('the upgrade shifts nothing (CLS 0 from load), on the server\'s page 2 of a category and a category of one page too', async ({ page }) => {
  // Tall enough that the pagination and what follows are in view.
  await page.setViewportSize({ width: 1280, height: 1400 });
  for (const path of ['/portfolio/', '/portfolio/category/landscapes/page/2/', '/portfolio/category/mountains/']) {
    await openPortfolio(page, path);
    await recordShifts(page, true);
    expect(await shifts(page), path).toEqual([]);
  }
});

test('SPEC §2: a deep link with the hash opens the same category and page on load', async ({ page }) => {
  await openPortfolio(page, '/portfolio/#work|coast|2');
  await expectState(page, 'Coast', 2);
  await expect(shownTitles(page)).toHaveText(['Sea stacks']);
  await expect(page).toHaveURL(/#work\|coast\|2$/);
});

test('the server\'s category page opens in that category and page; paging on it is a hash', async ({ page }) => {
  await openPortfolio(page, '/portfolio/category/coast/page/2/');
  await expectState(page, 'Coast', 2);
  await expect(shownTitles(page)).toHaveText(['Sea stacks']);
  await expect(pageLink(page, '1')).toHaveAttribute('href', '#work|coast|1');
});

test('the count is announced politely: "7 projects in Landscapes"', async ({ page }) => {
  await openPortfolio(page);
  const status = portfolio(page).getByRole('status');
  await filterButton(page, 'Landscapes').click();
  await expect(status).toHaveText('7 projects in Landscapes');
  await filterButton(page, 'All').click();
  await expect(status).toHaveText('32 projects in all categories');
});

test('the filter works from the keyboard: Tab to a category, Enter or Space selects it, the focus stays', async ({ page }) => {
  await openPortfolio(page);
  await filterButton(page, 'All').focus();
  await page.keyboard.press('Tab');
  await expect(filterButton(page, 'Landscapes')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectState(page, 'Landscapes', 1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expectState(page, 'Coast', 1);
  await expect(filterButton(page, 'Coast')).toBeFocused();
  await expect(shownTitles(page).first()).toHaveText('Harbour lights');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category links and page links are plain links to server-rendered pages', async ({ page }) => {
    await page.goto('/portfolio/');
    const filter = page.getByRole('navigation', { name: 'Project categories' });
    const pages = page.getByRole('navigation', { name: 'Project pages' });
    await expect(page.locator('#work > article:visible')).toHaveCount(6);
    await filter.getByRole('link', { name: 'Coast' }).click();
    await expect(page).toHaveURL(/\/portfolio\/category\/coast\/$/);
    await expect(filter.getByRole('link', { name: 'Coast' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#work > article:visible h3')).toHaveText([
      'Harbour lights',
      'Cliff path at noon',
      'Low tide',
      'Fishing boats',
      'Lighthouse keeper',
      'Storm on the pier',
    ]);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/portfolio\/category\/coast\/page\/2\/$/);
    await expect(page.locator('#work > article:visible h3')).toHaveText(['Sea stacks']);
    await pages.getByRole('link', { name: '1', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/category\/coast\/$/);
    await page.goto('/portfolio/?paged=6');
    await expect(page.locator('#work > article:visible h3')).toHaveText(['Wheat and wind', 'Sea stacks']);
  });

  test('an unknown category or a page past the last is a 404 page', async ({ page }) => {
    expect((await page.goto('/portfolio/category/unknown/'))!.status()).toBe(404);
    expect((await page.goto('/portfolio/page/99/'))!.status()).toBe(404);
  });
});
