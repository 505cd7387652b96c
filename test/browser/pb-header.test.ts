/**
 * pb-header: fixed state (SPEC §4 "Header: normal, or fixed when scrolled"), the fixed navigation
 * breakpoints (§9: 980 px, 1024 px or more for the theme variant), the 300 ms resize debounce,
 * shrinking (§5), split logo, vertical and transparent variants, the search swap, the event and
 * the fixed header bottom used by anchor scrolling (pageTopOffset).
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-header';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { pageTopOffset, resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { captureConsole, cleanupFixtures, fixture, frames, holdTimeouts, upgraded, wait, waitFor } from './helpers';
import { recordLayoutShifts } from './layout-helpers';
import { LOGO, PAGE_CSS, addStyle, bar, menu, mountHeader, scrollToY } from './pb-header-helpers';

describe('pb-header', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = addStyle(PAGE_CSS);
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });
  beforeEach(async () => {
    resetPageOffsets();
    await setViewport({ width: 1000, height: 700 });
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    window.scrollTo(0, 0);
    cleanupFixtures();
    await wait(20);
  });

  describe('fixed when scrolled (fixed navigation breakpoint 980 px)', () => {
    it('is normal at the top of the page and fixed at 1000 px wide after scrolling past its top edge', async () => {
      const { header } = await mountHeader('fixed');
      await scrollToY(0);
      expect(header.hasAttribute('data-fixed'), 'not fixed at the top').to.equal(false);
      await scrollToY(200);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
      const box = bar(header).getBoundingClientRect();
      expect(getComputedStyle(bar(header)).position).to.equal('fixed');
      expect(Math.round(box.top), 'at the viewport top (no admin bar)').to.equal(0);
      expect(Math.round(box.height), 'the bar keeps the header height (padding included)').to.equal(Math.round(header.getBoundingClientRect().height));
      await scrollToY(0);
      expect(header.hasAttribute('data-fixed'), 'back to normal at the top').to.equal(false);
    });

    it('is never fixed at 960 px wide', async () => {
      await setViewport({ width: 960, height: 700 });
      const { header } = await mountHeader('fixed');
      await scrollToY(400);
      await wait(100);
      expect(header.hasAttribute('data-fixed')).to.equal(false);
      expect(getComputedStyle(bar(header)).position).to.equal('relative');
    });

    it('is never fixed without the fixed attribute', async () => {
      const { header } = await mountHeader('');
      await scrollToY(400);
      await wait(100);
      expect(header.hasAttribute('data-fixed')).to.equal(false);
    });

    it('a header lower on the page becomes fixed only when its own top edge reaches the top', async () => {
      const page = fixture(`<div><div style="height:500px">Intro</div><pb-header fixed>${LOGO}${menu()}</pb-header><div class="after">Content</div></div>`);
      const header = page.querySelector('pb-header')!;
      await upgraded(header);
      const top = header.getBoundingClientRect().top + window.scrollY;
      await scrollToY(top - 50);
      await wait(50);
      expect(header.hasAttribute('data-fixed'), '50 px before its top edge').to.equal(false);
      await scrollToY(top + 20);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed past its top edge');
    });
  });

  describe('fixed nav of the theme variant: 1024 px or more (fixed-breakpoint="wide")', () => {
    it('is not fixed at 1000 px', async () => {
      const { header } = await mountHeader('fixed fixed-breakpoint="wide"');
      await scrollToY(300);
      await wait(100);
      expect(header.hasAttribute('data-fixed')).to.equal(false);
    });
    it('is fixed at 1100 px', async () => {
      await setViewport({ width: 1100, height: 700 });
      const { header } = await mountHeader('fixed fixed-breakpoint="wide"');
      await scrollToY(300);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
    });
    it('SPEC §3 theme flag: on a page of that theme a fixed header is fixed from 1024 px and shrinks, unless it says otherwise', async () => {
      window.pbConfig = { theme: true };
      resetPageConfig();
      try {
        const { header } = await mountHeader('fixed');
        await scrollToY(300);
        await wait(100);
        expect(header.hasAttribute('data-fixed'), 'not fixed at 1000 px').to.equal(false);
        await setViewport({ width: 1280, height: 700 });
        await waitFor(() => header.hasAttribute('data-fixed') && header.hasAttribute('data-shrunk'), 'fixed and shrunk at 1280 px');
        header.setAttribute('shrink', 'off');
        await waitFor(() => !header.hasAttribute('data-shrunk'), 'shrink="off" wins');
      } finally {
        delete window.pbConfig;
        resetPageConfig();
      }
    });
  });

  it('re-evaluates the breakpoint 300 ms after a resize (resize debounce 300 ms for the fixed header)', async () => {
    const { header } = await mountHeader('fixed');
    await scrollToY(300);
    await waitFor(() => header.hasAttribute('data-fixed'), 'fixed at 1000 px');
    // The 300 ms debounce is held: the header must wait for it, however long the resize takes here.
    const debounce = holdTimeouts(300);
    try {
      await setViewport({ width: 960, height: 700 });
      await waitFor(() => debounce.pending > 0, 'the debounce to start');
      await frames(2);
      expect(header.hasAttribute('data-fixed'), 'still fixed until the debounce ends').to.equal(true);
      debounce.fire();
      await waitFor(() => !header.hasAttribute('data-fixed'), 'normal after the debounce');
      await setViewport({ width: 1000, height: 700 });
      await waitFor(() => debounce.pending > 0, 'the debounce to start again');
      await frames(2);
      expect(header.hasAttribute('data-fixed'), 'still normal until the debounce ends').to.equal(false);
      debounce.fire();
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed again after the debounce');
    } finally {
      debounce.restore();
    }
  });

  it('keeps its place in the flow: the content below does not move when it becomes fixed (CLS 0)', async () => {
    const { header, after } = await mountHeader('fixed');
    const documentTop = (): number => after.getBoundingClientRect().top + window.scrollY;
    const height = header.getBoundingClientRect().height;
    const before = documentTop();
    await scrollToY(150);
    await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
    expect(documentTop()).to.equal(before);
    expect(header.getBoundingClientRect().height).to.equal(height);
    await scrollToY(0);
    expect(documentTop()).to.equal(before);
  });

  it('keeps the reserved height right after a resize while fixed (the menu wraps differently)', async () => {
    await setViewport({ width: 1280, height: 700 });
    const { header, after } = await mountHeader('fixed class="wraps"', `${LOGO}${menu(12)}`);
    const wide = header.getBoundingClientRect().height;
    await scrollToY(300);
    await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
    await setViewport({ width: 1000, height: 700 });
    await wait(600);
    expect(header.hasAttribute('data-fixed'), 'still fixed at 1000 px').to.equal(true);
    const reserved = header.getBoundingClientRect().height;
    const documentTop = after.getBoundingClientRect().top + window.scrollY;
    await scrollToY(0);
    expect(header.hasAttribute('data-fixed')).to.equal(false);
    expect(header.getBoundingClientRect().height, 'the natural height at 1000 px').to.equal(reserved);
    expect(reserved, 'the menu wraps to two rows at 1000 px').to.be.greaterThan(wide);
    expect(after.getBoundingClientRect().top + window.scrollY).to.equal(documentTop);
  });

  it('reports its bottom edge to registerFixedHeader: pageTopOffset() is the fixed bar bottom, 0 when normal or removed', async () => {
    const { header, page } = await mountHeader('fixed');
    expect(pageTopOffset(), 'normal header').to.equal(0);
    await scrollToY(300);
    await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
    await wait(50);
    expect(pageTopOffset()).to.be.closeTo(bar(header).getBoundingClientRect().bottom, 0.5);
    expect(pageTopOffset()).to.be.greaterThan(50);
    await scrollToY(0);
    expect(pageTopOffset(), 'back to normal').to.equal(0);
    await scrollToY(300);
    await waitFor(() => pageTopOffset() > 0, 'fixed again');
    page.remove();
    await wait(50);
    expect(pageTopOffset(), 'withdrawn on disconnect').to.equal(0);
  });

  it('fires pb-header-fixed {fixed} when it becomes fixed and when it returns', async () => {
    const { header } = await mountHeader('fixed');
    const events: boolean[] = [];
    header.addEventListener('pb-header-fixed', (event) => events.push(event.detail.fixed));
    await scrollToY(300);
    await waitFor(() => events.length === 1, 'the fixed event');
    await scrollToY(0);
    await waitFor(() => events.length === 2, 'the normal event');
    expect(events).to.deep.equal([true, false]);
  });

  describe('shrinking of fixed headers: only with shrink, at 980 px or more (SPEC §5)', () => {
    it('shrinks the fixed bar with shrink', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('fixed shrink');
      const normal = bar(header).getBoundingClientRect().height + 20;
      await scrollToY(300);
      await waitFor(() => header.hasAttribute('data-shrunk'), 'shrunk');
      await wait(50);
      // Shorter by twice --pb-header-shrink-by (.5rem) with its items moved up by it, centred
      // again; nothing re-laid out: its top stays at the line.
      const box = bar(header).getBoundingClientRect();
      expect(box.top).to.equal(0);
      expect(box.height).to.be.closeTo(normal - 16, 0.5);
      const link = header.querySelector('li a')!.getBoundingClientRect();
      expect(link.top + link.height / 2, 'the items centred in the shrunk bar').to.be.closeTo(box.top + box.height / 2, 0.5);
      expect(pageTopOffset(), 'the reported bottom follows the shrunk bar').to.be.closeTo(box.bottom, 0.5);
      await scrollToY(0);
      expect(header.hasAttribute('data-shrunk')).to.equal(false);
    });
    it('shrinking a fixed bar shifts no layout (CLS 0): the bar ends earlier, its items move up by translate', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('fixed');
      await scrollToY(300);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
      await wait(50);
      const stopShifts = recordLayoutShifts();
      header.setAttribute('shrink', '');
      await waitFor(() => header.hasAttribute('data-shrunk'), 'shrunk');
      await scrollToY(301);
      await wait(50);
      expect(stopShifts().sources).to.deep.equal([]);
    });
    it('does not shrink without shrink', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('fixed');
      await scrollToY(300);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
      expect(header.hasAttribute('data-shrunk')).to.equal(false);
    });
  });

  describe('split logo', () => {
    function centers(header: HTMLElement): { logo: number; items: number[] } {
      const center = (element: Element): number => {
        const rect = element.getBoundingClientRect();
        return rect.left + rect.width / 2;
      };
      return { logo: center(header.querySelector('[slot=logo]')!), items: [...header.querySelectorAll('li')].map(center) };
    }

    it('at desktop puts the logo between the halves: 3 of 5 items before it, 2 after', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('variant="split"');
      const { logo, items } = centers(header);
      expect(items.map((x) => x < logo)).to.deep.equal([true, true, true, false, false]);
      expect(items, 'the items keep their order').to.deep.equal([...items].sort((a, b) => a - b));
      const rects = [...header.querySelectorAll('li')].map((li) => li.getBoundingClientRect().top);
      expect(new Set(rects.map(Math.round)).size, 'one row').to.equal(1);
    });

    it('with an even count: 2 of 4 before the logo', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('variant="split"', `${LOGO}${menu(4)}`);
      const { logo, items } = centers(header);
      expect(items.map((x) => x < logo)).to.deep.equal([true, true, false, false]);
    });

    it('below 981 px it is a normal header: the logo first, then the menu', async () => {
      await setViewport({ width: 800, height: 700 });
      const { header } = await mountHeader('variant="split"');
      const { logo, items } = centers(header);
      expect(items.every((x) => x > logo)).to.equal(true);
      expect(header.querySelector('nav')!.style.display, 'no inline layout below desktop').to.equal('');
    });

    it('drops the split layout when the variant changes', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('variant="split"');
      expect(header.querySelector('nav')!.style.display).to.equal('contents');
      header.setAttribute('variant', 'default');
      await wait(50);
      expect(header.querySelector('nav')!.hasAttribute('style')).to.equal(false);
      expect(header.querySelector('li')!.hasAttribute('style')).to.equal(false);
    });
  });

  describe('vertical header', () => {
    it('is a column fixed at the inline start above 980 px, --pb-header-vertical-width wide', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('variant="vertical" style="--pb-header-vertical-width: 240px"');
      const rect = header.getBoundingClientRect();
      expect(getComputedStyle(header).position).to.equal('fixed');
      expect([rect.left, rect.top, rect.width, rect.height]).to.deep.equal([0, 0, 240, 700]);
      const logo = header.querySelector('[slot=logo]')!.getBoundingClientRect();
      const nav = header.querySelector('nav')!.getBoundingClientRect();
      expect(nav.top, 'the menu below the logo').to.be.at.least(logo.bottom);
    });

    it('is a normal horizontal header at tablet and phone widths', async () => {
      for (const width of [800, 375]) {
        await setViewport({ width, height: 700 });
        const { header } = await mountHeader('variant="vertical"');
        expect(getComputedStyle(header).position, `${width} px`).to.equal('static');
        const logo = header.querySelector('[slot=logo]')!.getBoundingClientRect();
        const nav = header.querySelector('nav')!.getBoundingClientRect();
        expect(nav.left, `${width} px: the menu beside the logo`).to.be.at.least(logo.right);
        cleanupFixtures();
      }
    });

    it('is never "fixed" at desktop even with fixed (it is a column already)', async () => {
      await setViewport({ width: 1280, height: 700 });
      const { header } = await mountHeader('variant="vertical" fixed');
      await scrollToY(300);
      await wait(100);
      expect(header.hasAttribute('data-fixed')).to.equal(false);
      expect(pageTopOffset()).to.equal(0);
    });
  });

  describe('transparent header', () => {
    const TRANSPARENT = 'transparent fixed style="background: transparent; --pb-header-fixed-background: rgb(29, 53, 87)"';

    it('overlays the next section with a transparent background', async () => {
      const { header, after } = await mountHeader(TRANSPARENT);
      expect(Math.round(after.getBoundingClientRect().top), 'the section starts under the header').to.equal(Math.round(header.getBoundingClientRect().top));
      expect(getComputedStyle(bar(header)).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    });

    it('becomes solid when it becomes fixed, and transparent again at the top', async () => {
      const { header } = await mountHeader(TRANSPARENT);
      await scrollToY(300);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
      expect(getComputedStyle(bar(header)).backgroundColor).to.equal('rgb(29, 53, 87)');
      await scrollToY(0);
      expect(getComputedStyle(bar(header)).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    });

    it('a fixed non-transparent header keeps its own background on the fixed bar', async () => {
      const { header } = await mountHeader('fixed');
      await scrollToY(300);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
      expect(getComputedStyle(bar(header)).backgroundColor).to.equal('rgb(29, 53, 87)');
    });
  });

  describe('menu search and overlay menu parts', () => {
    const SEARCH = '<form slot="search" role="search" action="/search"><input type="search" name="s" aria-label="Search"><button>Go</button></form>';

    it('renders the menu search only when the header has a [slot=search] child', async () => {
      const { header: plain } = await mountHeader('');
      expect(plain.shadowRoot!.querySelector('[part~=search-toggle]') === null).to.equal(true);
      const { header } = await mountHeader('', `${LOGO}${menu()}${SEARCH}`);
      expect(header.shadowRoot!.querySelector('[part~=search-toggle]') !== null).to.equal(true);
    });

    it('the search swaps with the menu: the menu is hidden while data-search-open is set', async () => {
      const { header } = await mountHeader('', `${LOGO}${menu()}${SEARCH}`);
      const nav = header.querySelector('nav')!;
      expect(getComputedStyle(nav).visibility).to.equal('visible');
      header.setAttribute('data-search-open', '');
      expect(getComputedStyle(nav).visibility).to.equal('hidden');
      expect(getComputedStyle(header.querySelector('[slot=logo]')!).visibility, 'the logo stays').to.equal('visible');
      header.removeAttribute('data-search-open');
    });

    it('renders the overlay menu toggle only for the slide-in and fullscreen variants', async () => {
      const overlay = '<nav slot="overlay-menu" aria-label="Menu"><ul><li><a href="#x">X</a></li></ul></nav>';
      for (const [variant, expected] of [['default', false], ['slide-in', true], ['fullscreen', true], ['split', false]] as const) {
        const { header } = await mountHeader(`variant="${variant}"`, `${LOGO}${overlay}`);
        expect(header.shadowRoot!.querySelector('[part~=overlay-toggle]') !== null, variant).to.equal(expected);
        cleanupFixtures();
      }
    });
  });

  describe('robustness and accessibility', () => {
    it('an unknown variant or breakpoint warns once, naming pb-header and the attribute, and uses the default', async () => {
      let header!: HTMLElement;
      const { warnings } = await captureConsole(async () => {
        ({ header } = await mountHeader('variant="diagonal" fixed fixed-breakpoint="huge"'));
      });
      expect(warnings.some((text) => text.includes('[pb-header]') && text.includes('"variant"'))).to.equal(true);
      expect(warnings.some((text) => text.includes('[pb-header]') && text.includes('"fixed-breakpoint"'))).to.equal(true);
      await scrollToY(300);
      await waitFor(() => header.hasAttribute('data-fixed'), 'fixed with the standard breakpoint at 1000 px');
    });

    it('is not a landmark itself: the author wraps it in <header> (or gives it role="banner")', async () => {
      const { header } = await mountHeader('fixed');
      expect(header.hasAttribute('role')).to.equal(false);
      expect(header.shadowRoot!.querySelector('header, nav, [role]') === null, 'no landmark in the shadow root').to.equal(true);
    });

    it('the author content stays in the light DOM: the links are the author\'s links', async () => {
      const { header } = await mountHeader('variant="split"');
      expect(header.querySelectorAll('nav a[href]').length).to.equal(5);
      expect(header.shadowRoot!.querySelectorAll('a').length).to.equal(0);
    });
  });
});
