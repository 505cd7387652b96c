/**
 * `<pb-portfolio>`: the author's items, filtered by category and paged (SPEC.md §4 "Portfolio
 * filter", "Pagination", §2 "Page hash", §9 "Layout and counts"). The author's filter links
 * become a group of toggle buttons ("All" and each category), the server's pagination becomes
 * the shared pagination control; both stay in the light DOM, unshown, and come back when the
 * element goes. The state lives in the page hash (`id|category|page`): each visitor's choice is
 * a history entry, so Back and Forward walk the steps, and a copied URL opens the same page.
 *
 * Nothing outside the module moves: the grid keeps the rows of the fullest page shown, items that stay
 * shown slide to their new places with transforms (FLIP) and new ones fade in; with reduced
 * motion they are simply in place. While items move, page changes are ignored.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type CSSProperties } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useAnnouncement } from '../element/hooks';
import { paginationLinks } from '../pagination/page-window';
import { pagedHashValues, readPagedHash } from '../pagination/paged-hash';
import { PaginationView } from '../pagination/pagination-view';
import { getPageConfig } from '../runtime/page-config';
import { currentHash, pushModuleHash, subscribeHash, subscribeHistory, withModuleHash } from '../runtime/page-hash';
import { motionDuration } from '../runtime/reduced-motion';
import type { portfolioAttributes } from './portfolio-attributes';
import {
  ALL_CATEGORIES,
  categoryCounts,
  countAnnouncement,
  initialPortfolio,
  pageAnnouncement,
  portfolioCategories,
  portfolioReducer,
  PORTFOLIO_TRANSITION_MS,
  reservedRowsByColumns,
  shownItems,
  shownPage,
  type PortfolioAction,
  type PortfolioState,
} from './portfolio-state';
import { readPortfolio, restoreItems, showItems } from './portfolio-structure';

export const PORTFOLIO_TAG = 'pb-portfolio';

export interface PortfolioChangeDetail {
  /** The category slug shown, or `all`. */
  category: string;
  page: number;
  /** Items in the category. */
  count: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-portfolio-change': CustomEvent<PortfolioChangeDetail>;
  }
}

/**
 * Moves the items that stay shown from where they were to where they are now, with transforms
 * only (their first frame is exactly where they were), and fades new ones in.
 */
function animateItems(items: readonly HTMLElement[], before: ReadonlyMap<HTMLElement, DOMRect>, duration: number): Animation[] {
  const timing: KeyframeAnimationOptions = { duration, easing: 'ease-out' };
  const animations: Animation[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    const old = before.get(item);
    if (!old) {
      animations.push(item.animate({ opacity: [0, 1], transform: ['scale(.96)', 'none'] }, timing));
      continue;
    }
    const now = item.getBoundingClientRect();
    const x = old.left - now.left;
    const y = old.top - now.top;
    if (x !== 0 || y !== 0) animations.push(item.animate({ transform: [`translate(${x}px,${y}px)`, 'none'] }, timing));
  }
  return animations;
}

