/**
 * Split testing end to end (issue 17; SPEC.md §7 "Get A/B subject", "Record split-test stats" and
 * the split-test cookies): real Chromium against the demo server, whose test 1 ("Home hero call
 * to action", subjects 10, 11, 12) runs on /split-test.html. Rows are read from the SQLite file
 * the e2e server writes, per visitor (the `pb_ab_visitor` cookie of the browser context).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectErrors, REPO_ROOT } from './helpers';

const DB_PATH = path.resolve(REPO_ROOT, process.env.PB_DB ?? 'test-results/e2e.sqlite');
const PAGE = '/split-test.html';
const SUBJECTS = ['10', '11', '12'];

function query<T>(sql: string, ...parameters: unknown[]): T[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...parameters) as T[];
  } finally {
    db.close();
  }
}

async function visitorOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'pb_ab_visitor');
  expect(cookie, 'the visitor cookie').toBeTruthy();
  return cookie!.value;
}

/** The visitor's stored records of test 1 as "subject:type", sorted. */
async function recordsOf(context: BrowserContext): Promise<string[]> {
  const visitor = await visitorOf(context);
  return query<{ subject_id: string; record_type: string }>(
    "SELECT subject_id, record_type FROM split_test_stats WHERE test_id = '1' AND visitor_id = ? ORDER BY record_type",
    visitor,
  ).map((row) => `${row.subject_id}:${row.record_type}`);
}

async function typesOf(context: BrowserContext): Promise<string[]> {
  return (await recordsOf(context)).map((record) => record.split(':')[1]!);
}

/**
 * Waits until the visitor's stored record types are `types` (beacons arrive after the click),
 * leaving out the `ignored` ones: types whose time comes by the clock, not by the steps of the test.
 */
async function expectTypesOf(context: BrowserContext, types: string[], ignored: string[] = []): Promise<void> {
  const counted = async () => (await typesOf(context)).filter((type) => !ignored.includes(type));
  await expect.poll(counted, { timeout: 15_000 }).toEqual([...types].sort());
}

/** Opens the landing page and waits for the subject the server chose. */
async function openLanding(page: Page): Promise<string> {
  await page.goto(PAGE);
  const placeholder = page.locator('pb-split-test');
  await expect(placeholder).toHaveAttribute('data-subject', /^\d+$/, { timeout: 15_000 });
  return (await placeholder.getAttribute('data-subject'))!;
}

/** Counts the stats posts the page sends from now on. */
function countStatsPosts(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/wp-admin/admin-ajax.php') && (request.postData() ?? '').includes('et_pb_update_stats_table')) {
      seen.count += 1;
    }
  });
  return seen;
}

test.describe('SPEC §7 Get A/B subject', () => {
  test('two visitors get stable subjects: the same one on every visit, stored once', async ({ browser }) => {
    const seen: string[] = [];
    for (let visitor = 0; visitor < 2; visitor += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const subject = await openLanding(page);
      expect(SUBJECTS).toContain(subject);
      for (let visit = 0; visit < 2; visit += 1) {
        expect(await openLanding(page), `visit ${visit + 2}`).toBe(subject);
      }
      const id = await visitorOf(context);
      expect(query('SELECT subject_id FROM split_test_assignments WHERE test_id = ? AND visitor_id = ?', '1', id)).toEqual([{ subject_id: subject }]);
      seen.push(subject);
      await context.close();
    }
    expect(seen).toHaveLength(2);
  });

  test('the subject replaces the control and the modules inside it initialise', async ({ page }) => {
    const errors = collectErrors(page);
    // Subject 11 holds a <pb-toggle>: answered for this visitor whatever the server would choose.
    const stored = query<{ content: string }>("SELECT content FROM split_test_subjects WHERE test_id = '1' AND id = '11'")[0]!;
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      (route.request().postData() ?? '').includes('et_pb_ab_get_subject_id')
        ? route.fulfill({ json: { id: '11', content: stored.content } })
        : route.continue(),
    );
    expect(await openLanding(page)).toBe('11');
    await expect(page.locator('pb-split-test h2')).toHaveText('Walk further, carry less');
    const toggle = page.locator('pb-split-test pb-toggle');
    await toggle.locator('summary').click();
    await expect(toggle).toHaveAttribute('data-enhanced', '', { timeout: 15_000 });
    await expect(toggle.locator('details')).toHaveAttribute('open', '');
    expect(errors).toEqual([]);
  });

  test('without JavaScript the placeholder shows the control', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator('pb-split-test h2')).toHaveText('Walks worth the early start');
    await expect(page.locator('pb-split-test h2')).toBeVisible();
    await context.close();
  });

  test('a server error shows the control, and nothing is recorded', async ({ page, context }) => {
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      (route.request().postData() ?? '').includes('et_pb_ab_get_subject_id') ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    const posts = countStatsPosts(page);
    await page.goto(PAGE);
    await expect(page.locator('pb-split-test')).toHaveAttribute('data-failed', '', { timeout: 15_000 });
    await expect(page.locator('pb-split-test h2')).toBeVisible();
    await expect(page.locator('pb-split-test h2')).toHaveText('Walks worth the early start');
    await page.locator('#signup').scrollIntoViewIfNeeded();
    await page.locator('#signup h2').click();
    await page.waitForTimeout(500);
    expect(posts.count).toBe(0);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('pb_ab_') && cookie.name !== 'pb_ab_visitor')).toEqual([]);
  });
});

