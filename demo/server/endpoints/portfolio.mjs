/**
 * The portfolio of the demo: projects stored in the database, rendered server-side as one full
 * page per category and page, so every link works without JavaScript, and `<pb-portfolio>`
 * filters and pages them in place when it loads.
 *
 * Routes (all GET):
 * - `/portfolio/`: every project, page 1;
 * - `/portfolio/page/N/`: page N of every project;
 * - `/portfolio/category/<slug>/` and `/portfolio/category/<slug>/page/N/`: one category;
 * - `?paged=N` on any of them selects page N too (WordPress's query form);
 * - `/portfolio` redirects to `/portfolio/`; an unknown category or a page past the last is a 404 page.
 *
 * Each page carries every project (so the element can filter and page them all): those not on
 * the server's page are `hidden`. The category links and the pagination (built with the page
 * window of dist/server/pagination.mjs, as the element's) link to these URLs. A category of one
 * page has its pagination too ("1"), as the element keeps its room: the upgrade moves nothing.
 */
import { pageCount, readPageNumber } from '../../../dist/server/pagination.mjs';
import { renderPageLinks } from '../page-links.mjs';
import { sqlString } from '../migrations.mjs';
import { escapeHtml } from '../escape-html.mjs';
import { renderSitePage } from '../site-page.mjs';

export const PORTFOLIO_PATH = '/portfolio/';
export const PROJECTS_PER_PAGE = 6;

/** @typedef {{ slug: string, name: string }} Category */
/** @typedef {{ id: number, title: string, slug: string, category: string, image: string }} Project */

/** The five categories, in the filter's order. */
export const CATEGORIES = /** @type {const} */ ([
  { slug: 'landscapes', name: 'Landscapes' },
  { slug: 'coast', name: 'Coast' },
  { slug: 'mountains', name: 'Mountains' },
  { slug: 'forests', name: 'Forests' },
  { slug: 'abstract', name: 'Abstract' },
]);

/** Images of the demo's assets, by category (each project takes the next one of its category). */
const IMAGES = {
  landscapes: ['carousel-1-lake.svg', 'carousel-2-dunes.svg', 'carousel-6-meadow.svg', 'carousel-7-canyon.svg', 'carousel-8-aurora.svg'],
  coast: ['carousel-5-harbour.svg', 'slider-coast.svg'],
  mountains: ['carousel-4-glacier.svg', 'slider-mountain.svg', 'parallax-mountains.svg'],
  forests: ['carousel-3-forest.svg', 'slider-forest.svg', 'parallax-forest.svg'],
  abstract: ['slider-project-1.svg', 'slider-project-2.svg', 'slider-project-3.svg', 'slider-project-4.svg', 'slider-project-5.svg', 'slider-project-6.svg'],
};

/** 32 projects, mixed across the categories as a real portfolio would be. */
const SEED_PROJECTS = [
  ['Morning on the lake', 'landscapes'],
  ['Harbour lights', 'coast'],
  ['Glacier tongue', 'mountains'],
  ['Beech cathedral', 'forests'],
  ['Red sun, blue bay', 'abstract'],
  ['Dune ridges', 'landscapes'],
  ['Cliff path at noon', 'coast'],
  ['Summit cairn', 'mountains'],
  ['Moss and fern', 'forests'],
  ['Yellow hut', 'abstract'],
  ['Meadow in June', 'landscapes'],
  ['Low tide', 'coast'],
  ['Ridge at dusk', 'mountains'],
  ['Old oak', 'forests'],
  ['Pink peaks', 'abstract'],
  ['Canyon walls', 'landscapes'],
  ['Fishing boats', 'coast'],
  ['Snow line', 'mountains'],
  ['Forest lake', 'forests'],
  ['Night crossing', 'abstract'],
  ['Aurora over the fjord', 'landscapes'],
  ['Lighthouse keeper', 'coast'],
  ['Alpine hut', 'mountains'],
  ['Pine needles', 'forests'],
  ['Olive moon', 'abstract'],
  ['Salt flats', 'landscapes'],
  ['Storm on the pier', 'coast'],
  ['Scree field', 'mountains'],
  ['Clearing', 'forests'],
  ['Golden cairn', 'abstract'],
  ['Wheat and wind', 'landscapes'],
  ['Sea stacks', 'coast'],
];

