/**
 * Addresses the page may request (an image, a video, a poster, a script) or navigate to after a
 * form: the rules of safe-url.ts, narrowed to http(s), relative and `data:image/…`.
 */
import { PROBE_BASES, isPageRelative, pageBase, parseUrl, safeUrl } from './safe-url';
import { warnOnce } from './warn';

/** Literals that attribute values take by mistake (a number, `NaN`, `undefined` …): never a file. */
const NOT_AN_ADDRESS = /^(?:[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?|[-+]?infinity|nan|undefined|null|true|false)$/i;
/**
 * Words rather than an address: no path, extension, query or fragment (no `/`, `.`, `?`, `#`)
 * but a space or a letter outside ASCII ("héllo wörld"), as text put in an address by mistake.
 */
const PHRASE = /^[^/.?#]*[\s\u0080-\uffff][^/.?#]*$/;
/** Characters no address contains unencoded (markup, JSON, control characters). */
const NOT_IN_AN_ADDRESS = /[<>"`{}\u0000-\u001f\u007f]/;
/** Longer than any address an author writes (browsers and servers refuse far shorter ones). */
const MAX_ADDRESS_LENGTH = 8192;

/** An image written into the address itself: it loads nothing and, as an image, runs nothing. */
const DATA_IMAGE = /^data:image\/[a-z\d.+-]+[;,]/i;

/**
 * A relative reference whose first segment holds a colon (`color:red`, `red;background:url(…)`):
 * RFC 3986 §4.2 rules it out, as the colon reads as a scheme; such a value is CSS or text.
 */
function misreadsAsScheme(url: string): boolean {
  return isPageRelative(url) && /^[^/?#]*:/.test(url);
}

/**
 * An address the page may REQUEST (an image, a video, a poster): as `safeUrl`, but only http(s),
 * relative or a `data:image/…` address, and never a value that is clearly not an address (a
 * number, `NaN`, `Infinity`, `-1`, empty, words such as `héllo wörld`, markup, JSON or CSS, 8,192
 * characters or more), which would otherwise
 * become a request that can only fail.
 */
export function safeResourceUrl(raw: string, base: string | null = pageBase()): string | null {
  const trimmed = raw.trim();
  if (DATA_IMAGE.test(trimmed)) return trimmed;
  if (NOT_AN_ADDRESS.test(trimmed) || PHRASE.test(trimmed) || NOT_IN_AN_ADDRESS.test(trimmed) || trimmed.length > MAX_ADDRESS_LENGTH) return null;
  const url = safeUrl(raw, base);
  if (url === null || misreadsAsScheme(url)) return null;
  const protocol = parseUrl(url, PROBE_BASES[0]!)?.protocol;
  return protocol === 'http:' || protocol === 'https:' ? url : null;
}

/** True when `raw` is safe (see safeUrl) and points at the page's own origin. */
export function isSameOriginUrl(raw: string, base: string | null = pageBase()): boolean {
  const url = safeResourceUrl(raw, base);
  if (url === null || base === null) return false;
  return parseUrl(url, base)?.origin === new URL(base).origin;
}

/**
 * An address the page may request without asking another host: `safeResourceUrl`'s, but only a
 * `data:image/…` address or one on the page's own origin; otherwise null.
 */
export function sameOriginResourceUrl(raw: string, base: string | null = pageBase()): string | null {
  const url = safeResourceUrl(raw, base);
  if (url === null) return null;
  return DATA_IMAGE.test(url) || isSameOriginUrl(url, base) ? url : null;
}

/** A candidate's descriptors: none, or a width, density or height (`640w`, `2x`). */
const DESCRIPTORS = /^(?:\d+(?:\.\d+)?[wxh](?:\s+|$))*$/i;

/**
 * A `srcset` value (image candidates: an address, then descriptors, separated by commas) rebuilt
 * from its candidates when `check` accepts every address; null when it refuses one or there is
 * none. The candidates are read as HTML reads them (an address ends at white space, or at the
 * commas it ends with), so the browser requests exactly the addresses that were checked; a
 * descriptor other than a width, density or height refuses the value too.
 */
export function checkedSrcset(raw: string, check: (url: string) => string | null): string | null {
  const candidates: string[] = [];
  let rest = raw;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) break;
    const address = /^\S+/.exec(rest)![0];
    rest = rest.slice(address.length);
    let descriptors = '';
    if (address.endsWith(',')) rest = `,${rest}`;
    else {
      // Descriptors run to the next comma outside parentheses.
      let depth = 0;
      let end = 0;
      for (; end < rest.length; end += 1) {
        const char = rest[end];
        if (char === '(') depth += 1;
        else if (char === ')') depth = Math.max(0, depth - 1);
        else if (char === ',' && depth === 0) break;
      }
      descriptors = rest.slice(0, end).trim();
      rest = rest.slice(end);
    }
    const url = check(address.replace(/,+$/, ''));
    if (url === null || /\s|,$/.test(url) || !DESCRIPTORS.test(descriptors)) return null;
    candidates.push(descriptors ? `${url} ${descriptors}` : url);
  }
  return candidates.length > 0 ? candidates.join(', ') : null;
}

/** A CSS string as the browser serialises it, unescaped. */
function cssString(serialised: string): string {
  return serialised.replace(/\\([\da-f]{1,6}) ?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16))).replace(/\\(.)/g, '$1');
}

/**
 * True when the CSS declaration `property: value` requests nothing but `data:image/…` and
 * addresses of the page's own origin. The browser reads the value (escapes, `image-set()`
 * strings and all) and writes every address as `url("…")`, which is what is checked. A custom
 * property is kept as written and read only where the page's CSS uses it: one that holds an
 * address, or an escape that could spell one, is refused.
 */
export function styleRequestsOwnOriginOnly(property: string, value: string): boolean {
  if (property.startsWith('--')) return !/\\|url\(|image-set\(|image\(|src\(/i.test(value);
  const probe = document.createElement('span').style;
  probe.setProperty(property, value);
  const css = probe.cssText;
  const addresses = [...css.matchAll(/url\("((?:[^"\\]|\\.)*)"\)/gi)].map((match) => cssString(match[1]!));
  // A `url(` the pattern did not read (inside a string, say) is not trusted either.
  if (addresses.length !== (css.match(/url\(/gi) ?? []).length) return false;
  return addresses.every((address) => sameOriginResourceUrl(address) !== null);
}

/** An http(s) address to navigate to (a redirect), made absolute against `base`; otherwise undefined. */
export function safeNavigationUrl(raw: string, base: string = location.href): string | undefined {
  const url = DATA_IMAGE.test(raw.trim()) ? null : safeResourceUrl(raw, base);
  return url === null ? undefined : (parseUrl(url, base)?.href ?? undefined);
}

/** Shows a long attribute value in a warning without flooding the console. */
function shown(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}

/**
 * The checked address of a URL-valued attribute (see safeResourceUrl), or null. A value that is
 * set but refused is reported once, naming the element and the attribute.
 */
export function attributeResourceUrl(tag: string, attributeName: string, raw: string): string | null {
  if (!raw.trim()) return null;
  const url = safeResourceUrl(raw);
  if (url === null) warnOnce(tag, `attribute "${attributeName}": "${shown(raw)}" is not a relative, http(s) or data:image address; it is ignored.`);
  return url;
}
