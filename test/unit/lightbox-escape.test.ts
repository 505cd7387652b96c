import { describe, expect, it } from 'vitest';
import { decodeNumericEntities, escapeToNumericEntities } from '../../react-core/lightbox/escape-entities';

describe('SPEC §5: image title and description text are escaped to numeric character entities before entering the lightbox', () => {
  it('keeps ASCII letters, digits and the space as they are', () => {
    expect(escapeToNumericEntities('Harbour at Dusk 2024')).toBe('Harbour at Dusk 2024');
  });

  it.each([
    ['&', '&#38;'],
    ['<', '&#60;'],
    ['>', '&#62;'],
    ['"', '&#34;'],
    ["'", '&#39;'],
    ['/', '&#47;'],
    ['=', '&#61;'],
    ['`', '&#96;'],
    ['.', '&#46;'],
    ['-', '&#45;'],
  ])('escapes %s as %s', (character, entity) => {
    expect(escapeToNumericEntities(character)).toBe(entity);
  });

  it('escapes every whitespace character except the space', () => {
    expect(escapeToNumericEntities('a\tb\nc\u00a0d')).toBe('a&#9;b&#10;c&#160;d');
  });

  it('escapes all non-ASCII text by code point', () => {
    expect(escapeToNumericEntities('Café Zürich')).toBe('Caf&#233; Z&#252;rich');
    expect(escapeToNumericEntities('東京')).toBe('&#26481;&#20140;');
  });

  it('escapes a character outside the BMP as one entity, not two surrogate halves', () => {
    expect(escapeToNumericEntities('sun 🌅')).toBe('sun &#127749;');
  });

  it('turns a lone surrogate into U+FFFD', () => {
    expect(escapeToNumericEntities('a\ud800b')).toBe('a&#65533;b');
  });

  it('leaves no markup character in an attack string', () => {
    const escaped = escapeToNumericEntities('"><img src=x onerror="alert(1)">');
    expect(escaped).not.toMatch(/[<>"'=/]/);
    expect(escaped).toBe('&#34;&#62;&#60;img src&#61;x onerror&#61;&#34;alert&#40;1&#41;&#34;&#62;');
  });

  it('escapes an entity the author already wrote, so it shows as written', () => {
    expect(escapeToNumericEntities('&amp;')).toBe('&#38;amp&#59;');
  });

  it('keeps the empty string empty', () => {
    expect(escapeToNumericEntities('')).toBe('');
  });

  it('decodes back to the original text', () => {
    const text = 'Tom & Jerry\'s "Café" <b>/ 🌅';
    const decoded = escapeToNumericEntities(text).replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
    expect(decoded).toBe(text);
  });
});

describe('decodeNumericEntities: text escaped by a caller is not escaped twice', () => {
  it('decodes what escapeToNumericEntities writes', () => {
    const text = 'Tom & Jerry\'s "Café" <b>/ 🌅';
    expect(decodeNumericEntities(escapeToNumericEntities(text))).toBe(text);
  });

  it('leaves named entities, plain text and invalid code points alone', () => {
    expect(decodeNumericEntities('&amp; &#0; &#99999999; &#x41; a#65;')).toBe('&amp; &#0; &#99999999; &#x41; a#65;');
  });
});