test.describe('SPEC §7 Record split-test stats: every goal type exactly once', () => {
  test('view_page on arrival; view_goal and read_goal on the goal; click_goal; con_goal from the form; con_short on the thank-you page', async ({ page, context }) => {
    // read_page comes bounceRateTime (5 s) after arrival: a busy machine may reach it during these
    // steps or not, so the steps leave it out; it is never recorded twice (checked at the end).
    const expectTypes = (context: BrowserContext, types: string[]) => expectTypesOf(context, types, ['read_page']);
    const subject = await openLanding(page);
    await expectTypes(context, ['view_page']);
    await page.locator('#signup').scrollIntoViewIfNeeded();
    await expectTypes(context, ['view_page', 'view_goal']);
    // The read goal: 3 s of visible time after the goal came into view (a generous bound, no stopwatch).
    await expectTypes(context, ['view_page', 'view_goal', 'read_goal']);
    await page.locator('#signup h2').click();
    await page.locator('#signup h2').dblclick();
    await expectTypes(context, ['view_page', 'view_goal', 'read_goal', 'click_goal']);
    await page.locator('#signup-email').fill('walker@example.com');
    await page.locator('#signup button[type=submit]').click();
    await page.waitForURL(/split-test-thanks\.html/);
    await expectTypes(context, ['view_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal', 'con_short']);
    expect((await recordsOf(context)).every((record) => record.startsWith(`${subject}:`))).toBe(true);

    // A reload of both pages and another click add nothing.
    const posts = countStatsPosts(page);
    await page.reload();
    await openLanding(page);
    await page.locator('#signup').scrollIntoViewIfNeeded();
    await page.locator('#signup h2').click();
    await page.waitForTimeout(1000);
    expect(posts.count).toBe(0);
    await expectTypes(context, ['view_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal', 'con_short']);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.pb_ab_click_goal_42_1?.value).toBe('true');
    expect(cookies.pb_ab_shortcode_track_42?.value).toBe(`42_${subject}_1`);
    expect(cookies.pb_ab_shortcode_track_42?.expires, 'a session cookie').toBe(-1);
    expect((await typesOf(context)).filter((type) => type === 'read_page').length, 'read_page at most once').toBeLessThanOrEqual(1);
  });

  test('the shop: add to cart in the goal, then the order confirmation records con_goal once', async ({ page, context }) => {
    const subject = await openLanding(page);
    await page.locator('#signup .add_to_cart_button').click();
    await page.waitForURL(/split-test-order\.html/);
    await expect.poll(() => recordsOf(context), { timeout: 15_000 }).toContain(`${subject}:con_goal`);
    await page.reload();
    await page.waitForTimeout(1000);
    expect((await typesOf(context)).filter((type) => type === 'con_goal')).toEqual(['con_goal']);
    expect((await context.cookies()).some((cookie) => cookie.name === 'pb_ab_shop_log')).toBe(false);
  });

  test('two tabs count a goal once', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openLanding(first);
    await openLanding(second);
    await first.locator('#signup h2').click();
    await second.locator('#signup h2').click();
    await expect.poll(() => typesOf(context), { timeout: 15_000 }).toContain('click_goal');
    await first.waitForTimeout(1000);
    expect((await typesOf(context)).filter((type) => type === 'click_goal')).toEqual(['click_goal']);
  });

  test('bots see a subject and are never counted', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    const posts = countStatsPosts(page);
    await openLanding(page);
    await page.locator('#signup h2').click();
    await page.waitForTimeout(1000);
    expect(posts.count).toBe(0);
    await context.close();
  });
});

