/**
 * pb-tabs in a real browser: WAI-ARIA Tabs pattern (click, arrows with wrap, Home/End), SPEC.md
 * §2 "Page hash" (id|index, tab-<name>, a tab name, hash changes later), §2 "Links" (the special
 * reviews anchor), §9 "Stacked tabs: 768 px", and the pb-tab-change event (ELEMENTS.md "Events").
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { upgraded } from './helpers';

declare global {
  interface Window {
    __tabChanges: Array<{ target: string; detail: unknown; bubbles: boolean; composed: boolean }>;
  }
}

function tabsOf(page: Page, id: string): Locator {
  return page.locator(`#${id} > h3`);
}

function panelsOf(page: Page, id: string): Locator {
  return page.locator(`#${id} > div`);
}

/** Exactly tab `index` is selected, focusable (tabindex 0) and has the only visible panel. */
async function expectSelected(page: Page, id: string, index: number): Promise<void> {
  const tabs = tabsOf(page, id);
  const panels = panelsOf(page, id);
  const count = await tabs.count();
  for (let other = 0; other < count; other += 1) {
    const selected = other === index;
    await expect(tabs.nth(other)).toHaveAttribute('aria-selected', String(selected));
    await expect(tabs.nth(other)).toHaveAttribute('tabindex', selected ? '0' : '-1');
    if (selected) await expect(panels.nth(other)).toBeVisible();
    else await expect(panels.nth(other)).toBeHidden();
  }
}

async function openTabsPage(page: Page, url = '/tabs.html'): Promise<void> {
  await page.goto(url);
  await upgraded(page, '#product-tabs');
  await upgraded(page, '#faq-tabs');
}

test.describe('Tabs pattern (WAI-ARIA)', () => {
  test('the author headings become tabs of a labelled tab list, the first selected', async ({ page }) => {
    await openTabsPage(page);
    // In the flattened tree (shadow tab list with the author's headings slotted in).
    await expect(page.locator('#product-tabs')).toMatchAriaSnapshot(`
      - tablist "Product details":
        - tab "Description" [selected]
        - tab "Specifications"
        - tab "Reviews"
      - tabpanel "Description"
    `);
    await expect(page.locator('#product-tabs').getByRole('tab')).toHaveText(['Description', 'Specifications', 'Reviews']);
    await expectSelected(page, 'product-tabs', 0);
    const firstPanel = panelsOf(page, 'product-tabs').first();
    await expect(firstPanel).toHaveAttribute('role', 'tabpanel');
    const tabId = await tabsOf(page, 'product-tabs').first().getAttribute('id');
    await expect(firstPanel).toHaveAttribute('aria-labelledby', tabId!);
  });

  test('clicking a tab selects it: aria-selected, and only its panel is visible', async ({ page }) => {
    await openTabsPage(page);
    await tabsOf(page, 'product-tabs').nth(1).click();
    await expectSelected(page, 'product-tabs', 1);
    await tabsOf(page, 'product-tabs').nth(2).click();
    await expectSelected(page, 'product-tabs', 2);
    await expect(panelsOf(page, 'product-tabs').nth(2)).toContainText('Stays dry');
    // The other tab set is independent.
    await expectSelected(page, 'faq-tabs', 0);
  });

  test('keyboard: ArrowRight/ArrowLeft/Home/End move focus and selection, wrapping at both ends', async ({ page }) => {
    await openTabsPage(page);
    const tabs = tabsOf(page, 'product-tabs');
    await tabs.nth(0).focus();
    await expect(tabs.nth(0)).toBeFocused();

    const steps: Array<[string, number]> = [
      ['ArrowRight', 1],
      ['ArrowRight', 2],
      ['ArrowRight', 0], // wraps to the first
      ['ArrowLeft', 2], // wraps to the last
      ['ArrowLeft', 1],
      ['Home', 0],
      ['End', 2],
    ];
    for (const [key, index] of steps) {
      await page.keyboard.press(key);
      await expect(tabs.nth(index), `${key} → tab ${index}`).toBeFocused();
      await expectSelected(page, 'product-tabs', index);
    }
  });

  test('keyboard: Tab reaches the selected tab, then leaves the tab list for the panel', async ({ page }) => {
    await openTabsPage(page);
    const tabs = tabsOf(page, 'product-tabs');
    await tabs.nth(1).click();
    await page.locator('a.woocommerce-review-link').focus();
    await page.keyboard.press('Tab');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panelsOf(page, 'product-tabs').nth(1)).toBeFocused();
  });
});

