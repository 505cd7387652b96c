/**
 * End-to-end tests: real Chromium (Debian's, or CHROME_PATH) against the real demo server,
 * which serves demo/pages and dist/. `npm run test:e2e` builds dist/ first; this config never
 * builds. E2E_PORT overrides the port.
 */
import { defineConfig } from '@playwright/test';
import { chromiumExecutable, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT || 4179);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  // Two browsers against one server: most of a test is waiting on a page, so a second worker
  // halves the run (24 → 14 min quiet). Each test has its own browser context (pages, cookies, storage).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous bounds: tests wait for states, and a busy machine (a second CI beside this one) may
  // take several times longer to reach them; a passing test never waits the bound out.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: origin,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // No trace by default: recording one (a DOM snapshot at every action) made each test about 30 %
    // slower on 2 cores, for every passing test. To debug a failure: `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node demo/server/main.mjs',
    env: { PORT: String(port), HOST: '127.0.0.1', PB_DB: 'test-results/e2e.sqlite' },
    url: `${origin}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
