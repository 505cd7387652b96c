/**
 * Multi-view data on the real demo site (SPEC §3 "Multi-view data", §4 "Hover"): the home page's
 * first featured card says something else on a phone and while pointed at; the loader loads the
 * multi-view runtime only on pages with `[data-pb-multi-view]`.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, PHONE } from './helpers';

const ACTION = '.feature-card-action';

test.describe('multi-view data on the demo site', () => {
  test('the desktop text above 980 px, the hover text while the card is pointed at, then the desktop text again', async ({ page }) => {
    const errors = collectErrors(page);
    const runtime = page.waitForResponse('**/dist/pb-multi-view.js');
    await page.goto('/');
    await runtime;
    const action = page.locator(ACTION);
    await expect(action).toHaveText('Click anywhere on the card.');
    await page.locator('.feature-card').first().hover();
    await expect(action).toHaveText('Opens the carousels page.');
    await page.mouse.move(2, 2);
    await expect(action).toHaveText('Click anywhere on the card.');
    expect(errors).toEqual([]);
  });

  test('the phone text at 767 px or less', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.locator(ACTION)).toHaveText('Tap anywhere on the card.');
  });

  test('a page without multi-view data does not load the runtime', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/tabs.html');
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain('/dist/pb-multi-view.js');
    expect(requested).toContain('/dist/pb-elements.js');
  });
});
