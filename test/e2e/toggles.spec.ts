/**
 * pb-accordion and pb-toggle in a real browser: SPEC.md §4 "Accordion and toggles" (each toggle
 * open or closed; in an accordion only one is open and opening one closes the others; clicks
 * during toggling are ignored) and §9 "Accordion slide 700 ms", instantly with reduced motion.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { animationsSettled, heightOf, upgraded } from './helpers';

const SLIDE_MS = 700;

declare global {
  interface Window {
    __heldSlide: Promise<HeldSlide>;
    __heldAnimations: Animation[];
    __toggleChanges: unknown[];
  }
}

function items(page: Page, accordion = '#faq-accordion'): Locator {
  return page.locator(`${accordion} > details`);
}

/** Which items of the accordion are open, e.g. [true, false, false, false]. */
function openStates(page: Page, accordion = '#faq-accordion'): Promise<boolean[]> {
  return items(page, accordion).evaluateAll((list) => list.map((details) => (details as HTMLDetailsElement).open));
}

function only(index: number, count = 4): boolean[] {
  return Array.from({ length: count }, (_, position) => position === index);
}

/** What a held slide shows: its timing, and the details element's height and state at that moment. */
interface HeldSlide {
  duration: number;
  easing: string;
  height: number;
  open: boolean;
}

/**
 * Holds the next slide of the `<details>` matched by `selector` at `at` ms of its own clock (the
 * Web Animations timeline), before a single frame of it is painted: the slide sets the element's
 * inline style just before it starts its height animation, and a mutation observer runs before
 * the next frame. Whatever the machine's speed, the state mid-slide is then read at a known point.
 * Call it before the action; `heldSlide` returns what it saw.
 */
async function holdNextSlide(page: Page, selector: string, at: number): Promise<void> {
  await page.evaluate(
    ({ selector, at }) => {
      const details = document.querySelector<HTMLDetailsElement>(selector)!;
      window.__heldSlide = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const [animation] = details.getAnimations();
          if (!animation) return;
          observer.disconnect();
          animation.pause();
          animation.currentTime = at;
          window.__heldAnimations.push(animation);
          const timing = animation.effect!.getTiming();
          resolve({ duration: Number(timing.duration), easing: String(timing.easing), height: details.getBoundingClientRect().height, open: details.open });
        });
        observer.observe(details, { attributes: true, attributeFilter: ['style'] });
      });
      window.__heldAnimations ??= [];
    },
    { selector, at },
  );
}

function heldSlide(page: Page): Promise<HeldSlide> {
  return page.evaluate(() => window.__heldSlide);
}

/** Moves every held slide to another point of its own clock; returns the heights there, in hold order. */
function seekHeldSlides(page: Page, at: number, selector: string): Promise<number> {
  return page.evaluate(
    ({ at, selector }) => {
      for (const animation of window.__heldAnimations) animation.currentTime = at;
      return document.querySelector(selector)!.getBoundingClientRect().height;
    },
    { at, selector },
  );
}

/** Lets every slide on the page end now (held or running), as if its 700 ms had passed. */
async function finishSlides(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
    window.__heldAnimations = [];
  });
}

