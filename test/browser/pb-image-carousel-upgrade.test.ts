/**
 * <pb-image-carousel> upgrades in two tasks (issue 33, long tasks): the first render shows the
 * slides in their boxes, where the critical CSS had them, and Swiper, which measures and moves
 * them, runs in a task of its own. A press or key before then builds Swiper at once.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-image-carousel';
import { IMAGE_CAROUSEL_CRITICAL_CSS } from '../../react-core/image-carousel/critical-css';
import { cleanupFixtures, fixture } from './helpers';
import { addStyle, button, carousel, images, PAGE_CSS, swiperBuilt, swiperOf, upgraded } from './pb-image-carousel-helpers';

/** Runs `check` in the microtask after the commit that marks `element` rendered (same task). */
function atFirstRender<T>(element: Element, check: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute('data-enhanced')) return;
      observer.disconnect();
      try {
        resolve(check());
      } catch (error) {
        reject(error);
      }
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-enhanced'] });
  });
}

/** A carousel fixture not yet upgraded: the markup is parsed inside a template, then inserted. */
function insertCarousel(attributes: string, children = images(6)): HTMLElement {
  const holder = fixture('<div></div>');
  const template = document.createElement('template');
  template.innerHTML = carousel(attributes, children);
  const element = template.content.firstElementChild as HTMLElement;
  queueMicrotask(() => holder.append(element));
  return element;
}

function boxesOf(element: Element): number[][] {
  return [element, ...element.children].map((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return [x, y, width, height].map((value) => Math.round(value * 2) / 2);
  });
}

describe('pb-image-carousel upgrade in two tasks', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = addStyle(IMAGE_CAROUSEL_CRITICAL_CSS + PAGE_CSS + 'pb-image-carousel{--pb-image-carousel-space-between:12px}');
  });
  after(() => style.remove());
  beforeEach(() => setViewport({ width: 1200, height: 800 }));
  afterEach(cleanupFixtures);

  it('the first render shows every slide in its box before Swiper runs, in a later task', async () => {
    const element = insertCarousel('loop slide-to-show="3"');
    const atRender = await atFirstRender(element, () => ({
      slotted: [...element.children].every((child, index) => child.assignedSlot?.name === `slide-${index}`),
      swiperBuilt: swiperBuilt(element),
    }));
    expect(atRender).to.deep.equal({ slotted: true, swiperBuilt: false });
    await upgraded(element);
    expect(swiperOf(element).params.loop).to.equal(true);
  });

  it('the slides sit in the same boxes before and after Swiper runs (CLS 0)', async () => {
    const element = insertCarousel('slide-to-show="3"');
    const beforeSwiper = await atFirstRender(element, () => boxesOf(element));
    await upgraded(element);
    expect(boxesOf(element)).to.deep.equal(beforeSwiper);
  });

  for (const attributes of ['centered-slides slide-to-show="3"', 'slider-orientation="vertical" slide-to-show="2"']) {
    it(`a carousel whose slides Swiper moves (${attributes}) is built with its first render, so the move is never painted (CLS 0)`, async () => {
      const element = insertCarousel(attributes);
      expect(await atFirstRender(element, () => swiperBuilt(element))).to.equal(true);
    });
  }

  it('a tap on the next arrow before Swiper runs builds it at once and moves the carousel', async () => {
    const element = insertCarousel('slide-to-show="1"');
    const changes: number[] = [];
    element.addEventListener('pb-slide-change', (event) => changes.push((event as CustomEvent<{ index: number }>).detail.index));
    const moved = await atFirstRender(element, () => {
      const next = button(element, 'button-next');
      next.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true }));
      next.click();
      return swiperOf(element).realIndex;
    });
    expect(moved).to.equal(1);
    expect(changes).to.deep.equal([1]);
  });

  it('a press on the slides before Swiper runs builds it within the press, so Swiper takes the swipe', async () => {
    const element = insertCarousel('slide-to-show="1"');
    const built = await atFirstRender(element, () => {
      const viewport = element.shadowRoot!.querySelector('[part=viewport]')!;
      viewport.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true }));
      return swiperBuilt(element);
    });
    expect(built).to.equal(true);
  });
});
