import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BLOG_PAGE_LINKS,
  blogRoute,
  DEMO_LAYOUT_CONTENT,
  LAYOUT_CONTENT_FIELD,
  MAX_LAYOUT_BODY_BYTES,
  parseLayoutContent,
} from '../../demo/server/endpoints/blog.mjs';
import { renderPageLinks } from '../../demo/server/page-links.mjs';
import { createTempDir, removeDir, startApp } from './test-server.mjs';
import { siteHeader } from '../../demo/server/site-page.mjs';

/** @param {string} html */
const titlesOf = (html) => [...html.matchAll(/<h2 class="blog-post-title"><a href="([^"]*)">/g)].map((match) => match[1]);
/** @param {string} html */
const moduleOf = (html) => /<pb-blog id="blog-posts"[\s\S]*?<\/pb-blog>/.exec(html)?.[0] ?? '';

describe('blog pages (GET /blog/, /blog/page/N/, /blog/<slug>/)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeEach(async () => {
    dataDir = await createTempDir();
    running = await startApp({ dbPath: path.join(dataDir, 'blog.sqlite') });
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  /** @param {string} pathname @param {RequestInit} [init] */
  const request = (pathname, init) => fetch(`${running.baseUrl}${pathname}`, { redirect: 'manual', ...init });

  it('the posts table holds at least 25 seeded posts, each with title, slug, date, excerpt and body', () => {
    const posts = /** @type {Array<Record<string, string>>} */ (running.app.db.prepare('SELECT * FROM posts').all());
    expect(posts.length).toBeGreaterThanOrEqual(25);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const field of ['title', 'excerpt', 'body']) expect(post[field]?.length).toBeGreaterThan(10);
    }
  });

  it('/blog/ is a full page: the demo header with Blog current, three newest posts in <pb-blog id="blog-posts">, a pagination nav', async () => {
    const response = await request('/blog/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<script src="\/dist\/pb-elements.js"><\/script>/);
    expect(html).toContain('<a href="/blog/" aria-current="page">Blog</a>');
    expect(html.match(/aria-current="page"/g)).toHaveLength(2);
    const newest = /** @type {string[]} */ (running.app.db.prepare('SELECT slug FROM posts ORDER BY date DESC LIMIT 3').pluck().all());
    expect(titlesOf(moduleOf(html))).toEqual(newest.map((slug) => `/blog/${slug}/`));
    expect(moduleOf(html)).toContain('<nav class="pagination" aria-label="Blog pages" data-pages="9">');
  });

  it('SPEC §4 "Pagination": no previous link on page 1, no next link on the last page, a window of numbers', async () => {
    const first = moduleOf(await (await request('/blog/')).text());
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('<a class="page-numbers next" rel="next" href="/blog/page/2/">');
    expect([...first.matchAll(/<span class="visually-hidden">Page <\/span>(\d+)/g)].map((match) => match[1])).toEqual(['1', '2', '3', '4']);
    const last = moduleOf(await (await request('/blog/page/9/')).text());
    expect(last).toContain('<a class="page-numbers prev" rel="prev" href="/blog/page/8/">');
    expect(last).not.toContain('rel="next"');
    expect(last).toContain('<span class="page-numbers current" aria-current="page"><span class="visually-hidden">Page </span>9</span>');
    expect([...last.matchAll(/<span class="visually-hidden">Page <\/span>(\d+)/g)].map((match) => match[1])).toEqual(['6', '7', '8', '9']);
  });

  it('each page lists its own posts; every post of the blog is on exactly one page', async () => {
    const seen = [];
    for (let page = 1; page <= 9; page += 1) {
      const response = await request(page === 1 ? '/blog/' : `/blog/page/${page}/`);
      expect(response.status).toBe(200);
      seen.push(...titlesOf(moduleOf(await response.text())));
    }
    expect(new Set(seen).size).toBe(27);
    expect(seen).toHaveLength(27);
  });

  it('a page past the end is a real 404 page that explains it and links back', async () => {
    const response = await request('/blog/page/10/');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('The blog has 9 pages of posts; there is no page 10.');
    expect(html).toContain('<a href="/blog/">Back to the first page of the blog</a>');
    expect(html).not.toContain('<pb-blog');
  });

  it('/blog/page/1/ and /blog redirect to /blog/; malformed page addresses and unknown slugs are 404 pages', async () => {
    for (const pathname of ['/blog/page/1/', '/blog']) {
      const response = await request(pathname);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/blog/');
    }
    for (const pathname of ['/blog/page/0/', '/blog/page/02/', '/blog/page/x/', '/blog/no-such-post/', '/blog/a/b/']) {
      const response = await request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
  });

  it('each post is a page at /blog/<slug>/ with its title, date and body, escaped', async () => {
    const html = await (await request('/blog/the-old-miners-track/')).text();
    expect(html).toContain('<h1>The old miners’ track</h1>');
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}">\d{1,2} \w+ 2026<\/time>/);
    expect(html).toContain('<p>Engine houses, spoil heaps and a chimney on the skyline');
    expect(html).toContain('<a href="/blog/" aria-current="page">Blog</a>');
  });

  it('HEAD answers the headers of the page', async () => {
    const response = await request('/blog/page/2/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  describe('SPEC §7: POST with the layout content in block-layout mode', () => {
    /** @param {string} pathname @param {string} layout */
    const post = (pathname, layout) => request(pathname, { method: 'POST', body: new URLSearchParams({ [LAYOUT_CONTENT_FIELD]: layout }) });

    it('the page is rendered with the posted layout: posts a page and the excerpt flag', async () => {
      const response = await post('/blog/page/2/', '[et_pb_blog posts_number="2" show_excerpt="off"][/et_pb_blog]');
      expect(response.status).toBe(200);
      const module = moduleOf(await response.text());
      expect(titlesOf(module)).toHaveLength(2);
      expect(module).not.toContain('blog-post-excerpt');
      expect(module).toContain('data-pages="14"');
      expect(module).toContain('<span class="page-numbers current" aria-current="page"><span class="visually-hidden">Page </span>2</span>');

      const withExcerpts = moduleOf(await (await post('/blog/', '[et_pb_section][et_pb_blog posts_number="5"][/et_pb_blog][/et_pb_section]')).text());
      expect(titlesOf(withExcerpts)).toHaveLength(5);
      expect(withExcerpts.match(/blog-post-excerpt/g)).toHaveLength(5);
    });

    it('a page past the end of the posted layout is the 404 page', async () => {
      const response = await post('/blog/page/15/', DEMO_LAYOUT_CONTENT);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('The blog has 14 pages of posts; there is no page 15.');
    });

    it('nothing of the layout but its two validated settings reaches the page, and nothing is stored', async () => {
      const tables = () => running.app.db.prepare("SELECT COUNT(*) FROM posts").pluck().get();
      const before = tables();
      const response = await post('/blog/', '<script>alert(1)</script>[et_pb_blog posts_number="3" title="<img src=x onerror=alert(1)>"]');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('alert(1)');
      expect(tables()).toBe(before);
    });

    it('refuses a body without layout content or blog module (400), a bad setting (400), a non-form body (415), an oversized body (413)', async () => {
      const missing = await request('/blog/', { method: 'POST', body: new URLSearchParams({ other: '1' }) });
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain(LAYOUT_CONTENT_FIELD);
      expect((await post('/blog/', '[et_pb_text]Hello[/et_pb_text]')).status).toBe(400);
      expect((await post('/blog/', '[et_pb_blog posts_number="0"]')).status).toBe(400);
      expect((await post('/blog/', '[et_pb_blog posts_number="99"]')).status).toBe(400);
      expect((await post('/blog/', '[et_pb_blog show_excerpt="maybe"]')).status).toBe(400);
      const json = await request('/blog/', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
      expect(json.status).toBe(415);
      const huge = await post('/blog/', `[et_pb_blog]${'x'.repeat(MAX_LAYOUT_BODY_BYTES)}`);
      expect(huge.status).toBe(413);
    });

    it('a post page takes no layout (405)', async () => {
      const response = await post('/blog/the-old-miners-track/', DEMO_LAYOUT_CONTENT);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    });
  });

  it('the layout-block demo page carries its layout on the module and renders with it', async () => {
    const html = await (await request('/blog/layout-block/')).text();
    const module = moduleOf(html);
    expect(module).toContain(`layout-content="[et_pb_blog posts_number=&#34;2&#34; show_excerpt=&#34;off&#34;][/et_pb_blog]"`);
    expect(titlesOf(module)).toHaveLength(2);
    expect(module).toContain('data-pages="14"');
  });
});

describe('blog rules of the demo server', () => {
  it('reads list pages, posts and the layout-block page from the address', () => {
    expect(blogRoute('/blog/')).toEqual({ kind: 'list', page: 1 });
    expect(blogRoute('/blog/page/7/')).toEqual({ kind: 'list', page: 7 });
    expect(blogRoute('/blog/page/1/')).toEqual({ kind: 'redirect', location: '/blog/' });
    expect(blogRoute('/blog/layout-block/')).toEqual({ kind: 'layout-block' });
    expect(blogRoute('/blog/a-post/')).toEqual({ kind: 'post', slug: 'a-post' });
    expect(blogRoute('/blog/A-Post/')).toEqual({ kind: 'unknown' });
    expect(blogRoute('/blog/page/7')).toEqual({ kind: 'unknown' });
  });

  it('reads the blog settings of a layout and ignores the rest', () => {
    expect(parseLayoutContent('[et_pb_blog posts_number="4" show_excerpt="off" fullwidth="on"]')).toEqual({ postsPerPage: 4, showExcerpt: false });
    expect(parseLayoutContent('[et_pb_blog]')).toEqual({ postsPerPage: 3, showExcerpt: true });
  });

  it('the pagination of one page: no previous link on page 1', () => {
    expect(renderPageLinks(1, 1, BLOG_PAGE_LINKS)).toBe('<nav class="pagination" aria-label="Blog pages" data-pages="1"><ul><li><span class="page-numbers current" aria-current="page"><span class="visually-hidden">Page </span>1</span></li></ul></nav>');
  });

  it("marks the page's own nav entry current, and no other", () => {
    const header = siteHeader('/blog/');
    expect(header).toContain('<a href="/blog/" aria-current="page">Blog</a>');
    expect(header.match(/aria-current/g)).toHaveLength(1);
  });
});
