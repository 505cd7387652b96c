/**
 * The one place where markup from a server becomes page nodes. Every answer is parsed by
 * DOMPurify in an inert document (nothing runs, nothing loads while it is parsed), cut down to the
 * named profile of the call, and handed back as DOM nodes: never as an HTML string for someone to
 * assign to `innerHTML`. Nothing else in pb-elements calls DOMPurify or parses server markup.
 *
 * What each call may contain (everything else is dropped; `DROPPED_WITH_CONTENT` elements with
 * their content, any other element is replaced by its sanitized children):
 * - `contact-result`, the contact form's result or error container (SPEC §7): text only —
 *   p, br, strong, em, b, i, small, span, div, ul, ol, li, h2–h4 and links, with `class` and
 *   `role` (the result's `role="status"`). No image, no style, no form, button or field: the
 *   answer can say something but never load, restyle, or add a control that sends or navigates.
 * - `comment`, a comment fragment the site renders (the comments list markup of WordPress): li,
 *   ol, ul, article, footer, header, div, p, br, span, b, strong, em, i, a, time, cite,
 *   blockquote, q, code, pre, abbr, del, ins, s, u, sub, sup, small and img, with `id`, `class`,
 *   `title`, `rel`, `datetime`, `alt`, `width`, `height`, `aria-*` and `data-*` (the reply
 *   links'). An image (an avatar) is kept only when its `src` is on the page's own origin or on
 *   a host the page configuration names in `avatarHosts` (Gravatar's); so is its `srcset` when
 *   every candidate is (one that is not drops the whole `srcset`). A picture from any other host is
 *   dropped, so inserting a comment requests nothing from a site the page did not name. No
 *   style, no form, button or field.
 * - `consent-policy`, the manage-consent policy text (SPEC §7 manage_consent_html): p, h2–h4,
 *   ul, ol, li, a, strong, em, br and table parts; only `href` on links and
 *   `colspan`/`rowspan`/`scope` (short alphanumeric values) on cells.
 * - `blog`, the content of a blog-like module taken from another page of the site (SPEC §7 "Ajax
 *   pagination"): posts and their pagination — article, section, header, footer, nav, div, span,
 *   p, br, hr, h1–h6, a, img, figure, figcaption, lists, blockquote, q, cite, code, pre, em,
 *   strong, b, i, u, s, small, sub, sup, mark, abbr, del, ins, time and table parts, with `id`,
 *   `class`, `title`, `lang`, `dir`, `aria-*` and `data-*` (the pagination's `aria-current` and
 *   `data-pages`). An image keeps `src` only as an http(s) or relative address (it is the site's
 *   own page; an image without one is dropped), with `alt`, `width`, `height`, `loading`,
 *   `decoding`, `sizes` (text) and `srcset` when every candidate address passes that same check
 *   (one refused candidate drops the whole `srcset`; the image keeps its `src`). No style, no
 *   form, button or field, no script: nested pb-* modules
 *   of the fetched page do not come along.
 * - `split-test`, a split-test subject (SPEC §7 "Get A/B subject"): the site's own page content,
 *   so the `blog` set plus details/summary, forms and their fields, and pb-* elements with any
 *   attribute but event handlers and `style` (the modules inside a subject initialise when it is
 *   shown). Still no script, style, embedded document, SVG or MathML.
 * - `modal-template`, the content of a backend-supplied modal template (SPEC §3 "Builder data"):
 *   the same set as `split-test`.
 * - `block-preview`, a block's saved markup shown live in the block editor (the WordPress plugin's
 *   module blocks, docs/wordpress.md "Live preview in the editor"): the `split-test` set, plus
 *   what the editor's own blocks write so the preview looks as the page will: `slot` and `role`,
 *   `style` attributes (the colours, spacing and sizes of block supports) when they hold no
 *   markup, escape, `expression()`, `@import`, `javascript:` or `url()` of an address
 *   `safeResourceUrl` refuses, and `video`/`source` (the Video block) with their playback
 *   attributes and checked `src`/`poster`.
 * - `cart-fragment`, the shop's cart fragments (WooCommerce's `get_refreshed_fragments` answer, a
 *   cart event's fragments, their session cache): the cart's markup — div, span, p, br, h2–h4,
 *   a, img, lists, dl/dt/dd, strong, em, b, i, small, bdi, del, ins, mark, abbr, table parts —
 *   and the cart's forms and controls (form, fieldset, legend, label, input, button, select,
 *   option), with `id`, `class`, `title`, `role`, the fields' attributes, `aria-*` and `data-*`
 *   (WooCommerce's `data-product_id`, `data-cart_item_key`). Images as in `blog`; a form's
 *   `action` only as a safe address. No `formaction`, frame, style or script.
 * - `multi-view`, a builder module's content per screen mode (SPEC §3 "Multi-view data"): text,
 *   inline markup, headings, lists, links, figures, images and tables, with `class`, `title`,
 *   `lang`, `dir` and `aria-*` (no `id`, no `data-*`: nothing a page script acts on). An image
 *   is kept only when its `src` is on the page's own origin or a `data:image` (nothing is
 *   requested from another host); no `srcset`, form, button, field or media.
 * In every profile a link keeps its `href` only when the shared safe-URL check accepts it
 * (runtime/safe-url.ts: http(s), mailto, tel or relative; a network-path `//host` link is written
 * as the absolute address it really is). `<style>`, event handlers, scripts, embedded documents,
 * SVG and MathML never pass; nor do `style` attributes, but the checked ones of `block-preview`.
 */
