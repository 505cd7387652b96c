/**
 * pb-header upgrade layout (CLS 0): with HEADER_CRITICAL_CSS, every variant occupies the same
 * boxes before and after the upgrade, at 1280 px and at 375 px. pb-header is imported only after
 * measuring, so the elements start undefined. Then axe-core on the upgraded variants.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { setViewport } from '@web/test-runner-commands';
import { HEADER_CRITICAL_CSS } from '../../react-core/header/critical-css';
import { cleanupFixtures, fixture, upgraded, waitFor } from './helpers';
import { boxesOf } from './layout-helpers';
import { LOGO, PAGE_CSS, addStyle, menu } from './pb-header-helpers';

const SEARCH = '<form slot="search" role="search" action="/search"><input type="search" name="s" aria-label="Search the site"><button>Search</button></form>';
const OVERLAY = '<nav slot="overlay-menu" aria-label="Menu"><ul><li><a href="#o1">Overlay one</a></li><li><a href="#o2">Overlay two</a></li></ul></nav>';

const VARIANTS: Array<[string, string]> = [
  ['fixed', `${LOGO}${menu(5)}${SEARCH}`],
  ['variant="split"', `${LOGO}${menu(5)}`],
  ['variant="split" data-case="odd-7"', `${LOGO}${menu(7)}${SEARCH}`],
  ['variant="slide-in"', `${LOGO}${SEARCH}${OVERLAY}`],
  ['variant="fullscreen"', `${LOGO}${OVERLAY}`],
  ['variant="vertical" style="--pb-header-vertical-width:220px"', `${LOGO}${menu(4)}`],
  ['transparent fixed style="background:transparent"', `${LOGO}${menu(3)}`],
  // A page that styles the header itself as a wrapping flex row: the bar inherits it.
  ['class="wrapping"', `${LOGO}${menu(6)}${SEARCH}`],
];

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-header, [slot=logo], nav:not([slot]) li, .after', { label: 'localName' });
}

describe('pb-header upgrade layout (CLS 0) and accessibility', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = addStyle(HEADER_CRITICAL_CSS + PAGE_CSS + '.after{height:400px}pb-header.wrapping{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 30px}');
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(cleanupFixtures);

  it('every variant occupies the same boxes before and after the upgrade, at 1280 and 375 px', async () => {
    const pages = VARIANTS.map(([attributes, inner]) =>
      fixture(`<div class="page"><header><pb-header ${attributes}>${inner}</pb-header></header><div class="after">Content</div></div>`),
    );
    expect(customElements.get('pb-header') === undefined, 'pb-header starts undefined').to.equal(true);
    // One page at a time, so the fixed (vertical) and absolute (transparent) headers do not overlap.
    const before: string[][][] = [];
    for (const size of SIZES) {
      await setViewport(size);
      before.push(
        pages.map((page) => {
          for (const other of pages) other.hidden = other !== page;
          return boxes(page);
        }),
      );
    }
    for (const page of pages) page.hidden = false;
    await setViewport(SIZES[0]!);
    const split = pages[1]!;
    for (const other of pages) other.hidden = other !== split;
    const splitBefore = boxes(split);
    await import('../../elements/pb-header');
    // Defined (shadow root attached) but not rendered yet: the named-slot children stay in place.
    expect(split.querySelector('pb-header')!.shadowRoot !== null, 'upgraded').to.equal(true);
    expect(boxes(split), 'between the upgrade and the first render').to.deep.equal(splitBefore);
    for (const page of pages) page.hidden = false;
    await Promise.all(pages.map((page) => upgraded(page.querySelector('pb-header')!)));
    for (const [index, size] of SIZES.entries()) {
      await setViewport(size);
      for (const [pageIndex, page] of pages.entries()) {
        for (const other of pages) other.hidden = other !== page;
        // The menu takes the new screen mode after a debounced resize: wait for the boxes to
        // settle (a busy machine may take longer than any fixed delay), then compare.
        const expected = JSON.stringify(before[index]![pageIndex]);
        await waitFor(() => JSON.stringify(boxes(page)) === expected, 'the boxes of before', 5000).catch(() => undefined);
        expect(boxes(page), `${VARIANTS[pageIndex]![0]} at ${size.width} px`).to.deep.equal(before[index]![pageIndex]);
      }
    }
    for (const page of pages) page.hidden = false;
  });

  it('axe-core finds nothing on the upgraded variants', async () => {
    await setViewport({ width: 1280, height: 800 });
    await import('../../elements/pb-header');
    for (const [attributes, inner] of VARIANTS) {
      const page = fixture(`<div><header><pb-header ${attributes}>${inner}</pb-header></header><main><h1>Page</h1><p class="after">Content</p></main></div>`);
      await upgraded(page.querySelector('pb-header')!);
      const results = await axe.run(page);
      const found = results.violations.map((violation) => `${attributes}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(found).to.deep.equal([]);
      cleanupFixtures();
    }
  });
});
