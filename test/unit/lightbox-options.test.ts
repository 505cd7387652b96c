import { describe, expect, it } from 'vitest';
import {
  captionLines,
  FALLBACK_IMAGE_SIZE,
  hasKnownSize,
  LIGHTBOX_ANIMATION_MS,
  LIGHTBOX_PRELOAD,
  lightboxSelection,
  lightboxTexts,
  photoSwipeOptions,
} from '../../react-core/lightbox/lightbox-options';
import { escapeToNumericEntities } from '../../react-core/lightbox/escape-entities';
import { DEFAULT_MESSAGES, resolveMessages } from '../../react-core/runtime/messages';

const texts = lightboxTexts(resolveMessages({}));
const items = [{ src: 'a.jpg' }, { src: 'b.jpg' }, { src: 'c.jpg' }];

describe('SPEC §9: lightbox fade effect, removal delay 500 ms, zoom 500 ms', () => {
  it('fades in and out in 500 ms and zooms in 500 ms', () => {
    const options = photoSwipeOptions({ gallery: true, texts, reducedMotion: false });
    expect(LIGHTBOX_ANIMATION_MS).toBe(500);
    expect(options.showHideAnimationType).toBe('fade');
    expect(options.showAnimationDuration).toBe(500);
    expect(options.hideAnimationDuration).toBe(500);
    expect(options.zoomAnimationDuration).toBe(500);
  });

  it('under prefers-reduced-motion every duration is 0 and there is no show/hide animation', () => {
    const options = photoSwipeOptions({ gallery: true, texts, reducedMotion: true });
    expect(options.showHideAnimationType).toBe('none');
    expect([options.showAnimationDuration, options.hideAnimationDuration, options.zoomAnimationDuration]).toEqual([0, 0, 0]);
  });
});

describe('a visible loading state at once on a slow network', () => {
  it("PhotoSwipe's preloader shows as soon as the current image is loading (its default waits 2 s)", () => {
    for (const reducedMotion of [false, true]) {
      expect(photoSwipeOptions({ gallery: true, texts, reducedMotion }).preloaderDelay).toBe(0);
    }
  });
});

describe('SPEC §9: optional gallery navigation with an empty counter text and preload 0 and 1', () => {
  it('preloads no slide behind and one ahead', () => {
    expect(LIGHTBOX_PRELOAD).toEqual([0, 1]);
    expect(photoSwipeOptions({ gallery: true, texts, reducedMotion: false }).preload).toEqual([0, 1]);
  });

  it('shows no counter (the empty counter text), in gallery mode or not', () => {
    expect(photoSwipeOptions({ gallery: true, texts, reducedMotion: false }).counter).toBe(false);
    expect(photoSwipeOptions({ gallery: false, texts, reducedMotion: false }).counter).toBe(false);
  });

  it('gallery mode has arrows, arrow keys and looping', () => {
    const options = photoSwipeOptions({ gallery: true, texts, reducedMotion: false });
    expect([options.arrowPrev, options.arrowNext, options.arrowKeys, options.loop]).toEqual([true, true, true, true]);
  });

  it('without gallery mode there is no arrow, no arrow-key navigation and no loop', () => {
    const options = photoSwipeOptions({ gallery: false, texts, reducedMotion: false });
    expect([options.arrowPrev, options.arrowNext, options.arrowKeys, options.loop]).toEqual([false, false, false, false]);
  });

  it('traps focus, closes on Escape, and leaves returning focus to the caller', () => {
    const options = photoSwipeOptions({ gallery: true, texts, reducedMotion: false });
    expect([options.trapFocus, options.escKey, options.returnFocus]).toEqual([true, true, false]);
  });
});

