/**
 * A real WordPress for the end-to-end tests (issue 21), from Debian's packages (`wordpress`,
 * `mariadb-server`, `php-cli`), entirely under test-results/wordpress/ and only on 127.0.0.1:
 *
 * 1. MariaDB: its own data directory and socket (mysql/, mysqld.sock), no TCP port
 *    (--skip-networking), never the system's instance; a database and a user for WordPress.
 * 2. WordPress: a site directory (the package's files, wp-includes linked, our wp-config.php),
 *    the plugin unzipped from dist/pb-elements-wordpress.zip (the installable zip itself), the
 *    minimal theme (demo/wordpress/pb-theme/), the themes Debian installed with WordPress (linked:
 *    Twenty Twenty-Three and Twenty Twenty-One, packages wordpress-theme-twentytwentythree and
 *    wordpress-theme-twentytwentyone) and the tests' must-use plugin
 *    (test/wordpress/fixtures/); installed with wp_install() by install.php.
 * 3. PHP's built-in server on 127.0.0.1:PORT (WP_PORT, default 4879) with router.php.
 *
 * `start()` does it all and returns the site (URL, users, timings); `stop()` ends both servers
 * (their process groups, recorded in state.json); `wpEval()` runs PHP code in the site (eval.php) and
 * `switchTheme()` activates a theme. CLI: `node scripts/wordpress/site.mjs start|stop|check`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { unzip } from './build-plugin.mjs';
import { CLASSIC_THEME, DEFAULT_THEME, missingPackages, WORDPRESS } from './packages.mjs';

export { CLASSIC_THEME, DEFAULT_THEME };

export const WP_DIR = path.resolve('test-results/wordpress');
export const SITE_DIR = path.join(WP_DIR, 'site');
export const SOCKET = path.join(WP_DIR, 'mysqld.sock');
const DATA_DIR = path.join(WP_DIR, 'mysql');
const STATE = path.join(WP_DIR, 'state.json');
const OPCACHE_DIR = path.join(WP_DIR, 'opcache');
/**
 * PHP's OPcache for the command line (off by default there), its compiled scripts kept in a folder:
 * every `php` run after install.php (wpEval, the built-in server) loads WordPress precompiled.
 * A wpEval took 10 s without it, 3 s with it, on this 2-core machine under load.
 */
const PHP_OPCACHE = ['-d', 'opcache.enable_cli=1', '-d', `opcache.file_cache=${OPCACHE_DIR}`];
const PLUGIN_ZIP = path.resolve('dist/pb-elements-wordpress.zip');
export const PORT = Number(process.env.WP_PORT || 4879);
export const SITE_URL = `http://127.0.0.1:${PORT}`;
const DB = { name: 'wordpress', user: 'wordpress', password: 'wordpress-e2e' };

/** Runs SQL through the test instance's socket; returns the rows as tab-separated lines. */
export function sql(statement, database = DB.name) {
  return execFileSync('mariadb', ['--no-defaults', `--socket=${SOCKET}`, '-u', 'root', '-N', '-B', ...(database ? [database] : []), '-e', statement], { encoding: 'utf8' }).trim();
}

