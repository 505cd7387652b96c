/**
 * <pb-slider> (SPEC.md §2 "The slider position syncs with the hash or history", §4 "Slider",
 * §8 slider accessibility texts, §9 "Slider fade 700 ms (500 by default)", "autoplay default
 * 7000 ms", "Retry while paused 2000 ms"; WAI-ARIA Carousel pattern).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/pb-slider';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { captureConsole, cleanupFixtures, finishAnimations, fixture, frames, holdNextAnimation, holdTimeouts, nextFrame, upgraded, wait, waitFor, withLiveListeners } from './helpers';
import { axeViolations } from './layout-helpers';

const SLIDES = `
  <section><h2>Spring</h2><p>New colours.</p><a href="#spring">Shop spring</a></section>
  <section><h2>Summer</h2><p>Light fabrics.</p><a href="#summer">Shop summer</a></section>
  <section><h2>Autumn</h2><p>Warm layers.</p><a href="#autumn">Shop autumn</a></section>`;

function slider(attributes = '', slides = SLIDES): HTMLElement {
  return fixture(`<pb-slider label="Seasons" ${attributes}>${slides}</pb-slider>`);
}

function slidesOf(element: Element): HTMLElement[] {
  return [...element.children] as HTMLElement[];
}

/** The index of the one slide that is shown (not aria-hidden), or -1 when that is not exactly one. */
function activeIndex(element: Element): number {
  const shown = slidesOf(element)
    .map((slide, index) => (slide.getAttribute('aria-hidden') === 'true' ? -1 : index))
    .filter((index) => index !== -1);
  return shown.length === 1 ? shown[0]! : -1;
}

function control(element: Element, selector: string): HTMLButtonElement {
  return element.shadowRoot!.querySelector<HTMLButtonElement>(selector)!;
}

const next = (element: Element): void => control(element, '[part~=next]').click();
const previous = (element: Element): void => control(element, '[part~=previous]').click();

function dots(element: Element): HTMLButtonElement[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=dot]')];
}

function liveRegion(element: Element): HTMLElement {
  return element.shadowRoot!.querySelector<HTMLElement>('[aria-live]')!;
}

function pointer(target: Element, type: string, init: PointerEventInit = {}): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerId: 7, isPrimary: true, ...init }));
}

async function settle(element: Element, index: number, what = `slide ${index}`): Promise<void> {
  await waitFor(() => activeIndex(element) === index, what);
  await waitFor(() => slidesOf(element).every((slide) => slide.getAnimations().length === 0), 'the animation to end');
}

