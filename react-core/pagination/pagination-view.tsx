/**
 * The pagination control of the paged grids (`pb-portfolio`, `pb-gallery`; SPEC.md §4
 * "Pagination"): a named `<nav>` with previous, the window of page numbers and next, as
 * `paginationLinks()` says. With `hrefFor` the controls are real links (the server's paged URLs,
 * or a hash), so they open in a new tab and work as the server renders them; without it they are
 * buttons. Either way a click or Enter selects the page in place.
 *
 * Nothing moves when the page changes: previous and next keep their room while hidden (an
 * invisible, unfocusable stand-in), the numbers keep their boxes (only their text changes) and
 * every number is at least as wide as a two-digit one; the layout is pagination-styles.ts'.
 * The focus follows a chosen number, and a control that disappears under the focus hands it
 * to the current page.
 */
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { getPageConfig } from '../runtime/page-config';
import type { PaginationLinks } from './page-window';

export { paginationStyles } from './pagination-styles';

export interface PaginationViewProps {
  links: PaginationLinks;
  /** Called with the page a visitor chose (never with the current page, nor while `disabled`). */
  onSelect: (page: number) => void;
  /** The address of a page: the controls are links when given, buttons otherwise. */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation landmark ("Portfolio pages"). */
  label: string;
  /** A page change is under way (SPEC §4 "Concurrent page changes are blocked"): choices are ignored. */
  disabled?: boolean;
}

type ControlKind = 'previous' | 'next' | 'page';

export function PaginationView({ links, onSelect, hrefFor, label, disabled = false }: PaginationViewProps) {
  const { messages } = getPageConfig();
  const nav = useRef<HTMLElement>(null);
  /** The kind of control a visitor chose with, until the focus is placed after the change. */
  const focusAfterSelect = useRef<ControlKind | null>(null);

  // The focus follows a chosen number to where it is now (the numbers keep their places and
  // change their text), and a control that left under the focus (previous on page 1, next on
  // the last page) hands it to the current page instead of the document's body.
  useLayoutEffect(() => {
    const element = nav.current;
    const chosen = focusAfterSelect.current;
    if (!chosen || !element) return;
    focusAfterSelect.current = null;
    const root = element.getRootNode() as Document | ShadowRoot;
    const focused = root.activeElement;
    if (chosen !== 'page' && focused && element.contains(focused)) return;
    element.querySelector<HTMLElement>('[aria-current=page]')?.focus();
  }, [links.active, links.previous, links.next]);

  const select = (event: MouseEvent, kind: ControlKind, page: number): void => {
    // A modified click opens the link the browser's way (new tab, window, download).
    if (hrefFor && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0)) return;
    event.preventDefault();
    if (disabled || page === links.active) return;
    focusAfterSelect.current = kind;
    onSelect(page);
  };

  // Keyed by kind, so each control stays itself across renders (Preact would otherwise reuse the
  // next button as the previous one when previous appears, and the focus would move with it).
  const control = (kind: ControlKind, page: number, text: ReactNode): ReactNode => {
    const current = kind === 'page' && page === links.active;
    const common = {
      part: current ? 'page current' : kind,
      className: 'page-control',
      'aria-current': current ? ('page' as const) : undefined,
      'aria-disabled': disabled || undefined,
      onClick: (event: MouseEvent) => select(event, kind, page),
    };
    return hrefFor ? (
      <a key={kind} {...common} href={hrefFor(page)}>
        {text}
      </a>
    ) : (
      <button key={kind} {...common} type="button">
        {text}
      </button>
    );
  };

  // Keeps the room of a hidden previous/next link, so the numbers never move.
  const placeholder = (kind: 'previous' | 'next', text: string): ReactNode => (
    <span key={kind} part={`${kind} placeholder`} className="page-control page-placeholder" aria-hidden="true">
      {text}
    </span>
  );

  return (
    <nav ref={nav} part="pagination" className="pagination" aria-label={label}>
      {links.previous === null ? placeholder('previous', messages.previous) : control('previous', links.previous, messages.previous)}
      <ol key="pages">
        {/* Keyed by place: a number keeps its box when the window moves, only its text changes. */}
        {links.pages.map((page, place) => (
          <li key={place}>{control('page', page, page)}</li>
        ))}
      </ol>
      {links.next === null ? placeholder('next', messages.next) : control('next', links.next, messages.next)}
    </nav>
  );
}
