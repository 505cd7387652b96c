/**
 * <pb-portfolio> (SPEC.md §4 "Portfolio filter", "Pagination", §2 "Page hash", §9 "Layout and
 * counts"): the filter as toggle buttons, page 1 after a filter, the pagination window, the hash
 * written as history entries and read on load, on a change and on Back, the announced count, the
 * columns by width, concurrent page changes blocked, and the author's content kept.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-portfolio';
import { cleanupFixtures, finishAnimations, fixture, holdNextAnimation, scriptsAndHandlers, upgraded, wait, waitFor } from './helpers';

const item = (name: string, categories: string, hidden = false): string =>
  `<article data-categories="${categories}"${hidden ? ' hidden' : ''}><h3>${name}</h3></article>`;

/** Seven items in three named categories and one the filter does not name; 2 a page, as a server's page 1 of all. */
const PORTFOLIO = (attributes = 'id="work" per-page="2"'): string => `
  <pb-portfolio ${attributes}>
    <nav slot="filter" aria-label="Project categories">
      <a href="/portfolio/" data-category="all" aria-current="page">Everything</a>
      <a href="/portfolio/category/portraits/" data-category="portraits">Portraits</a>
      <a href="/portfolio/category/landscapes/" data-category="landscapes">Landscapes</a>
      <a href="/portfolio/category/empty/" data-category="empty">Empty</a>
    </nav>
    ${item('Lake', 'landscapes')}
    ${item('Anna', 'portraits')}
    ${item('Dunes', 'landscapes', true)}
    ${item('Ben', 'portraits', true)}
    ${item('Ridge', 'landscapes portraits', true)}
    ${item('Alley', 'street', true)}
    ${item('Coast', 'landscapes', true)}
    <nav slot="pagination" aria-label="Project pages"><a href="/portfolio/page/2/">2</a></nav>
  </pb-portfolio>`;

function filterButtons(element: Element): HTMLButtonElement[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=filter] button')];
}

function filterButton(element: Element, name: string): HTMLButtonElement {
  return filterButtons(element).find((button) => button.textContent === name)!;
}

function shownTitles(element: Element): string[] {
  return [...element.querySelectorAll<HTMLElement>(':scope>article')].filter((article) => !article.hidden).map((article) => article.textContent!);
}

function pageControls(element: Element): HTMLElement[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLElement>('nav[part=pagination] :is(a,button)')];
}

function pageControl(element: Element, text: string): HTMLElement {
  return pageControls(element).find((control) => control.textContent === text)!;
}

function currentPage(element: Element): string | undefined {
  return element.shadowRoot!.querySelector('[aria-current=page]')?.textContent ?? undefined;
}

function statusText(element: Element): string {
  return element.shadowRoot!.querySelector('[role=status]')!.textContent!;
}

async function portfolio(markup = PORTFOLIO()): Promise<HTMLElement> {
  const element = fixture(markup);
  await upgraded(element);
  return element;
}

/** Finishes the item animations of a change, so the next page change is accepted. */
async function settled(element: Element): Promise<void> {
  finishAnimations(element);
  await waitFor(() => !pageControls(element).some((control) => control.getAttribute('aria-disabled') === 'true'), 'the change to settle');
}

