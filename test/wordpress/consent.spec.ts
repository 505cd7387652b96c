/**
 * Issue 34, "Nobody tracked before they choose", in the real WordPress (global-setup.ts):
 * - the default consent region is opt-in whatever the browser's language, and the settings page
 *   says what each choice means (item 5);
 * - the plugin prints the banner and a Cookie settings area in a block theme (Twenty
 *   Twenty-Three), and none of its own where the theme prints its banner (item 6);
 * - WordPress's personal-data exporters and erasers, and the uninstall routine (item 7);
 * - the banner's Preferences button and the Preferences category translate apart, and the
 *   messages filter reaches the banner (item 13).
 * The uninstall test comes last: it drops the plugin's tables before activating it again.
 */
import { expect, test, type Page } from '@playwright/test';
import { sql, switchTheme, wpEval } from '../../scripts/wordpress/site.mjs';
import { animationsSettled, AXE_PATH, describeViolations, frames } from '../e2e/helpers';
import { logIn, site } from './helpers';

const banner = (page: Page) => page.locator('pb-consent-banner');
const ADMIN_EMAIL = 'admin@example.test';
const PLUGIN = 'pb-elements/pb-elements.php';
const SETTINGS = '/wp-admin/admin.php?page=pb-elements-settings';

/** Sets one key of the plugin's option, as the settings page stores it. */
function storeSetting(key: string, value: unknown): void {
  wpEval(`$settings = get_option('pb_elements', array()); $settings[${JSON.stringify(key)}] = json_decode(${JSON.stringify(JSON.stringify(value))}, true); update_option('pb_elements', $settings); return true;`);
}

/** Whether the page's held-back statistics script (the demo theme's analytics.js) has run. */
const analyticsRan = (page: Page) => page.evaluate(() => document.documentElement.dataset.analytics === 'ran');

test.describe('an en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('on a site with the default settings gets opt-in: the held-back statistics script waits for a choice', async ({ page, request }) => {
    expect(wpEval("return pb_elements_setting('consent_region');")).toBe('');
    const bannerData = await (await request.get('/wp-json/pb-elements/v1/consent/banner?locale=en-US&token=t1', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).json();
    expect(bannerData.consentType).toBe('optin');
    await page.goto('/walks/');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(await page.evaluate(() => (window as unknown as { pbConfig: { consentRegion?: string } }).pbConfig.consentRegion)).toBe('eu');
    await expect(banner(page).getByRole('button', { name: 'Deny all' })).toBeVisible();
    await frames(page);
    await expect(page.locator('script#site-analytics-js')).toHaveAttribute('type', 'text/plain');
    await expect(page.locator('script[data-pb-consent=active]')).toHaveCount(0);
    expect(await analyticsRan(page)).toBe(false);
  });

  test('the settings page says what each region choice means; the one the site owner picks is followed', async ({ page }) => {
    await logIn(page);
    await page.goto(SETTINGS);
    const optIn = page.getByRole('radio', { name: 'Ask first, everywhere (opt-in, the default)' });
    await expect(optIn).toBeChecked();
    await expect(optIn).toHaveAccessibleDescription(/wait until the visitor accepts them/);
    await expect(page.getByRole('radio', { name: 'Opt-out (United States)' })).toHaveAccessibleDescription(/run on arrival/);
    await expect(page.getByRole('radio', { name: 'Notice only' })).toHaveAccessibleDescription(/informs/);
    const fromLanguage = page.getByRole('radio', { name: 'From the visitor’s browser language' });
    await expect(fromLanguage).toHaveAccessibleDescription(/Not recommended/);
    try {
      await fromLanguage.check();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Settings saved.')).toBeVisible();
      expect(wpEval("return pb_elements_setting('consent_region');")).toBe('visitor');
      // As a visitor: en-US is now opt-out, and the held-back script runs on arrival.
      await page.context().clearCookies();
      await page.goto('/walks/');
      expect(await page.evaluate(() => 'consentRegion' in (window as unknown as { pbConfig: object }).pbConfig)).toBe(false);
      await expect.poll(() => analyticsRan(page)).toBe(true);
    } finally {
      storeSetting('consent_region', '');
    }
  });
});

test.describe('Twenty Twenty-Three (a block theme)', () => {
  test.beforeAll(() => switchTheme('twentytwentythree'));
  test.afterAll(() => switchTheme('pb-theme'));

  test('the plugin prints the banner and the Cookie settings area; a choice is stored and can be changed there', async ({ page }) => {
    const before = Number(sql('SELECT COUNT(*) FROM wp_pb_consent_records'));
    await page.goto('/walks/');
    expect(await page.evaluate(() => document.body.classList.contains('wp-theme-twentytwentythree') || !!document.querySelector('.wp-site-blocks'))).toBe(true);
    await expect(banner(page)).toHaveCount(1);
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
    const settings = page.getByRole('complementary', { name: 'Cookie settings' });
    await expect(settings).toHaveCount(1);
    // Its switches load only when the visitor opens it.
    await frames(page);
    await expect(settings.locator('pb-consent-manage')).not.toHaveAttribute('data-enhanced', '');

    await animationsSettled(page);
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
    const results = await page.evaluate(() => window.axe.run({ include: [['pb-consent-banner'], ['.pb-elements-consent-settings']] }));
    expect(describeViolations(results.violations)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeHidden();
    await expect.poll(() => Number(sql('SELECT COUNT(*) FROM wp_pb_consent_records'))).toBe(before + 1);

    await settings.locator('summary').click();
    await expect(settings.locator('pb-consent-manage')).toHaveAttribute('data-enhanced', '');
    await expect(settings.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    await settings.getByRole('button', { name: 'Show the cookie banner again' }).click();
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  });
});

test('the classic demo theme prints its own banner: the page has that one only, and no Cookie settings area of the plugin', async ({ page }) => {
  await page.goto('/walks/');
  await expect(banner(page)).toHaveCount(1);
  // The theme's, first in <body> before its header (demo/wordpress/pb-theme/header.php).
  await expect(page.locator('pb-consent-banner + header.site-header')).toHaveCount(1);
  await expect(page.locator('.pb-elements-consent-settings')).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
});

test("the banner's Preferences button and the Preferences category are translated apart, and the messages filter reaches the banner", async ({ page, context }) => {
  // The must-use test plugin "translates" both and filters the messages with this cookie.
  await context.addCookies([{ name: 'pb_e2e_texts', value: '1', url: site().url }]);
  await page.goto('/walks/');
  await expect(banner(page).getByRole('button', { name: 'Accept every cookie' })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('switch', { name: 'Preference cookies' })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Visit counts' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept every cookie' })).toBeVisible();
});

