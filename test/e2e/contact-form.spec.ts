/**
 * pb-contact-form on the demo contact page against the real demo server (SPEC.md §4 "Contact
 * form", §5 "Contact form" and "Conditional logic", §7 "Contact form submit", §8): a real
 * submission is stored (read back through GET /api/contact/latest), every error path keeps what
 * was typed, no double submit, the form works without JavaScript, and axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { fillContactForm, latestContact, openContact, unique } from './form-helpers';
import { expectNoAxeViolations, expectShownOnScreen, holdRequests, loadingIndicator } from './helpers';

test.describe('contact form', () => {
  test('a real submission is stored, with the hidden conditional field reported', async ({ page }) => {
    await openContact(page);
    await expect(page.getByLabel('Company')).toBeHidden();
    const message = unique('My backpack strap broke.');
    await fillContactForm(page, { message });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-form [role=status]')).toContainText('Thanks for contacting us');
    await expect(page.locator('#contact-form form')).toHaveCount(0);
    const latest = await latestContact(page, message);
    expect(latest.form_id).toBe('contact-form');
    expect(latest.fields).toEqual({
      name: 'Ann Example',
      email: 'ann@example.com',
      writer: 'person',
      topics: ['repair'],
      message,
    });
    expect(latest.hidden_fields).toEqual(['company']);
  });

  test('conditional Company field: shown for a business and stored', async ({ page }) => {
    await openContact(page);
    const message = unique('For our shop');
    await fillContactForm(page, { business: true, message });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-form [role=status]')).toBeVisible();
    const latest = await latestContact(page, message);
    expect(latest.fields.company).toBe('Example Ltd');
    expect(latest.hidden_fields).toEqual([]);
  });

  test('validation errors keep the typed text and focus the first invalid field', async ({ page }) => {
    await openContact(page);
    await fillContactForm(page);
    await page.getByLabel('Email address').fill('ann@example..com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await expect(page.getByLabel('Your name')).toHaveValue('Ann Example');
  });

  // Every failing answer (500, 404, malformed, empty, slow, dropped): server-failures.spec.ts.

  test('no double submit while the request is in flight', async ({ page }) => {
    await openContact(page);
    // Held until the second click and Enter are in: on a busy machine a timed delay could end
    // first, and the answer would replace the form under the second click.
    const posts = await holdRequests(page, '**/contact/submit');
    await fillContactForm(page);
    const button = page.getByRole('button', { name: 'Send message' });
    await button.click();
    await expect.poll(posts.count).toBe(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.click({ force: true });
    await page.keyboard.press('Enter');
    posts.release();
    await expect(page.locator('#contact-form [role=status]')).toBeVisible();
    expect(posts.count()).toBe(1);
  });

  test('while the request is out, the Send button shows the visible loading indicator; it goes with the answer', async ({ page }) => {
    await openContact(page);
    const posts = await holdRequests(page, '**/contact/submit');
    await fillContactForm(page);
    const button = page.getByRole('button', { name: 'Send message' });
    await button.click();
    await expect.poll(posts.count).toBe(1);
    await expectShownOnScreen(loadingIndicator(button));
    await expect(button).toHaveAttribute('aria-busy', 'true');
    posts.release();
    await expect(page.locator('#contact-form [role=status]')).toBeVisible();
    await expect(loadingIndicator(page)).toHaveCount(0);
  });

  test('without JavaScript the form posts and the server answers a full page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact.html');
    await page.getByLabel('Your name').fill('No Script');
    await page.getByLabel('Email address').fill('noscript@example.com');
    await page.getByLabel('a private person').check();
    await page.getByLabel('An order').check();
    const message = unique('Sent without JavaScript.');
    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Please solve').fill('13');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-form.pb-contact-result')).toContainText('Thanks');
    const latest = await latestContact(page, message);
    expect(latest.fields.name).toBe('No Script');
    await context.close();
  });
});

test.describe('contact form accessibility', () => {

  test('the contact page is axe clean before and after failed validation and after success', async ({ page }) => {
    await openContact(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please, fill in the following fields:');
    await expectNoAxeViolations(page);
    await page.getByLabel('a business').check();
    await expect(page.getByLabel('Company')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('a private person').check();
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-form [role=status]')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
