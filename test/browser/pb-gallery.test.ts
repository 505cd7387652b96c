/**
 * <pb-gallery> (SPEC.md §1 "Galleries with pagination"; §2 "Page hash"; §4 "Pagination";
 * §9 "Gallery default is 4 items per page", "Portfolio columns by width", "Module columns";
 * §5 "Image title and description text are escaped to numeric character entities before
 * entering the lightbox"). The page window, paging reducer and hash format are unit-tested
 * (test/unit/pagination.test.ts, gallery-state.test.ts); these tests check what a visitor sees.
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-gallery';
import { lightboxDiagnostics } from '../../react-core/lightbox/open-lightbox';
import { captureConsole, cleanupFixtures, finishAnimations, fixture, holdNextAnimation, upgraded, wait, waitFor } from './helpers';
import { axeViolations, recordLayoutShifts } from './layout-helpers';

const IMG = '/demo/pages/assets/img/';
const SOURCES = ['carousel-1-lake', 'carousel-2-dunes', 'carousel-3-forest', 'carousel-4-glacier', 'carousel-5-harbour', 'carousel-6-meadow', 'carousel-7-canyon', 'carousel-8-aurora', 'slider-project-1', 'slider-project-2'];

const PAGE_CSS = `
  pb-gallery figure { margin: 0; }
  pb-gallery img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; }
  pb-gallery figcaption { font-size: 14px; line-height: 20px; height: 20px; overflow: hidden; }
`;

function figure(index: number, extra = ''): string {
  const name = SOURCES[index % SOURCES.length]!;
  return `<figure ${extra}><a href="${IMG}${name}.svg" data-pswp-width="800" data-pswp-height="533"><img src="${IMG}${name}.svg" width="800" height="533" alt="Image ${index + 1}"></a><figcaption>Caption ${index + 1}</figcaption></figure>`;
}

function figures(count: number): string {
  return Array.from({ length: count }, (_, index) => figure(index)).join('');
}

let serial = 0;
function gallery(attributes = '', content = figures(10)): HTMLElement {
  serial += 1;
  const root = fixture(`<div style="width:1100px"><style>${PAGE_CSS}</style><pb-gallery id="photos-${serial}" ${attributes}>${content}</pb-gallery><p class="after">After the gallery.</p></div>`);
  return root.querySelector('pb-gallery')!;
}

function itemsOf(host: Element): HTMLElement[] {
  return [...host.children].filter((child) => child.localName === 'figure') as HTMLElement[];
}

/** The alt texts of the images a visitor sees and reaches (on screen, not inert). */
function shownImages(host: Element): string[] {
  return itemsOf(host)
    .filter((item) => !item.inert && getComputedStyle(item).visibility === 'visible' && item.getBoundingClientRect().height > 0)
    .map((item) => item.querySelector('img')!.alt);
}

function nav(host: Element): HTMLElement | null {
  return host.shadowRoot!.querySelector<HTMLElement>('nav[part~=pagination]');
}

function control(host: Element, name: string): HTMLElement {
  const found = [...nav(host)!.querySelectorAll<HTMLElement>('a, button')].find((element) => element.textContent!.trim() === name);
  if (!found) throw new Error(`no pagination control "${name}"`);
  return found;
}

function status(host: Element): string {
  return host.shadowRoot!.querySelector('[part=status]')!.textContent ?? '';
}

