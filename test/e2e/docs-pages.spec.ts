/**
 * The docs pages as a visitor gets them (issue 36): every docs/**\/*.md page of the repository is
 * served, each of its live html examples upgrades (every pb-* element in a `.docs-example` is
 * defined and has rendered), the page logs no error, and every link of the docs pages and of the
 * API reference pages into /docs/ or /dist/api/ answers 200. One page load per docs page.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations, frames, PLACEHOLDER_TAGS, REPO_ROOT } from './helpers';

/** The served URL of every Markdown file below docs/ (docs/index.md at /docs/). */
function docsUrls(folder = ''): string[] {
  return readdirSync(path.join(REPO_ROOT, 'docs', folder), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return docsUrls(relative);
      if (!entry.name.endsWith('.md')) return [];
      return [relative === 'index.md' ? '/docs/' : `/docs/${relative.slice(0, -'.md'.length)}/`];
    })
    .sort();
}

const DOCS_PAGES = existsSync(path.join(REPO_ROOT, 'docs')) ? docsUrls() : [];
const SITE_LINK = /^\/(?:docs|dist\/api)\//;
/** A demo picture standing in for the examples' own (/img/lake.jpg …), as in readme-examples.spec.ts. */
const STAND_IN_PICTURE = path.join(REPO_ROOT, 'demo/pages/assets/img/carousel-1-lake.svg');

/** Status of each site link already asked for: the pages link to each other many times over. */
const linkStatuses = new Map<string, number>();

/** The links among `hrefs` into /docs/ or /dist/api/ (without their anchors) that do not answer 200. */
async function brokenSiteLinks(request: APIRequestContext, hrefs: string[]): Promise<string[]> {
  const links = [...new Set(hrefs.map((href) => href.split('#')[0]!).filter((href) => SITE_LINK.test(href)))];
  for (const link of links) {
    if (!linkStatuses.has(link)) linkStatuses.set(link, (await request.get(link, { maxRedirects: 0 })).status());
  }
  return links.filter((link) => linkStatuses.get(link) !== 200).map((link) => `${link}: ${linkStatuses.get(link)}`);
}

/**
 * The examples' pictures and videos are placeholders of a documentation text: one the demo does
 * not have is answered with a demo picture, so the page's console shows the page's own errors.
 */
async function standInMissingMedia(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (!['image', 'media'].includes(route.request().resourceType())) {
      await route.fallback();
      return;
    }
    const response = await route.fetch().catch(() => null);
    if (response?.ok()) await route.fulfill({ response });
    else await route.fulfill({ contentType: 'image/svg+xml', path: STAND_IN_PICTURE });
  });
}

/** Has every pb-* element of the live examples upgrade, as a visitor reaching for each would, and waits until each has rendered. */
async function upgradeExamples(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.docs-example *')) {
      if (!element.localName.startsWith('pb-')) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 || box.height > 0) element.scrollIntoView({ block: 'center' });
      element.dispatchEvent(new Event('pb-upgrade', { bubbles: true }));
    }
  });
  await page.waitForFunction(
    (placeholders) =>
      [...document.querySelectorAll('.docs-example *')]
        .filter((element) => element.localName.startsWith('pb-'))
        .every(
          (element) =>
            customElements.get(element.localName) !== undefined &&
            (placeholders.includes(element.localName) ? element.matches('[data-subject],[data-failed]') : element.hasAttribute('data-enhanced')),
        ),
    PLACEHOLDER_TAGS,
    { timeout: 20_000 },
  );
  await frames(page);
}

test('docs/ has pages to serve', () => {
  expect(DOCS_PAGES.length).toBeGreaterThan(0);
});

// A picture still on its way when the test ends (a map's tiles) is no error of the page's: the
// stand-in's handler, cut off by the page closing, fails to fulfil (seen in CI on pb-map's page).
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

for (const url of DOCS_PAGES) {
  test(`${url} loads, its live examples upgrade, axe-core finds nothing, it logs no error and its site links answer`, async ({ page, request }) => {
    const errors = collectErrors(page);
    await standInMissingMedia(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveCount(1);
    await upgradeExamples(page);
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(await brokenSiteLinks(request, hrefs)).toEqual([]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test('every link of the API reference pages into /docs/ or /dist/api/ answers 200', async ({ request }) => {
  const hrefsOf = async (url: string) => [...(await (await request.get(url)).text()).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
  const index = await hrefsOf('/dist/api/');
  const elementPages = [...new Set(index.filter((href) => /^\/dist\/api\/pb-[a-z-]+\.html$/.test(href)))];
  expect(elementPages.length).toBeGreaterThan(30);
  const hrefs = [...index, ...(await Promise.all(elementPages.map(hrefsOf))).flat()];
  expect(hrefs.filter((href) => href.startsWith('/docs/elements/')).length).toBe(elementPages.length);
  expect(await brokenSiteLinks(request, hrefs)).toEqual([]);
});
