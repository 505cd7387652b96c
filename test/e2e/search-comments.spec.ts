/**
 * pb-search and pb-comments on the demo site (SPEC.md §1 "menu search and search boxes",
 * "Comments"; §9 "Search padding adds 30 px"), against the real demo server and its SQLite
 * database: searches return real results, comments are stored and shown, every error path keeps
 * what was typed, there is no double submit, and axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { fillComment, openCommunity, storedComments, unique } from './form-helpers';
import { collectErrors, expectNoAxeViolations, loadingIndicator, upgraded } from './helpers';

test.describe('pb-search', () => {
  test('a search returns the demo pages that match, from the server\'s index', async ({ page }) => {
    await openCommunity(page);
    await page.locator('#site-search-field').fill('backpack');
    await page.locator('#site-search-field').press('Enter');
    await expect(page).toHaveURL(/\/search\?s=backpack$/);
    await expect(page.locator('h1')).toHaveText('Search results for “backpack”');
    await expect(page.locator('.search-results a[href="/tabs.html"]')).toBeVisible();
  });

  test('search padding adds 30 px and the button lies over the end of the field', async ({ page }) => {
    await openCommunity(page);
    const padding = await page.locator('#site-search-field').evaluate((input) => getComputedStyle(input).paddingRight);
    expect(padding).toBe('42px');
    const field = (await page.locator('#site-search-field').boundingBox())!;
    const button = (await page.locator('#site-search .search-submit').boundingBox())!;
    expect(Math.abs(field.x + field.width - (button.x + button.width))).toBeLessThan(1);
  });

  test('an empty search is not sent: the field keeps the focus and a polite message is announced', async ({ page }) => {
    await openCommunity(page);
    await page.locator('#site-search .search-submit').click();
    await expect(page).toHaveURL(/\/community\.html$/);
    await expect(page.locator('#site-search-field')).toBeFocused();
    await expect(page.locator('#site-search [part=status]')).toHaveText('Please enter a search term.');
  });

  test('the header search expands from its button and Escape collapses it, returning the focus', async ({ page }) => {
    await openCommunity(page);
    const button = page.locator('#header-search .search-submit');
    const field = page.locator('#header-search-field');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(field).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect((await field.boundingBox())!.width).toBeGreaterThan(100);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('while the results page is on its way, the search button shows the visible loading indicator', async ({ page }) => {
    await openCommunity(page);
    // The results page is held for 3 s. Playwright's click waits for the navigation meanwhile, so
    // the page reports what a visitor sees through the console, two frames after the indicator
    // appeared, and the report must come while the answer is still held.
    let answered = false;
    await page.route(/\/search\?s=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      answered = true;
      await route.continue();
    });
    const report = new Promise<{ seen: Record<string, unknown>; whileHeld: boolean }>((resolve) => {
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith('busy search button: ')) resolve({ seen: JSON.parse(text.slice(20)), whileHeld: !answered });
      });
    });
    await page.evaluate(() => {
      const button = document.querySelector('#site-search button[type=submit]')!;
      new MutationObserver((_records, observer) => {
        const indicator = button.querySelector('.pb-loading');
        if (!indicator) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const box = indicator.getBoundingClientRect();
            const style = getComputedStyle(indicator);
            const seen = { width: box.width > 0, height: box.height > 0, visibility: style.visibility, opacity: Number(style.opacity), busy: button.getAttribute('aria-busy') };
            console.log(`busy search button: ${JSON.stringify(seen)}`);
          }),
        );
      }).observe(button, { childList: true });
    });
    await page.locator('#site-search-field').fill('lightbox');
    await page.locator('#site-search button[type=submit]').click();
    const { seen, whileHeld } = await report;
    expect(seen).toEqual({ width: true, height: true, visibility: 'visible', opacity: 1, busy: 'true' });
    expect(whileHeld, 'seen while the results page was held').toBe(true);
    await expect(page).toHaveURL(/\/search\?s=lightbox$/);
    await expect(page.locator('.search-results a[href="/lightbox.html"]')).toBeVisible();
    // Back on the page (from the back/forward cache or loaded again), the button is at rest.
    await page.goBack();
    await expect(page.locator('#site-search-field')).toBeVisible();
    await expect(loadingIndicator(page)).toHaveCount(0);
    await expect(page.locator('#site-search button[type=submit]')).not.toHaveAttribute('aria-busy', 'true');
  });
});

test.describe('pb-comments', () => {
  test('a new comment is stored in the database and shown at the end of the list', async ({ page }) => {
    const errors = collectErrors(page);
    await openCommunity(page);
    const text = unique('A real comment');
    await fillComment(page, text);
    await page.locator('#commentform .submit').click();
    const inserted = page.locator('.comment-list > li.comment').last();
    await expect(inserted.locator('.comment-content')).toHaveText(text);
    await expect(page).toHaveURL(/\/community\.html$/);
    await expect(page.locator('#comment')).toHaveValue('');
    const stored = (await storedComments(page)).find((comment) => comment.content === text);
    expect(stored).toMatchObject({ parent_id: 0, author: 'E2E Walker' });
    await expect(inserted).toHaveAttribute('id', `comment-${stored!.id}`);
    await expect(page.locator('#comments [part=status]')).toHaveText('Your comment was posted.');
    expect(errors).toEqual([]);
  });

  test('a reply moves the form, is stored with its parent and appears under that comment', async ({ page }) => {
    await openCommunity(page);
    await page.locator('#comment-9003 .comment-reply-link').click();
    await expect(page.locator('#comment')).toBeFocused();
    await expect(page.locator('#comments [part=status]')).toHaveText('Replying to Cleo Marsh');
    await expect(page.locator('#cancel-comment-reply-link')).toBeVisible();
    const text = unique('Try the harbour café');
    await fillComment(page, text);
    await page.locator('#commentform .submit').click();
    await expect(page.locator('#comment-9003 > ol.children > li .comment-content')).toHaveText(text);
    const stored = (await storedComments(page)).find((comment) => comment.content === text);
    expect(stored?.parent_id).toBe(9003);
    await expect(page.locator('#comment_parent')).toHaveValue('0');
    await expect(page.locator('#cancel-comment-reply-link')).toBeHidden();
  });

  test('cancel puts the form back and returns the focus to the reply link', async ({ page }) => {
    await openCommunity(page);
    await page.locator('#comment-9001 .comment-reply-link').first().click();
    await expect(page.locator('#comment_parent')).toHaveValue('9001');
    await page.locator('#cancel-comment-reply-link').click();
    await expect(page.locator('#comment_parent')).toHaveValue('0');
    await expect(page.locator('#comment-9001 .comment-reply-link').first()).toBeFocused();
    expect(await page.locator('#respond').evaluate((respond) => respond.previousElementSibling?.classList.contains('comment-list'))).toBe(true);
  });

  // Every failing answer (500, 404, malformed, empty, slow, dropped): server-failures.spec.ts.
  test('a server validation error (400) shows the server\'s text and keeps what was typed; then a retry works', async ({ page }) => {
    await openCommunity(page);
    const text = unique('Do not lose me');
    await fillComment(page, text);
    const error = page.locator('#commentform [data-pb-message]');
    await page.route('**/comments', (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'Invalid email' }));
    await page.locator('#commentform .submit').click();
    await expect(error).toHaveText('Invalid email');
    await expect(page.locator('#comment')).toHaveValue(text);
    await expect(page.locator('#author')).toHaveValue('E2E Walker');

    await page.unroute('**/comments');
    await page.locator('#commentform .submit').click();
    await expect(page.locator('.comment-list > li.comment').last().locator('.comment-content')).toHaveText(text);
    await expect(error).toBeHidden();
    expect((await storedComments(page)).filter((comment) => comment.content === text)).toHaveLength(1);
  });

  test('client validation: nothing is sent and the first empty field gets the focus', async ({ page }) => {
    await openCommunity(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.locator('#commentform .submit').click();
    await expect(page.locator('#commentform [data-pb-message] p')).toHaveText('Please, fill in the following fields:');
    await expect(page.locator('#commentform [data-pb-message] li')).toHaveText(['Comment', 'Name', 'Email']);
    await expect(page.locator('#comment')).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('no double submit: clicks while sending send one request and store one comment', async ({ page }) => {
    await openCommunity(page);
    let requests = 0;
    await page.route('**/comments', async (route) => {
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const text = unique('Only once');
    await fillComment(page, text);
    const submit = page.locator('#commentform .submit');
    await submit.click();
    await submit.click();
    await submit.press('Enter');
    await expect(page.locator('.comment-content', { hasText: text })).toHaveCount(1);
    expect(requests).toBe(1);
    expect((await storedComments(page)).filter((comment) => comment.content === text)).toHaveLength(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reply link opens the server-rendered reply form; the post is stored and shown after the redirect', async ({ page }) => {
    await page.goto('/community.html');
    await page.locator('#comment-9001 .comment-reply-link').first().click();
    await expect(page).toHaveURL(/\/community\.html\?replytocom=9001#respond$/);
    await expect(page.locator('#comment_parent')).toHaveValue('9001');
    await expect(page.locator('#cancel-comment-reply-link')).toBeVisible();
    const text = unique('Posted without JavaScript');
    await fillComment(page, text);
    await page.locator('#commentform .submit').click();
    await expect(page).toHaveURL(/\/community\.html#comment-\d+$/);
    await expect(page.locator('.comment-content', { hasText: text })).toBeVisible();
    const stored = (await storedComments(page)).find((comment) => comment.content === text);
    expect(stored?.parent_id).toBe(9001);
  });

  test('the search form works as a plain GET form', async ({ page }) => {
    await page.goto('/community.html');
    await page.locator('#site-search-field').fill('lightbox');
    await page.locator('#site-search-field').press('Enter');
    await expect(page).toHaveURL(/\/search\?s=lightbox$/);
    await expect(page.locator('.search-results a[href="/lightbox.html"]')).toBeVisible();
  });
});

test.describe('axe-core on search and comments', () => {

  test('community.html: 0 violations while replying and after a validation error', async ({ page }) => {
    await openCommunity(page);
    await page.locator('#comment-9001 .comment-reply-link').first().click();
    await page.locator('#commentform .submit').click();
    await expect(page.locator('#commentform [data-pb-message]')).toBeVisible();
    await page.locator('#header-search .search-submit').click();
    await expectNoAxeViolations(page);
  });

  test('the search results page: 0 violations', async ({ page }) => {
    await page.goto('/search?s=slider');
    await upgraded(page, 'pb-search');
    await expectNoAxeViolations(page);
  });
});
