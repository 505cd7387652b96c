/**
 * The lightbox's stylesheet and PhotoSwipe are used at the first opening only: an upgraded element
 * has adopted nothing, the first opening adopts PhotoSwipe's stylesheet once, later ones reuse it.
 * (On a page the loader also runs PhotoSwipe as the visitor reaches for a `<pb-lightbox>`:
 * test/e2e/loading.spec.ts checks that the first click then opens it in its own task. Here each
 * test file is one bundle.) Its own file, so that nothing has opened a lightbox on this page before.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-lightbox';
import { lightboxDiagnostics } from '../../react-core/lightbox/open-lightbox';
import { cleanupFixtures, fixture, upgraded as elementUpgraded, waitFor } from './helpers';


/** The element has rendered and its links open the lightbox (they are marked `aria-haspopup`). */
async function upgraded(host: Element): Promise<void> {
  await elementUpgraded(host);
  const imageLinks = (): HTMLAnchorElement[] => [...host.querySelectorAll('a')].filter((link) => !link.getAttribute('href')!.startsWith('#'));
  await waitFor(() => imageLinks().every((link) => link.getAttribute('aria-haspopup') === 'dialog'), 'the links to be live');
}

const IMG = '/demo/pages/assets/img/';

function sheetsWithPhotoSwipe(): number {
  return document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.pswp'))).length;
}

async function openAndClose(link: HTMLAnchorElement): Promise<void> {
  const opened = new Promise((resolve) => link.closest('pb-lightbox')!.addEventListener('pb-lightbox-open', resolve, { once: true }));
  link.click();
  await opened;
  expect(getComputedStyle(document.querySelector('.pswp')!).position, 'PhotoSwipe CSS applies').to.equal('fixed');
  await sendKeys({ press: 'Escape' });
  await waitFor(() => document.querySelector('.pswp') === null, 'the lightbox to close');
}

describe('pb-lightbox uses PhotoSwipe and its stylesheet from the first opening', () => {
  afterEach(cleanupFixtures);

  it('an upgraded element has not used PhotoSwipe or adopted its stylesheet; the first opening does both', async () => {
    const host = fixture(`<pb-lightbox><a href="${IMG}lightbox-harbour.png" data-pswp-width="1600" data-pswp-height="1000">Harbour</a></pb-lightbox>`);
    await upgraded(host);
    expect(lightboxDiagnostics().coreLoaded, 'PhotoSwipe not used on upgrade').to.equal(false);
    expect(sheetsWithPhotoSwipe(), 'no PhotoSwipe CSS on upgrade').to.equal(0);
    const link = host.querySelector('a')!;
    link.click();
    await waitFor(() => document.querySelector('.pswp') !== null, 'the dialog');
    expect(lightboxDiagnostics().coreLoaded).to.equal(true);
    expect(sheetsWithPhotoSwipe()).to.equal(1);
    // PhotoSwipe's stylesheet applies to its dialog in document.body.
    expect(getComputedStyle(document.querySelector('.pswp')!).position).to.equal('fixed');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => document.querySelector('.pswp') === null, 'the lightbox to close');
  });

  it('later openings reuse the loaded core and adopt no second stylesheet', async () => {
    const host = fixture(`<pb-lightbox><a href="${IMG}lightbox-harbour.png" data-pswp-width="1600" data-pswp-height="1000">Harbour</a></pb-lightbox>`);
    await upgraded(host);
    const before = document.adoptedStyleSheets.length;
    await openAndClose(host.querySelector('a')!);
    await openAndClose(host.querySelector('a')!);
    expect(document.adoptedStyleSheets.length).to.equal(before);
    expect(sheetsWithPhotoSwipe()).to.equal(1);
  });
});
