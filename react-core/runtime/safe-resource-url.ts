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
