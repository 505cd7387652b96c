/**
 * Accessibility checked by axe-core in real Chromium: the demo tool pages once ready, at a desktop
 * and a phone viewport, and tabs.html after interaction. Every demo page at rest (with its CSP and
 * console) and with every element upgraded, at both viewports, is checked by layout.spec.ts's CLS
 * sweep, on the same visit. Every check runs under the page's real CSP: axe is evaluated through
 * the DevTools protocol, which the policy does not govern (helpers.ts runAxe).
 */
import { expect, test } from '@playwright/test';
import { animationsSettled, expectNoAxeViolations, PHONE, TOOL_PAGES, upgraded, waitForVisibleUpgrades } from './helpers';

// Every test loads its own page in its own context: the sweep shares out over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe('axe-core finds no violations on the tool pages and after interaction', () => {
  // axe on a long page is CPU work that a busy machine stretches past the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  for (const { path: toolPath, ready } of TOOL_PAGES) {
    test(`${toolPath}: 0 violations once it is ready`, async ({ page }) => {
      await page.goto(toolPath);
      await page.locator(ready).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
    });

    test(`${toolPath}: 0 violations at a phone viewport (375×740)`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(toolPath);
      await page.locator(ready).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
    });
  }

  test('tabs.html: 0 violations with a tab switched and an accordion item opened', async ({ page }) => {
    await page.goto('/tabs.html');
    await waitForVisibleUpgrades(page);
    await page.locator('#product-tabs > h3', { hasText: 'Specifications' }).click();
    await expect(page.locator('#product-tabs > h3', { hasText: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await upgraded(page, '#faq-accordion');
    await upgraded(page, '#care-toggle');
    const second = page.locator('#faq-accordion > details').nth(1);
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(page.locator('#faq-accordion > details[open]')).toHaveCount(1, { timeout: 10_000 });
    await page.locator('#care-toggle summary').click();
    await expect(page.locator('#care-toggle details')).toHaveAttribute('open', '');
    await animationsSettled(page);
    await expectNoAxeViolations(page);
  });

  test('tabs.html at a phone viewport: 0 violations with a stacked tab switched and an item opened', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/tabs.html');
    await waitForVisibleUpgrades(page);
    await page.locator('#product-tabs > h3', { hasText: 'Reviews' }).click();
    await expect(page.locator('#product-tabs > h3', { hasText: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await upgraded(page, '#faq-accordion');
    const last = page.locator('#faq-accordion > details').last();
    await last.locator('summary').click();
    await expect(last).toHaveAttribute('open', '');
    await expect(page.locator('#faq-accordion > details[open]')).toHaveCount(1, { timeout: 10_000 });
    await expectNoAxeViolations(page);
  });
});
