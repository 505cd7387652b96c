import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_DISCARDED_BODY_BYTES } from '../../demo/server/request-body.mjs';
import { startApp } from './test-server.mjs';

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
/**
 * How long the server waits for more of a body in these tests: short, yet long enough
 * that a client paused by a busy machine (another run beside this one) is not taken for a stall.
 */
const IDLE_TIMEOUT_MS = 2000;

/**
 * What a client saw of one upload.
 * @typedef {object} UploadOutcome
 * @property {number | undefined} status Status of the answer, if one arrived.
 * @property {string | undefined} connection The answer's Connection header.
 * @property {string | undefined} errorCode Code of a socket error (EPIPE, ECONNRESET …), if any.
 * @property {number} sentBytes Body bytes the client managed to write.
 */

/**
 * Posts a url-encoded body to admin-ajax over a fresh connection, declaring `declaredBytes` in
 * Content-Length and actually streaming `sentBytes` of it in 64 KB writes that honour
 * backpressure. Resolves when the connection is finished with (answer read or socket closed);
 * `hold` keeps the request open after the last write until the answer has arrived.
 * @param {string} baseUrl
 * @param {{ declaredBytes: number, sentBytes: number }} sizes
 * @returns {Promise<UploadOutcome>}
 */
function upload(baseUrl, { declaredBytes, sentBytes }) {
  return new Promise((resolve) => {
    /** @type {UploadOutcome} */
    const outcome = { status: undefined, connection: undefined, errorCode: undefined, sentBytes: 0 };
    const request = http.request(`${baseUrl}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(declaredBytes),
      },
    });
    request.on('response', (response) => {
      outcome.status = response.statusCode;
      outcome.connection = response.headers.connection;
      response.resume();
    });
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      outcome.errorCode = error.code ?? error.message;
    });
    request.on('close', () => resolve(outcome));
    const writeMore = () => {
      while (outcome.sentBytes < sentBytes && !request.destroyed) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, sentBytes - outcome.sentBytes));
        outcome.sentBytes += piece.length;
        if (!request.write(piece)) {
          request.once('drain', writeMore);
          return;
        }
      }
      if (outcome.sentBytes === declaredBytes) request.end();
    };
    writeMore();
  });
}

describe('request bodies over the limit or stalled (SPEC §7: the server calls answer with a status)', () => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeAll(async () => {
    running = await startApp({ dbPath: ':memory:', bodyIdleTimeoutMs: IDLE_TIMEOUT_MS });
  });

  afterAll(() => running.app.close());

  it('answers a 10 MB body, actually sent, with 413 every time and never a reset connection', async () => {
    /** @type {UploadOutcome[]} */
    const outcomes = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      outcomes.push(await upload(running.baseUrl, { declaredBytes: TEN_MB, sentBytes: TEN_MB }));
    }
    expect(outcomes.map(({ status, errorCode }) => ({ status, errorCode }))).toEqual(
      Array.from({ length: 10 }, () => ({ status: 413, errorCode: undefined })),
    );
  }, 60_000);

  it('answers 413 and lets the connection go when an announced large body stalls, and keeps serving others', async () => {
    const stalled = upload(running.baseUrl, { declaredBytes: TEN_MB, sentBytes: 1024 });
    const other = await fetch(`${running.baseUrl}/api/health`);
    expect(other.status).toBe(200);
    // The server lets the stalled connection go after its idle timeout, so the upload settles.
    const outcome = await stalled;
    expect(outcome.status).toBe(413);
  }, 20_000);

  it('stops reading an oversized body after a bound and closes the connection', async () => {
    const outcome = await upload(running.baseUrl, {
      declaredBytes: MAX_DISCARDED_BODY_BYTES * 4,
      sentBytes: MAX_DISCARDED_BODY_BYTES * 4,
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sentBytes).toBeLessThan(MAX_DISCARDED_BODY_BYTES * 4);
  }, 60_000);

  it('answers 408 with Connection: close when a body within the limit stalls, after the idle bound and not Node\'s 300 s', async () => {
    const outcome = await upload(running.baseUrl, { declaredBytes: 4096, sentBytes: 1024 });
    expect(outcome).toMatchObject({ status: 408, connection: 'close', sentBytes: 1024 });
  }, 20_000);

  it('still accepts a body within the limit on the same server', async () => {
    const response = await fetch(`${running.baseUrl}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'no_such_action', blob: 'x'.repeat(MAX_BODY_BYTES / 2) }),
    });
    expect(response.status).toBe(400);
  });
});
