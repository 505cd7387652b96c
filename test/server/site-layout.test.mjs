/**
 * The demo site's one layout (issue 36): the nav list (demo/server/site-nav.mjs) and the head,
 * site header and footer (demo/server/site-page.mjs) are written once; every page file holds only
 * its own parts, and every page is served with the one header and footer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAV } from '../../demo/server/site-nav.mjs';
import { pagePathOf } from '../../demo/server/site-page.mjs';
import { createTempDir, removeDir, startApp, writeFiles } from './test-server.mjs';

const PAGES_DIR = fileURLToPath(new URL('../../demo/pages/', import.meta.url));
const PAGE_FILES = readdirSync(PAGES_DIR).filter((file) => file.endsWith('.html'));
/** The header variants' pages show the variant (a <pb-header>) in place of the site header. */
const HEADER_VARIANT_PAGES = PAGE_FILES.filter((file) => file.startsWith('header-'));
const readPage = (/** @type {string} */ file) => readFileSync(`${PAGES_DIR}${file}`, 'utf8');

/** The nav entries of a served page's site header: path, label and whether it is the current one. */
function navEntries(/** @type {string} */ html) {
  const nav = /<header class="site-header">[\s\S]*?<nav class="site-nav" aria-label="Main">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a href="([^"]*)"( aria-current="page")?>([^<]*)<\/a>/g)].map(([, path, current, label]) => ({ path, label, current: Boolean(current) }));
}

/** The nav as every page must show it, with the entry standing for `pagePath` current. */
const expectedNav = (/** @type {string} */ pagePath) =>
  SITE_NAV.map(({ path, label, pages = [] }) => ({ path, label, current: path === pagePath || pages.includes(pagePath) }));

const SITE_FOOTER = /<footer class="site-footer" id="site-footer">\n {6}<div class="wrap">\n[\s\S]*?\n {6}<\/div>\n {4}<\/footer>/;

describe('one layout for every demo page', () => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    running = await startApp({ dbPath: ':memory:' });
  });

  afterAll(async () => {
    await running.app.close();
  });

  const served = async (/** @type {string} */ path) => (await fetch(`${running.baseUrl}${path}`)).text();

  it.each(PAGE_FILES.filter((file) => !HEADER_VARIANT_PAGES.includes(file)))(
    '%s is served with the site header: the nav from the one list, its own entry current',
    async (file) => {
      const html = await served(pagePathOf(file));
      expect(navEntries(html)).toEqual(expectedNav(pagePathOf(file)));
      expect(html.match(/<header/g)).toHaveLength(1);
    },
  );

  it.each(HEADER_VARIANT_PAGES)('%s keeps its own header variant in place of the site header', async (file) => {
    const html = await served(`/${file}`);
    expect(html).toMatch(/<header class="site-header" id="top">\s*<pb-header/);
    expect(navEntries(html)).toEqual([]);
  });

  it.each(PAGE_FILES)('%s is served with the shared head and the site footer', async (file) => {
    const html = await served(pagePathOf(file));
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    const elements = head.match(/<(meta|title|link|script)\b[^>]*>/g) ?? [];
    expect(elements.slice(0, 4)).toEqual([
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>',
      expect.stringMatching(/^<meta name="description" content="[^"]+">$/),
    ]);
    expect(elements.slice(4, 6)).toEqual(['<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">', '<link rel="stylesheet" href="/assets/site.css">']);
    expect(elements.slice(-2)).toEqual(['<script src="/dist/pb-elements.js">', '<link rel="expect" href="#site-footer" blocking="render">']);
    expect(html).toMatch(SITE_FOOTER);
    expect(html).not.toContain('data-layout');
  });

  it('the server-rendered pages show the same site header as the static pages', async () => {
    const header = (/** @type {string} */ html) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0].replace(' aria-current="page"', '');
    const tabs = header(await served('/tabs.html'));
    for (const path of ['/blog/', '/gallery/', '/portfolio/', '/shop/', '/dist/api/']) expect(header(await served(path)), path).toBe(tabs);
  });
});

describe('page files hold only their own parts', () => {
  it.each(PAGE_FILES.filter((file) => !HEADER_VARIANT_PAGES.includes(file)))('%s has no copy of the site header', (file) => {
    const source = readPage(file);
    expect(source).not.toContain('class="site-name"');
    expect(source).not.toContain('<a href="/dist/api/">API reference</a>');
    expect(source).toContain('<header data-layout="site-header">');
  });

  it.each(PAGE_FILES)('%s has no copy of the shared head or the footer', (file) => {
    const source = readPage(file);
    expect(source).not.toContain('<meta charset');
    expect(source).not.toContain('<script src="/dist/pb-elements.js">');
    expect(source).not.toContain('id="site-footer"');
    expect(source).toContain('<head data-layout="site-head">');
    expect(source).toContain('<footer data-layout="site-footer">');
  });
});

describe('adding a page', () => {
  /** @type {string} */
  let rootDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    rootDir = await createTempDir();
    await writeFiles(rootDir, {
      'demo/pages/new-page.html': `<!doctype html>
<html lang="en">
  <head data-layout="site-head">
    <title>New page | pb-elements demo</title>
    <meta name="description" content="A page added with one file.">
  </head>
  <body>
    <header data-layout="site-header"></header>

    <main id="content" class="wrap"><h1>New</h1></main>

    <footer data-layout="site-footer"></footer>
  </body>
</html>
`,
    });
    running = await startApp({ rootDir, dbPath: ':memory:' });
  });

  afterAll(async () => {
    await running.app.close();
    await removeDir(rootDir);
  });

  it('one file gets the whole layout: head, site header and the default footer', async () => {
    const html = await (await fetch(`${running.baseUrl}/new-page.html`)).text();
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(navEntries(html)).toEqual(expectedNav('/new-page.html'));
    expect(html).toMatch(SITE_FOOTER);
    expect(html).toContain('<p>pb-elements demo site. Content on these pages is sample text.</p>');
  });
});
