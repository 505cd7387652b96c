/**
 * Addresses that come from attributes, configuration or a server are followed or linked only
 * when they cannot run script: http(s), mailto and tel, or relative. Parsing with the URL
 * standard also catches disguised schemes (" JaVaScRiPt:", "java\tscript:").
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const RELATIVE_BASE = 'https://relative.invalid/';

/** `raw`, trimmed, when it is safe to link to or follow; otherwise null. */
export function safeUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  try {
    return SAFE_PROTOCOLS.has(new URL(trimmed, RELATIVE_BASE).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}
