/**
 * The gallery demo route (demo/server/endpoints/gallery.mjs): the page rendered from the
 * `gallery_images` table, page N of the grid with the others `hidden`, the no-JS page links
 * numbered by the shared page window (SPEC §4 "Pagination", §9 "Gallery default is 4 items per
 * page"), every text escaped, and 404/redirects for pages that are not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_LINKS, galleryImages } from '../../demo/server/endpoints/gallery.mjs';
import { renderPageLinks } from '../../demo/server/page-links.mjs';
import { startApp } from './test-server.mjs';

describe('the gallery demo page', () => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    running = await startApp({ dbPath: ':memory:' });
  });

  afterAll(() => running.app.close());

  /** @param {string} html */
  const gridOf = (html) => /<pb-gallery id="photo-grid"[\s\S]*?<\/pb-gallery>/.exec(html)?.[0] ?? '';

  it('the migration seeds at least 20 images with a title, caption, file and size', () => {
    const images = galleryImages(running.app.db);
    expect(images.length).toBeGreaterThanOrEqual(20);
    for (const image of images) {
      expect(image.title).not.toBe('');
      expect(image.file).toMatch(/^[a-z0-9-]+\.(svg|png)$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('/gallery/ shows the first 4 images, the others hidden, and links to the other pages', async () => {
    const response = await fetch(`${running.baseUrl}/gallery/`);
    expect(response.status).toBe(200);
    const grid = gridOf(await response.text());
    const figures = grid.match(/<figure[^>]*>/g) ?? [];
    expect(figures).toHaveLength(galleryImages(running.app.db).length);
    expect(figures.slice(0, 4).every((figure) => figure === '<figure>')).toBe(true);
    expect(figures.slice(4).every((figure) => figure === '<figure hidden>')).toBe(true);
    expect(grid).toContain('page="1"');
    expect(grid).toContain('<nav slot="pagination"');
    expect(grid).not.toContain('rel="prev"');
    expect(grid).toContain('<a href="/gallery/page/2/" rel="next">Next</a>');
  });

  it('/gallery/page/3/ shows images 9–12 and is page 3 of the element', async () => {
    const response = await fetch(`${running.baseUrl}/gallery/page/3/`);
    expect(response.status).toBe(200);
    const grid = gridOf(await response.text());
    const shown = (grid.match(/<figure[^>]*>/g) ?? []).flatMap((figure, index) => (figure === '<figure>' ? [index + 1] : []));
    expect(shown).toEqual([9, 10, 11, 12]);
    expect(grid).toContain('page="3"');
    expect(grid).toContain('<a href="/gallery/page/2/" rel="prev">Previous</a>');
  });

  it('the page links follow the shared window: the first 4, then 4 around the active page', () => {
    const numbers = (/** @type {string} */ html) => [...html.matchAll(/<li><a href="[^"]*"(?: aria-current="page")?>(\d+)<\/a><\/li>/g)].map(([, number]) => Number(number));
    expect(numbers(renderPageLinks(1, 6, GALLERY_PAGE_LINKS))).toEqual([1, 2, 3, 4]);
    expect(numbers(renderPageLinks(5, 6, GALLERY_PAGE_LINKS))).toEqual([3, 4, 5, 6]);
    expect(renderPageLinks(6, 6, GALLERY_PAGE_LINKS)).not.toContain('Next');
    expect(renderPageLinks(2, 6, GALLERY_PAGE_LINKS)).toContain('<a href="/gallery/page/2/" aria-current="page">2</a>');
    expect(renderPageLinks(2, 6, GALLERY_PAGE_LINKS)).toContain('<a href="/gallery/" rel="prev">Previous</a>');
  });

  it('escapes titles and captions from the database', async () => {
    running.app.db.prepare("UPDATE gallery_images SET title = ?, caption = ? WHERE id = 1").run('<img src=x onerror=alert(1)>', 'Fish & "chips"');
    const html = await (await fetch(`${running.baseUrl}/gallery/`)).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('alt="&#60;img src=x onerror=alert(1)&#62;"');
    expect(html).toContain('Fish &#38; &#34;chips&#34;');
  });

  it('page 1 and /gallery redirect to /gallery/; a page past the last or not a number is a 404', async () => {
    for (const path of ['/gallery/page/1/', '/gallery']) {
      const response = await fetch(`${running.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location')).toBe('/gallery/');
    }
    for (const path of ['/gallery/page/7/', '/gallery/page/0/', '/gallery/page/two/', '/gallery/page/2']) {
      const response = await fetch(`${running.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Back to the gallery');
    }
  });
});