import DOMPurify, { type Config } from 'dompurify';
import { checkedSrcset, isSameOriginUrl, safeResourceUrl, sameOriginResourceUrl } from './safe-resource-url';
import { getPageConfig } from './page-config';
import { pageBase, parseUrl, safeUrl } from './safe-url';
import { trustedHTML, trustedTypesPolicy } from './trusted-types';

export type SanitizeProfileName =
  | 'contact-result'
  | 'comment'
  | 'consent-policy'
  | 'blog'
  | 'split-test'
  | 'cart-fragment'
  | 'multi-view'
  | 'modal-template'
  | 'block-preview';

/** Keeps the value as written (true), keeps it rewritten (a string: a checked `srcset`), or drops it (false). */
type AttributeCheck = (value: string) => boolean | string;

interface SanitizeProfile {
  tags: readonly string[];
  /** pb-* elements pass with any attribute but event handlers and `style` (the modules a subject holds). */
  pbElements?: boolean;
  /** Attributes kept on any allowed element. */
  attributes: readonly string[];
  /** Attributes kept only on the named elements, with a check of their value. */
  elementAttributes: Readonly<Record<string, Readonly<Record<string, AttributeCheck>>>>;
  allowAria: boolean;
  allowData: boolean;
  /** `style` attributes pass on any element when `inlineStyle` accepts them. */
  inlineStyles?: boolean;
}

/** Code, embedded media, forms and their controls: dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'noframes', 'template', 'svg', 'math', 'textarea', 'select', 'option', 'button', 'input', 'form',
  'title', 'head', 'meta', 'link', 'base', 'audio', 'video', 'source', 'track', 'canvas', 'picture',
  'xmp', 'plaintext', 'portal', 'dialog', 'fieldset', 'label', 'datalist', 'output',
];

const anyValue = (): boolean => true;
/** An address the page may request (an image, a video, a poster). */
const isResourceUrl = (value: string): boolean => safeResourceUrl(value) !== null;
const shortToken = (value: string): boolean => /^[a-z0-9]{1,10}$/i.test(value.trim());
const TABLE_CELL = { colspan: shortToken, rowspan: shortToken, scope: shortToken };

