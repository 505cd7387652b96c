/**
 * <pb-gallery> upgrades without moving anything (CLS 0): with its critical CSS the first page's
 * images sit in the same rows of `min(columns by width, columns)` before the element's code
 * arrives and after (SPEC §9 "Portfolio columns by width", "Module columns"), the room of the
 * pagination control is kept, the server's page (the other images `hidden`) stays as it is, and a
 * slider shows its first image in the same box. At desktop, tablet and phone widths. The element
 * is imported only after measuring, so it starts undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { GALLERY_CRITICAL_CSS } from '../../react-core/gallery/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const IMG = '/demo/pages/assets/img/';
const PAGE_CSS = `
  .photos { --pb-gallery-gap: 12px; }
  .photos figure { margin: 0; }
  .photos img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; }
  .photos figcaption { font: 14px/20px sans-serif; }
`;

function figure(index: number, hidden = false): string {
  return `<figure${hidden ? ' hidden' : ''}><a href="${IMG}carousel-${(index % 8) + 1}-lake.svg"><img src="" width="800" height="533" alt="Image ${index + 1}"></a><figcaption>Image ${index + 1}</figcaption></figure>`;
}

const figures = (count: number, hidden: (index: number) => boolean = () => false): string =>
  Array.from({ length: count }, (_, index) => figure(index, hidden(index))).join('');

const GALLERIES = `
  <div class="photos">
    <pb-gallery id="default">${figures(10)}</pb-gallery>
    <p class="between">Between the galleries.</p>
    <pb-gallery id="wide" columns="4" columns-phone="1" per-page="6">${figures(8)}</pb-gallery>
    <pb-gallery id="server" page="2">${figures(10, (index) => index < 4 || index >= 8)}<nav slot="pagination"><a href="?page=1">1</a> <a href="?page=3">3</a></nav></pb-gallery>
    <pb-gallery id="single">${figures(3)}</pb-gallery>
    <pb-gallery id="slider" layout="slider">${figures(5)}</pb-gallery>
    <p class="after">Content after the galleries.</p>
  </div>`;

/** The boxes of the galleries, the images a visitor sees, and the content around them. */
function boxes(root: ParentNode): string[] {
  for (const item of root.querySelectorAll('figure')) item.classList.toggle('seen', item.getBoundingClientRect().height > 0 && getComputedStyle(item).visibility === 'visible');
  return boxesOf(root, 'pb-gallery, figure.seen, .between, .after', {
    label: (element) => element.id || element.querySelector('img')?.alt || element.className,
  });
}

describe('pb-gallery upgrade layout (CLS 0)', () => {
  useCriticalCss(GALLERY_CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the images and what follows occupy the same boxes before and after the upgrade, at desktop, tablet and phone widths', async () => {
    const widths = [1280, 900, 600, 375];
    const root = fixture(GALLERIES);
    expect(customElements.get('pb-gallery') === undefined, 'starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(root), { frames: 0 });
    const shown = (id: string): string[] =>
      [...root.querySelectorAll(`#${id} > figure`)].filter((item) => item.getBoundingClientRect().height > 0).map((item) => item.querySelector('img')!.alt);
    expect(shown('default'), 'the first page before the upgrade').to.deep.equal(['Image 1', 'Image 2', 'Image 3', 'Image 4']);
    expect(shown('wide')).to.have.length(6);
    expect(shown('server'), 'the server page').to.deep.equal(['Image 5', 'Image 6', 'Image 7', 'Image 8']);
    await import('../../elements/pb-gallery');
    await Promise.all([...root.querySelectorAll('pb-gallery')].map(upgraded));
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(boxes(root), `${width} px`).to.deep.equal(before[index]);
    }
  });
});
