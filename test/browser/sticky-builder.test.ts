/**
 * Sticky modules in builder modes (SPEC §4 "Sticky module": in builder modes, modules removed are
 * torn down and new ones created; §4 "Builder helpers": the sticky background layout toggles
 * between light and dark classes; §9: sticky preview modes desktop above 980, tablet above 767,
 * phone from 0).
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-sticky';
import { PREVIEW_UPDATED_EVENT } from '../../react-core/preview-frame/protocol';
import { parseStickyModules } from '../../react-core/runtime/page-config';
import { syncStickyModules } from '../../react-core/sticky/page-sticky';
import { cleanupFixtures, fixture, frames, scrollToY, upgraded, waitFor } from './helpers';

const TOP = 1000;

function isSticky(element: Element): boolean {
  return element.hasAttribute('data-sticky') && getComputedStyle(element).position === 'fixed';
}

describe('sticky modules in builder modes', () => {
  let page: HTMLElement;
  before(async () => {
    document.body.style.margin = '0';
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(() => {
    page = fixture(`<main>
      <div style="height:${TOP}px">Top</div>
      <aside class="facts" style="height:80px;margin:0">Facts</aside>
      <pb-sticky position="top" class="banner et_pb_bg_layout_light" background-layout-sticky="dark"><p style="height:40px;margin:0">Banner</p></pb-sticky>
      <div style="height:5000px">Rest</div>
    </main>`);
  });
  afterEach(async () => {
    syncStickyModules([]);
    document.body.classList.remove('et-fb');
    cleanupFixtures();
    window.scrollTo(0, 0);
    await setViewport({ width: 1280, height: 800 });
    await frames();
  });

  it('the sticky background layout swaps the light class for the dark one while sticky, and back at rest', async () => {
    const banner = page.querySelector('pb-sticky')!;
    await upgraded(banner);
    expect([...banner.classList]).to.include('et_pb_bg_layout_light');
    await scrollToY(TOP + 200);
    await waitFor(() => isSticky(banner), 'the banner to stick');
    expect(banner.classList.contains('et_pb_bg_layout_dark')).to.equal(true);
    expect(banner.classList.contains('et_pb_bg_layout_light')).to.equal(false);
    await scrollToY(0);
    await waitFor(() => !banner.hasAttribute('data-sticky'), 'the banner back in place');
    expect(banner.classList.contains('et_pb_bg_layout_light')).to.equal(true);
    expect(banner.classList.contains('et_pb_bg_layout_dark')).to.equal(false);
  });

  it('after the preview replaced a module, the old one is torn down and the new one created', async () => {
    await upgraded(page.querySelector('pb-sticky')!);
    syncStickyModules(parseStickyModules([{ id: 'facts', selector: '.facts', position: 'top', background_layout: 'light', background_layout_sticky: 'dark' }]));
    await scrollToY(TOP + 100);
    const old = page.querySelector<HTMLElement>('.facts')!;
    await waitFor(() => isSticky(old), 'the configured module to stick');
    expect(old.classList.contains('et_pb_bg_layout_dark')).to.equal(true);

    // What the preview frame does on a render: the module's element is replaced, then the event.
    const replacement = document.createElement('aside');
    replacement.className = 'facts';
    replacement.style.cssText = 'height:80px;margin:0';
    replacement.textContent = 'New facts';
    const placeholders = () => page.querySelectorAll('[data-pb-sticky-placeholder]').length;
    old.replaceWith(replacement);
    document.dispatchEvent(new Event(PREVIEW_UPDATED_EVENT));
    await waitFor(() => isSticky(replacement), 'the new module to stick');
    expect(old.hasAttribute('data-sticky'), 'the old module is torn down').to.equal(false);
    expect(old.style.position).to.equal('');
    // The banner's placeholder and the new module's: the old module's one is gone.
    expect(placeholders()).to.equal(2);
    expect(replacement.classList.contains('et_pb_bg_layout_dark')).to.equal(true);

    // A replaced <pb-sticky> tears itself down on disconnect; its replacement registers on upgrade.
    const banner = page.querySelector('pb-sticky')!;
    const newBanner = banner.cloneNode(true) as HTMLElement;
    newBanner.removeAttribute('data-enhanced');
    newBanner.removeAttribute('data-sticky');
    newBanner.removeAttribute('style');
    banner.replaceWith(newBanner);
    document.dispatchEvent(new Event(PREVIEW_UPDATED_EVENT));
    await upgraded(newBanner);
    await waitFor(() => isSticky(newBanner), 'the new banner to stick');
    expect(banner.hasAttribute('data-sticky')).to.equal(false);
    expect(placeholders()).to.equal(2);
  });

  it('in the builder preview, the sticky preview mode of the layout width picks the settings (tablet above 767)', async () => {
    document.body.classList.add('et-fb');
    await setViewport({ width: 800, height: 800 });
    await frames();
    syncStickyModules(parseStickyModules([{ id: 'facts', selector: '.facts', position: 'top', position_tablet: 'none', position_phone: 'top' }]));
    await scrollToY(TOP + 100);
    const facts = page.querySelector<HTMLElement>('.facts')!;
    expect(isSticky(facts), 'tablet settings at 800 px: not sticky').to.equal(false);
    await setViewport({ width: 767, height: 800 });
    await frames();
    document.dispatchEvent(new Event(PREVIEW_UPDATED_EVENT));
    await waitFor(() => isSticky(facts), 'phone settings at 767 px: sticky');
  });
});
