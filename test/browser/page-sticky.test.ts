/**
 * Sticky modules named by the page configuration (SPEC.md §3 "Sticky module settings": id,
 * selector, position …; §4 "Sticky module": nested modules ignored, in builder modes modules
 * removed from the settings are torn down and new ones created). The page's own elements stick
 * like <pb-sticky>, without a wrapper.
 */
import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-sticky';
import { parseStickyModules } from '../../react-core/runtime/page-config';
import { syncStickyModules } from '../../react-core/sticky/page-sticky';
import { captureConsole, cleanupFixtures, fixture, frames, holdTimeouts, scrollToY, upgraded, waitFor } from './helpers';

const TOP = 1000;

const PAGE = `
  <main>
    <div style="height:${TOP}px">Top of the page</div>
    <section class="limit" style="height:600px;margin:0">
      <aside class="facts" style="height:80px;margin:0;background:#fff">Trail facts</aside>
      <aside class="second" style="height:50px;margin:0;background:#fff">Second box</aside>
      <p class="after" style="margin:0;height:40px">After</p>
    </section>
    <pb-sticky position="top" class="wrapper"><div class="inner" style="height:30px">Inside a pb-sticky</div></pb-sticky>
    <div style="height:5000px">Rest of the page</div>
  </main>`;

function isSticky(element: HTMLElement): boolean {
  return element.hasAttribute('data-sticky') && getComputedStyle(element).position === 'fixed';
}

