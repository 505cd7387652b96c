// @vitest-environment happy-dom
/**
 * The preview frame's pure rules (SPEC.md §2 "Editor surfaces", §7 "Builder preview frame", §9
 * "Sticky and builder", "Layout block preview", "Scroll-to-module animation"): view-mode layout,
 * the frame's address, the message shapes and the scroll-to-module duration.
 */
import { describe, expect, it } from 'vitest';
import { frameSrc, frameUrl, isToken } from '../../react-core/preview-frame/frame-url';
import { parseFrameMessage, parseParentMessage } from '../../react-core/preview-frame/messages';
import { PREVIEW_NONCE_NAME, PREVIEW_QUERY, PREVIEW_UPDATED_EVENT } from '../../react-core/preview-frame/protocol';
import {
  clampViewportWidth,
  DEFAULT_HEIGHT,
  draggedWidth,
  DRAG_HANDLE_WIDTH,
  frameLayout,
  isViewMode,
  maxViewportWidth,
  MIN_VIEWPORT_WIDTH,
  VIEW_MODES,
  VIEW_MODE_WIDTHS,
  VIEWPORT_MARGIN,
  ZOOM_FACTOR,
} from '../../react-core/preview-frame/view-modes';
import { frameIdOf, parentOriginOf } from '../../react-core/preview/preview-runtime';
import {
  scrollToModuleDuration,
  scrollToModuleTarget,
  SCROLL_MAX_MS,
  SCROLL_MIN_MS,
  SCROLL_MS_PER_1000_PX,
} from '../../react-core/preview/scroll-to-module';

