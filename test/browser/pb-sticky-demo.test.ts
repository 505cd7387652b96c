/**
 * The sticky demo page (demo/pages/sticky.html with site.css and sticky.css): the chapter bar
 * sticks at the top, the booking box sticks below it (offset-surrounding) and pauses at the end
 * of its column, the weather note waits at the bottom of the window; no layout shift at upgrade;
 * axe-core finds nothing.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { STICKY_CRITICAL_CSS } from '../../react-core/sticky/critical-css';
import { cleanupFixtures, fixture, nextFrame, scrollToY, upgraded } from './helpers';
import { axeViolations, boxesOf } from './layout-helpers';

async function loadStyles(): Promise<HTMLElement[]> {
  const links = ['/demo/pages/assets/site.css', '/demo/pages/assets/sticky.css'].map((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    return link;
  });
  const critical = document.createElement('style');
  critical.textContent = STICKY_CRITICAL_CSS;
  document.head.prepend(critical);
  document.head.append(...links);
  await Promise.all(links.map((link) => new Promise((resolve) => link.addEventListener('load', resolve))));
  return [critical, ...links];
}

async function pageBody(): Promise<string> {
  const html = await (await fetch('/demo/pages/sticky.html')).text();
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script').forEach((script) => script.remove());
  return body.innerHTML;
}

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-sticky, main h1, main h2, main p, footer', { scroll: 'y' });
}

describe('sticky demo page', () => {
  let added: HTMLElement[] = [];
  before(async () => {
    added = await loadStyles();
    await setViewport({ width: 1280, height: 800 });
  });
  after(() => {
    for (const element of added) element.remove();
    cleanupFixtures();
    window.scrollTo(0, 0);
  });

  it('upgrades without layout shift, then the chapter bar, the booking box and the note stick as described; axe finds nothing', async () => {
    const root = fixture(`<div>${await pageBody()}</div>`);
    await nextFrame();
    const before = boxes(root);
    await import('../../elements/pb-sticky');
    const [chapters, booking, notice] = [...root.querySelectorAll<HTMLElement>('pb-sticky')];
    for (const element of [chapters!, booking!, notice!]) await upgraded(element);
    await scrollToY(0);
    expect(notice!.getAttribute('data-sticky'), 'the note waits at the bottom').to.equal('bottom');
    const note = notice!.getBoundingClientRect();
    expect(note.width, 'its sticky max-width').to.equal(640);
    const place = root.querySelector('[data-pb-sticky-placeholder]')!.getBoundingClientRect();
    expect(Math.abs(note.left + note.width / 2 - (place.left + place.width / 2)) <= 0.5, 'centred over its place').to.equal(true);
    notice!.removeAttribute('position');
    await scrollToY(0);
    expect(boxes(root), 'no shift at upgrade').to.deep.equal(before);
    notice!.setAttribute('position', 'bottom');

    const chaptersTop = chapters!.getBoundingClientRect().top + window.scrollY;
    await scrollToY(chaptersTop + 300);
    expect(chapters!.getAttribute('data-sticky')).to.equal('top');
    expect(booking!.getAttribute('data-sticky')).to.equal('top');
    const barBottom = chapters!.getBoundingClientRect().bottom;
    expect(Math.abs(booking!.getBoundingClientRect().top - (barBottom + 16)) <= 1, 'booking below the bar + 16 px').to.equal(true);

    const column = booking!.closest('.column')!;
    const columnBottom = column.getBoundingClientRect().bottom + window.scrollY;
    await scrollToY(columnBottom);
    expect(booking!.hasAttribute('data-sticky-paused'), 'paused at the end of its column').to.equal(true);
    expect(Math.abs(booking!.getBoundingClientRect().bottom - column.getBoundingClientRect().bottom) <= 1).to.equal(true);

    expect(await axeViolations()).to.deep.equal([]);
  });
});
