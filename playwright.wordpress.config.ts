/**
 * End-to-end tests against a real WordPress (issue 21): Debian's WordPress, MariaDB and PHP's
 * built-in server, set up by test/wordpress/global-setup.ts (scripts/wordpress/site.mjs) under
 * test-results/wordpress/ on 127.0.0.1:WP_PORT (default 4879) and stopped afterwards. Needs
 * dist/ (and dist/pb-elements-wordpress.zip): `npm run build` first. Run by scripts/test-all.mjs
 * as its own stage, or `npx playwright test -c playwright.wordpress.config.ts`.
 */
import { defineConfig } from '@playwright/test';
import { chromiumExecutable, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.WP_PORT || 4879);

export default defineConfig({
  testDir: 'test/wordpress',
  globalSetup: './test/wordpress/global-setup.ts',
  globalTeardown: './test/wordpress/global-teardown.ts',
  fullyParallel: false,
  // One browser: PHP's server has three workers, and the tests share one site.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/wordpress-e2e.json' }]],
  outputDir: 'test-results/wordpress-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // No trace by default: recording one (a DOM snapshot at every action) made each test about 30 %
    // slower on 2 cores, for every passing test. To debug a failure: `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
