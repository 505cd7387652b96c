/**
 * The gallery demo (SPEC.md §1 "Galleries with pagination"): `GET /gallery/` and
 * `GET /gallery/page/N/` render the demo page from the `gallery_images` table, the way a CMS
 * template would. The page holds two `<pb-gallery>`s:
 * - a grid of every image, 4 a page (SPEC §9). The server renders page N: its images shown, the
 *   others `hidden` (so the lightbox and the element's own pagination still have the whole
 *   gallery once JavaScript runs), and the page links a visitor without JavaScript follows
 *   (`<nav slot="pagination">`), numbered by the elements' own page window
 *   (dist/server/pagination.mjs, built from react-core/pagination/page-window.ts);
 * - a slider of the first images, one at a time.
 * `/gallery/page/1/` redirects to `/gallery/`; a page past the last, or not a number, is a 404.
 */
import { GALLERY_ITEMS_PER_PAGE, pageCount, readPageNumber } from '../../../dist/server/pagination.mjs';
import { renderPageLinks } from '../page-links.mjs';
import { sqlString } from '../migrations.mjs';
import { escapeHtml } from '../escape-html.mjs';
import { renderSitePage } from '../site-page.mjs';

export const GALLERY_PATH = '/gallery/';
export const GALLERY_PAGE_PREFIX = '/gallery/page/';
/** Images the slider shows: the first ones of the gallery. */
export const SLIDER_IMAGES = 6;
/** The element ids, which the page hash names (`photo-grid|all|2`). */
export const GRID_ID = 'photo-grid';
export const SLIDER_ID = 'photo-slider';

/**
 * The seed: the demo's own illustrations (demo/pages/assets/img/), each with its size, and a
 * thumbnail where one exists (the SVGs scale).
 * @type {Array<[title: string, caption: string, file: string, width: number, height: number, thumb: string | null]>}
 */
const SEED = [
  ['Mirror lake', 'The lake at first light, before the wind picks up.', 'carousel-1-lake.svg', 800, 533, null],
  ['Dunes', 'Ripples on the dunes after the storm.', 'carousel-2-dunes.svg', 800, 533, null],
  ['Old forest', 'The beech forest above the village.', 'carousel-3-forest.svg', 800, 533, null],
  ['Glacier tongue', 'Where the glacier meets the moraine.', 'carousel-4-glacier.svg', 800, 533, null],
  ['Harbour', 'Fishing boats back in the harbour at noon.', 'carousel-5-harbour.svg', 800, 533, null],
  ['Summer meadow', 'Wild flowers on the high meadow in July.', 'carousel-6-meadow.svg', 800, 533, null],
  ['Red canyon', 'The canyon walls glowing at sunset.', 'carousel-7-canyon.svg', 800, 533, null],
  ['Aurora', 'Northern lights over the frozen lake.', 'carousel-8-aurora.svg', 800, 533, null],
  ['First light over the bay', 'A red sun rising over a dark blue bay.', 'slider-project-1.svg', 600, 400, null],
  ['The yellow hut', 'A night in the hut against the green hillside.', 'slider-project-2.svg', 600, 400, null],
  ['Pink peaks', 'Pink peaks under a violet sky at dawn.', 'slider-project-3.svg', 600, 400, null],
  ['Island crossing', 'The ferry crossing to the outer islands.', 'slider-project-4.svg', 600, 400, null],
  ['Desert road', 'The long road through the desert.', 'slider-project-5.svg', 600, 400, null],
  ['Night camp', 'Camp under the stars on the last night.', 'slider-project-6.svg', 600, 400, null],
  ['Coast path', 'The coast path from the lighthouse.', 'slider-coast.svg', 1600, 700, null],
  ['Forest trail', 'The trail through the pines.', 'slider-forest.svg', 1600, 700, null],
  ['Mountain ridge', 'The ridge walk, a wide panorama.', 'slider-mountain.svg', 1600, 700, null],
  ['Harbour at dawn', 'The harbour before the first ferry.', 'lightbox-harbour.png', 1600, 1000, 'lightbox-harbour-thumb.png'],
  ['Signal tower', 'The old signal tower at night.', 'lightbox-tower.png', 800, 1200, 'lightbox-tower-thumb.png'],
  ['Meadow above the cliffs', 'Lunch in the meadow above the cliffs.', 'lightbox-meadow.png', 1200, 800, 'lightbox-meadow-thumb.png'],
  ['Summit at sunset', 'Sunset from the highest point of the path.', 'lightbox-summit.png', 1000, 1000, 'lightbox-summit-thumb.png'],
  ['The whole bay', 'The bay and the sandy shore, a wide panorama.', 'lightbox-coast.png', 2000, 700, 'lightbox-coast-thumb.png'],
  ['Evening dunes', 'Orange dunes in the evening light.', 'lightbox-dunes.svg', 1200, 900, null],
  ['Misty forest', 'Layers of forest in the morning mist.', 'parallax-forest.svg', 1600, 1000, null],
];

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'gallery/001-create-images',
    sql: `
      CREATE TABLE gallery_images (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        caption TEXT NOT NULL DEFAULT '',
        file TEXT NOT NULL,
        thumb TEXT,
        width INTEGER NOT NULL CHECK (width > 0),
        height INTEGER NOT NULL CHECK (height > 0)
      );
      INSERT INTO gallery_images (title, caption, file, width, height, thumb) VALUES
      ${SEED.map(([title, caption, file, width, height, thumb]) => `(${[sqlString(title), sqlString(caption), sqlString(file), width, height, thumb === null ? 'NULL' : sqlString(thumb)].join(', ')})`).join(',\n      ')};
    `,
  },
];

/**
 * @typedef {object} GalleryImage
 * @property {number} id
 * @property {string} title
 * @property {string} caption
 * @property {string} file
 * @property {string | null} thumb
 * @property {number} width
 * @property {number} height
 */

