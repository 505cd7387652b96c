/**
 * <pb-image-carousel> upgrades without moving anything (CLS 0): with its critical CSS, the boxes
 * before the element's code arrives are the boxes after Swiper has initialised, at desktop,
 * tablet and phone widths, several rows filled column by column as Swiper's grid fills them. This file imports the element only after measuring.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { IMAGE_CAROUSEL_CRITICAL_CSS } from '../../react-core/image-carousel/critical-css';
import { cleanupFixtures, fixture } from './helpers';
import { addStyle, images, PAGE_CSS, upgraded } from './pb-image-carousel-helpers';

const THEME_CSS = `${PAGE_CSS}
  .layout-demo { --pb-image-carousel-space-between: 16px; }
  @media (max-width: 767px) { .layout-demo { --pb-image-carousel-space-between: 8px; } }
  .layout-demo figure { margin: 0 0 4px; }
  .layout-demo figcaption { padding: 4px 0; }
  .layout-demo p { margin: 12px 0; }
  .layout-demo #rows { --pb-image-carousel-height: 320px; --pb-image-carousel-space-between: 12px; }
  .layout-demo #rows img { height: 100%; object-fit: cover; }`;

const PAGE = `
  <section class="layout-demo">
    <p class="before">Before the carousels.</p>
    <pb-image-carousel id="carousel" slide-to-show="4" slide-to-show-tablet="3" slide-to-show-phone="1">
      ${images(8)}
    </pb-image-carousel>
    <p class="between">Between.</p>
    <pb-image-carousel id="figures" slide-to-show="3" slide-to-show-phone="2">
      ${images(5, (img, index) => `<figure><a href="#f${index}">${img}</a><figcaption>Caption ${index + 1}</figcaption></figure>`)}
    </pb-image-carousel>
    <p class="between">Between.</p>
    <pb-image-carousel id="slideshow" type="slideshow" slideshow-to-show="4">
      ${images(5)}
    </pb-image-carousel>
    <p class="between">Between.</p>
    <pb-image-carousel id="rows" slide-row="2" slide-to-show="3" slide-row-phone="1" slide-to-show-phone="1">
      ${images(6)}
    </pb-image-carousel>
    <p class="after">After the carousels.</p>
  </section>`;

type Box = [string, number, number, number, number];

function boxes(root: Element): Box[] {
  return [...root.querySelectorAll('pb-image-carousel, pb-image-carousel img, figcaption, p')].map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return [element.id || element.tagName, x, y, width, height];
  });
}

function differences(before: Box[], after: Box[]): string[] {
  return before.flatMap((box, index) => {
    const other = after[index]!;
    const same = box.slice(1).every((value, part) => Math.abs((value as number) - (other[part + 1] as number)) < 0.5);
    return same ? [] : [`${index} ${box.join(',')} → ${other.map((v) => (typeof v === 'number' ? v.toFixed(1) : v)).join(',')}`];
  });
}

describe('pb-image-carousel upgrade layout (CLS 0)', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = addStyle(IMAGE_CAROUSEL_CRITICAL_CSS + THEME_CSS);
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('carousels, a slideshow and a two-row carousel (one row on phones) occupy the same boxes before and after the upgrade, at desktop, tablet and phone widths', async () => {
    const widths = [1200, 900, 600];
    const section = fixture(PAGE);
    expect(customElements.get('pb-image-carousel') === undefined, 'pb-image-carousel starts undefined').to.equal(true);
    await Promise.all([...section.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
    const before: Box[][] = [];
    const gap = (): number => {
      const [one, two] = section.querySelectorAll('#carousel img');
      return two!.getBoundingClientRect().left - one!.getBoundingClientRect().right;
    };
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      before.push(boxes(section));
      expect(gap(), `the gap is reserved at ${width} px`).to.be.closeTo(width < 768 ? 8 : 16, 0.5);
    }
    await import('../../elements/pb-image-carousel');
    await Promise.all([...section.querySelectorAll('pb-image-carousel')].map(upgraded));
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(differences(before[index]!, boxes(section)), `${width} px`).to.deep.equal([]);
    }
  });
});
