/**
 * pb-elements in a real WordPress (issue 21): the plugin from dist/pb-elements-wordpress.zip, the
 * minimal theme of the README (demo/wordpress/pb-theme/), pages saved by an Editor without
 * `unfiltered_html` (global-setup.ts), Chromium logged out and logged in with the admin bar.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sql, WP_DIR, wpEval } from '../../scripts/wordpress/site.mjs';
import { animationsSettled, AXE_PATH, collectErrors, describeViolations, frames, waitForPageAtRest } from '../e2e/helpers';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { logIn } from './helpers';
import type { PageSlug } from './pages';

const savedPages = (): Record<PageSlug, { id: number; raw: string }> => JSON.parse(readFileSync(`${WP_DIR}/pages.json`, 'utf8'));
const PAGES = ['/walks/', '/newsletter/', '/split-test/'];
const phpLog = (): string[] => {
  try {
    return readFileSync(`${WP_DIR}/debug.log`, 'utf8').split('\n');
  } catch {
    return [];
  }
};
const banner = (page: Page) => page.locator('pb-consent-banner');

/**
 * axe on the whole page, but for WordPress's own admin bar: its "Skip to toolbar" link lies outside
 * any landmark (WordPress 6.1 core markup, not the plugin's or the theme's).
 */
async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are judged at rest: the consent banner fading in has translucent text (seen in CI).
  await animationsSettled(page, 2000).catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() => window.axe.run({ exclude: [['#wpadminbar']] }));
  expect(describeViolations(results.violations)).toEqual([]);
}

/** Opens a page and waits until its elements near the viewport have upgraded. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageAtRest(page);
}

/** Makes the page tall enough to scroll its header away. */
async function addScrollRoom(page: Page): Promise<void> {
  await page.evaluate(() => {
    const room = document.createElement('div');
    room.style.height = '3000px';
    document.querySelector('main')!.append(room);
  });
}

test('the Editor (no unfiltered_html) saves pb elements through the REST API and kses keeps them with their attributes', () => {
  const { walks, newsletter, 'split-test': split } = savedPages();
  expect(walks.raw).toContain('<pb-tabs label="Walks" active="0">');
  expect(walks.raw).toContain('<h2 id="ridge" data-name="ridge">');
  expect(walks.raw).toContain('<pb-animate animation-style="fade" animation-duration="500ms">');
  expect(newsletter.raw).toContain('<pb-newsletter list-id="walks-letter" provider="mailchimp" account="site-account">');
  expect(newsletter.raw).toContain('<input id="nl-email" type="email" name="et_email" autocomplete="email">');
  expect(split.raw).toContain('<pb-split-test test-id="1">');
  expect(split.raw).toContain('<section id="signup" data-pb-ab-goal>');
  // kses did run: what no Editor without unfiltered_html may save is gone.
  expect(walks.raw).not.toContain('onclick');
  expect(walks.raw).not.toContain('<script>');
});