describe('sticky modules of the page configuration', () => {
  let page: HTMLElement;
  let facts: HTMLElement;
  let second: HTMLElement;
  before(async () => {
    document.body.style.margin = '0';
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(async () => {
    page = fixture(PAGE);
    facts = page.querySelector<HTMLElement>('.facts')!;
    second = page.querySelector<HTMLElement>('.second')!;
    await upgraded(page.querySelector('pb-sticky')!);
  });
  afterEach(async () => {
    syncStickyModules([]);
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
    await frames();
  });

  it('the element its selector names sticks at its top offset with a placeholder, pauses at its limit, and sends the events', async () => {
    const events: string[] = [];
    const record = (event: Event) => events.push(`${event.type}:${(event as CustomEvent<{ element: Element }>).detail.element === facts}`);
    window.addEventListener('pb-sticky-start', record);
    window.addEventListener('pb-sticky-end', record);
    try {
      syncStickyModules(parseStickyModules([{ id: 'facts', selector: '.facts', position: 'top', topOffset: '20px', bottom_limit: 'section' }]));
      const afterTop = page.querySelector('.after')!.getBoundingClientRect().top + window.scrollY;
      await scrollToY(TOP - 20 + 1);
      // Generous: on a busy machine the frame loop's first pass can come after the helper's frames.
      await waitFor(() => isSticky(facts), 'sticky past its offset');
      expect(facts.getBoundingClientRect().top).to.equal(20);
      expect(page.querySelector('.after')!.getBoundingClientRect().top + window.scrollY, 'placeholder keeps its place').to.equal(afterTop);
      await scrollToY(TOP + 600);
      await waitFor(() => facts.hasAttribute('data-sticky-paused'), 'paused at the end of its section');
      await scrollToY(0);
      await waitFor(() => !facts.hasAttribute('data-sticky'), 'back in place at the top');
      const style = facts.style;
      expect([style.position, style.top, style.left, style.width, style.zIndex, style.transform, style.height, style.margin], 'the author\'s own styles back').to.deep.equal(['', '', '', '', '', '', '80px', '0px']);
    } finally {
      window.removeEventListener('pb-sticky-start', record);
      window.removeEventListener('pb-sticky-end', record);
    }
    expect(events).to.deep.equal(['pb-sticky-start:true', 'pb-sticky-end:true']);
  });

  it('new settings tear down the modules they no longer list and create the new ones (SPEC §4 builder modes)', async () => {
    syncStickyModules(parseStickyModules({ facts: { selector: '.facts', position: 'top' } }));
    await scrollToY(TOP + 100);
    expect(isSticky(facts)).to.equal(true);
    syncStickyModules(parseStickyModules({ second: { selector: '.second', position: 'top' } }));
    await frames();
    expect(isSticky(facts), 'removed from the settings: torn down').to.equal(false);
    expect(facts.hasAttribute('data-sticky')).to.equal(false);
    expect(isSticky(second), 'new in the settings: created').to.equal(true);
    syncStickyModules(parseStickyModules({ second: { selector: '.second', position: 'top', topOffset: '30' } }));
    await waitFor(() => second.getBoundingClientRect().top === 30, 'changed settings applied');
  });

  it('500 ms after the DOM stopped changing, an element its selector matches that arrived later sticks and one removed is torn down (SPEC §9 "DOM change 500 ms")', async () => {
    await captureConsole(() => syncStickyModules(parseStickyModules([{ id: 'late', selector: '.late', position: 'top' }])));
    const timers = holdTimeouts(500);
    try {
      const late = document.createElement('aside');
      late.className = 'late';
      late.style.cssText = 'height:60px;margin:0;background:#fff';
      late.textContent = 'Arrived later';
      facts.before(late);
      await scrollToY(TOP + 10);
      expect(timers.pending, 'waits for the DOM to settle').to.be.at.least(1);
      expect(isSticky(late)).to.equal(false);
      timers.fire();
      await waitFor(() => isSticky(late), 'the late element sticks');
      expect(page.querySelectorAll('[data-pb-sticky-placeholder]')).to.have.length(1);
      late.remove();
      await frames();
      expect(page.querySelectorAll('[data-pb-sticky-placeholder]'), 'torn down only once the DOM settled').to.have.length(1);
      timers.fire();
      await frames();
      expect(page.querySelectorAll('[data-pb-sticky-placeholder]'), 'its placeholder is gone').to.have.length(0);
    } finally {
      timers.restore();
    }
  });

  it('reads -tablet/_phone settings for the screen mode, again on a breakpoint change', async () => {
    syncStickyModules(parseStickyModules([{ id: 'facts', selector: '.facts', position: 'top', position_phone: 'none' }]));
    await scrollToY(TOP + 100);
    expect(isSticky(facts)).to.equal(true);
    await setViewport({ width: 375, height: 800 });
    await waitFor(() => !facts.hasAttribute('data-sticky'), 'not sticky on phones');
    await scrollToY(TOP + 120);
    expect(isSticky(facts)).to.equal(false);
  });

  it('a module inside a <pb-sticky>, an invalid selector or one that matches nothing warns once and is skipped', async () => {
    const inner = page.querySelector<HTMLElement>('.inner')!;
    const { warnings } = await captureConsole(() =>
      syncStickyModules(
        parseStickyModules([
          { id: 'inner', selector: '.inner', position: 'bottom' },
          { id: 'broken', selector: '.facts[', position: 'top' },
          { id: 'missing', selector: '.nowhere', position: 'top' },
        ]),
      ),
    );
    await frames();
    expect(inner.hasAttribute('data-sticky')).to.equal(false);
    expect(warnings.filter((text) => text.includes('inner') && text.includes('inside another sticky module')).length).to.equal(1);
    expect(warnings.filter((text) => text.includes('broken') && text.includes('not a valid selector')).length).to.equal(1);
    expect(warnings.filter((text) => text.includes('missing') && text.includes('nothing on the page matches')).length).to.equal(1);
  });

  it('transition animates the change to the sticky styles of a page element too, never with reduced motion', async () => {
    syncStickyModules(parseStickyModules([{ id: 'facts', selector: '.facts', position: 'top', transition: true }]));
    await scrollToY(TOP + 100);
    expect(facts.hasAttribute('data-sticky-transition')).to.equal(true);
    expect(getComputedStyle(facts).transitionDuration.split(',').some((value) => value.trim() !== '0s')).to.equal(true);
    await emulateMedia({ reducedMotion: 'reduce' });
    await frames();
    expect(getComputedStyle(facts).transitionDuration.split(',').every((value) => value.trim() === '0s')).to.equal(true);
  });
});
