/**
 * `<pb-blog>` on the demo server's blog (SPEC.md §2 "Links": "Ajax pagination links in blog-like
 * modules load the linked page and replace only that module's content. Each page is cached.";
 * §7 "Ajax pagination": GET the linked page, POST with the layout content in block-layout mode,
 * the module content is replaced, on 404 the error page body is used; §4 "Concurrent page
 * changes are blocked"), at 1280 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectShownOnScreen, holdRequests, loadingIndicator, PHONE, upgraded } from './helpers';

declare global {
  interface Window {
    __blogShifts: number[];
    __sameDocument?: boolean;
  }
}

const MODULE = 'pb-blog#blog-posts';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: PHONE };

/** Every layout shift of the page, whatever input came before it (stricter than CLS). */
function observeLayoutShifts(): void {
  window.__blogShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) window.__blogShifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The blog pages the page asked the server for (documents and fetches), by path. */
function recordBlogRequests(page: Page): Array<{ method: string; path: string; body: string | null }> {
  const requests: Array<{ method: string; path: string; body: string | null }> = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/blog/')) requests.push({ method: request.method(), path, body: request.postData() });
  });
  return requests;
}

const titles = (page: Page) => page.locator(`${MODULE} .blog-post-title`).allTextContents();
const announcement = (page: Page) => page.locator(`${MODULE}`).locator('[part=status]');
const pageLink = (page: Page, name: string) => page.locator(MODULE).getByRole('link', { name, exact: true });

/** Opens the blog, marks the document (a reload would lose the mark) and upgrades the module. */
async function openBlog(page: Page, path = '/blog/'): Promise<void> {
  await page.addInitScript(observeLayoutShifts);
  await page.goto(path);
  await page.evaluate(() => (window.__sameDocument = true));
  await upgraded(page, MODULE);
}

