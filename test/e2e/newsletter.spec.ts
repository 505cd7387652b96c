/**
 * <pb-newsletter> against the real demo server (SPEC §3 newsletter payload, §4/§5 newsletter,
 * §7 "Newsletter subscribe", §8): a real subscription is stored in SQLite (read back through
 * GET /api/newsletter/latest), a second one answers "already subscribed", every error path keeps
 * what was typed, there is no double submit, and axe finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  fillNewsletter as fill,
  latestSubscription as latest,
  NEWSLETTER,
  openNewsletter as open,
  uniqueEmail,
} from './form-helpers';
import { expectNoAxeViolations, expectShownOnScreen, holdRequests, loadingIndicator } from './helpers';

const FORM = NEWSLETTER;

const successBox = (page: Page) => page.locator(`${FORM} [part~="success"]`);
const errorBox = (page: Page) => page.locator(`${FORM} [part~="error"]`);

test.describe('newsletter sign-up (pb-newsletter + et_pb_submit_subscribe_form)', () => {
  test('a real subscription is stored in the database and the success message is focused', async ({ page }) => {
    await open(page);
    const email = uniqueEmail('stored');
    await fill(page, email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(successBox(page)).toHaveText('Thank you for subscribing! Please check your inbox.');
    await expect(successBox(page)).toBeFocused();
    await expect(page.locator(`${FORM} form`)).toBeHidden();
    const stored = await latest(page, email);
    expect(stored.subscription).toMatchObject({
      email,
      listId: 'trail-letter',
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'mailchimp',
      account: 'demo-account',
      customFields: { interests: ['Gear reviews'] },
    });
  });

  test('conditional logic: the trail question shows only for long-distance trails, and is stored when shown', async ({ page }) => {
    await open(page);
    const question = page.getByLabel('Which long-distance trail are you planning?');
    await expect(question).toBeHidden();
    const email = uniqueEmail('trail');
    await fill(page, email);
    await page.getByLabel('Long-distance trails').check();
    await expect(question).toBeVisible();
    await question.fill('GR 20');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(successBox(page)).toHaveText(/Thank you/);
    expect((await latest(page, email)).subscription).toMatchObject({
      email,
      customFields: { interests: ['Long-distance trails', 'Gear reviews'], planned_trail: 'GR 20' },
    });
  });

  test('subscribing twice answers "already subscribed" and stores one row', async ({ page }) => {
    const email = uniqueEmail('twice');
    await open(page);
    await fill(page, email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(successBox(page)).toHaveText(/Thank you/);
    expect((await latest(page, email)).count).toBe(1);
    await open(page);
    await fill(page, email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(successBox(page)).toHaveText('You are already subscribed to this list.');
    expect((await latest(page, email)).count, 'still one row').toBe(1);
  });

  test('invalid input is refused in the page with accessible messages, and nothing is sent', async ({ page }) => {
    await open(page);
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') sent += 1;
    });
    await page.getByLabel('Email', { exact: true }).fill('ada@example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email');
    await expect(errorBox(page)).toContainText('Please, fill in the following fields:');
    expect(sent).toBe(0);
  });

  // Every failing answer (500, 404, malformed, empty, slow, dropped): server-failures.spec.ts.

  test('a server error text is shown as returned (as text) and the typed values stay', async ({ page }) => {
    await open(page);
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: '<b>List</b> is closed' }) }),
    );
    await fill(page, uniqueEmail('closed'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(errorBox(page)).toHaveText('<b>List</b> is closed');
    await expect(page.locator(`${FORM} b`)).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
  });

  test('the real server refuses a wrong nonce (403) and its text is shown', async ({ page }) => {
    await open(page);
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('et_frontend_nonce', 'forged');
      await route.continue({ postData: body.toString() });
    });
    await fill(page, uniqueEmail('forged'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(errorBox(page)).toContainText('security token is not valid');
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  });

  test('no double submit: while loading the button is busy and more clicks send nothing', async ({ page }) => {
    await open(page);
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    await fill(page, uniqueEmail('once'));
    const button = page.locator(`${FORM} button[type=submit]`);
    await button.click();
    await expect(button).toHaveText('Subscribing…');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // force: Playwright would otherwise wait for the aria-disabled button to become enabled.
    await button.click({ force: true });
    await button.click({ force: true });
    await page.getByLabel('Email', { exact: true }).press('Enter');
    await page.waitForTimeout(200);
    release();
    await expect(successBox(page)).toHaveText(/Thank you/);
    expect(posts).toBe(1);
  });

  test('while the request is out, the button shows "Subscribing…" with the visible loading indicator; both go with the answer', async ({ page }) => {
    await open(page);
    const posts = await holdRequests(page, '**/wp-admin/admin-ajax.php');
    await fill(page, uniqueEmail('indicator'));
    const button = page.locator(`${FORM} button[type=submit]`);
    await button.click();
    await expect.poll(posts.count).toBe(1);
    await expect(button).toHaveText('Subscribing…');
    await expectShownOnScreen(loadingIndicator(button));
    posts.release();
    await expect(successBox(page)).toHaveText(/Thank you/);
    await expect(loadingIndicator(page)).toHaveCount(0);
  });

  test('without JavaScript the form posts to the ajax endpoint and the server answers with a page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/newsletter.html');
    const email = uniqueEmail('nojs');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribed');
    expect((await latest(page, email)).subscription).toMatchObject({ email, firstName: 'Grace' });
    await context.close();
  });
});

test.describe('newsletter page accessibility', () => {

  test('axe finds nothing at rest, with errors shown, and after success', async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(errorBox(page)).not.toBeEmpty();
    await expectNoAxeViolations(page);
    await fill(page, uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(successBox(page)).toHaveText(/Thank you/);
    await expectNoAxeViolations(page);
  });
});
