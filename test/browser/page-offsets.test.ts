/**
 * The admin bar's height is measured again 300 ms after a resize across 782 px (SPEC §9
 * Breakpoints), and subscribers hear about it.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { currentAdminBarOffset, resetPageOffsets, subscribePageOffsets } from '../../react-core/runtime/page-offsets';
import { wait } from './helpers';

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

  it('keeps the old height until 300 ms after crossing 782 px, then uses the new one', async () => {
    let notified = 0;
    const unsubscribe = subscribePageOffsets(() => (notified += 1));
    expect(currentAdminBarOffset('classic')).to.equal(32);
    await setViewport({ width: 700, height: 700 });
    await wait(120);
    expect(currentAdminBarOffset('classic')).to.equal(32);
    await wait(400);
    expect(currentAdminBarOffset('classic')).to.equal(46);
    expect(notified).to.be.greaterThan(0);
    unsubscribe();
  });

  it('does not cover the page at or below 782 px by the current logic, nor at or below 600 px by the older one', async () => {
    await setViewport({ width: 700, height: 700 });
    expect(currentAdminBarOffset()).to.equal(0);
    expect(currentAdminBarOffset('classic')).to.equal(46);
    await setViewport({ width: 600, height: 700 });
    expect(currentAdminBarOffset('classic')).to.equal(0);
  });
});
