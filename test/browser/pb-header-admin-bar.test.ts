/**
 * pb-header below the admin bar (SPEC §6, §9 Breakpoints): the bar counts while it is fixed
 * (WordPress: above 600 px); its measured height is used (0 without a bar); the height is measured
 * again 300 ms after a resize across 782 px. The offset is the host's `--pb-header-top` and the
 * fixed bar's top, shrunk or not.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-header';
import { ADMIN_BAR_RECHECK_MS, pageTopOffset, resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { cleanupFixtures, frames, holdTimeouts, wait, waitFor } from './helpers';
import { PAGE_CSS, addStyle, bar, mountHeader, scrollToY } from './pb-header-helpers';

/** WordPress's bar: 32 px, 46 px at 782 px and below, scrolling with the page at 600 px and below. */
const ADMIN_BAR_CSS = `#wpadminbar{position:fixed;top:0;left:0;right:0;height:32px;background:#1d2327;z-index:99999}
@media (max-width:782px){#wpadminbar{height:46px}}
@media (max-width:600px){#wpadminbar{position:absolute}}`;

function topOf(header: HTMLElement): string {
  return header.style.getPropertyValue('--pb-header-top');
}

describe('pb-header admin bar offset', () => {
  let style: HTMLStyleElement;
  let adminBar: HTMLElement | undefined;
  before(() => {
    style = addStyle(PAGE_CSS + ADMIN_BAR_CSS);
    window.pbConfig = {};
    resetPageConfig();
  });
  after(async () => {
    style.remove();
    delete window.pbConfig;
    resetPageConfig();
    await setViewport({ width: 800, height: 600 });
  });
  beforeEach(() => {
    resetPageOffsets();
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    adminBar?.remove();
    adminBar = undefined;
    window.scrollTo(0, 0);
    cleanupFixtures();
    await wait(20);
  });
  function addAdminBar(): void {
    adminBar = document.createElement('div');
    adminBar.id = 'wpadminbar';
    document.body.prepend(adminBar);
  }

  it('uses the measured height (32 px) above 782 px, and the fixed bar sits below it', async () => {
    await setViewport({ width: 1000, height: 700 });
    addAdminBar();
    const { header } = await mountHeader('fixed');
    await waitFor(() => topOf(header) === '32px', '--pb-header-top 32px');
    await scrollToY(300);
    await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
    expect(Math.round(bar(header).getBoundingClientRect().top)).to.equal(32);
    expect(pageTopOffset(), 'anchors clear the admin bar and the header').to.be.closeTo(bar(header).getBoundingClientRect().bottom, 0.5);
  });

  it('once shrunk, the fixed bar still sits right below the 32 px admin bar at 1280 px (top 32)', async () => {
    await setViewport({ width: 1280, height: 700 });
    addAdminBar();
    const { header } = await mountHeader('fixed shrink');
    await scrollToY(300);
    await waitFor(() => header.hasAttribute('data-shrunk'), 'shrunk');
    await waitFor(() => Math.round(bar(header).getBoundingClientRect().top) === 32, `the shrunk bar at 32 px (now ${bar(header).getBoundingClientRect().top})`);
    expect(pageTopOffset(), 'anchors clear the shrunk bar').to.be.closeTo(bar(header).getBoundingClientRect().bottom, 0.5);
  });

  it('is 0 without an admin bar', async () => {
    await setViewport({ width: 1000, height: 700 });
    const { header } = await mountHeader('fixed');
    await waitFor(() => topOf(header) !== '', '--pb-header-top');
    expect(topOf(header)).to.equal('0px');
  });

  it('counts the bar between 600 and 782 px (its 46 px height), and not at 600 px or less, where it scrolls with the page', async () => {
    await setViewport({ width: 700, height: 700 });
    addAdminBar();
    const { header } = await mountHeader('fixed');
    await waitFor(() => topOf(header) === '46px', '--pb-header-top 46px at 700 px');
    cleanupFixtures();
    resetPageOffsets();
    await setViewport({ width: 600, height: 700 });
    const { header: phone } = await mountHeader('fixed');
    await waitFor(() => topOf(phone) !== '', '--pb-header-top');
    expect(topOf(phone), 'at 600 px').to.equal('0px');
  });

  it('measures the bar again 300 ms after a resize across 782 px', async () => {
    await setViewport({ width: 1000, height: 700 });
    addAdminBar();
    const { header } = await mountHeader('fixed');
    await waitFor(() => topOf(header) === '32px', '32px at 1000 px');
    // The 300 ms recheck is held: the old measurement must last until it, however slow the resize here.
    const recheck = holdTimeouts(ADMIN_BAR_RECHECK_MS);
    try {
      await setViewport({ width: 700, height: 700 });
      await waitFor(() => recheck.pending > 0, 'the recheck to be scheduled');
      await frames(2);
      expect(topOf(header), 'the old measurement until the recheck').to.equal('32px');
      // Fired again while waiting: a resize event that arrives late schedules the recheck anew.
      const afterRecheck = (top: string) => () => {
        recheck.fire();
        return topOf(header) === top;
      };
      await waitFor(afterRecheck('46px'), '46px after the recheck');
      await setViewport({ width: 1000, height: 700 });
      await waitFor(afterRecheck('32px'), '32px again after the recheck');
    } finally {
      recheck.restore();
    }
  });
});
