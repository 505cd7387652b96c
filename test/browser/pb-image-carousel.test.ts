/**
 * <pb-image-carousel> on Swiper 14 (SPEC.md §3 "Image carousel configuration", §4 "Image carousel
 * autoplay", §5 escaping, §8 slider texts, §9 breakpoints, "Carousel effects", "Carousel slide
 * 1000 ms", "Carousel arrows are hidden when items do not exceed the columns"; WAI-ARIA Carousel).
 * Autoplay: pb-image-carousel-autoplay.test.ts. Upgrade layout: pb-image-carousel-layout.test.ts.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-image-carousel';
import '../../elements/pb-tabs';
import { lightboxBridge, type LightboxModule } from '../../react-core/image-carousel/lightbox-bridge';
import type { LightboxItem, LightboxOptions } from '../../react-core/lightbox/lightbox-item';
import { captureConsole, cleanupFixtures, fixture, frames, heldDateNow, isShownOnScreen, loadingIndicatorIn, nextFrame, wait, waitFor, withLiveListeners } from './helpers';
import { axeViolations } from './layout-helpers';
import { addStyle, button, carousel, image, images, PAGE_CSS, slideBoxes, swiperOf, thumbsOf, upgraded } from './pb-image-carousel-helpers';

interface LightboxCall {
  items: LightboxItem[];
  index: number;
  options: LightboxOptions;
}

/** Replaces the lightbox opener for one test; returns the calls it received. */
function stubLightbox(): { calls: LightboxCall[]; restore: () => void } {
  const calls: LightboxCall[] = [];
  const original = lightboxBridge.load;
  const stub: LightboxModule = {
    openLightbox: (items, index, options) => {
      calls.push({ items, index, options });
      return Promise.resolve();
    },
  };
  lightboxBridge.load = () => Promise.resolve(stub);
  return { calls, restore: () => (lightboxBridge.load = original) };
}

