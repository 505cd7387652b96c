/**
 * <pb-slider> upgrades without moving anything (CLS 0): with its critical CSS, the slides take
 * the same boxes before the element's code arrives and after, at desktop and phone widths. The
 * element is imported only after measuring, so it starts undefined. Without the critical CSS
 * (no JavaScript) every slide reads as a normal section.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { SLIDER_CRITICAL_CSS } from '../../react-core/slider/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf } from './layout-helpers';

const PAGE_CSS = `
  .hero-slider section { padding: 3rem 1.5rem; color: #fff; background: #1d3557; }
  .hero-slider h2 { margin: 0 0 1rem; font-size: 2rem; }
  .hero-slider p { margin: 0; }
  @media (max-width: 767px) { .hero-slider section { padding: 1.5rem 1rem; } }
`;

const SLIDER = `
  <div class="hero-slider">
    <pb-slider id="layout-slider" label="Offers" autoplay autoplay-speed="60000">
      <section><h2>Spring sale</h2><p>Short.</p><a href="#a">Shop</a></section>
      <section><h2>Summer</h2><p>A much longer text that wraps on a phone and makes this slide the tallest one of all, by far. ${'More words. '.repeat(12)}</p></section>
      <section><h2>Autumn</h2></section>
    </pb-slider>
    <p class="after">Content after the slider.</p>
  </div>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-slider, pb-slider > section, .after', { label: 'localName' });
}

function visibleSlides(root: Element): number {
  return [...root.querySelectorAll('pb-slider > section')].filter((slide) => getComputedStyle(slide).visibility === 'visible').length;
}

describe('pb-slider upgrade layout (CLS 0)', () => {
  let style: HTMLStyleElement;

  before(() => {
    style = document.createElement('style');
    style.textContent = PAGE_CSS;
    document.head.append(style);
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('without JavaScript (no critical CSS) every slide is shown, one after the other', () => {
    const root = fixture(SLIDER);
    const tops = [...root.querySelectorAll('pb-slider > section')].map((slide) => slide.getBoundingClientRect().top);
    expect(visibleSlides(root)).to.equal(3);
    expect(tops[1]! > tops[0]! && tops[2]! > tops[1]!, 'stacked in the page').to.equal(true);
  });

  it('the slides occupy the same boxes before and after the upgrade, at desktop and phone widths', async () => {
    style.textContent = SLIDER_CRITICAL_CSS + PAGE_CSS;
    const widths = [1280, 600];
    const root = fixture(SLIDER);
    expect(customElements.get('pb-slider') === undefined, 'pb-slider starts undefined').to.equal(true);
    expect(visibleSlides(root), 'only the first slide shows before the upgrade').to.equal(1);
    const before = await atWidths(widths, () => boxes(root), { frames: 0 });
    expect(new Set(before[0]!.slice(1, 4).map((box) => box.split(',')[1])).size, 'the slides share one place').to.equal(1);
    expect(before[1], 'the phone layout differs').to.not.deep.equal(before[0]);
    await import('../../elements/pb-slider');
    const element = root.querySelector('pb-slider')!;
    await upgraded(element);
    expect(visibleSlides(root)).to.equal(1);
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(boxes(root), `${width} px`).to.deep.equal(before[index]);
    }
  });
});
