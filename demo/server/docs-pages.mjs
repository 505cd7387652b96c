/**
 * The documentation pages (docs/demo-server.md "The demo and reference server"): `docs/<path>.md` rendered with
 * markdown-it at `/docs/<path>/` (`docs/index.md` at `/docs/`) inside the demo's layout. Headings
 * get GitHub's anchors, so a link written for GitHub (`../consent.md#banner`) lands on the same
 * heading here (`/docs/consent/#banner`); each ```html example is shown as code and then live.
 * The Markdown is the project's own text, so its raw HTML is rendered as written.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { escapeHtml } from './escape-html.mjs';
import { sendResult } from './responses.mjs';
import { renderSitePage } from './site-page.mjs';
import { resolveInside, sendNotFound } from './static-files.mjs';

export const DOCS_URL = '/docs/';
/** Served as files (static mount in app.mjs); every other path below /docs/ is a page. */
export const DOCS_IMAGES_URL = '/docs/images/';
const API_URL = '/dist/api/';
/** The demo's address with `npm start`'s defaults, as the docs write it. */
const DEMO_ORIGIN = 'http://127.0.0.1:8080/';

/** @typedef {import('markdown-it').Token} Token */

const markdown = new MarkdownIt({ html: true });
const renderFence = /** @type {NonNullable<typeof markdown.renderer.rules.fence>} */ (markdown.renderer.rules.fence);
// An html example is shown as its source, then live: the markup is our own docs text, trusted as
// the demo pages are.
markdown.renderer.rules.fence = (tokens, index, options, env, self) => {
  // A code block scrolls sideways when its lines are long: focusable, so the keyboard scrolls it too.
  const source = renderFence(tokens, index, options, env, self).replace(/^<pre>/, '<pre tabindex="0">');
  const token = /** @type {Token} */ (tokens[index]);
  const live = token.info.trim().split(/\s+/)[0] === 'html' ? liveExample(token.content) : '';
  if (/\bid=["']?pb-config\b/.test(live)) env.ownConfig = true;
  return live ? `${source}<div class="docs-example">\n${live}</div>\n` : source;
};

/**
 * What a page's rendering carries: `afterTitle` is markup put after the first h1, once;
 * `ownConfig` is set when a live example brings its own page configuration.
 * @typedef {{ afterTitle: string, ownConfig?: boolean }} DocsEnv
 */

/**
 * The page configuration of the docs pages, as the demo pages have theirs: the map examples draw
 * the demo server's own tiles, consent-blocked examples stay blocked until the visitor agrees
 * (region "eu"), and the consent and preview-frame examples get the nonces their calls need.
 */
const DOCS_PAGE_CONFIG = {
  consentRegion: 'eu',
  nonces: { consent: '{{pb-nonce:consent}}', et_pb_preview: '{{pb-nonce:et_pb_preview}}' },
  mapTileUrl: '/tiles/{z}/{x}/{y}.svg',
  mapAttribution: '© pb-elements demo tiles',
};
markdown.renderer.rules.heading_close = (tokens, index, options, env, self) => {
  const html = self.renderToken(tokens, index, options);
  if (/** @type {Token} */ (tokens[index]).tag !== 'h1' || !env.afterTitle) return html;
  const afterTitle = env.afterTitle;
  env.afterTitle = '';
  return `${html}\n${afterTitle}`;
};

/**
 * The part of an html example that can run inside a docs page: a whole-page example gives its
 * body (its head only loads the elements, which the page already does), scripts that would run
 * and stylesheet links are left out (they point at placeholder paths such as /path/to/dist/),
 * and an example with no element or `data-pb-` hook gives nothing, having nothing to show live.
 * JSON and consent-blocked (`text/plain`) scripts stay: the elements read them.
 * @param {string} html
 */
export function liveExample(html) {
  const body = /<body\b[^>]*>([\s\S]*?)(?:<\/body>|$)/i.exec(html)?.[1] ?? html.replace(/<head\b[^>]*>[\s\S]*?<\/head>/gi, '');
  const live = body
    .replace(/<script\b(?![^>]*\btype=["']?(?:application\/json|text\/plain))[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, '');
  return /<pb-|\bdata-pb-/.test(live) ? live : '';
}

/**
 * GitHub's heading anchors: the heading's text in lower case without punctuation (hyphens and
 * underscores stay), each space a hyphen; a repeated anchor gets "-1", "-2" … in page order.
 * @returns {(text: string) => string}
 */
export function createSlugger() {
  /** Anchors given so far → how many repeats of each were numbered. */
  /** @type {Map<string, number>} */
  const seen = new Map();
  return (text) => {
    const base = text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
    let slug = base;
    while (seen.has(slug)) {
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      slug = `${base}-${count}`;
    }
    seen.set(slug, 0);
    return slug;
  };
}

/**
 * The text of a heading's inline token, code spans included (`` # `<pb-tabs>` `` → `<pb-tabs>`).
 * @param {Token | undefined} inline
 */
function inlineText(inline) {
  return (inline?.children ?? [])
    .filter(({ type }) => type === 'text' || type === 'code_inline')
    .map(({ content }) => content)
    .join('');
}

/**
 * The anchors of a page's headings, in order.
 * @param {string} source Markdown.
 * @returns {string[]}
 */
export function headingSlugs(source) {
  const slug = createSlugger();
  const tokens = markdown.parse(source, {});
  return tokens.flatMap((token, index) => (token.type === 'heading_open' ? [slug(inlineText(tokens[index + 1]))] : []));
}

/**
 * The targets of a page's links and images, as written (markdown-it's normalised form).
 * @param {string} source Markdown.
 * @returns {string[]}
 */
export function markdownLinks(source) {
  return markdown
    .parse(source, {})
    .flatMap((token) => token.children ?? [])
    .flatMap((token) => {
      const target = token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
      return target === null ? [] : [target];
    });
}

/**
 * The contents of a page's code spans, table cells' included.
 * @param {string} source Markdown.
 * @returns {string[]}
 */
export function codeSpans(source) {
  return markdown
    .parse(source, {})
    .flatMap((token) => token.children ?? [])
    .flatMap((token) => (token.type === 'code_inline' ? [token.content] : []));
}

/**
 * Where a relative link of a Markdown file leads on the demo server: a docs page's served URL
 * (README.md and docs/index.md lead to /docs/), a docs image's URL, a demo page's URL; a link to
 * the demo at its default address becomes a path on this server. Other absolute links, anchors
 * and links to any other file are kept as written.
 * @param {string} href
 * @param {string} sourceFile The linking file, relative to the repository root ("docs/elements/pb-tabs.md").
 */
export function servedHref(href, sourceFile) {
  // The docs name the demo at its default address (`npm start`); served here, it is this server.
  if (href.startsWith(DEMO_ORIGIN)) return href.slice(DEMO_ORIGIN.length - 1);
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return href;
  const hashAt = href.indexOf('#');
  const filePart = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(sourceFile), decodeURI(filePart)));
  if (target === 'README.md' || target === 'docs/index.md') return `${DOCS_URL}${hash}`;
  if (target.startsWith('docs/') && target.endsWith('.md')) return `${DOCS_URL}${encodeURI(target.slice('docs/'.length, -'.md'.length))}/${hash}`;
  if (target.startsWith('docs/images/')) return `${DOCS_URL}${encodeURI(target.slice('docs/'.length))}${hash}`;
  if (target.startsWith('demo/pages/')) return `/${encodeURI(target.slice('demo/pages/'.length))}${hash}`;
  return href;
}

/**
 * The page of `docs/<docPath>.md`: the demo's layout around the rendered Markdown, titled by its
 * first h1. An element's page (`elements/<tag>`) links to the element's API reference after its h1.
 * @param {string} source Markdown.
 * @param {string} docPath "index", "consent", "elements/pb-tabs" …
 */
export function renderDocsPage(source, docPath) {
  const sourceFile = `docs/${docPath}.md`;
  const tokens = markdown.parse(source, {});
  const slug = createSlugger();
  let title = '';
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const text = inlineText(tokens[index + 1]);
      token.attrSet('id', slug(text));
      if (token.tag === 'h1' && !title) title = text;
    }
    for (const child of token.children ?? []) {
      const attribute = child.type === 'link_open' ? 'href' : child.type === 'image' ? 'src' : null;
      const target = attribute && child.attrGet(attribute);
      if (attribute && target) child.attrSet(attribute, servedHref(target, sourceFile));
    }
  });
  const tag = /^elements\/(pb-[a-z\d-]+)$/.exec(docPath)?.[1];
  /** @type {DocsEnv} */
  const env = {
    afterTitle: tag ? `<p class="docs-api-link">API reference: <a href="${API_URL}${tag}.html"><code>${escapeHtml(`<${tag}>`)}</code></a></p>\n` : '',
  };
  const main = markdown.renderer.render(tokens, markdown.options, env);
  return renderSitePage({
    title: title || 'Documentation',
    description: `pb-elements documentation${title ? `: ${title}` : ''}`,
    stylesheets: ['/assets/docs.css'],
    current: DOCS_URL,
    main,
    // A page whose example brings its own configuration has that one, as a reader's page would.
    head: env.ownConfig ? undefined : `    <script type="application/json" id="pb-config">${JSON.stringify(DOCS_PAGE_CONFIG)}</script>`,
  });
}

