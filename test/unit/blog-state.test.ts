// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  answerUse,
  blogPagingReducer,
  isPlainClick,
  modulePageOf,
  pageAnnouncement,
  pageKey,
  paginationTarget,
  readPageNumber,
  regionSelectors,
  withModulePage,
  type BlogPaging,
} from '../../react-core/blog/blog-state';
import { readPageFacts } from '../../react-core/blog/blog-structure';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';

const PAGE = 'https://site.example/blog/';
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});

describe('SPEC §2 "Links": each page is cached (under its address without the fragment)', () => {
  it('the same page with or without a fragment is one cache entry; relative addresses resolve against the page', () => {
    expect(pageKey('/blog/page/2/#top', PAGE)).toBe('https://site.example/blog/page/2/');
    expect(pageKey('page/2/', PAGE)).toBe('https://site.example/blog/page/2/');
    expect(pageKey('https://site.example/blog/page/2/', PAGE)).toBe(pageKey('/blog/page/2/', PAGE));
  });

  it('an address that cannot be parsed has no key', () => {
    expect(pageKey('http://[bad', PAGE)).toBeNull();
  });
});

describe('SPEC §2 "Links": ajax pagination links load the linked page (which links)', () => {
  it('a same-origin http(s) link in this window is a pagination target', () => {
    expect(paginationTarget(link('/blog/page/2/'), PAGE)).toBe('https://site.example/blog/page/2/');
    expect(paginationTarget(link('?paged=3', { target: '_self' }), PAGE)).toBe('https://site.example/blog/?paged=3');
  });

  it('another origin, another scheme, another window, a download or a fragment of this page keep their normal behaviour', () => {
    expect(paginationTarget(link('https://other.example/blog/page/2/'), PAGE)).toBeNull();
    expect(paginationTarget(link('//other.example/blog/page/2/'), PAGE)).toBeNull();
    expect(paginationTarget(link('javascript:alert(1)'), PAGE)).toBeNull();
    expect(paginationTarget(link('mailto:a@site.example'), PAGE)).toBeNull();
    expect(paginationTarget(link('/blog/page/2/', { target: '_blank' }), PAGE)).toBeNull();
    expect(paginationTarget(link('/blog/page/2/', { download: true }), PAGE)).toBeNull();
    expect(paginationTarget(link('#comments'), PAGE)).toBeNull();
  });

  it('only a plain primary click is taken: a modified or middle click opens a tab as the visitor asked', () => {
    const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false);
  });
});

describe('SPEC §7 "Ajax pagination": the module content is replaced; on 404 the error page body is used', () => {
  it('a 2xx HTML page is the page; a 404 HTML page is the error page; anything else fails', () => {
    expect(answerUse(200, 'text/html; charset=utf-8', '<p>x</p>')).toBe('page');
    expect(answerUse(404, 'text/html', '<h1>Not found</h1>')).toBe('not-found');
    expect(answerUse(500, 'text/html', '<h1>Error</h1>')).toBe('failed');
    expect(answerUse(403, 'text/html', '<h1>Forbidden</h1>')).toBe('failed');
    expect(answerUse(200, 'application/json', '{}')).toBe('failed');
    expect(answerUse(200, 'text/html', '  ')).toBe('failed');
  });

  it('the page gives the element with the module id; the error page that, else its main content, else its body', () => {
    expect(regionSelectors('blog-posts', 'page')).toEqual(['[id="blog-posts"]']);
    expect(regionSelectors('blog-posts', 'not-found')).toEqual(['[id="blog-posts"]', 'main', '[role=main]', 'body']);
    expect(regionSelectors('a"b', 'page')).toEqual(['[id="a\\"b"]']);
  });
});