test.describe('Accordion: only one item open (SPEC.md §4)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tabs.html');
    await upgraded(page, '#faq-accordion');
  });

  test('on load exactly the item the author marked open is open, and its header cannot collapse it', async ({ page }) => {
    expect(await openStates(page)).toEqual(only(0));
    await expect(items(page).nth(0).locator('summary')).toHaveAttribute('aria-disabled', 'true');
    await expect(items(page).nth(1).locator('summary')).toHaveAttribute('aria-disabled', 'false');
  });

  test('clicking another item opens it and, after the 700 ms slide, closes the previous one', async ({ page }) => {
    const first = items(page).nth(0);
    const second = items(page).nth(1);
    const start = await heightOf(page, '#faq-accordion > details:nth-of-type(1)');
    await holdNextSlide(page, '#faq-accordion > details:nth-of-type(1)', SLIDE_MS / 2);
    await second.locator('summary').click();
    // Half-way through its 700 ms slide the previous item is still open, and shrinking.
    const middle = await heldSlide(page);
    expect(middle.duration).toBe(SLIDE_MS);
    expect(middle.open).toBe(true);
    expect(middle.height).toBeLessThan(start);
    expect(await openStates(page)).toEqual([true, true, false, false]);
    // Once the slide is over it is closed.
    await finishSlides(page);
    await expect.poll(() => openStates(page)).toEqual(only(1));
    expect(middle.height).toBeGreaterThan(await heightOf(page, '#faq-accordion > details:nth-of-type(1)'));
    await expect(second.locator('p')).toBeVisible();
    await expect(first.locator('p')).toBeHidden();
    await expect(second.locator('summary')).toHaveAttribute('aria-disabled', 'true');
    await expect(first.locator('summary')).toHaveAttribute('aria-disabled', 'false');
  });

  test("clicking the open item's summary does nothing", async ({ page }) => {
    await items(page).nth(0).locator('summary').click();
    await page.waitForTimeout(SLIDE_MS + 200);
    expect(await openStates(page)).toEqual(only(0));
  });

  test('clicks during the slide are ignored', async ({ page }) => {
    // The slide is held half-way, so the second click lands inside it however busy the machine is.
    await holdNextSlide(page, '#faq-accordion > details:nth-of-type(2)', SLIDE_MS / 2);
    await items(page).nth(1).locator('summary').click();
    await heldSlide(page);
    await items(page).nth(2).locator('summary').click();
    await finishSlides(page);
    await expect.poll(() => openStates(page)).toEqual(only(1));
    await animationsSettled(page);
    expect(await openStates(page)).toEqual(only(1));
    // Once settled, the next click works again.
    await items(page).nth(2).locator('summary').click();
    await expect.poll(() => openStates(page), { timeout: 10_000 }).toEqual(only(2));
  });

  test('Enter (and Space) on a focused summary opens its item', async ({ page }) => {
    await items(page).nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openStates(page), { timeout: 10_000 }).toEqual(only(2));
    await items(page).nth(3).locator('summary').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => openStates(page), { timeout: 10_000 }).toEqual(only(3));
  });

  test('ArrowDown/ArrowUp move focus between summaries (wrapping), Home/End to the first/last', async ({ page }) => {
    const summaries = page.locator('#faq-accordion > details > summary');
    await summaries.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(summaries.nth(2)).toBeFocused();
    await page.keyboard.press('End');
    await expect(summaries.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(summaries.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(summaries.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(summaries.nth(0)).toBeFocused();
    // Moving focus does not open anything.
    expect(await openStates(page)).toEqual(only(0));
  });

  test('with reduced motion the item switch happens at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await items(page).nth(3).locator('summary').click();
    await expect.poll(() => openStates(page)).toEqual(only(3));
    // The switch happened without a slide: nothing animates.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test.describe('Toggle: slides open and closed in 700 ms (SPEC.md §4, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tabs.html');
    await upgraded(page, '#care-toggle');
  });

  test('a click opens it with a slide: the height grows over 700 ms', async ({ page }) => {
    const details = page.locator('#care-toggle details');
    const closed = await heightOf(page, '#care-toggle details');
    await holdNextSlide(page, '#care-toggle details', 0);
    await details.locator('summary').click();
    const slide = await heldSlide(page);
    expect(slide.duration).toBe(SLIDE_MS);
    // Content is shown (open) from the start of the slide, and the height grows through it.
    expect(slide.open).toBe(true);
    const grown: number[] = [];
    for (let at = 0; at <= SLIDE_MS; at += SLIDE_MS / 7) grown.push(await seekHeldSlides(page, at, '#care-toggle details'));
    await finishSlides(page);
    await expect(details).toHaveAttribute('open', '');
    await animationsSettled(page);
    const open = await heightOf(page, '#care-toggle details');
    expect(open).toBeGreaterThan(closed + 10);
    expect(grown[0]).toBeCloseTo(closed, 0);
    expect(grown[3], 'half-way').toBeGreaterThan(closed + 0.5);
    expect(grown[3], 'half-way').toBeLessThan(open - 0.5);
    expect(grown.at(-1)).toBeCloseTo(open, 0);
    for (let index = 1; index < grown.length; index += 1) expect(grown[index]).toBeGreaterThanOrEqual(grown[index - 1]! - 0.5);
  });

  test('a second click during the slide is ignored', async ({ page }) => {
    const details = page.locator('#care-toggle details');
    const closed = await heightOf(page, '#care-toggle details');
    // The slide is held half-way, so the second click lands inside it however busy the machine is.
    await holdNextSlide(page, '#care-toggle details', SLIDE_MS / 2);
    await details.locator('summary').click();
    await heldSlide(page);
    await details.locator('summary').click();
    await finishSlides(page);
    await animationsSettled(page);
    await expect(details).toHaveAttribute('open', '');
    expect(await heightOf(page, '#care-toggle details')).toBeGreaterThan(closed + 10);
  });

  test('a click on the open toggle slides it closed', async ({ page }) => {
    const details = page.locator('#care-toggle details');
    const closed = await heightOf(page, '#care-toggle details');
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await animationsSettled(page);
    const open = await heightOf(page, '#care-toggle details');
    await holdNextSlide(page, '#care-toggle details', SLIDE_MS / 2);
    await details.locator('summary').click();
    const middle = await heldSlide(page);
    expect(middle.duration).toBe(SLIDE_MS);
    expect(middle.height).toBeLessThan(open - 0.5);
    expect(middle.height).toBeGreaterThan(closed + 0.5);
    await finishSlides(page);
    await expect(details).not.toHaveAttribute('open', '');
    expect(Math.abs((await heightOf(page, '#care-toggle details')) - closed)).toBeLessThan(0.5);
  });

  test('with reduced motion it opens at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const details = page.locator('#care-toggle details');
    const closed = await heightOf(page, '#care-toggle details');
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    // Open, at its full height, with no slide running.
    expect(await page.evaluate(() => document.querySelector('#care-toggle details')!.getAnimations().length)).toBe(0);
    expect(await heightOf(page, '#care-toggle details')).toBeGreaterThan(closed + 10);
  });

  test('toggles are independent: opening one leaves the other as it is', async ({ page }) => {
    await page.locator('#care-toggle summary').click();
    await expect(page.locator('#care-toggle details')).toHaveAttribute('open', '');
    await animationsSettled(page);
    await upgraded(page, '#repair-toggle');
    await page.locator('#repair-toggle summary').click();
    await expect(page.locator('#repair-toggle details')).toHaveAttribute('open', '');
    await animationsSettled(page);
    await expect(page.locator('#care-toggle details')).toHaveAttribute('open', '');
  });

  test('Enter on the focused summary opens it, and pb-toggle-change reports {open: true}', async ({ page }) => {
    await page.evaluate(() => {
      window.__toggleChanges = [];
      document.addEventListener('pb-toggle-change', (event) => window.__toggleChanges.push((event as CustomEvent).detail));
    });
    await page.locator('#care-toggle summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#care-toggle details')).toHaveAttribute('open', '');
    await expect.poll(() => page.evaluate(() => window.__toggleChanges)).toEqual([{ open: true }]);
  });
});
