/**
 * The demo portfolio (endpoints/portfolio.mjs): projects from the database, every category and
 * page a server-rendered URL whose links work without JavaScript, the pagination numbers from
 * the shared page window (SPEC.md §4 "Pagination").
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, loadProjects, parsePortfolioUrl, portfolioUrl, PROJECTS_PER_PAGE } from '../../demo/server/endpoints/portfolio.mjs';
import { createTempDir, removeDir, startApp } from './test-server.mjs';

/** The titles of the items not `hidden` in a rendered page, in order. */
function shownTitles(html) {
  return [...html.matchAll(/<article class="project"[^>]*?(\shidden)?>\s*<img[^>]*>\s*<h3>([^<]*)<\/h3>/g)]
    .filter((match) => !match[1])
    .map((match) => match[2]);
}

/** The pagination's numbers (`*` marks the current one), previous and next as `<` and `>` (`_` when held by a hidden stand-in). */
function paginationOf(html) {
  const nav = /<nav slot="pagination"[\s\S]*?<\/nav>/.exec(html)?.[0];
  if (!nav) return null;
  const edges = [...nav.matchAll(/<(a|span)[^>]*>(Previous|Next)<\/\1>/g)].map(([, tag, word]) => (tag === 'span' ? '_' : word === 'Previous' ? '<' : '>'));
  const numbers = [...nav.matchAll(/<a href="([^"]*)"( aria-current="page")?>(\d+)<\/a>/g)].map(([, , current, number]) => `${number}${current ? '*' : ''}`);
  return [edges[0], ...numbers, edges[1]].join(' ');
}

describe('demo portfolio (GET /portfolio/…)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    dataDir = await createTempDir();
    running = await startApp({ dbPath: path.join(dataDir, 'portfolio.sqlite') });
  });

  afterAll(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  const get = (pathname) => fetch(`${running.baseUrl}${pathname}`, { redirect: 'manual' });

  it('the migration seeds at least 30 projects in 5 categories, each with an image file of the demo', () => {
    const projects = loadProjects(running.app.db);
    expect(projects.length).toBeGreaterThanOrEqual(30);
    expect(new Set(projects.map(({ category }) => category))).toEqual(new Set(CATEGORIES.map(({ slug }) => slug)));
    expect(new Set(projects.map(({ slug }) => slug)).size).toBe(projects.length);
    for (const { image } of projects) expect(image).toMatch(/^\/assets\/img\/[a-z0-9-]+\.svg$/);
  });

  it('reads the category and page of every URL form, ?paged=N included', () => {
    const parse = (address) => parsePortfolioUrl(new URL(address, 'http://demo'));
    expect(parse('/portfolio/')).toEqual({ category: 'all', page: 1 });
    expect(parse('/portfolio/page/3/')).toEqual({ category: 'all', page: 3 });
    expect(parse('/portfolio/category/coast/')).toEqual({ category: 'coast', page: 1 });
    expect(parse('/portfolio/category/coast/page/2/')).toEqual({ category: 'coast', page: 2 });
    expect(parse('/portfolio/category/coast/?paged=2')).toEqual({ category: 'coast', page: 2 });
    expect(parse('/portfolio/?paged=99999')).toEqual({ category: 'all', page: 99999 });
    expect(parse('/portfolio/?paged=two')).toBeNull();
    expect(parse('/portfolio/category/<b>/')).toBeNull();
    expect(parse('/portfolio/page/0/')).toBeNull();
    expect(portfolioUrl('all', 1)).toBe('/portfolio/');
    expect(portfolioUrl('coast', 2)).toBe('/portfolio/category/coast/page/2/');
  });

  it('every page carries every project; those not on the page are hidden; the state is in the attributes', async () => {
    const response = await get('/portfolio/category/coast/page/2/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<article class="project"/g)).toHaveLength(loadProjects(running.app.db).length);
    expect(shownTitles(html)).toEqual(['Sea stacks']);
    expect(html).toContain(`<pb-portfolio id="work" class="portfolio" per-page="${PROJECTS_PER_PAGE}" category="coast" page="2"`);
    expect(html).toContain('<a href="/portfolio/category/coast/" data-category="coast" aria-current="page">Coast</a>');
  });

  it('SPEC §4: the pagination hides previous on page 1 and next on the last page, and shows the page window', async () => {
    expect(paginationOf(await (await get('/portfolio/')).text())).toBe('_ 1* 2 3 4 >');
    expect(paginationOf(await (await get('/portfolio/page/4/')).text())).toBe('< 2 3 4* 5 >');
    expect(paginationOf(await (await get('/portfolio/page/6/')).text())).toBe('< 3 4 5 6* _');
    // One page: the pagination keeps its room, as the element's does.
    expect(paginationOf(await (await get('/portfolio/category/mountains/')).text())).toBe('_ 1* _');
  });

  it('the previous and next links name their relation (rel), as on the blog and the gallery', async () => {
    const html = await (await get('/portfolio/category/landscapes/page/2/')).text();
    expect(html).toContain('<a href="/portfolio/category/landscapes/" rel="prev">Previous</a>');
    expect(await (await get('/portfolio/')).text()).toContain('<a href="/portfolio/page/2/" rel="next">Next</a>');
  });

  it('redirects /portfolio to /portfolio/ and answers 404 pages for an unknown category or a page past the last, ?paged=N too', async () => {
    const redirect = await get('/portfolio');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/portfolio/');
    const pastTheLast = ['/portfolio/page/7/', '/portfolio/?paged=7', '/portfolio/?paged=99999', '/portfolio/category/coast/?paged=3', '/portfolio/?paged=0'];
    for (const address of ['/portfolio/category/unknown/', '/portfolio/elsewhere/', ...pastTheLast]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
  });
});
