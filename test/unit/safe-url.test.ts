/**
 * The shared safe-URL check (react-core/runtime/safe-url.ts): only addresses that cannot run
 * script pass, network-path addresses are never "relative" (issue 15 item 4), and values that are
 * no address at all are never requested (item 5).
 */
import { describe, expect, it } from 'vitest';
import { checkedSrcset, isSameOriginUrl, safeNavigationUrl, safeResourceUrl, sameOriginResourceUrl } from '../../react-core/runtime/safe-resource-url';
import { safeUrl } from '../../react-core/runtime/safe-url';

const PAGE = 'https://site.example/blog/post.html';

describe('safeUrl: links that cannot run script', () => {
  it.each([
    ['/privacy', '/privacy'],
    ['privacy.html', 'privacy.html'],
    ['#cookies', '#cookies'],
    ['?a=1', '?a=1'],
    ['/a:b', '/a:b'],
    [' https://example.com/p ', 'https://example.com/p'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['mailto:dpo@example.com', 'mailto:dpo@example.com'],
    ['tel:+4912345', 'tel:+4912345'],
  ])('keeps %j', (raw, expected) => {
    expect(safeUrl(raw, PAGE)).toBe(expected);
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '', '   '])(
    'refuses %j',
    (raw) => {
      expect(safeUrl(raw, PAGE)).toBeNull();
    },
  );
});

describe('safeUrl: off-site links are not relative', () => {
  it.each([
    ['//evil.example/', 'https://evil.example/'],
    ['//evil.example', 'https://evil.example/'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['/\\evil.example', 'https://evil.example/'],
    ['\\/evil.example/x', 'https://evil.example/x'],
    [' //evil.example/x?y#z', 'https://evil.example/x?y#z'],
    ['/\t/evil.example/', 'https://evil.example/'],
    ['https:\\\\evil.example/', 'https://evil.example/'],
    ['https:evil.example', 'https://site.example/blog/evil.example'],
  ])('%j is resolved to the address it really is: %j', (raw, expected) => {
    expect(safeUrl(raw, PAGE)).toBe(expected);
  });

  it('a network-path address takes the scheme of the page it is read on', () => {
    expect(safeUrl('//cdn.example/x', 'http://site.example/')).toBe('http://cdn.example/x');
  });

  it('without an http(s) page to resolve against, a network-path address is refused', () => {
    expect(safeUrl('//evil.example/', null)).toBeNull();
    expect(safeUrl('/\\evil.example', null)).toBeNull();
  });
});

describe('safeResourceUrl: values that are no address are never requested', () => {
  it.each(['NaN', '-1', '0', '1e309', '1.5', 'Infinity', '-Infinity', 'undefined', 'null', 'true', '', ' ', '"><img src=x>', '{"a":1', 'red;background:url(//evil.example/x.png)', 'color:red', `a${'b'.repeat(9000)}`, 'héllo wörld', 'héllo', 'hello world'])('refuses %j', (raw) => {
    expect(safeResourceUrl(raw, PAGE)).toBeNull();
  });

  it.each(['mailto:a@b.example', 'tel:1', 'javascript:alert(1)', 'data:text/html,x', 'data:,x'])('refuses the non-http(s) %j', (raw) => {
    expect(safeResourceUrl(raw, PAGE)).toBeNull();
  });

  it.each([
    ['/img/a.jpg', '/img/a.jpg'],
    ['a.jpg', 'a.jpg'],
    ['./a:b.jpg', './a:b.jpg'],
    ['/img/photo (1).jpg', '/img/photo (1).jpg'],
    ['café.jpg', 'café.jpg'],
    ['pin', 'pin'],
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['//cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    [' data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['data:image/svg+xml,%3Csvg%3E', 'data:image/svg+xml,%3Csvg%3E'],
  ])('keeps %j', (raw, expected) => {
    expect(safeResourceUrl(raw, PAGE)).toBe(expected);
  });
});

describe('isSameOriginUrl', () => {
  it('is true only for addresses on the page origin', () => {
    expect(isSameOriginUrl('/avatar.png', PAGE)).toBe(true);
    expect(isSameOriginUrl('https://site.example/a.png', PAGE)).toBe(true);
    expect(isSameOriginUrl('//site.example/a.png', PAGE)).toBe(true);
    expect(isSameOriginUrl('//evil.example/a.png', PAGE)).toBe(false);
    expect(isSameOriginUrl('/\\evil.example/a.png', PAGE)).toBe(false);
    expect(isSameOriginUrl('https://gravatar.example/a.png', PAGE)).toBe(false);
    expect(isSameOriginUrl('javascript:x', PAGE)).toBe(false);
  });
});

describe('sameOriginResourceUrl: requests that never ask another host', () => {
  it('keeps addresses on the page origin and data:image, refuses other hosts and unsafe schemes', () => {
    expect(sameOriginResourceUrl('/a.png', PAGE)).toBe('/a.png');
    expect(sameOriginResourceUrl('https://site.example/a.png', PAGE)).toBe('https://site.example/a.png');
    expect(sameOriginResourceUrl('data:image/png;base64,AAAA', PAGE)).toBe('data:image/png;base64,AAAA');
    for (const raw of ['https://evil.example/a.png', '//evil.example/a.png', '/\\evil.example/a.png', 'javascript:x', 'data:text/html,x', 'NaN']) {
      expect(sameOriginResourceUrl(raw, PAGE), raw).toBeNull();
    }
  });
});

describe('checkedSrcset: every image candidate checked', () => {
  const check = (url: string): string | null => sameOriginResourceUrl(url, PAGE);

  it('rebuilds a srcset whose every candidate is accepted, with its descriptors', () => {
    expect(checkedSrcset('/a.png 1x, /b.png 2x', check)).toBe('/a.png 1x, /b.png 2x');
    expect(checkedSrcset(' /a.png 640w,/b.png  1280w ,', check)).toBe('/a.png 640w, /b.png 1280w');
    expect(checkedSrcset('/a.png,, /b.png 2x', check)).toBe('/a.png, /b.png 2x');
    expect(checkedSrcset('data:image/png;base64,AAAA 2x', check)).toBe('data:image/png;base64,AAAA 2x');
  });

  it('refuses the whole value when one candidate is another host, an unsafe address or has a strange descriptor', () => {
    for (const raw of [
      '/a.png 1x, https://evil.example/b.png 2x',
      '//evil.example/b.png',
      'javascript:x 1x',
      '/a.png 1x (https://evil.example/c.png)',
      '/a.png foo',
      '',
      ' , ',
    ]) {
      expect(checkedSrcset(raw, check), raw).toBeNull();
    }
  });
});

describe('safeNavigationUrl: redirects', () => {
  it('makes http(s) addresses absolute and refuses the rest', () => {
    expect(safeNavigationUrl('/thanks.html', PAGE)).toBe('https://site.example/thanks.html');
    expect(safeNavigationUrl('//evil.example/x', PAGE)).toBe('https://evil.example/x');
    expect(safeNavigationUrl('javascript:alert(1)', PAGE)).toBeUndefined();
    expect(safeNavigationUrl('mailto:a@b.example', PAGE)).toBeUndefined();
    expect(safeNavigationUrl('NaN', PAGE)).toBeUndefined();
    expect(safeNavigationUrl('data:image/png,x', PAGE)).toBeUndefined();
  });
});
