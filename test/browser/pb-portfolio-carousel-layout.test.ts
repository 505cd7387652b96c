/**
 * <pb-portfolio-carousel> upgrades without moving anything (CLS 0): with its critical CSS the
 * items sit in the same row of `columns` before the element's code arrives and after, at
 * desktop, tablet and phone widths, with the responsive column attributes. The element is
 * imported only after measuring, so it starts undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { PORTFOLIO_CAROUSEL_CRITICAL_CSS } from '../../react-core/portfolio-carousel/critical-css';
import { cleanupFixtures, fixture, upgraded, waitFor } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const PAGE_CSS = `
  .work article { padding: 0 .5rem; box-sizing: border-box; }
  .work .thumb { display: block; height: 120px; background: #8aa; }
  .work h3 { margin: .5rem 0 0; font-size: 1rem; }
`;

const item = (name: string, extra = ''): string =>
  `<article><span class="thumb"></span><h3><a href="#${name}">${name}</a></h3>${extra}</article>`;

const CAROUSELS = `
  <div class="work">
    <pb-portfolio-carousel id="default-columns" auto-rotate auto-rotate-speed="60000">
      ${item('one')}${item('two', '<p>A longer description that makes this item the tallest.</p>')}${item('three')}${item('four')}${item('five')}
    </pb-portfolio-carousel>
    <pb-portfolio-carousel id="responsive-columns" columns="4" columns-tablet="2" columns-phone="1">
      ${item('a')}${item('b')}${item('c')}${item('d')}${item('e')}${item('f')}
    </pb-portfolio-carousel>
    <pb-portfolio-carousel id="few" columns="5">${item('x')}${item('y')}</pb-portfolio-carousel>
    <p class="after">Content after the carousels.</p>
  </div>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-portfolio-carousel, pb-portfolio-carousel > article, .after', {
    label: (element) => element.id || element.textContent!.trim().slice(0, 5),
  });
}

describe('pb-portfolio-carousel upgrade layout (CLS 0)', () => {
  useCriticalCss(PORTFOLIO_CAROUSEL_CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the items occupy the same boxes before and after the upgrade, at desktop, tablet and phone widths', async () => {
    const widths = [1280, 900, 600];
    const root = fixture(CAROUSELS);
    expect(customElements.get('pb-portfolio-carousel') === undefined, 'starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(root), { frames: 0 });
    const responsive = root.querySelector('#responsive-columns')!;
    const widthOf = (index: number): number => responsive.children[index]!.getBoundingClientRect().width;
    expect(widthOf(0)).to.be.closeTo(responsive.getBoundingClientRect().width, 0.5, 'one column on a phone, before the upgrade');
    await setViewport({ width: 900, height: 800 });
    expect(widthOf(0)).to.be.closeTo(responsive.getBoundingClientRect().width / 2, 0.5, 'two columns on a tablet');
    await import('../../elements/pb-portfolio-carousel');
    await Promise.all([...root.querySelectorAll('pb-portfolio-carousel')].map(upgraded));
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      // The carousel lays itself out again after the resize: compare once it has (a busy machine may take long).
      const same = (): boolean => JSON.stringify(boxes(root)) === JSON.stringify(before[index]);
      await waitFor(same, `the ${width} px boxes`).catch(() => undefined);
      expect(boxes(root), `${width} px`).to.deep.equal(before[index]);
    }
  });
});