test("WordPress's personal-data exporters return a subscriber's sign-ups (with the IP address) and a user's consent records, and the erasers remove them", async ({ page }) => {
  const exportAll = () =>
    wpEval(`$exporters = apply_filters('wp_privacy_personal_data_exporters', array());
      return array_map(fn ($id) => isset($exporters[$id]) ? call_user_func($exporters[$id]['callback'], '${ADMIN_EMAIL}', 1) : null, array('newsletter' => 'pb-elements-newsletter', 'consent' => 'pb-elements-consent'));`);
  const fields = (item: { data: Array<{ name: string; value: string }> }) => Object.fromEntries(item.data.map(({ name, value }) => [name, value]));

  // A sign-up with the admin's address, then the admin's choice while logged in.
  await page.goto('/newsletter/');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('pb-newsletter').getByText('Thank you for subscribing! Please check your inbox.')).toBeVisible();
  await logIn(page);
  await page.goto('/walks/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const adminId = wpEval(`return get_user_by('email', '${ADMIN_EMAIL}')->ID;`);
  await expect.poll(() => Number(sql(`SELECT COUNT(*) FROM wp_pb_consent_records WHERE user_id = ${adminId}`))).toBe(1);

  const exported = exportAll();
  expect(exported.newsletter.done).toBe(true);
  expect(exported.newsletter.data).toHaveLength(1);
  expect(exported.newsletter.data[0].group_id).toBe('pb-elements-newsletter');
  expect(fields(exported.newsletter.data[0])).toMatchObject({ 'Mailing list': 'walks-letter', Email: ADMIN_EMAIL, 'First name': 'Ada', 'IP address': '127.0.0.1' });
  expect(exported.consent.data).toHaveLength(1);
  expect(fields(exported.consent.data[0])).toMatchObject({ 'Categories allowed': 'functional, preferences, statistics, marketing', 'Consent type': 'optin' });

  const erased = wpEval(`$erasers = apply_filters('wp_privacy_personal_data_erasers', array());
    return array_map(fn ($id) => call_user_func($erasers[$id]['callback'], '${ADMIN_EMAIL}', 1), array('pb-elements-newsletter', 'pb-elements-consent'));`);
  expect(erased.map((answer: { items_removed: boolean }) => answer.items_removed)).toEqual([true, true]);
  expect(sql(`SELECT COUNT(*) FROM wp_pb_newsletter WHERE email_key = '${ADMIN_EMAIL}'`)).toBe('0');
  expect(sql(`SELECT COUNT(*) FROM wp_pb_consent_records WHERE user_id = ${adminId}`)).toBe('0');
  const after = exportAll();
  expect([after.newsletter.data, after.consent.data]).toEqual([[], []]);
});

test('deleting the plugin keeps its tables and settings when the site owner asks, and removes them otherwise', async ({ page }) => {
  const tables = () => sql("SHOW TABLES LIKE 'wp\\_pb\\_%'").split('\n').filter(Boolean).sort();
  const options = () => sql("SELECT option_name FROM wp_options WHERE option_name LIKE 'pb\\_elements%' ORDER BY option_name").split('\n').filter(Boolean);
  const ALL_TABLES: string[] = wpEval("return array_map(fn ($name) => $GLOBALS['wpdb']->prefix . $name, pb_elements_table_names());").sort();
  expect(ALL_TABLES).toEqual(expect.arrayContaining(['wp_pb_ab_assignments', 'wp_pb_ab_stats', 'wp_pb_consent_records', 'wp_pb_newsletter']));
  // What Plugins → Delete does: the plugin is deactivated first, then uninstalled without being loaded.
  const deactivateAndUninstall = () => {
    wpEval(`deactivate_plugins('${PLUGIN}'); return true;`);
    expect(wpEval(`return uninstall_plugin('${PLUGIN}');`)).toBe(true);
  };
  expect(tables()).toEqual(ALL_TABLES);
  try {
    await logIn(page);
    await page.goto(SETTINGS);
    await page.getByRole('checkbox', { name: 'Keep the data when the plugin is deleted' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    deactivateAndUninstall();
    expect(tables()).toEqual(ALL_TABLES);
    expect(options()).toEqual(expect.arrayContaining(['pb_elements', 'pb_elements_db_version']));

    storeSetting('keep_data_on_uninstall', false);
    deactivateAndUninstall();
    expect(tables()).toEqual([]);
    expect(options()).toEqual([]);
  } finally {
    expect(wpEval(`$result = activate_plugin('${PLUGIN}'); return is_wp_error($result) ? $result->get_error_message() : true;`)).toBe(true);
  }
  expect(tables()).toEqual(ALL_TABLES);
});
