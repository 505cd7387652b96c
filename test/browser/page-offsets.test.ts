/**
 * The admin bar's height is measured again 300 ms after a resize across 782 px (SPEC §9
 * Breakpoints), and subscribers hear about it.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { currentAdminBarOffset, resetPageOffsets, subscribePageOffsets } from '../../react-core/runtime/page-offsets';
import { waitFor } from './helpers';

describe('admin bar recheck (SPEC §9: the height is rechecked 300 ms after a resize across 782)', () => {
  let bar: HTMLDivElement;
  let style: HTMLStyleElement;

  beforeEach(async () => {
    await setViewport({ width: 1000, height: 700 });
    style = document.createElement('style');
    style.textContent = '#wpadminbar { position: fixed; top: 0; left: 0; right: 0; height: 32px } @media (max-width: 782px) { #wpadminbar { height: 46px } }';
    bar = document.createElement('div');
    bar.id = 'wpadminbar';
    document.head.append(style);
    document.body.append(bar);
    resetPageOffsets();
  });

  afterEach(async () => {
    bar.remove();
    style.remove();
    resetPageOffsets();
    await setViewport({ width: 1280, height: 800 });
  });

  it('measures the height again after crossing 782 px, and subscribers hear about it', async () => {
    let notified = 0;
    const unsubscribe = subscribePageOffsets(() => (notified += 1));
    expect(currentAdminBarOffset()).to.equal(32);
    await setViewport({ width: 700, height: 700 });
    // The state, not the clock: the recheck comes 300 ms after the resize, later on a busy machine.
    await waitFor(() => currentAdminBarOffset() === 46, 'the 46 px height measured again');
    expect(notified).to.be.greaterThan(0);
    unsubscribe();
  });

  it('a bar printed after a measurement that found none is measured then, and a removed bar covers nothing (WordPress prints it at the end of the body)', () => {
    bar.remove();
    resetPageOffsets();
    expect(currentAdminBarOffset(), 'before the bar is in the document').to.equal(0);
    document.body.append(bar);
    expect(currentAdminBarOffset(), 'once it is').to.equal(32);
    bar.remove();
    expect(currentAdminBarOffset(), 'once it is gone').to.equal(0);
  });

  it('covers the page with its 46 px between 600 and 782 px, where it is fixed, and nothing where it scrolls with the page', async () => {
    style.textContent += ' @media (max-width: 600px) { #wpadminbar { position: absolute } }';
    await setViewport({ width: 700, height: 700 });
    resetPageOffsets();
    expect(currentAdminBarOffset()).to.equal(46);
    await setViewport({ width: 600, height: 700 });
    expect(currentAdminBarOffset()).to.equal(0);
  });
});
