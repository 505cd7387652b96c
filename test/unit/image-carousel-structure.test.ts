// @vitest-environment happy-dom
/**
 * <pb-image-carousel> slides and what the lightbox gets from them (SPEC.md §3 "Each image may
 * carry a title and a description attribute", §4 loop duplicates, §5 numeric entities).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lightboxItems,
  lightboxSelection,
  originalSlideIndex,
  readSlideMedia,
  readSlides,
  type SlideMedia,
} from '../../react-core/image-carousel/carousel-structure';
import { escapeToNumericEntities } from '../../react-core/lightbox/escape-entities';

function host(html: string): HTMLElement {
  const element = document.createElement('pb-image-carousel');
  element.innerHTML = html;
  return element;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('slides', () => {
  it('every element child but script, style and template is one slide, in order', () => {
    const element = host('<script type="application/json">{}</script><img src="/a.jpg" alt="A"><a href="/b.jpg"><img src="/b-small.jpg" alt="B"></a><style></style><figure><img src="/c.jpg" alt="C"><figcaption>C</figcaption></figure>');
    expect(readSlides(element, 'pb-image-carousel').map((slide) => slide.tagName)).toEqual(['IMG', 'A', 'FIGURE']);
  });

  it('no slides: one warning naming the element', () => {
    readSlides(host('<script></script>'), 'pb-image-carousel-empty');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[pb-image-carousel-empty] found no slides'));
  });
});

describe('slide media', () => {
  it('reads the image, its title and data-description (or description), and the link target as the full image', () => {
    const [image, link, figure] = readSlides(
      host(
        '<img src="https://example.test/a.jpg" alt="A" title="Alpha" data-description="First">' +
          '<a href="https://example.test/b-large.jpg" data-width="1600" data-height="900"><img src="https://example.test/b.jpg" alt="B" description="Second"></a>' +
          '<figure title="Gamma" data-description="From the figure"><img src="https://example.test/c.jpg" alt="C"></figure>',
      ),
      'pb-image-carousel',
    );
    expect(readSlideMedia(image!)).toEqual({ src: 'https://example.test/a.jpg', alt: 'A', title: 'Alpha', description: 'First' });
    expect(readSlideMedia(link!)).toEqual({
      src: 'https://example.test/b-large.jpg',
      width: 1600,
      height: 900,
      alt: 'B',
      title: '',
      description: 'Second',
    });
    expect(readSlideMedia(figure!)).toMatchObject({ src: 'https://example.test/c.jpg', title: 'Gamma', description: 'From the figure' });
    expect(readSlideMedia(document.createElement('div'))).toBeNull();
  });
});

describe('lightbox items', () => {
  const media: Array<SlideMedia | null> = [
    { src: '/a.jpg', alt: 'A', title: '<b>x</b>', description: 'Tom & "Jerry"' },
    null,
    { src: '/c.jpg', width: 800, height: 600, alt: '', title: 'Plain', description: '' },
  ];

  it('titles and captions are escaped to numeric character entities (SPEC §5)', () => {
    const items = lightboxItems(media, { title: true, caption: true, escape: escapeToNumericEntities });
    expect(items[0]).toEqual({ src: '/a.jpg', alt: 'A', title: '&#60;b&#62;x&#60;&#47;b&#62;', caption: 'Tom &#38; &#34;Jerry&#34;' });
    expect(items[1]).toBeNull();
    expect(items[2]).toEqual({ src: '/c.jpg', width: 800, height: 600, title: 'Plain' });
  });

  it('lightbox-title and lightbox-caption decide whether the texts go in at all', () => {
    const items = lightboxItems(media, { title: false, caption: false, escape: escapeToNumericEntities });
    expect(items[0]).toEqual({ src: '/a.jpg', alt: 'A' });
  });

  it('a gallery gets every slide with an image, at the clicked one; otherwise only the clicked one', () => {
    const items = lightboxItems(media, { title: false, caption: false, escape: (text) => text });
    expect(lightboxSelection(items, 2, true)).toEqual({ items: [items[0], items[2]], index: 1 });
    expect(lightboxSelection(items, 2, false)).toEqual({ items: [items[2]], index: 0 });
    expect(lightboxSelection(items, 1, true)).toBeNull();
  });

  it("a looped slide maps to its original through Swiper's data-swiper-slide-index (SPEC §4)", () => {
    const box = document.createElement('div');
    expect(originalSlideIndex(box, 3)).toBe(3);
    box.setAttribute('data-swiper-slide-index', '5');
    expect(originalSlideIndex(box, 0)).toBe(5);
    box.setAttribute('data-swiper-slide-index', 'x');
    expect(originalSlideIndex(box, 2)).toBe(2);
  });
});
