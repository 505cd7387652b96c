/**
 * With the manual scroll restoration a load hash switches on (SPEC §2), Back and Forward between
 * the entries modules push would leave the page wherever it is: the scroll location is recorded
 * in the entry 2000 ms after it stopped changing (SPEC §9 "Scroll-location change 2000 ms") and
 * restored from there. The 2000 ms timer is held: the test fires it.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { SCROLL_LOCATION_STATE_KEY, applyInitialHashScroll, pushModuleHash } from '../../react-core/runtime/page-hash';
import { cleanupFixtures, fixture, holdTimeouts, scrollToY, waitFor } from './helpers';

describe('the scroll location of a history entry (SPEC §2 manual scroll restoration, §9 "Scroll-location change 2000 ms")', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 700 });
  });
  after(() => {
    cleanupFixtures();
    history.scrollRestoration = 'auto';
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    window.scrollTo(0, 0);
  });

  it('is recorded once scrolling stopped for 2000 ms, and Back returns to it', async () => {
    fixture('<div style="height:5000px">A long page</div>');
    history.replaceState(null, '', `${location.pathname}${location.search}#gallery-1|nature|1`);
    const timers = holdTimeouts(2000);
    try {
      applyInitialHashScroll();
      expect(history.scrollRestoration).to.equal('manual');
      await scrollToY(700);
      expect(history.state?.[SCROLL_LOCATION_STATE_KEY], 'not before the scrolling settled').to.equal(undefined);
      timers.fire();
      expect(history.state?.[SCROLL_LOCATION_STATE_KEY]).to.equal(700);
      expect(location.hash, 'the address is kept').to.equal('#gallery-1|nature|1');

      pushModuleHash('gallery-1', ['nature', '2']);
      await scrollToY(0);
      timers.fire();
      const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      history.back();
      await back;
      await waitFor(() => window.scrollY === 700, 'Back restores the recorded scroll location');
      expect(location.hash).to.equal('#gallery-1|nature|1');
    } finally {
      timers.restore();
    }
  });
});
