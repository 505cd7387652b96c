/**
 * ELEMENTS.md "Content is the author's HTML, in light DOM": readable without JavaScript, and
 * upgrading must not shift the layout (CLS 0), because the loader's critical CSS reserves the
 * upgraded layout before an element's code arrives. The same visit of every demo page checks its
 * accessibility with axe-core: at rest (desktop) and with every element upgraded (both viewports),
 * under the server's strict CSP with no console error, the loader the one script of ours.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, DEMO_PAGES, expectNoAxeViolations, frames, layoutShifts, observeLayoutShifts, PB_TAGS, PHONE, requestUpgrade, upgradeAll, waitForPageAtRest, waitForVisibleUpgrades } from './helpers';

// Every test loads its own page in its own context: the sweep shares out over the workers.
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: PHONE };

type Box = { x: number; y: number; width: number; height: number };

/** Document-relative boxes of the elements matched by each selector (every match, in order). */
async function boxes(page: Page, selectors: string[]): Promise<Record<string, Box[]>> {
  return page.evaluate((list) => {
    const result: Record<string, Box[]> = {};
    for (const selector of list) {
      result[selector] = [...document.querySelectorAll(selector)].map((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
      });
    }
    return result;
  }, selectors);
}

function expectSameBoxes(before: Record<string, Box[]>, after: Record<string, Box[]>, tolerance = 0.5): void {
  const moved: string[] = [];
  for (const [selector, list] of Object.entries(before)) {
    expect(after[selector], selector).toHaveLength(list.length);
    list.forEach((box, index) => {
      const other = after[selector]![index]!;
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        if (Math.abs(box[key] - other[key]) > tolerance) {
          moved.push(`${selector} [${index}] ${key}: ${box[key].toFixed(2)} before the upgrade, ${other[key].toFixed(2)} after`);
        }
      }
    });
  }
  expect(moved).toEqual([]);
}

/**
 * Holds back `dist/pb-tabs.js` until `release` is called, so the page can be measured as the
 * loader's critical CSS lays it out before the upgrade.
 */
