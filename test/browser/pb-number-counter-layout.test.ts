/**
 * <pb-number-counter> upgrades without layout shift (CLS 0), with the loader's critical CSS, at
 * desktop and phone widths, and its figure does not change width while counting.
 * The element is imported after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { NUMBER_COUNTER_CRITICAL_CSS } from '../../react-core/counters/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';

const MARKUP = `
  <section class="layout-page" lang="en">
    <h2 class="before">Before</h2>
    <pb-number-counter class="one" number="1234"><p>Hikers this year</p></pb-number-counter>
    <pb-number-counter class="two" number="98" percent style="font-size:20px"><p>Would come back</p></pb-number-counter>
    <p class="after">After the counters.</p>
  </section>`;

function boxes(root: Element): string[] {
  return [...root.querySelectorAll('.before, .one, .two, .after, pb-number-counter p')].map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return `${element.className || element.tagName}:${x.toFixed(1)},${y.toFixed(1)},${width.toFixed(1)},${height.toFixed(1)}`;
  });
}

describe('pb-number-counter upgrade layout (CLS 0)', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = document.createElement('style');
    style.textContent = NUMBER_COUNTER_CRITICAL_CSS;
    document.head.append(style);
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('keeps every box in place at 1280 and 375 px, while and after counting; no layout shift is recorded at upgrade', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-number-counter') === undefined, 'starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      before.push(boxes(section));
    }
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shift += (entry as PerformanceEntry & { value: number }).value;
    });
    observer.observe({ type: 'layout-shift' });
    await import('../../elements/pb-number-counter');
    await Promise.all([...section.querySelectorAll('pb-number-counter')].map(upgraded));
    await nextFrame();
    expect(boxes(section), 'while counting').to.deep.equal(before[1]);
    const after: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      after.push(boxes(section));
    }
    expect(after).to.deep.equal(before);
  });
});
