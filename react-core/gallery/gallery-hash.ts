/**
 * The gallery's page in the page hash (SPEC.md §2 "Page hash"): `id|all|page`, joined by `||`
 * with other modules' segments. A page the visitor chooses is written as a history entry, so
 * Back and Forward walk the pages; a hash change, or Back/Forward, shows the page it stores (an
 * entry without this gallery's segment is the page as it loaded). A change that arrives while
 * the gallery is moving is applied once it has settled (SPEC §4 "Concurrent page changes are
 * blocked": blocked, not lost).
 */
import { useEffect, useRef } from 'react';
import { pagedHashValues } from '../pagination/paged-hash';
import { pushModuleHash, subscribeHash, subscribeHistory, withModuleHash, currentHash } from '../runtime/page-hash';
import { GALLERY_CATEGORY, pageFromHash } from './gallery-state';

function galleryHashValues(page: number): string[] {
  return pagedHashValues({ category: GALLERY_CATEGORY, page });
}

/** Adds a history entry whose hash shows `page` of gallery `id` (the visitor chose it). */
export function pushGalleryPage(id: string, page: number): void {
  if (id) pushModuleHash(id, galleryHashValues(page));
}

/** The address of `page` of gallery `id`: this page with the hash that shows it (for the page links). */
export function galleryPageHref(id: string, page: number): string {
  return `#${withModuleHash(currentHash(), id, galleryHashValues(page))}`;
}

export interface GalleryHashOptions {
  /** The gallery's id; empty turns the hash off. */
  id: string;
  /** The page shown, or being moved to. */
  page: number;
  total: number;
  /** A move is under way: a page asked for now waits until it ends. */
  busy: boolean;
  /** Shows `page` (never the page already shown). */
  show: (page: number) => void;
}

export function useGalleryHash({ id, page, total, busy, show }: GalleryHashOptions): void {
  const latest = useRef({ page, busy, show });
  latest.current = { page, busy, show };
  /** The page on load: where Back returns to when the hash no longer names this gallery. */
  const initialPage = useRef(page);
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!id) return;
    const follow = (target: number | undefined): void => {
      if (target === undefined) return;
      const current = latest.current;
      if (current.busy) pending.current = target;
      else if (target !== current.page) current.show(target);
    };
    const stopHash = subscribeHash((hash) => follow(pageFromHash(hash, id, total)));
    const stopHistory = subscribeHistory((hash) => follow(pageFromHash(hash, id, total) ?? initialPage.current));
    return () => {
      stopHash();
      stopHistory();
    };
  }, [id, total]);

  useEffect(() => {
    if (busy || pending.current === undefined) return;
    const target = pending.current;
    pending.current = undefined;
    if (target !== latest.current.page) latest.current.show(target);
  }, [busy]);
}
