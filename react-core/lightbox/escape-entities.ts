/**
 * SPEC.md §5: "Image title and description text are escaped to numeric character entities before
 * entering the lightbox." Escaped, text from an attribute (a title, an alt, a description) stays
 * text wherever it is written: `<img src=x onerror=…>` in a title is shown as those characters and
 * never becomes an element. The lightbox decodes it again and writes its caption as text.
 */

const PLAIN = /^[A-Za-z0-9 ]$/;

/**
 * Every character other than the ASCII letters, the digits and the space becomes `&#NNN;` (its
 * decimal code point): at least `& < > " ' /`, all other punctuation, every control and
 * whitespace character but the space, and all non-ASCII text. Characters outside the Basic
 * Multilingual Plane (emoji) become one entity for the whole code point, never two for its
 * surrogate halves. A lone surrogate becomes U+FFFD, which is what the browser would show for it.
 */
export function escapeToNumericEntities(text: string): string {
  let escaped = '';
  for (const character of text) {
    if (PLAIN.test(character)) {
      escaped += character;
      continue;
    }
    const codePoint = character.codePointAt(0) ?? 0xfffd;
    const isLoneSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    escaped += `&#${isLoneSurrogate ? 0xfffd : codePoint};`;
  }
  return escaped;
}

/**
 * Decodes decimal numeric entities (`&#60;` → `<`), the form `escapeToNumericEntities` writes;
 * any other text, and entities of no valid code point, stay as they are. The lightbox decodes
 * before it escapes, so text a caller has already escaped (SPEC §5 "before entering the
 * lightbox") is shown the same as raw text and never escaped twice.
 */
export function decodeNumericEntities(text: string): string {
  return text.replace(/&#(\d{1,7});/g, (entity, digits: string) => {
    const codePoint = Number(digits);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}
