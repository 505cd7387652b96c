import { describe, expect, it } from 'vitest';
import { parseFormBody, parseHeaderValue } from '../../demo/server/form-body.mjs';

/** @param {string[]} lines */
const crlf = (lines) => Buffer.from(lines.join('\r\n'));

describe('form body parsing', () => {
  it('decodes url-encoded plus signs and percent escapes as UTF-8', () => {
    const { fields } = parseFormBody(
      'application/x-www-form-urlencoded',
      Buffer.from('name=J%C3%BCrgen+M%C3%BCller&empty='),
    );
    expect(fields.name).toBe('Jürgen Müller');
    expect(fields.empty).toBe('');
  });

  it('keeps field names such as __proto__ as plain data', () => {
    const { fields } = parseFormBody('application/x-www-form-urlencoded', Buffer.from('__proto__=x&constructor=y'));
    expect(fields.__proto__).toBe('x');
    expect(fields.constructor).toBe('y');
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });

  it('reads multipart parts after a preamble, ignores the epilogue and keeps binary files intact', () => {
    const binary = Buffer.from([0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0x41]);
    const body = Buffer.concat([
      crlf([
        'preamble to ignore',
        '--b0undary',
        'Content-Disposition: form-data; name="title"',
        '',
        'Hello',
        '--b0undary',
        'content-disposition: form-data; name="upload"; filename="a \\"quoted\\" name.bin"',
        'Content-Type: application/octet-stream',
        '',
        '',
      ]),
      binary,
      crlf(['', '--b0undary--', 'epilogue to ignore']),
    ]);
    const { fields, files } = parseFormBody('multipart/form-data; boundary="b0undary"', body);
    expect(fields.__all).toEqual([['title', 'Hello']]);
    expect(files).toHaveLength(1);
    expect(files[0].filename).toBe('a "quoted" name.bin');
    expect(files[0].contentType).toBe('application/octet-stream');
    expect(files[0].data.equals(binary)).toBe(true);
  });

  it('treats a missing Content-Type with an empty body as no fields', () => {
    expect(parseFormBody(undefined, Buffer.alloc(0)).fields.__all).toEqual([]);
  });

  it.each([
    ['multipart/form-data', 'a=1', 400],
    ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', 400],
    ['multipart/form-data; boundary=zz', '--zz\r\nContent-Type: text/plain\r\n\r\n1\r\n--zz--', 400],
    ['text/plain', 'a=1', 415],
    [undefined, 'a=1', 415],
  ])('rejects Content-Type %s with body %j as HTTP %i', (contentType, body, status) => {
    expect(() => parseFormBody(contentType, Buffer.from(body))).toThrow(
      expect.objectContaining({ name: 'HttpError', status }),
    );
  });

  it('splits a header value into its lower-cased type and unquoted parameters', () => {
    expect(parseHeaderValue('Multipart/Form-Data; Boundary="a;b"; charset=utf-8')).toEqual({
      type: 'multipart/form-data',
      params: Object.assign(Object.create(null), { boundary: 'a;b', charset: 'utf-8' }),
    });
  });
});
