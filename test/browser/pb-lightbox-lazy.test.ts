/**
 * Load only when needed: PhotoSwipe's core and stylesheet are imported on the first opening of a
 * lightbox, never with the element, and the stylesheet is adopted by the document once.
 * Its own file, so that nothing has opened a lightbox on this page before.
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

describe('pb-lightbox loads PhotoSwipe only when needed', () => {
  afterEach(cleanupFixtures);

  it('an upgraded element has not loaded PhotoSwipe or its stylesheet; the first opening loads both', async () => {
    const host = fixture(`<pb-lightbox><a href="${IMG}lightbox-harbour.png" data-pswp-width="1600" data-pswp-height="1000">Harbour</a></pb-lightbox>`);
    await upgraded(host);
    expect(lightboxDiagnostics().coreLoaded, 'core not loaded on upgrade').to.equal(false);
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
