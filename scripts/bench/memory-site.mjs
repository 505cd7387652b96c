/**
 * The pages the memory benchmark runs on: for each element kind, the demo page that shows it
 * (demo/pages/*.html, so the instance has the demo's realistic content, styles and page
 * configuration), served by a small static server with the loader left out. Requests the elements
 * make to the site's services are answered here, from the demo server's own consent data, so
 * nothing fails and no database is needed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { bannerData, COOKIE_DATA, manageConsentHtml, regionFor } from '../../demo/server/endpoints/consent.mjs';
import { contentTypeFor } from '../../demo/server/content-types.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PAGES = path.join(ROOT, 'demo/pages');

/** Where a kind's first demo instance sits inside another element, a page where it stands alone. */
const PAGE_OVERRIDES = { 'pb-menu': 'menus.html' };

/**
 * Every element kind: elements/pb-*.ts except the page-wide modules that define no tag (the page,
 * consent, multi-view, cart fragments and preview-frame runtimes, consent blocking) and the builder's preview
 * frame, which no demo page shows (the demo editor's 500-edit memory test, test/e2e/editor.spec.ts,
 * measures it).
 */
export function elementTags() {
  const notElements = new Set(['pb-page', 'pb-consent', 'pb-consent-blocking', 'pb-multi-view', 'pb-cart-fragments', 'pb-preview', 'pb-preview-frame']);
  return readdirSync(path.join(ROOT, 'elements'))
    .map((file) => /^(pb-[a-z-]+)\.ts$/.exec(file)?.[1])
    .filter((tag) => tag && !notElements.has(tag))
    .sort();
}

/** The demo page (file name) that shows `tag`. */
export function demoPageFor(tag) {
  if (PAGE_OVERRIDES[tag]) return PAGE_OVERRIDES[tag];
  const page = readdirSync(PAGES)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .find((file) => readFileSync(path.join(PAGES, file), 'utf8').includes(`<${tag}`));
  if (!page) throw new Error(`no demo page shows <${tag}>`);
  return page;
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
    return response.status === 200 ? { ...response, body: withoutLoader(response.body.toString()) } : response;
  }
  if (method === 'GET') return fileResponse(path.join(PAGES, url.pathname));
  // Form posts (contact, newsletter, comments) never happen during the cycles; answer them anyway.
  return { status: 200, contentType: 'application/json', body: '{"success":"ok"}' };
}

/** Starts the benchmark's site on a free local port; resolves with its origin and `close`. */
export async function startSite() {
  const server = createServer(async (request, response) => {
    const { status, contentType, body } = await respond(request.method ?? 'GET', new URL(request.url ?? '/', 'http://localhost'));
    // Cached, like a site's static files: a new copy of a video does not fetch its file again.
    response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'max-age=3600' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}