async function holdTabsModule(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  let markRequested!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route('**/dist/pb-tabs.js', async (route) => {
    markRequested();
    await gate;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Scrolls down `step` px at a time, so every lazily loaded element upgrades in view, holding each
 * screen until nothing on it can still change by itself: the elements within 300 px have upgraded
 * (asked to, as waitForVisibleUpgrades does), their images and the fonts have loaded (or failed),
 * no fetch of the page is on its way (the content it brings is in), and two frames have passed for
 * the layout after them. All in one call into the page, so a busy machine adds no round trip a
 * screen. Returns what a screen still waited for after 20 s, or null.
 */
function scrollThroughUpgrades(page: Page, step: number): Promise<string | null> {
  return page.evaluate(
    async ({ step, selector }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const near = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > -300 && box.top < innerHeight + 300 && (box.width > 0 || box.height > 0 || !(element instanceof HTMLImageElement));
      };
      const waiting = () => [
        ...[...document.querySelectorAll(selector)].filter((element) => near(element) && !element.hasAttribute('data-enhanced')).map((element) => `<${element.localName}> not upgraded`),
        ...[...document.images].filter((image) => near(image) && !image.complete).map((image) => `image ${image.currentSrc || image.src} not loaded`),
        ...(document.fonts.status === 'loaded' ? [] : ['fonts loading']),
        ...(window.__pendingFetches > 0 ? [`${window.__pendingFetches} fetches on their way`] : []),
      ];
      const height = document.documentElement.scrollHeight;
      for (let top = 0; top < height; top += step) {
        scrollTo(0, top);
        for (const element of document.querySelectorAll(selector)) if (near(element)) element.dispatchEvent(new Event('pb-upgrade', { bubbles: true }));
        // A generous bound, so a stuck screen fails with what it waits for rather than at the test's time limit.
        const giveUp = performance.now() + 20_000;
        await frame();
        while (waiting().length > 0) {
          if (performance.now() > giveUp) return `at scrollY ${top}: ${waiting().join(', ')}`;
          await frame();
        }
        await frame();
        await frame();
      }
      return null;
    },
    { step, selector: PB_TAGS },
  );
}

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

const TABS_BOXES = [
  '#product-tabs',
  '#product-tabs > h3',
  '#product-tabs > div',
  '#faq-tabs',
  '#faq-tabs > h3',
  '#faq-tabs > div',
  '#faq-accordion',
  'footer',
];

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`CLS 0 (${name} ${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    // One visit a page and viewport checks it all: at rest (on the desktop, once the visible
    // elements have upgraded), through the scroll that upgrades every element, and fully upgraded.
    const atRest = name === 'desktop';
    const restTitle = atRest ? 'at rest, 0 axe-core violations once the visible elements upgrade, and the loader the one script of ours, in the head; then ' : '';
    for (const path of DEMO_PAGES) {
      test(`${path}: ${restTitle}no layout shift while every element upgrades, scrolling to the end; then 0 axe-core violations and no console error or CSP violation (scripts only from self) with every element upgraded`, async ({ page }) => {
        // Scrolling a whole page through its upgrades and running axe on it is CPU work that a busy machine stretches.
        test.setTimeout(120_000);
        const errors = collectErrors(page);
        await page.addInitScript(observeLayoutShifts);
        await page.goto(path);
        await waitForPageAtRest(page);
        if (atRest) {
          await test.step('at rest: 0 axe-core violations, the loader the one script of ours, in the head', async () => {
            // The sliders and endless animations axe holds still move on again for the sweep.
            await expectNoAxeViolations(page, { resume: true });
            expect(await runningScripts(page)).toEqual(expectedScripts(path));
          });
        }
        expect(await scrollThroughUpgrades(page, viewport.height * 0.8), 'every screen settles').toBeNull();
        // The last screen a moment longer, for a shift that comes late (a timer, a second render).
        await page.waitForTimeout(500);
        const shifts = await layoutShifts(page);
        const unexpected = shifts.filter((shift) => !shift.hadRecentInput);
        expect(unexpected, `layout shifts: ${JSON.stringify(unexpected)}`).toEqual([]);
        // Also the elements with no box of their own, which the scroll does not reach.
        await upgradeAll(page);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }

    test('tabs.html: the layout shifts sum to 0 through the upgrade', async ({ page }) => {
      await page.addInitScript(observeLayoutShifts);
      await page.goto('/tabs.html');
      await waitForVisibleUpgrades(page);
      // On a phone the second tab set is further down: the visitor reaches for it too.
      await requestUpgrade(page, '#faq-tabs');
      await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
      await expect(page.locator('#faq-tabs')).toHaveAttribute('data-enhanced', '');
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => window.__layoutShifts);
      const unexpected = shifts.filter((shift) => !shift.hadRecentInput);
      const total = unexpected.reduce((sum, shift) => sum + shift.value, 0);
      expect(unexpected, `layout shifts: ${JSON.stringify(unexpected)}`).toEqual([]);
      expect(total).toBe(0);
    });

    test('tabs.html: tab headings and panels keep their boxes when pb-tabs upgrades', async ({ page }) => {
      const tabsModule = await holdTabsModule(page);
      await page.goto('/tabs.html', { waitUntil: 'domcontentloaded' });
      await requestUpgrade(page, '#product-tabs');
      await requestUpgrade(page, '#faq-tabs');
      await tabsModule.requested;
      await frames(page);
      await expect(page.locator('#product-tabs')).not.toHaveAttribute('data-enhanced', '');
      const before = await boxes(page, TABS_BOXES);
      // Before the upgrade the critical CSS already shows only the first panel of each tab set.
      expect(before['#product-tabs > div']!.map((box) => box.height > 0)).toEqual([true, false, false]);
      tabsModule.release();
      await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
      await expect(page.locator('#faq-tabs')).toHaveAttribute('data-enhanced', '');
      await frames(page);
      expectSameBoxes(before, await boxes(page, TABS_BOXES));
    });
  });
}

/**
 * The same guarantee for author CSS the demo site does not use: the critical CSS has to match the
 * upgraded layout for any box model, not only with a border-box reset and padded panels.
 */
const AUTHOR_STYLES: Record<string, string> = {
  'panels with padding and a border, default content-box sizing': 'pb-tabs > div { padding: 12px; border: 1px solid #555; }',
  'tab headings with side margins':
    'pb-tabs > h3 { margin: 0 8px 0 0; padding: 4px 10px; background: #eee; } pb-tabs > div > p { margin: 0; }',
  'panels with a background and no padding (paragraph margins inside)': 'pb-tabs > div { background: #f3f4f6; }',
};

function fixturePage(css: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Author styles</title>
<style>body { margin: 0; padding: 0 8px; font: 16px/1.5 sans-serif; } ${css}</style>
<script src="/dist/pb-elements.js"></script></head><body><main><h1>Author styles</h1>
<pb-tabs id="fixture-tabs" label="Fixture"><h3>One</h3><div><p>First panel.</p><p>Second paragraph.</p></div>
<h3>Two</h3><div><p>Second panel.</p></div><h3>Three</h3><div><p>Third panel.</p></div></pb-tabs>
<p id="after-tabs">Text after the tabs.</p></main></body></html>`;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`Upgrading pb-tabs shifts nothing whatever the author's CSS (${name})`, () => {
    test.use({ viewport });

    for (const [description, css] of Object.entries(AUTHOR_STYLES)) {
      test(`boxes equal before and after the upgrade: ${description}`, async ({ page }) => {
        await page.route('**/author-styles.html', (route) => route.fulfill({ contentType: 'text/html', body: fixturePage(css) }));
        const tabsModule = await holdTabsModule(page);
        await page.goto('/author-styles.html', { waitUntil: 'domcontentloaded' });
        await requestUpgrade(page, '#fixture-tabs');
        await tabsModule.requested;
        await frames(page);
        const selectors = ['#fixture-tabs', '#fixture-tabs > h3', '#fixture-tabs > div', '#after-tabs'];
        const before = await boxes(page, selectors);
        tabsModule.release();
        await expect(page.locator('#fixture-tabs')).toHaveAttribute('data-enhanced', '');
        await frames(page);
        expectSameBoxes(before, await boxes(page, selectors));
      });
    }
  });
}