/**
 * Answers a GET or HEAD for a docs page (`/docs/` or `/docs/<path>/`) from `docsDir`, or 404 when
 * there is no such Markdown file inside it. `/docs` and a page's path without its trailing slash
 * redirect to the page.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {string} docsDir
 * @param {(html: string) => string} renderHtml Fills in the page's nonces (app.mjs).
 * @returns {Promise<boolean>} Whether the path was a docs page's (and so answered).
 */
export async function serveDocsPage(req, res, url, docsDir, renderHtml) {
  const { pathname } = url;
  if (pathname === '/docs') {
    sendResult(req, res, { status: 301, headers: { Location: `${DOCS_URL}${url.search}` } });
    return true;
  }
  if (!pathname.startsWith(DOCS_URL) || pathname.startsWith(DOCS_IMAGES_URL)) return false;
  let docPath;
  try {
    docPath = decodeURIComponent(pathname.slice(DOCS_URL.length));
  } catch {
    sendNotFound(req, res);
    return true;
  }
  const slashed = docPath === '' || docPath.endsWith('/');
  const pagePath = docPath === '' ? 'index' : docPath.replace(/\/$/, '');
  const filePath = resolveInside(docsDir, `${pagePath}.md`);
  const source = filePath && (await readFile(filePath, 'utf8').catch(() => null));
  if (typeof source !== 'string') {
    sendNotFound(req, res);
  } else if (!slashed) {
    sendResult(req, res, { status: 301, headers: { Location: `${pathname}/${url.search}` } });
  } else {
    sendResult(req, res, { html: renderHtml(renderDocsPage(source, pagePath)), headers: { 'Cache-Control': 'no-cache' } });
  }
  return true;
}