test.describe('Page hash (SPEC.md §2)', () => {
  test('#product-tabs|2 opens the third tab on load', async ({ page }) => {
    await openTabsPage(page, '/tabs.html#product-tabs|2');
    await expectSelected(page, 'product-tabs', 2);
    await expectSelected(page, 'faq-tabs', 0);
  });

  test('several segments joined by || switch several tab modules on load', async ({ page }) => {
    await openTabsPage(page, '/tabs.html#product-tabs|1||faq-tabs|2');
    await expectSelected(page, 'product-tabs', 1);
    await expectSelected(page, 'faq-tabs', 2);
  });

  test('#tab-reviews (tab- prefix and tab name) opens the Reviews tab on load', async ({ page }) => {
    await openTabsPage(page, '/tabs.html#tab-reviews');
    await expectSelected(page, 'product-tabs', 2);
  });

  test('#tab-re<v>iews, which reaches the page percent-encoded, is decoded before it is stripped and opens the Reviews tab', async ({ page }) => {
    await openTabsPage(page, '/tabs.html#tab-re<v>iews');
    expect(await page.evaluate(() => location.hash)).toBe('#tab-re%3Cv%3Eiews');
    await expectSelected(page, 'product-tabs', 2);
  });

  test('a malformed escape in the hash (#tab-%E0%A4%A) throws nothing and the page works', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openTabsPage(page, '/tabs.html#tab-%E0%A4%A');
    await expectSelected(page, 'product-tabs', 0);
    await tabsOf(page, 'product-tabs').nth(1).click();
    await expectSelected(page, 'product-tabs', 1);
    expect(errors).toEqual([]);
  });

  test('#shipping (a data-name) opens the delivery tab on load', async ({ page }) => {
    await openTabsPage(page, '/tabs.html#shipping');
    await expectSelected(page, 'faq-tabs', 1);
    await expectSelected(page, 'product-tabs', 0);
  });

  test('on load with a hash the page starts at the top with manual scroll restoration', async ({ page }) => {
    await openTabsPage(page, '/tabs.html#faq-tabs|2');
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
  });

  test('after load with a module hash the page glides (800 ms) to that module', async ({ page }) => {
    // No helper that scrolls: the page itself must move.
    await page.goto('/tabs.html#faq-tabs|1');
    // The rule is where it ends: a busy machine may take longer than 800 ms to get there. The
    // positions are reported, so a miss says where the page stopped and where the module was.
    const positions = () =>
      page.evaluate(() => {
        const target = document.getElementById('faq-tabs')!.getBoundingClientRect().top + window.scrollY;
        return { scrollY: Math.round(window.scrollY), target: Math.round(Math.min(target, document.documentElement.scrollHeight - innerHeight)) };
      });
    const arrived = async () => {
      const { scrollY, target } = await positions();
      return Math.abs(scrollY - target) < 2 || `scrollY ${scrollY}, module at ${target}`;
    };
    await expect.poll(arrived, { timeout: 15_000 }).toBe(true);
    await expect(page.locator('#faq-tabs')).toHaveAttribute('data-enhanced', '');
    await expectSelected(page, 'faq-tabs', 1);
  });

  test('the glide waits for the module the hash addresses: its code arriving after the load event leaves the page at the module', async ({ page }) => {
    // Panel 1 is 16 px taller than panel 0. Before the glide waited, tabs code that came after the
    // glide ended switched the panel there, and the browser's scroll anchoring left the page
    // 16 px past the module (scrollY 962, module at 946).
    await page.route(/\/pb-tabs\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/tabs.html#faq-tabs|1');
    await expect(page.locator('#faq-tabs')).toHaveAttribute('data-enhanced', '', { timeout: 15_000 });
    await expectSelected(page, 'faq-tabs', 1);
    const arrived = () =>
      page.evaluate(() => {
        const target = Math.round(document.getElementById('faq-tabs')!.getBoundingClientRect().top + window.scrollY);
        return Math.abs(window.scrollY - target) < 2 || `scrollY ${Math.round(window.scrollY)}, module at ${target}`;
      });
    await expect.poll(arrived, { timeout: 15_000 }).toBe(true);
  });

  test('changing the hash to #faq-tabs|1 later switches that tab', async ({ page }) => {
    await openTabsPage(page);
    await expectSelected(page, 'faq-tabs', 0);
    await page.evaluate(() => {
      location.hash = 'faq-tabs|1';
    });
    await expectSelected(page, 'faq-tabs', 1);
    await expectSelected(page, 'product-tabs', 0);
    await page.evaluate(() => {
      location.hash = 'faq-tabs|2';
    });
    await expectSelected(page, 'faq-tabs', 2);
  });

  test('a link to #shipping on the page switches the tab when clicked', async ({ page }) => {
    await openTabsPage(page);
    await page.locator('a[href="/tabs.html#shipping"]').click();
    await expectSelected(page, 'faq-tabs', 1);
  });
});

