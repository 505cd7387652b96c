/**
 * <pb-portfolio-carousel> (SPEC.md §4 "Portfolio carousel: auto-rotate option and hover pause",
 * §9 "Portfolio carousel slide 700 ms", "Module columns: default 3", "Carousel arrows are hidden
 * when items do not exceed the columns"; WAI-ARIA Carousel pattern). The state machine is the
 * slider's (test/unit/slider-state.test.ts); these tests check what the carousel does with it.
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-portfolio-carousel';
import { captureConsole, cleanupFixtures, finishAnimations, fixture, holdNextAnimation, holdTimeouts, nextFrame, upgraded, wait, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';

const NAMES = ['Harbour', 'Forest', 'Desert', 'Glacier', 'Canyon'];
const ITEMS = (count = 5): string =>
  NAMES.slice(0, count)
    .map((name) => `<article><div class="thumb" style="height:80px;background:#ccc"></div><h3><a href="#${name.toLowerCase()}">${name}</a></h3></article>`)
    .join('');

function carousel(attributes = '', items = ITEMS()): HTMLElement {
  return fixture(`<pb-portfolio-carousel label="Projects" style="width:600px" ${attributes}>${items}</pb-portfolio-carousel>`);
}

function itemsOf(element: Element): HTMLElement[] {
  return [...element.children] as HTMLElement[];
}

/** The names of the items on screen, left to right (inside the carousel's box). */
function shownNames(element: Element): string[] {
  const box = element.getBoundingClientRect();
  return itemsOf(element)
    .filter((item) => {
      const { left, right } = item.getBoundingClientRect();
      return left >= box.left - 0.5 && right <= box.right + 0.5;
    })
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
    .map((item) => item.textContent!.trim());
}

/** The names of the items not inert and not aria-hidden. */
function reachableNames(element: Element): string[] {
  return itemsOf(element)
    .filter((item) => !item.inert && item.getAttribute('aria-hidden') !== 'true')
    .map((item) => item.textContent!.trim());
}

function track(element: Element): HTMLElement {
  return element.shadowRoot!.querySelector<HTMLElement>('[part=track]')!;
}

function control(element: Element, selector: string): HTMLButtonElement | null {
  return element.shadowRoot!.querySelector<HTMLButtonElement>(selector);
}

const next = (element: Element): void => control(element, '[part~=next]')!.click();
const previous = (element: Element): void => control(element, '[part~=previous]')!.click();

function pointer(target: Element, type: string, init: PointerEventInit = {}): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerId: 3, isPrimary: true, ...init }));
}

async function settle(element: Element, names: string[]): Promise<void> {
  await waitFor(() => track(element).getAnimations().length === 0 && shownNames(element).join() === names.join(), `${names.join(', ')} shown`);
  expect(reachableNames(element).sort()).to.deep.equal([...names].sort());
}