/** The post titles of listing page `number` as the server renders it (no JavaScript involved). */
async function serverTitles(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<h2 class="blog-post-title"><a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!.replace(/&#39;/g, "'"));
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`pb-blog (${name} ${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('SPEC §2 "Links": a pagination link loads the linked page and replaces only the module content; focus and announcement follow', async ({ page }) => {
      await openBlog(page);
      const [pageTwo, pageOne] = [await serverTitles(page, '/blog/page/2/'), await serverTitles(page, '/blog/')];
      expect(await titles(page)).toEqual(pageOne);
      const heading = await page.locator('main > h1').elementHandle();

      await pageLink(page, 'Page 2').click();

      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await expect.poll(() => titles(page)).toEqual(pageTwo);
      expect(await page.evaluate(() => window.__sameDocument), 'the page itself was not reloaded').toBe(true);
      expect(await heading!.evaluate((node) => node.isConnected), 'what is outside the module stays').toBe(true);
      await expect(page.locator(`${MODULE} .blog-post-title`).first()).toBeFocused();
      await expect(announcement(page)).toHaveText('Page 2 of 9');
      await expect(page.locator(`${MODULE} [aria-current=page]`)).toHaveText('Page 2');
      await expect(page).toHaveTitle(/page 2 of 9/);
    });

    test('a click that arrives before the module has upgraded is held and loads the page in place', async ({ page }) => {
      await page.goto('/blog/');
      await page.evaluate(() => (window.__sameDocument = true));
      await pageLink(page, 'Page 2').click();
      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await expect(announcement(page)).toHaveText('Page 2 of 9');
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    });

    test('SPEC §2 "Each page is cached": a second visit to a page sends no request', async ({ page }) => {
      await openBlog(page);
      const requests = recordBlogRequests(page);
      await pageLink(page, 'Page 2').click();
      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await pageLink(page, 'Page 3').click();
      await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
      await expect(announcement(page)).toHaveText('Page 3 of 9');
      expect(requests.map(({ path }) => path)).toEqual(['/blog/page/2/', '/blog/page/3/']);

      await pageLink(page, 'Page 2').click();
      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await expect(announcement(page)).toHaveText('Page 2 of 9');
      await pageLink(page, 'Page 1').click();
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect(announcement(page)).toHaveText('Page 1 of 9');
      await pageLink(page, 'Page 3').click();
      await expect(announcement(page)).toHaveText('Page 3 of 9');
      expect(requests.map(({ path }) => path), 'pages seen before (the first one too) come from the cache').toEqual(['/blog/page/2/', '/blog/page/3/']);
    });

    test('SPEC §2: Back and Forward restore the module page from the cache', async ({ page }) => {
      await openBlog(page);
      const pageOne = await titles(page);
      await pageLink(page, 'Page 2').click();
      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      const pageTwo = await titles(page);
      await pageLink(page, 'Next page').click();
      await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
      const requests = recordBlogRequests(page);

      await page.goBack();
      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await expect.poll(() => titles(page)).toEqual(pageTwo);
      await expect(announcement(page)).toHaveText('Page 2 of 9');
      await page.goBack();
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect.poll(() => titles(page)).toEqual(pageOne);
      await page.goForward();
      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await expect.poll(() => titles(page)).toEqual(pageTwo);

      expect(requests, 'Back and Forward ask the server for nothing').toEqual([]);
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    });

    test('SPEC §7: on 404 the error page body is used', async ({ page }) => {
      await openBlog(page);
      // A stale list linking past the end (the blog lost posts since the page was rendered).
      await page.locator(`${MODULE} nav ul`).evaluate((list) => {
        list.insertAdjacentHTML('beforeend', '<li><a class="page-numbers" href="/blog/page/99/">Page 99</a></li>');
      });
      await pageLink(page, 'Page 99').click();

      await expect(page).toHaveURL(/\/blog\/page\/99\/$/);
      const notFound = page.locator(MODULE).getByRole('heading', { name: 'Page not found' });
      await expect(notFound).toBeVisible();
      await expect(page.locator(MODULE)).toContainText('The blog has 9 pages of posts; there is no page 99.');
      await expect(page.locator(MODULE).getByRole('link', { name: 'Back to the first page of the blog' })).toBeVisible();
      await expect(notFound).toBeFocused();
      await expect(announcement(page)).toHaveText('Page not found');
      await expect(page.locator('main > h1').first()).toHaveText('Blog');
    });

    test('the loading state shows at once; SPEC §4: a second page change while one loads is ignored', async ({ page }) => {
      await openBlog(page);
      const held = await holdRequests(page, '**/blog/page/3/');
      const requests = recordBlogRequests(page);
      await pageLink(page, 'Page 3').click();
      await expectShownOnScreen(loadingIndicator(page));
      await expect(page.locator(MODULE)).toHaveAttribute('aria-busy', 'true');

      await pageLink(page, 'Page 2').click();
      expect(held.count()).toBe(1);
      held.release();

      await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
      await expect(announcement(page)).toHaveText('Page 3 of 9');
      await expect(loadingIndicator(page)).toHaveCount(0);
      expect(requests.map(({ path }) => path), 'page 2 was never asked for').toEqual(['/blog/page/3/']);
      await expect(page.locator(MODULE)).not.toHaveAttribute('aria-busy', 'true');
    });

    test('a page that cannot be loaded keeps the content, says so, and its link then navigates', async ({ page }) => {
      await openBlog(page);
      const before = await titles(page);
      await page.route('**/blog/page/4/', (route) => route.abort('connectionreset'));
      await pageLink(page, 'Page 4').click();

      const message = page.locator(MODULE).locator('[part=message]');
      await expect(message).toHaveText('This page could not be loaded here. Select the link again to open it as a new page.');
      expect(await titles(page)).toEqual(before);
      await expect(page).toHaveURL(/\/blog\/$/);

      await page.unroute('**/blog/page/4/');
      await pageLink(page, 'Page 4').click();
      await expect(page).toHaveURL(/\/blog\/page\/4\/$/);
      await expect.poll(() => page.evaluate(() => window.__sameDocument ?? false), { message: 'a new document' }).toBe(false);
      await expect(page.locator(`${MODULE} [aria-current=page]`)).toHaveText('Page 4');
    });

    test('SPEC §7: in block-layout mode the page is asked for with a POST carrying the layout content', async ({ page }) => {
      await openBlog(page, '/blog/layout-block/');
      const requests = recordBlogRequests(page);
      await expect(page.locator(`${MODULE} .blog-post`)).toHaveCount(2);
      await pageLink(page, 'Page 2').click();

      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await expect(announcement(page)).toHaveText('Page 2 of 14');
      await expect(page.locator(`${MODULE} .blog-post`)).toHaveCount(2);
      await expect(page.locator(`${MODULE} .blog-post-excerpt`)).toHaveCount(0);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.method).toBe('POST');
      expect(new URLSearchParams(requests[0]!.body ?? '').get('et_layout_block_layout_content')).toBe(
        '[et_pb_blog posts_number="2" show_excerpt="off"][/et_pb_blog]',
      );
    });

    test.describe('measured', () => {
      test('paging shifts nothing (CLS 0) and stays axe-clean', async ({ page }) => {
        await openBlog(page);
        await expectNoAxeViolations(page);
        for (const link of ['Page 2', 'Page 4', 'Next page', 'Page 6', 'Previous page']) {
          const before = await page.evaluate(() => location.pathname);
          await pageLink(page, link).click();
          await expect.poll(() => page.evaluate(() => location.pathname)).not.toBe(before);
          await expect(page.locator(MODULE)).not.toHaveAttribute('aria-busy', 'true');
        }
        await expect(announcement(page)).toHaveText('Page 5 of 9');
        await page.goBack();
        await expect(announcement(page)).toHaveText('Page 6 of 9');
        await expectNoAxeViolations(page);
        // The shorter 404 body keeps the module's height: nothing below moves up.
        await page.locator(`${MODULE} nav ul`).evaluate((list) => {
          list.insertAdjacentHTML('beforeend', '<li><a class="page-numbers" href="/blog/page/99/">Page 99</a></li>');
        });
        await pageLink(page, 'Page 99').click();
        await expect(announcement(page)).toHaveText('Page not found');
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => window.__blogShifts)).toEqual([]);
      });
    });
  });
}

test.describe('pb-blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pagination links are plain links to server-rendered pages; past the end is a 404 page', async ({ page }) => {
    await page.goto('/blog/');
    await page.locator(MODULE).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(page.locator(`${MODULE} [aria-current=page]`)).toHaveText('Page 2');
    await expect(page.locator(MODULE).getByRole('link', { name: 'Previous page' })).toBeVisible();
    await page.goto('/blog/page/9/');
    await expect(page.locator(MODULE).getByRole('link', { name: 'Next page' })).toHaveCount(0);

    const response = await page.goto('/blog/page/10/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the first page of the blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator(MODULE).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  });
});
