/**
 * Sticky modules named by the page configuration, on the sticky demo page (real loader, real
 * pb-page.js): SPEC.md §3 "Sticky module settings" (id, selector, position, offsets, limits) and
 * §4 "Sticky module" (in builder modes, modules removed from the settings are torn down and new
 * ones created). The trail facts box is the page's own element, not a <pb-sticky>.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, frames, recordRequests } from './helpers';

async function factsState(page: Page) {
  return page.evaluate(() => {
    const facts = document.querySelector<HTMLElement>('#trail-facts')!;
    const chapters = document.querySelector('pb-sticky.sticky-chapters')!;
    return {
      sticky: facts.getAttribute('data-sticky'),
      position: getComputedStyle(facts).position,
      top: Math.round(facts.getBoundingClientRect().top),
      chaptersBottom: Math.round(chapters.getBoundingClientRect().bottom),
      paused: facts.hasAttribute('data-sticky-paused'),
    };
  });
}

async function scrollToFacts(page: Page, past: number): Promise<void> {
  await page.evaluate((by) => {
    const placeholder = document.querySelector('#trail-facts')!.previousElementSibling;
    const place = placeholder?.hasAttribute('data-pb-sticky-placeholder') ? placeholder : document.querySelector('#trail-facts')!;
    window.scrollTo(0, place.getBoundingClientRect().top + window.scrollY + by);
  }, past);
  await frames(page, 3);
}

test.describe('sticky modules of the page configuration', () => {
  test('the trail facts stick below the sticky chapter bar and pause at the end of their section', async ({ page }) => {
    const errors = collectErrors(page);
    const requests = recordRequests(page);
    await page.goto('/sticky.html');
    await expect.poll(() => requests.some((path) => /\/dist\/chunks\/page-sticky-[^/]+\.js$/.test(path))).toBe(true);
    await scrollToFacts(page, 50);
    await expect.poll(async () => (await factsState(page)).sticky).toBe('top');
    const state = await factsState(page);
    expect(state.position).toBe('fixed');
    expect(state.top, 'stacked below the chapter bar, 8 px down').toBe(state.chaptersBottom + 8);
    const sectionEnd = await page.evaluate(() => {
      const section = document.querySelector('.facts-section')!;
      return section.getBoundingClientRect().bottom + window.scrollY;
    });
    await page.evaluate((y) => window.scrollTo(0, y), sectionEnd - 100);
    await frames(page, 3);
    await expect.poll(async () => (await factsState(page)).paused, { message: 'paused at the end of its section' }).toBe(true);
    expect(errors).toEqual([]);
  });

  test('new settings sent with pb-sticky-settings tear the old module down and create the new one', async ({ page }) => {
    await page.goto('/sticky.html');
    await scrollToFacts(page, 50);
    await expect.poll(async () => (await factsState(page)).sticky).toBe('top');
    await page.evaluate(() => {
      window.dispatchEvent(
        new CustomEvent('pb-sticky-settings', { detail: { 'facts-heading': { selector: '.facts-section h2', position: 'bottom' } } }),
      );
    });
    await expect.poll(async () => (await factsState(page)).sticky, { message: 'torn down' }).toBe(null);
    expect((await factsState(page)).position).toBe('static');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.facts-section h2')!.getAttribute('data-sticky')), { message: 'created' })
      .toBe('bottom');
  });
});
