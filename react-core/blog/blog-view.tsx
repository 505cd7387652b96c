/**
 * The blog view (SPEC.md §2 "Links", §7 "Ajax pagination"): the author's posts and their
 * server-rendered pagination stay the content; a click on a pagination link loads the linked page
 * (GET, or a POST with the layout content in block-layout mode), takes the element with this
 * module's id from it and replaces only this module's content with it. Each page is cached, so a
 * second visit sends no request; the address follows (`pushState`), and Back and Forward show the
 * module's page of that entry again. Without JavaScript, or when a page cannot be loaded, the
 * links navigate as plain links.
 */
import { useEffect, useRef, useState } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useAnnouncement, useEventListener } from '../element/hooks';
import { fetchAnswer } from '../forms/form-dom';
import { mutate } from '../runtime/frame-loop';
import { showLoadingOver } from '../runtime/loading-indicator';
import { getPageConfig } from '../runtime/page-config';
import { subscribeHistory } from '../runtime/page-hash';
import { attributeResourceUrl } from '../runtime/safe-resource-url';
import { sanitizedPageRegion } from '../runtime/sanitize-html';
import { warnOnce } from '../runtime/warn';
import type { blogAttributes } from './blog-attributes';
import {
  answerUse,
  blogPagingReducer,
  DEFAULT_PAGINATION_LINKS,
  isPlainClick,
  LAYOUT_CONTENT_FIELD,
  modulePageOf,
  pageAnnouncement,
  pageKey,
  paginationTarget,
  regionSelectors,
  withModulePage,
  type BlogPaging,
  type BlogPagingAction,
  type PageFacts,
} from './blog-state';
import { firstHeading, isSettingsScript, readPageFacts } from './blog-structure';

export const TAG = 'pb-blog';

/** How the module came to show a page. */
export type BlogPageSource = 'link' | 'history';

export interface BlogPageChangeDetail {
  /** The page's address (without fragment). */
  url: string;
  /** `page`: the linked page; `not-found`: the server's 404 page, whose body is shown; `error`: nothing changed. */
  status: 'page' | 'not-found' | 'error';
  /** A link was followed, or Back/Forward moved through the history. */
  source: BlogPageSource;
  /** The page came from the module's cache: no request was sent. */
  cached: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-blog-page-change': CustomEvent<BlogPageChangeDetail>;
  }
}

/** A page the module has shown or loaded: its content nodes (kept, not copied) and what it says. */
interface CachedPage {
  nodes: Node[];
  facts: PageFacts;
  title: string;
  status: 'page' | 'not-found';
}

/** The links selector, or the default when the author's is not a valid selector. */
function linksSelector(selector: string): string {
  try {
    document.createDocumentFragment().querySelector(selector);
    return selector;
  } catch {
    warnOnce(TAG, `attribute "links": "${selector}" is not a CSS selector; using the default.`);
    return DEFAULT_PAGINATION_LINKS;
  }
}

/** The content height to keep (CSS `min-height`) so the page below never moves up when a page is shorter. */
function contentHeight(host: HTMLElement): number {
  const style = getComputedStyle(host);
  const height = host.getBoundingClientRect().height;
  if (style.boxSizing === 'border-box') return height;
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return edges.reduce((rest, edge) => rest - (Number.parseFloat(style[edge]) || 0), height);
}

