/**
 * Progressive enhancement: with the loader's critical CSS, the layout before an element's code
 * arrives is the layout after the upgrade (CLS 0), at desktop and phone widths.
 * This file imports pb-tabs only after measuring, so the element starts undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { CRITICAL_CSS } from '../../elements/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const PAGE_CSS = `
  .tabs-demo h3 { margin: 0 1rem 0 0; padding: .5rem 1rem; font-size: 1rem; }
  .tabs-demo div { padding: 1rem; border: 1px solid #ccc; margin-top: .25rem; }
`;

const TABS = `
  <section class="tabs-demo">
    <pb-tabs id="layout-tabs">
      <script type="application/json">{}</script>
      <h3>Description</h3><div><p>First panel with some text.</p><p>And a second paragraph.</p></div>
      <h3>Specifications</h3><div><p>Second panel.</p></div>
      <h3>Reviews</h3><div><p>Third panel, taller.</p><p>More.</p><p>More.</p></div>
    </pb-tabs>
    <p class="after">Content after the tabs.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-tabs > h3, pb-tabs > div, .after');
}

describe('upgrade layout (CLS 0)', () => {
  useCriticalCss(CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('pb-tabs occupies the same boxes before and after the upgrade, at desktop and phone widths', async () => {
    const widths = [1280, 600];
    const section = fixture(TABS);
    expect(customElements.get('pb-tabs') === undefined, 'pb-tabs starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section), { frames: 0 });
    expect(before[0]!.filter((box) => !box.endsWith(',0.0,0.0'))).to.have.length(5, 'three headings, one panel, the text after');
    expect(before[1], 'the headings stack on a phone').to.not.deep.equal(before[0]);
    await import('../../elements/pb-tabs');
    await upgraded(section.querySelector('pb-tabs')!);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]), { frames: 0 });
  });
});
