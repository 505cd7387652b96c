import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './test-server.mjs';

describe('GET /api/health', () => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    running = await startApp({ dbPath: ':memory:' });
  });

  afterAll(() => running.app.close());

  it('reports the SQLite version and the applied migrations', async () => {
    const response = await fetch(`${running.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      ok: true,
      database: 'sqlite',
      sqliteVersion: expect.stringMatching(/^3\.\d+\.\d+$/),
      migrations: expect.arrayContaining(['split-test-stats/001-create-table']),
    });
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${running.baseUrl}/api/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers POST with 405 and Allow: GET, HEAD', async () => {
    const response = await fetch(`${running.baseUrl}/api/health`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