/** @param {string} text */
function slugOf(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const seedRows = SEED_PROJECTS.map(([title, category], index) => {
  const images = IMAGES[/** @type {keyof typeof IMAGES} */ (category)];
  const ofCategory = SEED_PROJECTS.slice(0, index).filter(([, other]) => other === category).length;
  const image = images[ofCategory % images.length];
  return `(${sqlString(title)}, ${sqlString(slugOf(title))}, ${sqlString(category)}, ${sqlString(`/assets/img/${image}`)})`;
});

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'portfolio/001-create-tables',
    sql: `CREATE TABLE portfolio_categories (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE portfolio_projects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL REFERENCES portfolio_categories (slug),
  image TEXT NOT NULL
);
INSERT INTO portfolio_categories (slug, name, position) VALUES
${CATEGORIES.map(({ slug, name }, index) => `(${sqlString(slug)}, ${sqlString(name)}, ${index})`).join(',\n')};
INSERT INTO portfolio_projects (title, slug, category, image) VALUES
${seedRows.join(',\n')};`,
  },
];

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {Category[]}
 */
export function loadCategories(db) {
  return /** @type {Category[]} */ (db.prepare('SELECT slug, name FROM portfolio_categories ORDER BY position').all());
}

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {Project[]}
 */
export function loadProjects(db) {
  return /** @type {Project[]} */ (db.prepare('SELECT id, title, slug, category, image FROM portfolio_projects ORDER BY id').all());
}

/**
 * The URL of a page of a category (`all` for every project).
 * @param {string} category
 * @param {number} page
 */
export function portfolioUrl(category, page) {
  const base = category === 'all' ? PORTFOLIO_PATH : `${PORTFOLIO_PATH}category/${encodeURIComponent(category)}/`;
  return page > 1 ? `${base}page/${page}/` : base;
}

/**
 * What a portfolio URL asks for, or null when it is no portfolio page.
 * @param {URL} url
 * @returns {{ category: string, page: number } | null}
 */
export function parsePortfolioUrl(url) {
  const match = /^\/portfolio\/(?:category\/([a-z0-9-]+)\/)?(?:page\/([^/]+)\/)?$/.exec(url.pathname);
  if (!match) return null;
  const paged = url.searchParams.get('paged');
  // A page named by the path or by `paged` is read as the blog's and the gallery's: one that is
  // not a page number, or past the last (renderPortfolioPage), is a 404, never page 1.
  const named = match[2] ?? paged;
  const page = named ? readPageNumber(named) : 1;
  return page === null ? null : { category: match[1] ?? 'all', page };
}

/**
 * The page links of a category: the element's control, a hidden stand-in keeping the room of a
 * missing previous or next, so the upgrade shifts nothing.
 * @param {string} category
 * @returns {import('../page-links.mjs').PageLinksOptions}
 */
function portfolioPageLinks(category) {
  return { url: (page) => portfolioUrl(category, page), label: 'Project pages', className: 'portfolio-pages', markup: 'element', keepEdgeRoom: true };
}

/**
 * @param {Project} project
 * @param {string} categoryName
 * @param {boolean} hidden
 */
function renderProject(project, categoryName, hidden) {
  return `<article class="project" data-categories="${escapeHtml(project.category)}"${hidden ? ' hidden' : ''}>
          <img src="${escapeHtml(project.image)}" alt="" width="600" height="400"${hidden ? ' loading="lazy"' : ''}>
          <h3>${escapeHtml(project.title)}</h3>
          <p class="project-category">${escapeHtml(categoryName)}</p>
        </article>`;
}

