/**
 * <pb-accordion> and <pb-toggle> in a content column laid out as a block theme lays out its
 * content (`.is-layout-constrained > *`: a max-width and auto margins): with the loader's critical
 * CSS they are blocks before their code arrives, as after the upgrade, so they keep to the column
 * from the first paint and the upgrade moves nothing (CLS 0). Imported only after measuring.
 */
import { expect } from 'chai';
import { CRITICAL_CSS } from '../../elements/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { boxOf, boxesOf, useCriticalCss } from './layout-helpers';

const PAGE_CSS = '.column > * { max-width: 320px; margin-inline: auto; }';

const MARKUP = `
  <div class="column">
    <p class="reference">The column.</p>
    <pb-accordion>
      <details open><summary>What to bring</summary><p>Water and a hat.</p></details>
      <details><summary>When</summary><p>At eight.</p></details>
    </pb-accordion>
    <pb-toggle><details><summary>Are dogs welcome?</summary><p>On a lead.</p></details></pb-toggle>
  </div>`;

/** x and width of a box string `name:x,y,width,height`. */
const across = (box: string): string => {
  const [x, , width] = box.split(':')[1]!.split(',');
  return `${x},${width}`;
};

describe('pb-accordion and pb-toggle in a content column (CLS 0)', () => {
  useCriticalCss(CRITICAL_CSS + PAGE_CSS);
  afterEach(cleanupFixtures);

  it('keep to the column before and after the upgrade', async () => {
    const column = fixture(MARKUP);
    expect(customElements.get('pb-accordion'), 'pb-accordion starts undefined').to.equal(undefined);
    const reference = across(boxOf(column.querySelector('.reference')!));
    const selector = 'pb-accordion, pb-toggle, summary, details > p';
    const before = boxesOf(column, selector);
    expect(before.slice(0, 1).concat(before.filter((box) => box.startsWith('PB-TOGGLE'))).map(across)).to.deep.equal([reference, reference]);
    await import('../../elements/pb-accordion');
    await import('../../elements/pb-toggle');
    await upgraded(column.querySelector('pb-accordion')!);
    await upgraded(column.querySelector('pb-toggle')!);
    expect(boxesOf(column, selector)).to.deep.equal(before);
  });
});
