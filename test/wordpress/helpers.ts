/** What the WordPress specs share: the site global-setup.ts started, and logging in to it. */
import { readFileSync } from 'node:fs';
import { expect, type Cookie, type Locator, type Page } from '@playwright/test';
import { WP_DIR } from '../../scripts/wordpress/site.mjs';
import type { WordPressSite } from '../../scripts/wordpress/site.mjs';

export const site = (): WordPressSite => JSON.parse(readFileSync(`${WP_DIR}/site.json`, 'utf8'));

/** Each role's cookies from its first log-in through the form in this worker (one worker runs the stage). */
const sessions = new Map<string, Cookie[]>();

/**
 * Logs in as the Administrator unless told: the first time for a role through wp-login.php's form
 * (landing on the dashboard), then with that log-in's cookies, so a test starts where it goes
 * next instead of loading the form and the dashboard again (no test ends a session).
 */
export async function logIn(page: Page, role: keyof WordPressSite['users'] = 'admin'): Promise<void> {
  const saved = sessions.get(role);
  if (saved) {
    await page.context().addCookies(saved);
    return;
  }
  const { user, password } = site().users[role];
  await page.goto('/wp-login.php');
  // wp-login.php focuses a field 200 ms after it loads, and empties the password there when it
  // knows the user: filled before that, the form once went with an empty password ("The password
  // field is empty."). So the fields are filled once the focus is in one of them.
  await expect(page.locator('#user_login:focus, #user_pass:focus')).toHaveCount(1);
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(password);
  await expect(page.locator('#user_pass')).toHaveValue(password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
  sessions.set(role, await page.context().cookies());
}

/** The headers of a REST API call made as a user with an application password (Editor, Author). */
export const restHeaders = ({ user, applicationPassword }: { user: string; applicationPassword: string }): Record<string, string> => ({
  Authorization: `Basic ${Buffer.from(`${user}:${applicationPassword}`).toString('base64')}`,
  'Content-Type': 'application/json',
});

/** What PHP logged about the plugin (notices, warnings) so far: WP_DEBUG_LOG is test-results/wordpress/debug.log. */
export const pluginLog = (): string[] => {
  try {
    return readFileSync(`${WP_DIR}/debug.log`, 'utf8').split('\n').filter((line) => line.includes('pb-elements'));
  } catch {
    return [];
  }
};

/**
 * The visitor reaches for a module as the loader waits for: scrolls to it and points at it
 * (the consent banner answered first, so it covers nothing). A module with nothing to point at (a block
 * left empty, a blog list without posts) is asked for as code may ask for one (`pb-upgrade`,
 * docs/loading.md).
 */
export async function reachFor(element: Locator): Promise<void> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const box = await element.boundingBox();
  // `force`: a map or a carousel that moves is never "stable" for Playwright, and nothing covers the page once the banner is answered.
  if (box && box.width >= 1 && box.height >= 1) await element.hover({ force: true });
  else await element.evaluate((node) => node.dispatchEvent(new Event('pb-upgrade', { bubbles: true })));
}
