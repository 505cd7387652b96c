/** The manage-consent policy text is rebuilt from an allowlist (sanitizeConsentHtml). */
import { describe, expect, it } from 'vitest';
import { hasVisibleContent, isSafeHref, sanitizeConsentHtml } from '../../react-core/consent-manage/sanitize-html';

function clean(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeConsentHtml(html));
  return box.innerHTML;
}

describe('sanitizeConsentHtml', () => {
  it('keeps the allowlisted elements and their text', () => {
    const html =
      '<h2>Cookies</h2><p>We use <strong>few</strong> <em>cookies</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<h3>A</h3><h4>B</h4><table><caption>C</caption><thead><tr><th scope="col">Name</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<p>x<script src="https://evil.example/x.js"></script></p>')).toBe('<p>x</p>');
  });

  it('drops event-handler attributes, style, class and id', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(clean('<a href="/privacy" onmouseover="alert(1)" target="_blank">p</a>')).toBe('<a href="/privacy">p</a>');
  });

  it('drops img with onerror, iframes, objects, embeds, svg, forms and templates', () => {
    const html =
      '<img src=x onerror="alert(1)"><iframe title="x" srcdoc="<script>alert(1)</script>"></iframe><object data="x"></object>' +
      '<embed src="x"><math><mi>x</mi></math><form><input value="v"><button>b</button></form>' +
      '<template><p>t</p></template><noscript><p>n</p></noscript><p>ok</p><svg><script>alert(1)</script></svg>';
    expect(clean(html)).toBe('<p>ok</p>');
  });

  it('unwraps other elements, keeping their sanitized children', () => {
    expect(clean('<div class="x"><h1>Title</h1><span>a <b>b</b></span><p>c</p></div>')).toBe('Titlea b<p>c</p>');
  });

  it('removes javascript:, data: and vbscript: links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps http, https, mailto and relative links', () => {
    for (const href of ['https://example.com/p', 'http://example.com', 'mailto:privacy@example.com', '/privacy', 'privacy.html', '#cookies', '?a=1', '//cdn.example.com/x']) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('drops comments and bad table attribute values', () => {
    expect(clean('<!-- c --><table><tbody><tr><td rowspan="2&quot; onclick=&quot;x">a</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it('does not run or load anything while parsing', () => {
    const before = (globalThis as { pwned?: boolean }).pwned;
    clean('<img src=x onerror="globalThis.pwned=true"><script>globalThis.pwned=true</script>');
    expect((globalThis as { pwned?: boolean }).pwned).toBe(before);
  });

  it('says whether anything is left to show', () => {
    expect(hasVisibleContent(sanitizeConsentHtml('<script>x</script>  '))).toBe(false);
    expect(hasVisibleContent(sanitizeConsentHtml('text'))).toBe(true);
    expect(hasVisibleContent(sanitizeConsentHtml('<p></p>'))).toBe(true);
  });
});

describe('isSafeHref', () => {
  it('accepts relative and http(s)/mailto, refuses other schemes', () => {
    expect(isSafeHref('/a:b')).toBe(true);
    expect(isSafeHref('a/b:c')).toBe(true);
    expect(isSafeHref('HTTPS://x')).toBe(true);
    expect(isSafeHref('javascript:x')).toBe(false);
    expect(isSafeHref('\u0001javascript:x')).toBe(false);
    expect(isSafeHref('file:///etc/passwd')).toBe(false);
  });
});
