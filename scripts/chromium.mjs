/**
 * Which Chromium the browser and end-to-end tests drive: CHROME_PATH when set, else Debian's
 * package, else (undefined) Playwright's own download on a developer laptop.
 */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

export function chromiumExecutable() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return DEBIAN_CHROMIUM.find((path) => existsSync(path));
}

/** Without these, the closed network here floods Chromium with refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
