/**
 * Only a hash present at navigation is a load hash (SPEC §2 "Page hash": on load with a hash the
 * page scrolls to the top, then glides to the target). Here the page was opened without one; an
 * in-page anchor is clicked before pb-page's code runs (no loader: a bundler import), so the
 * browser has already jumped to the target, and pb-page must leave the page there.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { cleanupFixtures, fixture, frames, waitFor } from './helpers';

describe('an anchor clicked before the page runtime arrived (SPEC §2 "Page hash": only a hash present at navigation is a load hash)', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 700 });
  });
  after(() => {
    cleanupFixtures();
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    window.scrollTo(0, 0);
  });

  it('stays at the target where the browser jumped: no jump to the top, no glide', async () => {
    const page = fixture(`<div>
      <p><a id="early-anchor" href="#early-target">To the target</a></p>
      <div style="height:2000px"></div>
      <section id="early-target" style="height:300px">Target</section>
      <div style="height:2000px"></div></div>`);
    expect(location.hash, 'opened without a hash').to.equal('');
    page.querySelector<HTMLAnchorElement>('#early-anchor')!.click();
    await waitFor(() => window.scrollY > 1000, 'the browser jumps to the target');
    const landed = window.scrollY;
    let lowest = landed;
    const record = (): void => void (lowest = Math.min(lowest, window.scrollY));
    window.addEventListener('scroll', record, { passive: true });
    try {
      // Now the page runtime arrives; the document has long finished loading.
      await import('../../elements/pb-page');
      await frames(10);
      expect(lowest, 'never back at the top').to.be.at.least(landed - 1);
      expect(window.scrollY).to.equal(landed);
    } finally {
      window.removeEventListener('scroll', record);
    }
  });
});
