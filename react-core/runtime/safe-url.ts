/**
 * Addresses that come from attributes, configuration or a server are followed, linked or
 * requested only when they cannot run script: http(s), mailto and tel, or relative. Parsing with
 * the URL standard also catches disguised schemes (" JaVaScRiPt:", "java\tscript:").
 *
 * Relative means relative to the page: a path, a query or a fragment. A network-path address
 * (`//evil.example/`, and the forms browsers read the same way: `\\evil.example`,
 * `/\evil.example`) names another site, so it is never passed on as "relative": it is resolved
 * against the page and handed on as the absolute address it really is (or refused when the page
 * has no http(s) address to resolve it against).
 *
 * This file checks what is linked or followed; what is requested (images, videos, scripts) is
 * safe-resource-url.ts.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Two probe bases of different scheme and host: a truly relative address keeps both hosts. */
export const PROBE_BASES = ['https://relative.invalid/', 'http://relative-too.invalid/'];
/** Written with a scheme and an authority, and without the backslashes browsers read as slashes. */
const PLAIN_ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\/[^\\]*$/i;

/** The page's base address when it is http(s) (what a browser resolves links against). */
export function pageBase(): string | null {
  const base = typeof document === 'undefined' ? '' : document.baseURI;
  return /^https?:/i.test(base) ? base : null;
}

export function parseUrl(raw: string, base: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/** True when `raw` resolves inside whichever page it is read on (a path, a query or a fragment). */
export function isPageRelative(raw: string): boolean {
  return PROBE_BASES.every((base) => parseUrl(raw, base)?.host === new URL(base).host);
}

/**
 * `raw`, trimmed, when it is safe to link to or follow; a network-path address resolved against
 * the page (`//cdn.example/x` → `https://cdn.example/x`); otherwise null.
 */
export function safeUrl(raw: string, base: string | null = pageBase()): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const probe = parseUrl(trimmed, PROBE_BASES[0]!);
  if (!probe || !SAFE_PROTOCOLS.has(probe.protocol)) return null;
  if (isPageRelative(trimmed)) return trimmed;
  if (probe.protocol === 'mailto:' || probe.protocol === 'tel:' || PLAIN_ABSOLUTE.test(trimmed)) return trimmed;
  // Network-path (or backslash) forms: what they really point at, on the page they are read on.
  const resolved = base === null ? null : parseUrl(trimmed, base);
  return resolved && SAFE_PROTOCOLS.has(resolved.protocol) ? resolved.href : null;
}
