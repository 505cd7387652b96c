import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir, removeDir } from './test-server.mjs';

const MAIN = fileURLToPath(new URL('../../demo/server/main.mjs', import.meta.url));

describe('demo/server/main.mjs', () => {
  /** @type {string} */
  let dataDir;

  beforeEach(async () => {
    dataDir = await createTempDir();
  });

  afterEach(() => removeDir(dataDir));

  it('prints one URL line on loopback, serves requests and exits cleanly on SIGTERM', async () => {
    const dbPath = path.join(dataDir, 'data', 'pb-demo.sqlite');
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: '0', HOST: '', PB_DB: dbPath, PB_LOG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = once(child, 'exit');

    await expect.poll(() => stdout, { timeout: 5000 }).toMatch(/\n$/);
    const match = stdout.match(/^pb-elements demo: http:\/\/127\.0\.0\.1:(\d+)\/\n$/);
    expect(match).not.toBeNull();

    const response = await fetch(`http://127.0.0.1:${match?.[1]}/api/health`);
    expect((await response.json()).ok).toBe(true);
    expect(existsSync(dbPath)).toBe(true);

    child.kill('SIGTERM');
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    expect(stdout.split('\n').filter(Boolean)).toHaveLength(1);
  });
});
