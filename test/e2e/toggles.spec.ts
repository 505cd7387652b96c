/**
 * pb-accordion and pb-toggle in a real browser: SPEC.md §4 "Accordion and toggles" (each toggle
 * open or closed; in an accordion only one is open and opening one closes the others; clicks
 * during toggling are ignored) and §9 "Accordion slide 700 ms", instantly with reduced motion.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { heightOf, upgraded } from './helpers';

const SLIDE_MS = 700;

declare global {
  interface Window {
    __heights: Array<{ t: number; height: number; open: boolean }>;
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

/**
 * From the next click on a summary inside `trigger`, records the height and open state of the
 * details element `measured` (by default the trigger's own) on every animation frame for
 * `duration` ms. Timed in the page, so test-runner latency does not count; the first sample is
 * taken as the click starts, before the element handles it.
 */
async function sampleHeightsFromNextClick(page: Page, trigger: string, measured = trigger, duration = 1100): Promise<void> {
  await page.evaluate(
    ({ trigger, measured, duration }) => {
      window.__heights = [];
      const detailsIn = (selector: string): HTMLDetailsElement => {
        const element = document.querySelector(selector) as HTMLElement;
        return (element.localName === 'details' ? element : element.querySelector('details')) as HTMLDetailsElement;
      };
      const details = detailsIn(measured);
      detailsIn(trigger).querySelector('summary')!.addEventListener(
        'click',
        () => {
          const start = performance.now();
          const sample = (): void => {
            const t = performance.now() - start;
            window.__heights.push({ t, height: details.getBoundingClientRect().height, open: details.open });
            if (t < duration) requestAnimationFrame(sample);
          };
          sample();
        },
        { once: true, capture: true },
      );
    },
    { trigger, measured, duration },
  );
}

async function heights(page: Page): Promise<Array<{ t: number; height: number; open: boolean }>> {
  await expect.poll(() => page.evaluate(() => window.__heights.at(-1)?.t ?? 0), { timeout: 4000 }).toBeGreaterThan(1000);
  return page.evaluate(() => window.__heights);
}

/** The sample closest to `t` ms after the click. */
function sampleAt(samples: Array<{ t: number; height: number }>, t: number): { t: number; height: number } {
  return samples.reduce((best, sample) => (Math.abs(sample.t - t) < Math.abs(best.t - t) ? sample : best));
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
    await sampleHeightsFromNextClick(page, '#faq-accordion > details:nth-of-type(2)', '#faq-accordion > details:nth-of-type(1)');
    await second.locator('summary').click();
    const samples = await heights(page);
    // The previous item slides closed: it is still open (and shrinking) part-way through the slide,
    // and closed once the slide is over.
    const closedAt = samples.find((sample) => !sample.open)?.t ?? Infinity;
    expect(closedAt).toBeGreaterThanOrEqual(SLIDE_MS - 100);
    expect(closedAt).toBeLessThan(SLIDE_MS + 400);
    const start = samples[0]!.height;
    const middle = sampleAt(samples, SLIDE_MS / 2).height;
    const end = samples.at(-1)!.height;
    expect(middle).toBeLessThan(start);
    expect(middle).toBeGreaterThan(end);
    expect(await openStates(page)).toEqual(only(1));
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
    // Both clicks in the page, a frame apart, so the second one lands inside the 700 ms slide
    // however busy the machine is.
    await page.evaluate(async () => {
      const summaries = document.querySelectorAll<HTMLElement>('#faq-accordion > details > summary');
      summaries[1]!.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      summaries[2]!.click();
    });
    await page.waitForTimeout(SLIDE_MS + 300);
    expect(await openStates(page)).toEqual(only(1));
    // Once settled, the next click works again.
    await items(page).nth(2).locator('summary').click();
    await expect.poll(() => openStates(page), { timeout: 3000 }).toEqual(only(2));
  });

  test('Enter (and Space) on a focused summary opens its item', async ({ page }) => {
    await items(page).nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openStates(page), { timeout: 3000 }).toEqual(only(2));
    await items(page).nth(3).locator('summary').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => openStates(page), { timeout: 3000 }).toEqual(only(3));
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
    await expect.poll(() => openStates(page), { timeout: 300 }).toEqual(only(3));
  });
});