test.describe('opt-in consent holds everything back until statistics are allowed', () => {
  test('no cookie, no record and nothing stored before; the subject shown stays, and the records follow the choice', async ({ page, context }) => {
    // The landing page on an EU site: the same page with the opt-in consent banner (and the
    // consent nonce the server wrote into its own opt-in page).
    const optIn = await (await page.request.get('/consent-optin.html')).text();
    const consentNonce = /"consent":"([^"]+)"/.exec(optIn)![1]!;
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/(<script type="application\/json" id="pb-config">)(.*?)(<\/script>)/, (_, open: string, json: string, close: string) => {
          const config = JSON.parse(json) as { nonces: Record<string, string> } & Record<string, unknown>;
          config.consentRegion = 'eu';
          config.nonces.consent = consentNonce;
          return `${open}${JSON.stringify(config)}${close}`;
        })
        .replace('<body>', '<body>\n    <pb-consent-banner></pb-consent-banner>');
      await route.fulfill({ response, body: html });
    });
    const posts = countStatsPosts(page);
    const subject = await openLanding(page);
    await page.locator('#signup h2').click();
    await page.waitForTimeout(500);
    expect(posts.count).toBe(0);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('pb_ab_'))).toEqual([]);
    const sessionVisitor = await page.evaluate(() => sessionStorage.getItem('pb_ab_visitor'));
    expect(query('SELECT 1 FROM split_test_assignments WHERE visitor_id = ?', sessionVisitor)).toEqual([]);

    await page.locator('pb-consent-banner').getByRole('button', { name: 'Accept all' }).click();
    // The choice is recorded, then the visitor cookie written: in a task or two after the click.
    const visitorCookie = async () => (await context.cookies()).find((entry) => entry.name === 'pb_ab_visitor')?.value;
    await expect.poll(visitorCookie, { message: 'the visitor cookie', timeout: 15_000 }).toBe(sessionVisitor);
    // What happened before the choice (the click) is sent after it, for the subject that was shown.
    await expect.poll(() => typesOf(context), { timeout: 15_000 }).toEqual(expect.arrayContaining(['click_goal', 'view_page']));
    expect((await recordsOf(context)).every((record) => record.startsWith(`${subject}:`))).toBe(true);
    expect(query('SELECT subject_id FROM split_test_assignments WHERE visitor_id = ?', sessionVisitor)).toEqual([{ subject_id: subject }]);
  });
});

test.describe('the results page', () => {
  test('shows the stored figures, readable without JavaScript (axe: accessibility.spec.ts covers it with the demo pages)', async ({ browser }) => {
    const rows = query<{ subject_id: string; visitors: number }>(
      "SELECT subject_id, COUNT(*) AS visitors FROM split_test_assignments WHERE test_id = '1' GROUP BY subject_id",
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/split-tests/');
    await expect(page.getByRole('heading', { name: 'Home hero call to action' })).toBeVisible();
    const table = page.getByRole('table').first();
    for (const row of rows) {
      const name = query<{ name: string }>("SELECT name FROM split_test_subjects WHERE test_id = '1' AND id = ?", row.subject_id)[0]!.name;
      await expect(table.getByRole('row').filter({ hasText: name }).first()).toContainText(String(row.visitors));
    }
    await expect(page.locator('body')).toContainText('Beta-Binomial');
    await context.close();
  });
});
