/**
 * pb-header on its demo pages (real page, real loader): the fixed header below the admin bar
 * (SPEC §4 "Header", §6, §9 "Fixed navigation: 980 px", "Admin bar": it counts while fixed, above
 * 600 px, 46 px tall up to 782 px), anchor links that stop below it, the split logo, the vertical and
 * transparent variants, and CLS 0 while scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { frames, recordRequests, scrollSettled, trackScriptsThatRan, upgraded } from './helpers';

async function headerState(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('pb-header')!;
    const bar = header.shadowRoot!.querySelector('[part=bar]')!.getBoundingClientRect();
    return {
      fixed: header.hasAttribute('data-fixed'),
      shrunk: header.hasAttribute('data-shrunk'),
      top: header.style.getPropertyValue('--pb-header-top'),
      barTop: Math.round(bar.top),
      barBottom: Math.round(bar.bottom),
    };
  });
}

test.describe('pb-header demo pages', () => {
  test('fixed header: below the 32 px admin bar once scrolled, shrunk, content below does not move', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/header-fixed.html');
    await upgraded(page, 'pb-header');
    expect((await headerState(page)).fixed).toBe(false);
    const mainTop = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY);
    await page.evaluate(() => {
      (window as unknown as { __fixedEvents: boolean[] }).__fixedEvents = [];
      document.addEventListener('pb-header-fixed', (event) => (window as unknown as { __fixedEvents: boolean[] }).__fixedEvents.push(event.detail.fixed));
    });
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await headerState(page)).fixed).toBe(true);
    await frames(page, 3);
    const state = await headerState(page);
    expect(state.top).toBe('32px');
    expect(state.barTop).toBe(32);
    expect(state.shrunk).toBe(true);
    expect(await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY)).toBe(mainTop);
    expect(await page.evaluate(() => (window as unknown as { __fixedEvents: boolean[] }).__fixedEvents)).toEqual([true]);
  });

  test('the shrunk fixed header still shows its dropdowns: hovering "Modules" opens a submenu whose links can be clicked', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/header-fixed.html');
    await upgraded(page, 'pb-header');
    await upgraded(page, 'pb-menu');
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await headerState(page)).shrunk).toBe(true);
    await frames(page, 3);
    const modules = page.locator('pb-header li', { has: page.getByRole('link', { name: 'Modules', exact: true }) });
    await page.getByRole('link', { name: 'Modules', exact: true }).hover();
    await expect(modules).toHaveAttribute('data-pb-open', '');
    // What a pointer reaches at the centre of each submenu link (a clipped link is not reached).
    const unreachable = await modules.locator(':scope > ul a').evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !hit || !link.contains(hit);
        })
        .map((link) => link.textContent),
    );
    expect(unreachable).toEqual([]);
    const sliders = await modules.getByRole('link', { name: 'Sliders', exact: true }).boundingBox();
    expect(sliders!.y, 'the link lies below the shrunk bar').toBeGreaterThan((await headerState(page)).barBottom);
    await page.mouse.move(sliders!.x + 10, sliders!.y + sliders!.height / 2, { steps: 4 });
    await page.mouse.click(sliders!.x + 10, sliders!.y + sliders!.height / 2);
    await expect(page).toHaveURL(/\/sliders\.html$/);
  });

  test('anchor links stop below the fixed header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/header-fixed.html');
    await upgraded(page, 'pb-header');
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await headerState(page)).fixed).toBe(true);
    await page.locator('main a[href="#huts"]').first().click();
    // However late the glide starts on a busy machine: once it has moved, wait until it stops.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await scrollSettled(page);
    const { barBottom } = await headerState(page);
    const targetTop = await page.evaluate(() => document.getElementById('huts')!.getBoundingClientRect().top);
    expect(targetTop).toBeGreaterThanOrEqual(barBottom - 1);
    expect(targetTop).toBeLessThan(barBottom + 40);
  });

  test('not fixed at 960 px; the admin bar counts 46 px at 700 px and nothing at 375 px, where it scrolls with the page', async ({ page }) => {
    await page.setViewportSize({ width: 960, height: 800 });
    await page.goto('/header-fixed.html');
    await upgraded(page, 'pb-header');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect((await headerState(page)).fixed).toBe(false);
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(async () => (await headerState(page)).top).toBe('46px');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(async () => (await headerState(page)).top).toBe('0px');
  });

  test('split logo: the logo between the two halves of the menu at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/header-split.html');
    await upgraded(page, 'pb-header');
    const sides = await page.evaluate(() => {
      const logo = document.querySelector('pb-header [slot=logo]')!.getBoundingClientRect();
      return [...document.querySelectorAll('pb-header nav > ul > li')].map((li) => (li.getBoundingClientRect().right <= logo.left ? 'before' : 'after'));
    });
    const half = Math.ceil(sides.length / 2);
    expect(sides).toEqual(sides.map((_, index) => (index < half ? 'before' : 'after')));
  });

  test('vertical header: a column at 1280 px, a top bar at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/header-vertical.html');
    await upgraded(page, 'pb-header');
    const wide = await page.evaluate(() => {
      const rect = document.querySelector('pb-header')!.getBoundingClientRect();
      return { left: rect.left, height: rect.height, main: document.querySelector('main')!.getBoundingClientRect().left };
    });
    expect(wide.left).toBe(0);
    expect(wide.height).toBe(800);
    expect(wide.main).toBeGreaterThanOrEqual(240);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('pb-header')!).position)).toBe('static');
  });

  test('transparent header: transparent over the hero, solid once fixed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/header-transparent.html');
    await upgraded(page, 'pb-header');
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('pb-header')!.shadowRoot!.querySelector('[part=bar]')!).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 700);
    await expect.poll(async () => (await headerState(page)).fixed).toBe(true);
    expect(await background()).toBe('rgb(29, 53, 87)');
  });

  test('slide-in menu: the focus trap is fetched ahead (on idle, or on hover of the menu button) and runs only when the menu opens, keeping Tab inside it', async ({ page }) => {
    const requests = recordRequests(page);
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/header-slide-in.html');
    await upgraded(page, 'pb-header');
    await page.waitForLoadState('networkidle');
    const trap = /\/dist\/chunks\/focus-trap[^/]*\.js$/;
    expect((await scripts.ran()).some((path) => trap.test(path)), 'not run with the header').toBe(false);
    const toggle = page.locator('pb-header [part=overlay-toggle]');
    await toggle.hover();
    await expect.poll(() => requests.some((path) => trap.test(path)), { message: 'fetched ahead' }).toBe(true);
    await toggle.click();
    const focusedPart = () => page.evaluate(() => document.querySelector('pb-header')!.shadowRoot!.activeElement?.getAttribute('part') ?? null);
    await expect.poll(focusedPart, { message: 'focus on the close button' }).toBe('overlay-close');
    const links = await page.locator('pb-header nav[slot=overlay-menu] a').count();
    for (let index = 0; index < links + 1; index += 1) await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const header = document.querySelector('pb-header')!;
      const active = document.activeElement;
      return active === header && header.shadowRoot!.activeElement?.getAttribute('part') === 'overlay-close'
        || (active?.closest('nav[slot=overlay-menu]') ?? null) !== null;
    });
    expect(inside, 'Tab past the last link wraps inside the menu').toBe(true);
  });
});
