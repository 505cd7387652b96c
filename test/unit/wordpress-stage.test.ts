import { describe, expect, it } from 'vitest';
import { stagePlan } from '../../scripts/wordpress/site.mjs';

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
