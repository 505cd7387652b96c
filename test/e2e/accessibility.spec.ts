/**
 * Accessibility of every demo page, checked by axe-core in real Chromium once the elements have
 * upgraded: at rest, after interaction, and at a phone viewport. The demo pages with every element
 * upgraded, at both viewports, are checked by layout.spec.ts's CLS sweep, which upgrades them all. Also: the pages run under the
 * server's strict CSP with no console error. Every check runs under the page's real CSP: axe is
 * evaluated through the DevTools protocol, which the policy does not govern (helpers.ts runAxe).
 */
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, collectErrors, DEMO_PAGES, expectNoAxeViolations, PHONE, TOOL_PAGES, upgraded, waitForVisibleUpgrades } from './helpers';

// Every test loads its own page in its own context: the sweep shares out over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * The one script a demo page carries: the loader, in the head. The reference shop's pages also
 * carry the shop plugin's own (its page script, and jQuery in its jQuery flavour), deferred, as
 * a WooCommerce page does: the plugin's, not pb-elements'.
 */
function expectedScripts(pagePath: string): Array<{ src: string; inHead: boolean }> {
  const loader = { src: '/dist/pb-elements.js', inHead: true };
  if (pagePath.startsWith('/shop-native/')) return [loader, { src: '/assets/shop.js', inHead: true }];
  if (pagePath.startsWith('/shop/')) return [loader, { src: '/vendor/jquery/jquery.min.js', inHead: true }, { src: '/assets/shop.js', inHead: true }];
  return [loader];
}

/** The scripts of the page that run, and whether each sits in the head. */
function runningScripts(page: Page): Promise<Array<{ src: string | null; inHead: boolean }>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script')]
      // Scripts the consent runtime switched on (blocked until consent) are the page's own content.
      .filter((script) => !script.type || script.type === 'text/javascript' || script.type === 'module')
      .filter((script) => script.dataset.pbConsent !== 'active')
      .map((script) => ({ src: script.getAttribute('src'), inHead: script.parentElement === document.head })),
  );
}

/** How long after the visible elements have upgraded the page is watched for a late console error. */
const LATE_ERROR_MS = 300;

test.describe('axe-core finds no violations on every demo page, which follows the strict CSP (scripts only from self) without console errors', () => {
  // Scrolling a whole page through its upgrades and running axe on it is CPU work that a busy
  // machine stretches well past the default 30 s (carousels.html took 40 s under a second CI).
  test.describe.configure({ timeout: 120_000 });

  // One visit checks the page at rest and the CSP. The fully upgraded page, at both viewports, is checked
  // by layout.spec.ts's CLS sweep, which has scrolled every element through its upgrade by then.
  for (const pagePath of DEMO_PAGES) {
    test(`${pagePath}: 0 violations after the visible elements upgrade; no CSP violation, no console error, the loader the one script of ours, in the head`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(pagePath);
      await waitForVisibleUpgrades(page);
      const upgradedAt = Date.now();
      await test.step('0 violations after the visible elements upgrade', () => expectNoAxeViolations(page));
      await test.step('no CSP violation, no console error, the loader the one script of ours, in the head', async () => {
        // The axe run above usually outlasts the wait already.
        await page.waitForTimeout(Math.max(0, upgradedAt + LATE_ERROR_MS - Date.now()));
        expect(errors).toEqual([]);
        expect(await runningScripts(page)).toEqual(expectedScripts(pagePath));
      });
    });
  }

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