describe('SPEC §2: Back and Forward restore the module page (history entries)', () => {
  it('each module records its page in the entry; other modules and other keys are kept', () => {
    const first = withModulePage({ other: 1 }, 'news', '/blog/page/2/');
    const second = withModulePage(first, 'events', '/events/page/3/');
    expect(second).toEqual({ other: 1, pbBlog: { news: '/blog/page/2/', events: '/events/page/3/' } });
    expect(modulePageOf(second, 'news')).toBe('/blog/page/2/');
    expect(modulePageOf(second, 'events')).toBe('/events/page/3/');
  });

  it('an entry the module never wrote (the first page) records no page', () => {
    expect(modulePageOf(null, 'news')).toBeUndefined();
    expect(modulePageOf({ pbBlog: { events: '/x/' } }, 'news')).toBeUndefined();
    expect(modulePageOf({ pbBlog: { news: 3 } }, 'news')).toBeUndefined();
    expect(withModulePage(null, 'news', '/b/')).toEqual({ pbBlog: { news: '/b/' } });
  });
});

describe('SPEC §4 "Pagination": concurrent page changes are blocked', () => {
  const idle: BlogPaging = { url: '/blog/', loading: null };

  it('a request while a page loads is ignored; the page changes when it settles', () => {
    const loading = blogPagingReducer(idle, { type: 'request', url: '/blog/page/2/' });
    expect(loading).toEqual({ url: '/blog/', loading: '/blog/page/2/' });
    expect(blogPagingReducer(loading, { type: 'request', url: '/blog/page/3/' })).toBe(loading);
    expect(blogPagingReducer(loading, { type: 'settle' })).toEqual({ url: '/blog/page/2/', loading: null });
  });

  it('a failed load leaves the page; the page shown is not requested again', () => {
    const loading = blogPagingReducer(idle, { type: 'request', url: '/blog/page/2/' });
    expect(blogPagingReducer(loading, { type: 'cancel' })).toEqual(idle);
    expect(blogPagingReducer(idle, { type: 'request', url: '/blog/' })).toBe(idle);
  });

  it('a history step shows its page whatever was under way', () => {
    const loading = blogPagingReducer(idle, { type: 'request', url: '/blog/page/2/' });
    expect(blogPagingReducer(loading, { type: 'show', url: '/blog/page/5/' })).toEqual({ url: '/blog/page/5/', loading: null });
  });
});

describe('The page change is announced ("Page 2 of 9", or the page heading)', () => {
  it('the current page and the count give "Page 2 of 9"; without a count "Page 2"; without a page number the heading', () => {
    expect(pageAnnouncement({ page: 2, total: 9, heading: 'Post' }, DEFAULT_MESSAGES)).toBe('Page 2 of 9');
    expect(pageAnnouncement({ page: 2, total: null, heading: 'Post' }, DEFAULT_MESSAGES)).toBe('Page 2');
    expect(pageAnnouncement({ page: 12, total: 9, heading: 'Post' }, DEFAULT_MESSAGES)).toBe('Page 12');
    expect(pageAnnouncement({ page: null, total: 9, heading: 'Page not found' }, DEFAULT_MESSAGES)).toBe('Page not found');
  });

  it('page numbers are read from text such as "Page 3"', () => {
    expect(readPageNumber('Page 3')).toBe(3);
    expect(readPageNumber(' 12 ')).toBe(12);
    expect(readPageNumber('')).toBeNull();
    expect(readPageNumber('0')).toBeNull();
  });

  it('the facts come from the pagination (aria-current, data-pages) and the first heading', () => {
    const root = document.createElement('div');
    root.innerHTML = `<article><h2>First   post</h2></article>
      <nav class="pagination" data-pages="9"><a href="/blog/">1</a><span aria-current="page"><span class="visually-hidden">Page </span>2</span></nav>`;
    expect(readPageFacts(root)).toEqual({ page: 2, total: 9, heading: 'First post' });
    const bare = document.createElement('div');
    bare.innerHTML = '<h1>Page not found</h1>';
    expect(readPageFacts(bare)).toEqual({ page: null, total: null, heading: 'Page not found' });
  });
});
