/**
 * Console diagnostics for page authors. Every message names the element (or the page
 * configuration) it concerns, and each distinct message is printed once per page so a
 * re-render never floods the console.
 */
const printed = new Set<string>();

export function warnOnce(source: string, message: string): void {
  const text = `[${source}] ${message}`;
  if (printed.has(text)) return;
  printed.add(text);
  console.warn(text);
}

/** Logs a failure of one module without letting it stop the others. */
export function reportError(source: string, error: unknown): void {
  console.error(`[${source}]`, error);
}