export function BlogView({ host, attributes }: ElementViewProps<typeof blogAttributes>) {
  const latest = useRef(attributes);
  latest.current = attributes;
  const [announcement, announce] = useAnnouncement();
  const [message, setMessage] = useState('');
  const cache = useRef(new Map<string, CachedPage>());
  /** The page the document was opened with: what an entry this module never wrote shows. */
  const firstPage = useRef(pageKey(location.href, location.href) ?? location.href);
  const paging = useRef<BlogPaging>({ url: firstPage.current, loading: null });
  /** Pages that failed to load here: the next click on their link navigates instead. */
  const failed = useRef(new Set<string>());
  const inFlight = useRef<AbortController | null>(null);
  const reservedHeight = useRef(0);
  /** The module's width when its height was held. */
  const reservedWidth = useRef(0);

  const dispatch = (action: BlogPagingAction): BlogPaging => {
    paging.current = blogPagingReducer(paging.current, action);
    return paging.current;
  };

  useEffect(() => {
    if (!host.id) warnOnce(TAG, 'the element has no id: its content cannot be found in other pages, so its links navigate normally.');
  }, [host]);

  // The cached pages' nodes and the held height belong to this mount.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      host.style.minHeight = '';
      host.removeAttribute('aria-busy');
    },
    [host],
  );

  // The held height was measured in the layout of then: when the module's width changes (a
  // resize, a rotation) it is let go, and the next page change holds the height of the new layout.
  // The width to compare with is the one read when the height was held, not the observer's first
  // report, which may come only after the resize.
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      // The observer runs after layout: this read forces none.
      const width = host.getBoundingClientRect().width;
      if (reservedHeight.current === 0 || Math.abs(width - reservedWidth.current) < 0.5) return;
      // In the next frame: a size written while the observer delivers would be a loop.
      mutate(() => {
        reservedHeight.current = 0;
        host.style.minHeight = '';
      });
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);

  /** The content on screen, remembered (once) as the page it belongs to before anything replaces it. */
  const rememberShownPage = (): void => {
    const url = paging.current.url;
    if (cache.current.has(url)) return;
    const nodes = [...host.childNodes].filter((node) => !isSettingsScript(node));
    cache.current.set(url, { nodes, facts: readPageFacts(host), title: document.title, status: 'page' });
  };

  const show = (page: CachedPage, moveFocus: boolean): void => {
    // Reads first: the height the module has now, and whether the focus is in it.
    const height = contentHeight(host);
    const width = host.getBoundingClientRect().width;
    const focusInside = host.contains(document.activeElement);
    reservedHeight.current = Math.max(reservedHeight.current, height);
    reservedWidth.current = width;
    const settings = [...host.children].filter(isSettingsScript);
    host.replaceChildren(...settings, ...page.nodes);
    host.style.minHeight = `${reservedHeight.current}px`;
    if (page.title) document.title = page.title;
    setMessage('');
    if (moveFocus || focusInside) {
      const target = firstHeading(host) ?? host;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // From a link the new content is brought into view; a history step keeps the restored scroll.
      target.focus({ preventScroll: !moveFocus });
    }
    announce(pageAnnouncement(page.facts, getPageConfig().messages));
  };

  const fail = (url: string, source: BlogPageSource): void => {
    failed.current.add(url);
    setMessage(getPageConfig().messages.blogLoadFailed);
    emit(host, 'pb-blog-page-change', { url, status: 'error', source, cached: false });
  };

  /** Loads `url` into the cache; the cached page, or undefined when it failed (or was aborted). */
  const load = async (url: string, from: Element | null, controller: AbortController): Promise<CachedPage | 'aborted' | undefined> => {
    const { layoutContent, timeout } = latest.current;
    const body = layoutContent ? new URLSearchParams({ [LAYOUT_CONTENT_FIELD]: layoutContent }) : undefined;
    const stopLoading = showLoadingOver(from ?? host);
    host.setAttribute('aria-busy', 'true');
    const outcome = await fetchAnswer(url, {
      method: body ? 'POST' : 'GET',
      ...(body ? { body } : {}),
      timeout,
      headers: { Accept: 'text/html' },
      signal: controller.signal,
      mode: 'same-origin',
    });
    stopLoading();
    host.removeAttribute('aria-busy');
    if (controller.signal.aborted) return 'aborted';
    if (outcome.kind !== 'response') return undefined;
    const use = answerUse(outcome.status, outcome.contentType, outcome.html);
    if (use === 'failed') return undefined;
    const region = sanitizedPageRegion(outcome.html, regionSelectors(host.id, use), 'blog');
    if (!region) return undefined;
    const container = document.createDocumentFragment();
    container.append(...region.nodes);
    const page: CachedPage = { nodes: [...container.childNodes], facts: readPageFacts(container), title: region.title, status: use };
    cache.current.set(url, page);
    return page;
  };

  /** Shows page `url`: from the cache, else loaded; a link adds a history entry, a history step does not. */
  const goTo = async (url: string, source: BlogPageSource, from: Element | null): Promise<void> => {
    rememberShownPage();
    const cached = cache.current.get(url);
    if (cached) {
      dispatch({ type: 'show', url });
      if (source === 'link') history.pushState(withModulePage(history.state, host.id, url), '', url);
      show(cached, source === 'link');
      emit(host, 'pb-blog-page-change', { url, status: cached.status, source, cached: true });
      return;
    }
    // A history step under way blocks clicks as a click's load does.
    if (source === 'history') dispatch({ type: 'request', url });
    const controller = new AbortController();
    inFlight.current = controller;
    const page = await load(url, from, controller);
    if (inFlight.current === controller) inFlight.current = null;
    if (page === 'aborted') return;
    if (!page) {
      dispatch({ type: 'cancel' });
      fail(url, source);
      return;
    }
    dispatch({ type: 'settle' });
    // The address first, so relative links and images of the new content resolve against it.
    if (source === 'link') history.pushState(withModulePage(history.state, host.id, url), '', url);
    show(page, source === 'link');
    emit(host, 'pb-blog-page-change', { url, status: page.status, source, cached: false });
  };

  useEventListener(host, 'click', (event) => {
    if (!latest.current.ajax || !host.id || event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !host.contains(link) || !link.matches(linksSelector(latest.current.links))) return;
    const url = paginationTarget({ href: link.href, target: link.target, download: link.hasAttribute('download') }, location.href);
    if (url === null) return;
    // An href that is no address (`Infinity`, `héllo wörld`) is refused with one warning: never requested, never followed.
    if (attributeResourceUrl(TAG, 'href', link.getAttribute('href') ?? '') === null) {
      event.preventDefault();
      return;
    }
    // A page that could not be loaded here opens as a page of its own (the link's own behaviour).
    if (failed.current.delete(url)) return;
    event.preventDefault();
    const before = paging.current;
    const cached = cache.current.has(url);
    // SPEC §4: while a page loads, another change is ignored; the page shown is not loaded again.
    if (!cached && dispatch({ type: 'request', url }) === before) return;
    if (cached && (before.loading !== null || before.url === url)) return;
    setMessage('');
    void goTo(url, 'link', link);
  }, TAG);

  // Back and Forward: the page this module showed in that entry (its first page for an entry it never wrote).
  useEffect(
    () =>
      subscribeHistory(() => {
        if (!host.id) return;
        const url = modulePageOf(history.state, host.id) ?? firstPage.current;
        if (url === paging.current.url && paging.current.loading === null) return;
        inFlight.current?.abort();
        inFlight.current = null;
        dispatch({ type: 'show', url: paging.current.url });
        void goTo(url, 'history', null);
      }),
    [host],
  );

  return (
    <>
      <slot />
      {message ? (
        <p part="message" role="alert">
          {message}
        </p>
      ) : null}
      <p part="status" role="status">
        {announcement}
      </p>
    </>
  );
}
