/**
 * Progressive enhancement of <pb-lightbox>: with the loader's critical CSS the layout before the
 * element's code arrives is the layout after the upgrade (CLS 0), at desktop and phone widths.
 * The element is imported only after measuring, so it starts undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { LIGHTBOX_CRITICAL_CSS } from '../../react-core/lightbox/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const IMG = '/demo/pages/assets/img/';
const PAGE_CSS = `
  .lb-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 8px; }
  .lb-grid img { display: block; width: 100%; height: auto; }
  .lb-grid figure { margin: 0; }
  @media (max-width: 767px) { .lb-grid { grid-template-columns: 1fr 1fr; } }
`;

const MARKUP = `
  <section>
    <p class="before">Text before the gallery.</p>
    <pb-lightbox class="lb-grid">
      <a href="${IMG}lightbox-harbour.png"><img src="${IMG}lightbox-harbour-thumb.png" alt="Harbour" width="480" height="300"></a>
      <a href="${IMG}lightbox-tower.png"><img src="${IMG}lightbox-tower-thumb.png" alt="Tower" width="480" height="720"></a>
      <figure><a href="${IMG}lightbox-meadow.png"><img src="${IMG}lightbox-meadow-thumb.png" alt="Meadow" width="480" height="320"></a><figcaption>Meadow</figcaption></figure>
    </pb-lightbox>
    <p>A paragraph with <pb-lightbox><a href="${IMG}lightbox-summit.png">an inline image link</a></pb-lightbox> in its text.</p>
    <pb-lightbox><div class="plain"><a href="${IMG}lightbox-coast.png"><img src="${IMG}lightbox-coast-thumb.png" alt="Coast" width="480" height="168"></a><p>Below.</p></div></pb-lightbox>
    <p class="after">Text after.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'p, a, img, figure, figcaption, .plain');
}

describe('pb-lightbox upgrade layout (CLS 0)', () => {
  useCriticalCss(LIGHTBOX_CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the links and images occupy the same boxes before and after the upgrade, at desktop and phone widths', async () => {
    const widths = [1280, 600];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-lightbox') === undefined, 'pb-lightbox starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section), { frames: 0 });
    expect(before[1], 'the grid changes on a phone').to.not.deep.equal(before[0]);
    await import('../../elements/pb-lightbox');
    for (const element of section.querySelectorAll('pb-lightbox')) await upgraded(element);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]), { frames: 0 });
  });

  it('the author\'s own display for the element wins over the critical CSS', async () => {
    const section = fixture(`<div><pb-lightbox class="lb-grid" id="grid-host"><a href="${IMG}lightbox-harbour.png">a</a></pb-lightbox></div>`);
    const host = section.querySelector('pb-lightbox')!;
    expect(getComputedStyle(host).display).to.equal('grid');
    await upgraded(host);
    expect(getComputedStyle(host).display).to.equal('grid');
  });
});
