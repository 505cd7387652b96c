/**
 * The policy text of the manage-consent area comes from the consent service
 * (GET {consent-api}/manage_consent_html) as an HTML string. It is NOT inserted as it is: it is
 * parsed in an inert document (DOMParser: nothing runs, nothing loads) and rebuilt node by node
 * from an allowlist, so a compromised or careless service cannot run script on the page.
 *
 * Kept: p, h2–h4, ul, ol, li, a (href only when http:, https:, mailto:, tel: or relative), strong, em,
 * br, and table parts (table, caption, thead, tbody, tfoot, tr, th, td with colspan/rowspan/scope).
 * Every other attribute (event handlers, style, class, id …) is dropped. Elements whose content
 * is code or embedded media (script, style, iframe, object, svg …) are dropped with their content;
 * any other element (div, span, h1 …) is replaced by its (sanitized) children.
 */

import { safeUrl } from '../runtime/safe-url';
import { trustedHTML } from '../runtime/trusted-types';

const ALLOWED_ELEMENTS = new Set([
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'noframes', 'template', 'svg', 'math', 'textarea', 'select', 'option', 'button', 'input', 'form',
  'title', 'head', 'meta', 'link', 'base', 'audio', 'video', 'source', 'track', 'canvas', 'img',
  'picture', 'xmp', 'plaintext', 'portal', 'dialog',
]);

const TABLE_CELL_ATTRIBUTES = ['colspan', 'rowspan', 'scope'];

/** True for links that cannot run script (see safeUrl). */
export function isSafeHref(href: string): boolean {
  return safeUrl(href) !== null;
}

function copyAllowedAttributes(source: Element, target: Element): void {
  const name = target.localName;
  if (name === 'a') {
    const href = source.getAttribute('href');
    if (href !== null && isSafeHref(href)) target.setAttribute('href', href.trim());
  } else if (name === 'th' || name === 'td') {
    for (const attribute of TABLE_CELL_ATTRIBUTES) {
      const value = source.getAttribute(attribute);
      if (value !== null && /^[a-z0-9]{1,10}$/i.test(value.trim())) target.setAttribute(attribute, value.trim());
    }
  }
}

function appendSanitized(source: Node, target: Node, doc: Document, depth: number): void {
  if (depth > 100) return;
  for (const child of source.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    // Elements of other namespaces (svg, math) and code/media are dropped with their content.
    const name = element.namespaceURI === 'http://www.w3.org/1999/xhtml' ? element.localName : '';
    if (!name || DROPPED_WITH_CONTENT.has(name)) continue;
    if (ALLOWED_ELEMENTS.has(name)) {
      const copy = doc.createElement(name);
      copyAllowedAttributes(element, copy);
      appendSanitized(element, copy, doc, depth + 1);
      target.appendChild(copy);
    } else {
      appendSanitized(element, target, doc, depth + 1);
    }
  }
}

/**
 * Parses `html` without running or loading anything and returns a fragment of new nodes, owned by
 * `doc`, holding only the allowlisted elements and attributes.
 */
export function sanitizeConsentHtml(html: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  const parsed = new DOMParser().parseFromString(trustedHTML(`<!doctype html><body>${html}`), 'text/html');
  appendSanitized(parsed.body, fragment, doc, 0);
  return fragment;
}

/** True when a sanitized fragment has something to show (an element or non-blank text). */
export function hasVisibleContent(fragment: DocumentFragment): boolean {
  return fragment.children.length > 0 || (fragment.textContent ?? '').trim() !== '';
}
