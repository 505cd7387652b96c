/**
 * ELEMENTS.md "Content is the author's HTML, in light DOM": readable without JavaScript. On a
 * phone (375 px) no demo page is wider than the screen before any element has upgraded, so no
 * navigation or content is cut off at the side (issue 14).
 */
import { expect, test } from '@playwright/test';
import { DEMO_PAGES, PHONE } from './helpers';

test.describe('Without JavaScript, on a 375 px phone', () => {
  for (const path of DEMO_PAGES) {
    test(`${path}: the page fits the screen's width`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
      try {
        const page = await context.newPage();
        await page.goto(path);
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
      } finally {
        await context.close();
      }
    });
  }
});
