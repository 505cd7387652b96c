/**
 * ELEMENTS.md "Loading one script makes every tag on the page work, including tags inserted
 * later", with each module's code fetched only when its tag needs it; SPEC.md §8 "A failing
 * script load throws 'Something went wrong' with the script name", and one module that fails
 * must not stop the others.
 */
import { expect, test } from '@playwright/test';
import {
  collectErrors,
  elementModules,
  frames,
  reactChunks,
  recordRequests,
  sharedChunks,
  staticChunksOf,
  upgraded,
  waitForVisibleUpgrades,
} from './helpers';

test.describe('One script, modules loaded lazily', () => {
  test('home page (no pb-* tags): no element module and no element or React chunk is requested', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(requests).toContain('/dist/pb-elements.js');
    expect(elementModules(requests)).toEqual([]);
    // pb-page.js (page-wide behaviours, no React) runs on every page; the only chunks allowed are
    // the small runtime chunks it imports itself.
    const pageChunks = staticChunksOf('pb-page.js');
    expect(pageChunks.filter((chunk) => reactChunks().includes(chunk))).toEqual([]);
    expect(sharedChunks(requests).filter((chunk) => !pageChunks.includes(chunk))).toEqual([]);
  });

  test('tabs.html: pb-tabs.js is requested and every visible element upgrades', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/tabs.html');
    await waitForVisibleUpgrades(page);
    expect(requests).toContain('/dist/pb-tabs.js');
    await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('#faq-tabs')).toHaveAttribute('data-enhanced', '');
    // Each module file is fetched once, however many instances use it.
    expect(requests.filter((path) => path === '/dist/pb-tabs.js')).toHaveLength(1);
  });

  test('tabs.html: the far accordion is not upgraded until it comes near the viewport', async ({ page }) => {
    await page.goto('/tabs.html');
    await waitForVisibleUpgrades(page);
    await page.waitForTimeout(500);
    await expect(page.locator('#late-accordion')).not.toHaveAttribute('data-enhanced', '');
    await upgraded(page, '#late-accordion');
  });

  test('lazy.html: pb-toggle.js is requested only when the toggle 3000 px below the fold is scrolled to', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/lazy.html');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const toggleTop = await page.locator('#lazy-toggle').evaluate((element) => element.getBoundingClientRect().top);
    expect(toggleTop).toBeGreaterThan(3000);
    expect(requests).not.toContain('/dist/pb-toggle.js');
    expect(elementModules(requests)).toEqual([]);
    expect(sharedChunks(requests).filter((chunk) => reactChunks().includes(chunk))).toEqual([]);

    const toggleRequest = page.waitForRequest((request) => request.url().endsWith('/dist/pb-toggle.js'));
    await page.locator('#lazy-toggle').scrollIntoViewIfNeeded();
    await toggleRequest;
    expect(requests).toContain('/dist/pb-toggle.js');
    await expect(page.locator('#lazy-toggle')).toHaveAttribute('data-enhanced', '');
    // And the upgraded toggle works.
    await page.locator('#lazy-toggle summary').click();
    await expect(page.locator('#lazy-toggle details')).toHaveAttribute('open', '');
  });

  test('tags added later: a <pb-tabs> inserted into lazy.html by script upgrades', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/lazy.html');
    await page.waitForLoadState('networkidle');
    expect(requests).not.toContain('/dist/pb-tabs.js');

    await page.evaluate(() => {
      const tabs = document.createElement('pb-tabs');
      tabs.id = 'inserted-tabs';
      tabs.setAttribute('label', 'Inserted later');
      for (const [title, text] of [
        ['Overview', 'Inserted by a script after the page loaded.'],
        ['Details', 'The loader noticed the new tag and loaded its module.'],
      ]) {
        const heading = document.createElement('h2');
        heading.textContent = title!;
        const panel = document.createElement('div');
        const paragraph = document.createElement('p');
        paragraph.textContent = text!;
        panel.append(paragraph);
        tabs.append(heading, panel);
      }
      document.querySelector('main')!.prepend(tabs);
    });

    const tabs = page.locator('#inserted-tabs');
    await expect(tabs).toHaveAttribute('data-enhanced', '');
    expect(requests).toContain('/dist/pb-tabs.js');
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await expect(tabs.locator('> div').nth(1)).toBeHidden();
    await tabs.getByRole('tab', { name: 'Details' }).click();
    await expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('> div').nth(1)).toBeVisible();
    await expect(tabs.locator('> div').nth(0)).toBeHidden();
  });
});

test.describe('A module that fails to load (SPEC.md §8)', () => {
  test('pb-accordion.js aborted: tabs still work, the accordion stays readable and usable natively, the console says "Something went wrong"', async ({ page }) => {
    const errors = collectErrors(page);
    await page.route('**/dist/pb-accordion.js', (route) => route.abort());
    await page.goto('/tabs.html');

    // The other modules are unaffected.
    await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
    const specifications = page.locator('#product-tabs > h3', { hasText: 'Specifications' });
    await specifications.click();
    await expect(specifications).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#product-tabs > div').nth(1)).toBeVisible();
    await expect(page.locator('#product-tabs > div').nth(0)).toBeHidden();
    await upgraded(page, '#care-toggle');

    // The accordion is marked failed and left exactly as the author wrote it.
    const accordion = page.locator('#faq-accordion');
    await expect(accordion).toHaveAttribute('data-failed', '');
    await expect(accordion).not.toHaveAttribute('data-enhanced', '');
    const items = accordion.locator('> details');
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('p')).toBeVisible();
    for (let index = 1; index < 4; index += 1) {
      await items.nth(index).locator('summary').click();
      await expect(items.nth(index)).toHaveAttribute('open', '');
      await expect(items.nth(index).locator('p')).toBeVisible();
    }
    // Natively, every item can be open at once and closed again.
    await expect(accordion.locator('> details[open]')).toHaveCount(4);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).not.toHaveAttribute('open', '');

    await frames(page);
    expect(errors.some((text) => text.includes('Something went wrong') && text.includes('pb-accordion.js'))).toBe(true);
  });
});
