/**
 * The docs pages (issue 36): `docs/<path>.md` is served at `/docs/<path>/` as a page of the demo's
 * layout, its headings anchored as on GitHub, its links to other Markdown files leading to their
 * pages, each html example shown as code and then live, an element's page linking to its API
 * reference; a path with no Markdown file, or one reaching out of docs/, is not found.
 */
import http from 'node:http';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, removeDir, startApp, writeFiles } from './test-server.mjs';

const TABS_PAGE = `# \`<pb-tabs>\`

Set up by [the page configuration](../page-configuration.md#the-pb-config-script); back to
[the contents](../index.md), [the README](../../README.md), [the tabs demo](../../demo/pages/tabs.html)
and [elsewhere](https://example.com/guide.md); its [API page](http://127.0.0.1:8080/dist/api/pb-tabs.html) with \`npm start\`.

![Tabs, drawn](../images/tabs.svg)

## Attributes

## Attributes

<p class="note">Raw HTML of our own is kept.</p>

\`\`\`html
<head>
  <script src="/path/to/dist/pb-elements.js"></script>
</head>
<body>
  <pb-tabs label="Product details"><h3>Description</h3><div><p>Oak.</p></div></pb-tabs>
  <script type="application/json" id="pb-config">{"consentRegion": "eu"}</script>
</body>
\`\`\`

\`\`\`html
<script src="/path/to/dist/lite/pb-elements.js"></script>
\`\`\`
`;

/**
 * GET with the path sent byte for byte (fetch would normalise "..").
 * @param {string} baseUrl
 * @param {string} rawPath
 * @returns {Promise<number>} The status.
 */
function rawGetStatus(baseUrl, rawPath) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/**
 * The page as a document, inert: nothing it links to is fetched.
 * @param {string} html
 */
