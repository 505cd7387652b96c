/**
 * <pb-circle-counter> upgrades without layout shift (CLS 0), with the loader's critical CSS, at
 * desktop and phone widths: default size, `size` attribute, and `--pb-circle-counter-size`.
 * The element is imported after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { CIRCLE_COUNTER_CRITICAL_CSS } from '../../react-core/counters/critical-css';
import { cleanupFixtures, fixture } from './helpers';
import { atWidths, boxesOf, recordLayoutShifts, upgradeEvery, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <section class="layout-page">
    <h2 class="before">Before</h2>
    <pb-circle-counter class="one" number="75"><p>75% of hikers finish the trail</p></pb-circle-counter>
    <pb-circle-counter class="two" number="40" size="120"><p>40% start before dawn</p></pb-circle-counter>
    <pb-circle-counter class="three" number="10" style="--pb-circle-counter-size:150px"><p>10% camp</p></pb-circle-counter>
    <p class="after">After the counters.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, .one, .two, .three, .after, pb-circle-counter p', { label: 'classOrTag' });
}

describe('pb-circle-counter upgrade layout (CLS 0)', () => {
  useCriticalCss(CIRCLE_COUNTER_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('keeps every box in place at 1280 and 375 px; no layout shift is recorded at upgrade', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-circle-counter') === undefined, 'starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section));
    const stopShifts = recordLayoutShifts();
    await upgradeEvery(section, 'pb-circle-counter', () => import('../../elements/pb-circle-counter'));
    // Measured at the upgrade only: resizing the viewport afterwards moves the centred figure
    // inside its box, which the browser counts as a shift that has nothing to do with the upgrade.
    expect(stopShifts().value, 'no shift at upgrade').to.equal(0);
    const after = await atWidths(widths, () => boxes(section));
    expect(after).to.deep.equal(before);
    const ring = section.querySelector('.two')!.shadowRoot!.querySelector('[part=ring]')!.getBoundingClientRect();
    expect(ring.height).to.equal(120);
  });
});
