import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { missingPackages, stagePlan, WORDPRESS_PACKAGES } from '../../scripts/wordpress/packages.mjs';

describe('npm test: the real-WordPress stage', () => {
  it('runs when Debian\'s WordPress, MariaDB and PHP are installed, in CI or not', () => {
    expect(stagePlan([], false).action).toBe('run');
    expect(stagePlan([], true).action).toBe('run');
  });

  it('is skipped, saying what is missing, outside CI', () => {
    expect(stagePlan(['wordpress', 'php-cli'], false)).toEqual({ action: 'skip', reason: 'missing: wordpress php-cli' });
  });

  it('fails rather than skips with CI set: a green CI means the stage ran', () => {
    expect(stagePlan(['mariadb-server'], true)).toEqual({ action: 'fail', reason: 'missing: mariadb-server' });
  });
});

describe('.ci/run: which of Debian\'s packages the WordPress stage still needs (scripts/wordpress/packages.mjs missing)', () => {
  const missing = (env: Record<string, string>) =>
    execFileSync(process.execPath, ['scripts/wordpress/packages.mjs', 'missing'], { encoding: 'utf8', env: { ...process.env, ...env } }).trim().split(' ').filter(Boolean);

  it('names WordPress and both themes when WordPress is not where Debian puts it, and only packages of the list', () => {
    const names = missing({ WP_CORE_DIR: '/nonexistent-wordpress' });
    expect(names).toEqual(expect.arrayContaining(['wordpress', 'wordpress-theme-twentytwentythree', 'wordpress-theme-twentytwentyone']));
    expect(names.every((name) => WORDPRESS_PACKAGES.includes(name))).toBe(true);
  });

  it('prints what missingPackages() finds, so CI installs exactly what npm test would miss', () => {
    expect(missing({})).toEqual(missingPackages());
  });
});