describe('lightbox texts', () => {
  it('arrows use the message set\'s previous and next words (SPEC §3), the rest the lightbox defaults', () => {
    const options = photoSwipeOptions({ gallery: true, texts, reducedMotion: false });
    expect(options.arrowPrevTitle).toBe(DEFAULT_MESSAGES.previous);
    expect(options.arrowNextTitle).toBe(DEFAULT_MESSAGES.next);
    expect(options.closeTitle).toBe(DEFAULT_MESSAGES.lightboxClose);
    expect(options.zoomTitle).toBe(DEFAULT_MESSAGES.lightboxZoom);
    expect(options.errorMsg).toBe(DEFAULT_MESSAGES.lightboxError);
    expect(texts.label).toBe(DEFAULT_MESSAGES.lightboxLabel);
  });

  it('follows the page configuration\'s previous/next words', () => {
    const localized = lightboxTexts(resolveMessages({ previous: 'Zurück', next: 'Weiter' }));
    expect([localized.previous, localized.next]).toEqual(['Zurück', 'Weiter']);
  });

  it('reads a lightbox text from the message set once it has that key', () => {
    const messages = { ...resolveMessages({}), lightboxClose: 'Schließen' };
    expect(lightboxTexts(messages).close).toBe('Schließen');
  });
});

describe('lightboxSelection: what the lightbox shows', () => {
  it('gallery mode shows every item and starts at the index', () => {
    expect(lightboxSelection(items, 1, true)).toEqual({ items, index: 1, positions: [0, 1, 2] });
  });

  it('without gallery mode shows only the chosen item', () => {
    expect(lightboxSelection(items, 2, false)).toEqual({ items: [items[2]], index: 0, positions: [2] });
  });

  it('leaves out items without a src and maps the rest back to the caller\'s indices', () => {
    const mixed = [{ src: 'a.jpg' }, { src: '' }, { src: 'c.jpg' }];
    expect(lightboxSelection(mixed, 2, true)).toEqual({ items: [mixed[0], mixed[2]], index: 1, positions: [0, 2] });
  });

  it('clamps an index outside the list', () => {
    expect(lightboxSelection(items, 9, true).index).toBe(2);
    expect(lightboxSelection(items, -3, true).index).toBe(0);
    expect(lightboxSelection(items, Number.NaN, false).positions).toEqual([0]);
  });

  it('an empty list gives nothing to show', () => {
    expect(lightboxSelection([], 0, true).items).toEqual([]);
    expect(lightboxSelection([], 0, false).items).toEqual([]);
  });
});

describe('hasKnownSize: items with a size are not measured', () => {
  it.each([
    [{ width: 800, height: 600 }, true],
    [{ width: 800 }, false],
    [{}, false],
    [{ width: 0, height: 600 }, false],
    [{ width: Number.NaN, height: 600 }, false],
    [{ width: -1, height: 600 }, false],
  ])('%j → %s', (size, known) => {
    expect(hasKnownSize(size)).toBe(known);
  });

  it('the fallback size for an image that cannot be measured is a 4:3 box', () => {
    expect(FALLBACK_IMAGE_SIZE.width / FALLBACK_IMAGE_SIZE.height).toBeCloseTo(4 / 3);
  });
});

describe('captionLines: title and caption as text (SPEC §5)', () => {
  it('is empty without title and caption', () => {
    expect(captionLines({})).toEqual([]);
    expect(captionLines({ title: '  ', caption: '' })).toEqual([]);
    expect(captionLines(undefined)).toEqual([]);
  });

  it('holds the title and the caption, each a paragraph of its own', () => {
    expect(captionLines({ title: ' Dusk & dawn ', caption: 'Shot at 5:30' })).toEqual([
      { className: 'pb-lightbox-caption__title', text: 'Dusk & dawn' },
      { className: 'pb-lightbox-caption__text', text: 'Shot at 5:30' },
    ]);
  });

  it('text the caller already escaped shows the same as raw text (never escaped twice)', () => {
    const raw = captionLines({ title: 'Café & "bar" <b>', caption: "it's 5/5" });
    const preEscaped = captionLines({ title: escapeToNumericEntities('Café & "bar" <b>'), caption: escapeToNumericEntities("it's 5/5") });
    expect(preEscaped).toEqual(raw);
    expect(raw[0]!.text).toBe('Café & "bar" <b>');
  });
});
