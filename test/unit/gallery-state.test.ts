/**
 * The pure rules of <pb-gallery> (react-core/gallery/gallery-state.ts, critical-css.ts and the
 * shared grid-columns-css.ts): SPEC.md §9 "Gallery default is 4 items per page", "Portfolio
 * columns by width", "Module columns"; §2 "Page hash" (`id|all|page`, a hash on load restores
 * the page).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GALLERY_CRITICAL_CSS } from '../../react-core/gallery/critical-css';
import { galleryAttributes } from '../../react-core/gallery/gallery-attributes';
import {
  GALLERY_CATEGORY,
  galleryPageCount,
  imagesPerPage,
  initialGalleryPage,
  pageFromHash,
  pageOfImage,
  pageSlotName,
  pageStatus,
} from '../../react-core/gallery/gallery-state';
import { MAX_WIDTH_COLUMNS, ROW_COLUMNS, widthColumnsCss } from '../../react-core/pagination/grid-columns-css';
import { COLUMNS_BY_WIDTH, MODULE_COLUMNS } from '../../react-core/pagination/grid-columns';
import { GALLERY_ITEMS_PER_PAGE } from '../../react-core/pagination/page-window';
import { pagedHashValues } from '../../react-core/pagination/paged-hash';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { withModuleHash } from '../../react-core/runtime/page-hash';

describe('SPEC §9: Gallery default is 4 items per page', () => {
  it('the grid pages per-page images (4 by default); the slider shows one image a page', () => {
    expect(galleryAttributes.perPage.fallback).toBe(GALLERY_ITEMS_PER_PAGE);
    expect(galleryAttributes.layout.fallback).toBe('grid');
    expect(imagesPerPage('grid', 4)).toBe(4);
    expect(imagesPerPage('slider', 4)).toBe(1);
    expect(galleryPageCount(24, 'grid', 4)).toBe(6);
    expect(galleryPageCount(10, 'grid', 4)).toBe(3);
    expect(galleryPageCount(24, 'slider', 4)).toBe(24);
    expect(galleryPageCount(0, 'grid', 4)).toBe(1);
  });

  it('image 5 (index 4) is the first of page 2; each page has its own slot', () => {
    expect([0, 3, 4, 7, 8].map((index) => pageOfImage(index, 4))).toEqual([1, 1, 2, 2, 3]);
    expect(pageOfImage(4, 1)).toBe(5);
    expect(pageSlotName(2)).toBe('page-2');
  });

  it('the page change is announced as "Page 2 of 5"', () => {
    expect(pageStatus(DEFAULT_MESSAGES, 2, 5)).toBe('Page 2 of 5');
  });
});

describe('SPEC §2 Page hash: the gallery stores id|all|page, and a hash on load restores the page', () => {
  it('writes `all` for the category and reads the page back, clamped to the pages there are', () => {
    const hash = withModuleHash('', 'photos', pagedHashValues({ category: GALLERY_CATEGORY, page: 3 }));
    expect(hash).toBe('photos|all|3');
    expect(pageFromHash(hash, 'photos', 6)).toBe(3);
    expect(pageFromHash('photos|all|9', 'photos', 6)).toBe(6);
    expect(pageFromHash('photos|all|x', 'photos', 6)).toBe(1);
  });

  it('finds its own segment among other modules joined by ||', () => {
    expect(pageFromHash('work|landscapes|2||photos|all|4', 'photos', 6)).toBe(4);
    expect(pageFromHash('work|landscapes|2', 'photos', 6)).toBeUndefined();
    expect(pageFromHash('photos|all|2', '', 6)).toBeUndefined();
  });

  it('on load the hash wins over the server page, which wins over page 1', () => {
    expect(initialGalleryPage('photos|all|4', 'photos', 2, 6)).toBe(4);
    expect(initialGalleryPage('', 'photos', 2, 6)).toBe(2);
    expect(initialGalleryPage('other|all|4', 'photos', 9, 6)).toBe(6);
    expect(initialGalleryPage('', '', 1, 6)).toBe(1);
  });
});

describe('SPEC §9: columns by width (5 from 1600 px … otherwise 1), at most the module columns (default 3)', () => {
  it('the container queries follow the width rule, narrowest first so the widest match wins', () => {
    const css = widthColumnsCss('.page');
    expect(css.startsWith('.page{--pb-width-columns:1}')).toBe(true);
    const queries = [...css.matchAll(/@container \(min-width:(\d+)px\)\{\.page\{--pb-width-columns:(\d)\}\}/g)].map(([, width, columns]) => [Number(width), Number(columns)]);
    expect(queries).toEqual([...COLUMNS_BY_WIDTH].reverse());
    expect(MAX_WIDTH_COLUMNS).toBe(5);
  });

  it('a row holds min(columns by width, columns), the columns defaulting to the module default 3', () => {
    expect(ROW_COLUMNS).toBe(`min(var(--pb-width-columns),var(--pb-columns,${MODULE_COLUMNS.default}))`);
    expect(galleryAttributes.columns.fallback).toBe(MODULE_COLUMNS.default);
    expect(galleryAttributes.columns.responsive).toBe(true);
  });
});

describe('critical CSS: the upgraded layout reserved before the code arrives', () => {
  it('applies only before the upgrade and on screen, and stays small for the loader', () => {
    expect(GALLERY_CRITICAL_CSS).toContain('pb-gallery:not([data-enhanced],[data-failed])');
    expect(GALLERY_CRITICAL_CSS.startsWith('@media not print{')).toBe(true);
    expect(gzipSync(GALLERY_CRITICAL_CSS).length).toBeLessThan(850);
  });

  it('shows the first page (4 images by default) and keeps room for the pagination when more follow', () => {
    expect(GALLERY_CRITICAL_CSS).toContain(':not([per-page])>:nth-child(n+5 of :not(script,[slot]):not([hidden])){display:none}');
    expect(GALLERY_CRITICAL_CSS).toContain('[per-page="6"]>:nth-child(n+7 of');
    expect(GALLERY_CRITICAL_CSS).toMatch(/:not\(\[per-page\]\):has\(>:nth-child\(5 of [^)]+\)\)\)\{padding-block-end:var\(--pb-gallery-pagination-room\)\}/);
    expect(GALLERY_CRITICAL_CSS).toContain('--pb-gallery-pagination-room:calc(var(--pb-pagination-margin,1.5rem) + 44px + min(44px + var(--pb-pagination-gap,.25rem), max(0px, (28rem - 100%) * 100000)))');
  });
});
