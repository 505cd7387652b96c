/**
 * The demo blog (SPEC.md §2 "Links", §7 "Ajax pagination"), rendered by the server from the
 * `posts` table as WordPress renders a blog:
 * - `GET /blog/` and `GET /blog/page/N/`: full pages listing POSTS_PER_PAGE posts, newest first,
 *   inside `<pb-blog id="blog-posts">` with a pagination `<nav>` of plain links drawn from the
 *   elements' own page window (dist/server/pagination.mjs): no previous link on page 1, no next
 *   link on the last page, the first 4 numbers then a window around the current page; the current
 *   page is `aria-current="page"` and the nav says how many pages there are (`data-pages`).
 *   `/blog/page/1/` redirects (301) to `/blog/`; a page past the end is the site's 404 page
 *   (status 404) explaining that, with a link back to the first page.
 * - `GET /blog/<slug>/`: the post; an unknown slug is the 404 page.
 * - `GET /blog/layout-block/`: the list as the builder's layout-block preview shows it, its
 *   `<pb-blog>` carrying the layout content (`layout-content`), so its pagination asks with POST.
 * - `POST /blog/` and `POST /blog/page/N/` (block-layout mode, SPEC §7 "POST with layout content"):
 *   the form field `et_layout_block_layout_content` holds the layout content, a blog shortcode
 *   such as `[et_pb_blog posts_number="2" show_excerpt="off"]`; the page is rendered with that
 *   layout: `posts_number` posts a page (1 to MAX_POSTS_NUMBER) and the excerpts shown unless
 *   `show_excerpt="off"`. Nothing else of the layout is used, and nothing of it is written into
 *   the page but those two validated settings. Errors: 400 (no layout content, no blog
 *   shortcode, a bad setting), 413 (a body over MAX_LAYOUT_BODY_BYTES), 415 (not a form).
 *
 * The POST asks no nonce and no Origin check: it changes nothing and stores nothing (it is a
 * read with a body, as the builder's preview sends it), and another site's page cannot read the
 * answer (same-origin policy); what it renders of the posted text is two validated numbers, so it
 * cannot be used to put markup into a page either.
 */
import { pageCount, readPageNumber } from '../../../dist/server/pagination.mjs';
import { parseFormBody } from '../form-body.mjs';
import { HttpError } from '../http-error.mjs';
import { readRequestBody } from '../request-body.mjs';
import { renderPageLinks } from '../page-links.mjs';
import { renderSitePage } from '../site-page.mjs';
import { escapeHtml } from '../escape-html.mjs';

export const BLOG_PATH = '/blog/';
export const POSTS_PER_PAGE = 3;
/** The id of the blog module on every blog page: `<pb-blog>` finds its content by it. */
export const MODULE_ID = 'blog-posts';
/** The field the layout-block preview posts its layout content in (docs/elements/pb-blog.md "<pb-blog>"). */
export const LAYOUT_CONTENT_FIELD = 'et_layout_block_layout_content';
/** A layout block's content is a few shortcodes: far below this. */
export const MAX_LAYOUT_BODY_BYTES = 32 * 1024;
export const MAX_POSTS_NUMBER = 12;
/** The layout the layout-block demo page posts. */
export const DEMO_LAYOUT_CONTENT = '[et_pb_blog posts_number="2" show_excerpt="off"][/et_pb_blog]';
const LAYOUT_BLOCK_SLUG = 'layout-block';

/**
 * @typedef {object} BlogLayout
 * @property {number} postsPerPage
 * @property {boolean} showExcerpt
 */

/** @type {BlogLayout} */
export const DEFAULT_LAYOUT = { postsPerPage: POSTS_PER_PAGE, showExcerpt: true };

/**
 * Seed posts, oldest first: [title, excerpt]. Slugs are made from the titles; each is dated five
 * days after the one before.
 */
