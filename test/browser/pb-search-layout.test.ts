/**
 * <pb-search> upgrade without layout shift (CLS 0), with the loader's critical CSS, at desktop and
 * phone widths. The element is imported only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { SEARCH_CRITICAL_CSS } from '../../react-core/search/critical-css';
import { cleanupFixtures, fixture, upgraded, waitFor } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const PAGE_CSS = `
  .layout-search { max-width: 420px; }
  .layout-search label { display: block; margin-bottom: 4px; }
  .layout-search input { width: 100%; height: 40px; padding: 0 8px; border: 1px solid #555; font: 16px/1 sans-serif; }
  .layout-search button { width: 40px; height: 40px; border: 0; padding: 0; }
  .layout-search.expanding form { display: inline-block; }
`;

const MARKUP = `
  <section>
    <pb-search class="layout-search" placeholder="Search…">
      <form role="search" action="/search" method="get">
        <label for="layout-s">Search the site</label>
        <input id="layout-s" type="search" name="s">
        <button type="submit" aria-label="Search">S</button>
      </form>
    </pb-search>
    <pb-search class="layout-search expanding" expand label="Search">
      <form role="search" action="/search" method="get">
        <input type="search" name="s"><button type="submit" aria-label="Search">S</button>
      </form>
    </pb-search>
    <p class="after">After the search boxes.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-search, form, label, input, button, .after');
}

describe('pb-search upgrade layout (CLS 0)', () => {
  useCriticalCss(SEARCH_CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the field, the overlaid button and the collapsed box keep their boxes through the upgrade', async () => {
    const widths = [1280, 360];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-search') === undefined, 'pb-search starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section), { frames: 0 });
    await import('../../elements/pb-search');
    for (const element of section.querySelectorAll('pb-search')) await upgraded(element);
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      // The module places its button on the shared resize loop: wait for it to settle there (a
      // fixed 300 ms was not enough on a busy machine), then compare.
      const settled = (): boolean => JSON.stringify(boxes(section)) === JSON.stringify(before[index]);
      await waitFor(settled, `${width} px: the boxes of before the upgrade`).catch(() => undefined);
      expect(boxes(section), `${width} px`).to.deep.equal(before[index]);
    }
    const input = section.querySelector('input')!;
    expect(getComputedStyle(input).paddingRight, 'and the end padding grew by 30 px').to.equal('38px');
  });
});
