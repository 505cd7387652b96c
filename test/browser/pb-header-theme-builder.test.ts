/**
 * pb-header in theme-builder mode (SPEC §6): the admin bar's height is taken as 32, whatever it
 * measures. `window.pbConfig = { themeBuilder: true }` is set before the configuration is read.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-header';
import { resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { cleanupFixtures, wait, waitFor } from './helpers';
import { PAGE_CSS, addStyle, bar, mountHeader, scrollToY } from './pb-header-helpers';

describe('pb-header admin bar offset in theme-builder mode', () => {
  let style: HTMLStyleElement;
  before(() => {
    window.pbConfig = { themeBuilder: true };
    resetPageConfig();
    style = addStyle(`${PAGE_CSS}#wpadminbar{position:fixed;top:0;left:0;right:0;height:46px}`);
  });
  after(async () => {
    style.remove();
    delete window.pbConfig;
    resetPageConfig();
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(async () => {
    document.getElementById('wpadminbar')?.remove();
    window.scrollTo(0, 0);
    cleanupFixtures();
    await wait(20);
  });

  it('takes the bar as 32 px (not its measured 46 px); the fixed bar sits 32 px down', async () => {
    resetPageOffsets();
    await setViewport({ width: 1000, height: 700 });
    const adminBar = document.createElement('div');
    adminBar.id = 'wpadminbar';
    document.body.prepend(adminBar);
    const { header } = await mountHeader('fixed');
    await waitFor(() => header.style.getPropertyValue('--pb-header-top') === '32px', '--pb-header-top 32px');
    await scrollToY(300);
    await waitFor(() => header.hasAttribute('data-fixed'), 'fixed');
    expect(Math.round(bar(header).getBoundingClientRect().top)).to.equal(32);
  });

  it('still counts nothing at 600 px or less', async () => {
    resetPageOffsets();
    await setViewport({ width: 500, height: 700 });
    const { header } = await mountHeader('fixed');
    await waitFor(() => header.style.getPropertyValue('--pb-header-top') !== '', '--pb-header-top');
    expect(header.style.getPropertyValue('--pb-header-top')).to.equal('0px');
  });
});