for (const loggedIn of [false, true]) {
  test(`${loggedIn ? 'logged in (admin bar)' : 'logged out'}: every page's elements upgrade, with no console error and nothing axe finds`, async ({ page }) => {
    // Three pages, each with axe: a generous bound for a busy machine (41 s seen under load).
    test.setTimeout(180_000);
    if (loggedIn) await logIn(page);
    const errors = collectErrors(page);
    for (const path of PAGES) {
      await open(page, path);
      // The page configuration the plugin wrote before the loader, with the theme's filter applied.
      const config = await page.evaluate(() => (window as unknown as { pbConfig: Record<string, any> }).pbConfig);
      expect(config.pageId).toBe(String(savedPages()[path.slice(1, -1) as PageSlug].id));
      expect(Object.keys(config.nonces).sort()).toEqual(['consent', 'contact_form', 'et_ab_log_nonce', 'et_frontend_nonce']);
      expect(Object.keys(config.messages).sort()).toEqual(Object.keys(DEFAULT_MESSAGES).sort());
      expect(config.bounceRateTime).toBe(8);
      await expect(page.locator('#wpadminbar')).toHaveCount(loggedIn ? 1 : 0);
      await expect(page.locator('pb-header')).toHaveAttribute('data-enhanced', '');
      await expect(page.locator('pb-menu')).toHaveAttribute('data-enhanced', '');
      if (path === '/walks/') await expect(page.getByRole('tab', { name: 'Ridge walk' })).toHaveAttribute('aria-selected', 'true');
      if (path === '/split-test/') await expect(page.locator('pb-split-test')).toHaveAttribute('data-subject', /^1[01]$/);
      await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
    // Nor on the server: nothing of the plugin, the theme or the site's settings in PHP's log.
    expect(phpLog().filter((line) => /pb-elements|pb-theme|pb-e2e-site/.test(line))).toEqual([]);
  });
}

test('logged in: the fixed header sits below the admin bar at 1280 px, and below it unfixed at 700 px', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/walks/');
  await addScrollRoom(page);
  const adminBarBottom = () => page.locator('#wpadminbar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  // The bar (part "bar") is what becomes fixed; the element keeps its place in the page.
  const headerTop = () => page.locator('pb-header').evaluate((header) => Math.round(header.shadowRoot!.querySelector('[part=bar]')!.getBoundingClientRect().top));
  const fixedLine = () => page.locator('pb-header').evaluate((header) => (header as HTMLElement).style.getPropertyValue('--pb-header-top'));
  expect(await adminBarBottom()).toBe(32);
  await page.mouse.wheel(0, 600);
  await expect(page.locator('pb-header')).toHaveAttribute('data-fixed', '');
  await expect.poll(headerTop).toBe(32);
  expect(await fixedLine()).toBe('32px');

  await page.setViewportSize({ width: 700, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('pb-header')).not.toHaveAttribute('data-fixed', '');
  await expect.poll(adminBarBottom).toBe(46);
  await expect.poll(fixedLine).toBe('46px');
  // Not fixed below 980 px: the header starts right below the bar, nothing of it under the bar.
  expect(await page.locator('pb-header').evaluate((header) => Math.round(header.getBoundingClientRect().top))).toBe(46);
  expect(await headerTop()).toBeGreaterThanOrEqual(46);
});

test('the submenu of WordPress’s menu opens by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/walks/');
  const toggle = page.getByRole('button', { name: 'Show submenu for Walks' });
  await page.getByRole('link', { name: 'Walks', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Ridge walk' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('an enqueued script held back by the consent filter runs only after Accept all, and the choice is stored', async ({ page }) => {
  const before = Number(sql('SELECT COUNT(*) FROM wp_pb_consent_records'));
  await open(page, '/walks/');
  const script = page.locator('script#site-analytics-js');
  await expect(script).toHaveAttribute('type', 'text/plain');
  await expect(script).toHaveAttribute('data-category', 'statistics');
  // The banner shows once the consent state is ready: the runtime has decided on every held-back
  // script by then, and this one stays as written (a script it lets run is replaced by a copy
  // marked data-pb-consent="active").
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  await frames(page);
  await expect(page.locator('script[data-pb-consent=active]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBeUndefined();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('script#site-analytics-js[data-pb-consent=active]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.analytics)).toBe('ran');
  await expect.poll(() => Number(sql('SELECT COUNT(*) FROM wp_pb_consent_records'))).toBe(before + 1);
  expect(sql('SELECT consented_categories, consenttype FROM wp_pb_consent_records ORDER BY id DESC LIMIT 1')).toBe(
    '["functional","preferences","statistics","marketing"]\toptin',
  );
});

test('a site that shows avatars names their host in the page configuration\'s avatarHosts, so a fresh comment keeps its avatar; one that shows none names none', () => {
  // The test site hides avatars (no network here): each case lifts that filter in its own PHP run.
  const hostsWhen = (setup: string) =>
    wpEval(`remove_filter('option_show_avatars', '__return_false'); ${setup} $config = pb_elements_page_config(); return $config['avatarHosts'] ?? null;`);
  // Gravatar serves a plain-http site's avatars from three hosts, picked by the address's hash.
  expect(hostsWhen("add_filter('option_show_avatars', '__return_true');")).toEqual(['0.gravatar.com', '1.gravatar.com', '2.gravatar.com']);
  expect(
    hostsWhen("add_filter('option_show_avatars', '__return_true'); add_filter('get_avatar_url', function () { return 'https://avatars.example.net:8443/a.png'; });"),
  ).toEqual(['avatars.example.net:8443']);
  expect(hostsWhen("add_filter('option_show_avatars', '__return_true'); add_filter('get_avatar_url', function () { return home_url('/avatars/a.png'); });")).toBeNull();
  expect(hostsWhen("add_filter('option_show_avatars', '__return_false');")).toBeNull();
});

test('a newsletter sign-up is stored in the WordPress database', async ({ page }) => {
  const email = `walker-${Date.now()}@example.test`;
  await open(page, '/newsletter/');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('pb-newsletter').getByText('Thank you for subscribing! Please check your inbox.')).toBeVisible();
  expect(sql(`SELECT list_id, first_name, provider, account FROM wp_pb_newsletter WHERE email = '${email}'`)).toBe('walks-letter\tAda\tmailchimp\tsite-account');
});

test('a split-test goal is stored in the WordPress database', async ({ page, context }) => {
  await open(page, '/split-test/');
  const subject = await page.locator('pb-split-test').getAttribute('data-subject');
  expect(subject).toMatch(/^1[01]$/);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('button', { name: 'Count me in' }).click();
  const visitor = async () => (await context.cookies()).find(({ name }) => name === 'pb_ab_visitor')?.value;
  await expect.poll(visitor).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const id = await visitor();
  const recorded = () => sql(`SELECT GROUP_CONCAT(record_type ORDER BY record_type) FROM wp_pb_ab_stats WHERE test_id = '1' AND visitor_id = '${id}' AND subject_id = '${subject}'`);
  // The view and the goal are two requests: under load the view may be stored after the goal.
  await expect.poll(recorded).toContain('click_goal');
  await expect.poll(recorded).toContain('view_page');
  expect(sql(`SELECT subject_id FROM wp_pb_ab_assignments WHERE test_id = '1' AND visitor_id = '${id}'`)).toBe(subject);
});

test('a site whose optimizer defers the loader: the plugin prints the early hold first in the head, so a tab clicked after the first paint, before the loader ran, opens once it did', async ({ page }) => {
  const hold = readFileSync('dist/pb-early-events.js', 'utf8');
  let deferred = false;
  await page.route((url) => url.pathname === '/walks/', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html.indexOf(hold), 'the hold is printed, before the loader').toBeGreaterThan(-1);
    expect(html.indexOf(hold)).toBeLessThan(html.search(/<script[^>]+pb-elements\.js/));
    // What a "defer JavaScript" optimizer does to the loader's tag.
    const rewritten = html.replace(/(<script[^>]+pb-elements\.js[^>]*)>/, '$1 defer>');
    deferred = rewritten !== html;
    await route.fulfill({ response, body: rewritten });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith('/dist/pb-elements.js'), async (route) => {
    await released;
    await route.continue();
  });
  // A deferred script holds DOMContentLoaded: the page is watched from its first bytes.
  await page.goto('/walks/', { waitUntil: 'commit' });
  expect(deferred).toBe(true);
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
  await page.locator('pb-tabs h2', { hasText: 'River walk' }).click();
  release();
  await expect(page.getByRole('tab', { name: 'River walk' })).toHaveAttribute('aria-selected', 'true');
});
