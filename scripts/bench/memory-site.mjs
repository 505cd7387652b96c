/**
 * The pages the memory benchmark runs on: for each element kind, the demo page that shows it, so
 * the instance has the demo's realistic content, styles and page configuration, with the loader
 * left out. The static demo pages (demo/pages/*.html) come from a small static server that answers
 * the elements' calls to the site's services itself, from the demo server's own consent data, so
 * nothing fails and no database is needed. The pages the demo server renders from its database
 * (blog, gallery, portfolio, the shop) come from the real demo server (demo/server/app.mjs, an
 * in-memory database), which answers their calls too (the cart's fragments, the shop's own script).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from '../../demo/server/app.mjs';
import { bannerData, COOKIE_DATA, manageConsentHtml, regionFor } from '../../demo/server/endpoints/consent.mjs';
import { contentTypeFor } from '../../demo/server/content-types.mjs';
import { pagePathOf, renderPageFile } from '../../demo/server/site-page.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PAGES = path.join(ROOT, 'demo/pages');

/** Where a kind's first demo instance sits inside another element, a page where it stands alone. */
const PAGE_OVERRIDES = { 'pb-menu': 'menus.html' };

/**
 * Kinds whose pages the demo server renders (demo/server/endpoints/), at the path that shows each
 * (the first instance is cycled: the shop's mini cart, the gallery before the one in the sidebar).
 * `cart`: the page shows only with something in the cart (the checkout redirects an empty one).
 */
const SERVER_PAGES = {
  'pb-blog': { path: '/blog/' },
  'pb-gallery': { path: '/gallery/' },
  'pb-portfolio': { path: '/portfolio/' },
  'pb-cart': { path: '/shop/' },
  'pb-checkout': { path: '/shop/checkout/', cart: true },
};

/**
 * Every element kind: elements/pb-*.ts except the page-wide modules that define no tag (the page,
 * consent, multi-view, cart fragments and preview-frame runtimes, consent blocking), the builder's
 * preview frame, which no demo page shows (the demo editor's 500-edit memory test,
 * test/e2e/editor.spec.ts, measures it), and the split-test placeholder: it renders nothing, and
 * the split-test runtime answers the page's placeholders once, on load, so an inserted copy never
 * settles (each cycle would wait out the render timeout).
 */
export function elementTags() {
  const notElements = new Set(['pb-page', 'pb-consent', 'pb-consent-blocking', 'pb-multi-view', 'pb-cart-fragments', 'pb-preview', 'pb-preview-frame', 'pb-split-test']);
  return readdirSync(path.join(ROOT, 'elements'))
    .map((file) => /^(pb-[a-z-]+)\.ts$/.exec(file)?.[1])
    .filter((tag) => tag && !notElements.has(tag))
    .sort();
}

/** The static demo page (file name) that shows `tag`. */
function staticPageFor(tag) {
  if (PAGE_OVERRIDES[tag]) return PAGE_OVERRIDES[tag];
  // The tag itself, not a longer one it starts (<pb-portfolio-carousel>).
  const opening = new RegExp(`<${tag}[\\s>]`);
  const page = readdirSync(PAGES)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .find((file) => opening.test(readFileSync(path.join(PAGES, file), 'utf8')));
  if (!page) throw new Error(`no demo page shows <${tag}>`);
  return page;
}

/** Where `tag`'s page is: a path of the demo server, or a static demo page. */
export function demoPageFor(tag) {
  return SERVER_PAGES[tag] ? { server: 'demo', ...SERVER_PAGES[tag] } : { server: 'static', path: `/${staticPageFor(tag)}` };
}

/** The demo page without the loader: the benchmark imports the one element module itself. */
function withoutLoader(html) {
  return html.replace(/<script src="\/dist\/pb-elements\.js"><\/script>/, '');
}

async function fileResponse(file) {
  try {
    return { status: 200, contentType: contentTypeFor(path.extname(file)), body: await readFile(file) };
  } catch {
    return { status: 404, contentType: 'text/plain', body: 'not found' };
  }
}

/** The consent service, as the demo server answers it (demo/server/endpoints/consent.mjs). */
function consentResponse(url) {
  const rest = url.pathname.slice('/consent-api/'.length);
  const json = (value) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(value) });
  if (rest === 'banner') return json(bannerData(regionFor(url.searchParams.get('region') ?? 'other')));
  if (rest === 'cookie_data') return json(COOKIE_DATA);
  if (rest === 'manage_consent_html') return { status: 200, contentType: 'text/html', body: manageConsentHtml() };
  if (rest.startsWith('consent-area/')) return { status: 200, contentType: 'text/html', body: '<p>The guide book film.</p>' };
  return { status: 204, contentType: 'text/plain', body: '' };
}

/** The answer to a request of the benchmark page, from the project: nothing reaches a network. */
async function respond(method, url) {
  if (url.pathname.startsWith('/dist/')) return fileResponse(path.join(ROOT, url.pathname));
  if (url.pathname.startsWith('/consent-api/')) return consentResponse(url);
  if (url.pathname.endsWith('.html')) {
    const response = await fileResponse(path.join(PAGES, url.pathname));
    if (response.status !== 200) return response;
    // The page as the demo server serves it: the file with the site's layout.
    return { ...response, body: withoutLoader(renderPageFile(response.body.toString(), pagePathOf(url.pathname.slice(1)))) };
  }
  if (method === 'GET') return fileResponse(path.join(PAGES, url.pathname));
  // Form posts (contact, newsletter, comments) never happen during the cycles; answer them anyway.
  return { status: 200, contentType: 'application/json', body: '{"success":"ok"}' };
}

/** Starts `server` on a free local port; resolves with its origin. */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `http://127.0.0.1:${port}`;
}

/** Puts one product into the page's cart as the shop's add-to-cart button does (the context's cookies keep it). */
async function fillCart(page, origin) {
  const shop = await (await page.request.get(`${origin}/shop/`)).text();
  const product = /add_to_cart_button[^>]*data-product_id="(\d+)"/.exec(shop)?.[1];
  const answer = await page.request.post(`${origin}/?wc-ajax=add_to_cart`, { form: { product_id: product ?? '', quantity: '1' }, headers: { Origin: origin } });
  if (!product || !answer.ok()) throw new Error('the demo shop did not take a product into the cart');
}

/**
 * Starts the benchmark's sites on free local ports: the static one and the demo server. Resolves
 * with `open(page, tag)`, which opens `tag`'s demo page in a Playwright page without the loader,
 * and `close`.
 */
export async function startSite() {
  const files = createServer(async (request, response) => {
    const { status, contentType, body } = await respond(request.method ?? 'GET', new URL(request.url ?? '/', 'http://localhost'));
    // Cached, like a site's static files: a new copy of a video does not fetch its file again.
    response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'max-age=3600' });
    response.end(body);
  });
  const demo = createApp({ dbPath: ':memory:' });
  const [filesOrigin, demoOrigin] = await Promise.all([listen(files), listen(demo.server)]);

  async function open(page, tag) {
    const where = demoPageFor(tag);
    if (where.server === 'static') {
      await page.goto(`${filesOrigin}${where.path}`);
      return;
    }
    const url = `${demoOrigin}${where.path}`;
    if (where.cart) await fillCart(page, demoOrigin);
    // The server's page as it renders it, only without the loader.
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutLoader(await response.text()) });
    });
    await page.goto(url);
  }

  return {
    open,
    close: () => Promise.all([new Promise((resolve) => files.close(() => resolve(undefined))), demo.close()]),
  };
}
