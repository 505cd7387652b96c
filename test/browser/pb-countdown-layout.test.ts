/**
 * <pb-countdown> upgrades without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths, with and without a title. The element is imported after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { COUNTDOWN_CRITICAL_CSS } from '../../react-core/countdown/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';

const end = new Date(Date.now() + 3 * 86400_000).toISOString();
const MARKUP = `
  <section class="layout-page">
    <h2 class="before">Before</h2>
    <pb-countdown class="one" end-date="${end}"><p>Sale ends 1 December at 18:00</p></pb-countdown>
    <pb-countdown class="two" end-date="${end}" title="Summer sale"><p>Sale ends 1 December at 18:00</p></pb-countdown>
    <p class="after">After the countdowns.</p>
  </section>`;

function boxes(root: Element): string[] {
  return [...root.querySelectorAll('.before, .one, .two, .after, pb-countdown p')].map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return `${element.className || element.tagName}:${x.toFixed(1)},${y.toFixed(1)},${width.toFixed(1)},${height.toFixed(1)}`;
  });
}

describe('pb-countdown upgrade layout (CLS 0)', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = document.createElement('style');
    style.textContent = COUNTDOWN_CRITICAL_CSS;
    document.head.append(style);
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('keeps every box in place at 1280 and 375 px; no layout shift is recorded at upgrade', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-countdown') === undefined, 'pb-countdown starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      before.push(boxes(section));
    }
    let shift = 0;
    const sources: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shift += (entry as PerformanceEntry & { value: number }).value;
        for (const source of (entry as unknown as { sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }).sources) {
          sources.push(`${(source.node as Element)?.className ?? source.node?.nodeName}:${JSON.stringify(source.previousRect)}->${JSON.stringify(source.currentRect)}`);
        }
      }
    });
    observer.observe({ type: 'layout-shift' });
    await import('../../elements/pb-countdown');
    await Promise.all([...section.querySelectorAll('pb-countdown')].map(upgraded));
    await nextFrame();
    await nextFrame();
    // Measured at the upgrade only: resizing the viewport afterwards switches the labels (long ↔
    // short), which moves the digits inside the fixed-height timer and would count as a shift.
    observer.disconnect();
    expect(sources.join(' | '), 'no shift at upgrade').to.equal('');
    expect(shift).to.equal(0);
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      await nextFrame();
      expect(boxes(section), `${width} px`).to.deep.equal(before[index]);
    }
  });
});
