/**
 * pb-menu on its demo page (real page, real loader): a collapsed menu at rest runs only its resting
 * view; what opens it is prefetched on idle and runs with the visitor's first touch, and a tap on
 * the menu bar while that code is still on its way opens the menu once it has arrived.
 */
import { expect, test } from '@playwright/test';
import { holdRequests, PHONE, recordRequests, trackScriptsThatRan, upgraded, withoutPrefetch } from './helpers';

const INTERACTION_CHUNK = /\/dist\/chunks\/menu-interaction-[^/]*\.js$/;

test.describe('pb-menu demo page', () => {
  test('phone: the collapsed menu renders without running its interaction, fetched on idle; the first tap opens it without a request', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    const requests = recordRequests(page);
    await page.goto('/menus.html');
    await upgraded(page, '#shop-menu');
    await expect.poll(() => requests.filter((path) => INTERACTION_CHUNK.test(path)).length, { message: 'prefetched on idle' }).toBe(1);
    await page.waitForLoadState('networkidle');
    expect((await scripts.ran()).filter((path) => INTERACTION_CHUNK.test(path)), 'not run at rest').toEqual([]);
    const before = requests.length;
    const toggle = page.locator('#shop-menu [part=toggle]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(requests.slice(before).filter((path) => path.endsWith('.js')), 'answered from what was prefetched').toEqual([]);
  });

  test('phone, nothing prefetched (Save-Data): a tap on the bar before the interaction arrived opens the menu once it has', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await withoutPrefetch(page);
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
