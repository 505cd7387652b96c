/**
 * The one Trusted Types policy of pb-elements, `pb-elements` (docs/csp-and-trusted-types.md "Content Security Policy and
 * Trusted Types"). Under `require-trusted-types-for 'script'` the browser refuses a plain string
 * at every HTML or script sink; pb-elements builds its own DOM without them (the lightbox too),
 * so only these callers ever need one, and only they may import this module:
 * - the HTML sanitizer, which parses untrusted markup into an inert document before it cleans it
 *   (DOMPurify takes `trustedTypesPolicy()` as its `TRUSTED_TYPES_POLICY`);
 * - the site's own trusted fragments: the consent area's HTML and the scripts the consent
 *   runtime re-creates once the visitor has consented, and the shop's cart fragments
 *   (shop/apply-fragments.ts, parsed inert with scripts and handlers dropped).
 * The policy passes its input through unchanged: what makes a value trusted is which of those
 * callers hands it over, not a check here. It is created on first use, once per page; where the
 * browser has no Trusted Types (or the page does not allow the name) the plain string is used,
 * which such a browser accepts.
 */
import { warnOnce } from './warn';

export const TRUSTED_TYPES_POLICY_NAME = 'pb-elements';

type TrustedKind = 'TrustedHTML' | 'TrustedScript' | 'TrustedScriptURL';

/** The policy, shaped as DOMPurify's TRUSTED_TYPES_POLICY expects (createHTML and createScriptURL). */
export interface PbTrustedTypesPolicy {
  readonly name: string;
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScript(input: string): string; createScriptURL(input: string): string }): PbTrustedTypesPolicy;
  getAttributeType(tagName: string, attribute: string): string | null;
}

const passThrough = (input: string): string => input;

let policy: PbTrustedTypesPolicy | null | undefined;

function factory(): TrustedTypePolicyFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
}

/** The `pb-elements` policy, created once; null without Trusted Types or when the page refuses the name. */
export function trustedTypesPolicy(): PbTrustedTypesPolicy | null {
  if (policy !== undefined) return policy;
  const types = factory();
  policy = null;
  if (!types) return policy;
  try {
    policy = types.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: passThrough, createScript: passThrough, createScriptURL: passThrough });
  } catch {
    warnOnce(
      TRUSTED_TYPES_POLICY_NAME,
      `the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}" could not be created: allow it in the page's Content-Security-Policy (trusted-types ${TRUSTED_TYPES_POLICY_NAME}), or load pb-elements only once.`,
    );
  }
  return policy;
}

/**
 * `value` as the trusted type a sink asks for. Typed as a string because the DOM's typings know
 * no Trusted Types; the browser takes either at these sinks.
 */
function trusted(kind: TrustedKind, value: string): string {
  const current = trustedTypesPolicy();
  if (!current) return value;
  if (kind === 'TrustedHTML') return current.createHTML(value) as string;
  if (kind === 'TrustedScript') return current.createScript(value) as string;
  return current.createScriptURL(value) as string;
}

/** Markup of a trusted fragment (or handed to the sanitizer's parser), for `innerHTML` and the parsers. */
export function trustedHTML(html: string): string {
  return trusted('TrustedHTML', html);
}

/** The text of a trusted script, for `script.text`. */
export function trustedScript(text: string): string {
  return trusted('TrustedScript', text);
}

/**
 * Sets an attribute copied from trusted markup; attributes that are Trusted Types sinks (a
 * script's `src`, event handler attributes) get the trusted type the browser asks for.
 */
export function setTrustedAttribute(element: Element, name: string, value: string): void {
  const kind = factory()?.getAttributeType(element.localName, name) as TrustedKind | null | undefined;
  element.setAttribute(name, kind ? trusted(kind, value) : value);
}