test.describe('Toggle: slides open and closed in 700 ms (SPEC.md §4, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tabs.html');
    await upgraded(page, '#care-toggle');
  });

  test('a click opens it with a slide: the height grows over ~700 ms', async ({ page }) => {
    const details = page.locator('#care-toggle details');
    const closed = await heightOf(page, '#care-toggle details');
    await sampleHeightsFromNextClick(page, '#care-toggle');
    await details.locator('summary').click();
    const samples = await heights(page);
    await expect(details).toHaveAttribute('open', '');
    const open = await heightOf(page, '#care-toggle details');
    expect(open).toBeGreaterThan(closed + 10);
    const early = sampleAt(samples, 200);
    expect(early.height, `height ${early.t.toFixed(0)} ms after the click`).toBeGreaterThan(closed + 0.5);
    expect(early.height, `height ${early.t.toFixed(0)} ms after the click`).toBeLessThan(open - 0.5);
    // Content is shown (open) from the start of the slide; the full height is reached only near the end.
    expect(samples.slice(1).every((sample) => sample.open)).toBe(true);
    const fullAt = samples.find((sample) => Math.abs(sample.height - open) < 0.5)!.t;
    expect(fullAt).toBeGreaterThanOrEqual(SLIDE_MS - 100);
    expect(fullAt).toBeLessThan(SLIDE_MS + 300);
    for (let index = 1; index < samples.length; index += 1) {
      expect(samples[index]!.height).toBeGreaterThanOrEqual(samples[index - 1]!.height - 0.5);
    }
  });

  test('a second click during the slide is ignored', async ({ page }) => {
    const details = page.locator('#care-toggle details');
    const closed = await heightOf(page, '#care-toggle details');
    // Both clicks in the page, a frame apart: the second one lands inside the slide however busy the machine is.
    await page.evaluate(async () => {
      const summary = document.querySelector<HTMLElement>('#care-toggle summary')!;
      summary.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      summary.click();
    });
    await page.waitForTimeout(SLIDE_MS + 300);
    await expect(details).toHaveAttribute('open', '');
    expect(await heightOf(page, '#care-toggle details')).toBeGreaterThan(closed + 10);
  });

  test('a click on the open toggle slides it closed', async ({ page }) => {
    const details = page.locator('#care-toggle details');
    const closed = await heightOf(page, '#care-toggle details');
    await details.locator('summary').click();
    await page.waitForTimeout(SLIDE_MS + 200);
    const open = await heightOf(page, '#care-toggle details');
    await sampleHeightsFromNextClick(page, '#care-toggle');
    await details.locator('summary').click();
    const samples = await heights(page);
    const early = sampleAt(samples, 200);
    expect(early.height).toBeLessThan(open - 0.5);
    expect(early.height).toBeGreaterThan(closed + 0.5);
    await expect(details).not.toHaveAttribute('open', '');
    expect(Math.abs((await heightOf(page, '#care-toggle details')) - closed)).toBeLessThan(0.5);
  });

  test('with reduced motion it opens at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const details = page.locator('#care-toggle details');
    await sampleHeightsFromNextClick(page, '#care-toggle');
    await details.locator('summary').click();
    const samples = await heights(page);
    const open = samples.at(-1)!.height;
    // From the first frame after the click the toggle is fully open.
    const afterClick = samples.filter((sample) => sample.t > 20);
    expect(afterClick.length).toBeGreaterThan(0);
    expect(afterClick.every((sample) => sample.open && Math.abs(sample.height - open) < 0.5)).toBe(true);
  });

  test('toggles are independent: opening one leaves the other as it is', async ({ page }) => {
    await page.locator('#care-toggle summary').click();
    await expect(page.locator('#care-toggle details')).toHaveAttribute('open', '');
    await page.waitForTimeout(SLIDE_MS + 100);
    await upgraded(page, '#repair-toggle');
    await page.locator('#repair-toggle summary').click();
    await expect(page.locator('#repair-toggle details')).toHaveAttribute('open', '');
    await page.waitForTimeout(SLIDE_MS + 100);
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