/**
 * A whole page of the demo site, the Portfolio entry of its nav current.
 * @param {{ title: string, main: string }} page `title` is text.
 */
function renderPage({ title, main }) {
  return renderSitePage({
    title,
    description: 'A photography portfolio using pb-portfolio: a category filter, pagination and the page hash.',
    stylesheets: ['/assets/portfolio.css'],
    current: PORTFOLIO_PATH,
    main,
    footer: "pb-elements demo site. The projects on this page are sample content, stored in the demo server's database.",
  });
}

/**
 * The portfolio page for a category and page, or null when there is none (unknown category,
 * page past the last).
 * @param {import('better-sqlite3').Database} db
 * @param {string} category
 * @param {number} page
 */
export function renderPortfolioPage(db, category, page) {
  const categories = loadCategories(db);
  const projects = loadProjects(db);
  const selected = categories.find(({ slug }) => slug === category);
  if (category !== 'all' && !selected) return null;
  const inCategory = projects.filter((project) => category === 'all' || project.category === category);
  const total = pageCount(inCategory.length, PROJECTS_PER_PAGE);
  if (page > total) return null;
  const onPage = new Set(inCategory.slice((page - 1) * PROJECTS_PER_PAGE, page * PROJECTS_PER_PAGE).map(({ id }) => id));
  const names = new Map(categories.map(({ slug, name }) => [slug, name]));
  const filterLink = (/** @type {string} */ slug, /** @type {string} */ name) =>
    `<a href="${escapeHtml(portfolioUrl(slug, 1))}" data-category="${escapeHtml(slug)}"${slug === category ? ' aria-current="page"' : ''}>${escapeHtml(name)}</a>`;
  const title = `${selected ? `${selected.name} | ` : ''}${page > 1 ? `Page ${page} | ` : ''}Portfolio`;
  const pageAttribute = page > 1 ? ` page="${page}"` : '';
  const categoryAttribute = category !== 'all' ? ` category="${escapeHtml(category)}"` : '';
  const main = `      <h1>Portfolio: Trailhead photography</h1>
      <p class="lead">
        Photographs from ten years of walking trips: ${projects.length} projects in ${categories.length} categories.
        Choose a category, or page through them all.
      </p>
      <h2>Projects</h2>
      <pb-portfolio id="work" class="portfolio" per-page="${PROJECTS_PER_PAGE}"${categoryAttribute}${pageAttribute} label="Filter projects by category">
        <nav slot="filter" class="portfolio-filter" aria-label="Project categories">
          ${[filterLink('all', 'All'), ...categories.map(({ slug, name }) => filterLink(slug, name))].join('\n          ')}
        </nav>
        ${projects.map((project) => renderProject(project, names.get(project.category) ?? project.category, !onPage.has(project.id))).join('\n        ')}
        ${projects.length > PROJECTS_PER_PAGE ? renderPageLinks(page, total, portfolioPageLinks(category)) : ''}
      </pb-portfolio>
      <p class="portfolio-after">Every project can be ordered as a print: write to us from the <a href="/contact.html">contact page</a>.</p>`;
  return renderPage({ title, main });
}

/** The page for an address with no portfolio page behind it. */
function renderNotFound() {
  return renderPage({
    title: 'Not found | Portfolio',
    main: `      <h1>Page not found</h1>
      <p>There is no such portfolio page. <a href="${PORTFOLIO_PATH}">See every project</a>.</p>`,
  });
}

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  {
    method: 'GET',
    path: '/portfolio',
    handler: () => ({ status: 301, headers: { Location: PORTFOLIO_PATH } }),
  },
  {
    method: 'GET',
    path: PORTFOLIO_PATH,
    prefix: true,
    handler({ url, db }) {
      const request = parsePortfolioUrl(url);
      const html = request && renderPortfolioPage(db, request.category, request.page);
      return html ? { html } : { status: 404, html: renderNotFound() };
    },
  },
];
