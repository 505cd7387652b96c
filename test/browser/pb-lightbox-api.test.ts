/**
 * The shared lightbox API (react-core/lightbox/open-lightbox.ts) as other modules call it:
 * `openLightbox(items, index, { gallery, returnFocusTo, onClose, onChange })`.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import type { LightboxItem } from '../../react-core/lightbox/lightbox-item';
import { closeLightbox, isLightboxOpen, lightboxDiagnostics, openLightbox } from '../../react-core/lightbox/open-lightbox';
import { escapeToNumericEntities } from '../../react-core/lightbox/escape-entities';
import { captureConsole, cleanupFixtures, fixture, wait, waitFor } from './helpers';

const IMG = '/demo/pages/assets/img/';
let unique = 0;
const src = (name: string): string => `${IMG}lightbox-${name}.png?api=${Date.now()}-${++unique}`;

function caption(): string {
  return document.querySelector('.pb-lightbox-caption')?.textContent ?? '';
}

function root(): Element | null {
  return document.querySelector('.pswp');
}

describe('openLightbox (shared API)', () => {
  afterEach(async () => {
    closeLightbox();
    await waitFor(() => !isLightboxOpen(), 'cleanup').catch(() => undefined);
    cleanupFixtures();
  });

  it('opens at the index, resolves once open, and reports changes as indices of the caller\'s list', async () => {
    const items: LightboxItem[] = [
      { src: src('harbour'), width: 1600, height: 1000, title: 'zero' },
      { src: '', title: 'no image' },
      { src: src('tower'), width: 800, height: 1200, title: 'two' },
      { src: src('meadow'), width: 1200, height: 800, title: 'three' },
    ];
    const changes: number[] = [];
    await openLightbox(items, 2, { gallery: true, onChange: (index) => changes.push(index) });
    expect(isLightboxOpen()).to.equal(true);
    expect(Number(getComputedStyle(root()!).opacity), 'faded in when the promise resolves').to.equal(1);
    expect(caption()).to.equal('two');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => changes.length === 3, 'three changes');
    expect(changes).to.deep.equal([3, 0, 3]);
  });

  it('gallery: false shows the one item and never calls onChange', async () => {
    const items: LightboxItem[] = [
      { src: src('harbour'), width: 1600, height: 1000, title: 'zero' },
      { src: src('tower'), width: 800, height: 1200, title: 'one' },
    ];
    const changes: number[] = [];
    await openLightbox(items, 1, { gallery: false, onChange: (index) => changes.push(index) });
    expect(caption()).to.equal('one');
    expect(document.querySelector('.pswp__button--arrow--next')).to.equal(null);
    await sendKeys({ press: 'ArrowRight' });
    await wait(200);
    expect(caption()).to.equal('one');
    expect(changes).to.deep.equal([]);
  });

  it('onClose runs once the DOM is removed, and focus goes to returnFocusTo', async () => {
    const page = fixture('<div><button type="button" id="opener">Open</button><button type="button" id="elsewhere">Else</button></div>');
    const opener = page.querySelector<HTMLButtonElement>('#opener')!;
    page.querySelector<HTMLButtonElement>('#elsewhere')!.focus();
    let domAtClose: boolean | undefined;
    await openLightbox([{ src: src('summit'), width: 1000, height: 1000 }], 0, {
      gallery: true,
      returnFocusTo: opener,
      onClose: () => (domAtClose = root() !== null),
    });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => domAtClose !== undefined, 'onClose');
    expect(domAtClose, 'the dialog is gone when onClose runs').to.equal(false);
    expect(document.activeElement === opener).to.equal(true);
  });

  it('without returnFocusTo, focus returns to the element focused when it was opened', async () => {
    const page = fixture('<button type="button">Open</button>');
    page.focus();
    await openLightbox([{ src: src('summit'), width: 1000, height: 1000 }], 0, { gallery: false });
    expect(document.activeElement === page).to.equal(false);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => root() === null, 'removal');
    expect(document.activeElement === page).to.equal(true);
  });

  it('measures items without width/height before showing them', async () => {
    const tower = src('tower');
    await openLightbox([{ src: tower, alt: 'A tower' }], 0, { gallery: false });
    expect(lightboxDiagnostics().measuredSources).to.include(tower);
    const image = document.querySelector<HTMLImageElement>('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')!;
    expect(image.alt).to.equal('A tower');
    const { width, height } = image.getBoundingClientRect();
    expect(width / height).to.be.closeTo(800 / 1200, 0.02);
  });

  it('escapes title and caption (SPEC §5): markup in them is shown as text', async () => {
    await openLightbox([{ src: src('harbour'), width: 1600, height: 1000, title: '<i>x</i> & "y"', caption: "it's <b>5/5</b>" }], 0, { gallery: false });
    const captionElement = document.querySelector('.pb-lightbox-caption')!;
    expect(captionElement.querySelector('i, b')).to.equal(null);
    expect([...captionElement.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['<i>x</i> & "y"', "it's <b>5/5</b>"]);
  });

  it('text the caller already escaped (SPEC §5 "before entering the lightbox") is shown once, not escaped twice', async () => {
    const title = 'Café & "Bar" <b>';
    await openLightbox([{ src: src('harbour'), width: 1600, height: 1000, title: escapeToNumericEntities(title) }], 0, { gallery: false });
    const captionElement = document.querySelector('.pb-lightbox-caption')!;
    expect(captionElement.querySelector('b')).to.equal(null);
    expect(captionElement.querySelector('p')!.textContent).to.equal(title);
  });

  it('a call while a lightbox is open does nothing', async () => {
    await openLightbox([{ src: src('harbour'), width: 1600, height: 1000, title: 'first' }], 0, { gallery: false });
    await openLightbox([{ src: src('tower'), width: 800, height: 1200, title: 'second' }], 0, { gallery: false });
    expect(document.querySelectorAll('.pswp').length).to.equal(1);
    expect(caption()).to.equal('first');
  });

  it('closeLightbox() called during loading cancels the opening', async () => {
    const opening = openLightbox([{ src: src('coast') }], 0, { gallery: false });
    closeLightbox();
    await opening;
    await wait(200);
    expect(root()).to.equal(null);
    expect(isLightboxOpen()).to.equal(false);
  });

  it('no usable item: one warning and nothing opens', async () => {
    const { warnings } = await captureConsole(async () => {
      await openLightbox([{ src: '' }], 0, { gallery: true });
    });
    expect(root()).to.equal(null);
    expect(warnings.some((text) => text.includes('[pb-lightbox]'))).to.equal(true);
  });
});
