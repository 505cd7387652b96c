/**
 * <pb-dot-nav> (SPEC.md §1 "a side dot navigation listing page sections"; §2 "Links": smooth
 * scroll 800 ms; §6 admin bar and fixed header offsets; §9 screen modes).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-dot-nav';
import { registerFixedHeader, resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { DOT_NAV_CRITICAL_CSS } from '../../react-core/dot-nav/critical-css';
import { captureConsole, cleanupFixtures, fixture, frames, nextFrame, scrollToY, upgraded, wait, waitFor } from './helpers';
import { axeViolations, ownScrollListeners, useCriticalCss } from './layout-helpers';

const SECTION_HEIGHT = 1200;

/** A page with an 300 px intro, four tall sections with headings, and a short last section. */
const PAGE = (nav = '<pb-dot-nav></pb-dot-nav>', lastHeight = 300) => `
  <div class="page">
    <main>
      <div class="intro" style="height:300px"><h1>Field guide</h1></div>
      <section id="forest" style="height:${SECTION_HEIGHT}px"><h2>The <em>forest</em></h2></section>
      <section id="river" style="height:${SECTION_HEIGHT}px" aria-label="Along the river"><h2>River</h2></section>
      <section id="ridge" style="height:${SECTION_HEIGHT}px"><div><h3>Up the ridge</h3></div></section>
      <section id="summit" style="height:${lastHeight}px"><h2>Summit</h2></section>
    </main>
    ${nav}
  </div>`;

const IDS = ['forest', 'river', 'ridge', 'summit'];

function dotsOf(element: HTMLElement): HTMLAnchorElement[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~=dot]')];
}

function currentIds(element: HTMLElement): string[] {
  return dotsOf(element)
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.hash.slice(1));
}

function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

async function mount(markup = PAGE()): Promise<{ page: HTMLElement; element: HTMLElement }> {
  const page = fixture(markup);
  const element = page.querySelector('pb-dot-nav')!;
  await upgraded(element);
  await frames();
  return { page, element };
}

