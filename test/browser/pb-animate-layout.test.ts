/**
 * <pb-animate> upgrades without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths; content on screen stays visible (the critical CSS hides nothing), and the
 * waiting element below the fold keeps its box (only transform and opacity change).
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { ANIMATE_CRITICAL_CSS } from '../../react-core/animate/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';
import { atWidths, recordLayoutShifts, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <section class="layout-page">
    <p class="before">Before.</p>
    <pb-animate class="top" animation-style="slide" animation-direction="left"><h2 class="heading">On screen</h2><p class="first">Text.</p></pb-animate>
    <p class="middle">Between.</p>
    <div style="height:1500px"></div>
    <pb-animate class="below" animation-style="zoom"><p class="second">Below the fold.</p></pb-animate>
    <p class="after">After.</p>
  </section>`;

/** Layout boxes: offsets, which leave out transforms (a transform moves nothing around it). */
function boxes(root: Element): string[] {
  return [...root.querySelectorAll<HTMLElement>('.before, .top, .heading, .first, .middle, .below, .after')].map((element) => {
    const { offsetLeft: x, offsetTop: y, offsetWidth: width, offsetHeight: height } = element;
    return `${element.className}:${x},${y},${width},${height}`;
  });
}

describe('pb-animate upgrade layout (CLS 0)', () => {
  useCriticalCss(ANIMATE_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('boxes are equal before and after the upgrade at 1280 and 375 px; content on screen stays visible; no layout shift', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    const top = section.querySelector('pb-animate.top')!;
    const below = section.querySelector('pb-animate.below')!;
    expect(customElements.get('pb-animate') === undefined, 'pb-animate starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      before.push(boxes(section));
      expect(getComputedStyle(top).opacity, 'visible before the upgrade').to.equal('1');
    }
    const stopShifts = recordLayoutShifts();
    await import('../../elements/pb-animate');
    await upgraded(top);
    await upgraded(below);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]), { frames: 2 });
    expect(getComputedStyle(top).opacity, 'on screen at the upgrade: still visible').to.equal('1');
    expect(getComputedStyle(below).opacity, 'below the fold: waiting in its starting state').to.equal('0');
    await nextFrame();
    expect(stopShifts().value).to.equal(0);
  });
});
