/**
 * <pb-scroll-top> upgrades without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths: before the upgrade it takes no room and shows nothing; after it, it is fixed
 * (out of the flow). The element is imported only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { SCROLL_TOP_CRITICAL_CSS } from '../../react-core/scroll-top/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';
import { atWidths, boxesOf, recordLayoutShifts, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <section class="layout-page">
    <h1 id="top">Page</h1>
    <p class="before">Before the button.</p>
    <pb-scroll-top><a href="#top">Back to top</a></pb-scroll-top>
    <p class="after">After the button.</p>
    <div style="height:3000px"></div>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'h1, .before, .after', { label: 'classOrTag' });
}

describe('pb-scroll-top upgrade layout (CLS 0)', () => {
  useCriticalCss(SCROLL_TOP_CRITICAL_CSS);
  after(async () => {
    window.scrollTo(0, 0);
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('takes no room before the upgrade and none after it (fixed), at 1280 and 375 px; no layout shift is recorded', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    const element = section.querySelector('pb-scroll-top')!;
    expect(customElements.get('pb-scroll-top') === undefined, 'pb-scroll-top starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      before.push(boxes(section));
      expect(element.getClientRects().length, 'hidden before the upgrade').to.equal(0);
    }
    const stopShifts = recordLayoutShifts();
    await import('../../elements/pb-scroll-top');
    await upgraded(element);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]));
    window.scrollTo(0, 1500);
    await nextFrame();
    await nextFrame();
    expect(element.hidden, 'shown past the threshold').to.equal(false);
    expect(getComputedStyle(element).position).to.equal('fixed');
    window.scrollTo(0, 0);
    await nextFrame();
    expect(boxes(section), 'shown, it still moves nothing').to.deep.equal(before[1]);
    expect(stopShifts().value).to.equal(0);
  });
});