describe('scroll-to-module duration: 400 ms per 1000 px, minimum 800 ms, maximum 6000 ms (SPEC §9)', () => {
  it('has the constants of the spec', () => {
    expect([SCROLL_MS_PER_1000_PX, SCROLL_MIN_MS, SCROLL_MAX_MS]).toEqual([400, 800, 6000]);
  });

  it('takes 400 ms per 1000 px between the bounds', () => {
    expect(scrollToModuleDuration(2000)).toBe(800);
    expect(scrollToModuleDuration(2500)).toBe(1000);
    expect(scrollToModuleDuration(5000)).toBe(2000);
    expect(scrollToModuleDuration(10_000)).toBe(4000);
    expect(scrollToModuleDuration(15_000)).toBe(6000);
  });

  it('never less than 800 ms, never more than 6000 ms, whichever way it goes', () => {
    expect(scrollToModuleDuration(1)).toBe(800);
    expect(scrollToModuleDuration(1000)).toBe(800);
    expect(scrollToModuleDuration(-3000)).toBe(1200);
    expect(scrollToModuleDuration(15_001)).toBe(6000);
    expect(scrollToModuleDuration(1_000_000)).toBe(6000);
  });

  it('is 0 when there is nothing to travel (or no number)', () => {
    expect(scrollToModuleDuration(0)).toBe(0);
    expect(scrollToModuleDuration(0.5)).toBe(0);
    expect(scrollToModuleDuration(Number.NaN)).toBe(0);
    expect(scrollToModuleDuration(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('scroll-to-module target: below what covers the top; zoom mode halves offsets (SPEC §9)', () => {
  it('keeps the module below the admin bar and fixed header, within the page', () => {
    expect(scrollToModuleTarget({ moduleTop: 1000, topOffset: 32, maxScroll: 5000, zoom: false })).toBe(968);
    expect(scrollToModuleTarget({ moduleTop: 10, topOffset: 32, maxScroll: 5000, zoom: false })).toBe(0);
    expect(scrollToModuleTarget({ moduleTop: 6000, topOffset: 32, maxScroll: 5000, zoom: false })).toBe(5000);
    expect(scrollToModuleTarget({ moduleTop: 100, topOffset: 0, maxScroll: -20, zoom: false })).toBe(0);
  });

  it('halves the offset in zoom mode (zoom factor 2)', () => {
    expect(ZOOM_FACTOR).toBe(2);
    expect(scrollToModuleTarget({ moduleTop: 1000, topOffset: 32, maxScroll: 5000, zoom: true })).toBe(984);
  });
});

describe('view modes: desktop, wireframe, zoom, tablet, phone (SPEC §2) and the 600 px layout-block preview (§9)', () => {
  it('has every mode, and the §9 constants', () => {
    expect([...VIEW_MODES].sort()).toEqual(['desktop', 'layout-block', 'phone', 'tablet', 'wireframe', 'zoom']);
    expect(VIEW_MODE_WIDTHS).toEqual({ tablet: 768, phone: 375, 'layout-block': 600 });
    expect([DRAG_HANDLE_WIDTH, VIEWPORT_MARGIN, DEFAULT_HEIGHT]).toEqual([30, 30, 100]);
    expect(isViewMode('tablet')).toBe(true);
    expect(isViewMode('mobile')).toBe(false);
    expect(isViewMode(3)).toBe(false);
  });

  it('desktop and wireframe take the full width unscaled; zoom lays the page out twice as wide, scaled by ½', () => {
    expect(frameLayout('desktop', 1400)).toEqual({ width: null, scale: 1, resizable: false });
    expect(frameLayout('wireframe', 1400)).toEqual({ width: null, scale: 1, resizable: false });
    expect(frameLayout('zoom', 1400)).toEqual({ width: null, scale: 0.5, resizable: false });
  });

  it('tablet is 768 px, phone 375 px, layout-block 600 px, each resizable by the handle', () => {
    expect(frameLayout('tablet', 1400)).toEqual({ width: 768, scale: 1, resizable: true });
    expect(frameLayout('phone', 1400)).toEqual({ width: 375, scale: 1, resizable: true });
    expect(frameLayout('layout-block', 1400)).toEqual({ width: 600, scale: 1, resizable: true });
    expect(frameLayout('tablet', 1400, 900).width).toBe(900);
  });

  it('a device view fits inside the 30 px margins beside the 30 px handle, and is never narrower than 320 px', () => {
    expect(maxViewportWidth(800)).toBe(800 - 2 * 30 - 30);
    expect(frameLayout('tablet', 800).width).toBe(710);
    expect(clampViewportWidth(100, 1400)).toBe(MIN_VIEWPORT_WIDTH);
    expect(clampViewportWidth(Number.NaN, 1400)).toBe(MIN_VIEWPORT_WIDTH);
    expect(frameLayout('phone', 200).width).toBe(MIN_VIEWPORT_WIDTH);
  });

  it('dragging the handle of the centred viewport grows it by twice the distance (mirrored right to left)', () => {
    expect(draggedWidth(768, 20, 1400)).toBe(808);
    expect(draggedWidth(768, -20, 1400)).toBe(728);
    expect(draggedWidth(768, 20, 1400, true)).toBe(728);
    expect(draggedWidth(768, 1000, 1400)).toBe(maxViewportWidth(1400));
  });
});

describe("the frame's address (SPEC §7: et_pb_preview, et_pb_preview_nonce, iframe_id)", () => {
  it('sets the three query fields, keeping the page and its other fields', () => {
    const url = new URL(frameUrl('https://site.example/tabs/?lang=en', 'frame-1', 'abc123'));
    expect(url.pathname).toBe('/tabs/');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get(PREVIEW_QUERY.preview)).toBe('true');
    expect(url.searchParams.get('et_pb_preview_nonce')).toBe('abc123');
    expect(url.searchParams.get('iframe_id')).toBe('frame-1');
    expect(new URL(frameUrl('https://site.example/?et_pb_preview_nonce=old', 'f', '')).searchParams.has('et_pb_preview_nonce')).toBe(false);
    expect(PREVIEW_NONCE_NAME).toBe('et_pb_preview');
  });

  it('previews http(s) and relative addresses only', () => {
    expect(frameSrc('/', 'https://site.example/editor/')).toBe('https://site.example/');
    expect(frameSrc('tabs.html', 'https://site.example/editor/')).toBe('https://site.example/editor/tabs.html');
    expect(frameSrc('https://other.example/', 'https://site.example/')).toBe('https://other.example/');
    for (const refused of ['javascript:alert(1)', 'data:image/png;base64,AA', 'NaN', '-1', '<img>', 'red;background:url(//evil.example/x)']) {
      expect(frameSrc(refused, 'https://site.example/'), refused).toBeNull();
    }
  });

  it('frame ids and nonces are short tokens', () => {
    expect(isToken('pb-preview-frame-1')).toBe(true);
    expect(isToken('a1B2_c3')).toBe(true);
    for (const refused of ['', 'a b', 'x'.repeat(129), '"><img>', '{"a":1}']) expect(isToken(refused), refused).toBe(false);
  });

  it('the frame runtime reads its id only from a preview address', () => {
    expect(frameIdOf('?et_pb_preview=true&et_pb_preview_nonce=n&iframe_id=frame-7')).toBe('frame-7');
    expect(frameIdOf('?iframe_id=frame-7')).toBe('');
    expect(frameIdOf('?et_pb_preview=true&iframe_id=%3Cimg%3E')).toBe('');
  });
});

describe("the parent's origin: the page's own unless the configuration names builderOrigin", () => {
  it('takes an http(s) origin, and nothing that is not exactly one', () => {
    expect(parentOriginOf('', 'https://site.example')).toBe('https://site.example');
    expect(parentOriginOf('https://builder.example', 'https://site.example')).toBe('https://builder.example');
    expect(parentOriginOf('https://builder.example/', 'https://site.example')).toBe('https://builder.example');
    for (const refused of ['*', 'null', 'javascript:alert(1)', 'https://builder.example/path', 'builder.example', 'file:///x']) {
      expect(parentOriginOf(refused, 'https://site.example'), refused).toBe('https://site.example');
    }
  });
});

describe('message shapes (react-core/preview-frame/protocol.ts)', () => {
  it('reads the parent messages and nothing else', () => {
    expect(parseParentMessage({ type: 'pb-preview-render', iframe_id: 'f', address: '1.0', shortcode: '<pb-tabs></pb-tabs>' })).toEqual({
      type: 'pb-preview-render',
      iframe_id: 'f',
      address: '1.0',
      shortcode: '<pb-tabs></pb-tabs>',
    });
    expect(parseParentMessage({ type: 'pb-preview-scroll', iframe_id: 'f', address: '2', extra: 1 })).toEqual({ type: 'pb-preview-scroll', iframe_id: 'f', address: '2' });
    expect(parseParentMessage({ type: 'pb-preview-view-mode', iframe_id: 'f', mode: 'zoom' })).toEqual({ type: 'pb-preview-view-mode', iframe_id: 'f', mode: 'zoom' });
    for (const bad of [null, 'pb-preview-scroll', [], { type: 'pb-preview-scroll', address: '2' }, { type: 'pb-preview-view-mode', iframe_id: 'f', mode: 'huge' }, { type: 'pb-preview-render', iframe_id: 'f', address: '1' }, { type: 'other', iframe_id: 'f' }]) {
      expect(parseParentMessage(bad)).toBeNull();
    }
  });

  it('reads the frame messages and nothing else', () => {
    const modules = [{ address: '0', tag: 'pb-tabs', attributes: { id: 't' } }];
    expect(parseFrameMessage({ type: 'pb-preview-ready', iframe_id: 'f', modules })).toEqual({ type: 'pb-preview-ready', iframe_id: 'f', modules });
    expect(parseFrameMessage({ type: 'pb-preview-rendered', iframe_id: 'f', address: '0', html: '<pb-tabs></pb-tabs>' })?.type).toBe('pb-preview-rendered');
    expect(parseFrameMessage({ type: 'pb-preview-scrolled', iframe_id: 'f', address: '0', duration: 800 })?.type).toBe('pb-preview-scrolled');
    expect(parseFrameMessage({ type: 'pb-preview-error', iframe_id: 'f', message: 'No module' })).toEqual({ type: 'pb-preview-error', iframe_id: 'f', message: 'No module' });
    for (const bad of [
      { type: 'pb-preview-ready', iframe_id: 'f', modules: [{ address: 0 }] },
      { type: 'pb-preview-ready', iframe_id: 'f', modules: [{ address: '0', tag: 'pb-tabs', attributes: { id: 1 } }] },
      { type: 'pb-preview-scrolled', iframe_id: 'f', address: '0', duration: Number.NaN },
      { type: 'pb-preview-error', iframe_id: 'f', address: 3, message: 'x' },
      { type: 'pb-preview-rendered', address: '0', html: '' },
    ]) {
      expect(parseFrameMessage(bad)).toBeNull();
    }
  });

  it('names the event the frame dispatches on document after a module was replaced', () => {
    expect(PREVIEW_UPDATED_EVENT).toBe('pb-preview-updated');
  });
});