describe('pb-image-carousel', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = addStyle(PAGE_CSS);
  });
  after(() => style.remove());
  beforeEach(() => setViewport({ width: 1200, height: 800 }));
  afterEach(async () => {
    cleanupFixtures();
    await resetMouse();
  });

  it('applies the WAI-ARIA Carousel pattern: region, slides as groups "n / total", labelled buttons (SPEC §8)', async () => {
    const element = fixture(carousel('label="Summer collection"'));
    await upgraded(element);
    const region = element.shadowRoot!.querySelector('[part=carousel]')!;
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Summer collection');
    const boxes = slideBoxes(element);
    expect(boxes.map((box) => box.getAttribute('aria-label'))).to.deep.equal(['1 / 6', '2 / 6', '3 / 6', '4 / 6', '5 / 6', '6 / 6']);
    expect(boxes.every((box) => box.getAttribute('role') === 'group' && box.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
    const previous = button(element, 'button-previous');
    const next = button(element, 'button-next');
    expect(previous.getAttribute('aria-label')).to.equal('Previous slide');
    expect(next.getAttribute('aria-label')).to.equal('Next slide');
    const slides = element.shadowRoot!.getElementById(next.getAttribute('aria-controls')!)!;
    expect(slides.classList.contains('swiper-wrapper')).to.equal(true);
    expect(slides.getAttribute('aria-live'), 'polite while not rotating').to.equal('polite');
    // The author's children stay in the light DOM, each shown through its own slide's slot.
    const children = [...element.children] as HTMLElement[];
    expect(children.every((child, index) => child.assignedSlot?.name === `slide-${index}`)).to.equal(true);
    expect(swiperOf(element).params.a11y?.enabled, "Swiper's own accessibility mode is off").to.equal(false);
    expect('a11y' in swiperOf(element), 'the a11y module is not even loaded').to.equal(false);
  });

  it('responsive values map to breakpoints 981/768/480/320: desktop, tablet, then phone values with fallbacks (SPEC §9)', async () => {
    const page = fixture(`<div>
      ${carousel('id="all" slide-to-show="4" slide-to-show-tablet="3" slide-to-show-phone="2" slide-to-scroll="2" slide-to-scroll-phone="1" space-between="20" space-between-tablet="10" space-between-phone="4px"', images(8), '')}
      ${carousel('id="no-phone" slide-to-show="5" slide-to-show-tablet="2"', images(8), '')}
      ${carousel('id="desktop-only" slide-to-show="4"', images(8), '')}
    </div>`);
    const [all, noPhone, desktopOnly] = ['#all', '#no-phone', '#desktop-only'].map((selector) => page.querySelector(selector)!);
    await Promise.all([all, noPhone, desktopOnly].map((element) => upgraded(element!)));
    const expected: Array<[number, number[], number, number]> = [
      // width, slidesPerView of the three, and slidesPerGroup and spaceBetween of the first
      [1200, [4, 5, 4], 2, 20],
      [900, [3, 2, 4], 2, 10],
      [600, [2, 2, 4], 1, 4],
      [400, [2, 2, 4], 1, 4],
      [320, [2, 2, 4], 1, 4],
    ];
    for (const [width, perView, group, gap] of expected) {
      await setViewport({ width, height: 800 });
      await waitFor(
        () => [all, noPhone, desktopOnly].every((element, index) => swiperOf(element!).params.slidesPerView === perView[index]),
        `slidesPerView ${perView.join('/')} at ${width} px`,
      );
      expect(swiperOf(all!).params.slidesPerGroup, `slidesPerGroup at ${width}`).to.equal(group);
      expect(swiperOf(all!).params.spaceBetween, `spaceBetween at ${width}`).to.equal(gap);
      const slide = swiperOf(all!).slides[0]!;
      const size = (swiperOf(all!).width - (perView[0]! - 1) * gap) / perView[0]!;
      expect(Math.abs(slide.getBoundingClientRect().width - size) < 0.5, `slide width at ${width}`).to.equal(true);
    }
  });

  it('slideshow: one slide per view and a Swiper Thumbs strip that loops, has no free mode, and counts fall back to tablet (SPEC §9)', async () => {
    const element = fixture(carousel('type="slideshow" slide-to-show="3" slideshow-to-show="5" slideshow-to-show-tablet="3"', images(8), ''));
    await upgraded(element);
    const main = swiperOf(element);
    const thumbs = thumbsOf(element);
    expect(main.params.slidesPerView, 'one per view').to.equal(1);
    expect(main.thumbs.swiper === thumbs, 'the main slider drives the thumbnails').to.equal(true);
    expect(thumbs.params.loop, 'the thumbnail strip loops').to.equal(true);
    expect(!!(thumbs.params.freeMode && (thumbs.params.freeMode as { enabled?: boolean }).enabled), 'no free mode').to.equal(false);
    expect(thumbs.params.slidesPerView).to.equal(5);
    const thumbButtons = [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=thumbnail]')];
    expect(thumbButtons.map((thumb) => thumb.getAttribute('aria-label')).slice(0, 3)).to.deep.equal(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
    expect(thumbButtons[2]!.querySelector('img')!.getAttribute('alt'), 'thumbnail images are decorative').to.equal('');
    expect(thumbButtons[0]!.getAttribute('aria-current')).to.equal('true');
    thumbButtons[2]!.click();
    await waitFor(() => main.realIndex === 2, 'a thumbnail selects its slide');
    await waitFor(() => thumbButtons[2]!.getAttribute('aria-current') === 'true', 'the thumbnail of the slide in view is current');
    expect(thumbButtons[0]!.hasAttribute('aria-current')).to.equal(false);
    await setViewport({ width: 400, height: 800 });
    await waitFor(() => thumbs.params.slidesPerView === 3, 'phone falls back to the tablet thumbnail count');
    expect(main.params.slidesPerView, 'still one per view on a phone').to.equal(1);
  });

  it('cube, flip and fade force one slide per view; cube shadow 20/0.94, flip rotate 30, coverflow 50/100 or the attributes (SPEC §9)', async () => {
    const page = fixture(`<div>
      ${carousel('effect="cube" slide-to-show="3" space-between="30"')}
      ${carousel('effect="flip" slide-to-show="3"')}
      ${carousel('effect="fade" slide-to-show="2"')}
      ${carousel('effect="coverflow" slide-to-show="3"')}
      ${carousel('effect="coverflow" slide-to-show="3" slider-effect-coverflow-rotate="30" slider-effect-coverflow-depth="250px" slider-effect-shadows="off"')}
      ${carousel('effect="cards" slide-to-show="1"')}
      ${carousel('effect="creative" slide-to-show="1"')}
    </div>`);
    const elements = [...page.querySelectorAll('pb-image-carousel')];
    await Promise.all(elements.map(upgraded));
    const [cube, flip, fade, coverflow, custom, cards, creative] = elements.map((element) => swiperOf(element));
    for (const single of [cube!, flip!, fade!]) {
      expect(single.params.slidesPerView, `${single.params.effect} one per view`).to.equal(1);
      expect(single.params.spaceBetween, `${single.params.effect} no gap`).to.equal(0);
    }
    expect(cube!.params.cubeEffect).to.include({ shadowOffset: 20, shadowScale: 0.94, shadow: true, slideShadows: true });
    expect((flip!.params.flipEffect as { rotate?: number }).rotate).to.equal(30);
    expect(coverflow!.params.slidesPerView).to.equal(3);
    expect(coverflow!.params.coverflowEffect).to.include({ rotate: 50, depth: 100, slideShadows: true });
    expect(custom!.params.coverflowEffect).to.include({ rotate: 30, depth: 250, slideShadows: false });
    expect(cards!.el.classList.contains('swiper-cards')).to.equal(true);
    expect(creative!.el.classList.contains('swiper-creative')).to.equal(true);
    expect(cube!.el.classList.contains('swiper-cube') && cube!.el.classList.contains('swiper-3d')).to.equal(true);
  });

  it('speed defaults to 1000 ms (SPEC §9); speed, loop, centered-slides, mousewheel, touch-move and grab reach Swiper', async () => {
    const page = fixture(`<div>
      ${carousel('')}
      ${carousel('speed="400ms" loop centered-slides mousewheel touch-move="off" grab')}
    </div>`);
    const [plain, tuned] = [...page.querySelectorAll('pb-image-carousel')];
    await Promise.all([plain!, tuned!].map(upgraded));
    const defaults = swiperOf(plain!);
    expect(defaults.params.speed).to.equal(1000);
    expect(defaults.params.loop).to.equal(false);
    expect(defaults.allowTouchMove, 'touch-move is on by default').to.equal(true);
    expect(defaults.mousewheel, 'without the attribute the Mousewheel module is not even loaded').to.equal(undefined);
    const swiper = swiperOf(tuned!);
    expect(swiper.params.speed).to.equal(400);
    expect(swiper.params.loop).to.equal(true);
    expect(swiper.params.centeredSlides).to.equal(true);
    expect(swiper.mousewheel.enabled).to.equal(true);
    expect(swiper.allowTouchMove).to.equal(false);
    expect(swiper.params.grabCursor).to.equal(true);
  });

  it('hides the arrows when the items do not exceed the columns (SPEC §9), and shows them when they do', async () => {
    const page = fixture(`<div>
      ${carousel('slide-to-show="3" slide-to-show-phone="1"', images(3), '')}
      ${carousel('slide-to-show="3"', images(4), '')}
      ${carousel('slide-to-show="2" slide-row="2"', images(4), '')}
    </div>`);
    const [fits, overflows, grid] = [...page.querySelectorAll('pb-image-carousel')];
    await Promise.all([fits!, overflows!, grid!].map(upgraded));
    expect(button(fits!, 'button-next').hidden).to.equal(true);
    expect(button(fits!, 'button-previous').hidden).to.equal(true);
    expect(button(overflows!, 'button-next').hidden).to.equal(false);
    expect(button(grid!, 'button-next').hidden, '2 columns × 2 rows hold 4 items').to.equal(true);
    await setViewport({ width: 400, height: 800 });
    await waitFor(() => !button(fits!, 'button-next').hidden, 'one column on a phone: the arrows come back');
  });

  describe('right to left (WAI-ARIA APG; Swiper in RTL mode)', () => {
    afterEach(() => document.documentElement.removeAttribute('dir'));

    const icon = (element: Element, part: string): string | null => button(element, part).querySelector('path')!.getAttribute('d');

    it('with <html dir="rtl">: the first slide at the right, the next arrow on the left pointing left, next shows the slide to the left', async () => {
      document.documentElement.dir = 'rtl';
      const page = fixture(`<div>
        <div dir="ltr">${carousel('label="LTR" slide-to-show="2" speed="0"')}</div>
        ${carousel('label="RTL" slide-to-show="2" speed="0" autoplay')}
      </div>`);
      const [ltr, rtl] = [...page.querySelectorAll('pb-image-carousel')];
      await upgraded(ltr!);
      await upgraded(rtl!);
      expect(swiperOf(rtl!).rtl, 'Swiper runs right to left').to.equal(true);
      expect(swiperOf(ltr!).rtl).to.equal(false);
      const host = rtl!.getBoundingClientRect();
      const middle = host.left + host.width / 2;
      expect(button(rtl!, 'button-next').getBoundingClientRect().right, 'next on the left').to.be.lessThan(middle);
      expect(button(rtl!, 'button-previous').getBoundingClientRect().left, 'previous on the right').to.be.greaterThan(middle);
      expect(button(rtl!, 'rotation-control').getBoundingClientRect().left, 'rotation control at the inline end (left)').to.be.lessThan(middle);
      expect(icon(rtl!, 'button-next'), 'the next arrow points left').to.equal(icon(ltr!, 'button-previous'));
      expect(icon(rtl!, 'button-previous'), 'the previous arrow points right').to.equal(icon(ltr!, 'button-next'));
      const boxes = slideBoxes(rtl!);
      expect(boxes[0]!.getBoundingClientRect().right).to.be.closeTo(host.right, 1);
      button(rtl!, 'button-next').click();
      await waitFor(() => swiperOf(rtl!).realIndex === 1, 'next');
      await waitFor(() => Math.abs(boxes[1]!.getBoundingClientRect().right - host.right) < 1, 'slide 2 at the right');
      expect(boxes[2]!.getBoundingClientRect().right, 'slide 3 shown to the left of slide 2').to.be.closeTo(boxes[1]!.getBoundingClientRect().left, 1);
    });

    it('dir set on <html> after the upgrade rebuilds Swiper right to left and mirrors the arrows', async () => {
      const element = fixture(carousel('slide-to-show="2" speed="0"'));
      await upgraded(element);
      const leftToRightNext = icon(element, 'button-next');
      expect(swiperOf(element).rtl).to.equal(false);
      document.documentElement.dir = 'rtl';
      await waitFor(() => swiperOf(element).rtl, 'Swiper right to left');
      expect(icon(element, 'button-next')).to.not.equal(leftToRightNext);
      const host = element.getBoundingClientRect();
      expect(slideBoxes(element)[0]!.getBoundingClientRect().right).to.be.closeTo(host.right, 1);
    });

    it('a mouse drag to the right goes to the next slide', async () => {
      const element = fixture(carousel('dir="rtl" slide-to-show="2" speed="0"'));
      await upgraded(element);
      const box = element.getBoundingClientRect();
      const y = Math.round(box.top + box.height / 2);
      const x = Math.round(box.left + box.width / 2 - 200);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      for (const step of [1, 2, 3, 4, 5, 6]) await sendMouse({ type: 'move', position: [x + step * 50, y] });
      await sendMouse({ type: 'up' });
      await waitFor(() => swiperOf(element).realIndex === 1, 'the next slide after a drag to the right');
    });

    it('a vertical carousel keeps its up and down arrows', async () => {
      const page = fixture(`<div>${carousel('slider-orientation="vertical"', images(6), 'width:600px')}${carousel('dir="rtl" slider-orientation="vertical"', images(6), 'width:600px')}</div>`);
      const [ltr, rtl] = [...page.querySelectorAll('pb-image-carousel')];
      await upgraded(ltr!);
      await upgraded(rtl!);
      expect(icon(rtl!, 'button-next')).to.equal(icon(ltr!, 'button-next'));
      expect(button(rtl!, 'button-next').getBoundingClientRect().top).to.be.greaterThan(button(rtl!, 'button-previous').getBoundingClientRect().top);
    });
  });

  it('keyboard: Tab reaches the buttons and the visible slides only; off-screen slides are inert and aria-hidden', async () => {
    const page = fixture(`<div>
      <button id="before">before</button>
      ${carousel('slide-to-show="3" speed="0"', images(6, (img, index) => `<a href="#photo-${index}">${img}</a>`))}
      <button id="after">after</button>
    </div>`);
    const element = page.querySelector('pb-image-carousel')!;
    await upgraded(element);
    const boxes = slideBoxes(element);
    expect(boxes.map((box) => box.inert)).to.deep.equal([false, false, false, true, true, true]);
    expect(boxes.map((box) => box.getAttribute('aria-hidden'))).to.deep.equal([null, null, null, 'true', 'true', 'true']);
    const links = [...element.querySelectorAll('a')];
    links[4]!.focus();
    expect(document.activeElement === links[4], 'a link in an off-screen slide cannot take focus').to.equal(false);
    page.querySelector<HTMLButtonElement>('#before')!.focus();
    const order: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await sendKeys({ press: 'Tab' });
      const active = document.activeElement === element ? element.shadowRoot!.activeElement : document.activeElement;
      order.push(active?.getAttribute('part') ?? active?.getAttribute('href') ?? active?.id ?? '?');
    }
    expect(order).to.deep.equal(['button-previous', 'button-next', '#photo-0', '#photo-1', '#photo-2', 'after']);
  });

  it('keyboard: the buttons move the slides, fire pb-slide-change, and announce the first and last slide (SPEC §8)', async () => {
    const element = fixture(carousel('slide-to-show="3" speed="0"'));
    await upgraded(element);
    const events: Array<{ index: number; previousIndex: number }> = [];
    element.addEventListener('pb-slide-change', (event) => events.push(event.detail));
    const previous = button(element, 'button-previous');
    const next = button(element, 'button-next');
    const status = element.shadowRoot!.querySelector('[role=status]')!;
    expect(previous.getAttribute('aria-disabled'), 'at the first slide').to.equal('true');
    previous.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => status.textContent!.includes('This is the first slide'), 'first-slide message');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => swiperOf(element).realIndex === 1, 'Enter on next');
    await sendKeys({ press: ' ' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => swiperOf(element).isEnd, 'the end');
    expect(events).to.deep.equal([
      { index: 1, previousIndex: 0 },
      { index: 2, previousIndex: 1 },
      { index: 3, previousIndex: 2 },
    ]);
    await waitFor(() => next.getAttribute('aria-disabled') === 'true', 'next marked disabled at the end');
    expect(document.activeElement === element && element.shadowRoot!.activeElement === next, 'focus stays on the button').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => status.textContent!.includes('This is the last slide'), 'last-slide message');
    expect(previous.getAttribute('aria-disabled')).to.equal(null);
    expect(slideBoxes(element).map((box) => box.inert)).to.deep.equal([true, true, true, false, false, false]);
  });

  it('keyboard: Left and Right move the slides while focus is inside it, mirrored right to left, never while typing (APG Carousel)', async () => {
    const page = fixture(`<div>
      ${carousel('label="LTR" slide-to-show="2" speed="0"', `<div><input aria-label="Note"></div>${images(3)}`)}
      <div dir="rtl">${carousel('label="RTL" slide-to-show="2" speed="0"')}</div>
    </div>`);
    const [ltr, rtl] = [...page.querySelectorAll('pb-image-carousel')];
    await upgraded(ltr!);
    await upgraded(rtl!);
    ltr!.querySelector('input')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await wait(100);
    expect(swiperOf(ltr!).realIndex, 'arrows in a field move its caret only').to.equal(0);
    button(ltr!, 'button-next').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => swiperOf(ltr!).realIndex === 1, 'Right shows the next slide');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => swiperOf(ltr!).realIndex === 0, 'Left the previous one');
    button(rtl!, 'button-previous').focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => swiperOf(rtl!).realIndex === 1, 'right to left, Left shows the next slide');
  });

  it('a short autoplay carousel keeps its next arrow clear of the rotation control', async () => {
    const short = Array.from({ length: 4 }, (_, index) => `<img src="${image(index, 400, 100)}" alt="Banner ${index + 1}" width="400" height="100">`).join('');
    const element = fixture(carousel('autoplay slide-to-show="2" speed="0"', short, 'width:600px'));
    await upgraded(element);
    const rotation = button(element, 'rotation-control').getBoundingClientRect();
    const next = button(element, 'button-next').getBoundingClientRect();
    expect(element.getBoundingClientRect().height, 'a short carousel').to.be.lessThan(2 * rotation.height + 20);
    expect(next.top, 'the arrow starts below the rotation control').to.be.at.least(rotation.bottom);
  });

  it('vertical orientation and rows use Swiper direction and Grid', async () => {
    const page = fixture(`<div>
      ${carousel('slider-orientation="vertical" slide-to-show="2"', images(4), 'width:600px;--pb-image-carousel-height:300px')}
      ${carousel('slide-row="2" slide-to-show="3" space-between="10"', images(12), 'width:600px;--pb-image-carousel-height:300px')}
    </div>`);
    const [vertical, rows] = [...page.querySelectorAll('pb-image-carousel')];
    await Promise.all([vertical!, rows!].map(upgraded));
    const down = swiperOf(vertical!);
    expect(down.params.direction).to.equal('vertical');
    expect(down.el.getBoundingClientRect().height).to.equal(300);
    expect(Math.round(down.slides[0]!.getBoundingClientRect().height)).to.equal(150);
    const grid = swiperOf(rows!);
    expect(grid.params.grid).to.deep.include({ rows: 2, fill: 'column' });
    const [first, second, third] = grid.slides.map((slide) => slide.getBoundingClientRect());
    expect(second!.top > first!.top && second!.left === first!.left, 'column fill: slide 2 under slide 1').to.equal(true);
    expect(third!.left > first!.left, 'slide 3 starts the next column').to.equal(true);
  });

  it('zoom: Swiper Zoom with max ratio 3 and min ratio 1; a double click toggles between 1 and 3 (SPEC §4, §9)', async () => {
    const element = fixture(carousel('slide-to-show="1"', images(3), 'width:600px'));
    await upgraded(element);
    const swiper = swiperOf(element);
    expect(swiper.params.zoom).to.include({ maxRatio: 3, minRatio: 1, toggle: true });
    expect(swiper.zoom.enabled).to.equal(true);
    const box = slideBoxes(element)[0]!.getBoundingClientRect();
    const position: [number, number] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    // Swiper's double tap is two clicks within 300 ms of Date.now(): held, so load cannot space them out.
    const doubleClick = async (): Promise<void> => {
      const clock = heldDateNow();
      try {
        await sendMouse({ type: 'click', position });
        await sendMouse({ type: 'click', position });
      } finally {
        clock.restore();
      }
    };
    await doubleClick();
    await waitFor(() => swiper.zoom.scale === 3, 'zoomed in to 3');
    const target = slideBoxes(element)[0]!.querySelector<HTMLElement>('.swiper-zoom-target')!;
    expect(target.style.transform).to.contain('scale(3)');
    await wait(350);
    await doubleClick();
    await waitFor(() => swiper.zoom.scale === 1, 'zoomed back to 1');
  });

  it('lazy loading: slide images get loading="lazy", and the previous and next slides load ahead (SPEC §9)', async () => {
    const element = fixture(carousel('slide-to-show="2" speed="0"', images(8)));
    await upgraded(element);
    const imgs = [...element.querySelectorAll('img')];
    const lazy = (): boolean[] => imgs.map((img) => img.getAttribute('loading') === 'lazy');
    expect(swiperOf(element).params.lazyPreloadPrevNext).to.equal(1);
    expect(lazy(), 'visible two and the next one load; the rest wait').to.deep.equal([false, false, false, true, true, true, true, true]);
    button(element, 'button-next').click();
    button(element, 'button-next').click();
    button(element, 'button-next').click();
    await waitFor(() => swiperOf(element).realIndex === 3, 'moved to slide 4');
    expect(lazy()).to.deep.equal([false, false, false, false, false, false, true, true]);
  });

  it('lightbox: each title and description arrives escaped to numeric entities (SPEC §5)', async () => {
    const lightbox = stubLightbox();
    try {
      const element = fixture(
        carousel(
          'show-lightbox lightbox-title lightbox-caption',
          `<img src="${image(0)}" alt="First" title="<b>x</b>" data-description="Tom & Jerry's">` +
            `<a href="${image(1, 800, 600)}" data-width="800" data-height="600"><img src="${image(1)}" alt="Second" description="<i>y</i>"></a>` +
            images(2),
        ),
      );
      await upgraded(element);
      element.querySelector('img')!.click();
      await waitFor(() => lightbox.calls.length === 1, 'openLightbox called');
      const [call] = lightbox.calls;
      expect(call!.items).to.have.length(1);
      expect(call!.items[0]!.title).to.equal('&#60;b&#62;x&#60;&#47;b&#62;');
      expect(call!.items[0]!.caption).to.equal('Tom &#38; Jerry&#39;s');
      expect(call!.items[0]!.alt).to.equal('First');
      expect(call!.options.gallery).to.equal(false);
      element.querySelectorAll('img')[1]!.click();
      await waitFor(() => lightbox.calls.length === 2, 'second call');
      expect(lightbox.calls[1]!.items[0]).to.deep.include({ src: image(1, 800, 600), width: 800, height: 600, caption: '&#60;i&#62;y&#60;&#47;i&#62;' });
      expect(lightbox.calls[1]!.options.returnFocusTo === element.querySelector('a'), 'focus returns to the link').to.equal(true);
    } finally {
      lightbox.restore();
    }
  });

  it('lightbox: titles and captions stay out without lightbox-title and lightbox-caption; bare images become buttons', async () => {
    const lightbox = stubLightbox();
    try {
      const element = fixture(carousel('show-lightbox', `<img src="${image(0)}" alt="First" title="Title" data-description="Text">${images(3)}`));
      await upgraded(element);
      const first = element.querySelector('img')!;
      expect(first.getAttribute('role')).to.equal('button');
      expect(first.tabIndex).to.equal(0);
      first.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => lightbox.calls.length === 1, 'Enter opens the lightbox');
      expect(lightbox.calls[0]!.items[0]!.title).to.equal(undefined);
      expect(lightbox.calls[0]!.items[0]!.caption).to.equal(undefined);
      element.removeAttribute('show-lightbox');
      await waitFor(() => first.getAttribute('role') === null, 'role removed with the attribute');
      first.click();
      await wait(50);
      expect(lightbox.calls).to.have.length(1);
    } finally {
      lightbox.restore();
    }
  });

  it('lightbox gallery: every slide, opened at the clicked one', async () => {
    const lightbox = stubLightbox();
    try {
      const element = fixture(carousel('show-lightbox lightbox-gallery slide-to-show="4"', images(6)));
      await upgraded(element);
      element.querySelectorAll('img')[2]!.click();
      await waitFor(() => lightbox.calls.length === 1, 'openLightbox called');
      expect(lightbox.calls[0]!.items.map((item) => item.alt)).to.deep.equal(['Image 1', 'Image 2', 'Image 3', 'Image 4', 'Image 5', 'Image 6']);
      expect(lightbox.calls[0]!.index).to.equal(2);
      expect(lightbox.calls[0]!.options.gallery).to.equal(true);
    } finally {
      lightbox.restore();
    }
  });

  it('lightbox: while its code is on its way, a visible loading indicator shows over the clicked slide; it goes when the lightbox takes over', async () => {
    const lightbox = stubLightbox();
    const loaded = lightboxBridge.load;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    lightboxBridge.load = () => held.then(loaded);
    try {
      const element = fixture(carousel('show-lightbox slide-to-show="4"', images(6)));
      await upgraded(element);
      const clicked = element.querySelectorAll('img')[1]!;
      clicked.click();
      await nextFrame();
      const indicator = loadingIndicatorIn(document.body);
      expect(indicator, 'an indicator on the page').to.not.equal(null);
      expect(isShownOnScreen(indicator!), 'the indicator is visible').to.equal(true);
      const slide = clicked.getBoundingClientRect();
      const box = indicator!.getBoundingClientRect();
      const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
      expect(x > slide.left && x < slide.right && y > slide.top && y < slide.bottom, 'over the clicked slide').to.equal(true);
      release();
      await waitFor(() => lightbox.calls.length === 1, 'openLightbox called');
      expect(loadingIndicatorIn(document.body)).to.equal(null);
    } finally {
      lightbox.restore();
    }
  });

  it('lightbox with loop: a slide Swiper moved for the loop opens the lightbox at its original slide (SPEC §4)', async () => {
    const lightbox = stubLightbox();
    try {
      const element = fixture(carousel('show-lightbox lightbox-gallery loop slide-to-show="3" speed="0"', images(6)));
      await upgraded(element);
      const swiper = swiperOf(element);
      swiper.slidePrev(0);
      await waitFor(() => swiper.realIndex === 5, 'looped back to the last slide');
      const boxes = slideBoxes(element);
      const looped = boxes.find((box) => box.classList.contains('swiper-slide-active'))!;
      expect(looped.getAttribute('data-swiper-slide-index')).to.equal('5');
      expect(boxes.indexOf(looped) !== 5, 'Swiper moved the slide to another position for the loop').to.equal(true);
      expect(looped.inert).to.equal(false);
      element.querySelectorAll('img')[5]!.click();
      await waitFor(() => lightbox.calls.length === 1, 'openLightbox called');
      expect(lightbox.calls[0]!.index).to.equal(5);
      expect(lightbox.calls[0]!.items[lightbox.calls[0]!.index]!.alt).to.equal('Image 6');
    } finally {
      lightbox.restore();
    }
  });

  it('inside pb-tabs, a tab change resets the slider to its real index without animation (SPEC §4)', async () => {
    const tabs = fixture(`
      <pb-tabs>
        <h3>First</h3><div><p>Text.</p></div>
        <h3>Photos</h3><div>${carousel('slide-to-show="2" loop', images(6), '')}</div>
      </pb-tabs>`);
    await upgraded(tabs);
    const element = tabs.querySelector('pb-image-carousel')!;
    await upgraded(element);
    const swiper = swiperOf(element);
    const calls: unknown[][] = [];
    const slideToLoop = swiper.slideToLoop.bind(swiper);
    swiper.slideToLoop = (...args: Parameters<typeof swiper.slideToLoop>) => {
      calls.push(args);
      return slideToLoop(...args);
    };
    tabs.querySelectorAll<HTMLElement>('[role=tab]')[1]!.click();
    await waitFor(() => calls.length > 0, 'slideToLoop on pb-tab-change');
    expect(calls[0]![0] === swiper.realIndex && calls[0]![1] === 0, 'slideToLoop(realIndex, 0)').to.equal(true);
    await nextFrame();
    expect(swiper.width > 0, 'measured now that the panel shows').to.equal(true);
    const slide = swiper.slides.find((box) => box.classList.contains('swiper-slide-active'))!;
    expect(Math.abs(slide.getBoundingClientRect().left - element.getBoundingClientRect().left) < 1, 'the real slide is in place').to.equal(true);
  });

  it('without space-between, the gap is the page\'s --pb-image-carousel-space-between (any length)', async () => {
    const page = fixture(`<div>
      ${carousel('slide-to-show="3"', images(6), 'width:1000px;--pb-image-carousel-space-between:1.5rem')}
      ${carousel('slide-to-show="3" space-between="4"', images(6), 'width:1000px;--pb-image-carousel-space-between:30px')}
      ${carousel('slide-to-show="2"', images(6), 'width:1000px;--pb-image-carousel-space-between:5%')}
    </div>`);
    const [rem, attribute, percent] = [...page.querySelectorAll('pb-image-carousel')];
    await Promise.all([rem!, attribute!, percent!].map(upgraded));
    expect(swiperOf(rem!).params.spaceBetween).to.equal(24);
    expect(swiperOf(attribute!).params.spaceBetween, 'the attribute wins').to.equal(4);
    expect(swiperOf(percent!).params.spaceBetween).to.equal('5%');
    const [first, second] = swiperOf(rem!).slides.map((slide) => slide.getBoundingClientRect());
    expect(second!.left - first!.right).to.be.closeTo(24, 0.5);
  });

  it('attribute changes and new children rebuild the slider, keeping its position', async () => {
    const element = fixture(carousel('slide-to-show="3" speed="0"'));
    await upgraded(element);
    swiperOf(element).slideTo(2, 0);
    element.setAttribute('slide-to-show', '2');
    await waitFor(() => swiperOf(element).params.slidesPerView === 2, 'two per view');
    expect(swiperOf(element).realIndex).to.equal(2);
    element.removeAttribute('slide-to-show');
    await waitFor(() => swiperOf(element).params.slidesPerView === 3, 'back to the default');
    element.insertAdjacentHTML('beforeend', `<img src="${image(9)}" alt="Added">`);
    await waitFor(() => slideBoxes(element).length === 7, 'a seventh slide');
    expect(slideBoxes(element)[6]!.getAttribute('aria-label')).to.equal('7 / 7');
    expect(element.lastElementChild!.assignedSlot?.name).to.equal('slide-6');
    expect(swiperOf(element).realIndex).to.equal(2);
  });

  it('an attribute set after the upgrade that needs a Swiper module (an effect, autoplay, rows) loads it and rebuilds the slider', async () => {
    const element = fixture(carousel('slide-to-show="2" speed="0"', images(8), 'width:1000px;--pb-image-carousel-height:300px'));
    await upgraded(element);
    const plain = swiperOf(element);
    expect(plain.autoplay, 'no Autoplay module yet').to.equal(undefined);
    element.setAttribute('effect', 'fade');
    await waitFor(() => swiperOf(element).params.effect === 'fade', 'rebuilt with the fade effect');
    expect(plain.destroyed, 'the first slider was replaced').to.equal(true);
    expect(swiperOf(element).el.classList.contains('swiper-fade')).to.equal(true);
    element.removeAttribute('effect');
    element.setAttribute('slide-row', '2');
    element.setAttribute('autoplay', '');
    await waitFor(() => swiperOf(element).autoplay?.running === true, 'rotating with the Autoplay module');
    expect(swiperOf(element).params.grid).to.deep.include({ rows: 2 });
    const [first, second] = swiperOf(element).slides.map((slide) => slide.getBoundingClientRect());
    expect(second!.top > first!.top && second!.left === first!.left, 'the Grid module lays slide 2 under slide 1').to.equal(true);
  });

  it('malformed attributes warn once, naming the element and attribute, and use the defaults', async () => {
    const { warnings } = await captureConsole(async () => {
      const element = fixture(carousel('slide-to-show="many" effect="wobble" speed="fast"'));
      await upgraded(element);
      expect(swiperOf(element).params.slidesPerView).to.equal(3);
      expect(swiperOf(element).params.effect).to.equal('slide');
      expect(swiperOf(element).params.speed).to.equal(1000);
    });
    for (const name of ['slide-to-show', 'effect', 'speed']) {
      expect(warnings.filter((warning) => warning.includes('[pb-image-carousel]') && warning.includes(`"${name}"`)), name).to.have.length(1);
    }
  });

  it('removal destroys Swiper and hands the children back without slots; a move keeps the slider', async () => {
    const element = fixture(carousel('slide-to-show="2" speed="0"'));
    await upgraded(element);
    const swiper = swiperOf(element);
    swiper.slideNext(0);
    const parent = element.parentElement!;
    const other = fixture('<div></div>');
    other.append(element);
    await wait(20);
    expect(swiperOf(element) === swiper && swiper.realIndex === 1, 'moved: same slider, same slide').to.equal(true);
    element.remove();
    await wait(20);
    expect(swiper.destroyed).to.equal(true);
    expect([...element.children].every((child) => !child.hasAttribute('slot'))).to.equal(true);
    parent.remove();
  });

  it('removed in the task that rendered it, before any frame, it never builds Swiper, gives the slides back and leaves no listener on window or document', async () => {
    await withLiveListeners(async (live) => {
      const page = document.createElement('div');
      page.innerHTML = carousel('autoplay effect="fade" loop', images(6));
      const element = page.querySelector('pb-image-carousel')!;
      const removed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!element.hasAttribute('data-enhanced')) return;
          observer.disconnect();
          page.remove();
          resolve();
        });
        observer.observe(element, { attributes: true, attributeFilter: ['data-enhanced'] });
      });
      document.body.append(page);
      await removed;
      await frames();
      expect(element.shadowRoot!.querySelector('.swiper-initialized'), 'no Swiper').to.equal(null);
      expect([...element.children].filter((child) => child.hasAttribute('slot')), 'slides given back').to.deep.equal([]);
      expect([...live], 'listeners left on window or document').to.deep.equal([]);
    });
  });

  it('removed once Swiper is built, it destroys Swiper and leaves no listener on window or document', async () => {
    await withLiveListeners(async (live) => {
      const element = fixture(carousel('autoplay effect="fade" loop', images(6)));
      await upgraded(element);
      const swiper = swiperOf(element);
      element.remove();
      await frames();
      expect(swiper.destroyed, 'Swiper destroyed').to.equal(true);
      expect([...live], 'listeners left on window or document').to.deep.equal([]);
    });
  });

  it('axe-core finds no violations: carousel, slideshow, autoplay with a lightbox, before and after moving', async () => {
    const page = fixture(`<main>
      <h1>Gallery</h1>
      ${carousel('label="Carousel" slide-to-show="3"', images(6, (img, index) => `<a href="#p${index}">${img}</a>`))}
      ${carousel('label="Slideshow" type="slideshow"', images(5))}
      ${carousel('label="Autoplay" autoplay show-lightbox lightbox-gallery effect="coverflow"', images(6))}
    </main>`);
    const elements = [...page.querySelectorAll('pb-image-carousel')];
    await Promise.all(elements.map(upgraded));
    expect(await axeViolations()).to.deep.equal([]);
    button(elements[0]!, 'button-next').click();
    thumbsOf(elements[1]!).slides[2]!.querySelector('button')!.click();
    await wait(1200);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('opens the real lightbox at the clicked slide, and closes it with Escape', async () => {
    const element = fixture(carousel('show-lightbox lightbox-gallery lightbox-title', images(4, (img, index) => img.replace('alt=', `title="Photo ${index + 1}" alt=`))));
    await upgraded(element);
    element.querySelectorAll('img')[1]!.click();
    await waitFor(() => !!document.querySelector('.pswp'), 'the lightbox opens');
    await waitFor(() => document.querySelector('.pswp')!.textContent!.includes('Photo 2'), 'at the clicked slide, with its title');
    await wait(600);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !document.querySelector('.pswp'), 'closed');
  });
});
