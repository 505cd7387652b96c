/**
 * The sticky runtime fields per module (SPEC.md §3 "Sticky runtime fields per module"):
 * `<pb-sticky>.stickyState` and `stickyStateOf(element)` of pb-elements/builder, read while the
 * page scrolls. The module's own top edge is at 1000 px in the document.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-sticky';
import { stickyStateOf } from '../../react-core/builder/index';
import { parseStickyModules } from '../../react-core/runtime/page-config';
import { STICKY_CRITICAL_CSS } from '../../react-core/sticky/critical-css';
import { syncStickyModules } from '../../react-core/sticky/page-sticky';
import type { PbStickyElement } from '../../elements/pb-sticky';
import { cleanupFixtures, fixture, frames, scrollToY, upgraded, waitFor } from './helpers';
import { useCriticalCss } from './layout-helpers';

const MODULE_TOP = 1000;
/** The content's height; the author's sticky style adds 12 px of padding on each side. */
const CONTENT = 56;
const STUCK_PADDING = 12;

const PAGE = (attributes: string, extra = '') => `
  <main>
    <style>pb-sticky[data-sticky]{padding:${STUCK_PADDING}px}</style>
    <div style="height:${MODULE_TOP}px">Top of the page</div>
    <section style="height:600px;margin:0;padding:0">
      <pb-sticky id="first" ${attributes} style="background:#fff"><p style="margin:0;height:${CONTENT}px">Book the hut</p></pb-sticky>
      ${extra}
    </section>
    <div style="height:5000px">Rest of the page</div>
  </main>`;

async function mount(attributes: string, extra = '') {
  const page = fixture(PAGE(attributes, extra));
  const elements = [...page.querySelectorAll<PbStickyElement>('pb-sticky')];
  for (const element of elements) await upgraded(element);
  await frames();
  return { page, first: elements[0]!, elements };
}

/** Tries to change the fields and the property; strict-mode code gets a TypeError for each. */
function tryToWrite(element: PbStickyElement): number {
  let refused = 0;
  const attempts = [
    () => Object.assign(element, { stickyState: { isSticky: false } }),
    () => Object.assign(element.stickyState!, { isSticky: false, height: 1 }),
    () => Object.assign(element.stickyState!.offsets, { top: 1 }),
    () => (element.stickyState!.topOffsetModules as HTMLElement[]).push(document.body),
  ];
  for (const attempt of attempts) {
    try {
      attempt();
    } catch (error) {
      if (error instanceof TypeError) refused += 1;
    }
  }
  return refused;
}

