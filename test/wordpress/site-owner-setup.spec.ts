/**
 * The set-up a site owner expects in wp-admin (issue 34, items 12 and 14): one "pb-elements" menu
 * with the settings and tools under it, a Settings link and a readable description on the Plugins
 * screen, and split tests made on a screen instead of in code, reaching the page and the results.
 */
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../../scripts/wordpress/site.mjs';
import { waitForPageAtRest } from '../e2e/helpers';
import { logIn, pluginLog, restHeaders, site } from './helpers';

const pluginMenu = (page: Page) => page.locator('#toplevel_page_pb-elements-settings');

/** Publishes a page as the Editor (no `unfiltered_html`) through the REST API; returns its id. */
async function publishPage(slug: string, title: string, content: string): Promise<number> {
  const response = await fetch(`${site().url}/wp-json/wp/v2/pages`, {
    method: 'POST',
    headers: restHeaders(site().users.editor),
    body: JSON.stringify({ slug, title, content, status: 'publish' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

test('the Plugins screen: a Settings link on the plugin’s row, a description without tag brackets, and one pb-elements menu', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/wp-admin/plugins.php');
  const row = page.locator('tr[data-plugin="pb-elements/pb-elements.php"]');
  await expect(row.locator('.plugin-description')).toContainText('custom elements (pb-tabs, pb-menu, pb-header …)');

  // Everything of the plugin under one menu, nothing left under Settings or Tools.
  await expect(pluginMenu(page).locator('.wp-menu-name')).toHaveText('pb-elements');
  await expect(pluginMenu(page).locator('.wp-submenu a')).toHaveText(['Settings', 'Split tests', 'Contact messages', 'Results']);
  await expect(page.locator('#menu-settings .wp-submenu a, #menu-tools .wp-submenu a').filter({ hasText: /pb-elements|Contact messages/ })).toHaveCount(0);

  await row.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/wp-admin\/admin\.php\?page=pb-elements-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'pb-elements settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  // The pages' former addresses still lead there.
  await page.goto('/wp-admin/options-general.php?page=pb-elements-settings');
  await expect(page).toHaveURL(/\/wp-admin\/admin\.php\?page=pb-elements-settings$/);
  await page.goto('/wp-admin/tools.php?page=pb-elements');
  await expect(page).toHaveURL(/\/wp-admin\/admin\.php\?page=pb-elements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'pb-elements results' })).toBeVisible();
  await page.goto('/wp-admin/tools.php?page=pb-elements-messages');
  await expect(page).toHaveURL(/\/wp-admin\/admin\.php\?page=pb-elements-messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
});

test('an Editor finds the results under the pb-elements menu, and neither the settings nor the split tests', async ({ page }) => {
  await logIn(page, 'editor');
  await page.goto('/wp-admin/');
  await expect(pluginMenu(page).locator('.wp-submenu a')).toHaveText(['Results']);
  await pluginMenu(page).locator('a.menu-top').click();
  await expect(page.getByRole('heading', { level: 1, name: 'pb-elements results' })).toBeVisible();
  for (const screen of ['pb-elements-settings', 'pb-elements-split-tests']) {
    const response = await page.goto(`/wp-admin/admin.php?page=${screen}`);
    expect(response?.status()).toBe(403);
  }
});

test('an Administrator creates a split test on its screen, a visitor is assigned a subject on the page, and the results page lists it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const control = '<p class="offer">Walks leave the square at eight.</p>';
  const sunrise = '<p class="offer">Sunrise walks: meet at six.</p>';
  const pageId = await publishPage(
    'offer',
    'Offer',
    `<!-- wp:html -->
<pb-split-test test-id="offer">${control}</pb-split-test>
<section class="et_pb_ab_goal"><h2>Book a walk</h2><p><button type="button">Book now</button></p></section>
<!-- /wp:html -->`,
  );

  await logIn(page, 'admin');
  await page.goto('/wp-admin/');
  await pluginMenu(page).hover();
  await pluginMenu(page).getByRole('link', { name: 'Split tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Split tests' })).toBeVisible();
  // The test set in code (the theme's) is listed, not editable.
  const listed = (id: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(listed('1')).toContainText('set in code');

  const subject = (n: number) => page.getByRole('group', { name: `Subject ${n}` });
  await page.getByLabel('Test id').fill('offer');
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Offer (Page)' });
  await page.getByLabel('Goal').selectOption({ label: 'A click in the goal' });
  await subject(1).getByLabel('Subject id').fill('a');
  await subject(1).getByLabel('Name').fill('Eight o’clock');
  await subject(1).getByLabel('Markup').fill(control);
  await expect(subject(1).getByLabel('Control')).toBeChecked();
  // One subject is not a test: refused, saying why, with the form as it was sent.
  await page.getByRole('button', { name: 'Add split test' }).click();
  await expect(page.locator('.notice-error')).toContainText('A split test needs at least two subjects');
  await expect(subject(1).getByLabel('Markup')).toHaveValue(control);
  await expect(page.getByLabel('Test id')).toHaveValue('offer');

  await subject(2).getByLabel('Subject id').fill('b');
  await subject(2).getByLabel('Name').fill('Sunrise');
  await subject(2).getByLabel('Markup').fill(sunrise);
  await page.getByRole('button', { name: 'Add split test' }).click();
  await expect(page.getByText('Split test “offer” saved.')).toBeVisible();
  await expect(listed('offer')).toContainText('Running');
  await expect(listed('offer')).toContainText(`<pb-split-test test-id="offer">${control}</pb-split-test>`);

  // A visitor: the page configuration names the test, the placeholder shows a subject.
  await context.clearCookies();
  await page.goto('/offer/');
  await waitForPageAtRest(page);
  const config = await page.evaluate(() => (window as unknown as { pbConfig: Record<string, unknown> }).pbConfig);
  expect(config.abTests).toEqual([{ post_id: String(pageId), test_id: 'offer' }]);
  const placeholder = page.locator('pb-split-test');
  await expect(placeholder).toHaveAttribute('data-subject', /^[ab]$/);
  const shown = (await placeholder.getAttribute('data-subject'))!;
  await expect(placeholder.locator('p.offer')).toHaveText(shown === 'a' ? 'Walks leave the square at eight.' : 'Sunrise walks: meet at six.');
  await page.locator('pb-consent-banner').getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('button', { name: 'Book now' }).click();
  const visitor = async () => (await context.cookies()).find(({ name }) => name === 'pb_ab_visitor')?.value;
  await expect.poll(visitor).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const id = await visitor();
  await expect.poll(() => sql(`SELECT subject_id FROM wp_pb_ab_assignments WHERE test_id = 'offer' AND visitor_id = '${id}'`)).toBe(shown);
  await expect.poll(() => sql(`SELECT COUNT(*) FROM wp_pb_ab_stats WHERE test_id = 'offer' AND record_type = 'click_goal'`)).toBe('1');

  // The results, from the test's row on the screen.
  await logIn(page, 'admin');
  await page.goto('/wp-admin/admin.php?page=pb-elements-split-tests');
  await listed('offer').getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: 'Test offer on “Offer”: running; goal: A click in the goal' })).toBeVisible();
  const results = page.locator('#pb-split-test-offer + table');
  const name = shown === 'a' ? 'Eight o’clock (a) (control)' : 'Sunrise (b)';
  const cells = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell');
  // Visitors, then read_page, view_page, click_goal …, then the goal reached.
  await expect(cells.nth(0)).toHaveText('1');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText('1');
  await expect(cells.last()).toHaveText('100.0 %');
  expect(pluginLog()).toEqual([]);
});
