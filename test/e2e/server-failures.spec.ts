/**
 * Every form, every failure (docs/conventions.md "When a form's server fails", react-core/forms/submit-verdict.ts):
 * the contact form, the newsletter and the comments each meet a 500, a 404 page, a malformed and
 * an empty answer, a 200 page that is not what they asked for (a security plugin's), a server too
 * slow for the element's timeout, and a dropped connection. Each time the typed values stay, the
 * message says what to do, the button is usable again (no busy state, no loading indicator), and
 * a retry sends exactly one request, which the real demo server stores.
 * The search boxes send nothing themselves (plain GET forms: the browser loads the results page),
 * so they have no answer of their own to judge.
 */
import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import {
  expectContactValuesKept,
  expectNewsletterValuesKept,
  fillComment,
  fillContactForm,
  fillNewsletter,
  latestContact,
  latestSubscription,
  NEWSLETTER,
  openCommunity,
  openContact,
  openNewsletter,
  storedComments,
  unique,
  uniqueEmail,
} from './form-helpers';
import { loadingIndicator } from './helpers';

/** The timeout the slow case sets on the element (its `timeout` attribute), well below the hold. */
const SHORT_TIMEOUT_MS = 1500;
/** A generous bound for the failure to show: the timeout plus a busy machine's slack. */
const FAILURE_SHOWN_MS = 15_000;

const MESSAGES = {
  contactSendFailed: 'Your message could not be sent. Please check your connection and try again.',
  subscriptionFailed: 'Subscription failed. Please try again later.',
  commentFailed: 'Your comment could not be sent. Please try again.',
  commentUnconfirmed: 'The server did not confirm that your comment was posted. Your text is kept: please try again.',
};

/** How a failing server answers: a route handler; `slow` holds the request until `release`. */
interface Failure {
  name: string;
  /** The answer is a 2xx that does not prove success (comments name it differently). */
  unconfirmed: boolean;
  handle: (route: Route, held: Promise<void>) => Promise<void>;
}

const FAILURES: Failure[] = [
  {
    name: '500 with an error text',
    unconfirmed: false,
    handle: (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal"}' }),
  },
  {
    name: '404 page',
    unconfirmed: false,
    handle: (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title><h1>Page not found</h1>' }),
  },
  {
    name: 'malformed answer',
    unconfirmed: true,
    handle: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":' }),
  },
  {
    name: 'empty answer',
    unconfirmed: true,
    handle: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  },
  {
    name: "security plugin's 200 page",
    unconfirmed: true,
    handle: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><head><title>Request blocked</title></head><body><h1>Request blocked</h1><p>Security check.</p></body></html>',
      }),
  },
  {
    name: 'slow server (beyond the timeout)',
    unconfirmed: false,
    handle: async (route, held) => {
      await held;
      // The page gave up long ago: its request may be gone.
      await route.abort('timedout').catch(() => undefined);
    },
  },
  {
    name: 'dropped connection',
    unconfirmed: false,
    handle: (route) => route.abort('connectionreset'),
  },
];

/** One form of the demo site, as a visitor meets it. */
interface FormCase {
  name: string;
  element: string;
  /** The URL glob its submissions go to. */
  endpoint: string;
  /** Whether a request is this form's submission. */
  isSubmission: (request: Request) => boolean;
  open: (page: Page) => Promise<void>;
  /** Fills the form and returns what identifies this submission in the database. */
  fill: (page: Page) => Promise<string>;
  expectKept: (page: Page, typed: string) => Promise<void>;
  button: (page: Page) => Locator;
  message: (page: Page) => Locator;
  failureText: (failure: Failure) => string;
  /** Waits for the success a visitor sees, and checks the server stored the submission once. */
  expectStored: (page: Page, typed: string) => Promise<void>;
}

