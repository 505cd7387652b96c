/**
 * The page shell of the demo pages the server renders (blog, portfolio, gallery): the head every
 * demo page has, the site header of demo/pages/index.html with the page's own nav entry marked
 * current, the content and a footer. One header for all, so a nav entry added to the demo pages
 * appears on the server's pages too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from './endpoints/comments.mjs';

/** The site header of the demo pages (demo/pages/index.html), read once. */
const SITE_HEADER =
  /<header class="site-header">[\s\S]*?<\/header>/.exec(readFileSync(fileURLToPath(new URL('../pages/index.html', import.meta.url)), 'utf8'))?.[0] ?? '';

/**
 * The site header with the nav entry linking to `current` marked `aria-current="page"` (and no
 * other), or none marked when the nav has no such entry.
 * @param {string} current The path of the page's nav entry ("/blog/").
 * @param {string} [header]
 */
export function siteHeader(current, header = SITE_HEADER) {
  const plain = header.replace(/ aria-current="page"/g, '');
  return plain.replace(`href="${current}">`, `href="${current}" aria-current="page">`);
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
 * The first paint waits until the footer is parsed, so the content is never painted half-parsed:
 * a table laid out from its first rows widens its columns when the rest arrive, an end-aligned
 * block grows upwards (layout shifts seen in loaded CI runs). The page arrives in one response,
 * so the wait is the parse of a few kilobytes.
 * @param {SitePage} page
 */
export function renderSitePage({ title, description, stylesheets, current, main, footer = DEFAULT_FOOTER, head, mainAttributes }) {
  const links = ['/assets/site.css', ...stylesheets].map((href) => `    <link rel="stylesheet" href="${escapeHtml(href)}">`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)} | pb-elements demo</title>
    <meta name="description" content="${escapeHtml(description)}">
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${links.join('\n')}
    <script src="/dist/pb-elements.js"></script>${head ? `\n${head}` : ''}
    <link rel="expect" href="#site-footer" blocking="render">
  </head>
  <body>
    ${siteHeader(current)}

    <main id="content" class="wrap"${mainAttributes ? ` ${mainAttributes}` : ''}>
${main}
    </main>

    <footer class="site-footer" id="site-footer">
      <div class="wrap">
        <p>${escapeHtml(footer)}</p>
      </div>
    </footer>
  </body>
</html>
`;
}
