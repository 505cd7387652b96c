/**
 * Animations named by the page configuration, with the real loader and pb-page.js (SPEC.md §3
 * "Animation data": the builder's et_animation_data, elements named by class; §4 "Animations").
 * The page's own element animates, without a <pb-animate>; the code loads only when listed.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, frames, recordRequests } from './helpers';

const PAGE_ANIMATE_CHUNK = /\/dist\/chunks\/page-animate-[^/]+\.js$/;

function fixturePage(config: object): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Page animations</title>
<script type="application/json" id="pb-config">${JSON.stringify(config)}</script>
<script src="/dist/pb-elements.js"></script></head><body><main><h1>Page animations</h1>
<div style="height:2000px">Top of the page.</div>
<div class="x" id="below">Animated content below the fold.</div>
<div style="height:2000px">Rest of the page.</div></main></body></html>`;
}

test.describe('animations of the page configuration', () => {
  test('the .x element below the fold animates on scroll into view and is marked had-animation', async ({ page }) => {
    const errors = collectErrors(page);
    const requests = recordRequests(page);
    await page.route('**/page-animations.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: fixturePage({ et_animation_data: [{ class: 'x', style: 'slideLeft', duration: 200 }] }) }),
    );
    await page.goto('/page-animations.html');
    await expect.poll(() => requests.some((path) => PAGE_ANIMATE_CHUNK.test(path))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.getElementById('below')!.getAnimations().map((animation) => animation.playState).join())).toBe('paused');
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('below')!).opacity), 'its starting state').toBe('0');
    await page.evaluate(() => document.getElementById('below')!.scrollIntoView({ block: 'center' }));
    await frames(page);
    await expect(page.locator('#below')).toHaveAttribute('data-had-animation', '');
    await expect.poll(() => page.evaluate(() => document.getElementById('below')!.getAnimations().length)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('below')!).opacity)).toBe('1');
    expect(errors).toEqual([]);
  });

  test('without animations in the configuration their code never loads', async ({ page }) => {
    const requests = recordRequests(page);
    await page.route('**/page-animations.html', (route) => route.fulfill({ contentType: 'text/html', body: fixturePage({ stickyModules: [] }) }));
    await page.goto('/page-animations.html');
    await expect.poll(() => requests.includes('/dist/pb-page.js')).toBe(true);
    await page.mouse.move(10, 10);
    await page.evaluate(() => document.getElementById('below')!.scrollIntoView({ block: 'center' }));
    await frames(page, 10);
    expect(requests.filter((path) => PAGE_ANIMATE_CHUNK.test(path))).toEqual([]);
    expect(await page.locator('#below').getAttribute('data-had-animation')).toBeNull();
  });
});