const SEED_POSTS = [
  ['Packing for a first long-distance walk', 'What went into a 38-litre pack for a week on the coast path, and what we would leave at home next time.'],
  ['Breaking in boots without blisters', 'Short walks, thick socks and patience: how to make new boots comfortable before the hills find the weak spots.'],
  ['Reading a tide table', 'Two high tides a day, and the hour they move: how to plan a beach crossing so the sea never cuts you off.'],
  ['The lighthouse at dawn', 'We left the car park at half past five to watch the lamp go out as the sun came up over the headland.'],
  ['A rainy day in the harbour town', 'Museums, a bookshop with a wood stove and the best fish soup on the coast: what to do when the path is a river.'],
  ['Map and compass, step by step', 'Setting the map, taking a bearing and walking on it: the three skills that get you home when the cloud comes down.'],
  ['Wild flowers of the cliff tops', 'Thrift, sea campion and kidney vetch: a spring guide to the colours along the edge of the path.'],
  ['How far can you walk in a day?', 'Twenty kilometres on the flat is not twenty on the cliffs: a simple rule for climbs and descents.'],
  ['Camping above the cove', 'Where wild camping is allowed, how to leave no trace, and why the wind always changes at two in the morning.'],
  ['Seals in the autumn', 'From September the grey seals come ashore to pup: where to watch them from the path without disturbing them.'],
  ['Walking poles: yes or no?', 'Knees, balance and a free hand for the camera: a week with poles and a week without.'],
  ['The old miners’ track', 'Engine houses, spoil heaps and a chimney on the skyline: the industrial history hidden along the northern cliffs.'],
  ['Feeding yourself on the trail', 'Oats, cheese, dried fruit and one hot meal: a menu that weighs under a kilo a day.'],
  ['Crossing the estuary by ferry', 'The little ferry runs on demand in summer and twice a day in winter: how to avoid a ten-kilometre detour.'],
  ['First aid for walkers', 'A small kit for blisters, sprains and stings, and the one call to make when something is serious.'],
  ['Photographing the coast in winter', 'Low sun, long shadows and spray: settings and habits for sharp pictures on short days.'],
  ['A week of youth hostels', 'Bunk beds, shared kitchens and good company: planning a walk from hostel to hostel along the coast.'],
  ['Birds of the headland', 'Gannets diving, choughs tumbling and a peregrine on the quarry face: a beginner’s list for the spring.'],
  ['Walking with a dog on the cliffs', 'Leads near livestock and cliff edges, water for the hot days, and the beaches dogs may use in summer.'],
  ['The storm that closed the path', 'A landslip took twenty metres of the path overnight: how the diversion works and when it may reopen.'],
  ['Night walking under a full moon', 'Head torches off, eyes adjusted: a slow walk between two villages by moonlight.'],
  ['The island at low water', 'For two hours either side of low tide a causeway joins the island to the shore: our crossing, timed.'],
  ['Sleeping well in a tent', 'Mat, quilt and a warm hat: why a good night outside depends more on what is under you than on top.'],
  ['Walking the whole coast in stages', 'Long weekends, one stretch at a time: how we are walking the entire coast over five years.'],
  ['Autumn colours in the valleys', 'When the cliffs turn brown the wooded valleys behind them glow: three circular walks for October.'],
  ['Cleaning and storing your kit', 'Washing a waterproof, drying boots slowly and packing a tent away dry: kit that lasts for years.'],
  ['Walking the coast path in autumn', 'Five days, 92 kilometres and more stiles than we could count: notes from a week on the cliffs.'],
];