/** Page content: what a blog page or a split-test subject may hold. */
const PAGE_CONTENT_TAGS = [
  'article', 'section', 'header', 'footer', 'nav', 'div', 'span', 'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'a', 'img', 'figure', 'figcaption', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'q', 'cite', 'code', 'pre',
  'em', 'strong', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'del', 'ins', 'time',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
const PAGE_CONTENT_ATTRIBUTES = ['id', 'class', 'title', 'lang', 'dir'];
/** An image's attributes that request nothing. */
const IMAGE_TEXT_ATTRIBUTES = { alt: anyValue, width: shortToken, height: shortToken, loading: shortToken, decoding: shortToken };
const PAGE_CONTENT_ELEMENT_ATTRIBUTES: SanitizeProfile['elementAttributes'] = {
  a: { href: anyValue, rel: anyValue, hreflang: shortToken },
  time: { datetime: anyValue },
  img: {
    src: isResourceUrl,
    // Every candidate is checked like `src`; one refused drops the whole set (the image keeps its `src`).
    srcset: (value) => checkedSrcset(value, (url) => safeResourceUrl(url)) ?? false,
    // Media conditions and lengths: text that requests nothing.
    sizes: anyValue,
    ...IMAGE_TEXT_ATTRIBUTES,
  },
  th: TABLE_CELL,
  td: TABLE_CELL,
};

/** The shop's cart markup (mini cart, header link, cart totals) and the cart's forms and controls. */
const CART_FRAGMENT_TAGS = [
  'div', 'span', 'p', 'br', 'h2', 'h3', 'h4', 'a', 'img', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'small',
  'bdi', 'del', 'ins', 'mark', 'abbr', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'form', 'fieldset', 'legend', 'label', 'input', 'button', 'select', 'option',
];

/** A builder module's content per screen mode: text, inline markup, lists, links, images and tables. */
const MULTI_VIEW_TAGS = [
  'div', 'span', 'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'img', 'figure', 'figcaption', 'ul', 'ol', 'li',
  'dl', 'dt', 'dd', 'blockquote', 'q', 'cite', 'code', 'pre', 'em', 'strong', 'b', 'i', 'u', 's', 'small', 'sub', 'sup',
  'mark', 'abbr', 'del', 'ins', 'time', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/** A comment's avatar address: on the page's own origin or on a host of the page configuration's `avatarHosts`. */
function avatarUrl(raw: string): string | null {
  const url = safeResourceUrl(raw);
  const base = pageBase();
  if (url === null || base === null) return null;
  if (isSameOriginUrl(url, base)) return url;
  const address = parseUrl(url, base);
  return address && /^https?:$/.test(address.protocol) && getPageConfig().avatarHosts.includes(address.host) ? url : null;
}

/** The site's own page content with forms and pb-* modules (a split-test subject, a modal template). */
const PAGE_MODULES_PROFILE: SanitizeProfile = {
  tags: [...PAGE_CONTENT_TAGS, 'details', 'summary', 'form', 'fieldset', 'legend', 'label', 'input', 'textarea', 'select', 'option', 'button'],
  attributes: [...PAGE_CONTENT_ATTRIBUTES, 'name', 'type', 'value', 'placeholder', 'required', 'for', 'autocomplete', 'open', 'disabled', 'checked', 'selected'],
  elementAttributes: { ...PAGE_CONTENT_ELEMENT_ATTRIBUTES, form: { action: (value) => safeUrl(value) !== null, method: shortToken } },
  allowAria: true,
  allowData: true,
  pbElements: true,
};

/** CSS that runs, imports or escapes: never in a kept `style`. */
const UNSAFE_CSS = /[<>\\]|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding/i;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;

/** A `style` attribute as the block editor writes it: kept when nothing in it runs or loads from an address refused as a resource. */
function inlineStyle(value: string): boolean {
  if (UNSAFE_CSS.test(value)) return false;
  for (const [, double, single, bare] of value.matchAll(CSS_URL)) {
    if (safeResourceUrl(double ?? single ?? bare ?? '') === null) return false;
  }
  // A `url(` the pattern did not read (unbalanced, commented) is refused rather than guessed at.
  return value.replace(CSS_URL, '').search(/url\s*\(/i) < 0;
}

const PLAYBACK = { controls: anyValue, muted: anyValue, loop: anyValue, playsinline: anyValue, preload: shortToken };

/** A block's saved markup in the editor: the page's modules and content, with the block editor's inline styles and videos. */
const BLOCK_PREVIEW_PROFILE: SanitizeProfile = {
  ...PAGE_MODULES_PROFILE,
  tags: [...PAGE_MODULES_PROFILE.tags, 'video', 'source'],
  // A module's slotted parts (`<img slot="background">`, `<a slot="logo">`) and a search form's role.
  attributes: [...PAGE_MODULES_PROFILE.attributes, 'slot', 'role'],
  elementAttributes: {
    ...PAGE_MODULES_PROFILE.elementAttributes,
    video: { src: isResourceUrl, poster: isResourceUrl, ...PLAYBACK },
    source: { src: isResourceUrl },
  },
  inlineStyles: true,
};

const PROFILES: Record<SanitizeProfileName, SanitizeProfile> = {
  'contact-result': {
    tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'small', 'span', 'div', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a'],
    attributes: ['class', 'role'],
    elementAttributes: { a: { href: anyValue } },
    allowAria: false,
    allowData: false,
  },
  comment: {
    tags: [
      'li', 'ol', 'ul', 'article', 'footer', 'header', 'div', 'p', 'br', 'span', 'b', 'strong', 'em', 'i', 'a', 'time',
      'cite', 'blockquote', 'q', 'code', 'pre', 'abbr', 'del', 'ins', 's', 'u', 'sub', 'sup', 'small', 'img',
    ],
    attributes: ['id', 'class', 'title'],
    elementAttributes: {
      a: { href: anyValue, rel: anyValue },
      time: { datetime: anyValue },
      img: {
        src: (value) => avatarUrl(value) !== null,
        srcset: (value) => checkedSrcset(value, avatarUrl) ?? false,
        alt: anyValue,
        width: shortToken,
        height: shortToken,
      },
    },
    allowAria: true,
    allowData: true,
  },
  'consent-policy': {
    tags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    attributes: [],
    elementAttributes: { a: { href: anyValue }, th: TABLE_CELL, td: TABLE_CELL },
    allowAria: false,
    allowData: false,
  },
  blog: {
    tags: PAGE_CONTENT_TAGS,
    attributes: PAGE_CONTENT_ATTRIBUTES,
    elementAttributes: PAGE_CONTENT_ELEMENT_ATTRIBUTES,
    allowAria: true,
    allowData: true,
  },
  'split-test': PAGE_MODULES_PROFILE,
  'modal-template': PAGE_MODULES_PROFILE,
  'block-preview': BLOCK_PREVIEW_PROFILE,
  'cart-fragment': {
    tags: CART_FRAGMENT_TAGS,
    attributes: [
      'id', 'class', 'title', 'role', 'lang', 'dir', 'name', 'type', 'value', 'placeholder', 'for', 'min', 'max', 'step', 'size',
      'inputmode', 'autocomplete', 'pattern', 'required', 'readonly', 'disabled', 'checked', 'selected', 'multiple', 'hidden',
    ],
    elementAttributes: {
      a: { href: anyValue, rel: anyValue },
      img: PAGE_CONTENT_ELEMENT_ATTRIBUTES.img!,
      form: { action: (value) => safeUrl(value) !== null, method: shortToken },
      th: TABLE_CELL,
      td: TABLE_CELL,
    },
    allowAria: true,
    allowData: true,
  },
  'multi-view': {
    tags: MULTI_VIEW_TAGS,
    attributes: ['class', 'title', 'lang', 'dir'],
    elementAttributes: {
      a: { href: anyValue, rel: anyValue, hreflang: shortToken },
      time: { datetime: anyValue },
      img: { src: (value) => sameOriginResourceUrl(value) !== null, ...IMAGE_TEXT_ATTRIBUTES },
      th: TABLE_CELL,
      td: TABLE_CELL,
    },
    allowAria: true,
    allowData: false,
  },
};

const PB_ELEMENT = /^pb-[a-z][a-z0-9-]*$/;

/** The attribute lookups need the ids while a container is found; they are dropped afterwards. */
const CONTAINER_ID = 'id';

/** The options every call shares. */
const BASE_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = { RETURN_DOM_FRAGMENT: true, ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT };

/**
 * Under Trusted Types DOMPurify parses through the `pb-elements` policy, the one name a site
 * allows; left alone it would make a `dompurify` policy of its own. Without Trusted Types the
 * option is left out (DOMPurify reads `null` as "no Trusted Types" and then fails where they are enforced).
 */
function trustedTypesOption(): Pick<Config, 'TRUSTED_TYPES_POLICY'> {
  const policy = trustedTypesPolicy();
  return policy ? { TRUSTED_TYPES_POLICY: policy as unknown as Config['TRUSTED_TYPES_POLICY'] } : {};
}

let active: { profile: SanitizeProfile; keepIds: boolean } | null = null;

DOMPurify.addHook('uponSanitizeAttribute', (node, event) => {
  if (!active) return;
  const { profile, keepIds } = active;
  const name = event.attrName;
  if (name === CONTAINER_ID && keepIds) return;
  if (name === 'style' && profile.inlineStyles) {
    if (!inlineStyle(event.attrValue)) event.keepAttr = false;
    return;
  }
  if (profile.pbElements && PB_ELEMENT.test(node.localName) && !/^on|^style$/i.test(name)) return;
  if (profile.attributes.includes(name)) return;
  if (profile.allowAria && /^aria-[\w-]+$/.test(name)) return;
  if (profile.allowData && /^data-[\w-]+$/.test(name)) return;
  const check = profile.elementAttributes[node.localName]?.[name];
  const verdict = check ? check(event.attrValue) : false;
  if (verdict === false) {
    event.keepAttr = false;
    return;
  }
  if (typeof verdict === 'string') event.attrValue = verdict;
  if (name === 'href') {
    const url = safeUrl(event.attrValue);
    if (url === null) event.keepAttr = false;
    else event.attrValue = url;
  }
});

function sanitize(html: string, profileName: SanitizeProfileName, keepIds: boolean): DocumentFragment {
  const profile = PROFILES[profileName];
  const attributes = new Set<string>(profile.attributes);
  for (const names of Object.values(profile.elementAttributes)) for (const name of Object.keys(names)) attributes.add(name);
  if (keepIds) attributes.add(CONTAINER_ID);
  if (profile.inlineStyles) attributes.add('style');
  active = { profile, keepIds };
  try {
    const fragment = DOMPurify.sanitize(html, {
      ...BASE_CONFIG,
      ...trustedTypesOption(),
      ALLOWED_TAGS: [...profile.tags],
      ALLOWED_ATTR: [...attributes],
      ALLOW_DATA_ATTR: profile.allowData,
      ALLOW_ARIA_ATTR: profile.allowAria,
      ...(profile.pbElements
        ? { CUSTOM_ELEMENT_HANDLING: { tagNameCheck: PB_ELEMENT, attributeNameCheck: /^[a-z][a-z0-9-]*$/, allowCustomizedBuiltInElements: false } }
        : {}),
    });
    // An image whose address was refused is no picture: it goes rather than stay an empty box.
    for (const image of fragment.querySelectorAll('img:not([src])')) image.remove();
    return fragment;
  } finally {
    active = null;
  }
}

/** `html` cut down to the profile's elements and attributes, as nodes ready to insert. */
export function sanitizeHtml(html: string, profileName: SanitizeProfileName): DocumentFragment {
  return sanitize(html, profileName, PROFILES[profileName].attributes.includes(CONTAINER_ID));
}

/**
 * The sanitized children of the element with `id` in the answer `html` (a page or a fragment),
 * ready to insert; undefined when the answer has no such element.
 */
export function sanitizedContainerChildren(html: string, id: string, profileName: SanitizeProfileName): Node[] | undefined {
  if (!id) return undefined;
  const fragment = sanitize(html, profileName, true);
  const container = fragment.getElementById(id);
  if (!container) return undefined;
  if (!PROFILES[profileName].attributes.includes(CONTAINER_ID)) {
    for (const element of container.querySelectorAll('[id]')) element.removeAttribute(CONTAINER_ID);
  }
  return [...container.childNodes];
}

/**
 * The sanitized content of a region of a whole page `html` (another page of the site): the
 * children of the first element matching one of `selectors`, tried in order, as nodes ready to
 * insert; undefined when none matches. The page is parsed in an inert document (nothing runs or
 * loads) only to find the region; its content then goes through the profile like any answer.
 */
export function sanitizedPageRegion(
  html: string,
  selectors: readonly string[],
  profileName: SanitizeProfileName,
): { nodes: Node[]; selector: string; title: string } | undefined {
  const page = new DOMParser().parseFromString(trustedHTML(html), 'text/html');
  for (const selector of selectors) {
    const region = page.querySelector(selector);
    if (!region) continue;
    const nodes = [...sanitize(trustedHTML(region.innerHTML), profileName, PROFILES[profileName].attributes.includes(CONTAINER_ID)).childNodes];
    return { nodes, selector, title: page.title.trim() };
  }
  return undefined;
}

/** True when sanitized nodes have something to show (an element or non-blank text). */
export function hasVisibleContent(fragment: DocumentFragment): boolean {
  return fragment.children.length > 0 || (fragment.textContent ?? '').trim() !== '';
}
