/**
 * <pb-lightbox> (SPEC.md §9 "Lightbox: fade effect, optional gallery navigation with an empty
 * counter text and preload 0 and 1", "Lightbox removal delay 500 ms. Lightbox zoom 500 ms";
 * §5 "Image title and description text are escaped to numeric character entities before entering
 * the lightbox"; WAI-ARIA Dialog (Modal) pattern).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-lightbox';
import { lightboxDiagnostics } from '../../react-core/lightbox/open-lightbox';
import { animationsSettled, cleanupFixtures, finishAnimations, fixture, frames, holdNextAnimation, upgraded as elementUpgraded, wait, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';


/** The element has rendered and its links open the lightbox (they are marked `aria-haspopup`). */
async function upgraded(host: Element): Promise<void> {
  await elementUpgraded(host);
  const imageLinks = (): HTMLAnchorElement[] => [...host.querySelectorAll('a')].filter((link) => !link.getAttribute('href')!.startsWith('#'));
  await waitFor(() => imageLinks().every((link) => link.getAttribute('aria-haspopup') === 'dialog'), 'the links to be live');
}

const IMG = '/demo/pages/assets/img/';
let unique = 0;
/** A fresh URL of a demo image, so every test measures and loads its own copy. */
function image(name: string, extension = 'png'): string {
  unique += 1;
  return `${IMG}lightbox-${name}.${extension}?run=${Date.now()}-${unique}`;
}

const SIZES = { harbour: [1600, 1000], tower: [800, 1200], meadow: [1200, 800], summit: [1000, 1000], coast: [2000, 700] } as const;
type Name = keyof typeof SIZES;

/** A link with a known size (data-pswp-width/height), a thumbnail and a title. */
function sizedLink(name: Name, extra = ''): string {
  const [width, height] = SIZES[name];
  return `<a href="${image(name)}" data-pswp-width="${width}" data-pswp-height="${height}" ${extra}><img src="${IMG}lightbox-${name}-thumb.png" alt="${name} thumbnail" width="120" height="80"></a>`;
}

function gallery(names: Name[], attributes = ''): string {
  return `<pb-lightbox ${attributes}>${names.map((name) => sizedLink(name, `data-title="${name} title"`)).join('')}</pb-lightbox>`;
}

function root(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.pswp');
}

function captionText(): string {
  return document.querySelector('.pb-lightbox-caption')?.textContent ?? '';
}