describe('pb-sticky runtime fields (stickyState)', () => {
  useCriticalCss(STICKY_CRITICAL_CSS + 'body{margin:0}');
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    syncStickyModules([]);
    cleanupFixtures();
    window.scrollTo(0, 0);
    await frames();
  });

  it('is null until the module is registered (an element not in the page), for a nested module, and again once removed', async () => {
    const detached = document.createElement('pb-sticky');
    expect(detached.stickyState).to.equal(null);
    const { first } = await mount('position="top"');
    expect(first.stickyState).to.not.equal(null);
    const nested = first.appendChild(document.createElement('pb-sticky'));
    await upgraded(nested);
    expect(nested.stickyState, 'nested: ignored').to.equal(null);
    first.remove();
    await waitFor(() => first.stickyState === null, 'the removed module to be let go');
  });

  it('isSticky turns from false to true when it sticks; the sticky sizes and padding are the fixed box\'s, the others its place\'s', async () => {
    const { first } = await mount('position="top" top-offset="16" bottom-offset="5vh" sticky-styles=\'{"width": "50%"}\'');
    const atRest = first.stickyState!;
    expect(atRest).to.deep.include({ isSticky: false, isPaused: false, height: CONTENT, width: 1280, customTopOffset: 16, customBottomOffset: 40 });
    expect(atRest.offsets).to.deep.equal({ top: MODULE_TOP, left: 0 });
    expect([atRest.heightSticky, atRest.widthSticky, atRest.paddingSticky], 'never fixed yet').to.deep.equal([null, null, null]);

    await scrollToY(MODULE_TOP);
    await waitFor(() => first.hasAttribute('data-sticky'), 'sticky past its offset');
    const stuck = first.stickyState!;
    expect(stuck).to.deep.include({ isSticky: true, isPaused: false, height: CONTENT, width: 1280 });
    expect(stuck.heightSticky, 'content plus the sticky padding').to.equal(CONTENT + 2 * STUCK_PADDING);
    expect(stuck.widthSticky, '50% of the section').to.equal(640);
    expect(stuck.paddingSticky).to.deep.equal({ top: 12, right: 12, bottom: 12, left: 12 });
    expect(stuck.offsets, 'its place in the document').to.deep.equal({ top: MODULE_TOP, left: 0 });
    expect(atRest.isSticky, 'an earlier snapshot does not change').to.equal(false);
  });

  it('isPaused while paused at its limit (isSticky stays true)', async () => {
    const { first } = await mount('position="top" bottom-limit="section"');
    await scrollToY(MODULE_TOP + 700);
    await waitFor(() => first.hasAttribute('data-sticky-paused'), 'paused at the end of its section');
    expect(first.stickyState).to.deep.include({ isSticky: true, isPaused: true });
  });

  it('a module stacked below another lists it in topOffsetModules; the one above lists none', async () => {
    const { first, elements } = await mount('position="top"', '<pb-sticky id="second" position="top"><p style="margin:0;height:30px">Second</p></pb-sticky>');
    const second = elements[1]!;
    expect(second.stickyState!.topOffsetModules, 'nothing stuck above it yet').to.deep.equal([]);
    await scrollToY(MODULE_TOP + 200);
    await waitFor(() => second.hasAttribute('data-sticky'), 'both sticky');
    expect(second.stickyState!.topOffsetModules).to.deep.equal([first]);
    expect(first.stickyState!.topOffsetModules).to.deep.equal([]);
    second.setAttribute('offset-surrounding', 'off');
    await scrollToY(MODULE_TOP + 210);
    await waitFor(() => second.stickyState!.topOffsetModules.length === 0, 'no stacking without offset-surrounding');
  });

  it('SPEC §3 offsetSurrounding: two modules that stick in the same scroll frame stack on the upper one\'s fixed height (its sticky padding), without another scroll', async () => {
    const { first, elements } = await mount('position="top"', '<pb-sticky id="second" position="top"><p style="margin:0;height:30px">Second</p></pb-sticky>');
    const second = elements[1]!;
    await scrollToY(MODULE_TOP + 200);
    await waitFor(() => first.hasAttribute('data-sticky') && second.hasAttribute('data-sticky'), 'both sticky');
    await waitFor(
      () => Math.round(second.getBoundingClientRect().top) === Math.round(first.getBoundingClientRect().bottom),
      'the second right under the first\'s fixed box, not overlapping its padding',
    );
    expect(Math.round(first.getBoundingClientRect().height)).to.equal(CONTENT + 2 * STUCK_PADDING);
  });

  it('a bottom module above another lists it in bottomOffsetModules', async () => {
    const { elements } = await mount('position="none"', '<div style="height:2000px"></div><pb-sticky id="upper" position="bottom"><p style="margin:0;height:50px">Upper</p></pb-sticky><pb-sticky id="lower" position="bottom"><p style="margin:0;height:30px">Lower</p></pb-sticky>');
    const [, upper, lower] = elements;
    await scrollToY(0);
    await waitFor(() => upper!.hasAttribute('data-sticky') && lower!.hasAttribute('data-sticky'), 'both sticky at the bottom');
    expect(upper!.stickyState!.bottomOffsetModules).to.deep.equal([lower]);
    expect(lower!.stickyState!.bottomOffsetModules).to.deep.equal([]);
  });

  it('writing to stickyState or its fields is refused and changes nothing', async () => {
    const { first } = await mount('position="top"');
    await scrollToY(MODULE_TOP + 100);
    await waitFor(() => first.hasAttribute('data-sticky'), 'sticky');
    const before = JSON.stringify(first.stickyState);
    expect(tryToWrite(first), 'every write throws in strict code').to.equal(4);
    await frames();
    expect(JSON.stringify(first.stickyState)).to.equal(before);
    expect(getComputedStyle(first).position, 'still fixed').to.equal('fixed');
  });

  it('stickyStateOf (pb-elements/builder) reads a page-configuration module without a wrapper, and a <pb-sticky> alike', async () => {
    const { page, first } = await mount('position="top"', '<aside class="facts" style="margin:0"><p style="margin:0;height:40px">Trail facts</p></aside>');
    const facts = page.querySelector<HTMLElement>('.facts')!;
    expect(stickyStateOf(facts), 'not a sticky module').to.equal(null);
    syncStickyModules(parseStickyModules([{ id: 'facts', selector: '.facts', position: 'top', topOffset: '8px' }]));
    await scrollToY(MODULE_TOP + 100);
    await waitFor(() => facts.hasAttribute('data-sticky'), 'the configured module sticky');
    expect(stickyStateOf(facts)).to.deep.include({ isSticky: true, customTopOffset: 8, height: 40 });
    expect(stickyStateOf(facts)!.topOffsetModules).to.deep.equal([first]);
    expect(JSON.stringify(stickyStateOf(first))).to.equal(JSON.stringify(first.stickyState));
  });
});
