/** Shared by the WordPress end-to-end specs: the test site's record and the admin's log-in. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { WP_DIR } from '../../scripts/wordpress/site.mjs';

/** The site scripts/wordpress/site.mjs set up: URL, users, timings. */
export const site = () => JSON.parse(readFileSync(`${WP_DIR}/site.json`, 'utf8'));

/** Logs the Administrator in (wp-login.php). */
export async function logIn(page: Page): Promise<void> {
  const { user, password } = site().users.admin;
  await page.goto('/wp-login.php');
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
}