describe('pb-portfolio', () => {
  afterEach(() => {
    cleanupFixtures();
    history.replaceState(null, '', location.pathname + location.search);
  });


  it('markup in filter names, labels and the "all" link is text; "Infinity" and "héllo wörld" in its attributes request nothing', async () => {
    const MARKUP = '<script>window.portfolioCanary=1</script><img src=x onerror="window.portfolioCanary=1">';
    const quoted = MARKUP.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const element = await portfolio(`
      <pb-portfolio label="${quoted}" pagination-label="${quoted}" per-page="1" page="Infinity" category="héllo wörld" columns="Infinity">
        <nav slot="filter"><a href="#all" data-category="all">${quoted}</a><a href="#c" data-category="c">${quoted}</a></nav>
        <article data-categories="c"><h3>One</h3></article><article data-categories="c"><h3>Two</h3></article>
      </pb-portfolio>`);
    const authored = scriptsAndHandlers();
    await wait(200);
    expect(filterButtons(element).map((button) => button.textContent)).to.deep.equal([MARKUP, MARKUP]);
    expect(element.shadowRoot!.querySelector('[part~=filter]')!.getAttribute('aria-label')).to.equal(MARKUP);
    expect(element.shadowRoot!.querySelector('nav[part=pagination]')!.getAttribute('aria-label')).to.equal(MARKUP);
    filterButtons(element)[1]!.click();
    await wait(100);
    expect(scriptsAndHandlers()).to.equal(authored);
    expect((window as { portfolioCanary?: number }).portfolioCanary).to.equal(undefined);
    const requested = performance.getEntriesByType('resource').map((entry) => decodeURIComponent(new URL(entry.name).pathname));
    expect(requested.filter((path) => /\/(Infinity|héllo wörld|x)$/.test(path))).to.deep.equal([]);
  });
  it('the filter is a group of toggle buttons: the "all" link, then each category the items carry, in the filter\'s order', async () => {
    const element = await portfolio();
    const group = element.shadowRoot!.querySelector('[role=group]')!;
    expect(group.getAttribute('aria-label')).to.equal('Filter projects');
    expect(filterButtons(element).map((button) => button.textContent)).to.deep.equal(['Everything', 'Portraits', 'Landscapes', 'Street']);
    expect(filterButtons(element).map((button) => button.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(filterButtons(element).every((button) => button.type === 'button')).to.equal(true);
  });

  it('SPEC §4/§9: pages of per-page items; the previous link hidden on page 1, the next on the last page', async () => {
    const element = await portfolio();
    expect(shownTitles(element)).to.deep.equal(['Lake', 'Anna']);
    expect(pageControls(element).map((control) => control.textContent)).to.deep.equal(['1', '2', '3', '4', 'Next']);
    pageControl(element, '4').click();
    await waitFor(() => currentPage(element) === '4', 'page 4');
    expect(shownTitles(element)).to.deep.equal(['Coast']);
    expect(pageControls(element).map((control) => control.textContent)).to.deep.equal(['Previous', '1', '2', '3', '4']);
  });

  it('SPEC §4: selecting all or one category resets to page 1', async () => {
    const element = await portfolio();
    pageControl(element, '2').click();
    await waitFor(() => currentPage(element) === '2', 'page 2');
    await settled(element);
    filterButton(element, 'Landscapes').click();
    await waitFor(() => filterButton(element, 'Landscapes').getAttribute('aria-pressed') === 'true', 'Landscapes pressed');
    expect(currentPage(element)).to.equal('1');
    expect(shownTitles(element)).to.deep.equal(['Lake', 'Dunes']);
    pageControl(element, '2').click();
    await waitFor(() => currentPage(element) === '2', 'page 2 of Landscapes');
    await settled(element);
    filterButton(element, 'Everything').click();
    await waitFor(() => currentPage(element) === '1', 'page 1 of all');
    expect(shownTitles(element)).to.deep.equal(['Lake', 'Anna']);
  });

  it('SPEC §2: a choice writes id|category|page to the hash as a new history entry; Back and Forward walk the steps', async () => {
    const element = await portfolio();
    const entries = history.length;
    filterButton(element, 'Landscapes').click();
    await waitFor(() => location.hash === '#work|landscapes|1', 'the hash of the filter');
    await settled(element);
    pageControl(element, '2').click();
    await waitFor(() => location.hash === '#work|landscapes|2', 'the hash of page 2');
    expect(history.length).to.equal(entries + 2);
    await settled(element);
    history.back();
    await waitFor(() => currentPage(element) === '1' && location.hash === '#work|landscapes|1', 'Back to page 1');
    expect(shownTitles(element)).to.deep.equal(['Lake', 'Dunes']);
    history.back();
    await waitFor(() => filterButton(element, 'Everything').getAttribute('aria-pressed') === 'true', 'Back to all');
    expect(shownTitles(element)).to.deep.equal(['Lake', 'Anna']);
    history.forward();
    await waitFor(() => filterButton(element, 'Landscapes').getAttribute('aria-pressed') === 'true', 'Forward to Landscapes');
    expect(shownTitles(element)).to.deep.equal(['Lake', 'Dunes']);
  });

  it('SPEC §2: a hash on load opens the stored category and page', async () => {
    history.replaceState(null, '', '#other|1||work|landscapes|2');
    const element = await portfolio();
    expect(filterButton(element, 'Landscapes').getAttribute('aria-pressed')).to.equal('true');
    expect(currentPage(element)).to.equal('2');
    expect(shownTitles(element)).to.deep.equal(['Ridge', 'Coast']);
  });

  it('SPEC §2: a hash change selects the stored category and page; an unknown category reads as all', async () => {
    const element = await portfolio();
    location.hash = 'work|portraits|2';
    await waitFor(() => currentPage(element) === '2' && filterButton(element, 'Portraits').getAttribute('aria-pressed') === 'true', 'Portraits page 2');
    expect(shownTitles(element)).to.deep.equal(['Ridge']);
    location.hash = 'work|nothing|1';
    await waitFor(() => filterButton(element, 'Everything').getAttribute('aria-pressed') === 'true', 'all');
  });

  it('the server\'s category and page attributes are the state on load', async () => {
    const element = await portfolio(PORTFOLIO('id="work" per-page="2" category="portraits" page="2"'));
    expect(filterButton(element, 'Portraits').getAttribute('aria-pressed')).to.equal('true');
    expect(shownTitles(element)).to.deep.equal(['Ridge']);
  });

  it('announces the result count politely: "3 projects in Portraits", then the page', async () => {
    const element = await portfolio();
    expect(element.shadowRoot!.querySelector('[role=status]')).to.not.equal(null);
    filterButton(element, 'Portraits').click();
    await waitFor(() => statusText(element) === '3 projects in Portraits', 'the count announcement');
    filterButton(element, 'Street').click();
    await waitFor(() => statusText(element) === '1 project in Street', 'the singular count');
    filterButton(element, 'Everything').click();
    await waitFor(() => statusText(element) === '7 projects in all categories', 'the count of all');
    await settled(element);
    pageControl(element, 'Next').click();
    await waitFor(() => statusText(element) === 'Page 2 of 4', 'the page announcement');
  });

  it('the filter is operable from the keyboard (Tab, Enter, Space)', async () => {
    const element = await portfolio();
    filterButton(element, 'Everything').focus();
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement?.textContent).to.equal('Portraits');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => filterButton(element, 'Portraits').getAttribute('aria-pressed') === 'true', 'Portraits after Enter');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await waitFor(() => filterButton(element, 'Landscapes').getAttribute('aria-pressed') === 'true', 'Landscapes after Space');
    expect(element.shadowRoot!.activeElement?.textContent).to.equal('Landscapes');
  });

  it('SPEC §4: concurrent page changes are blocked while the items move', async () => {
    const element = await portfolio();
    const held = holdNextAnimation(element);
    pageControl(element, '2').click();
    await held;
    expect(currentPage(element)).to.equal('2');
    pageControl(element, '3').click();
    pageControl(element, 'Next').click();
    await wait(50);
    expect(currentPage(element)).to.equal('2');
    expect(shownTitles(element)).to.deep.equal(['Dunes', 'Ben']);
    await settled(element);
    pageControl(element, '3').click();
    await waitFor(() => currentPage(element) === '3', 'page 3 once settled');
  });

  it('with an id the page links are links to the hash of each page (a copied link opens that page)', async () => {
    const element = await portfolio();
    expect(pageControl(element, '3').getAttribute('href')).to.equal('#work|all|3');
    const withoutId = await portfolio(PORTFOLIO('per-page="2"'));
    expect(pageControl(withoutId, '3').tagName).to.equal('BUTTON');
  });

  it('SPEC §9: columns by the element\'s own width (5, 4, 3, 2, 1), at most the builder\'s column type', async () => {
    const element = await portfolio(PORTFOLIO('id="work"'));
    const wide = await portfolio(PORTFOLIO('id="wide" columns="wide"'));
    /** Items in the first row (every item is shown: no per-page). */
    const columnsOf = (host: HTMLElement): number => {
      const tops = [...host.querySelectorAll('article')].map((article) => Math.round(article.getBoundingClientRect().top));
      return tops.filter((top) => top === tops[0]).length;
    };
    for (const [width, columns, wideColumns] of [
      [1700, 5, 4],
      [1100, 4, 4],
      [800, 3, 3],
      [500, 2, 2],
      [400, 1, 1],
    ]) {
      element.style.width = wide.style.width = `${width}px`;
      await waitFor(() => columnsOf(element) === columns && columnsOf(wide) === wideColumns, `${columns} columns (wide: ${wideColumns}) at ${width} px`);
    }
  });

  it('filtering and paging keep the module as tall as its fullest page: nothing below moves', async () => {
    const element = await portfolio(PORTFOLIO('id="work" per-page="4"'));
    element.style.width = '900px';
    await wait(30);
    const height = element.getBoundingClientRect().height;
    filterButton(element, 'Street').click();
    await waitFor(() => shownTitles(element).join() === 'Alley', 'Street');
    finishAnimations(element);
    expect(element.getBoundingClientRect().height).to.equal(height);
    filterButton(element, 'Everything').click();
    await waitFor(() => shownTitles(element).length === 4, 'all');
    await settled(element);
    pageControl(element, '2').click();
    await waitFor(() => currentPage(element) === '2', 'page 2');
    finishAnimations(element);
    expect(element.getBoundingClientRect().height).to.equal(height);
  });

  it('the author\'s content is kept: the filter and pagination navs stay, and each item gets its own hidden back on removal', async () => {
    const element = await portfolio();
    const before = [...element.querySelectorAll('article')].map((article) => article.hidden);
    filterButton(element, 'Landscapes').click();
    await waitFor(() => shownTitles(element).join() === 'Lake,Dunes', 'Landscapes');
    expect(element.querySelector('nav[slot=filter]')!.querySelectorAll('a')).to.have.length(4);
    expect(element.querySelector('nav[slot=pagination]')).to.not.equal(null);
    const articles = [...element.querySelectorAll('article')];
    element.remove();
    await waitFor(() => articles.map((article) => article.hidden).join() === before.join(), 'the authors hidden back');
  });
});
