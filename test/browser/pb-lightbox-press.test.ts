/**
 * A press makes an opening likely: PhotoSwipe is ready between the press and the click (issue 33,
 * the first tap on a gallery image), both when the press releases a held instance and when it
 * lands on one already rendered. Its own file: nothing has loaded PhotoSwipe on this page before.
 */
import { expect } from 'chai';
import '../../elements/pb-lightbox';
import { lightboxDiagnostics } from '../../react-core/lightbox/open-lightbox';
import { publishGate, RELEASE_EVENT, type ReleaseDetail } from '../../react-core/runtime/upgrade-gate';
import { cleanupFixtures, fixture, upgraded, waitFor } from './helpers';

const IMG = '/demo/pages/assets/img/';
const LINK = `<a href="${IMG}lightbox-harbour.png" data-pswp-width="1600" data-pswp-height="1000">Harbour</a>`;

const held = new Set<Element>();
before(() => publishGate({ isHeld: (element) => held.has(element) }));
after(() => publishGate({ isHeld: () => false }));

describe('pb-lightbox: a press loads PhotoSwipe before the click', () => {
  afterEach(cleanupFixtures);

  it('a press that releases a held instance (urgent release) starts loading PhotoSwipe, and opens nothing', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<pb-lightbox>${LINK}</pb-lightbox>`;
    const host = container.firstElementChild!;
    held.add(host);
    const root = fixture('<div></div>');
    root.append(host);
    expect(lightboxDiagnostics().coreLoaded, 'nothing loaded while held').to.equal(false);

    held.delete(host);
    host.dispatchEvent(new CustomEvent<ReleaseDetail>(RELEASE_EVENT, { detail: { urgent: true } }));
    await waitFor(() => lightboxDiagnostics().coreLoaded, 'PhotoSwipe to load after the press');
    expect(document.querySelector('.pswp'), 'no dialog without a click').to.equal(null);
    expect(lightboxDiagnostics().open).to.equal(false);
  });

  it('the click after the press opens the dialog without a loading state on the link', async () => {
    const host = fixture(`<pb-lightbox>${LINK}</pb-lightbox>`);
    await upgraded(host);
    const link = host.querySelector('a')!;
    await waitFor(() => link.getAttribute('aria-haspopup') === 'dialog', 'the link to be live');
    let busy = false;
    const watch = new MutationObserver(() => (busy ||= link.hasAttribute('aria-busy')));
    watch.observe(link, { attributes: true, attributeFilter: ['aria-busy'] });
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true, pointerType: 'touch' }));
    link.click();
    await waitFor(() => document.querySelector('.pswp') !== null, 'the dialog');
    watch.disconnect();
    expect(busy, 'the link never showed the loading state').to.equal(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => document.querySelector('.pswp') === null && !lightboxDiagnostics().open, 'the lightbox to close');
  });
});
