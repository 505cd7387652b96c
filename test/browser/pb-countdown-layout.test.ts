/**
 * <pb-countdown> upgrades without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths, with and without a title. The element is imported after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { COUNTDOWN_CRITICAL_CSS } from '../../react-core/countdown/critical-css';
import { cleanupFixtures, fixture } from './helpers';
import { atWidths, boxesOf, recordLayoutShifts, upgradeEvery, useCriticalCss } from './layout-helpers';

const end = new Date(Date.now() + 3 * 86400_000).toISOString();
const MARKUP = `
  <section class="layout-page">
    <h2 class="before">Before</h2>
    <pb-countdown class="one" end-date="${end}"><p>Sale ends 1 December at 18:00</p></pb-countdown>
    <pb-countdown class="two" end-date="${end}" title="Summer sale"><p>Sale ends 1 December at 18:00</p></pb-countdown>
    <p class="after">After the countdowns.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, .one, .two, .after, pb-countdown p', { label: 'classOrTag' });
}

describe('pb-countdown upgrade layout (CLS 0)', () => {
  useCriticalCss(COUNTDOWN_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('keeps every box in place at 1280 and 375 px; no layout shift is recorded at upgrade', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-countdown') === undefined, 'pb-countdown starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section));
    const stopShifts = recordLayoutShifts();
    await upgradeEvery(section, 'pb-countdown', () => import('../../elements/pb-countdown'));
    // Measured at the upgrade only: resizing the viewport afterwards switches the labels (long ↔
    // short), which moves the digits inside the fixed-height timer and would count as a shift.
    const shifts = stopShifts();
    expect(shifts.sources.join(' | '), 'no shift at upgrade').to.equal('');
    expect(shifts.value).to.equal(0);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]), { frames: 2 });
  });
});