const FORMS: FormCase[] = [
  {
    name: 'contact form',
    element: '#contact-form',
    endpoint: '**/contact/submit',
    isSubmission: (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/contact/submit',
    open: openContact,
    fill: async (page) => {
      const message = unique('Strap broke');
      await fillContactForm(page, { message });
      return message;
    },
    expectKept: expectContactValuesKept,
    button: (page) => page.getByRole('button', { name: 'Send message' }),
    message: (page) => page.locator('#contact-form [data-pb-message]'),
    failureText: () => MESSAGES.contactSendFailed,
    expectStored: async (page, message) => {
      await expect(page.locator('#contact-form [role=status]')).toContainText('Thanks for contacting us');
      expect((await latestContact(page, message)).fields.message).toBe(message);
    },
  },
  {
    name: 'newsletter',
    element: NEWSLETTER,
    endpoint: '**/wp-admin/admin-ajax.php',
    isSubmission: (request) => request.method() === 'POST' && (request.postData() ?? '').includes('et_pb_submit_subscribe_form'),
    open: openNewsletter,
    fill: async (page) => {
      const email = uniqueEmail('failure');
      await fillNewsletter(page, email);
      return email;
    },
    expectKept: expectNewsletterValuesKept,
    button: (page) => page.locator(`${NEWSLETTER} button[type=submit]`),
    message: (page) => page.locator(`${NEWSLETTER} [part~="error"]`),
    failureText: () => MESSAGES.subscriptionFailed,
    expectStored: async (page, email) => {
      await expect(page.locator(`${NEWSLETTER} [part~="success"]`)).toHaveText(/Thank you/);
      expect((await latestSubscription(page, email)).subscription).toMatchObject({ email });
    },
  },
  {
    name: 'comments',
    element: '#comments',
    endpoint: '**/comments',
    isSubmission: (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/comments',
    open: openCommunity,
    fill: async (page) => {
      const text = unique('Do not lose me');
      await fillComment(page, text);
      return text;
    },
    expectKept: async (page, text) => {
      await expect(page.locator('#comment')).toHaveValue(text);
      await expect(page.locator('#author')).toHaveValue('E2E Walker');
      await expect(page.locator('#email')).toHaveValue('e2e@example.com');
    },
    button: (page) => page.locator('#commentform .submit'),
    message: (page) => page.locator('#commentform [data-pb-message]'),
    failureText: (failure) => (failure.unconfirmed ? MESSAGES.commentUnconfirmed : MESSAGES.commentFailed),
    expectStored: async (page, text) => {
      await expect(page.locator('.comment-list > li.comment').last().locator('.comment-content')).toHaveText(text);
      await expect(page.locator('#comment')).toHaveValue('');
      expect((await storedComments(page)).filter((comment) => comment.content === text)).toHaveLength(1);
    },
  },
];

test.describe('every form, every failure: values kept, a message that says what to do, the button usable, one request per retry', () => {
  for (const form of FORMS) {
    for (const failure of FAILURES) {
      test(`${form.name}: ${failure.name}`, async ({ page }) => {
        await form.open(page);
        const slow = failure.name.startsWith('slow');
        if (slow) await page.locator(form.element).evaluate((element, ms) => element.setAttribute('timeout', String(ms)), SHORT_TIMEOUT_MS);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(form.endpoint, (route) => failure.handle(route, held));
        const submissions: Request[] = [];
        page.on('request', (request) => {
          if (form.isSubmission(request)) submissions.push(request);
        });

        const typed = await form.fill(page);
        const button = form.button(page);
        await button.click();
        await expect(form.message(page)).toHaveText(form.failureText(failure), { timeout: slow ? FAILURE_SHOWN_MS : undefined });
        await form.expectKept(page, typed);
        await expect(button).toBeVisible();
        await expect(button).not.toHaveAttribute('aria-disabled', 'true');
        await expect(button).not.toHaveAttribute('aria-busy', 'true');
        await expect(page.locator(`${form.element} form`)).not.toHaveAttribute('aria-busy', 'true');
        await expect(loadingIndicator(page.locator(form.element))).toHaveCount(0);
        expect(submissions).toHaveLength(1);

        release();
        await page.unroute(form.endpoint);
        await button.click();
        await form.expectStored(page, typed);
        expect(submissions, 'the retry sent exactly one request').toHaveLength(2);
      });
    }
  }
});