function pageChanges(host: Element): Array<{ page: number; previousPage: number; total: number }> {
  const seen: Array<{ page: number; previousPage: number; total: number }> = [];
  host.addEventListener('pb-page-change', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

async function showsPage(host: Element, first: number, count: number): Promise<void> {
  const expected = Array.from({ length: count }, (_, index) => `Image ${first + index}`);
  await waitFor(() => JSON.stringify(shownImages(host)) === JSON.stringify(expected), `images ${first}–${first + count - 1} to be shown (shown: ${shownImages(host).join(', ')})`);
}

/** The stacked pages (in the shadow root), where the page change animates. */
function pagesOf(host: Element): HTMLElement {
  return host.shadowRoot!.querySelector<HTMLElement>('[part=pages]')!;
}

/** The move has settled: its animations (held forwards until then) have been cancelled. */
async function settled(host: Element): Promise<void> {
  const running = (): number => [...itemsOf(host), ...host.shadowRoot!.querySelectorAll('*')].reduce((count, element) => count + element.getAnimations().length, 0);
  await waitFor(() => running() === 0, 'the move to settle');
}

function lightboxRoot(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.pswp');
}

function lightboxImage(): HTMLImageElement | null {
  return document.querySelector<HTMLImageElement>('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
}

describe('pb-gallery', () => {
  const startHash = location.hash;
  afterEach(async () => {
    if (lightboxRoot()) {
      await sendKeys({ press: 'Escape' });
      await waitFor(() => lightboxRoot() === null, 'cleanup close').catch(() => undefined);
    }
    cleanupFixtures();
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', `${location.pathname}${location.search}${startHash}`);
  });

  describe('grid pagination (SPEC §4, §9 "Gallery default is 4 items per page")', () => {
    it('shows 4 images a page; previous is hidden on page 1; only the page window of numbers', async () => {
      const host = gallery('', figures(24));
      await upgraded(host);
      expect(shownImages(host)).to.deep.equal(['Image 1', 'Image 2', 'Image 3', 'Image 4']);
      const names = [...nav(host)!.querySelectorAll('a, button')].map((element) => element.textContent!.trim());
      expect(names).to.deep.equal(['1', '2', '3', '4', 'Next']);
      expect(control(host, '1').getAttribute('aria-current')).to.equal('page');
      expect(nav(host)!.getAttribute('aria-label')).to.equal('Gallery pages');
    });

    it('choosing page 2 shows images 5–8, announces "Page 2 of 3" and fires pb-page-change', async () => {
      const host = gallery();
      await upgraded(host);
      const changes = pageChanges(host);
      control(host, '2').click();
      await showsPage(host, 5, 4);
      await waitFor(() => status(host) === 'Page 2 of 3', 'the polite announcement');
      expect(host.shadowRoot!.querySelector('[part=status]')!.getAttribute('aria-live')).to.equal('polite');
      expect(changes).to.deep.equal([{ page: 2, previousPage: 1, total: 3 }]);
      control(host, 'Next').click();
      await showsPage(host, 9, 2);
      const names = [...nav(host)!.querySelectorAll('a, button')].map((element) => element.textContent!.trim());
      expect(names, 'next is hidden on the last page').to.deep.equal(['Previous', '1', '2', '3']);
    });

    it('a pointer click on a page number chooses it (the controls take pointer events)', async () => {
      const host = gallery();
      await upgraded(host);
      const box = control(host, '2').getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      await showsPage(host, 5, 4);
    });

    it('per-page sets the images a page', async () => {
      const host = gallery('per-page="6"');
      await upgraded(host);
      expect(shownImages(host)).to.have.length(6);
      control(host, '2').click();
      await showsPage(host, 7, 4);
    });

    it('concurrent page changes are blocked: another choice during the change is ignored', async () => {
      const host = gallery();
      await upgraded(host);
      const held = holdNextAnimation(pagesOf(host), 100);
      control(host, '2').click();
      const animations = await held;
      expect(nav(host)!.querySelector('[aria-current=page]')!.textContent).to.equal('2');
      control(host, '3').click();
      control(host, 'Next').click();
      finishAnimations(pagesOf(host));
      for (const animation of animations) animation.finish();
      await showsPage(host, 5, 4);
      await wait(300);
      expect(shownImages(host)).to.deep.equal(['Image 5', 'Image 6', 'Image 7', 'Image 8']);
    });

    it('paging shifts nothing outside the gallery: it keeps the height of its tallest page', async () => {
      const host = gallery('', figures(9));
      await upgraded(host);
      const after = host.parentElement!.querySelector('.after')!;
      const height = host.getBoundingClientRect().height;
      // Positions in the document: focus moving to the current page may scroll the window.
      const top = after.getBoundingClientRect().top + scrollY;
      const shifts = recordLayoutShifts();
      control(host, '3').click();
      await showsPage(host, 9, 1);
      expect(host.getBoundingClientRect().height).to.be.closeTo(height, 0.5);
      expect(after.getBoundingClientRect().top + scrollY).to.be.closeTo(top, 0.5);
      control(host, '1').click();
      await showsPage(host, 1, 4);
      const { value, sources } = shifts();
      expect(value, sources.join('\n')).to.equal(0);
    });

    it('the page change cross-fades, and is instant with prefers-reduced-motion', async () => {
      const host = gallery();
      await upgraded(host);
      const held = holdNextAnimation(pagesOf(host), 0);
      control(host, '2').click();
      const animations = await held;
      expect(animations.length).to.be.greaterThan(0);
      for (const animation of animations) {
        const properties = (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame));
        expect(properties.filter((name) => !['offset', 'easing', 'composite', 'computedOffset', 'opacity', 'transform', 'visibility'].includes(name))).to.deep.equal([]);
      }
      finishAnimations(pagesOf(host));
      await showsPage(host, 5, 4);
      await emulateMedia({ reducedMotion: 'reduce' });
      control(host, '3').click();
      expect(host.shadowRoot!.getAnimations().length).to.equal(0);
      await showsPage(host, 9, 2);
    });

    it('the server page: `page` with the other pages hidden shows that page; its no-JS links make way for the control', async () => {
      const content = Array.from({ length: 10 }, (_, index) => figure(index, index >= 4 && index < 8 ? '' : 'hidden')).join('') +
        '<nav slot="pagination" class="server-pages"><a href="?page=1">1</a> <a href="?page=3">3</a></nav>';
      const host = gallery('page="2"', content);
      await upgraded(host);
      expect(shownImages(host)).to.deep.equal(['Image 5', 'Image 6', 'Image 7', 'Image 8']);
      expect(host.querySelector<HTMLElement>('.server-pages')!.getBoundingClientRect().height, 'the server links are not shown').to.equal(0);
      control(host, '1').click();
      await showsPage(host, 1, 4);
    });
  });

  describe('columns by width (SPEC §9), at most `columns`', () => {
    const rowOf = (host: Element): number => {
      const tops = itemsOf(host).filter((item) => !item.inert).map((item) => Math.round(item.getBoundingClientRect().top));
      return tops.filter((top) => top === tops[0]).length;
    };
    after(() => setViewport({ width: 1280, height: 800 }));

    for (const [width, columns, expected] of [
      [1100, '', 3],
      [1100, 'columns="4"', 4],
      [1100, 'columns="2"', 2],
      [700, 'columns="4"', 2],
      [400, 'columns="4"', 1],
    ] as const) {
      it(`an element ${width} px wide with ${columns || 'the default columns'} shows ${expected} a row`, async () => {
        const host = gallery(`${columns} per-page="8"`);
        host.parentElement!.style.width = `${width}px`;
        await upgraded(host);
        await waitFor(() => rowOf(host) === expected, `${expected} a row (got ${rowOf(host)})`);
        const first = itemsOf(host)[0]!.getBoundingClientRect().width;
        expect(first).to.be.closeTo(width / expected, 1);
      });
    }

    it('columns-phone applies on a phone', async () => {
      await setViewport({ width: 600, height: 800 });
      const host = gallery('columns="4" columns-phone="1"');
      host.parentElement!.style.width = '560px';
      await upgraded(host);
      await waitFor(() => rowOf(host) === 1, 'one a row');
    });
  });

  describe('page hash (SPEC §2): id|all|page', () => {
    it('a page the visitor chooses is written as a history entry; Back and Forward walk the pages', async () => {
      const host = gallery();
      await upgraded(host);
      const entries = history.length;
      control(host, '2').click();
      await showsPage(host, 5, 4);
      expect(decodeURIComponent(location.hash)).to.equal(`#${host.id}|all|2`);
      expect(history.length).to.equal(entries + 1);
      control(host, '3').click();
      await showsPage(host, 9, 2);
      history.back();
      await showsPage(host, 5, 4);
      history.back();
      await showsPage(host, 1, 4);
      history.forward();
      await showsPage(host, 5, 4);
    });

    it('a hash on load opens its page; a hash change shows another; other modules\' segments are kept', async () => {
      history.replaceState(null, '', `#work|landscapes|2||photos-${serial + 1}|all|3`);
      const host = gallery();
      await upgraded(host);
      expect(shownImages(host)).to.deep.equal(['Image 9', 'Image 10']);
      location.hash = `work|landscapes|2||${host.id}|all|2`;
      await showsPage(host, 5, 4);
      control(host, '1').click();
      await showsPage(host, 1, 4);
      expect(decodeURIComponent(location.hash)).to.equal(`#work|landscapes|2||${host.id}|all|1`);
    });

    it('the page links are real links to the page\'s hash (they open in a new tab)', async () => {
      const host = gallery();
      await upgraded(host);
      expect(decodeURIComponent((control(host, '2') as HTMLAnchorElement).getAttribute('href')!)).to.equal(`#${host.id}|all|2`);
    });

    it('a hash change during a page change is applied once it has settled', async () => {
      const host = gallery();
      await upgraded(host);
      const held = holdNextAnimation(pagesOf(host), 100);
      control(host, '2').click();
      const animations = await held;
      location.hash = `${host.id}|all|3`;
      await wait(100);
      for (const animation of animations) animation.finish();
      await showsPage(host, 9, 2);
    });
  });

  describe('lightbox over the whole gallery', () => {
    it('from page 2 it opens at that image, moves through every image, and closing returns focus to the thumbnail', async () => {
      const host = gallery();
      await upgraded(host);
      control(host, '2').click();
      await showsPage(host, 5, 4);
      const link = itemsOf(host)[5]!.querySelector('a')!;
      link.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => lightboxImage()?.src === link.href, 'the lightbox to show image 6');
      expect(document.querySelector('.pb-lightbox-caption')!.textContent).to.equal('Image 6Caption 6');
      const options = lightboxDiagnostics().lastOptions!;
      expect(options.index).to.equal(5);
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => lightboxImage()?.src === itemsOf(host)[9]!.querySelector('a')!.href, 'image 10 (page 3)');
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => lightboxImage()?.src === itemsOf(host)[0]!.querySelector('a')!.href, 'image 1 (page 1), wrapping');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => lightboxRoot() === null && !lightboxDiagnostics().open, 'the lightbox to close');
      expect(document.activeElement === link).to.equal(true);
    });

    it('titles and captions are text: markup in them runs nothing', async () => {
      const hostile = `<figure><a href="${IMG}carousel-1-lake.svg" data-pswp-width="800" data-pswp-height="533" data-title="&lt;img src=x onerror=window.pwned=1&gt;"><img src="${IMG}carousel-1-lake.svg" alt="Lake"></a><figcaption>&lt;b&gt;bold&lt;/b&gt; &amp; more</figcaption></figure>`;
      const host = gallery('', hostile + figures(2));
      await upgraded(host);
      host.querySelector('a')!.click();
      await waitFor(() => Boolean(document.querySelector('.pb-lightbox-caption p')), 'the caption');
      expect(document.querySelector('.pb-lightbox-caption__title')!.textContent).to.equal('<img src=x onerror=window.pwned=1>');
      expect(document.querySelector('.pb-lightbox-caption__text')!.textContent).to.equal('<b>bold</b> & more');
      expect(document.querySelector('.pb-lightbox-caption img, .pb-lightbox-caption b')).to.equal(null);
      expect((window as { pwned?: number }).pwned).to.equal(undefined);
    });

    it('an image link to "Infinity" or "héllo wörld" is never requested: one warning each; the lightbox leaves it out and its click does nothing', async () => {
      const refused = ['Infinity', 'héllo wörld'];
      let host!: HTMLElement;
      const { warnings } = await captureConsole(async () => {
        host = gallery('', figures(1) + refused.map((href) => `<figure><a href="${href}"><img src="${IMG}carousel-2-dunes.svg" alt="${href}"></a></figure>`).join(''));
        await upgraded(host);
        host.querySelector('a')!.click();
        await waitFor(() => lightboxImage() !== null, 'the lightbox');
        await wait(300);
        await sendKeys({ press: 'Escape' });
        await waitFor(() => lightboxRoot() === null && !lightboxDiagnostics().open, 'the lightbox to close');
        const second = itemsOf(host)[1]!.querySelector('a')!;
        second.click();
        await wait(300);
      });
      expect(lightboxRoot(), 'a refused link opens nothing').to.equal(null);
      expect(location.pathname.endsWith('Infinity'), 'nor is followed').to.equal(false);
      const requested = performance.getEntriesByType('resource').map((entry) => decodeURIComponent(new URL(entry.name).pathname));
      expect(requested.filter((path) => refused.some((href) => path.endsWith(`/${href}`)))).to.deep.equal([]);
      for (const href of refused) expect(warnings.filter((text) => text.includes('[pb-gallery]') && text.includes(`"${href}"`)), href).to.have.length(1);
    });
  });

  describe('slider layout', () => {
    it('shows one image at a time; next/previous wrap; each image is a page in the hash', async () => {
      const host = gallery('layout="slider" label="Coast photos"');
      await upgraded(host);
      expect(shownImages(host)).to.deep.equal(['Image 1']);
      expect(nav(host)).to.equal(null);
      const next = host.shadowRoot!.querySelector<HTMLButtonElement>('[part~=next]')!;
      next.click();
      await showsPage(host, 2, 1);
      await settled(host);
      expect(decodeURIComponent(location.hash)).to.equal(`#${host.id}|all|2`);
      host.shadowRoot!.querySelector<HTMLButtonElement>('[part~=previous]')!.click();
      await showsPage(host, 1, 1);
      await settled(host);
      host.shadowRoot!.querySelector<HTMLButtonElement>('[part~=previous]')!.click();
      await showsPage(host, 10, 1);
      history.back();
      await showsPage(host, 1, 1);
    });

    it('a hash on load opens its image; a click opens the lightbox over every image at it', async () => {
      history.replaceState(null, '', `#photos-${serial + 1}|all|4`);
      const host = gallery('layout="slider"');
      await upgraded(host);
      expect(shownImages(host)).to.deep.equal(['Image 4']);
      const link = itemsOf(host)[3]!.querySelector('a')!;
      link.click();
      await waitFor(() => lightboxImage()?.src === link.href, 'the lightbox at image 4');
      expect(lightboxDiagnostics().lastOptions!.index).to.equal(3);
    });

    it('Left and Right keys move between images', async () => {
      const host = gallery('layout="slider"');
      await upgraded(host);
      itemsOf(host)[0]!.querySelector('a')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await showsPage(host, 2, 1);
    });
  });

  describe('accessibility and cleanup', () => {
    it('axe-core finds no violations on page 1 and after paging, in both layouts', async () => {
      const host = gallery('label="Coast photos"');
      await upgraded(host);
      expect(await axeViolations(host.parentElement!)).to.deep.equal([]);
      control(host, '2').click();
      await showsPage(host, 5, 4);
      await settled(host);
      expect(await axeViolations(host.parentElement!)).to.deep.equal([]);
      const slider = gallery('layout="slider" label="Slides"');
      await upgraded(slider);
      expect(await axeViolations(slider.parentElement!)).to.deep.equal([]);
    });

    it('keyboard: Tab reaches the page numbers, Enter chooses a page and the focus stays on the pagination', async () => {
      const host = gallery();
      await upgraded(host);
      control(host, '1').focus();
      await sendKeys({ press: 'Tab' });
      expect(host.shadowRoot!.activeElement!.textContent).to.equal('2');
      await sendKeys({ press: 'Enter' });
      await showsPage(host, 5, 4);
      expect(host.shadowRoot!.activeElement!.textContent).to.equal('2');
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(host.shadowRoot!.activeElement!.textContent).to.equal('Next');
      await sendKeys({ press: 'Enter' });
      await showsPage(host, 9, 2);
      expect(host.shadowRoot!.activeElement?.getAttribute('aria-current'), 'next left: focus on the current page').to.equal('page');
    });

    it('removing the element gives the author\'s markup back (slot, hidden, inert)', async () => {
      const content = figure(0) + figure(1, 'hidden') + figures(6);
      const host = gallery('', content);
      await upgraded(host);
      const items = itemsOf(host);
      host.remove();
      await wait(50);
      expect(items.map((item) => item.getAttribute('slot'))).to.deep.equal(items.map(() => null));
      expect(items.map((item) => item.hidden)).to.deep.equal([false, true, false, false, false, false, false, false]);
      expect(items.some((item) => item.inert)).to.equal(false);
    });
  });
});