describe('pb-portfolio-carousel', () => {
  afterEach(async () => {
    cleanupFixtures();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  describe('layout and accessibility', () => {
    it('shows 3 columns by default; items stay in the light DOM as carousel slides', async () => {
      const element = carousel();
      await upgraded(element);
      expect(shownNames(element)).to.deep.equal(['Harbour', 'Forest', 'Desert']);
      expect(itemsOf(element).map((item) => item.getBoundingClientRect().width)).to.deep.equal([200, 200, 200, 200, 200]);
      const region = element.shadowRoot!.querySelector('[role=region]')!;
      expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region.getAttribute('aria-label')).to.equal('Projects');
      expect(itemsOf(element).map((item) => item.getAttribute('role')), 'an <article> keeps its own role (ARIA in HTML)').to.deep.equal(Array(5).fill(null));
      expect(itemsOf(element).map((item) => item.getAttribute('aria-roledescription'))).to.deep.equal(Array(5).fill('slide'));
      expect(itemsOf(element).map((item) => item.getAttribute('aria-label'))).to.deep.equal(['1 / 5', '2 / 5', '3 / 5', '4 / 5', '5 / 5']);
    });

    it('items outside the row are inert and hidden from assistive technology', async () => {
      const element = carousel();
      await upgraded(element);
      expect(itemsOf(element).map((item) => item.inert)).to.deep.equal([false, false, false, true, true]);
      expect(itemsOf(element).map((item) => item.getAttribute('aria-hidden'))).to.deep.equal([null, null, null, 'true', 'true']);
    });

    it('the columns attribute sets the items per row, with tablet and phone variants', async () => {
      const element = carousel('columns="4" columns-tablet="2" columns-phone="1"');
      await upgraded(element);
      expect(shownNames(element)).to.deep.equal(['Harbour', 'Forest', 'Desert', 'Glacier']);
      await setViewport({ width: 900, height: 800 });
      await waitFor(() => shownNames(element).length === 2, 'two columns on a tablet');
      await setViewport({ width: 600, height: 800 });
      await waitFor(() => shownNames(element).length === 1, 'one column on a phone');
      expect(reachableNames(element)).to.deep.equal(['Harbour']);
    });

    it('a columns value outside 1 to 6 warns and uses 3', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = carousel('columns="9"');
        await upgraded(element);
        expect(shownNames(element).length).to.equal(3);
      });
      expect(warnings.some((text) => text.includes('[pb-portfolio-carousel]') && text.includes('"columns"'))).to.equal(true);
    });

    it('has previous/next buttons, and hides them when the items do not exceed the columns (SPEC §9)', async () => {
      const moving = carousel('', ITEMS(4));
      const still = carousel('columns="3" auto-rotate', ITEMS(3));
      await upgraded(moving);
      await upgraded(still);
      expect(control(moving, '[part~=previous]')!.getAttribute('aria-label')).to.equal('Previous slide');
      expect(control(moving, '[part~=next]')!.getAttribute('aria-label')).to.equal('Next slide');
      expect(still.shadowRoot!.querySelectorAll('button').length).to.equal(0);
      expect(reachableNames(still)).to.deep.equal(['Harbour', 'Forest', 'Desert']);
      still.setAttribute('columns', '2');
      await waitFor(() => still.shadowRoot!.querySelectorAll('[part~=arrow]').length === 2, 'arrows once items exceed the columns');
    });

    it('items that may take the group role get it', async () => {
      const element = carousel('', '<div>A</div><section>B</section><figure>C</figure><div>D</div>');
      await upgraded(element);
      expect(itemsOf(element).map((item) => item.getAttribute('role'))).to.deep.equal(['group', 'group', 'group', 'group']);
    });

    it('has no dots', async () => {
      const element = carousel();
      await upgraded(element);
      expect(element.shadowRoot!.querySelectorAll('[part~=dot]').length).to.equal(0);
    });

    it('axe-core finds no violations, at rest and after a move', async () => {
      const page = fixture(`<main><h1>Work</h1><h2>Projects</h2><pb-portfolio-carousel label="Projects" auto-rotate>${ITEMS()}</pb-portfolio-carousel></main>`);
      const element = page.querySelector('pb-portfolio-carousel')!;
      await upgraded(element);
      const run = () => axeViolations();
      expect(await run()).to.deep.equal([]);
      next(element);
      await settle(element, ['Forest', 'Desert', 'Glacier']);
      expect(await run()).to.deep.equal([]);
    });
  });

  describe('moving (SPEC §4, §9)', () => {
    it('slides by one item in 700 ms', async () => {
      const element = carousel();
      await upgraded(element);
      const forest = itemsOf(element)[1]!;
      const start = forest.getBoundingClientRect().left;
      next(element);
      // Held 300 ms into the move on its own clock, however busy the machine.
      const [animation] = await holdNextAnimation(track(element), 300);
      expect(Number(animation?.effect?.getComputedTiming().duration)).to.equal(700);
      const middle = forest.getBoundingClientRect().left;
      expect(middle, 'on its way left').to.be.lessThan(start - 1).and.greaterThan(start - 199);
      finishAnimations(track(element));
      await settle(element, ['Forest', 'Desert', 'Glacier']);
      expect(forest.getBoundingClientRect().left).to.equal(start - 200);
    });

    it('wraps at both ends', async () => {
      const element = carousel();
      await upgraded(element);
      previous(element);
      await settle(element, ['Canyon', 'Harbour', 'Forest']);
      previous(element);
      await settle(element, ['Glacier', 'Canyon', 'Harbour']);
      next(element);
      await settle(element, ['Canyon', 'Harbour', 'Forest']);
      next(element);
      await settle(element, ['Harbour', 'Forest', 'Desert']);
    });

    it('clicks during the slide are ignored', async () => {
      const element = carousel();
      await upgraded(element);
      next(element);
      await wait(150);
      next(element);
      previous(element);
      await settle(element, ['Forest', 'Desert', 'Glacier']);
      await wait(100);
      expect(shownNames(element)).to.deep.equal(['Forest', 'Desert', 'Glacier']);
    });

    it('with reduced motion it moves at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = carousel();
      await upgraded(element);
      next(element);
      await nextFrame();
      expect(track(element).getAnimations().length).to.equal(0);
      expect(shownNames(element)).to.deep.equal(['Forest', 'Desert', 'Glacier']);
    });

    it('Left/Right keys and touch swipes move it', async () => {
      const element = carousel();
      await upgraded(element);
      itemsOf(element)[0]!.querySelector('a')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(element, ['Forest', 'Desert', 'Glacier']);
      expect(document.activeElement === itemsOf(element)[1], 'focus moved off the item that left').to.equal(true);
      await sendKeys({ press: 'ArrowLeft' });
      await settle(element, ['Harbour', 'Forest', 'Desert']);
      pointer(itemsOf(element)[1]!, 'pointerdown', { pointerType: 'touch', clientX: 300, clientY: 40 });
      pointer(itemsOf(element)[1]!, 'pointerup', { pointerType: 'touch', clientX: 200, clientY: 45 });
      await settle(element, ['Forest', 'Desert', 'Glacier']);
    });

    it('right to left (APG): the row starts at the right, next slides it right, Left moves next, a swipe right too', async () => {
      const element = carousel('dir="rtl"');
      await upgraded(element);
      const rightToLeft = (): string[] => shownNames(element).reverse();
      expect(rightToLeft(), 'the first item at the right').to.deep.equal(['Harbour', 'Forest', 'Desert']);
      const nextBox = control(element, '[part~=next]')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      expect(nextBox.right, 'the next arrow sits on the left').to.be.lessThan(box.left + box.width / 2);
      const forest = itemsOf(element)[1]!;
      const start = forest.getBoundingClientRect().left;
      next(element);
      // Held 300 ms into the move on its own clock, however busy the machine.
      await holdNextAnimation(track(element), 300);
      expect(forest.getBoundingClientRect().left, 'on its way right').to.be.greaterThan(start + 1);
      finishAnimations(track(element));
      await waitFor(() => track(element).getAnimations().length === 0 && rightToLeft().join() === 'Forest,Desert,Glacier', 'Forest first, at the right');
      itemsOf(element)[1]!.querySelector('a')!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => track(element).getAnimations().length === 0 && rightToLeft().join() === 'Desert,Glacier,Canyon', 'ArrowLeft: next');
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => track(element).getAnimations().length === 0 && rightToLeft().join() === 'Forest,Desert,Glacier', 'ArrowRight: previous');
      pointer(itemsOf(element)[2]!, 'pointerdown', { pointerType: 'touch', clientX: 200, clientY: 40 });
      pointer(itemsOf(element)[2]!, 'pointerup', { pointerType: 'touch', clientX: 300, clientY: 45 });
      await waitFor(() => track(element).getAnimations().length === 0 && rightToLeft().join() === 'Desert,Glacier,Canyon', 'a swipe right: next');
    });

    it('fires pb-slide-change with the first shown item', async () => {
      const element = carousel();
      await upgraded(element);
      const details: unknown[] = [];
      element.addEventListener('pb-slide-change', (event) => details.push(event.detail));
      previous(element);
      await settle(element, ['Canyon', 'Harbour', 'Forest']);
      await waitFor(() => details.length === 1, 'the event');
      expect(details).to.deep.equal([{ index: 4, previousIndex: 0 }]);
    });

    it('announces the first shown item to the visitor who moved it', async () => {
      const element = carousel();
      await upgraded(element);
      previous(element);
      await settle(element, ['Canyon', 'Harbour', 'Forest']);
      expect(element.shadowRoot!.querySelector('[aria-live=polite]')!.textContent).to.equal('5 / 5. This is the last slide');
    });
  });

  describe('auto-rotate (SPEC §4 "Auto-rotate option and hover pause")', () => {
    it('rotates by one item every auto-rotate-speed ms', async () => {
      // The 300 ms rotation timer is held: nothing moves until its time has come, however busy the machine.
      const ticks = holdTimeouts(300);
      try {
        const element = carousel('auto-rotate auto-rotate-speed="300"');
        await upgraded(element);
        await waitFor(() => ticks.pending === 1, 'the 300 ms rotation wait');
        expect(shownNames(element)).to.deep.equal(['Harbour', 'Forest', 'Desert']);
        ticks.fire();
        await settle(element, ['Forest', 'Desert', 'Glacier']);
        await waitFor(() => ticks.pending === 1, 'the next 300 ms rotation wait');
        expect(control(element, '[part=rotation]')!.getAttribute('aria-label')).to.equal('Stop automatic slide show');
      } finally {
        ticks.restore();
      }
    });

    it('does not rotate without auto-rotate', async () => {
      const element = carousel('auto-rotate-speed="200"');
      await upgraded(element);
      await wait(700);
      expect(shownNames(element)).to.deep.equal(['Harbour', 'Forest', 'Desert']);
      expect(control(element, '[part=rotation]')).to.equal(null);
    });

    it('hover pauses the rotation, which retries every 2 s', async () => {
      // The 300 ms rotation timer is held: its tick comes while hovered, however slowly the test runs.
      const ticks = holdTimeouts(300);
      try {
        const element = carousel('auto-rotate auto-rotate-speed="300"');
        const movedAt: number[] = [];
        element.addEventListener('pb-slide-change', () => movedAt.push(performance.now()));
        await upgraded(element);
        pointer(element, 'pointerenter', { pointerType: 'mouse' });
        await waitFor(() => ticks.pending === 1, 'the rotation wait');
        await nextFrame();
        ticks.fire();
        const tickedAt = performance.now();
        await nextFrame();
        expect(shownNames(element), 'paused while hovered').to.deep.equal(['Harbour', 'Forest', 'Desert']);
        pointer(element, 'pointerleave', { pointerType: 'mouse' });
        await settle(element, ['Forest', 'Desert', 'Glacier']);
        // The tick found the pause, so the move waits for the 2 s retry (not held), not the speed.
        expect(movedAt[0]! - tickedAt, 'waits for the retry').to.be.at.least(1990);
      } finally {
        ticks.restore();
      }
    });

    it('the rotation control stops it', async () => {
      const element = carousel('auto-rotate auto-rotate-speed="300"');
      await upgraded(element);
      const rotation = control(element, '[part=rotation]')!;
      rotation.click();
      rotation.blur();
      pointer(element, 'pointerleave', { pointerType: 'mouse' });
      await waitFor(() => rotation.getAttribute('aria-label') === 'Start automatic slide show', 'stopped');
      await wait(900);
      expect(shownNames(element)).to.deep.equal(['Harbour', 'Forest', 'Desert']);
    });

    it('does not rotate under reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = carousel('auto-rotate auto-rotate-speed="200"');
      await upgraded(element);
      await wait(700);
      expect(shownNames(element)).to.deep.equal(['Harbour', 'Forest', 'Desert']);
    });
  });

  describe('robustness', () => {
    it('an empty carousel warns that it found no items', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = fixture('<pb-portfolio-carousel></pb-portfolio-carousel>');
        await upgraded(element);
      });
      expect(warnings.some((text) => text.includes('[pb-portfolio-carousel] found no items'))).to.equal(true);
    });

    it('removing it gives the items their own style and attributes back', async () => {
      const element = carousel('', ITEMS(5).replace('<article>', '<article style="color: red">'));
      await upgraded(element);
      previous(element);
      await settle(element, ['Canyon', 'Harbour', 'Forest']);
      const items = itemsOf(element);
      element.remove();
      await waitFor(() => items.every((item) => !item.hasAttribute('role')), 'attributes restored');
      expect(items[0]!.getAttribute('style')).to.equal('color: red;');
      expect(items.slice(1).map((item) => item.hasAttribute('style') || item.inert)).to.deep.equal([false, false, false, false]);
    });
  });
});
