/**
 * Loading a script (or a stylesheet) the builder needs by address, once. SPEC.md §8: a failing
 * load throws "Something went wrong" with the script name; here the promise rejects with a
 * `ScriptLoadError` whose message is exactly `scriptLoadErrorMessage(name)`:
 *
 *     Something went wrong: "<name>" could not be loaded.
 *
 * and whose `scriptName` and `src` say which. The same address (resolved against the page) is
 * requested once: later calls get the first call's promise. A failed load is forgotten (its
 * element removed), so calling again tries again.
 *
 * Only http(s) and relative addresses load (runtime/safe-url.ts): any other is refused with the
 * same error, without a request. The element gets the page's script nonce, when the page has one,
 * so a nonce-based Content Security Policy admits it; under Trusted Types the address goes through
 * the `pb-elements` policy, as the other trusted script callers do (runtime/trusted-types.ts).
 */
import { safeResourceUrl } from '../runtime/safe-resource-url';
import { setTrustedAttribute } from '../runtime/trusted-types';

/** The message a failed load rejects with: "Something went wrong" and the script's name. */
export function scriptLoadErrorMessage(name: string): string {
  return `Something went wrong: "${name}" could not be loaded.`;
}

export class ScriptLoadError extends Error {
  readonly scriptName: string;
  readonly src: string;

  constructor(name: string, src: string) {
    super(scriptLoadErrorMessage(name));
    this.name = 'ScriptLoadError';
    this.scriptName = name;
    this.src = src;
  }
}

const loads = new Map<string, Promise<void>>();

/** The nonce of the page's own scripts (the property: a parsed nonce attribute reads empty). */
function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) if (script.nonce) return script.nonce;
  return '';
}

function absolute(src: string): string | null {
  const safe = safeResourceUrl(src);
  if (safe === null || /^data:/i.test(safe)) return null;
  return new URL(safe, document.baseURI).href;
}

function load(kind: 'script' | 'stylesheet', src: string, name: string): Promise<void> {
  const url = absolute(src);
  if (url === null) return Promise.reject(new ScriptLoadError(name, src));
  const key = `${kind} ${url}`;
  const known = loads.get(key);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const element = kind === 'script' ? document.createElement('script') : document.createElement('link');
    const nonce = pageNonce();
    if (nonce) element.nonce = nonce;
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        loads.delete(key);
        element.remove();
        reject(new ScriptLoadError(name, src));
      },
      { once: true },
    );
    if (element instanceof HTMLScriptElement) {
      element.async = true;
      setTrustedAttribute(element, 'src', url);
    } else {
      element.rel = 'stylesheet';
      element.href = url;
    }
    (document.head ?? document.documentElement).append(element);
  });
  loads.set(key, promise);
  return promise;
}

/** Loads the script at `src` once; rejects with a `ScriptLoadError` naming `name` when it fails. */
export function loadScript(src: string, name: string): Promise<void> {
  return load('script', src, name);
}

/** Loads the stylesheet at `href` once (a font service's link); rejects like `loadScript`. */
export function loadStylesheet(href: string, name: string): Promise<void> {
  return load('stylesheet', href, name);
}