function clearHash(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

describe('pb-slider', () => {
  afterEach(async () => {
    cleanupFixtures();
    clearHash();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('markup and accessibility (WAI-ARIA Carousel, SPEC §8)', () => {
    it('keeps the slides in the light DOM and applies the Carousel pattern to them', async () => {
      const element = slider();
      await upgraded(element);
      const region = element.shadowRoot!.querySelector('[role=region]')!;
      expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region.getAttribute('aria-label')).to.equal('Seasons');
      const slides = slidesOf(element);
      expect(slides.map((slide) => slide.parentElement === element)).to.deep.equal([true, true, true]);
      expect(slides.map((slide) => slide.getAttribute('role'))).to.deep.equal(['group', 'group', 'group']);
      expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).to.deep.equal(['slide', 'slide', 'slide']);
      expect(slides.map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 / 3', '2 / 3', '3 / 3']);
    });

    it('shows one slide; the others are inert, hidden from assistive technology and invisible', async () => {
      const element = slider();
      await upgraded(element);
      const slides = slidesOf(element);
      expect(slides.map((slide) => slide.inert)).to.deep.equal([false, true, true]);
      expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).to.deep.equal([null, 'true', 'true']);
      expect(slides.map((slide) => getComputedStyle(slide).visibility)).to.deep.equal(['visible', 'hidden', 'hidden']);
      const heights = new Set(slides.map((slide) => slide.getBoundingClientRect().top));
      expect(heights.size, 'the slides share one place').to.equal(1);
    });

    it('has real previous/next buttons named "Previous slide" and "Next slide"', async () => {
      const element = slider();
      await upgraded(element);
      const buttons = [control(element, '[part~=previous]'), control(element, '[part~=next]')];
      expect(buttons.map((button) => button.localName)).to.deep.equal(['button', 'button']);
      expect(buttons.map((button) => button.type)).to.deep.equal(['button', 'button']);
      expect(buttons.map((button) => button.getAttribute('aria-label'))).to.deep.equal(['Previous slide', 'Next slide']);
    });

    it('has one dot per slide named "Go to slide {{index}}", the active one aria-current', async () => {
      const element = slider();
      await upgraded(element);
      expect(dots(element).map((dot) => dot.getAttribute('aria-label'))).to.deep.equal(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
      expect(dots(element).map((dot) => dot.getAttribute('aria-current'))).to.deep.equal(['true', null, null]);
      dots(element)[2]!.click();
      await settle(element, 2);
      expect(dots(element).map((dot) => dot.getAttribute('aria-current'))).to.deep.equal([null, null, 'true']);
    });

    it('the live region is polite and announces the slide the visitor moved to, with the first/last slide texts', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      const live = liveRegion(element);
      expect(live.getAttribute('aria-live')).to.equal('polite');
      expect(live.textContent).to.equal('');
      next(element);
      await settle(element, 1);
      expect(live.textContent).to.equal('2 / 3');
      next(element);
      await settle(element, 2);
      expect(live.textContent).to.equal('3 / 3. This is the last slide');
      next(element);
      await settle(element, 0);
      expect(live.textContent).to.equal('1 / 3. This is the first slide');
    });

    it('the live region is off while the slides rotate by themselves, and autoplay moves are not announced', async () => {
      const element = slider('autoplay autoplay-speed="200" fade-speed="40"');
      await upgraded(element);
      const live = liveRegion(element);
      expect(live.getAttribute('aria-live')).to.equal('off');
      await settle(element, 1, 'an automatic move');
      expect(live.textContent).to.equal('');
      pointer(element, 'pointerenter', { pointerType: 'mouse' });
      await waitFor(() => live.getAttribute('aria-live') === 'polite', 'polite while paused');
    });

    it('the texts come from the page configuration message set', async () => {
      window.pbConfig = { messages: { previousSlide: 'Vorherige Folie', nextSlide: 'Nächste Folie', goToSlide: 'Zu Folie {{index}}', slideLabel: 'Folie {{index}} von {{slidesLength}}' } };
      resetPageConfig();
      try {
        const element = slider();
        await upgraded(element);
        expect(control(element, '[part~=previous]').getAttribute('aria-label')).to.equal('Vorherige Folie');
        expect(control(element, '[part~=next]').getAttribute('aria-label')).to.equal('Nächste Folie');
        expect(dots(element)[1]!.getAttribute('aria-label')).to.equal('Zu Folie 2');
        expect(slidesOf(element)[2]!.getAttribute('aria-label')).to.equal('Folie 3 von 3');
      } finally {
        delete window.pbConfig;
        resetPageConfig();
      }
    });

    it('axe-core finds no violations, at rest, after a move and with autoplay', async () => {
      const page = fixture(`<main><h1>Shop</h1>
        <pb-slider label="Seasons" fade-speed="40">${SLIDES}</pb-slider>
        <pb-slider label="Offers" autoplay autoplay-speed="5000" transition="slide">${SLIDES}</pb-slider>
        <pb-slider label="Plain" show-arrows="off" show-pagination="off">${SLIDES}</pb-slider></main>`);
      const [first] = [...page.querySelectorAll('pb-slider')];
      await Promise.all([...page.querySelectorAll('pb-slider')].map(upgraded));
      expect(await axeViolations()).to.deep.equal([]);
      next(first!);
      await settle(first!, 1);
      expect(await axeViolations()).to.deep.equal([]);
    });

    it('show-arrows="off" and show-pagination="off" hide the arrows and the dots', async () => {
      const element = slider('show-arrows="off" show-pagination="off"');
      await upgraded(element);
      expect(element.shadowRoot!.querySelectorAll('[part~=arrow]').length).to.equal(0);
      expect(dots(element).length).to.equal(0);
      element.setAttribute('show-arrows', '');
      await waitFor(() => element.shadowRoot!.querySelectorAll('[part~=arrow]').length === 2, 'arrows back');
    });

    it('a single slide has no controls', async () => {
      const element = slider('autoplay', '<section><h2>Only</h2></section>');
      await upgraded(element);
      expect(element.shadowRoot!.querySelectorAll('button').length).to.equal(0);
      expect(slidesOf(element)[0]!.getAttribute('aria-label')).to.equal('1 / 1');
    });

    it('text from the label attribute never becomes markup', async () => {
      const element = fixture('<pb-slider label="&lt;img src=x onerror=&quot;window.pwned=1&quot;&gt;"><div>A</div><div>B</div></pb-slider>');
      await upgraded(element);
      expect(element.shadowRoot!.querySelector('img')).to.equal(null);
      expect(element.shadowRoot!.querySelector('[role=region]')!.getAttribute('aria-label')).to.contain('<img');
      expect((window as { pwned?: number }).pwned).to.equal(undefined);
    });
  });

  describe('moving (SPEC §4 Slider)', () => {
    it('next and previous wrap at both ends', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      previous(element);
      await settle(element, 2, 'previous from the first wraps to the last');
      previous(element);
      await settle(element, 1);
      next(element);
      await settle(element, 2);
      next(element);
      await settle(element, 0, 'next from the last wraps to the first');
    });

    it('a dot goes to its slide', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      dots(element)[2]!.click();
      await settle(element, 2);
      dots(element)[0]!.click();
      await settle(element, 0);
    });

    it('arrows, dots, keys and swipes during an animation are ignored', async () => {
      const element = slider('fade-speed="400"');
      await upgraded(element);
      next(element);
      // Held 100 ms into the 400 ms fade, on its own clock: the inputs below all land during it,
      // however busy the machine.
      await holdNextAnimation(element, 100);
      expect(activeIndex(element)).to.equal(1);
      next(element);
      previous(element);
      dots(element)[2]!.click();
      control(element, '[part~=next]').focus();
      await sendKeys({ press: 'ArrowRight' });
      pointer(element, 'pointerdown', { pointerType: 'touch', clientX: 300, clientY: 50 });
      pointer(element, 'pointerup', { pointerType: 'touch', clientX: 100, clientY: 50 });
      await frames(2);
      expect(activeIndex(element), 'still the slide of the first click').to.equal(1);
      finishAnimations(element);
      await settle(element, 1);
      // The lock ends when the view has taken in the finished fade (a render later): an arrow
      // press then moves it, once.
      await waitFor(() => {
        if (activeIndex(element) === 1) next(element);
        return activeIndex(element) === 2;
      }, 'moves again once settled');
      await settle(element, 2);
    });

    it('the active attribute chooses the slide on load', async () => {
      const element = slider('active="2"');
      await upgraded(element);
      expect(activeIndex(element)).to.equal(2);
      expect(dots(element)[2]!.getAttribute('aria-current')).to.equal('true');
    });

    it('an active value past the last slide warns and uses the first slide', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = slider('active="9"');
        await upgraded(element);
        expect(activeIndex(element)).to.equal(0);
      });
      expect(warnings.some((text) => text.includes('[pb-slider]') && text.includes('"active"'))).to.equal(true);
    });

    it('fires pb-slide-change {index, previousIndex}, bubbling and composed', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      const events: CustomEvent[] = [];
      const listener = (event: CustomEvent): void => {
        events.push(event);
      };
      document.addEventListener('pb-slide-change', listener);
      try {
        next(element);
        await settle(element, 1);
        previous(element);
        await settle(element, 0);
        previous(element);
        await settle(element, 2);
        await waitFor(() => events.length === 3, 'three events');
        expect(events.map((event) => event.detail)).to.deep.equal([
          { index: 1, previousIndex: 0 },
          { index: 0, previousIndex: 1 },
          { index: 2, previousIndex: 0 },
        ]);
        expect(events.every((event) => event.bubbles && event.composed && event.target === element)).to.equal(true);
      } finally {
        document.removeEventListener('pb-slide-change', listener);
      }
    });

    it('follows slides added later by a script', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      const extra = document.createElement('section');
      extra.textContent = 'Winter';
      element.append(extra);
      await waitFor(() => dots(element).length === 4, 'a fourth dot');
      expect(slidesOf(element).map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 / 4', '2 / 4', '3 / 4', '4 / 4']);
      previous(element);
      await settle(element, 3);
    });

    it('a slide added by a script counts the moment it shows as a slide (the count is updated before paint)', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      const extra = document.createElement('section');
      extra.textContent = 'Winter';
      // Previous is clicked the moment the new slide is labelled (before React's passive effects, as
      // on a busy machine): from the first slide it must reach the new last one.
      const clickedOnceASlide = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (extra.getAttribute('aria-label') !== '4 / 4') return;
          observer.disconnect();
          previous(element);
          resolve();
        });
        observer.observe(extra, { attributes: true, attributeFilter: ['aria-label'] });
      });
      element.append(extra);
      await clickedOnceASlide;
      await settle(element, 3, 'the added slide');
    });
  });

  describe('transitions (SPEC §9 "Slider fade 700 ms (500 by default)")', () => {
    function animationDuration(slide: Element): number {
      const [animation] = slide.getAnimations();
      return Number(animation?.effect?.getComputedTiming().duration ?? 0);
    }

    it('cross-fades in 500 ms by default', async () => {
      const element = slider();
      await upgraded(element);
      const [first, second] = slidesOf(element);
      // Held at 200 ms of the fade's own clock: mid-fade however busy the machine.
      const held = holdNextAnimation(element, 200);
      next(element);
      await held;
      expect(animationDuration(second!)).to.equal(500);
      expect(animationDuration(first!)).to.equal(500);
      const incoming = Number(getComputedStyle(second!).opacity);
      const outgoing = Number(getComputedStyle(first!).opacity);
      expect(incoming, 'the new slide fades in').to.be.greaterThan(0).and.lessThan(1);
      expect(outgoing, 'the old slide fades out').to.be.greaterThan(0).and.lessThan(1);
      expect(getComputedStyle(first!).visibility, 'the old slide stays visible while it fades').to.equal('visible');
      finishAnimations(element);
      await settle(element, 1);
      expect(getComputedStyle(first!).visibility).to.equal('hidden');
      expect(getComputedStyle(second!).opacity).to.equal('1');
    });

    it('fades in 700 ms with fade-speed="700"', async () => {
      const element = slider('fade-speed="700"');
      await upgraded(element);
      // Held at 550 ms of the fade's own clock: the rule, however busy the machine.
      const held = holdNextAnimation(element, 550);
      next(element);
      const [fade] = await held;
      expect(animationDuration(slidesOf(element)[1]!)).to.equal(700);
      expect(fade!.playState, 'still fading at 550 ms').to.equal('paused');
      expect(slidesOf(element)[1]!.getAnimations().length, 'still fading at 550 ms').to.equal(1);
      finishAnimations(element);
      await settle(element, 1);
    });

    it('transition="slide" moves the slides sideways in the same duration, backwards for previous', async () => {
      const element = slider('transition="slide" fade-speed="600"');
      await upgraded(element);
      const [first, second, third] = slidesOf(element);
      const home = first!.getBoundingClientRect().left;
      // Each slide held at 250 ms of its own clock: mid-slide however busy the machine.
      const held = holdNextAnimation(element, 250);
      next(element);
      await held;
      expect(animationDuration(second!)).to.equal(600);
      expect(second!.getBoundingClientRect().left, 'the new slide comes from the right').to.be.greaterThan(home + 1);
      expect(first!.getBoundingClientRect().left, 'the old slide leaves to the left').to.be.lessThan(home - 1);
      finishAnimations(element);
      await settle(element, 1);
      expect(second!.getBoundingClientRect().left).to.equal(home);
      const heldBack = holdNextAnimation(element, 250);
      dots(element)[0]!.click();
      await heldBack;
      expect(first!.getBoundingClientRect().left, 'going back, the new slide comes from the left').to.be.lessThan(home - 1);
      finishAnimations(element);
      await settle(element, 0);
      expect(third!.getAnimations().length).to.equal(0);
    });

    it('with reduced motion, slides change at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = slider('transition="slide"');
      await upgraded(element);
      next(element);
      await nextFrame();
      expect(activeIndex(element)).to.equal(1);
      expect(slidesOf(element).every((slide) => slide.getAnimations().length === 0)).to.equal(true);
      next(element);
      await nextFrame();
      expect(activeIndex(element), 'no animation to wait for').to.equal(2);
    });
  });

  describe('autoplay (SPEC §4, §9)', () => {
    it('advances every autoplay-speed ms, wrapping', async () => {
      const element = slider('autoplay autoplay-speed="300" fade-speed="40" active="1"');
      // When each automatic move starts, on the page's clock: a busy machine can only make the
      // gaps longer, so the rule (never sooner than the speed) is checked without racing it.
      const moves: Array<{ index: number; at: number }> = [];
      element.addEventListener('pb-slide-change', (event) => moves.push({ index: (event as CustomEvent<{ index: number }>).detail.index, at: performance.now() }));
      await upgraded(element);
      const upgradedAt = performance.now();
      await settle(element, 2, 'the first automatic move');
      await settle(element, 0, 'wrapping to the first slide');
      expect(moves.map((move) => move.index)).to.deep.equal([2, 0]);
      expect(moves[0]!.at - upgradedAt, 'not before the speed').to.be.greaterThan(0);
      expect(moves[1]!.at - moves[0]!.at, 'the next one autoplay-speed later').to.be.at.least(300 - 5);
    });

    it('shows a rotation control that stops and restarts the rotation (APG)', async () => {
      const element = slider('autoplay autoplay-speed="300" fade-speed="40"');
      let moves = 0;
      element.addEventListener('pb-slide-change', () => moves++);
      await upgraded(element);
      const rotation = control(element, '[part=rotation]');
      expect(rotation.localName).to.equal('button');
      expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
      rotation.click();
      await waitFor(() => rotation.getAttribute('aria-label') === 'Start automatic slide show', 'start label');
      // A busy machine may have let one automatic move through before the click: the rule is that
      // none follows the stop, whichever slide it stopped on.
      const movesWhenStopped = moves;
      const stoppedOn = activeIndex(element);
      rotation.blur();
      pointer(element, 'pointerleave', { pointerType: 'mouse' });
      await wait(900);
      expect(moves, 'no move while stopped').to.equal(movesWhenStopped);
      expect(activeIndex(element), 'stopped').to.equal(stoppedOn);
      rotation.click();
      rotation.blur();
      await settle(element, (stoppedOn + 1) % slidesOf(element).length, 'rotating again (within the 2 s retry)');
    });

    it('hover pauses it; while paused it retries every 2 s instead of every autoplay-speed', async () => {
      const element = slider('autoplay autoplay-speed="300" fade-speed="40"');
      const movedAt: number[] = [];
      element.addEventListener('pb-slide-change', () => movedAt.push(performance.now()));
      await upgraded(element);
      const upgradedAt = performance.now();
      pointer(element, 'pointerenter', { pointerType: 'mouse' });
      await wait(1000);
      expect(activeIndex(element), 'paused while hovered').to.equal(0);
      pointer(element, 'pointerleave', { pointerType: 'mouse' });
      await settle(element, 1, 'moves at the retry');
      // The first tick (at 300 ms) found the pause, so the next comes 2 s later (2300 ms), not
      // 300 ms after leaving (1300 ms). A busy machine only makes both later, never earlier.
      expect(movedAt[0]! - upgradedAt, 'waits for the 2 s retry').to.be.at.least(2000);
    });

    it('ignore-hover keeps it rotating while hovered', async () => {
      const element = slider('autoplay autoplay-speed="300" fade-speed="40" ignore-hover');
      await upgraded(element);
      pointer(element, 'pointerenter', { pointerType: 'mouse' });
      await settle(element, 1, 'an automatic move while hovered');
      pointer(element, 'pointerleave', { pointerType: 'mouse' });
    });

    it('keyboard focus inside the slider pauses it (APG)', async () => {
      // The autoplay timer is held, so its tick comes while the focus is inside, however slowly Tab arrives.
      const ticks = holdTimeouts(300);
      try {
        const page = fixture(`<div><button type="button">before</button><pb-slider label="Seasons" autoplay autoplay-speed="300" fade-speed="40" ignore-hover>${SLIDES}</pb-slider></div>`);
        const element = page.querySelector('pb-slider')!;
        await upgraded(element);
        page.querySelector('button')!.focus();
        await sendKeys({ press: 'Tab' });
        expect(element.shadowRoot!.activeElement?.getAttribute('part'), 'Tab reaches the rotation control first').to.equal('rotation');
        await waitFor(() => ticks.pending === 1, 'the autoplay wait');
        ticks.fire();
        await frames(2);
        expect(activeIndex(element), 'the tick found the slider paused').to.equal(0);
        await sendKeys({ press: 'Shift+Tab' });
        // The next move comes at the 2 s retry (not held), once the focus has left.
        await settle(element, 1, 'rotating after focus left');
      } finally {
        ticks.restore();
      }
    });

    it('a mouse click on an arrow does not hold the rotation once the pointer has left', async () => {
      const element = slider('autoplay autoplay-speed="400" fade-speed="40"');
      await upgraded(element);
      const box = control(element, '[part~=next]').getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      await settle(element, 1, 'the click');
      expect(element.shadowRoot!.activeElement?.getAttribute('part')).to.equal('arrow next');
      await sendMouse({ type: 'move', position: [0, 0] });
      pointer(element, 'pointerleave', { pointerType: 'mouse' });
      await settle(element, 2, 'an automatic move with the clicked arrow still focused');
    });

    it('the paused attribute holds it, and it moves at a 2 s retry once removed', async () => {
      const element = slider('autoplay autoplay-speed="300" fade-speed="40" paused');
      const movedAt: number[] = [];
      element.addEventListener('pb-slide-change', () => movedAt.push(performance.now()));
      await upgraded(element);
      const upgradedAt = performance.now();
      await wait(800);
      expect(activeIndex(element)).to.equal(0);
      element.removeAttribute('paused');
      await settle(element, 1, 'moves at the retry');
      // Paused at the 300 ms tick, so the move waits for the 2 s retry (2300 ms), not the speed (1100 ms).
      expect(movedAt[0]! - upgradedAt, 'not at the speed').to.be.at.least(2000);
    });

    it('out of view it holds, and it moves at a 2 s retry once it is back in view', async () => {
      const page = fixture(`<div><pb-slider label="Seasons" autoplay autoplay-speed="300" fade-speed="40">${SLIDES}</pb-slider><div style="height:3000px"></div></div>`);
      const element = page.querySelector('pb-slider')!;
      await upgraded(element);
      window.scrollTo(0, 2000);
      await waitFor(() => element.getBoundingClientRect().bottom < 0, 'the slider to leave the viewport');
      // A busy machine may have let a move through before the scroll: none follows it.
      await waitFor(() => slidesOf(element).every((slide) => slide.getAnimations().length === 0), 'any move under way to end');
      const heldOn = activeIndex(element);
      await wait(900);
      expect(activeIndex(element), 'held while out of view').to.equal(heldOn);
      window.scrollTo(0, 0);
      await settle(element, (heldOn + 1) % slidesOf(element).length, 'moving again once in view (at the 2 s retry)');
    });

    it('does not rotate under reduced motion until the visitor starts it', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = slider('autoplay autoplay-speed="200"');
      await upgraded(element);
      const rotation = control(element, '[part=rotation]');
      expect(rotation.getAttribute('aria-label')).to.equal('Start automatic slide show');
      await wait(700);
      expect(activeIndex(element)).to.equal(0);
      rotation.click();
      rotation.blur();
      await settle(element, 1, 'rotating once started');
    });

    it('an empty autoplay-speed (or none) means the 7000 ms default; a malformed one warns and uses it too', async () => {
      const { warnings } = await captureConsole(async () => {
        const empty = slider('autoplay autoplay-speed="none" fade-speed="40"');
        const malformed = slider('autoplay autoplay-speed="fast" fade-speed="40"');
        await upgraded(empty);
        await upgraded(malformed);
        await wait(600);
        expect([activeIndex(empty), activeIndex(malformed)]).to.deep.equal([0, 0]);
      });
      expect(warnings.some((text) => text.includes('[pb-slider]') && text.includes('"autoplay-speed"'))).to.equal(true);
      expect(warnings.some((text) => text.includes('"none"')), 'none is not an error').to.equal(false);
    });
  });

  describe('keyboard and touch', () => {
    it('Left and Right arrows move while focus is inside the slider, wrapping', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      control(element, '[part~=next]').focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(element, 1);
      await sendKeys({ press: 'ArrowLeft' });
      await settle(element, 0);
      await sendKeys({ press: 'ArrowLeft' });
      await settle(element, 2);
    });

    it('an arrow key on a link in the slide moves the focus to the new slide', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      slidesOf(element)[0]!.querySelector('a')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(element, 1);
      expect(document.activeElement === slidesOf(element)[1]).to.equal(true);
    });

    it('arrow keys outside the slider do nothing', async () => {
      const page = fixture(`<div><button type="button">outside</button><pb-slider fade-speed="40">${SLIDES}</pb-slider></div>`);
      const element = page.querySelector('pb-slider')!;
      await upgraded(element);
      page.querySelector('button')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await wait(100);
      expect(activeIndex(element)).to.equal(0);
    });

    it('a touch swipe of 50 px moves: left for next, right for previous; shorter or vertical gestures do not', async () => {
      const element = slider('fade-speed="40"');
      await upgraded(element);
      const slide = slidesOf(element)[0]!;
      pointer(slide, 'pointerdown', { pointerType: 'touch', clientX: 300, clientY: 100 });
      pointer(slide, 'pointerup', { pointerType: 'touch', clientX: 230, clientY: 110 });
      await settle(element, 1);
      pointer(element, 'pointerdown', { pointerType: 'touch', clientX: 100, clientY: 100 });
      pointer(element, 'pointerup', { pointerType: 'touch', clientX: 180, clientY: 100 });
      await settle(element, 0);
      pointer(element, 'pointerdown', { pointerType: 'touch', clientX: 300, clientY: 100 });
      pointer(element, 'pointerup', { pointerType: 'touch', clientX: 270, clientY: 100 });
      pointer(element, 'pointerdown', { pointerType: 'touch', clientX: 300, clientY: 100 });
      pointer(element, 'pointerup', { pointerType: 'touch', clientX: 220, clientY: 300 });
      await wait(150);
      expect(activeIndex(element)).to.equal(0);
      expect(getComputedStyle(element).touchAction, 'vertical scrolling stays with the page').to.contain('pan-y');
    });
  });

  describe('right to left (WAI-ARIA APG)', () => {
    afterEach(() => document.documentElement.removeAttribute('dir'));

    it('the next arrow sits on the left and points left, the previous one on the right; the rotation control leads the dots from the right', async () => {
      const page = fixture(`<div><pb-slider label="LTR" autoplay>${SLIDES}</pb-slider><div dir="rtl"><pb-slider label="RTL" autoplay>${SLIDES}</pb-slider></div></div>`);
      const [ltr, rtl] = [...page.querySelectorAll('pb-slider')];
      await upgraded(ltr!);
      await upgraded(rtl!);
      const box = (element: Element, selector: string): DOMRect => control(element, selector).getBoundingClientRect();
      const icon = (element: Element, selector: string): string | null => control(element, selector).querySelector('path')!.getAttribute('d');
      const host = rtl!.getBoundingClientRect();
      expect(box(rtl!, '[part~=next]').right, 'next in the left half').to.be.lessThan(host.left + host.width / 2);
      expect(box(rtl!, '[part~=previous]').left, 'previous in the right half').to.be.greaterThan(host.left + host.width / 2);
      // The rotation control leads the row of dots: before them in reading order, so to their right here.
      expect(box(ltr!, '[part~=rotation]').right, 'left to right: rotation before the dots').to.be.at.most(box(ltr!, '[part~=pagination]').left);
      expect(box(rtl!, '[part~=rotation]').left, 'right to left: rotation to the right of the dots').to.be.at.least(box(rtl!, '[part~=pagination]').right);
      expect(icon(rtl!, '[part~=next]'), 'the next arrow points left').to.equal(icon(ltr!, '[part~=previous]'));
      expect(icon(rtl!, '[part~=previous]'), 'the previous arrow points right').to.equal(icon(ltr!, '[part~=next]'));
    });

    it('with <html dir="rtl">, Left moves to the next slide and Right to the previous', async () => {
      document.documentElement.dir = 'rtl';
      const element = slider('fade-speed="40"');
      await upgraded(element);
      control(element, '[part~=next]').focus();
      await sendKeys({ press: 'ArrowLeft' });
      await settle(element, 1);
      await sendKeys({ press: 'ArrowRight' });
      await settle(element, 0);
      await sendKeys({ press: 'ArrowRight' });
      await settle(element, 2);
    });

    it('a touch swipe to the right moves to the next slide, to the left to the previous', async () => {
      const element = slider('dir="rtl" fade-speed="40"');
      await upgraded(element);
      pointer(element, 'pointerdown', { pointerType: 'touch', clientX: 100, clientY: 100 });
      pointer(element, 'pointerup', { pointerType: 'touch', clientX: 180, clientY: 100 });
      await settle(element, 1);
      pointer(element, 'pointerdown', { pointerType: 'touch', clientX: 300, clientY: 100 });
      pointer(element, 'pointerup', { pointerType: 'touch', clientX: 200, clientY: 100 });
      await settle(element, 0);
    });

    it('transition="slide": the next slide comes in from the left', async () => {
      const element = slider('dir="rtl" transition="slide" fade-speed="600"');
      await upgraded(element);
      const [first, second] = slidesOf(element);
      const home = first!.getBoundingClientRect().left;
      // Held at 250 ms of the slide's own clock: mid-slide however busy the machine.
      const held = holdNextAnimation(element, 250);
      next(element);
      await held;
      expect(second!.getBoundingClientRect().left, 'the new slide comes from the left').to.be.lessThan(home - 1);
      expect(first!.getBoundingClientRect().left, 'the old slide leaves to the right').to.be.greaterThan(home + 1);
      finishAnimations(element);
      await settle(element, 1);
    });
  });

  describe('hash and history sync (SPEC §2)', () => {
    it('hash-sync writes #id|index (from 0) without a history entry, keeping other modules', async () => {
      history.replaceState(null, '', '#gallery-1|nature|2');
      const element = slider('id="hero" hash-sync fade-speed="40"');
      await upgraded(element);
      const entries = history.length;
      next(element);
      await settle(element, 1);
      await waitFor(() => location.hash === '#gallery-1|nature|2||hero|1', 'the hash');
      expect(history.length).to.equal(entries);
    });

    it('hash-sync reads the hash on load and follows later hash changes', async () => {
      history.replaceState(null, '', '#hero|2');
      const element = slider('id="hero" hash-sync fade-speed="40"');
      await upgraded(element);
      expect(activeIndex(element)).to.equal(2);
      location.hash = '#hero|0';
      await settle(element, 0);
      location.hash = '#other|1';
      await wait(100);
      expect(activeIndex(element), 'another module id leaves it alone').to.equal(0);
    });

    it('without hash-sync the hash is neither read nor written', async () => {
      history.replaceState(null, '', '#hero|2');
      const element = slider('id="hero" fade-speed="40"');
      await upgraded(element);
      expect(activeIndex(element)).to.equal(0);
      next(element);
      await settle(element, 1);
      expect(location.hash).to.equal('#hero|2');
    });

    it('history-sync adds a history entry per move, and Back/Forward move the slider', async () => {
      const element = slider('id="story" history-sync fade-speed="40"');
      await upgraded(element);
      const entries = history.length;
      next(element);
      await settle(element, 1);
      next(element);
      await settle(element, 2);
      expect(location.hash).to.equal('#story|2');
      expect(history.length).to.equal(entries + 2);
      history.back();
      await settle(element, 1, 'Back to the second slide');
      history.back();
      await settle(element, 0, 'Back to the slide shown on load');
      history.forward();
      await settle(element, 1, 'Forward');
    });

    it('hash-sync and history-sync without an id warn and leave the hash alone', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = slider('history-sync fade-speed="40"');
        await upgraded(element);
        next(element);
        await settle(element, 1);
      });
      expect(location.hash).to.equal('');
      expect(warnings.some((text) => text.includes('[pb-slider]') && text.includes('"history-sync" needs an id'))).to.equal(true);
    });
  });

  describe('robustness', () => {
    it('an empty slider warns that it found no slides', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = fixture('<pb-slider>Just text</pb-slider>');
        await upgraded(element);
      });
      expect(warnings.some((text) => text.includes('[pb-slider] found no slides'))).to.equal(true);
    });

    it('a malformed transition warns and fades', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = slider('transition="spin"');
        await upgraded(element);
        next(element);
        await nextFrame();
        const keyframes = slidesOf(element)[1]!.getAnimations()[0]!.effect as KeyframeEffect;
        expect(keyframes.getKeyframes().some((frame) => 'opacity' in frame)).to.equal(true);
      });
      expect(warnings.some((text) => text.includes('[pb-slider]') && text.includes('"transition"'))).to.equal(true);
    });

    it('removing the element removes its listeners and timers and gives the slides their attributes back', async () => {
      await withLiveListeners(async (live) => {
        const element = slider('id="gone" history-sync autoplay autoplay-speed="200"', '<section aria-label="Intro">A</section><section>B</section>');
        await upgraded(element);
        // Added by effects: with Preact they run just after the first paint.
        await waitFor(() => live.size > 0, 'the hash and history listeners');
        const slides = slidesOf(element);
        const events: Event[] = [];
        element.addEventListener('pb-slide-change', (event) => events.push(event));
        element.remove();
        await waitFor(() => live.size === 0, 'every listener removed');
        await wait(500);
        expect(events.length, 'no autoplay after removal').to.equal(0);
        expect(slides[0]!.getAttribute('aria-label'), "the author's label").to.equal('Intro');
        expect(slides.map((slide) => slide.hasAttribute('inert') || slide.hasAttribute('role'))).to.deep.equal([false, false]);
      });
    });
  });
});