test.describe('Reviews anchor (SPEC.md §2 "Links")', () => {
  test('clicking the review link opens the Reviews tab and focuses it', async ({ page }) => {
    await openTabsPage(page);
    await page.locator('a.woocommerce-review-link').click();
    const reviews = tabsOf(page, 'product-tabs').nth(2);
    await expectSelected(page, 'product-tabs', 2);
    await expect(reviews).toBeFocused();
    await expect(reviews).toBeInViewport();
  });
});

test.describe('Stacked tabs below 768 px (SPEC.md §9)', () => {
  test('at 600 px the tab list is a vertical column', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await openTabsPage(page);
    const tablist = page.locator('#product-tabs [part="tablist"]');
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    await expect(tablist).toHaveCSS('flex-direction', 'column');
    const boxes = await tabsOf(page, 'product-tabs').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
    for (let index = 1; index < boxes.length; index += 1) expect(boxes[index]!.y).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 0.5);
    // Arrow keys still move through stacked tabs.
    await tabsOf(page, 'product-tabs').nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expectSelected(page, 'product-tabs', 1);
  });

  test('at desktop width the tab list is a horizontal row, and it stacks when the window narrows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTabsPage(page);
    const tablist = page.locator('#product-tabs [part="tablist"]');
    await expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(tablist).toHaveCSS('flex-direction', 'row');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    await expect(tablist).toHaveCSS('flex-direction', 'column');
  });
});

test.describe('Events (ELEMENTS.md)', () => {
  test('pb-tab-change reaches document with detail {index, previousIndex, name}', async ({ page }) => {
    await openTabsPage(page);
    await page.evaluate(() => {
      window.__tabChanges = [];
      document.addEventListener('pb-tab-change', (event) => {
        const target = event.target as Element;
        window.__tabChanges.push({ target: target.id, detail: (event as CustomEvent).detail, bubbles: event.bubbles, composed: event.composed });
      });
    });
    await tabsOf(page, 'product-tabs').nth(1).click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      location.hash = 'faq-tabs|1';
    });
    await expectSelected(page, 'faq-tabs', 1);
    // Clicking the selected tab again changes nothing, so it fires nothing.
    await tabsOf(page, 'faq-tabs').nth(1).click();
    await expect.poll(() => page.evaluate(() => window.__tabChanges.length)).toBe(3);
    expect(await page.evaluate(() => window.__tabChanges)).toEqual([
      { target: 'product-tabs', detail: { index: 1, previousIndex: 0, name: 'specifications' }, bubbles: true, composed: true },
      { target: 'product-tabs', detail: { index: 2, previousIndex: 1, name: 'reviews' }, bubbles: true, composed: true },
      { target: 'faq-tabs', detail: { index: 1, previousIndex: 0, name: 'shipping' }, bubbles: true, composed: true },
    ]);
  });
});