describe('pb-dot-nav', () => {
  useCriticalCss(DOT_NAV_CRITICAL_CSS + 'body{margin:0}main,section,.intro{margin:0;display:block}h1,h2,h3{margin:0}');
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    history.replaceState(null, '', location.pathname + location.search);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  describe('the list', () => {
    it('builds one link per section from the `sections` selector, named by aria-label or first heading (textContent)', async () => {
      const { element } = await mount();
      const dots = dotsOf(element);
      expect(dots.map((dot) => dot.getAttribute('href'))).to.deep.equal(IDS.map((id) => `#${id}`));
      expect(dots.map((dot) => dot.textContent)).to.deep.equal(['The forest', 'Along the river', 'Up the ridge', 'Summit']);
      expect(element.shadowRoot!.querySelector('em'), 'no markup copied').to.equal(null);
      const nav = element.shadowRoot!.querySelector('nav')!;
      expect(nav.getAttribute('aria-label')).to.equal('Page sections');
    });

    it('a custom `sections` selector and `label` are used', async () => {
      const { element } = await mount(PAGE('<pb-dot-nav label="Stages" sections="#river, #summit"></pb-dot-nav>'));
      expect(dotsOf(element).map((dot) => dot.hash)).to.deep.equal(['#river', '#summit']);
      expect(element.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Stages');
    });

    it('the author\'s links give the list, names and label; their light-DOM list is not rendered twice', async () => {
      const { element } = await mount(PAGE(`
        <pb-dot-nav><nav aria-label="On this walk"><ul>
          <li><a href="#ridge">Ridge</a></li><li><a href="#forest">Forest</a></li>
        </ul></nav></pb-dot-nav>`));
      expect(dotsOf(element).map((dot) => `${dot.hash} ${dot.textContent}`)).to.deep.equal(['#ridge Ridge', '#forest Forest']);
      expect(element.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('On this walk');
      expect(element.querySelector('nav')!.getClientRects().length, 'author list not rendered').to.equal(0);
    });

    it('warns, naming the element and attribute, about an invalid selector', async () => {
      const { warnings } = await captureConsole(async () => {
        await mount(PAGE('<pb-dot-nav sections="main >>> ["></pb-dot-nav>'));
      });
      expect(warnings.some((text) => text.includes('[pb-dot-nav]') && text.includes('"sections"'))).to.equal(true);
    });

    it('is fixed on the inline-end side and vertically centred', async () => {
      const { element } = await mount();
      const nav = element.shadowRoot!.querySelector('nav')!.getBoundingClientRect();
      expect(getComputedStyle(element).position).to.equal('fixed');
      const right = document.documentElement.clientWidth - nav.right;
      expect(right >= 0 && right < 40, `right gap ${right}`).to.equal(true);
      const middle = (nav.top + nav.bottom) / 2;
      expect(Math.abs(middle - window.innerHeight / 2) < 2, `middle ${middle}`).to.equal(true);
    });

    it('tooltips show the section name as visible text on hover and focus', async () => {
      const { element } = await mount();
      const dot = dotsOf(element)[1]!;
      const tooltip = dot.querySelector('[part=tooltip]')!;
      expect(getComputedStyle(tooltip).opacity).to.equal('0');
      dot.focus();
      await waitFor(() => getComputedStyle(tooltip).opacity === '1', 'the tooltip on focus');
      expect(tooltip.textContent).to.equal('Along the river');
      expect(tooltip.getBoundingClientRect().width > 20, 'the text has room').to.equal(true);
      expect(tooltip.getBoundingClientRect().right <= dot.getBoundingClientRect().left, 'beside the dot, inline-start').to.equal(true);
    });
  });

  describe('the current section', () => {
    it('follows scrolling: aria-current on the section whose top passed the line a third down the viewport; pb-dot-nav-change fires', async () => {
      const { element } = await mount();
      const changes: string[] = [];
      element.addEventListener('pb-dot-nav-change', (event) => changes.push(event.detail.id));
      expect(currentIds(element)).to.deep.equal(['forest']);
      // river starts at 1500; the line is at 800 / 3 ≈ 266.7 px: current once scrollY ≥ 1233.3.
      await scrollToY(1230);
      expect(currentIds(element)).to.deep.equal(['forest']);
      await scrollToY(1240);
      expect(currentIds(element)).to.deep.equal(['river']);
      await scrollToY(2500);
      expect(currentIds(element)).to.deep.equal(['ridge']);
      expect(dotsOf(element)[2]!.getAttribute('part')).to.equal('dot dot-current');
      await scrollToY(100);
      expect(currentIds(element)).to.deep.equal(['forest']);
      await frames();
      expect(changes).to.deep.equal(['river', 'ridge', 'forest']);
    });

    it('the first section is current at the very top, before it reaches the line', async () => {
      const page = fixture(PAGE().replace('height:300px', 'height:700px'));
      const element = page.querySelector('pb-dot-nav')!;
      await upgraded(element);
      await frames();
      expect(page.querySelector('#forest')!.getBoundingClientRect().top > 266).to.equal(true);
      expect(currentIds(element)).to.deep.equal(['forest']);
    });

    it('the last (short) section is current at the very bottom, though it never reaches the line', async () => {
      const { element } = await mount();
      const max = document.documentElement.scrollHeight - window.innerHeight;
      await scrollToY(max - 5);
      expect(currentIds(element)).to.deep.equal(['ridge']);
      await scrollToY(max);
      expect(currentIds(element)).to.deep.equal(['summit']);
    });

    it('the line moves below a fixed header (registerFixedHeader)', async () => {
      const update = registerFixedHeader();
      try {
        const { element } = await mount();
        update(200);
        // line = 200 + 600 / 3 = 400: river (top 1500) is current once scrollY ≥ 1100.
        await scrollToY(1090);
        expect(currentIds(element)).to.deep.equal(['forest']);
        await scrollToY(1110);
        expect(currentIds(element)).to.deep.equal(['river']);
      } finally {
        update();
      }
    });
  });

  describe('going to a section', () => {
    it('a click glides for about 800 ms to the section, just below the fixed header, moves focus there and replaces the hash (no new history entry)', async () => {
      const header = document.createElement('div');
      header.style.cssText = 'position:fixed;top:0;left:0;right:0;height:80px;background:#eee';
      document.body.append(header);
      const update = registerFixedHeader();
      update(80);
      try {
        const { page, element } = await mount();
        const ridge = page.querySelector<HTMLElement>('#ridge')!;
        const target = documentTop(ridge) - 80;
        const historyLength = history.length;
        // The glide is checked by the way it takes, on the page's clock, never by a fixed wait.
        const passed: Array<{ y: number; current: string[] }> = [];
        const record = (): void => void passed.push({ y: window.scrollY, current: currentIds(element) });
        window.addEventListener('scroll', record, { passive: true });
        const started = performance.now();
        dotsOf(element)[2]!.click();
        expect(document.activeElement === ridge, 'focus on the section').to.equal(true);
        expect(location.hash).to.equal('#ridge');
        expect(history.length).to.equal(historyLength);
        await nextFrame();
        expect(currentIds(element), 'the clicked dot is current at once').to.deep.equal(['ridge']);
        await waitFor(() => Math.abs(window.scrollY - target) < 1, 'the section');
        const took = performance.now() - started;
        window.removeEventListener('scroll', record);
        const onTheWay = passed.filter(({ y }) => y > 0 && y < target - 1);
        expect(onTheWay.length, `a glide, not a jump (${passed.map(({ y }) => Math.round(y)).join(', ')})`).to.be.at.least(3);
        expect(onTheWay.every(({ current }) => current.join() === 'ridge'), 'and stays current during the glide').to.equal(true);
        // It arrives only once its 800 ms have passed; a busy machine can only make that later.
        expect(took, 'the glide takes its 800 ms').to.be.at.least(790);
        expect(Math.round(ridge.getBoundingClientRect().top), 'just below the fixed header').to.equal(80);
        await frames();
        expect(currentIds(element)).to.deep.equal(['ridge']);
      } finally {
        update();
        header.remove();
      }
    });

    it('Enter on a focused dot goes there too; with reduced motion it jumps', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { page, element } = await mount();
      dotsOf(element)[1]!.focus();
      await sendKeys({ press: 'Enter' });
      const river = page.querySelector<HTMLElement>('#river')!;
      expect(Math.round(river.getBoundingClientRect().top)).to.equal(0);
      expect(document.activeElement === river).to.equal(true);
      expect(location.hash).to.equal('#river');
    });

    it('with an admin bar (SPEC §6, measured height above 782 px), the section lands just below it', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const bar = document.createElement('div');
      bar.id = 'wpadminbar';
      bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:32px;background:#1d2327';
      document.body.append(bar);
      resetPageOffsets();
      try {
        const { page, element } = await mount();
        dotsOf(element)[1]!.click();
        expect(Math.round(page.querySelector('#river')!.getBoundingClientRect().top)).to.equal(32);
      } finally {
        bar.remove();
        resetPageOffsets();
      }
    });

    it('a section near the end is reached as far as the page scrolls', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { element } = await mount();
      dotsOf(element)[3]!.click();
      expect(window.scrollY).to.equal(document.documentElement.scrollHeight - window.innerHeight);
      await frames();
      expect(currentIds(element)).to.deep.equal(['summit']);
    });
  });

  describe('keyboard', () => {
    it('every dot is a Tab stop with a name; Up and Down (Home, End) move focus between dots', async () => {
      const { element } = await mount();
      const dots = dotsOf(element);
      expect(dots.every((dot) => dot.tabIndex === 0 && dot.textContent!.trim().length > 0)).to.equal(true);
      dots[0]!.focus();
      await sendKeys({ press: 'Tab' });
      expect(element.shadowRoot!.activeElement === dots[1], 'Tab reaches the next dot').to.equal(true);
      await sendKeys({ press: 'ArrowDown' });
      expect(element.shadowRoot!.activeElement === dots[2]).to.equal(true);
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowUp' });
      expect(element.shadowRoot!.activeElement === dots[0]).to.equal(true);
      await sendKeys({ press: 'ArrowUp' });
      expect(element.shadowRoot!.activeElement === dots[3], 'wraps to the last').to.equal(true);
      await sendKeys({ press: 'Home' });
      expect(element.shadowRoot!.activeElement === dots[0]).to.equal(true);
      expect(window.scrollY, 'arrow keys do not scroll the page').to.equal(0);
    });
  });

  describe('screen modes (SPEC §9: phone 767 px or less)', () => {
    it('is hidden on phones, unless show-on-phone', async () => {
      const page = fixture(PAGE('<pb-dot-nav></pb-dot-nav><pb-dot-nav show-on-phone label="Kept"></pb-dot-nav>'));
      const [hidden, kept] = [...page.querySelectorAll('pb-dot-nav')];
      await upgraded(hidden!);
      await upgraded(kept!);
      await setViewport({ width: 767, height: 800 });
      await waitFor(() => hidden!.shadowRoot!.querySelector('nav')!.hidden === true, 'hidden at 767 px');
      expect(hidden!.shadowRoot!.querySelector('nav')!.getClientRects().length).to.equal(0);
      expect(kept!.shadowRoot!.querySelector('nav')!.getClientRects().length > 0, 'kept').to.equal(true);
      await setViewport({ width: 768, height: 800 });
      await waitFor(() => !hidden!.shadowRoot!.querySelector('nav')!.hidden, 'shown at 768 px');
    });
  });

  it('reads the layout only through the shared frame loop (no scroll or resize listener of its own)', async () => {
    const added = await ownScrollListeners(async () => {
      const { element } = await mount();
      await scrollToY(2500);
      expect(currentIds(element)).to.deep.equal(['ridge']);
    });
    expect(added).to.deep.equal([]);
  });

  it('axe-core finds nothing, at rest and with a dot focused', async () => {
    const { element } = await mount();
    const run = () => axeViolations();
    expect(await run()).to.deep.equal([]);
    dotsOf(element)[1]!.focus();
    await wait(300);
    expect(await run()).to.deep.equal([]);
  });
});
