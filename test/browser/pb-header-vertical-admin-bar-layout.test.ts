/**
 * The vertical header below a logged-in editor's admin bar (SPEC §6): before the upgrade the
 * critical CSS starts the column below the bar through WordPress's `--wp-admin--admin-bar--height`
 * (set by the admin bar's own stylesheet), where the upgraded header puts it, so the upgrade
 * shifts nothing. pb-header is imported only after measuring.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { HEADER_CRITICAL_CSS } from '../../react-core/header/critical-css';
import { cleanupFixtures, fixture, upgraded, wait } from './helpers';
import { boxesOf, recordLayoutShifts } from './layout-helpers';
import { LOGO, PAGE_CSS, addStyle, menu } from './pb-header-helpers';

/** WordPress's admin bar and the custom property its stylesheet sets on the root. */
const ADMIN_BAR_CSS = `html{--wp-admin--admin-bar--height:32px}
#wpadminbar{position:fixed;top:0;left:0;right:0;height:32px;background:#1d2327;z-index:99999}`;

describe('pb-header vertical column below the admin bar (CLS 0)', () => {
  let style: HTMLStyleElement;
  before(async () => {
    style = addStyle(HEADER_CRITICAL_CSS + PAGE_CSS + ADMIN_BAR_CSS);
    await setViewport({ width: 1280, height: 800 });
  });
  after(async () => {
    style.remove();
    cleanupFixtures();
    await setViewport({ width: 800, height: 600 });
  });

  it('starts below the 32 px bar before the upgrade and stays there after it', async () => {
    const page = fixture(
      `<div><div id="wpadminbar"></div><header><pb-header variant="vertical">${LOGO}${menu(4)}</pb-header></header><main style="margin-inline-start:16rem;height:600px">Content</main></div>`,
    );
    expect(customElements.get('pb-header') === undefined, 'pb-header starts undefined').to.equal(true);
    const header = page.querySelector('pb-header')!;
    expect(header.getBoundingClientRect().top, 'below the bar before the upgrade').to.equal(32);
    const before = boxesOf(page, 'pb-header, [slot=logo], nav li, main', { label: 'localName' });
    const stopShifts = recordLayoutShifts();
    await import('../../elements/pb-header');
    await upgraded(header);
    await wait(100);
    expect(header.getBoundingClientRect().top, 'below the bar after the upgrade').to.equal(32);
    expect(boxesOf(page, 'pb-header, [slot=logo], nav li, main', { label: 'localName' })).to.deep.equal(before);
    expect(stopShifts().value, 'no shift at upgrade').to.equal(0);
  });
});
