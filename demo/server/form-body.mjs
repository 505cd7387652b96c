import { HttpError } from './http-error.mjs';

/**
 * Submitted form fields: one string per name (the last one wins when a name repeats),
 * plus `__all` with every [name, value] pair in submission order.
 * @typedef {Record<string, string> & { __all: Array<[string, string]> }} FormFields
 */

/**
 * A file part of a multipart/form-data body.
 * @typedef {object} UploadedFile
 * @property {string} name Form field name.
 * @property {string} filename File name as sent by the client (may be empty).
 * @property {string} contentType Declared media type, application/octet-stream if absent.
 * @property {Buffer} data File contents.
 */

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const DASH = 0x2d;

/**
 * Decodes an application/x-www-form-urlencoded or multipart/form-data body.
 * A missing Content-Type is accepted only for an empty body (no fields).
 * @param {string | undefined} contentTypeHeader
 * @param {Buffer} body
 * @returns {{ fields: FormFields, files: UploadedFile[] }}
 * @throws {HttpError} 415 for other media types, 400 for malformed multipart bodies.
 */
export function parseFormBody(contentTypeHeader, body) {
  if (!contentTypeHeader && body.length === 0) return { fields: toFields([]), files: [] };
  const { type, params } = parseHeaderValue(contentTypeHeader ?? '');
  if (type === 'application/x-www-form-urlencoded') {
    const entries = /** @type {Array<[string, string]>} */ ([...new URLSearchParams(body.toString('utf8'))]);
    return { fields: toFields(entries), files: [] };
  }
  if (type === 'multipart/form-data') {
    if (!params.boundary) throw new HttpError(400, 'Multipart body without boundary');
    const { entries, files } = parseMultipart(body, params.boundary);
    return { fields: toFields(entries), files };
  }
  throw new HttpError(415, 'Expected a form-urlencoded or multipart/form-data body');
}

/** The fields of a request that has none (WordPress's empty `$_POST` of a GET). */
export function noFields() {
  return toFields([]);
}

/**
 * Splits a header such as `multipart/form-data; boundary="x"` into its lower-cased
 * main value and its parameters (names lower-cased, quoted values unescaped).
 * @param {string} value
 * @returns {{ type: string, params: Record<string, string> }}
 */
export function parseHeaderValue(value) {
  const separator = value.indexOf(';');
  const type = (separator === -1 ? value : value.slice(0, separator)).trim().toLowerCase();
  /** @type {Record<string, string>} */
  const params = Object.create(null);
  if (separator === -1) return { type, params };
  const paramPattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, name, rawValue] of value.slice(separator).matchAll(paramPattern)) {
    params[name.toLowerCase()] = rawValue.startsWith('"')
      ? rawValue.slice(1, -1).replace(/\\(.)/g, '$1')
      : rawValue.trim();
  }
  return { type, params };
}

/**
 * @param {Buffer} body
 * @param {string} boundary
 * @returns {{ entries: Array<[string, string]>, files: UploadedFile[] }}
 */
function parseMultipart(body, boundary) {
  const malformed = () => new HttpError(400, 'Malformed multipart body');
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  /** @type {Array<[string, string]>} */
  const entries = [];
  /** @type {UploadedFile[]} */
  const files = [];
  let position = body.indexOf(delimiter);
  if (position === -1) throw malformed();
  for (;;) {
    position += delimiter.length;
    if (body[position] === DASH && body[position + 1] === DASH) return { entries, files };
    const lineEnd = body.indexOf(CRLF, position);
    // Only optional whitespace ("transport padding") may follow a delimiter.
    if (lineEnd === -1 || body.subarray(position, lineEnd).toString('latin1').trim() !== '') throw malformed();
    const partStart = lineEnd + CRLF.length;
    const partEnd = body.indexOf(nextDelimiter, partStart);
    if (partEnd === -1) throw malformed();
    const part = parsePart(body.subarray(partStart, partEnd));
    if (!part) throw malformed();
    if (part.filename === undefined) entries.push([part.name, part.data.toString('utf8')]);
    else files.push({ name: part.name, filename: part.filename, contentType: part.contentType, data: part.data });
    position = partEnd + CRLF.length;
  }
}

/**
 * @param {Buffer} part Headers, blank line and data of one multipart part.
 * @returns {{ name: string, filename?: string, contentType: string, data: Buffer } | null}
 */
function parsePart(part) {
  const headerEnd = part.indexOf(HEADER_END);
  if (headerEnd === -1) return null;
  /** @type {Record<string, string>} */
  const headers = Object.create(null);
  for (const line of part.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const disposition = parseHeaderValue(headers['content-disposition'] ?? '');
  if (disposition.type !== 'form-data' || disposition.params.name === undefined) return null;
  return {
    name: disposition.params.name,
    filename: disposition.params.filename,
    contentType: headers['content-type'] ?? 'application/octet-stream',
    data: part.subarray(headerEnd + HEADER_END.length),
  };
}

/**
 * @param {Array<[string, string]>} entries
 * @returns {FormFields}
 */
function toFields(entries) {
  const fields = Object.create(null);
  for (const [name, value] of entries) fields[name] = value;
  fields.__all = entries;
  return fields;
}
