/**
 * A press on a rendered gallery's image makes an opening likely: PhotoSwipe loads between the
 * press and the click (issue 33). Its own file: nothing has loaded PhotoSwipe on this page before.
 */
import { expect } from 'chai';
import '../../elements/pb-gallery';
import { lightboxDiagnostics } from '../../react-core/lightbox/open-lightbox';
import { cleanupFixtures, fixture, upgraded, waitFor } from './helpers';

const IMG = '/demo/pages/assets/img/';

describe('pb-gallery: a press loads PhotoSwipe before the click', () => {
  afterEach(cleanupFixtures);

  it('a press on an image of a rendered gallery starts loading PhotoSwipe, and opens nothing', async () => {
    const host = fixture(`<pb-gallery><a href="${IMG}lightbox-harbour.png"><img src="${IMG}lightbox-harbour.png" alt="Harbour" width="160" height="100"></a></pb-gallery>`);
    await upgraded(host);
    expect(lightboxDiagnostics().coreLoaded, 'the render loads no PhotoSwipe').to.equal(false);
    host.querySelector('img')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true, pointerType: 'touch' }));
    await waitFor(() => lightboxDiagnostics().coreLoaded, 'PhotoSwipe to load after the press');
    expect(document.querySelector('.pswp'), 'no dialog without a click').to.equal(null);
  });
});
