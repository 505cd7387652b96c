/**
 * The rules of `<pb-blog>`, the blog-like module with ajax pagination (SPEC.md §2 "Links": "Ajax
 * pagination links in blog-like modules load the linked page and replace only that module's
 * content. Each page is cached."; §7 "Ajax pagination"; §4 "Pagination": "Concurrent page changes
 * are blocked"). No DOM here: which link is a pagination link, what a page is cached under, how an
 * answer is read (the 404 rule), what the history entry remembers and what is announced.
 */
import { formatMessage, type Messages } from '../runtime/messages';

/**
 * The form field that carries the layout content in block-layout mode (SPEC §7: "POST with layout
 * content in block-layout mode"), as the builder's layout-block preview posts it.
 */
export const LAYOUT_CONTENT_FIELD = 'et_layout_block_layout_content';

/** The links inside the module that page it, unless the author names others (`links`). */
export const DEFAULT_PAGINATION_LINKS = 'nav a[href], .pagination a[href], .wp-pagenavi a[href]';

/** How long (ms) a page may take before the change counts as failed. */
export const DEFAULT_BLOG_TIMEOUT = 15000;

/** The key of `history.state` under which each blog module, by id, stores the page it shows. */
export const HISTORY_KEY = 'pbBlog';

/** What a page is cached under: its absolute URL without the fragment (never sent to the server). */
export function pageKey(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

export interface LinkFacts {
  /** The link's `href` as written. */
  href: string;
  /** The link's `target` attribute ('' when none). */
  target: string;
  /** The link has a `download` attribute. */
  download: boolean;
}

export interface ClickFacts {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A plain primary click: a modified or middle click opens a tab or window, as the visitor asked. */
export function isPlainClick(click: ClickFacts): boolean {
  return click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;
}

/**
 * The page a pagination link loads into the module (its cache key), or null when the link must
 * keep its normal behaviour: another origin (its answer may not be read, and it is not this
 * site's page), another scheme, a target other than this window, a download, or only a fragment
 * of the page already shown.
 */
export function paginationTarget(link: LinkFacts, pageUrl: string): string | null {
  if (link.download) return null;
  const target = link.target.trim().toLowerCase();
  if (target !== '' && target !== '_self') return null;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(link.href, page);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== page.origin) return null;
  const key = pageKey(url.href, page.href);
  if (key === null) return null;
  if (key === pageKey(page.href, page.href) && url.hash !== '') return null;
  return key;
}

/** How an answer to a page request is used (SPEC §7: "on 404 the error page body is used"). */
export type AnswerUse = 'page' | 'not-found' | 'failed';

/**
 * A 2xx HTML answer is the page; a 404 HTML answer is the error page, whose body is shown; any
 * other answer (a 5xx, a 403, JSON, an empty body) fails: the current page stays.
 */
export function answerUse(status: number, contentType: string, body: string): AnswerUse {
  if (!/\bhtml\b/i.test(contentType) || body.trim() === '') return 'failed';
  if (status >= 200 && status < 300) return 'page';
  if (status === 404) return 'not-found';
  return 'failed';
}

/**
 * Where in the fetched document the module's new content is: the element with the module's id;
 * for the error page, failing that, its main content, then its body.
 */
export function regionSelectors(id: string, use: Exclude<AnswerUse, 'failed'>): string[] {
  const own = `[id="${id.replace(/["\\]/g, '\\$&')}"]`;
  return use === 'page' ? [own] : [own, 'main', '[role=main]', 'body'];
}

/** The history state with this module's page recorded, other modules' pages and other keys kept. */
export function withModulePage(state: unknown, id: string, url: string): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const pages = base[HISTORY_KEY] && typeof base[HISTORY_KEY] === 'object' ? (base[HISTORY_KEY] as Record<string, unknown>) : {};
  return { ...base, [HISTORY_KEY]: { ...pages, [id]: url } };
}

/** The page the history entry says module `id` shows; undefined for an entry it never wrote (its first page). */
export function modulePageOf(state: unknown, id: string): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const pages = (state as Record<string, unknown>)[HISTORY_KEY];
  if (!pages || typeof pages !== 'object') return undefined;
  const url = (pages as Record<string, unknown>)[id];
  return typeof url === 'string' ? url : undefined;
}

/** What a page says about itself, read from its content. */
export interface PageFacts {
  /** The page number its pagination marks as current (`aria-current="page"`), if any. */
  page: number | null;
  /** The number of pages (the pagination's `data-pages`), if given. */
  total: number | null;
  /** Its first heading's text ('' when none). */
  heading: string;
}

/** Reads a page number written as text or an attribute ("2", "Page 2"); null for none. */
export function readPageNumber(text: string | null | undefined): number | null {
  const match = /\d+/.exec(text ?? '');
  if (!match) return null;
  const number = Number.parseInt(match[0], 10);
  return number >= 1 ? number : null;
}

/** What is announced when the module shows a page: "Page 2 of 9", "Page 2", else its heading. */
export function pageAnnouncement(facts: PageFacts, messages: Pick<Messages, 'blogPage' | 'pageStatus'>): string {
  if (facts.page !== null) {
    return facts.total !== null && facts.total >= facts.page
      ? formatMessage(messages.pageStatus, { page: facts.page, total: facts.total })
      : formatMessage(messages.blogPage, { page: facts.page });
  }
  return facts.heading;
}

/**
 * The module's page, with SPEC §4 "Concurrent page changes are blocked": while one page loads,
 * another request is ignored until it has settled or been cancelled. A history step (Back,
 * Forward) is not a request: it says which page the address shows, so it replaces whatever was
 * under way (`show`).
 */
export interface BlogPaging {
  /** The cache key of the page shown. */
  url: string;
  /** The page being loaded; null when idle. */
  loading: string | null;
}

export type BlogPagingAction =
  | { type: 'request'; url: string }
  | { type: 'settle' }
  | { type: 'cancel' }
  | { type: 'show'; url: string };

export function blogPagingReducer(state: BlogPaging, action: BlogPagingAction): BlogPaging {
  switch (action.type) {
    case 'request':
      if (state.loading !== null || action.url === state.url) return state;
      return { ...state, loading: action.url };
    case 'settle':
      return state.loading === null ? state : { url: state.loading, loading: null };
    case 'cancel':
      return state.loading === null ? state : { ...state, loading: null };
    case 'show':
      return { url: action.url, loading: null };
  }
}