/** @param {string} title */
export function slugOf(title) {
  return title
    .toLowerCase()
    .replace(/’/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** @param {string} text */
const sqlText = (text) => `'${text.replace(/'/g, "''")}'`;

/**
 * The body of a seed post: its excerpt, then two paragraphs of the walk's practical notes.
 * @param {string} title @param {string} excerpt
 */
function seedBody(title, excerpt) {
  return [
    excerpt,
    `${title} is one of the questions readers ask us most. We wrote down what worked for us on the coast path, what did not, and what we would try next time.`,
    'As always: check the tide times and the weather before you set out, tell someone where you are going, and turn back when the path or the sky looks wrong.',
  ].join('\n\n');
}

const FIRST_POST_DATE = Date.UTC(2026, 6, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'blog/001-create-posts',
    sql: `
      CREATE TABLE posts (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        date TEXT NOT NULL,
        excerpt TEXT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE INDEX posts_by_date ON posts (date DESC, id DESC);
      ${SEED_POSTS.map(([title, excerpt], index) => {
        const date = new Date(FIRST_POST_DATE + index * 5 * DAY_MS).toISOString().slice(0, 10);
        return `INSERT INTO posts (slug, title, date, excerpt, body) VALUES (${[slugOf(title), title, date, excerpt, seedBody(title, excerpt)].map(sqlText).join(', ')});`;
      }).join('\n      ')}
    `,
  },
];

/**
 * @typedef {object} Post
 * @property {number} id
 * @property {string} slug
 * @property {string} title
 * @property {string} date ISO date
 * @property {string} excerpt
 * @property {string} body Paragraphs separated by a blank line.
 */

/** The address of listing page `page`. @param {number} page */
export function pageUrl(page) {
  return page <= 1 ? BLOG_PATH : `${BLOG_PATH}page/${page}/`;
}

/** @param {string} isoDate */
function longDate(isoDate) {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A whole page of the demo site, the Blog entry of its nav current.
 * @param {{ title: string, description: string, main: string }} page
 */
function renderPage({ title, description, main }) {
  return renderSitePage({ title, description, main, stylesheets: ['/assets/blog.css'], current: BLOG_PATH });
}

/** The blog's page links: WordPress's markup, which pb-blog reads. */
/** @type {import('../page-links.mjs').PageLinksOptions} */
export const BLOG_PAGE_LINKS = { url: pageUrl, label: 'Blog pages', className: 'pagination', markup: 'wordpress' };

/** @param {Post} post @param {BlogLayout} layout */
function renderPostSummary(post, layout) {
  const excerpt = layout.showExcerpt ? `<p class="blog-post-excerpt">${escapeHtml(post.excerpt)}</p>` : '';
  return `<article class="blog-post${layout.showExcerpt ? '' : ' blog-post--title-only'}">
          <h2 class="blog-post-title"><a href="${BLOG_PATH}${escapeHtml(post.slug)}/">${escapeHtml(post.title)}</a></h2>
          <p class="blog-post-meta"><time datetime="${escapeHtml(post.date)}">${escapeHtml(longDate(post.date))}</time></p>
          ${excerpt}
        </article>`;
}

/**
 * The blog module of listing page `page` (posts and pagination).
 * @param {Post[]} posts @param {number} page @param {number} total @param {BlogLayout} layout
 * @param {string} [layoutContent] Written as the module's `layout-content` (the layout-block page).
 */
export function renderBlogModule(posts, page, total, layout, layoutContent) {
  const layoutAttribute = layoutContent ? ` layout-content="${escapeHtml(layoutContent)}"` : '';
  return `      <pb-blog id="${MODULE_ID}" class="blog-posts"${layoutAttribute}>
        ${posts.map((post) => renderPostSummary(post, layout)).join('\n        ')}
        ${renderPageLinks(page, total, BLOG_PAGE_LINKS)}
      </pb-blog>`;
}

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {number}
 */
function postCount(db) {
  return /** @type {number} */ (db.prepare('SELECT COUNT(*) FROM posts').pluck().get());
}

/**
 * The posts of listing page `page`, newest first.
 * @param {import('better-sqlite3').Database} db @param {number} page @param {number} perPage
 * @returns {Post[]}
 */
function postsOfPage(db, page, perPage) {
  return /** @type {Post[]} */ (
    db.prepare('SELECT * FROM posts ORDER BY date DESC, id DESC LIMIT ? OFFSET ?').all(perPage, (page - 1) * perPage)
  );
}

/**
 * The listing page, or null when `page` is past the end.
 * @param {import('better-sqlite3').Database} db @param {number} page @param {BlogLayout} layout
 * @param {{ layoutContent?: string }} [options]
 */
export function renderListingPage(db, page, layout, { layoutContent } = {}) {
  const total = pageCount(postCount(db), layout.postsPerPage);
  if (page > total) return null;
  const preview = layoutContent !== undefined;
  const heading = preview ? 'Blog: layout block preview' : 'Blog';
  const lead = preview
    ? `<p class="lead">The blog module as the builder’s layout-block preview shows it: its layout (two posts a page, titles only) is posted with every page it asks for, and the server renders the page with it.</p>`
    : `<p class="lead">Notes from a season on the coast path. The page numbers below load the next posts into the list without reloading the page; Back and Forward step through them, and each page is only asked for once. Without JavaScript they are ordinary links.</p>`;
  return renderPage({
    title: page > 1 ? `${heading}, page ${page} of ${total}` : heading,
    description: 'A blog list with ajax pagination (pb-blog): server-rendered pages that also work as plain links.',
    main: `      <h1>${heading}</h1>
      ${lead}
${renderBlogModule(postsOfPage(db, page, layout.postsPerPage), page, total, layout, layoutContent)}
      <h2>How the pages are made</h2>
      <p class="hint">Every page of this list is a page of its own on the server (<code>/blog/page/2/</code>). The blog module finds its own content in the page it loads by the module’s id and shows only that, so the rest of this page stays as it is.</p>`,
  });
}

/** @param {Post} post */
function renderPostPage(post) {
  const paragraphs = post.body
    .split(/\n{2,}/)
    .map((paragraph) => `      <p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
  return renderPage({
    title: post.title,
    description: post.excerpt,
    main: `      <article class="blog-article">
      <h1>${escapeHtml(post.title)}</h1>
      <p class="blog-post-meta"><time datetime="${escapeHtml(post.date)}">${escapeHtml(longDate(post.date))}</time></p>
${paragraphs}
      </article>
      <p><a href="${BLOG_PATH}">Back to the blog</a></p>`,
  });
}

/** The site's 404 page for an address under the blog. @param {string} explanation */
export function renderNotFoundPage(explanation) {
  return renderPage({
    title: 'Page not found',
    description: 'This page does not exist.',
    main: `      <h1>Page not found</h1>
      <p>${escapeHtml(explanation)}</p>
      <p><a href="${BLOG_PATH}">Back to the first page of the blog</a></p>`,
  });
}

/**
 * What an address under /blog/ names.
 * @param {string} pathname
 * @returns {{ kind: 'list', page: number } | { kind: 'post', slug: string } | { kind: 'layout-block' } | { kind: 'redirect', location: string } | { kind: 'unknown' }}
 */
export function blogRoute(pathname) {
  const rest = pathname.slice(BLOG_PATH.length);
  if (rest === '') return { kind: 'list', page: 1 };
  const paged = /^page\/([^/]+)\/$/.exec(rest);
  if (paged) {
    const page = readPageNumber(paged[1]);
    if (page === null) return { kind: 'unknown' };
    return page === 1 ? { kind: 'redirect', location: BLOG_PATH } : { kind: 'list', page };
  }
  if (rest === `${LAYOUT_BLOCK_SLUG}/`) return { kind: 'layout-block' };
  const slug = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/$/.exec(rest);
  return slug ? { kind: 'post', slug: slug[1] } : { kind: 'unknown' };
}

/**
 * The layout settings of posted layout content (a blog shortcode), or throws HttpError 400.
 * @param {string | undefined} content
 * @returns {BlogLayout}
 */
export function parseLayoutContent(content) {
  if (content === undefined || content.trim() === '') throw new HttpError(400, `The layout content (${LAYOUT_CONTENT_FIELD}) is missing.`);
  const shortcode = /\[et_pb_blog((?:\s+[a-z_]+="[^"\]]*")*)\s*\/?\]/.exec(content);
  if (!shortcode) throw new HttpError(400, 'The layout content holds no blog module ([et_pb_blog …]).');
  /** @type {Record<string, string>} */
  const settings = Object.create(null);
  for (const [, name, value] of shortcode[1].matchAll(/([a-z_]+)="([^"]*)"/g)) settings[name] = value;
  const layout = { ...DEFAULT_LAYOUT };
  if (settings.posts_number !== undefined) {
    const number = /^\d{1,3}$/.test(settings.posts_number) ? Number(settings.posts_number) : NaN;
    if (!(number >= 1 && number <= MAX_POSTS_NUMBER)) throw new HttpError(400, `posts_number must be a whole number from 1 to ${MAX_POSTS_NUMBER}.`);
    layout.postsPerPage = number;
  }
  if (settings.show_excerpt !== undefined) {
    if (settings.show_excerpt !== 'on' && settings.show_excerpt !== 'off') throw new HttpError(400, 'show_excerpt must be on or off.');
    layout.showExcerpt = settings.show_excerpt === 'on';
  }
  return layout;
}

/**
 * Answers a blog address with `layout` (the posted one, or the default).
 * @param {import('better-sqlite3').Database} db @param {string} pathname @param {BlogLayout} layout
 * @param {boolean} posted A POST asks for a listing page only.
 * @returns {import('../responses.mjs').HandlerResult}
 */
function answer(db, pathname, layout, posted) {
  const route = blogRoute(pathname);
  if (route.kind === 'redirect') return { status: 301, headers: { Location: route.location } };
  if (route.kind === 'list') {
    const html = renderListingPage(db, route.page, layout);
    if (html) return { html };
    const total = pageCount(postCount(db), layout.postsPerPage);
    return { status: 404, html: renderNotFoundPage(`The blog has ${total} ${total === 1 ? 'page' : 'pages'} of posts; there is no page ${route.page}.`) };
  }
  if (posted) return { status: 405, text: 'Only the blog’s list pages take a layout.', headers: { Allow: 'GET, HEAD' } };
  if (route.kind === 'layout-block') {
    return { html: /** @type {string} */ (renderListingPage(db, 1, parseLayoutContent(DEMO_LAYOUT_CONTENT), { layoutContent: DEMO_LAYOUT_CONTENT })) };
  }
  if (route.kind === 'post') {
    const post = /** @type {Post | undefined} */ (db.prepare('SELECT * FROM posts WHERE slug = ?').get(route.slug));
    if (post) return { html: renderPostPage(post) };
  }
  return { status: 404, html: renderNotFoundPage('There is no blog post at this address. It may have been moved or deleted.') };
}

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  { method: 'GET', path: '/blog', handler: () => ({ status: 301, headers: { Location: BLOG_PATH } }) },
  { method: 'GET', path: BLOG_PATH, prefix: true, handler: ({ db, url }) => answer(db, url.pathname, DEFAULT_LAYOUT, false) },
  {
    method: 'POST',
    path: BLOG_PATH,
    prefix: true,
    async handler({ req, db, url }) {
      const { fields } = parseFormBody(req.headers['content-type'], await readRequestBody(req, MAX_LAYOUT_BODY_BYTES));
      return answer(db, url.pathname, parseLayoutContent(fields[LAYOUT_CONTENT_FIELD]), true);
    },
  },
];
