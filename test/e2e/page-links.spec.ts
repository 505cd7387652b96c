/**
 * Page-wide link behaviours on the real demo site (SPEC §2 Links): smooth anchor scrolling with
 * focus, link options (same window, and a blank target in a new window with noopener), and the
 * product-reviews anchor.
 */
import { expect, test } from '@playwright/test';
import { frames } from './helpers';

declare global {
  interface Window {
    /** The lowest scroll position seen since the anchor jump. */
    __lowestScroll: number;
  }
}

test.describe('SPEC §2 Links', () => {
  test('an in-page anchor glides to its target, moves focus there and records the hash', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Jump to how to use the script' }).click();
    await expect(page).toHaveURL(/#how-to-use$/);
    const heading = page.locator('#how-to-use');
    await expect(heading).toBeFocused();
    // At the top of the viewport, or as near as the page's height allows.
    const expectedScroll = await heading.evaluate((element) =>
      Math.round(Math.min(element.getBoundingClientRect().top + scrollY, document.documentElement.scrollHeight - innerHeight)),
    );
    expect(expectedScroll).toBeGreaterThan(100);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY)), { timeout: 3000 }).toBe(expectedScroll);
  });

  test('a module with link options navigates when clicked anywhere', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('.feature-card').first();
    await expect(card).toHaveAttribute('role', 'link');
    await card.locator('p').click();
    await expect(page).toHaveURL(/\/carousels\.html$/);
  });

  test('a module with a blank target opens a new window without an opener', async ({ page }) => {
    await page.goto('/');
    // Once the page runtime is here: a click it held and replayed more than 5 s later (a very busy
    // machine) would have lost the browser's user activation, and with it the new window.
    await expect(page.locator('.feature-card').nth(1)).toHaveAttribute('role', 'link');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('.feature-card').nth(1).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/lightbox\.html$/);
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a link-option module is operable with the keyboard', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('.feature-card').first();
    await expect(card).toHaveAttribute('tabindex', '0');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/carousels\.html$/);
  });

  test('the product-reviews anchor opens and focuses the reviews tab', async ({ page }) => {
    await page.goto('/tabs.html');
    // Before the tabs' code arrived: the click waits for it (docs/loading.md "How modules load").
    await expect(page.locator('#product-tabs')).not.toHaveAttribute('data-enhanced', '');
    await page.locator('.woocommerce-review-link').click();
    const reviews = page.getByRole('tab', { name: /reviews/i });
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(reviews).toBeFocused();
  });

  test('only a hash present at navigation is a load hash: an anchor clicked before the runtime arrived stays where the browser jumped (SPEC §2 "Page hash")', async ({ page }) => {
    // The fastest recipe (README): the loader async, so it may run after the visitor's first click.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === '/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<script src="/dist/pb-elements.js"></script>',
        '<link rel="stylesheet" href="/dist/pb-elements.css"><script src="/dist/pb-loader.js" async></script>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('**/dist/pb-loader.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Jump to how to use the script' }).click();
    await expect(page).toHaveURL(/#how-to-use$/);
    // The browser's own jump, before any code of ours ran.
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
    const landed = await page.evaluate(() => {
      window.__lowestScroll = scrollY;
      addEventListener('scroll', () => (window.__lowestScroll = Math.min(window.__lowestScroll, scrollY)), { passive: true });
      return scrollY;
    });
    const pageRuntime = page.waitForResponse('**/dist/pb-page.js');
    release();
    await pageRuntime;
    // pb-page has run (its link options are on) and had frames to move the page if it would.
    await expect(page.locator('.feature-card').first()).toHaveAttribute('role', 'link');
    await frames(page, 10);
    expect(await page.evaluate(() => window.__lowestScroll), 'no jump to the top, no glide back').toBeGreaterThanOrEqual(landed - 1);
    expect(await page.evaluate(() => scrollY)).toBeCloseTo(landed, 0);
  });
});
