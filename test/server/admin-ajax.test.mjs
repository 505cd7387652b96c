import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../demo/server/request-body.mjs';
import { postAdminAjax, startApp } from './test-server.mjs';

/** @type {import('../../demo/server/registry.mjs').EndpointModule} */
const echoEndpoint = {
  ajaxActions: {
    echo: ({ fields, files }) => ({
      json: {
        fields: { ...fields },
        files: files.map(({ name, filename, contentType, data }) => ({
          name,
          filename,
          contentType,
          text: data.toString('utf8'),
        })),
      },
    }),
    fail: () => {
      throw new Error('handler bug (expected by the test)');
    },
  },
};

describe('admin-ajax endpoint', () => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    running = await startApp({ dbPath: ':memory:', endpoints: [echoEndpoint] });
  });

  afterAll(() => running.app.close());

  it('answers an unknown action with 400 and the body "0", like WordPress', async () => {
    const response = await postAdminAjax(running.baseUrl, new URLSearchParams({ action: 'no_such_action' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  it('answers a request without action with 400 and the body "0"', async () => {
    const response = await postAdminAjax(running.baseUrl, new URLSearchParams({ other: '1' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  it('does not dispatch actions named after Object prototype members', async () => {
    const response = await postAdminAjax(running.baseUrl, new URLSearchParams({ action: 'toString' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  it('dispatches a url-encoded body to its action; repeated names keep the last value', async () => {
    const body = 'action=echo&color=red&color=blue&text=a+b%26c%3D%C3%A9';
    const response = await postAdminAjax(running.baseUrl, body, {
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
    });
    expect(response.status).toBe(200);
    const { fields } = await response.json();
    expect(fields.color).toBe('blue');
    expect(fields.text).toBe('a b&c=é');
    expect(fields.__all).toEqual([
      ['action', 'echo'],
      ['color', 'red'],
      ['color', 'blue'],
      ['text', 'a b&c=é'],
    ]);
  });

  it('dispatches a multipart body with its fields and files to its action', async () => {
    const form = new FormData();
    form.append('action', 'echo');
    form.append('message', 'line one\r\nline two — ünïcode');
    form.append('tag', 'first');
    form.append('tag', 'second');
    form.append('attachment', new Blob(['file body'], { type: 'text/plain' }), 'notes.txt');
    const response = await postAdminAjax(running.baseUrl, form);
    expect(response.status).toBe(200);
    const { fields, files } = await response.json();
    expect(fields.message).toBe('line one\r\nline two — ünïcode');
    expect(fields.tag).toBe('second');
    expect(fields.__all).toEqual([
      ['action', 'echo'],
      ['message', 'line one\r\nline two — ünïcode'],
      ['tag', 'first'],
      ['tag', 'second'],
    ]);
    expect(files).toEqual([
      { name: 'attachment', filename: 'notes.txt', contentType: 'text/plain', text: 'file body' },
    ]);
  });

  it('answers a body that is not form data with 415', async () => {
    const response = await postAdminAjax(running.baseUrl, '{"action":"echo"}', {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(415);
  });

  it('answers a truncated multipart body with 400', async () => {
    const body = '--XYZ\r\nContent-Disposition: form-data; name="action"\r\n\r\necho';
    const response = await postAdminAjax(running.baseUrl, body, {
      'Content-Type': 'multipart/form-data; boundary=XYZ',
    });
    expect(response.status).toBe(400);
  });

  it('answers a body announced larger than 1 MB with 413 and keeps serving', async () => {
    const body = `action=echo&blob=${'x'.repeat(MAX_BODY_BYTES)}`;
    const response = await postAdminAjax(running.baseUrl, body, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(413);

    const next = await postAdminAjax(running.baseUrl, new URLSearchParams({ action: 'echo' }));
    expect(next.status).toBe(200);
  });

  it('answers a streamed body that grows past 1 MB with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent > MAX_BODY_BYTES * 2) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    // Node's fetch needs `duplex` for stream bodies; the DOM RequestInit type lacks it.
    const init = /** @type {RequestInit} */ ({
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const response = await fetch(`${running.baseUrl}/wp-admin/admin-ajax.php`, init);
    expect(response.status).toBe(413);
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const response = await fetch(`${running.baseUrl}/wp-admin/admin-ajax.php?action=echo`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 500 when an action throws, without leaking the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await postAdminAjax(running.baseUrl, new URLSearchParams({ action: 'fail' }));
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('handler bug');
      expect(consoleError).toHaveBeenCalledOnce();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('sends the security headers on ajax answers', async () => {
    const response = await postAdminAjax(running.baseUrl, new URLSearchParams({ action: 'echo' }));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
