import { HttpError } from './http-error.mjs';

/** Largest request body the demo server accepts, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How much of a refused (oversized) body the server still reads and throws away, so that a
 * client which sends it whole can finish its upload and read the 413. Beyond this the
 * connection is closed.
 */
export const MAX_DISCARDED_BODY_BYTES = 16 * 1024 * 1024;

/** How long the server waits for more of a refused body before it closes the connection. */
export const DISCARD_IDLE_TIMEOUT_MS = 10_000;

/**
 * Buffers a request body, failing with HttpError 413 as soon as it exceeds the limit
 * (up front when Content-Length already announces it).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<Buffer>}
 */
export function readRequestBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new HttpError(413, 'Request body too large');
    if (Number(req.headers['content-length']) > limit) {
      reject(tooLarge());
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Reads what is left of a refused request body and throws it away, so that the answer can be
 * sent once the client has finished its upload. Answering earlier makes HTTP clients give up
 * writing (Node's client then reports EPIPE), and closing while the client still writes resets
 * the connection. Bounded: resolves false as soon as more than `maxBytes` arrive or nothing
 * arrives for `idleTimeoutMs` (the caller then answers and closes the connection), true when the
 * body has ended.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ maxBytes?: number, idleTimeoutMs?: number }} [bounds]
 * @returns {Promise<boolean>}
 */
export function discardRequestBody(
  req,
  { maxBytes = MAX_DISCARDED_BODY_BYTES, idleTimeoutMs = DISCARD_IDLE_TIMEOUT_MS } = {},
) {
  if (req.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let discarded = 0;
    /** @type {NodeJS.Timeout | undefined} */
    let idleTimer;
    const settle = (/** @type {boolean} */ ended) => {
      clearTimeout(idleTimer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(ended);
    };
    const restartIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => settle(false), idleTimeoutMs);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      discarded += chunk.length;
      if (discarded > maxBytes) settle(false);
      else restartIdleTimer();
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(req.complete);
    restartIdleTimer();
    // Still flowing after `settle`: what arrives until the connection closes is dropped.
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
  });
}
