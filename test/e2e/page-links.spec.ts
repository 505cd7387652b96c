/**
 * Page-wide link behaviours on the real demo site (SPEC §2 Links): smooth anchor scrolling with
 * focus, link options (same window, and a blank target in a new window with noopener), and the
 * product-reviews anchor.
 */
import { expect, test } from '@playwright/test';

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
    // Before the tabs' code arrived: the click waits for it (README "How modules load").
    await expect(page.locator('#product-tabs')).not.toHaveAttribute('data-enhanced', '');
    await page.locator('.woocommerce-review-link').click();
    const reviews = page.getByRole('tab', { name: /reviews/i });
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(reviews).toBeFocused();
  });
});