/** The full-size image of the slide on screen. */
function currentImage(): HTMLImageElement | null {
  return document.querySelector<HTMLImageElement>('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
}

function linksOf(host: Element): HTMLAnchorElement[] {
  return [...host.querySelectorAll('a')];
}

/** Resolves with the detail of the next `type` event on `target`. */
function nextEvent<T>(target: EventTarget, type: string, timeout = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeout} ms`)), timeout);
    target.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve((event as CustomEvent<T>).detail);
      },
      { once: true },
    );
  });
}

/** Clicks `link` and waits until its lightbox has faded in. */
async function openBy(link: HTMLAnchorElement): Promise<void> {
  const host = link.closest('pb-lightbox')!;
  const opened = nextEvent(host, 'pb-lightbox-open');
  link.click();
  await opened;
}

/** Closes the open lightbox with Escape and waits until it is removed. */
async function closeWithEscape(): Promise<void> {
  await sendKeys({ press: 'Escape' });
  await waitFor(() => root() === null && !lightboxDiagnostics().open, 'the lightbox to be removed');
}

function requested(url: string): boolean {
  const absolute = new URL(url, location.href).href;
  return performance.getEntriesByType('resource').some((entry) => entry.name === absolute);
}

/**
 * The lightbox's own opacity fade, held at `at` ms of its own clock from the frame it starts in.
 * Call it before the action that starts the fade: on a busy machine the 500 ms may be over before
 * the action's promise settles.
 */
function heldFade(at: number): Promise<Animation> {
  const isFade = (animation: Animation) =>
    (animation as CSSTransition).transitionProperty === 'opacity' && ((animation.effect as KeyframeEffect).target as Element | null)?.classList.contains('pswp') === true;
  return holdNextAnimation(document.body, at, { match: isFade }).then(([fade]) => fade!);
}

describe('pb-lightbox', () => {
  afterEach(async () => {
    if (root()) {
      await sendKeys({ press: 'Escape' });
      await waitFor(() => root() === null, 'cleanup close').catch(() => undefined);
    }
    cleanupFixtures();
  });

  describe('opening', () => {
    it('a click on an image link opens the lightbox with that image, without navigating', async () => {
      const host = fixture(gallery(['harbour', 'tower', 'meadow']));
      await upgraded(host);
      const links = linksOf(host);
      const before = location.href;
      await openBy(links[1]!);
      expect(location.href).to.equal(before);
      expect(root()!.getAttribute('role')).to.equal('dialog');
      expect(currentImage()?.src).to.equal(links[1]!.href);
      expect(captionText()).to.equal('tower title');
    });

    it('Enter on a focused link opens it (the link stays a real link)', async () => {
      const host = fixture(gallery(['harbour', 'tower']));
      await upgraded(host);
      const link = linksOf(host)[0]!;
      link.focus();
      const opened = nextEvent(host, 'pb-lightbox-open');
      await sendKeys({ press: 'Enter' });
      await opened;
      expect(currentImage()?.src).to.equal(link.href);
    });

    it('links to non-images are left alone, and links are marked as opening a dialog', async () => {
      const host = fixture(`<pb-lightbox>${sizedLink('harbour')}<a href="#not-an-image">page link</a></pb-lightbox>`);
      await upgraded(host);
      const [imageLink, pageLink] = linksOf(host) as [HTMLAnchorElement, HTMLAnchorElement];
      expect(imageLink.getAttribute('aria-haspopup')).to.equal('dialog');
      expect(pageLink.hasAttribute('aria-haspopup')).to.equal(false);
      let prevented = true;
      const record = (event: Event): void => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', record, { once: true });
      pageLink.click();
      await wait(300);
      expect(prevented, 'the page link keeps its default action').to.equal(false);
      expect(root()).to.equal(null);
    });

    it('a click with a modifier key keeps the browser behaviour (new tab) and opens nothing', async () => {
      const host = fixture(gallery(['harbour']));
      await upgraded(host);
      let prevented = true;
      const record = (event: Event): void => {
        prevented = event.defaultPrevented;
        event.preventDefault(); // the test page must not navigate
      };
      document.addEventListener('click', record, { once: true });
      linksOf(host)[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      await wait(300);
      expect(prevented).to.equal(false);
      expect(root()).to.equal(null);
    });
  });

  describe('gallery navigation (SPEC §9 optional gallery navigation)', () => {
    it('the next and previous arrows move through all links of the element, wrapping at both ends', async () => {
      const host = fixture(gallery(['harbour', 'tower', 'meadow']));
      await upgraded(host);
      const links = linksOf(host);
      await openBy(links[0]!);
      document.querySelector<HTMLButtonElement>('.pswp__button--arrow--next')!.click();
      await waitFor(() => captionText() === 'tower title', 'the second image');
      await waitFor(() => currentImage()?.src === links[1]!.href, 'the second image on screen');
      document.querySelector<HTMLButtonElement>('.pswp__button--arrow--prev')!.click();
      document.querySelector<HTMLButtonElement>('.pswp__button--arrow--prev')!.click();
      await waitFor(() => captionText() === 'meadow title', 'the last image (wrapped)');
    });

    it('Right and Left arrow keys navigate', async () => {
      const host = fixture(gallery(['harbour', 'tower', 'meadow']));
      await upgraded(host);
      await openBy(linksOf(host)[1]!);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => captionText() === 'meadow title', 'next by key');
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => captionText() === 'harbour title', 'previous by key');
    });

    it('right to left: keys, arrows and the strip agree (the next image comes from the right, its arrow is on the right, Right shows it)', async () => {
      document.documentElement.dir = 'rtl';
      try {
        const host = fixture(gallery(['harbour', 'tower', 'meadow']));
        await upgraded(host);
        await openBy(linksOf(host)[1]!);
        const next = document.querySelector<HTMLButtonElement>('.pswp__button--arrow--next')!.getBoundingClientRect();
        const previous = document.querySelector<HTMLButtonElement>('.pswp__button--arrow--prev')!.getBoundingClientRect();
        expect(next.left, 'the next arrow on the right').to.be.greaterThan(previous.right);
        const slides = [...document.querySelectorAll<HTMLElement>('.pswp__item')].map((item) => item.getBoundingClientRect().left).sort((a, b) => a - b);
        await sendKeys({ press: 'ArrowRight' });
        await waitFor(() => captionText() === 'meadow title', 'Right shows the next image');
        await sendKeys({ press: 'ArrowLeft' });
        await waitFor(() => captionText() === 'tower title', 'Left the previous one');
        expect(slides.length, 'the strip holds the neighbours').to.equal(3);
      } finally {
        document.documentElement.removeAttribute('dir');
      }
    });

    it('gallery="off": no arrows, and the arrow keys do not leave the image', async () => {
      const host = fixture(gallery(['harbour', 'tower', 'meadow'], 'gallery="off"'));
      await upgraded(host);
      const links = linksOf(host);
      await openBy(links[1]!);
      expect(document.querySelector('.pswp__button--arrow--next')).to.equal(null);
      expect(document.querySelector('.pswp__button--arrow--prev')).to.equal(null);
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowLeft' });
      await wait(200);
      expect(captionText()).to.equal('tower title');
      expect(currentImage()?.src).to.equal(links[1]!.href);
      expect(document.querySelectorAll('.pswp__item img.pswp__img:not(.pswp__img--placeholder)').length).to.equal(1);
    });

    it('data-gallery groups links into separate galleries within one element', async () => {
      const host = fixture(`
        <pb-lightbox>
          ${sizedLink('harbour', 'data-title="day 1"')}
          <div data-gallery="night">
            ${sizedLink('tower', 'data-title="night 1"')}
            ${sizedLink('summit', 'data-title="night 2"')}
          </div>
          ${sizedLink('meadow', 'data-title="day 2"')}
          ${sizedLink('coast', 'data-title="night 3" data-gallery="night"')}
        </pb-lightbox>`);
      await upgraded(host);
      await openBy(linksOf(host)[2]!);
      expect(captionText()).to.equal('night 2');
      const seen: string[] = [];
      for (let step = 0; step < 3; step += 1) {
        await sendKeys({ press: 'ArrowRight' });
        await wait(100);
        seen.push(captionText());
      }
      expect(seen).to.deep.equal(['night 3', 'night 1', 'night 2']);
      await closeWithEscape();
      await openBy(linksOf(host)[3]!);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => captionText() === 'day 1', 'the other day image');
    });

    it('"empty counter text": no counter is shown', async () => {
      const host = fixture(gallery(['harbour', 'tower', 'meadow']));
      await upgraded(host);
      await openBy(linksOf(host)[0]!);
      expect(document.querySelector('.pswp__counter')).to.equal(null);
      expect(/\d\s*\/\s*\d/.test(root()!.textContent ?? '')).to.equal(false);
    });
  });

  describe('focus and keyboard (WAI-ARIA modal dialog)', () => {
    it('the dialog is modal, named, and takes focus', async () => {
      const host = fixture(gallery(['harbour', 'tower']));
      await upgraded(host);
      await openBy(linksOf(host)[0]!);
      expect(root()!.getAttribute('aria-modal')).to.equal('true');
      expect(root()!.getAttribute('aria-label')).to.equal('Image viewer');
      expect(root()!.contains(document.activeElement)).to.equal(true);
      expect(document.querySelector('.pswp__button--close')!.getAttribute('aria-label')).to.equal('Close');
      expect(document.querySelector('.pswp__button--arrow--prev')!.getAttribute('aria-label')).to.equal('Previous');
      expect(document.querySelector('.pswp__button--arrow--next')!.getAttribute('aria-label')).to.equal('Next');
    });

    it('Tab and Shift+Tab stay inside the lightbox while it is open', async () => {
      const host = fixture(`<div><button type="button">before</button>${gallery(['harbour', 'tower', 'meadow'])}<button type="button">after</button></div>`);
      const element = host.querySelector('pb-lightbox')!;
      await upgraded(element);
      await openBy(linksOf(element)[0]!);
      const visited = new Set<Element>();
      for (let press = 0; press < 8; press += 1) {
        await sendKeys({ press: 'Tab' });
        expect(root()!.contains(document.activeElement), `Tab ${press + 1} stays inside`).to.equal(true);
        visited.add(document.activeElement!);
      }
      for (let press = 0; press < 8; press += 1) {
        await sendKeys({ press: 'Shift+Tab' });
        expect(root()!.contains(document.activeElement), `Shift+Tab ${press + 1} stays inside`).to.equal(true);
      }
      expect(visited.size, 'Tab reaches several controls').to.be.greaterThan(2);
    });

    it('Escape closes, and focus returns to the link that opened it', async () => {
      const host = fixture(gallery(['harbour', 'tower']));
      await upgraded(host);
      const link = linksOf(host)[1]!;
      link.focus();
      const opened = nextEvent(host, 'pb-lightbox-open');
      await sendKeys({ press: 'Enter' });
      await opened;
      expect(document.activeElement === link).to.equal(false);
      await closeWithEscape();
      expect(document.activeElement === link).to.equal(true);
    });

    it('focus returns to the link after a pointer click too, and after the close button', async () => {
      const host = fixture(gallery(['harbour', 'tower']));
      await upgraded(host);
      const link = linksOf(host)[0]!;
      await openBy(link);
      document.querySelector<HTMLButtonElement>('.pswp__button--close')!.click();
      await waitFor(() => root() === null, 'removal');
      expect(document.activeElement === link).to.equal(true);
    });

    it('Escape pressed during the fade-in still closes the lightbox', async () => {
      const host = fixture(gallery(['harbour']));
      await upgraded(host);
      linksOf(host)[0]!.click();
      await waitFor(() => root() !== null, 'the dialog');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => root() === null, 'the dialog closed after its fade-in');
    });

    it('Escape pressed after PhotoSwipe took the keys, while the fade-in still runs, closes it once open', async () => {
      const host = fixture(gallery(['harbour']));
      await upgraded(host);
      const link = linksOf(host)[0]!;
      const fading = heldFade(150);
      link.focus();
      link.click();
      const fade = await fading;
      expect(Number(getComputedStyle(root()!).opacity), 'still fading in').to.be.lessThan(1);
      // Sent at once, in the held frame: a key's round trip could outlast PhotoSwipe's own end of the fade.
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      fade.finish();
      await waitFor(() => root() === null, 'the dialog closed after its fade-in');
      expect(document.activeElement === link, 'focus back on the link').to.equal(true);
    });
  });

  describe('timing (SPEC §9 fade effect, removal delay 500 ms, zoom 500 ms)', () => {
    it('fades in over 500 ms', async () => {
      const host = fixture(gallery(['harbour']));
      await upgraded(host);
      // Held 150 ms into the fade on its own clock, however busy the machine.
      const fading = heldFade(150);
      linksOf(host)[0]!.click();
      const fade = await fading;
      expect(root()!.style.getPropertyValue('--pswp-transition-duration')).to.equal('500ms');
      expect(Number(fade.effect!.getTiming().duration), 'a 500 ms fade').to.equal(500);
      const midway = Number(getComputedStyle(root()!).opacity);
      expect(midway, 'partly faded in').to.be.greaterThan(0.01).and.lessThan(0.99);
      finishAnimations(root()!);
      await waitFor(() => Number(getComputedStyle(root()!).opacity) === 1, 'the fade to end');
      const options = lightboxDiagnostics().lastOptions!;
      expect(options.showHideAnimationType).to.equal('fade');
      expect([options.showAnimationDuration, options.hideAnimationDuration, options.zoomAnimationDuration]).to.deep.equal([500, 500, 500]);
    });

    it('after closing it fades out and its DOM is removed 500 ms later; pb-lightbox-close follows', async () => {
      const host = fixture(gallery(['harbour', 'tower']));
      await upgraded(host);
      await openBy(linksOf(host)[0]!);
      finishAnimations(root()!);
      let closedAt = 0;
      host.addEventListener('pb-lightbox-close', () => (closedAt = performance.now()), { once: true });
      const fading = heldFade(200);
      // Read at the hold, not after the key's round trip: PhotoSwipe ends a transition on its own
      // wall-clock timer (duration + 500 ms), which a slow round trip on a busy machine outlasts.
      const pressed = sendKeys({ press: 'Escape' });
      const fade = await fading;
      const lightbox = root();
      expect(Number(fade.effect!.getTiming().duration), 'a 500 ms fade').to.equal(500);
      expect(lightbox, 'still there while it fades out').to.not.equal(null);
      expect(Number(getComputedStyle(lightbox!).opacity)).to.be.lessThan(1);
      expect(closedAt, 'pb-lightbox-close only once it is gone').to.equal(0);
      await pressed;
      // PhotoSwipe's own timer may have ended the fade and removed it meanwhile: either way it goes.
      finishAnimations(lightbox!);
      await waitFor(() => root() === null, 'removal once the fade has ended');
      await waitFor(() => closedAt > 0, 'pb-lightbox-close');
      expect(document.querySelectorAll('.pswp').length).to.equal(0);
    });

    it('zooms in 500 ms (the Z key toggles zoom)', async () => {
      const host = fixture(gallery(['coast']));
      await upgraded(host);
      await openBy(linksOf(host)[0]!);
      const width = (): number => currentImage()!.getBoundingClientRect().width;
      const before = width();
      // Held 200 ms into the zoom on its own clock, however busy the machine: watched for before the
      // key is sent, and read at the hold rather than after the key's round trip, which on a busy
      // machine can outlast PhotoSwipe's own wall-clock end of the transition (duration + 500 ms).
      const held = holdNextAnimation(root()!, 200, { match: (animation) => (animation as CSSTransition).transitionProperty === 'transform' });
      const pressed = sendKeys({ press: 'z' });
      const [zoom] = await held;
      const midway = width();
      expect(Number(zoom!.effect!.getTiming().duration), 'a 500 ms zoom').to.equal(500);
      await pressed;
      finishAnimations(root()!);
      await animationsSettled(root()!);
      const after = width();
      expect(after, 'zoomed in').to.be.greaterThan(before);
      expect(midway, 'still zooming after 200 ms').to.be.greaterThan(before).and.lessThan(after);
    });

    it('with prefers-reduced-motion it opens and closes at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const host = fixture(gallery(['harbour', 'tower']));
        await upgraded(host);
        await openBy(linksOf(host)[0]!);
        expect(Number(getComputedStyle(root()!).opacity)).to.equal(1);
        const options = lightboxDiagnostics().lastOptions!;
        expect([options.showAnimationDuration, options.hideAnimationDuration, options.zoomAnimationDuration]).to.deep.equal([0, 0, 0]);
        const lightbox = root()!;
        await sendKeys({ press: 'Escape' });
        expect(lightbox.getAnimations().length, 'nothing fades').to.equal(0);
        await waitFor(() => root() === null, 'removal');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });

  describe('loading (SPEC §9 preload 0 and 1; measuring unknown sizes)', () => {
    it('preloads the next image only, never images further ahead', async () => {
      const host = fixture(gallery(['harbour', 'tower', 'meadow', 'summit', 'coast']));
      await upgraded(host);
      const links = linksOf(host);
      expect(lightboxDiagnostics().measuredSources.length, 'sized links').to.equal(0);
      await openBy(links[0]!);
      await waitFor(() => requested(links[1]!.href), 'the next image to be preloaded');
      await frames(3);
      expect(requested(links[2]!.href), 'two ahead is not').to.equal(false);
      expect(requested(links[3]!.href), 'three ahead is not').to.equal(false);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => requested(links[2]!.href), 'after moving on, the new next image');
      await frames(3);
      expect(requested(links[3]!.href), 'still not two ahead').to.equal(false);
      expect(lightboxDiagnostics().lastOptions!.preload).to.deep.equal([0, 1]);
    });

    it('an image without a size is measured before it is shown, with a loading state meanwhile', async () => {
      const src = image('tower');
      const host = fixture(`<pb-lightbox><a href="${src}">A tall photo</a></pb-lightbox>`);
      await upgraded(host);
      const link = linksOf(host)[0]!;
      const opened = nextEvent(host, 'pb-lightbox-open');
      link.click();
      expect(link.getAttribute('aria-busy'), 'loading state on the link').to.equal('true');
      expect(document.documentElement.hasAttribute('data-pb-lightbox-loading')).to.equal(true);
      await opened;
      expect(link.hasAttribute('aria-busy')).to.equal(false);
      expect(document.documentElement.hasAttribute('data-pb-lightbox-loading')).to.equal(false);
      expect(lightboxDiagnostics().measuredSources).to.include(link.href);
      const { width, height } = currentImage()!.getBoundingClientRect();
      expect(width / height, 'shown at its own 2:3 shape').to.be.closeTo(800 / 1200, 0.02);
    });

    it('a known size (data-pswp-width/height) is used as given, without measuring', async () => {
      const src = image('summit');
      const host = fixture(`<pb-lightbox><a href="${src}" data-pswp-width="1000" data-pswp-height="500">Square photo, declared 2:1</a></pb-lightbox>`);
      await upgraded(host);
      const link = linksOf(host)[0]!;
      await openBy(link);
      expect(lightboxDiagnostics().measuredSources).to.not.include(link.href);
      const { width, height } = currentImage()!.getBoundingClientRect();
      expect(width / height).to.be.closeTo(2, 0.02);
    });

    it('the image\'s own width/height attributes count as a known size when it is the linked file', async () => {
      const src = image('meadow');
      const host = fixture(`<pb-lightbox><a href="${src}"><img src="${src}" width="1200" height="800" alt="Meadow" style="width:120px;height:auto"></a></pb-lightbox>`);
      await upgraded(host);
      const link = linksOf(host)[0]!;
      await openBy(link);
      expect(lightboxDiagnostics().measuredSources).to.not.include(link.href);
    });

    it('in a gallery, unknown sizes are measured as their slides come up, not all at once', async () => {
      const sources = (['harbour', 'tower', 'meadow', 'summit', 'coast'] as const).map((name) => image(name));
      const host = fixture(`<pb-lightbox>${sources.map((src, at) => `<a href="${src}" data-title="item ${at}">${at}</a>`).join('')}</pb-lightbox>`);
      await upgraded(host);
      const links = linksOf(host);
      await openBy(links[0]!);
      await wait(300);
      const measured = lightboxDiagnostics().measuredSources;
      expect(measured).to.include(links[0]!.href);
      expect(measured).to.include(links[1]!.href);
      expect(measured).to.not.include(links[2]!.href);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => currentImage()?.src === links[1]!.href, 'the second image, measured');
      const { width, height } = currentImage()!.getBoundingClientRect();
      expect(width / height).to.be.closeTo(800 / 1200, 0.02);
    });

    it('an image that fails to load opens with a fallback size and the error text', async () => {
      const host = fixture(`<pb-lightbox><a href="${IMG}lightbox-missing-${Date.now()}.png">Missing</a></pb-lightbox>`);
      await upgraded(host);
      await openBy(linksOf(host)[0]!);
      await waitFor(() => document.querySelector('.pswp__error-msg') !== null, 'the error message');
      expect(document.querySelector('.pswp__error-msg')!.textContent).to.equal('The image cannot be loaded');
    });
  });

  describe('title and caption (SPEC §5 escaped to numeric entities)', () => {
    it('shows the title and the caption from data-title/data-caption, alt/data-description and figcaption', async () => {
      const host = fixture(`
        <pb-lightbox>
          ${sizedLink('harbour', 'data-title="Harbour" data-caption="At dusk"')}
          <a href="${image('tower')}" data-pswp-width="800" data-pswp-height="1200"><img src="${IMG}lightbox-tower-thumb.png" alt="Tower" data-description="Night sky"></a>
          <figure><a href="${image('meadow')}" data-pswp-width="1200" data-pswp-height="800"><img src="${IMG}lightbox-meadow-thumb.png" alt="Meadow"></a><figcaption>Spring</figcaption></figure>
          <a href="${image('summit')}" data-pswp-width="1000" data-pswp-height="1000">no title</a>
        </pb-lightbox>`);
      await upgraded(host);
      await openBy(linksOf(host)[0]!);
      const parts = (): string[] => [...document.querySelectorAll('.pb-lightbox-caption p')].map((p) => p.textContent ?? '');
      expect(parts()).to.deep.equal(['Harbour', 'At dusk']);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => parts()[0] === 'Tower', 'the second caption');
      expect(parts()).to.deep.equal(['Tower', 'Night sky']);
      expect(currentImage()?.alt).to.equal('Tower');
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => parts()[0] === 'Meadow', 'the third caption');
      expect(parts()).to.deep.equal(['Meadow', 'Spring']);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => document.querySelector<HTMLElement>('.pb-lightbox-caption')!.hidden === true, 'no caption');
    });

    it('markup in a title or caption is shown as text and runs nothing', async () => {
      const attack = '<img src=x onerror="window.pbLightboxPwned=1">';
      const script = '</p><script>window.pbLightboxPwned=2</script><b>bold</b>';
      const host = fixture('<pb-lightbox></pb-lightbox>');
      const link = document.createElement('a');
      link.href = image('harbour');
      link.dataset.pswpWidth = '1600';
      link.dataset.pswpHeight = '1000';
      link.dataset.title = attack;
      link.dataset.caption = script;
      link.textContent = 'hostile';
      host.append(link);
      await upgraded(host);
      await openBy(link);
      await wait(300);
      const caption = document.querySelector('.pb-lightbox-caption')!;
      expect(caption.querySelector('img, script, b'), 'no element from the text').to.equal(null);
      expect([...caption.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal([attack, script]);
      expect((window as unknown as { pbLightboxPwned?: number }).pbLightboxPwned).to.equal(undefined);
      expect(caption.innerHTML).to.contain('&lt;img src=x onerror=');
    });
  });

  describe('events and accessibility', () => {
    it('fires pb-lightbox-open, pb-lightbox-change and pb-lightbox-close with link indices', async () => {
      const host = fixture(gallery(['harbour', 'tower', 'meadow']));
      await upgraded(host);
      const log: string[] = [];
      for (const type of ['pb-lightbox-open', 'pb-lightbox-change', 'pb-lightbox-close'] as const) {
        host.addEventListener(type, (event) => log.push(`${type}:${event.detail.index}`));
      }
      const bubbled = nextEvent<{ index: number }>(document, 'pb-lightbox-open');
      await openBy(linksOf(host)[1]!);
      expect((await bubbled).index).to.equal(1);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => log.length === 2, 'change');
      await closeWithEscape();
      await waitFor(() => log.length === 3, 'close');
      expect(log).to.deep.equal(['pb-lightbox-open:1', 'pb-lightbox-change:2', 'pb-lightbox-close:2']);
    });

    it('axe-core finds no violations with the lightbox open, in gallery and single mode', async () => {
      const page = fixture(`
        <main>
          <h1>Photos</h1>
          ${gallery(['harbour', 'tower', 'meadow'])}
          ${gallery(['summit'], 'gallery="off"')}
        </main>`);
      const [first, second] = [...page.querySelectorAll('pb-lightbox')] as [HTMLElement, HTMLElement];
      await Promise.all([upgraded(first), upgraded(second)]);
      expect(await axeViolations(), 'closed').to.deep.equal([]);
      await openBy(linksOf(first)[0]!);
      expect(await axeViolations(), 'gallery open').to.deep.equal([]);
      await closeWithEscape();
      await openBy(linksOf(second)[0]!);
      expect(await axeViolations(), 'single open').to.deep.equal([]);
    });

    it('a second click while one lightbox is loading or open opens nothing more', async () => {
      const host = fixture(gallery(['harbour', 'tower']));
      await upgraded(host);
      const opens: number[] = [];
      host.addEventListener('pb-lightbox-open', (event) => opens.push(event.detail.index));
      linksOf(host)[0]!.click();
      linksOf(host)[1]!.click();
      await waitFor(() => opens.length > 0, 'open');
      await wait(300);
      expect(opens).to.deep.equal([0]);
      expect(document.querySelectorAll('.pswp').length).to.equal(1);
    });

    it('removing the element closes its lightbox', async () => {
      const host = fixture(gallery(['harbour', 'tower']));
      await upgraded(host);
      await openBy(linksOf(host)[0]!);
      host.remove();
      await waitFor(() => root() === null, 'the lightbox to close');
    });
  });
});
