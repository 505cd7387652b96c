/**
 * pb-menu on its demo page (real page, real loader): a collapsed menu at rest runs only its resting
 * view; what opens it comes with the visitor's first touch, and a tap on the menu bar while that
 * code is on its way opens the menu once it has arrived.
 */
import { expect, test } from '@playwright/test';
import { holdRequests, PHONE, upgraded } from './helpers';

const INTERACTION_CHUNK = /\/dist\/chunks\/menu-interaction-[^/]*\.js$/;

test.describe('pb-menu demo page', () => {
  test('phone: the collapsed menu renders without its interaction; a tap on the bar before it arrived opens the menu once it has', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const interaction = await holdRequests(page, INTERACTION_CHUNK);
    await page.goto('/menus.html');
    await upgraded(page, '#shop-menu');
    await page.waitForLoadState('networkidle');
    expect(interaction.count(), 'not at rest').toBe(0);
    const toggle = page.locator('#shop-menu [part=toggle]');
    await toggle.click();
    await expect.poll(interaction.count, { message: 'fetched with the tap' }).toBe(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    interaction.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#shop-menu > nav > ul > li > a').first()).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
