/**
 * The loader's on-demand run for a keyboard user (react-core/loader/element-upgrades.ts,
 * ElementPolicy.reachRunsOnDemand): after the first key press a lightbox near the viewport renders
 * without being reached for, so the focus that later reaches it has to run PhotoSwipe too, or the
 * Enter that follows waits for PhotoSwipe's import. A page of its own: the loader runs each
 * module's on-demand imports once per page.
 */
import { expect } from 'chai';
import { startElementUpgrades } from '../../react-core/loader/element-upgrades';
import { publishGate } from '../../react-core/runtime/upgrade-gate';
import { cleanupFixtures, fixture, pageRestWithoutWaits, waitFor } from './helpers';

const ranOnDemand: string[] = [];
let upgrades: ReturnType<typeof startElementUpgrades>;

before(() => {
  publishGate({ isHeld: (element) => (upgrades ? upgrades.isHeld(element) : true) });
  upgrades = startElementUpgrades({
    elements: { 'pb-lightbox': { when: 'interaction', reachRunsOnDemand: true } },
    load: () => import('../../elements/pb-lightbox').then(() => true),
    runOnDemand: (entry) => ranOnDemand.push(entry),
    visibleMargin: '0px',
    hashOnLoad: false,
    pageRest: pageRestWithoutWaits(),
  });
});

describe('loader: a keyboard user reaching a lightbox that rendered before the focus came', () => {
  afterEach(cleanupFixtures);

  it('the focus entering it runs PhotoSwipe with it, once; the key press alone runs nothing more', async () => {
    const lightbox = fixture('<pb-lightbox><a href="/demo/pages/assets/img/lightbox-harbour.png">Harbour</a></pb-lightbox>');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await waitFor(() => lightbox.hasAttribute('data-enhanced'), 'the lightbox near the viewport to render after the first key press');
    expect(ranOnDemand, 'nothing before the focus reaches it').to.deep.equal([]);
    lightbox.querySelector('a')!.focus();
    expect(ranOnDemand, 'PhotoSwipe run as the focus enters').to.deep.equal(['pb-lightbox.js']);
    lightbox.querySelector('a')!.blur();
    lightbox.querySelector('a')!.focus();
    expect(ranOnDemand, 'once').to.deep.equal(['pb-lightbox.js']);
  });
});
