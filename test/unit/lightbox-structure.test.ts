// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { galleryFor, isImageHref, isLightboxLink, itemOfLink, readDimension, readLightboxLinks } from '../../react-core/lightbox/lightbox-structure';

function host(markup: string): HTMLElement {
  const element = document.createElement('pb-lightbox');
  element.innerHTML = markup;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('which links open the lightbox', () => {
  it.each([
    ['photo.jpg', true],
    ['photo.JPEG', true],
    ['/img/photo.png?v=2#x', true],
    ['photo.webp', true],
    ['photo.avif', true],
    ['drawing.svg', true],
    ['anim.gif', true],
    ['page.html', false],
    ['/gallery/', false],
    ['photo.jpg.html', false],
    ['https://example.com/jpg', false],
  ])('isImageHref(%s) is %s', (href, expected) => {
    expect(isImageHref(href)).toBe(expected);
  });

  it('data-lightbox makes any link a lightbox link, and data-lightbox="off" excludes an image link', () => {
    const element = host(`
      <a href="/image?id=4" data-lightbox>dynamic</a>
      <a href="photo.jpg" data-lightbox="off">download</a>
      <a href="photo.jpg">photo</a>
      <a href="#top">top</a>
      <a href="about.html">about</a>`);
    expect([...element.querySelectorAll('a')].map(isLightboxLink)).toEqual([true, false, true, false, false]);
  });

  it('a nested <pb-lightbox> keeps its own links', () => {
    const element = host(`<a href="a.jpg">a</a><pb-lightbox><a href="b.jpg">b</a></pb-lightbox><a href="c.jpg">c</a>`);
    expect(readLightboxLinks(element).map(({ link }) => link.getAttribute('href'))).toEqual(['a.jpg', 'c.jpg']);
  });
});

describe('title, caption, alt and size of an item', () => {
  it('title: data-title, then the link title, then the image title, then its alt', () => {
    const element = host(`
      <a href="1.jpg" data-title="Data title" title="Link title"><img src="t.jpg" title="Image title" alt="Alt"></a>
      <a href="2.jpg" title="Link title"><img src="t.jpg" title="Image title" alt="Alt"></a>
      <a href="3.jpg"><img src="t.jpg" title="Image title" alt="Alt"></a>
      <a href="4.jpg"><img src="t.jpg" alt="Alt"></a>
      <a href="5.jpg">text only</a>`);
    expect(readLightboxLinks(element).map(({ item }) => item.title)).toEqual(['Data title', 'Link title', 'Image title', 'Alt', undefined]);
  });

  it('caption: data-caption, then the image data-description, then the figure caption', () => {
    const element = host(`
      <a href="1.jpg" data-caption="Data caption"><img src="t.jpg" data-description="Description" alt=""></a>
      <a href="2.jpg"><img src="t.jpg" data-description="Description" alt=""></a>
      <figure><a href="3.jpg"><img src="t.jpg" alt=""></a><figcaption> Figure
        caption </figcaption></figure>`);
    expect(readLightboxLinks(element).map(({ item }) => item.caption)).toEqual(['Data caption', 'Description', 'Figure caption']);
  });

  it('a figure caption shared by several links is no link\'s caption', () => {
    const element = host(`<figure><a href="1.jpg">1</a><a href="2.jpg">2</a><figcaption>Summer</figcaption></figure>`);
    expect(readLightboxLinks(element).map(({ item }) => item.caption)).toEqual([undefined, undefined]);
  });

  it('keeps text from attributes as plain text (escaping happens in the lightbox)', () => {
    const element = host(`<a href="1.jpg" data-title="<b>&amp;</b>"><img src="t.jpg" alt='"quoted"'></a>`);
    const item = readLightboxLinks(element)[0]!.item;
    expect(item.title).toBe('<b>&</b>');
    expect(item.alt).toBe('"quoted"');
  });

  it('size from data-pswp-width/height (or data-width/height), known without measuring', () => {
    const element = host(`
      <a href="1.jpg" data-pswp-width="1600" data-pswp-height="900">1</a>
      <a href="2.jpg" data-width="800px" data-height="1200">2</a>
      <a href="3.jpg" data-pswp-width="1600">3</a>
      <a href="4.jpg" data-pswp-width="wide" data-pswp-height="900">4</a>`);
    expect(readLightboxLinks(element).map(({ item }) => [item.width, item.height])).toEqual([
      [1600, 900],
      [800, 1200],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('the image\'s width/height count only when the image is the file the link opens', () => {
    const element = host(`
      <a href="full.png"><img src="full.png" width="640" height="480" alt=""></a>
      <a href="full.png"><img src="thumb.png" width="320" height="240" alt=""></a>`);
    expect(readLightboxLinks(element).map(({ item }) => [item.width, item.height])).toEqual([
      [640, 480],
      [undefined, undefined],
    ]);
  });

  it('src is the absolute URL of the link', () => {
    const element = host('<a href="/img/a.jpg">a</a>');
    expect(itemOfLink(element.querySelector('a')!).src).toBe(new URL('/img/a.jpg', document.baseURI).href);
  });

  it.each([
    ['1600', 1600],
    [' 900px ', 900],
    ['12.6', 13],
    ['0', undefined],
    ['-5', undefined],
    ['auto', undefined],
    [null, undefined],
  ])('readDimension(%j) is %j', (raw, value) => {
    expect(readDimension(raw)).toBe(value);
  });
});

describe('galleries', () => {
  const links = [
    { item: { src: 'a' }, gallery: '' },
    { item: { src: 'b' }, gallery: 'night' },
    { item: { src: 'c' }, gallery: '' },
    { item: { src: 'd' }, gallery: 'night' },
  ];

  it('gallery on: the links of the same data-gallery group, starting at the chosen one', () => {
    expect(galleryFor(links, 3, true)).toEqual({ items: [{ src: 'b' }, { src: 'd' }], index: 1, positions: [1, 3] });
    expect(galleryFor(links, 2, true)).toEqual({ items: [{ src: 'a' }, { src: 'c' }], index: 1, positions: [0, 2] });
  });

  it('gallery off: the chosen link alone', () => {
    expect(galleryFor(links, 1, false)).toEqual({ items: [{ src: 'b' }], index: 0, positions: [1] });
  });

  it('data-gallery is read from the link or its closest ancestor inside the element', () => {
    const element = host(`
      <div data-gallery="day"><a href="1.jpg">1</a><a href="2.jpg" data-gallery="night">2</a></div>
      <a href="3.jpg">3</a>`);
    expect(readLightboxLinks(element).map(({ gallery }) => gallery)).toEqual(['day', 'night', '']);
  });

  it('a position outside the list gives nothing', () => {
    expect(galleryFor(links, 9, true).items).toEqual([]);
  });
});
