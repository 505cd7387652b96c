/**
 * What the form specs share (contact-form, newsletter, search-comments, server-failures): opening
 * each demo form as a visitor reaching for it would, filling it validly, checking that what was
 * typed is still there, and reading back what the demo server stored.
 */
import { expect, type Page } from '@playwright/test';
import { upgraded } from './helpers';

/** A text no other run has used (the e2e database persists between tests of one run). */
export const unique = (label: string): string => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

// Contact form (demo/pages/contact.html).

/** Opens the contact page and points at the form, as a visitor reaching for it does (docs/loading.md "How modules load"). */
export async function openContact(page: Page): Promise<void> {
  await page.goto('/contact.html');
  await page.locator('#contact-form').hover();
  // Generous: its code and first render wait for a busy machine (10 s ran out once, 3 workers on 2 cores).
  await expect(page.locator('#contact-form')).toHaveAttribute('data-enhanced', '', { timeout: 30_000 });
}

/** Fills the form validly; `business` also shows and fills the conditional Company field. */
export async function fillContactForm(page: Page, { business = false, message = 'My backpack strap broke.' } = {}): Promise<void> {
  await page.getByLabel('Your name').fill('Ann Example');
  await page.getByLabel('Email address').fill('ann@example.com');
  await page.getByLabel(business ? 'a business' : 'a private person').check();
  if (business) await page.getByLabel('Company').fill('Example Ltd');
  await page.getByLabel('A repair').check();
  await page.getByLabel('Message').fill(message);
  const sum = await page.evaluate(() => {
    const value = (name: string) => Number((document.querySelector(`[name=${name}]`) as HTMLInputElement).value);
    return value('pb_captcha_first') + value('pb_captcha_second');
  });
  await page.getByLabel('Please solve').fill(String(sum));
}

export async function expectContactValuesKept(page: Page, message = 'My backpack strap broke.'): Promise<void> {
  await expect(page.getByLabel('Your name')).toHaveValue('Ann Example');
  await expect(page.getByLabel('Email address')).toHaveValue('ann@example.com');
  await expect(page.getByLabel('Message')).toHaveValue(message);
  await expect(page.getByLabel('A repair')).toBeChecked();
}

/**
 * The last stored contact submission with a field value containing `text`: each test sends a text
 * of its own, as other workers store submissions meanwhile.
 */
export async function latestContact(page: Page, text: string): Promise<{ form_id: string; fields: Record<string, unknown>; hidden_fields: string[] }> {
  return (await page.request.get(`/api/contact/latest?containing=${encodeURIComponent(text)}`)).json();
}

// Newsletter (demo/pages/newsletter.html).

export const NEWSLETTER = '#trail-letter';

/** An address no other run has used. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

export async function openNewsletter(page: Page): Promise<void> {
  await page.goto('/newsletter.html');
  await upgraded(page, NEWSLETTER);
}

export async function fillNewsletter(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Gear reviews').check();
}

export async function expectNewsletterValuesKept(page: Page, email: string): Promise<void> {
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Gear reviews')).toBeChecked();
}

/** The demo list's subscription of `email` (any case), and how many the list holds of it. */
export async function latestSubscription(page: Page, email: string): Promise<{ count: number; subscription: Record<string, unknown> | null }> {
  const response = await page.request.get(`/api/newsletter/latest?list_id=trail-letter&email=${encodeURIComponent(email)}`);
  return response.json();
}

// Comments and search boxes (demo/pages/community.html).

export const COMMENTS_POST_ID = 42;

/** Opens the community page with its search boxes and comments upgraded, as a visitor reaching for each would. */
export async function openCommunity(page: Page): Promise<void> {
  await page.goto('/community.html');
  for (const selector of ['#site-search', '#header-search', '#comments']) await upgraded(page, selector);
}

export async function storedComments(page: Page): Promise<Array<{ id: number; parent_id: number; author: string; content: string }>> {
  const response = await page.request.get(`/api/comments?post_id=${COMMENTS_POST_ID}`);
  expect(response.status()).toBe(200);
  return (await response.json()).comments;
}

export async function fillComment(page: Page, text: string, author = 'E2E Walker', email = 'e2e@example.com'): Promise<void> {
  await page.locator('#comment').fill(text);
  await page.locator('#author').fill(author);
  await page.locator('#email').fill(email);
}