export function PortfolioView({ host, attributes }: ElementViewProps<typeof portfolioAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const parts = useMemo(() => readPortfolio(host), [host, childrenVersion]);
  const counts = useMemo(() => categoryCounts(parts.itemCategories), [parts]);
  const categories = useMemo(() => portfolioCategories(parts.itemCategories, parts.named), [parts]);
  const { perPage } = attributes;
  const { messages } = getPageConfig();
  const id = host.id;

  const [state, dispatch] = useReducer(portfolioReducer, undefined, (): PortfolioState => {
    const stored = readPagedHash(currentHash(), id);
    return initialPortfolio(counts, perPage, stored?.category ?? attributes.category, stored?.page ?? attributes.page);
  });
  const latest = useRef(state);
  latest.current = state;

  useLayoutEffect(() => {
    if (counts !== latest.current.counts || perPage !== latest.current.perPage) dispatch({ type: 'items', counts, perPage });
  }, [counts, perPage]);

  const page = shownPage(state);
  const shown = useMemo(
    () => shownItems(parts.itemCategories, state.category, page, perPage),
    [parts, state.category, page, perPage],
  );
  // The most items shown at once so far: on the server's page (before the element hides any)
  // and on every page since. It only grows, and the grid keeps the rows it needs.
  const [serverShown] = useState(() => parts.items.filter((item) => !item.hidden).length);
  const mostShown = useRef(0);
  mostShown.current = Math.max(mostShown.current, serverShown, shown.length);
  const rows = reservedRowsByColumns(mostShown.current);

  /** A visitor's choice: applied, and written to the hash as a new history entry. */
  const choose = (action: PortfolioAction): void => {
    const next = portfolioReducer(latest.current, action);
    if (next === latest.current) return;
    dispatch(action);
    if (id) pushModuleHash(id, pagedHashValues({ category: next.category, page: shownPage(next) }));
  };

  // The hash changed (a link, a typed URL) or Back/Forward moved: show what it stores. An entry
  // from before any choice stores nothing for this module: the state the page opened with.
  useEffect(() => {
    if (!id) return undefined;
    const restore = (hash: string, fromHistory: boolean): void => {
      const stored = readPagedHash(hash, id);
      if (stored) dispatch({ type: 'restore', ...stored });
      else if (fromHistory) dispatch({ type: 'restore', category: attributes.category, page: attributes.page });
    };
    const stopHash = subscribeHash((hash) => restore(hash, false));
    const stopHistory = subscribeHistory((hash) => restore(hash, true));
    return () => {
      stopHash();
      stopHistory();
    };
  }, [id, attributes.category, attributes.page]);

  // Before paint: the items of the page shown, the others hidden; those that stay slide over.
  const animations = useRef<Animation[]>([]);
  const applied = useRef(false);
  useLayoutEffect(() => {
    for (const animation of animations.current.splice(0)) animation.cancel();
    const duration = applied.current ? motionDuration(PORTFOLIO_TRANSITION_MS) : 0;
    const before = new Map<HTMLElement, DOMRect>();
    if (duration > 0) for (const item of parts.items) if (!item.hidden) before.set(item, item.getBoundingClientRect());
    showItems(parts.items, new Set(shown));
    applied.current = true;
    animations.current = duration > 0 ? animateItems(parts.items, before, duration) : [];
    // The page change is over once its items are in place (at once without motion).
    void Promise.allSettled(animations.current.map((animation) => animation.finished)).then(() => dispatch({ type: 'settle' }));
  }, [parts, shown]);

  useLayoutEffect(
    () => () => {
      for (const animation of animations.current.splice(0)) animation.cancel();
      restoreItems(parts.items);
    },
    [parts],
  );

  const [announcement, announce] = useAnnouncement();
  const categoryLabel = (slug: string) => categories.find((category) => category.slug === slug);
  const seen = useRef({ category: state.category, page });
  useEffect(() => {
    const previous = seen.current;
    if (previous.category === state.category && previous.page === page) return;
    seen.current = { category: state.category, page };
    const count = counts[state.category] ?? 0;
    announce(
      previous.category === state.category
        ? pageAnnouncement(messages, page, state.paging.total)
        : countAnnouncement(messages, count, categoryLabel(state.category)),
    );
    emit(host, 'pb-portfolio-change', { category: state.category, page, count });
  }, [state.category, page]);

  const filters = [{ slug: ALL_CATEGORIES, label: parts.allLabel ?? messages.portfolioAll }, ...categories];
  const paged = perPage > 0 && parts.items.length > perPage;
  const hrefFor = id
    ? (target: number) => `#${withModuleHash(currentHash(), id, pagedHashValues({ category: state.category, page: target }))}`
    : undefined;

  return (
    <div className="portfolio">
      {parts.hasFilter && categories.length > 0 && (
        <div role="group" part="filter" className="filter" aria-label={attributes.label || messages.portfolioFilterLabel}>
          {filters.map(({ slug, label }) => {
            const pressed = slug === state.category;
            return (
              <button
                key={slug}
                type="button"
                part={pressed ? 'filter-button pressed' : 'filter-button'}
                aria-pressed={pressed}
                onClick={() => choose({ type: 'filter', category: slug })}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      <div part="items" className="items" style={rows as CSSProperties}>
        <slot />
      </div>
      {paged && (
        // A category of one page keeps the pagination's room, unseen, so nothing below moves.
        <div className={state.paging.total > 1 ? 'pager' : 'pager idle'}>
          <PaginationView
            links={paginationLinks(page, state.paging.total)}
            onSelect={(target) => choose({ type: 'page', page: target })}
            hrefFor={hrefFor}
            label={attributes.paginationLabel || messages.portfolioPagesLabel}
            disabled={state.paging.changing !== null}
          />
        </div>
      )}
      <p className="live" role="status">
        {announcement}
      </p>
    </div>
  );
}
