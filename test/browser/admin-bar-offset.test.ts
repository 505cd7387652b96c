/**
 * What the admin bar covers for sticky modules and anchor scrolling (SPEC §6: 32 in theme-builder
 * mode, otherwise the measured height, or 0; §9 Breakpoints: the height is rechecked 300 ms after
 * a resize across 782). WordPress keeps `#wpadminbar` fixed at the top above 600 px, 46 px tall
 * up to 782 px and 32 px above; at 600 px or less it scrolls away with the page.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-sticky';
import { startAnchorLinks } from '../../react-core/page/anchor-links';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { STICKY_CRITICAL_CSS } from '../../react-core/sticky/critical-css';
import { cleanupFixtures, fixture, frames, scrollToY, upgraded, waitFor } from './helpers';
import { useCriticalCss } from './layout-helpers';

/** WordPress's admin bar stylesheet, as far as layout goes. */
const ADMIN_BAR_CSS = `#wpadminbar{position:fixed;top:0;left:0;right:0;height:32px;z-index:99999}
@media (max-width:782px){#wpadminbar{height:46px}}
@media (max-width:600px){#wpadminbar{position:absolute}}`;

const MODULE_TOP = 1000;

const PAGE = `
  <main>
    <p><a id="to-target" href="#target">To the target</a></p>
    <div style="height:${MODULE_TOP}px"></div>
    <pb-sticky position="top" style="display:block;height:60px;background:#fff"><p style="margin:0">Sticky</p></pb-sticky>
    <div style="height:1500px"></div>
    <section id="target" style="height:200px">Target</section>
    <div style="height:3000px"></div>
  </main>`;

describe('the admin bar over sticky modules and anchor scrolling (SPEC §6, §9 Breakpoints)', () => {
  useCriticalCss(`${STICKY_CRITICAL_CSS}body{margin:0}${ADMIN_BAR_CSS}`);
  let stopAnchors: () => void;
  let sticky: HTMLElement;

  async function mount(width: number): Promise<void> {
    await setViewport({ width, height: 700 });
    resetPageOffsets();
    const bar = document.createElement('div');
    bar.id = 'wpadminbar';
    document.body.prepend(bar);
    const page = fixture(PAGE);
    sticky = page.querySelector('pb-sticky')!;
    await upgraded(sticky);
    stopAnchors = startAnchorLinks();
  }

  /** Scrolls past the module and waits until it sticks at `top` (the state, with a generous bound). */
  async function stickyTopIs(top: number): Promise<void> {
    await scrollToY(MODULE_TOP + 300);
    await waitFor(
      () => sticky.hasAttribute('data-sticky') && Math.round(sticky.getBoundingClientRect().top) === top,
      `the sticky module at ${top} px (now ${sticky.getBoundingClientRect().top})`,
    );
  }

  /** Clicks the anchor link from the top and waits until the glide has put the target at `top`. */
  async function anchorEndsAt(top: number): Promise<void> {
    await scrollToY(0);
    document.getElementById('to-target')!.click();
    const target = document.getElementById('target')!;
    await waitFor(() => Math.round(target.getBoundingClientRect().top) === top, `the anchor target at ${top} px`);
    // It stays there: the glide has ended, not passed through.
    await frames(5);
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(top);
  }

  afterEach(async () => {
    stopAnchors();
    cleanupFixtures();
    document.getElementById('wpadminbar')?.remove();
    delete window.pbConfig;
    resetPageConfig();
    resetPageOffsets();
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    window.scrollTo(0, 0);
    await setViewport({ width: 1280, height: 800 });
    await frames();
  });

  const cases = [
    { name: 'at 700 px the fixed 46 px bar counts', width: 700, themeBuilder: false, covered: 46 },
    { name: 'in theme-builder mode the bar counts as 32 at 700 px', width: 700, themeBuilder: true, covered: 32 },
    { name: 'at 500 px the bar scrolls with the page and covers nothing', width: 500, themeBuilder: false, covered: 0 },
  ];
  for (const { name, width, themeBuilder, covered } of cases) {
    describe(name, () => {
      beforeEach(async () => {
        if (themeBuilder) {
          window.pbConfig = { themeBuilder: true };
          resetPageConfig();
        }
        await mount(width);
      });
      it(`a top-sticky module sticks at ${covered} px`, () => stickyTopIs(covered));
      it(`an anchor scroll ends with its target at ${covered} px`, () => anchorEndsAt(covered));
    });
  }

  it('a resize across 782 px: the height is measured again (32 at 1000 px, then 46 at 700 px)', async () => {
    await mount(1000);
    await stickyTopIs(32);
    await setViewport({ width: 700, height: 700 });
    await stickyTopIs(46);
    await anchorEndsAt(46);
  });
});
