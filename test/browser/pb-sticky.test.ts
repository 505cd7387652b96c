/**
 * <pb-sticky> (SPEC.md §3 "Sticky module settings", §4 "Sticky module", §5 "Sticky and builder",
 * §9 "Sticky z-index …", "Final sticky style applied after 50 ms"). A tall page is built in each
 * test; the module's own top edge is at 1000 px in the document.
 */
import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-sticky';
import { registerFixedHeader, resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { STICKY_CRITICAL_CSS } from '../../react-core/sticky/critical-css';
import { captureConsole, cleanupFixtures, fixture, frames, holdTimeouts, scrollToY, upgraded, wait, waitFor } from './helpers';
import { axeViolations, ownScrollListeners, useCriticalCss } from './layout-helpers';

const MODULE_TOP = 1000;
const HEIGHT = 80;

/** A page whose first sticky module starts at 1000 px; `inside` goes into the section around it. */
const PAGE = (attributes = 'position="top"', extra = '') => `
  <main class="page">
    <div style="height:${MODULE_TOP}px">Top of the page</div>
    <section class="limit" style="height:400px;margin:0;padding:0">
      <pb-sticky ${attributes} style="height:${HEIGHT}px;background:#fff;margin:0 0 10px"><p style="margin:0">Sticky content</p></pb-sticky>
      <p class="after" style="margin:0;height:40px">Content after the module</p>
    </section>
    ${extra}
    <div style="height:5000px">Rest of the page</div>
  </main>`;

/** Scrolls like the visitor and lets the shared frame loop run its read and write. */
async function mount(attributes?: string, extra?: string) {
  const page = fixture(PAGE(attributes, extra));
  const element = page.querySelector('pb-sticky')!;
  await upgraded(element);
  await frames();
  return { page, element, after: page.querySelector<HTMLElement>('.after')!, section: page.querySelector('section')! };
}

function isSticky(element: HTMLElement): boolean {
  return element.getAttribute('data-sticky') !== null && getComputedStyle(element).position === 'fixed';
}

function docTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

describe('pb-sticky', () => {
  useCriticalCss(STICKY_CRITICAL_CSS + 'body{margin:0}');
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
    await frames();
  });

  it('becomes sticky exactly when the scroll position plus the top offset passes its top edge (1 px before: not, 1 px after: fixed at the offset)', async () => {
    const { element } = await mount('position="top" top-offset="40"');
    expect(docTop(element)).to.equal(MODULE_TOP);
    await scrollToY(MODULE_TOP - 40 - 1);
    expect(isSticky(element), '1 px before').to.equal(false);
    await scrollToY(MODULE_TOP - 40 + 1);
    expect(isSticky(element), '1 px after').to.equal(true);
    expect(element.getAttribute('data-sticky')).to.equal('top');
    expect(element.getBoundingClientRect().top).to.equal(40);
    await scrollToY(2000);
    expect(element.getBoundingClientRect().top, 'stays at the offset').to.equal(40);
  });

  it('while sticky, a placeholder of the exact size and margins keeps its place: the following content does not move', async () => {
    const { element, after, page } = await mount();
    const box = element.getBoundingClientRect();
    const afterTop = docTop(after);
    await scrollToY(MODULE_TOP + 200);
    expect(isSticky(element)).to.equal(true);
    expect(docTop(after)).to.equal(afterTop);
    const placeholder = page.querySelector<HTMLElement>('[data-pb-sticky-placeholder]')!;
    expect(placeholder !== null && placeholder.getAttribute('aria-hidden') === 'true').to.equal(true);
    const held = placeholder.getBoundingClientRect();
    expect([held.width, held.height, held.left]).to.deep.equal([box.width, box.height, box.left]);
    expect(getComputedStyle(placeholder).marginBottom).to.equal('10px');
    const fixed = element.getBoundingClientRect();
    expect([fixed.width, fixed.left, fixed.height]).to.deep.equal([box.width, box.left, box.height]);
  });

  it('stops being sticky when the scroll position goes back, back in its place with no placeholder', async () => {
    const { element, after, page } = await mount();
    const afterTop = docTop(after);
    await scrollToY(MODULE_TOP + 300);
    expect(isSticky(element)).to.equal(true);
    await scrollToY(MODULE_TOP - 1);
    expect(isSticky(element)).to.equal(false);
    expect(element.hasAttribute('data-sticky')).to.equal(false);
    expect(element.style.position).to.equal('');
    expect(page.querySelector('[data-pb-sticky-placeholder]') === null).to.equal(true);
    expect(docTop(element)).to.equal(MODULE_TOP);
    expect(docTop(after)).to.equal(afterTop);
  });

  it('bottom: sticky while the viewport bottom minus the bottom offset is above its bottom edge', async () => {
    const { element } = await mount('position="bottom" bottom-offset="20"');
    // Its bottom edge is at 1080: sticky while scrollY + 800 - 20 < 1080, i.e. scrollY < 300.
    await scrollToY(0);
    expect(isSticky(element), 'at 0').to.equal(true);
    expect(element.getAttribute('data-sticky')).to.equal('bottom');
    expect(element.getBoundingClientRect().bottom).to.equal(780);
    await scrollToY(299);
    expect(isSticky(element), 'at 299').to.equal(true);
    await scrollToY(301);
    expect(isSticky(element), 'at 301').to.equal(false);
    expect(docTop(element)).to.equal(MODULE_TOP);
  });

  it('bottom: a module that sticky styles make taller (a narrower box wraps its text) still sits with its bottom at the bottom offset, without a scroll', async () => {
    const text = 'Weather note: the ridge section is closed during storm warnings. '.repeat(3);
    const page = fixture(`
      <main class="page">
        <div style="height:${MODULE_TOP}px">Top of the page</div>
        <pb-sticky position="bottom" bottom-offset="12" sticky-styles='{"max-width": "200px"}'><p style="margin:0">${text}</p></pb-sticky>
        <div style="height:3000px">Rest of the page</div>
      </main>`);
    const element = page.querySelector('pb-sticky')!;
    const inFlowHeight = element.getBoundingClientRect().height;
    await upgraded(element);
    await frames(3);
    expect(isSticky(element)).to.equal(true);
    expect(element.getBoundingClientRect().height, 'the narrower box is taller').to.be.greaterThan(inFlowHeight + 10);
    expect(element.getBoundingClientRect().bottom).to.be.closeTo(800 - 12, 0.5);
  });

  it('top_bottom (also top-bottom): at the bottom below the viewport, in place in between, at the top once passed', async () => {
    for (const value of ['top_bottom', 'top-bottom']) {
      const { element } = await mount(`position="${value}"`);
      await scrollToY(0);
      expect(element.getAttribute('data-sticky'), `${value} at 0`).to.equal('bottom');
      await scrollToY(600);
      expect(isSticky(element), `${value} at 600`).to.equal(false);
      await scrollToY(MODULE_TOP + 100);
      expect(element.getAttribute('data-sticky'), `${value} passed`).to.equal('top');
      expect(element.getBoundingClientRect().top).to.equal(0);
      cleanupFixtures();
      window.scrollTo(0, 0);
      await frames();
    }
  });

  it('pauses on reaching the bottom limit element (its bottom at the limit bottom) and resumes when scrolled back', async () => {
    const { element, section } = await mount('position="top" bottom-limit="section"');
    await scrollToY(MODULE_TOP + 100);
    expect(isSticky(element), 'sticky inside the section').to.equal(true);
    await scrollToY(MODULE_TOP + 600);
    expect(element.hasAttribute('data-sticky-paused'), 'paused').to.equal(true);
    expect(Math.abs(element.getBoundingClientRect().bottom - section.getBoundingClientRect().bottom) <= 1, 'bottom at the limit bottom').to.equal(true);
    await scrollToY(MODULE_TOP + 800);
    expect(Math.abs(element.getBoundingClientRect().bottom - section.getBoundingClientRect().bottom) <= 1, 'scrolls with the limit').to.equal(true);
    await scrollToY(MODULE_TOP + 150);
    expect(isSticky(element), 'resumed').to.equal(true);
    expect(element.hasAttribute('data-sticky-paused')).to.equal(false);
    expect(element.getBoundingClientRect().top).to.equal(0);
    await scrollToY(0);
    expect(isSticky(element)).to.equal(false);
    expect(docTop(element)).to.equal(MODULE_TOP);
  });

  it('bottom stickiness pauses at the top limit element (its top at the limit top)', async () => {
    const extra = `<div style="height:1500px"></div><div class="row" style="height:300px"><div style="height:250px"></div><pb-sticky id="low" position="bottom" top-limit="row" style="height:50px">Low</pb-sticky></div>`;
    const { page } = await mount('position="none"', extra);
    const low = page.querySelector<HTMLElement>('#low')!;
    await upgraded(low);
    const row = page.querySelector('.row')!;
    const rowTop = docTop(row);
    // Its bottom edge is at rowTop + 300: sticky while scrollY < rowTop - 500; its fixed top
    // (scrollY + 750) reaches the row's top at scrollY = rowTop - 750.
    await scrollToY(rowTop - 499);
    expect(isSticky(low), '1 px after its own place').to.equal(false);
    await scrollToY(rowTop - 600);
    expect(isSticky(low), 'sticky below the viewport').to.equal(true);
    expect(low.getBoundingClientRect().bottom).to.equal(800);
    await scrollToY(rowTop - 900);
    expect(low.hasAttribute('data-sticky-paused'), 'paused at the row').to.equal(true);
    expect(Math.abs(low.getBoundingClientRect().top - row.getBoundingClientRect().top) <= 1).to.equal(true);
    await scrollToY(rowTop - 600);
    expect(isSticky(low), 'resumed').to.equal(true);
  });

  it('a limit value outside body, section, row or column is ignored, with one warning (SPEC §5)', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      ({ element } = await mount('position="top" bottom-limit="footer"'));
      await scrollToY(MODULE_TOP + 600);
    });
    expect(warnings.filter((text) => text.includes('pb-sticky') && text.includes('bottom-limit') && text.includes('footer')).length).to.equal(1);
    expect(isSticky(element), 'still sticky past the section (no limit)').to.equal(true);
  });

  it('a breakpoint change ends stickiness and recomputes it (setViewport)', async () => {
    const { element } = await mount('position="top" top-offset="0" top-offset-phone="100"');
    const ends: number[] = [];
    const onEnd = () => ends.push(window.scrollY);
    window.addEventListener('pb-sticky-end', onEnd);
    try {
      await scrollToY(MODULE_TOP + 200);
      expect(isSticky(element)).to.equal(true);
      expect(element.getBoundingClientRect().width).to.equal(1280);
      await setViewport({ width: 600, height: 800 });
      await waitFor(() => ends.length > 0, 'pb-sticky-end on the breakpoint change');
      await waitFor(() => isSticky(element) && element.getBoundingClientRect().top === 100, 'sticky again with the phone offset');
      expect(element.getBoundingClientRect().width).to.equal(600);
    } finally {
      window.removeEventListener('pb-sticky-end', onEnd);
    }
  });

  it('a resize within one screen mode keeps it sticky (no event) at the new width of its place', async () => {
    const { element } = await mount();
    await scrollToY(MODULE_TOP + 200);
    expect(element.getBoundingClientRect().width).to.equal(1280);
    const events: string[] = [];
    const listener = (event: Event) => events.push(event.type);
    window.addEventListener('pb-sticky-end', listener);
    window.addEventListener('pb-sticky-start', listener);
    try {
      await setViewport({ width: 1100, height: 800 });
      // Between the resize and the next frame the module is back in the flow for a moment (it
      // measures its place again), already 1100 px wide: wait for it fixed again at that width.
      await waitFor(() => isSticky(element) && element.getBoundingClientRect().width === 1100, 'sticky at the new width');
      expect(events).to.deep.equal([]);
    } finally {
      window.removeEventListener('pb-sticky-end', listener);
      window.removeEventListener('pb-sticky-start', listener);
    }
  });

  it('position none (or a removed position) ends stickiness at once; an unknown position warns and is not sticky', async () => {
    const { element } = await mount();
    await scrollToY(MODULE_TOP + 200);
    expect(isSticky(element)).to.equal(true);
    element.setAttribute('position', 'none');
    await waitFor(() => !element.hasAttribute('data-sticky'), 'not sticky');
    expect(element.style.position).to.equal('');
    const { warnings } = await captureConsole(async () => {
      element.setAttribute('position', 'sideways');
      await wait(30);
      await frames();
    });
    expect(isSticky(element)).to.equal(false);
    expect(warnings.filter((text) => text.includes('pb-sticky') && text.includes('position') && text.includes('sideways')).length).to.equal(1);
  });

  it('a module nested inside another sticky module is ignored (one warning)', async () => {
    let page!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      page = fixture(`<div><div style="height:1000px"></div><pb-sticky id="outer" position="top"><pb-sticky id="inner" position="top" top-offset="300">Inner</pb-sticky></pb-sticky><div style="height:4000px"></div></div>`);
      await upgraded(page.querySelector('#outer')!);
      await upgraded(page.querySelector('#inner')!);
      await scrollToY(1200);
    });
    const inner = page.querySelector<HTMLElement>('#inner')!;
    expect(inner.hasAttribute('data-sticky')).to.equal(false);
    expect(inner.style.position).to.equal('');
    expect(isSticky(page.querySelector<HTMLElement>('#outer')!)).to.equal(true);
    expect(warnings.filter((text) => text.includes('nested')).length).to.equal(1);
  });

  it('offset-surrounding stacks a second top module below the first; off keeps it at the offset', async () => {
    const extra = `<pb-sticky id="second" position="top" style="height:60px;background:#eee">Second</pb-sticky>`;
    const { element, page } = await mount('position="top"', extra);
    const second = page.querySelector<HTMLElement>('#second')!;
    await upgraded(second);
    const secondTop = docTop(second);
    // It sticks when scrollY + 80 (the first module's height) passes its top.
    await scrollToY(secondTop - HEIGHT - 1);
    expect(isSticky(element)).to.equal(true);
    expect(isSticky(second), '1 px before').to.equal(false);
    await scrollToY(secondTop - HEIGHT + 1);
    expect(isSticky(second), '1 px after').to.equal(true);
    expect(second.getBoundingClientRect().top).to.equal(HEIGHT);
    second.setAttribute('offset-surrounding', 'off');
    await wait(50);
    await scrollToY(secondTop + 100);
    expect(second.getBoundingClientRect().top, 'without stacking').to.equal(0);
  });

  it('offset-surrounding stacks bottom modules too: an earlier one waits above the later one', async () => {
    const extra = `<div style="height:2000px"></div><pb-sticky id="upper" position="bottom" style="height:50px">Upper</pb-sticky><pb-sticky id="lower" position="bottom" style="height:30px">Lower</pb-sticky>`;
    const { page } = await mount('position="none"', extra);
    const upper = page.querySelector<HTMLElement>('#upper')!;
    const lower = page.querySelector<HTMLElement>('#lower')!;
    await upgraded(upper);
    await upgraded(lower);
    await scrollToY(0);
    expect(isSticky(upper) && isSticky(lower)).to.equal(true);
    expect(lower.getBoundingClientRect().bottom).to.equal(800);
    expect(upper.getBoundingClientRect().bottom).to.equal(770);
  });

  it('sticks below the admin bar / fixed header (registerFixedHeader)', async () => {
    resetPageOffsets();
    const setHeader = registerFixedHeader();
    try {
      const { element } = await mount('position="top" top-offset="10"');
      setHeader(64);
      await frames();
      await scrollToY(MODULE_TOP - 74 - 1);
      expect(isSticky(element)).to.equal(false);
      await scrollToY(MODULE_TOP - 74 + 1);
      expect(isSticky(element)).to.equal(true);
      expect(element.getBoundingClientRect().top).to.equal(74);
      setHeader(0);
      await scrollToY(MODULE_TOP + 100);
      expect(element.getBoundingClientRect().top, 'follows the header').to.equal(10);
    } finally {
      setHeader();
    }
  });

  it('z-index 10000, 10010 inside a theme-builder header, 9990 inside a footer (SPEC §9)', async () => {
    const page = fixture(`<div><div style="height:1000px"></div>
      <div data-pb-theme-builder-header><pb-sticky id="h" position="top">Header</pb-sticky></div>
      <pb-sticky id="m" position="top" offset-surrounding="off">Main</pb-sticky>
      <footer><pb-sticky id="f" position="top" offset-surrounding="off">Footer</pb-sticky></footer>
      <div style="height:4000px"></div></div>`);
    for (const id of ['h', 'm', 'f']) await upgraded(page.querySelector(`#${id}`)!);
    await scrollToY(2000);
    const z = (id: string) => getComputedStyle(page.querySelector(`#${id}`)!).zIndex;
    expect([z('h'), z('m'), z('f')]).to.deep.equal(['10010', '10000', '9990']);
  });

  it('decides again 50 ms after the document size changed, without a scroll: content above it that shrinks makes it sticky (SPEC §9 "Document size change 50 ms")', async () => {
    // No scroll anchoring: the page must not scroll by itself when the content above shrinks.
    document.documentElement.style.overflowAnchor = document.body.style.overflowAnchor = 'none';
    const { page, element } = await mount('position="top"');
    await scrollToY(MODULE_TOP - 100);
    expect(isSticky(element)).to.equal(false);
    const timers = holdTimeouts(50);
    try {
      page.querySelector<HTMLElement>('div')!.style.height = `${MODULE_TOP - 200}px`;
      await frames();
      expect(window.scrollY, 'no scroll happened').to.equal(MODULE_TOP - 100);
      expect(timers.pending, 'the decision waits for the size to settle').to.equal(1);
      expect(isSticky(element)).to.equal(false);
      timers.fire();
      await frames();
      expect(isSticky(element), '50 ms later it sticks where the page now puts it').to.equal(true);
      expect(element.getBoundingClientRect().top).to.equal(0);
    } finally {
      timers.restore();
      document.documentElement.style.overflowAnchor = document.body.style.overflowAnchor = '';
    }
  });

  it('sends pb-sticky-start and pb-sticky-end to the window with {element, position}', async () => {
    const events: string[] = [];
    let sameElement = true;
    const { element } = await mount();
    const listener = (event: Event) => {
      const { detail } = event as CustomEvent<{ element: HTMLElement; position: string }>;
      events.push(`${event.type}:${detail.position}`);
      sameElement &&= detail.element === element && event.target === window;
    };
    window.addEventListener('pb-sticky-start', listener);
    window.addEventListener('pb-sticky-end', listener);
    try {
      await scrollToY(MODULE_TOP + 100);
      await scrollToY(MODULE_TOP + 200);
      await scrollToY(0);
    } finally {
      window.removeEventListener('pb-sticky-start', listener);
      window.removeEventListener('pb-sticky-end', listener);
    }
    expect(events).to.deep.equal(['pb-sticky-start:top', 'pb-sticky-end:top']);
    expect(sameElement).to.equal(true);
  });

  it('applies the final sticky style 50 ms after the change and locks the parent height for 1 ms (SPEC §9)', async () => {
    const { element, section } = await mount();
    section.style.height = 'auto';
    const before = section.getBoundingClientRect().height;
    window.scrollTo(0, MODULE_TOP + 100);
    await waitFor(() => element.hasAttribute('data-sticky'), 'sticky');
    expect(section.style.minHeight === '' || section.style.minHeight === `${before}px`, 'locked at its height').to.equal(true);
    expect(element.hasAttribute('data-sticky-final'), 'not yet final').to.equal(false);
    await wait(120);
    expect(element.hasAttribute('data-sticky-final'), 'final after 50 ms').to.equal(true);
    expect(section.style.minHeight, 'lock released').to.equal('');
    expect(section.getBoundingClientRect().height).to.equal(before);
  });

  it('transition animates the sticky style change, but not with reduced motion', async () => {
    const { element } = await mount('position="top" transition');
    await scrollToY(MODULE_TOP + 100);
    expect(element.hasAttribute('data-sticky-transition')).to.equal(true);
    expect(getComputedStyle(element).transitionDuration.split(',').some((value) => value.trim() !== '0s')).to.equal(true);
    await emulateMedia({ reducedMotion: 'reduce' });
    await frames();
    expect(getComputedStyle(element).transitionDuration.split(',').every((value) => value.trim() === '0s')).to.equal(true);
  });

  it('sticky styles: a sticky width in % of its container, aligned by module_alignment, moved by the offsets from its origin (SPEC §3 styles, stickyStyles)', async () => {
    const { element, section, after } = await mount(
      `position="top" styles='{"module_alignment": "center"}' ` +
        `sticky-styles='{"width": "50%", "position_origin_r": "top_right", "horizontal_offset": "20px", "vertical_offset": "10px"}'`,
    );
    const container = section.clientWidth;
    const afterTop = docTop(after);
    await scrollToY(MODULE_TOP + 100);
    expect(isSticky(element)).to.equal(true);
    const box = element.getBoundingClientRect();
    expect(box.width, 'half the container').to.equal(container / 2);
    expect(box.left, 'centred, then 20 px left of a right origin').to.equal(container / 4 - 20);
    expect(box.top, '10 px below the top').to.equal(10);
    expect(docTop(after), 'the placeholder keeps the module\'s own size').to.equal(afterTop);
    await scrollToY(MODULE_TOP - 1);
    expect(isSticky(element)).to.equal(false);
    expect([element.style.width, element.style.transform]).to.deep.equal(['', '']);
    expect(element.getBoundingClientRect().width).to.equal(container);
  });

  it('sticky styles: the module\'s own width setting and a max-width also size the fixed box; changes apply while sticky', async () => {
    const { element, section } = await mount(`position="top" styles='{"width": "100%", "max-width": "300px"}'`);
    await scrollToY(MODULE_TOP + 100);
    expect(element.getBoundingClientRect().width).to.equal(300);
    element.setAttribute('sticky-styles', '{"max_width": "25%"}');
    await waitFor(() => element.getBoundingClientRect().width === section.clientWidth / 4, 'sticky max-width applied while sticky');
    expect(isSticky(element)).to.equal(true);
  });

  it('sticky styles: malformed JSON or an unknown origin warns once, naming the attribute, and keeps the measured box', async () => {
    let element!: HTMLElement;
    let section!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      ({ element, section } = await mount(`position="top" sticky-styles='{"width": ' styles='{"module_alignment": "middle"}'`));
      await scrollToY(MODULE_TOP + 100);
    });
    expect(warnings.filter((text) => text.includes('pb-sticky') && text.includes('"sticky-styles"')).length).to.equal(1);
    expect(warnings.filter((text) => text.includes('pb-sticky') && text.includes('"styles"') && text.includes('module_alignment')).length).to.equal(1);
    expect(isSticky(element)).to.equal(true);
    expect(element.getBoundingClientRect().width).to.equal(section.clientWidth);
  });

  it('takes the sticky settings as one JSON object too (settings attribute or child script), attributes winning (ELEMENTS Structured settings)', async () => {
    const settings = JSON.stringify({ position: 'top', topOffset: '40px', offset_surrounding: 'off', stickyStyles: { width: '300px' } });
    const { element } = await mount(`settings='${settings}' top-offset="60"`);
    await scrollToY(MODULE_TOP);
    expect(isSticky(element)).to.equal(true);
    expect(element.getBoundingClientRect().top, 'the attribute wins').to.equal(60);
    expect(element.getBoundingClientRect().width).to.equal(300);
    cleanupFixtures();
    window.scrollTo(0, 0);
    // The settings script is the element's child in the markup, as a theme prints it.
    const settingsScript = `<script type="application/json" data-attribute="settings">${JSON.stringify({ position: 'bottom', bottom_offset: '20px' })}</script>`;
    const page = fixture(PAGE('', '').replace('<p style="margin:0">Sticky content</p>', `<p style="margin:0">Sticky content</p>${settingsScript}`));
    const scripted = page.querySelector('pb-sticky')!;
    await upgraded(scripted);
    await frames();
    expect(isSticky(scripted), 'below the viewport: stuck to the bottom').to.equal(true);
    expect(scripted.getAttribute('data-sticky')).to.equal('bottom');
    expect(scripted.getBoundingClientRect().bottom).to.equal(window.innerHeight - 20);
  });

  it('reads the layout only through the shared frame loop (no scroll or resize listener of its own)', async () => {
    const added = await ownScrollListeners(async () => {
      const { element } = await mount();
      await scrollToY(MODULE_TOP + 100);
      expect(isSticky(element)).to.equal(true);
    });
    expect(added).to.deep.equal([]);
  });

  it('axe-core finds nothing, at rest and while sticky', async () => {
    await mount();
    const run = () => axeViolations();
    expect(await run()).to.deep.equal([]);
    await scrollToY(MODULE_TOP + 100);
    expect(await run()).to.deep.equal([]);
  });
});
