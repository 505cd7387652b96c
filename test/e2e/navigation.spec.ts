/**
 * navigation.html on the demo server: <pb-dot-nav> and <pb-scroll-top> on a real page (SPEC.md §1
 * "a side dot navigation listing page sections", §2 "Header and navigation": the scroll-to-top
 * button appears after scrolling past 800 px; smooth scroll 800 ms).
 */
import { expect, test, type Page } from '@playwright/test';
import { frames, requestUpgrade } from './helpers';

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await frames(page, 3);
}

test.describe('navigation.html', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/navigation.html');
    await expect(page.locator('pb-dot-nav')).toHaveAttribute('data-enhanced', '');
    // The scroll-to-top button gets its code with the first scroll (it shows only after 800 px).
    await requestUpgrade(page, 'pb-scroll-top');
    await expect(page.locator('pb-scroll-top')).toHaveAttribute('data-enhanced', '');
  });

  test('the dots list the five stages, and the current one follows the scroll', async ({ page }) => {
    const dots = page.locator('pb-dot-nav [part~=dot]');
    await expect(dots).toHaveText(['The harbour', 'Along the cliffs', 'The lighthouse', 'Through the dunes', 'The estuary']);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    const top = await page.evaluate(() => document.getElementById('lighthouse')!.getBoundingClientRect().top + scrollY);
    await scrollToY(page, top - 100);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
  });

  test('a dot, chosen from the keyboard, glides to its section and moves focus there; the hash is replaced', async ({ page }) => {
    const dots = page.locator('pb-dot-nav [part~=dot]');
    await dots.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dots.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#lighthouse')).toBeFocused();
    await expect(page).toHaveURL(/#lighthouse$/);
    // Sub-pixel layout may leave it a fraction of a pixel off (and -0.3 rounds to -0).
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('lighthouse')!.getBoundingClientRect().top))).toBeLessThan(1);
  });

  test('Back to top appears past 800 px, glides to the top and moves focus to the start of the page', async ({ page }) => {
    const button = page.locator('pb-scroll-top');
    await scrollToY(page, 800);
    await expect(button).toBeHidden();
    await scrollToY(page, 801);
    await expect(button).toBeVisible();
    await scrollToY(page, 3000);
    await page.getByRole('link', { name: 'Back to top', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.site-name')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    await expect(button).toBeHidden();
  });
});
