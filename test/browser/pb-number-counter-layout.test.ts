/**
 * <pb-number-counter> upgrades without layout shift (CLS 0), with the loader's critical CSS, at
 * desktop and phone widths, and its figure does not change width while counting.
 * The element is imported after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { NUMBER_COUNTER_CRITICAL_CSS } from '../../react-core/counters/critical-css';
import { cleanupFixtures, fixture } from './helpers';
import { atWidths, boxesOf, recordLayoutShifts, upgradeEvery, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <section class="layout-page" lang="en">
    <h2 class="before">Before</h2>
    <pb-number-counter class="one" number="1234"><p>Hikers this year</p></pb-number-counter>
    <pb-number-counter class="two" number="98" percent style="font-size:20px"><p>Would come back</p></pb-number-counter>
    <p class="after">After the counters.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, .one, .two, .after, pb-number-counter p', { label: 'classOrTag' });
}

describe('pb-number-counter upgrade layout (CLS 0)', () => {
  useCriticalCss(NUMBER_COUNTER_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('keeps every box in place at 1280 and 375 px, while and after counting; no layout shift is recorded at upgrade', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-number-counter') === undefined, 'starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section));
    const stopShifts = recordLayoutShifts();
    await upgradeEvery(section, 'pb-number-counter', () => import('../../elements/pb-number-counter'), 1);
    expect(boxes(section), 'while counting').to.deep.equal(before[1]);
    expect(stopShifts().value, 'no shift at upgrade').to.equal(0);
    const after = await atWidths(widths, () => boxes(section));
    expect(after).to.deep.equal(before);
  });
});
