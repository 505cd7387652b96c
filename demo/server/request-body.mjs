import { HttpError } from './http-error.mjs';

/** Largest request body the demo server accepts, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How much of a refused (oversized) body the server still reads and throws away, so that a
 * client which sends it whole can finish its upload and read the 413. Beyond this the
 * connection is closed.
 */
export const MAX_DISCARDED_BODY_BYTES = 16 * 1024 * 1024;

/**
 * How long a request body may go silent before the server gives up on it: one being read is
 * answered 408, the rest of a refused one is no longer waited for. Node's own request timeout
 * (300 s) would otherwise hold a stalled upload's connection and its buffered part that long.
 */
export const BODY_IDLE_TIMEOUT_MS = 10_000;

/** @type {WeakMap<import('node:http').IncomingMessage, number>} */
const bodyIdleTimeouts = new WeakMap();

/**
 * Sets a request's body idle bound (the app's `bodyIdleTimeoutMs`), for the handlers that read
 * its body without knowing the app's options.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} idleTimeoutMs
 */
export function setBodyIdleTimeout(req, idleTimeoutMs) {
  bodyIdleTimeouts.set(req, idleTimeoutMs);
}

/** @param {import('node:http').IncomingMessage} req */
function bodyIdleTimeout(req) {
  return bodyIdleTimeouts.get(req) ?? BODY_IDLE_TIMEOUT_MS;
}

/**
 * Buffers a request body, failing with HttpError 413 as soon as it exceeds the limit
 * (up front when Content-Length already announces it), and with HttpError 408 when nothing of
 * it arrives for the request's body idle bound (BODY_IDLE_TIMEOUT_MS unless the app sets one).
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
    /** @type {NodeJS.Timeout | undefined} */
    let idleTimer;
    const stop = () => {
      clearTimeout(idleTimer);
      req.off('data', onData);
      req.off('end', onEnd);
    };
    const restartIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        stop();
        reject(new HttpError(408, 'Request body timed out'));
      }, bodyIdleTimeout(req));
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
      restartIdleTimer();
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    restartIdleTimer();
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', (error) => {
      stop();
      reject(error);
    });
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
export function discardRequestBody(req, { maxBytes = MAX_DISCARDED_BODY_BYTES, idleTimeoutMs = bodyIdleTimeout(req) } = {}) {
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
