/**
 * ELEMENTS.md "Content is the author's HTML, in light DOM": readable without JavaScript. On a
 * phone (375 px) no demo page is wider than the screen before any element has upgraded, so no
 * navigation or content is cut off at the side (issue 14); and what a person sees of the site
 * header is readable: every link in it has a text contrast of 4.5:1 against the background that
 * really paints behind it, and no link or image in it is cut off or covered (issue 35); and its
 * main nav links to the API reference (issue 13).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PAGES, PHONE } from './helpers';

const DESKTOP = { width: 1280, height: 800 };

/** The site header's links and images a person cannot read or see whole, described; [] when all is well. */
function unreadableInHeader(): string[] {
  const channels = (text: string): number[] => (text.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]): number => {
    const linear = (value: number): number => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  /** The colour that paints behind `element`: an inline ancestor's background paints behind its text lines only, not behind a block inside it. */
  const backdrop = (element: Element): number[] => {
    let blockBelow = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const colour = channels(style.backgroundColor);
      const paintsBehind = !(style.display === 'inline' && blockBelow);
      if (paintsBehind && (colour[3] ?? 1) > 0.5) return colour;
      if (style.display !== 'inline') blockBelow = true;
    }
    return [255, 255, 255];
  };
  const name = (element: Element): string => (element.textContent?.trim() || element.getAttribute('alt') || element.localName).slice(0, 40);
  const problems: string[] = [];
  const header = document.querySelector('body > header');
  if (!header) return [];
  for (const element of header.querySelectorAll<HTMLElement>('a, img')) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    if (element.localName === 'a' && element.textContent?.trim()) {
      const [text, behind] = [luminance(channels(getComputedStyle(element).color)), luminance(backdrop(element))];
      const ratio = (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
      if (ratio < 4.5) problems.push(`"${name(element)}": contrast ${ratio.toFixed(2)}:1`);
    }
    // The content box: a link's padding may lie under its neighbour's without hiding any text.
    const style = getComputedStyle(element);
    const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
    const [top, bottom] = [box.top + parseFloat(style.paddingTop), box.bottom - parseFloat(style.paddingBottom)];
    const inset = Math.min(2, (right - left) / 4, (bottom - top) / 4);
    for (const [x, y] of [[left + inset, top + inset], [right - inset, bottom - inset], [(left + right) / 2, (top + bottom) / 2]] as const) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === element || element.contains(hit))) {
        problems.push(`"${name(element)}": cut off or covered at (${Math.round(x)}, ${Math.round(y)})${hit ? ` by ${hit.localName}` : ''}`);
        break;
      }
    }
  }
  return problems;
}

// One page without JavaScript per demo page, for both its checks: a context and a page load each
// (a Playwright context costs about 0.8 CPU-seconds of Chromium before the page has any content).
for (const path of DEMO_PAGES) {
  test.describe(`${path} without JavaScript`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
      page = await context.newPage();
      await page.goto(path);
    });
    test.afterAll(() => context.close());

    test('on a 375 px phone, the page fits the screen\'s width', async () => {
      const { width, widest } = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        // The elements reaching furthest past the right edge, to name the cause when it fails.
        const past = [...document.body.querySelectorAll('*')]
          .map((element) => ({ element, right: element.getBoundingClientRect().right }))
          .filter(({ right }) => right > viewport + 0.5)
          .sort((a, b) => b.right - a.right)
          .slice(0, 3)
          .map(({ element, right }) => `${element.localName}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} to ${Math.round(right)} px`);
        return { width: document.documentElement.scrollWidth, widest: past };
      });
      expect(width, `page width (widest: ${widest.join(', ') || 'none'})`).toBeLessThanOrEqual(PHONE.width);
    });

    test('every header link is readable and nothing in the header is cut off or covered, on a desktop and a phone', async () => {
      await page.setViewportSize(DESKTOP);
      expect(await page.evaluate(unreadableInHeader), 'at 1280 px').toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(unreadableInHeader), 'at 375 px').toEqual([]);
    });

    test('its main nav links to the API reference (issue 13)', async () => {
      await expect(page.locator('nav[aria-label="Main"] a[href="/dist/api/"]')).toHaveText('API reference');
    });
  });
}
