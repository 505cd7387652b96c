/**
 * The demo site's one layout: the head every page starts with, the site header made from the nav
 * list (site-nav.mjs) with the page's entry marked current, and the footer. The server's own pages
 * (blog, portfolio, gallery, shop) are rendered whole by renderSitePage; a static page file
 * (demo/pages/*.html) holds only its own parts and marks where the layout fills in
 * (renderPageFile).
 */
import { escapeHtml } from './escape-html.mjs';
import { SITE_NAV } from './site-nav.mjs';

/**
 * The site header with the nav entry of `current` marked `aria-current="page"`, or none marked
 * when no entry stands for that path.
 * @param {string} current The path of the page ("/blog/", "/map-consent.html").
 * @param {string} [extras] Trusted markup the page adds after the nav (a header search).
 */
export function siteHeader(current, extras = '') {
  const items = SITE_NAV.map(({ path, label, pages = [] }) => {
    const mark = path === current || pages.includes(current) ? ' aria-current="page"' : '';
    return `            <li><a href="${escapeHtml(path)}"${mark}>${escapeHtml(label)}</a></li>`;
  });
  return `<header class="site-header">
      <div class="wrap">
        <a class="site-name" href="/">pb-elements demo</a>
        <nav class="site-nav" aria-label="Main">
          <ul>
${items.join('\n')}
          </ul>
        </nav>${extras ? `\n${extras}` : ''}
      </div>
    </header>`;
}

/**
 * The site footer around the page's own footer content.
 * @param {string} content Trusted markup, indented for its place inside the footer's wrap.
 */
function siteFooter(content) {
  return `<footer class="site-footer" id="site-footer">
      <div class="wrap">
${content}
      </div>
    </footer>`;
}

/**
 * The inside of every page's head: the shared elements around the page's own. The page's
 * stylesheets and configuration come after site.css and before the loader, which reads the
 * configuration; the first paint waits until the footer is parsed, so the content is never painted
 * half-parsed: a table laid out from its first rows widens its columns when the rest arrive, an
 * end-aligned block grows upwards (layout shifts seen in loaded CI runs).
 * @param {object} parts Trusted markup, one element a line, indented for the head.
 * @param {string} parts.titleAndDescription The `<title>` and description `<meta>`.
 * @param {string} [parts.beforeLoader] The page's stylesheets and configuration.
 * @param {string} [parts.afterLoader] The page's scripts that need the loader first.
 */
function siteHead({ titleAndDescription, beforeLoader, afterLoader }) {
  return `
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
${titleAndDescription}
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/assets/site.css">${beforeLoader ? `\n${beforeLoader}` : ''}
    <script src="/dist/pb-elements.js"></script>${afterLoader ? `\n${afterLoader}` : ''}
    <link rel="expect" href="#site-footer" blocking="render">
  `;
}

/**
 * @typedef {object} SitePage
 * @property {string} title Text (escaped here).
 * @property {string} description Text (escaped here).
 * @property {string[]} stylesheets Paths of the page's own stylesheets, after site.css.
 * @property {string} current The path of the page's nav entry.
 * @property {string} main Markup of the content.
 * @property {string} [footer] Text of the footer (escaped here); the demo's sample-content notice
 *   by default.
 * @property {string} [head] Trusted markup added to the head after the loader (a page's own
 *   configuration and scripts).
 * @property {string} [mainAttributes] Trusted attribute markup for `<main>` (e.g. a marker the
 *   elements look for).
 */

const DEFAULT_FOOTER = 'pb-elements demo site. Content on these pages is sample text.';

/**
 * A whole page of the site from its parts.
 * @param {SitePage} page
 */
export function renderSitePage({ title, description, stylesheets, current, main, footer = DEFAULT_FOOTER, head, mainAttributes }) {
  const links = stylesheets.map((href) => `    <link rel="stylesheet" href="${escapeHtml(href)}">`);
  const titleAndDescription = `    <title>${escapeHtml(title)} | pb-elements demo</title>
    <meta name="description" content="${escapeHtml(description)}">`;
  return `<!doctype html>
<html lang="en">
  <head>${siteHead({ titleAndDescription, beforeLoader: links.join('\n'), afterLoader: head })}</head>
  <body>
    ${siteHeader(current)}

    <main id="content" class="wrap"${mainAttributes ? ` ${mainAttributes}` : ''}>
${main}
    </main>

    ${siteFooter(`        <p>${escapeHtml(footer)}</p>`)}
  </body>
</html>
`;
}

/** The parts of a page file the layout fills in: each marked `data-layout`, and what it holds. */
const LAYOUT_HEAD = /<head data-layout="site-head">([\s\S]*?)<\/head>/;
const LAYOUT_HEADER = /<header data-layout="site-header">([\s\S]*?)<\/header>/;
const LAYOUT_FOOTER = /<footer data-layout="site-footer">([\s\S]*?)<\/footer>/;
const TITLE_AND_DESCRIPTION = /^\s*<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;

/** Markup without its blank first and last lines (the page file's line breaks around it). */
const trimLines = (/** @type {string} */ markup) => (markup.trim() ? markup.replace(/^\s*\n/, '').replace(/\n\s*$/, '') : '');

/**
 * A static page as served, from its file (demo/pages/*.html): the file is a plain HTML page
 * holding only what is its own, and marks with `data-layout` where the layout fills in:
 * - `<head data-layout="site-head">` starts with the page's `<title>` and description `<meta>`,
 *   then its own stylesheets and configuration; the shared head elements go around them.
 * - `<header data-layout="site-header">` becomes the site header with the page's nav entry
 *   current; what it holds goes after the nav. A page showing another header (the header
 *   variants) writes its own `<header>` instead.
 * - `<footer data-layout="site-footer">` becomes the site footer around what it holds (the
 *   sample-content notice when empty).
 * A file with none of them is served as it is.
 * @param {string} source The page file.
 * @param {string} pagePath The page's path on the site ("/" for index.html).
 */
export function renderPageFile(source, pagePath) {
  return source
    .replace(LAYOUT_HEAD, (whole, own) => {
      const titleAndDescription = TITLE_AND_DESCRIPTION.exec(own)?.[0];
      if (!titleAndDescription) throw new Error(`${pagePath}: the head must start with the page's <title> and description <meta>`);
      const beforeLoader = trimLines(own.slice(titleAndDescription.length));
      return `<head>${siteHead({ titleAndDescription: trimLines(titleAndDescription), beforeLoader })}</head>`;
    })
    .replace(LAYOUT_HEADER, (whole, extras) => siteHeader(pagePath, trimLines(extras)))
    .replace(LAYOUT_FOOTER, (whole, content) => siteFooter(trimLines(content) || `        <p>${DEFAULT_FOOTER}</p>`));
}

/**
 * The path a page file is served at.
 * @param {string} fileName Relative to demo/pages/ ("index.html", "guide/index.html").
 */
export function pagePathOf(fileName) {
  return `/${fileName.replace(/(^|\/)index\.html$/, '$1')}`;
}
