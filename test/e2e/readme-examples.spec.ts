/**
 * The documentation's own examples (README.md and docs/), exactly as written, on a page with no CSS of its own (issue 14):
 * every element's base styles make the documented markup look right. Tab headings do not run
 * together, no generated control overlaps another, every control is a target of at least
 * 24 × 24 px (WCAG 2.2, 2.5.8), form errors do not run on after their fields, and the upgrade
 * still shifts nothing (ELEMENTS.md: "upgrading must not shift the layout").
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DOCUMENTATION, htmlExamples } from '../documentation';
import { frames, PHONE, REPO_ROOT } from './helpers';

const HTML_BLOCKS = htmlExamples(DOCUMENTATION);

/** The documentation's example that contains `marker`. */
function example(marker: string): string {
  const block = HTML_BLOCKS.find((candidate) => candidate.includes(marker));
  if (!block) throw new Error(`the documentation has no html example with ${marker}`);
  return block;
}

/** The first example is a whole page: its body holds the tabs, accordion and toggle. */
const FIRST_PAGE_BODY = /<body>([\s\S]*)<\/body>/.exec(example('<pb-tabs'))![1]!;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>README examples</title>
<script src="/dist/pb-elements.js"></script></head><body>
${FIRST_PAGE_BODY}
${example('<pb-slider')}
${example('<pb-image-carousel')}
${example('<pb-menu label="Primary">')}
${example('<pb-contact-form')}
${example('<pb-newsletter')}
</body></html>`;

const ELEMENTS = 'pb-tabs, pb-accordion, pb-toggle, pb-slider, pb-image-carousel, pb-menu, pb-contact-form, pb-newsletter';

type Box = { name: string; x: number; y: number; width: number; height: number };

declare global {
  interface Window {
    __shifts: Array<{ value: number; hadRecentInput: boolean }>;
  }
}

async function openExamples(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        window.__shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/readme-examples.html', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  // The examples' images (/img/lake.jpg …) are the demo's pictures.
  await page.route('**/img/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', path: path.join(REPO_ROOT, 'demo/pages/assets/img/carousel-1-lake.svg') }),
  );
  await page.goto('/readme-examples.html');
  // Only the upgrade counts: the examples' images have no size, so their loading shifts.
  await frames(page);
  await page.evaluate(() => (window.__shifts = []));
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector)) element.dispatchEvent(new Event('pb-upgrade', { bubbles: true }));
  }, ELEMENTS);
  await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((element) => element.hasAttribute('data-enhanced')), ELEMENTS);
  await page.mouse.move(0, 0);
  await frames(page, 3);
}

/** Boxes of the rendered elements matched by `selector`, in `host`'s shadow root if given. */
function boxesOf(page: Page, selector: string, host?: string): Promise<Box[]> {
  return page.evaluate(
    ({ selector, host }) => {
      const root: ParentNode = host ? document.querySelector(host)!.shadowRoot! : document;
      return [...root.querySelectorAll(selector)]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const name = `${element.localName}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
          return { name, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        })
        .filter((box) => box.width > 0 && box.height > 0);
    },
    { selector, host },
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

function overlappingPairs(boxes: Box[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, index) => boxes.slice(index + 1).forEach((b) => overlaps(a, b) && pairs.push(`${a.name} overlaps ${b.name}`)));
  return pairs;
}

/** WCAG 2.2 target size (minimum): 24 × 24 CSS px. */
function smallTargets(boxes: Box[]): string[] {
  return boxes.filter((box) => box.width < 24 - 0.01 || box.height < 24 - 0.01).map((box) => `${box.name}: ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
}

for (const [name, viewport] of Object.entries({ desktop: { width: 1280, height: 800 }, phone: PHONE })) {
  test.describe(`The README's examples on a page without CSS (${name})`, () => {
    test.use({ viewport });

    test('tab headings do not overlap, have space between them and are targets of 24 × 24 px', async ({ page }) => {
      await openExamples(page);
      const headings = await boxesOf(page, 'pb-tabs > h3');
      expect(headings).toHaveLength(2);
      expect(overlappingPairs(headings)).toEqual([]);
      const [first, second] = headings as [Box, Box];
      const sameRow = Math.abs(first.y - second.y) < 1;
      const space = sameRow ? second.x - (first.x + first.width) : second.y - (first.y + first.height);
      expect(space, `space between the headings (${sameRow ? 'in a row' : 'stacked'})`).toBeGreaterThanOrEqual(4);
      expect(smallTargets(headings)).toEqual([]);
    });

    test("the slider's rotation button, arrows and dots do not overlap, and each is 24 × 24 px or more", async ({ page }) => {
      await openExamples(page);
      const controls = await boxesOf(page, 'button', 'pb-slider');
      expect(controls, 'the rotation button, two arrows and two dots').toHaveLength(5);
      expect(overlappingPairs(controls)).toEqual([]);
      expect(smallTargets(controls)).toEqual([]);
    });

    test("the image carousel's controls do not overlap and are 24 × 24 px or more", async ({ page }) => {
      await openExamples(page);
      const controls = await boxesOf(page, 'button', 'pb-image-carousel');
      expect(overlappingPairs(controls)).toEqual([]);
      expect(smallTargets(controls)).toEqual([]);
    });

    test("the menu's toggles and menu button are 24 × 24 px or more and do not overlap", async ({ page }) => {
      await openExamples(page);
      const toggles = [...(await boxesOf(page, 'pb-menu [data-pb-generated]')), ...(await boxesOf(page, 'button', 'pb-menu'))];
      expect(toggles.length).toBeGreaterThan(0);
      expect(overlappingPairs(toggles)).toEqual([]);
      expect(smallTargets(toggles)).toEqual([]);
    });

    test('accordion and toggle summaries are 24 px tall or more and do not run together', async ({ page }) => {
      await openExamples(page);
      const summaries = await boxesOf(page, ':is(pb-accordion, pb-toggle) summary');
      expect(summaries).toHaveLength(3);
      expect(overlappingPairs(summaries)).toEqual([]);
      expect(summaries.filter((summary) => summary.height < 24).map((summary) => `${summary.name}: ${summary.height}`)).toEqual([]);
    });

    test('form errors stand on lines of their own, below their fields', async ({ page }) => {
      await openExamples(page);
      for (const form of ['pb-contact-form', 'pb-newsletter']) await page.locator(`${form} button[type=submit]`).click();
      const errors = await page.locator('.pb-newsletter__error').evaluateAll((list) =>
        list.map((error) => {
          const field = document.querySelector(`[aria-describedby~="${error.id}"]`)!;
          const text = error.getBoundingClientRect();
          return { text: error.textContent, top: text.top, fieldBottom: field.getBoundingClientRect().bottom };
        }),
      );
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.filter((error) => error.top < error.fieldBottom - 0.5)).toEqual([]);
    });

    test('upgrading every example shifts nothing', async ({ page }) => {
      await openExamples(page);
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => window.__shifts.filter((shift) => !shift.hadRecentInput));
      expect(shifts).toEqual([]);
    });
  });
}
