/**
 * Site search for the demo: `GET /search?s=…` (WordPress's query field) answers an HTML results
 * page. The index holds the title and main text of every demo page (demo/pages/*.html), built
 * once when the server starts. A page matches when it contains every word of the query; pages
 * are ranked by how often the words occur, a word in the title counting ten times.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../escape-html.mjs';

const PAGES_DIR = fileURLToPath(new URL('../../pages/', import.meta.url));
export const MAX_QUERY_LENGTH = 200;
export const MAX_RESULTS = 20;
const SNIPPET_RADIUS = 80;
const TITLE_WEIGHT = 10;

/**
 * @typedef {object} IndexedPage
 * @property {string} url
 * @property {string} title
 * @property {string} text The page's main content as plain text.
 */

const ENTITIES = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' });

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
    const lower = String(name).toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16) || 32);
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)) || 32);
    return ENTITIES[lower] ?? entity;
  });
}

/**
 * Title and visible main text of an HTML page (the `<main>` element, else the body), without
 * scripts, styles, templates and tags.
 * @param {string} html
 * @returns {{ title: string, text: string }}
 */
export function extractPageText(html) {
  const title = decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '').replace(/\s+/g, ' ').trim();
  const main = /<main[\s>][\s\S]*<\/main>/i.exec(html)?.[0] ?? /<body[\s>][\s\S]*<\/body>/i.exec(html)?.[0] ?? html;
  const text = decodeEntities(
    main
      .replace(/<(script|style|template)[\s>][\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return { title, text };
}

/**
 * Indexes every `.html` file of a folder.
 * @param {string} [dir]
 * @returns {IndexedPage[]}
 */
export function buildSearchIndex(dir = PAGES_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const { title, text } = extractPageText(readFileSync(path.join(dir, file), 'utf8'));
      return { url: file === 'index.html' ? '/' : `/${file}`, title: title || file, text };
    });
}

/** @param {string} query */
export function queryWords(query) {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * @param {string} haystack lower-cased
 * @param {string} word
 */
function occurrences(haystack, word) {
  let count = 0;
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + word.length)) count += 1;
  return count;
}

/**
 * Pages holding every word of the query, best first (at most MAX_RESULTS).
 * @param {IndexedPage[]} index
 * @param {string} query
 * @returns {Array<IndexedPage & { score: number, snippet: string }>}
 */
export function searchPages(index, query) {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return index
    .map((page) => {
      const title = page.title.toLowerCase();
      const text = page.text.toLowerCase();
      let score = 0;
      for (const word of words) {
        const inTitle = occurrences(title, word);
        const inText = occurrences(text, word);
        if (inTitle + inText === 0) return null;
        score += inTitle * TITLE_WEIGHT + inText;
      }
      return { ...page, score, snippet: snippetOf(page.text, words[0] ?? '') };
    })
    .filter((result) => result !== null)
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
    .slice(0, MAX_RESULTS);
}

/**
 * Text around the first occurrence of `word`.
 * @param {string} text
 * @param {string} word lower-case
 */
function snippetOf(text, word) {
  const at = Math.max(0, text.toLowerCase().indexOf(word));
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, at + word.length + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The results page (every text escaped). It carries the same search form, so it works without
 * JavaScript and with `<pb-search>`.
 * @param {string} query
 * @param {ReturnType<typeof searchPages>} results
 */
export function renderResultsPage(query, results) {
  const q = escapeHtml(query);
  const heading = query ? `Search results for “${q}”` : 'Search';
  const summary = !query
    ? '<p>Type a word to search the demo pages.</p>'
    : results.length === 0
      ? '<p class="search-summary">No page matches your search.</p>'
      : `<p class="search-summary">${results.length} ${results.length === 1 ? 'page matches' : 'pages match'} your search.</p>`;
  const items = results
    .map(
      (result) =>
        `<li><h2><a href="${escapeHtml(result.url)}">${escapeHtml(result.title)}</a></h2><p>${escapeHtml(result.snippet)}</p></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${query ? `${q} | ` : ''}Search | pb-elements demo</title>
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/assets/site.css">
    <link rel="stylesheet" href="/assets/community.css">
    <script src="/dist/pb-elements.js"></script>
    <link rel="expect" href="#content" blocking="render">
  </head>
  <body>
    <header class="site-header"><div class="wrap"><a class="site-name" href="/">pb-elements demo</a></div></header>
    <main id="content" class="wrap">
      <h1>${heading}</h1>
      <pb-search class="search-box" label="Search the demo site">
        <form role="search" action="/search" method="get">
          <input type="search" name="s" value="${q}" aria-label="Search the demo site">
          <button type="submit" class="search-submit"><span class="search-submit-text">Search</span></button>
        </form>
      </pb-search>
      ${summary}
      ${items ? `<ol class="search-results">${items}</ol>` : ''}
    </main>
  </body>
</html>
`;
}

/** Built once, when the server starts. */
const index = buildSearchIndex();

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  {
    method: 'GET',
    path: '/search',
    handler({ url }) {
      const query = (url.searchParams.get('s') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
      return { html: renderResultsPage(query, searchPages(index, query)) };
    },
  },
];
