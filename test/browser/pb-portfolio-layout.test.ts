/**
 * <pb-portfolio> moves nothing (CLS 0): with its critical CSS the author's filter links, items and
 * server pagination sit where the upgraded element puts its buttons, items and pagination; and
 * filtering and paging (clicks made by script, which the browser does not excuse as input) shift
 * nothing, inside the module or below it, at desktop and phone widths.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { PORTFOLIO_CRITICAL_CSS } from '../../react-core/portfolio/critical-css';
import { animationsSettled, cleanupFixtures, fixture, upgraded, waitFor } from './helpers';
import { atWidths, axeViolations, boxesOf, recordLayoutShifts, useCriticalCss } from './layout-helpers';

const PAGE_CSS = `
  .work { font: 16px/1.5 sans-serif; }
  .work article { margin: 0; }
  .work .thumb { display: block; aspect-ratio: 4 / 3; background: #8aa; }
  .work h3 { margin: .5rem 0 0; font-size: 1rem; }
`;

const CATEGORIES = ['landscapes', 'portraits', 'architecture'];
const items = Array.from({ length: 9 }, (_, index) => {
  const category = CATEGORIES[index % 3]!;
  return `<article data-categories="${category}"${index >= 6 ? ' hidden' : ''}><span class="thumb"></span><h3>Project ${index + 1}</h3></article>`;
}).join('');

const MARKUP = `
  <div class="work">
    <pb-portfolio id="work" per-page="6">
      <nav slot="filter" aria-label="Project categories">
        <a href="/portfolio/" data-category="all" aria-current="page">All</a>
        <a href="/portfolio/category/landscapes/" data-category="landscapes">Landscapes</a>
        <a href="/portfolio/category/portraits/" data-category="portraits">Portraits</a>
        <a href="/portfolio/category/architecture/" data-category="architecture">Architecture</a>
      </nav>
      ${items}
      <nav slot="pagination" aria-label="Project pages">
        <span aria-hidden="true">Previous</span>
        <ol><li><a href="/portfolio/" aria-current="page">1</a></li><li><a href="/portfolio/page/2/">2</a></li></ol>
        <a href="/portfolio/page/2/">Next</a>
      </nav>
    </pb-portfolio>
    <pb-portfolio id="narrow" columns="narrow">
      <article data-categories="a"><span class="thumb"></span><h3>Narrow 1</h3></article>
      <article data-categories="a"><span class="thumb"></span><h3>Narrow 2</h3></article>
      <article data-categories="a"><span class="thumb"></span><h3>Narrow 3</h3></article>
    </pb-portfolio>
    <p class="after">Content after the portfolio.</p>
  </div>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-portfolio, pb-portfolio > article:not([hidden]), .after', {
    label: (element) => element.localName + (element.textContent!.trim().slice(0, 10) || ''),
  });
}

function button(element: Element, name: string): HTMLElement {
  return [...element.shadowRoot!.querySelectorAll<HTMLElement>('button, a')].find((control) => control.textContent === name)!;
}

describe('pb-portfolio layout (CLS 0)', () => {
  useCriticalCss(PORTFOLIO_CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
    history.replaceState(null, '', location.pathname);
  });
  afterEach(cleanupFixtures);

  it('the items and what follows occupy the same boxes before and after the upgrade, at 1280, 900 and 375 px', async () => {
    const widths = [1280, 900, 375];
    const root = fixture(MARKUP);
    expect(customElements.get('pb-portfolio') === undefined, 'starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(root), { frames: 0 });
    await import('../../elements/pb-portfolio');
    await Promise.all([...root.querySelectorAll('pb-portfolio')].map(upgraded));
    const after = await atWidths(widths, () => boxes(root));
    expect(after).to.deep.equal(before);
  });

  for (const width of [1280, 375]) {
    it(`filtering and paging shift nothing, and stay axe-clean, at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      await import('../../elements/pb-portfolio');
      const root = fixture(MARKUP);
      const element = root.querySelector('pb-portfolio')!;
      await upgraded(element);
      const after = root.querySelector('.after')!;
      const top = after.getBoundingClientRect().top;
      const stop = recordLayoutShifts();
      button(element, 'Portraits').click();
      await waitFor(() => button(element, 'Portraits').getAttribute('aria-pressed') === 'true', 'Portraits');
      await animationsSettled(element);
      expect(await axeViolations(element)).to.deep.equal([]);
      button(element, 'All').click();
      await waitFor(() => button(element, 'All').getAttribute('aria-pressed') === 'true', 'All');
      await animationsSettled(element);
      button(element, '2').click();
      await waitFor(() => element.shadowRoot!.querySelector('[aria-current=page]')?.textContent === '2', 'page 2');
      await animationsSettled(element);
      expect(await axeViolations(element)).to.deep.equal([]);
      history.back();
      await waitFor(() => element.shadowRoot!.querySelector('[aria-current=page]')?.textContent === '1', 'Back to page 1');
      await animationsSettled(element);
      const shifts = stop();
      expect(shifts.sources, 'shifted nodes').to.deep.equal([]);
      expect(shifts.value).to.equal(0);
      expect(after.getBoundingClientRect().top).to.equal(top);
    });
  }
});