test.describe('Works without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('tabs.html: every tab panel is shown, under its heading', async ({ page }) => {
    await page.goto('/tabs.html');
    for (const id of ['product-tabs', 'faq-tabs']) {
      const headings = page.locator(`#${id} > h3`);
      const panels = page.locator(`#${id} > div`);
      await expect(panels).toHaveCount(3);
      for (let index = 0; index < 3; index += 1) {
        await expect(headings.nth(index)).toBeVisible();
        await expect(panels.nth(index)).toBeVisible();
        await expect(headings.nth(index)).not.toHaveAttribute('role', /.*/);
        const headingBottom = await headings.nth(index).evaluate((element) => element.getBoundingClientRect().bottom);
        const panelTop = await panels.nth(index).evaluate((element) => element.getBoundingClientRect().top);
        expect(panelTop).toBeGreaterThanOrEqual(headingBottom - 0.5);
      }
    }
    await expect(page.locator('#product-tabs')).toContainText('Comfortable all day');
  });

  test('tabs.html: the review link jumps to the reviews', async ({ page }) => {
    await page.goto('/tabs.html');
    await page.locator('a.woocommerce-review-link').click();
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.locator('#reviews')).toBeInViewport();
  });

  test('tabs.html: accordion and toggle items open and close natively by clicking the summary', async ({ page }) => {
    await page.goto('/tabs.html');
    const items = page.locator('#faq-accordion > details');
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(1).locator('p')).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).not.toHaveAttribute('open', '');

    const toggle = page.locator('#care-toggle details');
    await expect(toggle.locator('p')).toBeHidden();
    await toggle.locator('summary').click();
    await expect(toggle).toHaveAttribute('open', '');
    await expect(toggle.locator('p')).toBeVisible();
    await toggle.locator('summary').click();
    await expect(toggle).not.toHaveAttribute('open', '');
  });

  test('lazy.html: the far toggle works natively', async ({ page }) => {
    await page.goto('/lazy.html');
    const details = page.locator('#lazy-toggle details');
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await expect(page.locator('#lazy-toggle')).not.toHaveAttribute('data-enhanced', '');
    await details.locator('summary').click();
    await expect(details).not.toHaveAttribute('open', '');
  });
});
