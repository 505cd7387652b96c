/**
 * Which of Debian's packages the WordPress end-to-end stage needs, and which of them are missing.
 * Node's own modules only: `.ci/run` asks before `npm ci` (`node scripts/wordpress/packages.mjs
 * missing` prints the missing packages' names), `npm test` (scripts/test-all.mjs) to run, skip or
 * fail the stage, and scripts/wordpress/site.mjs before it sets up the site.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORDPRESS = process.env.WP_CORE_DIR || '/usr/share/wordpress';
/** WordPress 6.1's default theme (a block theme), linked into the site: tests switch to it (switchTheme). */
export const DEFAULT_THEME = 'twentytwentythree';
/** The classic default theme (PHP templates), package wordpress-theme-twentytwentyone: the theme tests' second theme. */
export const CLASSIC_THEME = 'twentytwentyone';
/** Everything the stage installs: WordPress, both themes, MariaDB, PHP's command line and its MySQL driver. */
export const WORDPRESS_PACKAGES = ['wordpress', `wordpress-theme-${DEFAULT_THEME}`, `wordpress-theme-${CLASSIC_THEME}`, 'mariadb-server', 'php-cli', 'php-mysql'];

const which = (name) => ['/usr/sbin', '/usr/bin', '/usr/local/bin', '/sbin', '/bin'].map((dir) => path.join(dir, name)).find((file) => existsSync(file));

function hasMysqli() {
  try {
    return execFileSync('php', ['-m'], { encoding: 'utf8' }).split('\n').includes('mysqli');
  } catch {
    return false;
  }
}

/** What is missing to run the site: [] when everything is installed. */
export function missingPackages() {
  const missing = [];
  if (!which('php')) missing.push('php-cli', 'php-mysql');
  else if (!hasMysqli()) missing.push('php-mysql');
  if (!which('mariadbd') || !which('mariadb-install-db') || !which('mariadb')) missing.push('mariadb-server');
  if (!existsSync(path.join(WORDPRESS, 'wp-settings.php'))) missing.push('wordpress');
  for (const theme of [DEFAULT_THEME, CLASSIC_THEME]) {
    if (!existsSync(path.join(WORDPRESS, 'wp-content', 'themes', theme))) missing.push(`wordpress-theme-${theme}`);
  }
  return missing;
}

/**
 * What `npm test` does with the WordPress stage: run it when nothing is missing; otherwise skip it with the
 * reason, except under CI, where a green run must mean the stage ran, so it fails.
 */
export function stagePlan(missing, ci) {
  if (missing.length === 0) return { action: 'run', reason: 'ready' };
  const reason = `missing: ${missing.join(' ')}`;
  return { action: ci ? 'fail' : 'skip', reason };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'missing') console.log(missingPackages().join(' '));
  else {
    console.error('usage: node scripts/wordpress/packages.mjs missing');
    process.exit(2);
  }
}