/** Runs PHP code in the site (after wp-load.php, with wp-admin's functions) and returns what it returns. */
export function wpEval(code) {
  const output = execFileSync('php', [...PHP_OPCACHE, path.resolve('scripts/wordpress/eval.php'), SITE_DIR, SITE_URL], { input: code, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop());
}

/** Activates a theme (its directory name), as Appearance → Themes does. */
export function switchTheme(theme) {
  const active = wpEval(`switch_theme(${JSON.stringify(theme)}); return get_stylesheet();`);
  if (active !== theme) throw new Error(`could not switch to the theme ${theme} (still ${active})`);
}

/** Starts a detached server in its own process group; its output goes to a log file. */
function launch(command, args, log, env = {}) {
  const out = openSync(path.join(WP_DIR, log), 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  child.unref();
  closeSync(out);
  return child.pid;
}

/** Whether a process group leader is still one of ours: its command line names this site's folder. */
function isOurs(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(WP_DIR);
  } catch {
    return false;
  }
}

async function portAnswers() {
  try {
    await fetch(SITE_URL, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const start = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function wpConfig() {
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
// Written by scripts/wordpress/site.mjs for the end-to-end tests.
define('DB_NAME', '${DB.name}');
define('DB_USER', '${DB.user}');
define('DB_PASSWORD', '${DB.password}');
define('DB_HOST', 'localhost:${SOCKET}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.map((key) => `define('${key}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${SITE_URL}');
define('WP_SITEURL', '${SITE_URL}');
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${path.join(WP_DIR, 'debug.log')}');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
// No network here: WordPress would wait on update checks and feeds.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

function writeSite() {
  mkdirSync(SITE_DIR, { recursive: true });
  for (const name of readdirSync(WORDPRESS)) {
    if (name === 'wp-config.php' || name === 'wp-content') continue;
    // wp-includes is only required by path (ABSPATH): link it; the entry points are copied so that
    // their __DIR__ is the site directory and they load this site's wp-config.php.
    if (name === 'wp-includes') symlinkSync(path.join(WORDPRESS, name), path.join(SITE_DIR, name));
    else cpSync(path.join(WORDPRESS, name), path.join(SITE_DIR, name), { recursive: true, verbatimSymlinks: true });
  }
  writeFileSync(path.join(SITE_DIR, 'wp-config.php'), wpConfig());
  const content = path.join(SITE_DIR, 'wp-content');
  for (const dir of ['plugins', 'themes', 'mu-plugins', 'uploads']) mkdirSync(path.join(content, dir), { recursive: true });
  for (const [name, data] of unzip(readFileSync(PLUGIN_ZIP))) {
    const file = path.join(content, 'plugins', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
  cpSync('demo/wordpress/pb-theme', path.join(content, 'themes', 'pb-theme'), { recursive: true });
  const coreThemes = path.join(WORDPRESS, 'wp-content', 'themes');
  for (const theme of existsSync(coreThemes) ? readdirSync(coreThemes) : []) symlinkSync(path.join(coreThemes, theme), path.join(content, 'themes', theme));
  cpSync('test/wordpress/fixtures/pb-e2e-site.php', path.join(content, 'mu-plugins', 'pb-e2e-site.php'));
}

/** @returns {Promise<{ url: string, users: any, timings: Record<string, number> }>} */
export async function start() {
  const missing = missingPackages();
  if (missing.length > 0) throw new Error(`WordPress tests need Debian's packages: apt-get install -y ${missing.join(' ')}`);
  if (!existsSync(PLUGIN_ZIP)) throw new Error('dist/pb-elements-wordpress.zip is missing: run npm run build first');
  stop();
  if (await portAnswers()) throw new Error(`port ${PORT} is taken by another server: set WP_PORT`);
  rmSync(WP_DIR, { recursive: true, force: true });
  mkdirSync(OPCACHE_DIR, { recursive: true });
  const timings = {};
  let mark = Date.now();
  const lap = (name) => {
    const now = Date.now();
    timings[name] = now - mark;
    mark = now;
  };
  const state = { pids: [] };
  const save = () => writeFileSync(STATE, JSON.stringify(state));

  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${DATA_DIR}`, '--user=root', '--auth-root-authentication-method=socket', '--skip-test-db'], { stdio: 'ignore' });
  lap('database files');
  state.pids.push(
    launch('mariadbd', [
      '--no-defaults', `--datadir=${DATA_DIR}`, `--socket=${SOCKET}`, `--pid-file=${path.join(WP_DIR, 'mysqld.pid')}`,
      '--skip-networking', '--user=root', `--log-error=${path.join(WP_DIR, 'mysqld.log')}`,
      '--innodb-buffer-pool-size=32M', '--innodb-log-file-size=16M', '--skip-log-bin', '--performance-schema=OFF',
    ], 'mysqld.out'),
  );
  save();
  await waitFor(() => existsSync(SOCKET) && sql('SELECT 1', '') === '1', 'MariaDB', 90_000);
  sql(`CREATE DATABASE ${DB.name} CHARACTER SET utf8mb4; CREATE USER '${DB.user}'@'localhost' IDENTIFIED BY '${DB.password}'; GRANT ALL ON ${DB.name}.* TO '${DB.user}'@'localhost';`, '');
  lap('database server');

  writeSite();
  lap('site files');
  const users = JSON.parse(execFileSync('php', [...PHP_OPCACHE, path.resolve('scripts/wordpress/install.php'), SITE_DIR, SITE_URL], { encoding: 'utf8' }).trim().split('\n').pop());
  lap('WordPress install');

  state.pids.push(
    launch('php', [...PHP_OPCACHE, '-S', `127.0.0.1:${PORT}`, '-t', SITE_DIR, path.resolve('scripts/wordpress/router.php')], 'php.out', { PHP_CLI_SERVER_WORKERS: '3' }),
  );
  save();
  await waitFor(async () => (await fetch(`${SITE_URL}/wp-login.php`)).ok, 'the PHP server', 90_000);
  lap('web server');
  const site = { url: SITE_URL, users, timings, total: Object.values(timings).reduce((sum, ms) => sum + ms, 0) };
  writeFileSync(path.join(WP_DIR, 'site.json'), JSON.stringify(site, null, 2));
  return site;
}

/** Ends the servers start() launched (their process groups), if any. */
export function stop() {
  if (!existsSync(STATE)) return;
  // Only processes that are still this site's servers (a pid of a crashed run may be reused).
  const pids = JSON.parse(readFileSync(STATE, 'utf8')).pids.filter(isOurs);
  for (const pid of [...pids].reverse()) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 10_000;
  const alive = (pid) => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (pids.some(alive) && Date.now() < deadline) execFileSync('sleep', ['0.1']);
  for (const pid of pids.filter(alive)) process.kill(-pid, 'SIGKILL');
  rmSync(STATE, { force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'start') {
    const site = await start();
    console.log(`WordPress at ${site.url} (set up in ${(site.total / 1000).toFixed(1)} s: ${JSON.stringify(site.timings)})`);
  } else if (command === 'stop') stop();
  else if (command === 'check') {
    const missing = missingPackages();
    console.log(missing.length === 0 ? 'ready' : `missing: ${missing.join(' ')}`);
    process.exit(missing.length === 0 ? 0 : 1);
  } else {
    console.error('usage: node scripts/wordpress/site.mjs start|stop|check');
    process.exit(2);
  }
}
