import { HttpError } from './http-error.mjs';

/** Largest request body the demo server accepts, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

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