function parse(html) {
  const window = new Window({ settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
  const document = /** @type {Document} */ (/** @type {unknown} */ (new window.DOMParser().parseFromString(html, 'text/html')));
  return document;
}

describe('docs pages', () => {
  /** @type {string} */
  let rootDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;
  /** @type {Document} */
  let page;

  beforeAll(async () => {
    rootDir = await createTempDir();
    await writeFiles(rootDir, {
      'README.md': '# Read me\n',
      'secret.md': '# Outside docs/\n',
      'docs/index.md': '# Documentation\n\n- [`<pb-tabs>`](elements/pb-tabs.md)\n',
      'docs/page-configuration.md': '# Page configuration\n\n## The `pb-config` script\n',
      'docs/elements/pb-tabs.md': TABS_PAGE,
      'docs/images/tabs.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'demo/pages/index.html': '<!doctype html><title>Home</title>',
    });
    running = await startApp({ rootDir, dbPath: ':memory:' });
    const response = await fetch(`${running.baseUrl}/docs/elements/pb-tabs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    page = parse(await response.text());
  });

  afterAll(async () => {
    await running.app.close();
    await removeDir(rootDir);
  });

  it('renders the Markdown inside the demo layout, titled by its h1, loading the elements', () => {
    expect(page.title).toBe('<pb-tabs> | pb-elements demo');
    expect(page.querySelector('header.site-header')).not.toBeNull();
    expect(page.querySelector('footer#site-footer')).not.toBeNull();
    expect(page.querySelector('script[src="/dist/pb-elements.js"]')).not.toBeNull();
    expect(page.querySelector('link[href="/assets/docs.css"]')).not.toBeNull();
    expect(page.querySelector('main h1')?.textContent).toBe('<pb-tabs>');
    expect(page.querySelector('main p.note')?.textContent).toBe('Raw HTML of our own is kept.');
  });

  it("gives headings GitHub's anchors, numbering a repeated one", () => {
    expect([...page.querySelectorAll('main :is(h1, h2)')].map((heading) => heading.id)).toEqual(['pb-tabs', 'attributes', 'attributes-1']);
  });

  it("links an element's page to its API reference right after the h1", () => {
    const link = page.querySelector('main h1 + p a');
    expect(link?.getAttribute('href')).toBe('/dist/api/pb-tabs.html');
    expect(link?.textContent).toBe('<pb-tabs>');
  });

  it('leads links to Markdown files to their pages, images and demo pages to their URLs, the demo at its default address to this server, and keeps other links', () => {
    expect([...page.querySelectorAll('main p a')].slice(1).map((link) => link.getAttribute('href'))).toEqual([
      '/docs/page-configuration/#the-pb-config-script',
      '/docs/',
      '/docs/',
      '/tabs.html',
      'https://example.com/guide.md',
      '/dist/api/pb-tabs.html',
    ]);
    expect(page.querySelector('main img')?.getAttribute('src')).toBe('/docs/images/tabs.svg');
  });

  it('shows an html example as code, then live in a .docs-example without the scripts that load elements', () => {
    const [example, ...rest] = page.querySelectorAll('.docs-example');
    expect(rest).toHaveLength(0);
    expect(example?.previousElementSibling?.matches('pre')).toBe(true);
    expect(example?.previousElementSibling?.textContent).toContain('<pb-tabs label="Product details">');
    expect(example?.querySelector('pb-tabs[label="Product details"] h3')?.textContent).toBe('Description');
    expect(example?.querySelector('script[type="application/json"]')?.textContent).toBe('{"consentRegion": "eu"}');
    expect(example?.querySelectorAll('script:not([type])')).toHaveLength(0);
    // The loader-only example has nothing live to show: its code alone.
    expect(page.querySelectorAll('main pre')).toHaveLength(2);
  });

  it('serves docs/index.md at /docs/ and the images of docs/images/', async () => {
    const index = parse(await (await fetch(`${running.baseUrl}/docs/`)).text());
    expect(index.querySelector('main a')?.getAttribute('href')).toBe('/docs/elements/pb-tabs/');
    const image = await fetch(`${running.baseUrl}/docs/images/tabs.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it("gives a page the demo site's configuration, nonces filled in, unless an example brings its own", async () => {
    const index = parse(await (await fetch(`${running.baseUrl}/docs/`)).text());
    const config = JSON.parse(index.querySelector('head script#pb-config')?.textContent ?? '{}');
    expect(config).toMatchObject({ consentRegion: 'eu', mapTileUrl: '/tiles/{z}/{x}/{y}.svg' });
    expect(config.nonces.consent).toMatch(/^[\w-]{8,}$/);
    expect(page.querySelectorAll('#pb-config')).toHaveLength(1);
    expect(page.querySelector('#pb-config')?.closest('.docs-example')).not.toBeNull();
  });

  it('redirects /docs and a page path without its trailing slash to the page', async () => {
    const bare = await fetch(`${running.baseUrl}/docs`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/docs/']);
    const unslashed = await fetch(`${running.baseUrl}/docs/page-configuration`, { redirect: 'manual' });
    expect([unslashed.status, unslashed.headers.get('location')]).toEqual([301, '/docs/page-configuration/']);
  });

  it('answers 404 for a page with no Markdown file', async () => {
    for (const missing of ['/docs/missing/', '/docs/elements/', '/docs/elements/pb-tabs.md', '/docs/images/missing.svg']) {
      expect([missing, (await fetch(`${running.baseUrl}${missing}`)).status]).toEqual([missing, 404]);
    }
  });

  it('refuses paths reaching out of docs/', async () => {
    for (const outside of ['/docs/../secret/', '/docs/%2e%2e/secret/', '/docs/..%2fsecret/', '/docs/elements/..%2f..%2fsecret/', '/docs/%00/', '/docs/.hidden/']) {
      expect([outside, await rawGetStatus(running.baseUrl, outside)]).toEqual([outside, 404]);
    }
  });

  it('answers only GET and HEAD', async () => {
    const head = await fetch(`${running.baseUrl}/docs/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${running.baseUrl}/docs/`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