/**
 * Every image, in gallery order.
 * @param {import('better-sqlite3').Database} db
 * @returns {GalleryImage[]}
 */
export function galleryImages(db) {
  return /** @type {GalleryImage[]} */ (db.prepare('SELECT id, title, caption, file, thumb, width, height FROM gallery_images ORDER BY id').all());
}

/** The address of page `page` of the grid, as the server renders it. @param {number} page */
export function galleryPageUrl(page) {
  return page <= 1 ? GALLERY_PATH : `${GALLERY_PAGE_PREFIX}${page}/`;
}

const IMAGE_DIR = '/assets/img/';

/**
 * One image: a link to the full size (its size for the lightbox) around the thumbnail, and the
 * caption. Every text escaped.
 * @param {GalleryImage} image
 * @param {{ hidden?: boolean, eager?: boolean }} [options]
 */
function renderImage(image, { hidden = false, eager = false } = {}) {
  const src = `${IMAGE_DIR}${image.file}`;
  const thumb = `${IMAGE_DIR}${image.thumb ?? image.file}`;
  return `<figure${hidden ? ' hidden' : ''}>
          <a href="${escapeHtml(src)}" data-pswp-width="${image.width}" data-pswp-height="${image.height}" data-title="${escapeHtml(image.title)}">
            <img src="${escapeHtml(thumb)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.title)}"${eager ? '' : ' loading="lazy"'}>
          </a>
          <figcaption>${escapeHtml(image.caption)}</figcaption>
        </figure>`;
}

/** The gallery's page links: the element's control, without a stand-in for a missing previous or next. */
/** @type {import('../page-links.mjs').PageLinksOptions} */
export const GALLERY_PAGE_LINKS = { url: galleryPageUrl, label: 'Gallery pages', className: 'gallery-pages', markup: 'element' };

/**
 * The whole demo page for page `page` of the grid.
 * @param {GalleryImage[]} images
 * @param {number} page
 */
export function renderGalleryPage(images, page) {
  const perPage = GALLERY_ITEMS_PER_PAGE;
  const total = pageCount(images.length, perPage);
  const first = (page - 1) * perPage;
  const onPage = (/** @type {number} */ index) => index >= first && index < first + perPage;
  const grid = images.map((image, index) => renderImage(image, { hidden: !onPage(index), eager: onPage(index) })).join('\n        ');
  const slider = images
    .slice(0, SLIDER_IMAGES)
    .map((image) => renderImage(image))
    .join('\n        ');
  return renderSitePage({
    title: page > 1 ? `Gallery, page ${page} of ${total}` : 'Gallery',
    description: 'A photo gallery using pb-gallery: a paged grid of images and a slider, both opening the lightbox over every image.',
    stylesheets: ['/assets/gallery.css'],
    current: GALLERY_PATH,
    main: `      <h1>Gallery: ${images.length} pictures from the trails</h1>
      <p class="lead">
        Lakes, dunes, forests and coasts, four pictures a page. The pictures and their captions come
        from the demo server's database.
      </p>

      <h2>All pictures</h2>
      <p class="hint">
        Choose a page below the pictures, or select a picture to see it large: the lightbox moves
        through every picture of the gallery, not only this page's. The page is kept in the address,
        so Back and Forward move between pages. Without JavaScript the page links load each page
        from the server.
      </p>
      <pb-gallery id="${GRID_ID}" class="photo-gallery" columns="2" page="${page}" label="All pictures">
        ${grid}
        ${renderPageLinks(page, total, GALLERY_PAGE_LINKS)}
      </pb-gallery>

      <h2>Highlights</h2>
      <p class="hint">
        One picture at a time: use the arrow buttons, or the <kbd>Left</kbd> and <kbd>Right</kbd>
        arrow keys once a picture has the focus.
      </p>
      <pb-gallery id="${SLIDER_ID}" class="photo-slider" layout="slider" label="Highlights">
        ${slider}
      </pb-gallery>`,
    footer: 'pb-elements demo site. The pictures on this page are drawn illustrations.',
  });
}

/** @param {string} message */
function notFound(message) {
  return {
    status: 404,
    html: renderSitePage({
      title: 'Not found',
      description: 'This page does not exist.',
      stylesheets: [],
      current: GALLERY_PATH,
      main: `      <h1>Not found</h1>
      <p>${escapeHtml(message)}</p>
      <p><a href="${GALLERY_PATH}">Back to the gallery</a></p>`,
    }),
  };
}

/**
 * Page N of the grid from `/gallery/page/N/`: 1 redirects to `/gallery/`; anything but a page
 * that exists is a 404.
 * @param {import('../registry.mjs').RouteContext} context
 * @returns {import('../responses.mjs').HandlerResult}
 */
function renderNumberedPage({ url, db }) {
  const match = /^([^/]+)\/$/.exec(url.pathname.slice(GALLERY_PAGE_PREFIX.length));
  const page = match ? readPageNumber(match[1]) : null;
  const images = galleryImages(db);
  const total = pageCount(images.length, GALLERY_ITEMS_PER_PAGE);
  if (page === 1) return { status: 301, headers: { Location: GALLERY_PATH } };
  if (page === null || page > total) return notFound('There is no such page of the gallery.');
  return { html: renderGalleryPage(images, page) };
}

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  { method: 'GET', path: GALLERY_PATH, handler: ({ db }) => ({ html: renderGalleryPage(galleryImages(db), 1) }) },
  { method: 'GET', path: '/gallery', handler: () => ({ status: 301, headers: { Location: GALLERY_PATH } }) },
  { method: 'GET', path: GALLERY_PAGE_PREFIX, prefix: true, handler: renderNumberedPage },
];
