/**
 * <pb-parallax> upgrades without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths: the background image is out of the flow before the upgrade as after it.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { PARALLAX_CRITICAL_CSS } from '../../react-core/parallax/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';
import { atWidths, boxesOf, recordLayoutShifts, useCriticalCss } from './layout-helpers';

const IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#355"/></svg>');

const MARKUP = `
  <section class="layout-page">
    <style>.layout-page img{max-width:100%;height:auto;display:inline}</style>
    <p class="before">Before.</p>
    <pb-parallax class="box"><img slot="background" src="${IMAGE}" alt=""><h2 class="heading">Over the ridge</h2><p class="text">Content with a margin.</p></pb-parallax>
    <pb-parallax class="css-box" method="css"><img slot="background" src="${IMAGE}" alt=""><p class="text2">Fixed background.</p></pb-parallax>
    <p class="after">After.</p>
    <div style="height:2000px"></div>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, .box, .heading, .text, .css-box, .text2, .after', { label: 'className' });
}

describe('pb-parallax upgrade layout (CLS 0)', () => {
  useCriticalCss(PARALLAX_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('boxes are equal before and after the upgrade at 1280 and 375 px; no layout shift is recorded', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    const elements = [...section.querySelectorAll('pb-parallax')];
    await Promise.all([...section.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
    expect(customElements.get('pb-parallax') === undefined, 'pb-parallax starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section));
    const stopShifts = recordLayoutShifts();
    await import('../../elements/pb-parallax');
    for (const element of elements) await upgraded(element);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]), { frames: 2 });
    window.scrollTo(0, 300);
    await nextFrame();
    await nextFrame();
    window.scrollTo(0, 0);
    await nextFrame();
    await nextFrame();
    expect(boxes(section), 'after scrolling').to.deep.equal(before[1]);
    const shifts = stopShifts();
    expect(shifts.value, shifts.sources.join(' | ')).to.equal(0);
  });
});
