/**
 * <pb-image-carousel> autoplay (SPEC.md §4 "Image carousel autoplay"; WAI-ARIA Carousel pattern:
 * rotation control, stop on focus and hover).
 */
import { expect } from 'chai';
import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-image-carousel';
import '../../elements/pb-tabs';
import { cleanupFixtures, fixture, wait, waitFor } from './helpers';
import { addStyle, button, carousel, images, PAGE_CSS, swiperOf, upgraded } from './pb-image-carousel-helpers';

function running(element: Element): boolean {
  // Without the autoplay attribute Swiper's Autoplay module is not loaded: no `swiper.autoplay`.
  return swiperOf(element).autoplay?.running ?? false;
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** The mouse and the focus leave the carousel, then rotation had time to restart if anything would restart it. */
async function leaveAndWait(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.bottom + 150)] });
  (element.shadowRoot!.activeElement as HTMLElement | null)?.blur();
  await wait(600);
}

function liveSetting(element: Element): string | null {
  return element.shadowRoot!.querySelector('.swiper-wrapper')!.getAttribute('aria-live');
}

describe('pb-image-carousel autoplay', () => {
  let style: HTMLStyleElement;
  before(async () => {
    style = addStyle(PAGE_CSS);
    await setViewport({ width: 1200, height: 800 });
  });
  after(() => style.remove());
  afterEach(async () => {
    cleanupFixtures();
    await resetMouse();
    window.scrollTo(0, 0);
  });

  it('is off at creation and never starts without the autoplay attribute', async () => {
    const element = fixture(carousel('autoplay-speed="100" speed="0"'));
    await upgraded(element);
    expect(running(element)).to.equal(false);
    expect(swiperOf(element).autoplay, 'the Autoplay module is not even loaded').to.equal(undefined);
    expect(swiperOf(element).params.autoplay).to.include({ enabled: false, delay: 100 });
    await wait(400);
    expect(swiperOf(element).realIndex, 'nothing moved').to.equal(0);
    expect(button(element, 'rotation-control'), 'no rotation control').to.equal(null);
  });

  it('with autoplay it starts at once when no viewport offset is given, with the library defaults (SPEC §4)', async () => {
    const element = fixture(carousel('autoplay'));
    await upgraded(element);
    await waitFor(() => running(element), 'autoplay running');
    expect(swiperOf(element).params.autoplay).to.include({
      delay: 3000,
      disableOnInteraction: true,
      reverseDirection: false,
      stopOnLastSlide: false,
      pauseOnMouseEnter: false,
    });
    expect(button(element, 'rotation-control').getAttribute('aria-label')).to.equal('Stop automatic slide show');
    expect(liveSetting(element), 'the slides are not announced while rotating').to.equal('off');
  });

  it('moves by itself every autoplay-speed milliseconds', async () => {
    const element = fixture(carousel('autoplay autoplay-speed="150" speed="0"'));
    await upgraded(element);
    await waitFor(() => swiperOf(element).realIndex >= 2, 'two automatic moves');
  });

  it('autoplay-viewport waits until the carousel scrolls into view at the offset', async () => {
    const page = fixture(`<div><div style="height:2000px"></div>${carousel('autoplay autoplay-viewport="50%" autoplay-speed="100" speed="0"')}<div style="height:2000px"></div></div>`);
    const element = page.querySelector('pb-image-carousel')!;
    await upgraded(element);
    await wait(300);
    expect(running(element), 'below the viewport').to.equal(false);
    const top = (): number => element.getBoundingClientRect().top;
    window.scrollBy(0, top() - 600);
    await wait(300);
    expect(running(element), 'in view, but its top is at 75% of the viewport').to.equal(false);
    window.scrollBy(0, top() - 300);
    await waitFor(() => running(element), 'its top passed 50% of the viewport');
  });

  it('pause-on-hover stops on mouse enter and restarts on mouse leave', async () => {
    const element = fixture(carousel('autoplay autoplay-speed="100" speed="0"'));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    const box = element.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 100), Math.round(box.top + 50)] });
    await waitFor(() => !running(element), 'stopped on mouse enter');
    const index = swiperOf(element).realIndex;
    await wait(400);
    expect(swiperOf(element).realIndex, 'no move while hovered').to.equal(index);
    await sendMouse({ type: 'move', position: [Math.round(box.left + 100), Math.round(box.bottom + 100)] });
    await waitFor(() => running(element), 'restarted on mouse leave');
  });

  it('pause-on-hover="off" keeps rotating under the mouse', async () => {
    const element = fixture(carousel('autoplay pause-on-hover="off" autoplay-speed="100" speed="0"'));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    const box = element.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 100), Math.round(box.top + 50)] });
    await wait(300);
    expect(running(element)).to.equal(true);
  });

  it('infinite-scrolling sets the autoplay delay to 0, with a linear transition (SPEC §4)', async () => {
    const element = fixture(carousel('autoplay infinite-scrolling loop speed="3000"', images(8)));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    const swiper = swiperOf(element);
    expect(swiper.params.autoplay).to.include({ delay: 0 });
    expect(getComputedStyle(swiper.wrapperEl).transitionTimingFunction).to.equal('linear');
    await waitFor(() => swiper.animating, 'moving continuously');
  });

  it('keyboard focus inside stops rotation; the rotation control stops and restarts it (APG)', async () => {
    const element = fixture(carousel('autoplay autoplay-speed="100" speed="0"', images(6, (img, index) => `<a href="#p${index}">${img}</a>`)));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    element.querySelector('a')!.focus();
    await waitFor(() => !running(element), 'stopped while focus is inside');
    expect(liveSetting(element), 'announced again while stopped').to.equal('polite');
    element.querySelector('a')!.blur();
    await waitFor(() => running(element), 'restarted when focus leaves');
    const control = button(element, 'rotation-control');
    control.focus();
    await wait(50);
    expect(running(element), 'focus on the rotation control does not stop it').to.equal(true);
    control.click();
    await waitFor(() => !running(element), 'stopped by the control');
    expect(control.getAttribute('aria-label')).to.equal('Start automatic slide show');
    control.blur();
    await wait(300);
    expect(running(element), 'stays stopped until the visitor restarts it').to.equal(false);
    control.click();
    await waitFor(() => running(element), 'restarted by the control');
    expect(control.getAttribute('aria-label')).to.equal('Stop automatic slide show');
  });

  it('stops on user interaction (SPEC §4 library defaults): a click on an arrow stops it for good, also after the mouse leaves', async () => {
    const element = fixture(carousel('autoplay autoplay-speed="200" speed="0"'));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    await sendMouse({ type: 'click', position: centre(button(element, 'button-next')) });
    await leaveAndWait(element);
    const index = swiperOf(element).realIndex;
    await wait(500);
    expect(running(element), 'not restarted by the mouse leaving').to.equal(false);
    expect(swiperOf(element).realIndex, 'no automatic move').to.equal(index);
    const control = button(element, 'rotation-control');
    expect(control.getAttribute('aria-label'), 'the rotation control offers to start again').to.equal('Start automatic slide show');
    control.click();
    await waitFor(() => running(element), 'restarted by the rotation control');
  });

  it('stops on user interaction: a swipe (mouse drag) stops it for good', async () => {
    const element = fixture(carousel('autoplay autoplay-speed="200" speed="0"'));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    const [x, y] = centre(element);
    await sendMouse({ type: 'move', position: [x + 150, y] });
    await sendMouse({ type: 'down' });
    for (const step of [1, 2, 3, 4, 5, 6]) await sendMouse({ type: 'move', position: [x + 150 - step * 50, y] });
    await sendMouse({ type: 'up' });
    await leaveAndWait(element);
    expect(running(element), 'stopped after the swipe').to.equal(false);
    expect(button(element, 'rotation-control').getAttribute('aria-label')).to.equal('Start automatic slide show');
  });

  it('stops on user interaction: choosing a slideshow thumbnail stops it for good', async () => {
    const element = fixture(carousel('type="slideshow" autoplay pause-on-hover="off" autoplay-speed="200" speed="0"'));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=thumbnail]')[3]!.click();
    await waitFor(() => !running(element), 'stopped by the thumbnail');
    await wait(500);
    expect(running(element)).to.equal(false);
    expect(swiperOf(element).realIndex, 'on the chosen slide').to.equal(3);
  });

  it('a tab change inside pb-tabs is no interaction: rotation goes on', async () => {
    const tabs = fixture(`
      <pb-tabs>
        <h3>First</h3><div><p>Text.</p></div>
        <h3>Photos</h3><div>${carousel('autoplay autoplay-speed="200" speed="0" loop', images(6), '')}</div>
      </pb-tabs>`);
    await upgraded(tabs);
    const element = tabs.querySelector('pb-image-carousel')!;
    await upgraded(element);
    tabs.querySelectorAll<HTMLElement>('[role=tab]')[1]!.click();
    await waitFor(() => running(element), 'running in the shown panel');
    const index = swiperOf(element).realIndex;
    await waitFor(() => swiperOf(element).realIndex !== index, 'an automatic move after the tab change');
    expect(running(element)).to.equal(true);
  });

  it('stops while the page is hidden and restarts when it shows again', async () => {
    const element = fixture(carousel('autoplay autoplay-speed="100" speed="0"'));
    await upgraded(element);
    await waitFor(() => running(element), 'running');
    const setVisibility = (state: DocumentVisibilityState): void => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      await waitFor(() => !running(element), 'stopped while hidden');
    } finally {
      setVisibility('visible');
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
    await waitFor(() => running(element), 'restarted when visible');
  });

  it('with prefers-reduced-motion it does not start by itself, moves without animation, and the control starts it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const element = fixture(carousel('autoplay autoplay-speed="100"'));
      await upgraded(element);
      await wait(300);
      expect(running(element)).to.equal(false);
      expect(swiperOf(element).params.speed).to.equal(0);
      const control = button(element, 'rotation-control');
      expect(control.getAttribute('aria-label')).to.equal('Start automatic slide show');
      control.click();
      await waitFor(() => running(element), 'started by the control');
      await waitFor(() => swiperOf(element).realIndex >= 2, 'keeps moving with no transition to wait for');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
