/**
 * Generates the pb-elements version of the peer page into bench-results/, from the peer's own
 * generated peer.html (parsed with happy-dom), so both pages always carry the same texts, images
 * and modules:
 *   pb.html       the default flavour (dist/pb-elements.js, the README's one-script recipe)
 *   pb-lite.html  the lite flavour (dist/lite/pb-elements.js), when dist/lite/ exists
 *   plain.html    the same page with no script and no pb-elements stylesheet: the limit for
 *                 FCP, LCP and style + layout
 * with site.css, the consent service's two answers (consent-api/), and symlinks img → the peer's
 * img/ and dist → the project's dist/, so bench-results/ is the web root of all three.
 * Usage: node scripts/bench/pb-page.mjs (the peer page must be prepared; peer.mjs does that).
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { readPeerConsentTexts, writeConsentApi } from './consent-data.mjs';
import { consentBanner, convert, escape } from './pb-markup.mjs';
import { DIST_DIR, LITE_DIST_DIR, OUT_DIR, PEER_DIR } from './paths.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Module roots directly under `container` (not nested in another module). */
const moduleRootsIn = (container) =>
  [...container.querySelectorAll('[data-module]')].filter((root) => !root.parentElement.closest('[data-module]'));

/** A peer <section>: its modules in order; a wrapper row of modules becomes a two-column split. */
function sectionMarkup(section, context) {
  const title = section.querySelector('h2')?.textContent.trim() ?? '';
  const sectionContext = { ...context, title };
  const parts = [...section.querySelector('.container').children].map((child) => {
    if (child.dataset.module) return convert(child, sectionContext);
    return `<div class="split">
        ${moduleRootsIn(child).map((root) => convert(root, sectionContext)).join('\n        ')}
      </div>`;
  });
  const kind = section.classList.contains('page-section') ? 'page-section' : 'contact-section';
  const id = section.id ? ` id="${escape(section.id)}"` : '';
  const labelledBy = section.getAttribute('aria-labelledby');
  return `<section${id} class="${kind}"${labelledBy ? ` aria-labelledby="${escape(labelledBy)}"` : ''}>
    <div class="container">
      ${parts.join('\n      ')}
    </div>
  </section>`;
}

function mainMarkup(main, context) {
  return [...main.children]
    .map((child) => {
      if (child.localName === 'section') return sectionMarkup(child, context);
      if (child.dataset.module) return convert(child, context);
      return moduleRootsIn(child).map((root) => convert(root, context)).join('\n');
    })
    .join('\n\n  ');
}

/** The <body> content of the pb page, from the peer's parsed document. */
function bodyMarkup(peer, consentTexts) {
  const body = peer.body;
  const context = { brand: body.querySelector('.navbar-brand')?.textContent.trim() ?? '' };
  const scrollTopButton = body.querySelector('[data-module="scroll-top"]');
  context.scrollTop = scrollTopButton ? convert(scrollTopButton, context) : '';
  const parts = [consentBanner(consentTexts)];
  for (const child of body.children) {
    if (child === scrollTopButton) continue; // placed in the footer (see pb-markup.mjs)
    if (child.localName === 'main') parts.push(`<main>\n  ${mainMarkup(child, context)}\n  </main>`);
    else if (child.dataset.module) parts.push(convert(child, context));
  }
  return parts.join('\n\n  ');
}

/**
 * Both pb pages use the README's one-script recipe: the loader with its critical CSS
 * (pb-elements.js) in the head, nothing else of pb-elements, and the page configuration.
 * plain.html has no script and no pb-elements stylesheet: the same page with no script.
 */
function pageHtml({ peer, body, loader, consentApi }) {
  const head = loader
    ? `<script type="application/json" id="pb-config">${JSON.stringify({ consentApi })}</script>
  <script src="${loader}"></script>`
    : '';
  return `<!doctype html>
<html lang="${escape(peer.documentElement.lang || 'en')}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escape(peer.title)}</title>
  <meta name="description" content="The peer benchmark page built with pb-elements: the same texts, images and modules, no Bootstrap.">
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="site.css">${head ? `\n  ${head}` : ''}
</head>
<body id="top">
  ${body}
</body>
</html>
`;
}

/** Points `link` at `target`, replacing whatever is there. */
function symlink(target, link) {
  const existing = lstatSync(link, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink() && readlinkSync(link) === target) return;
  if (existing) rmSync(link, { recursive: true, force: true });
  symlinkSync(target, link);
}

/** Module roots by kind: { kind: count }. */
function moduleCounts(document) {
  const counts = {};
  for (const root of document.querySelectorAll('[data-module]')) counts[root.dataset.module] = (counts[root.dataset.module] ?? 0) + 1;
  return counts;
}

const total = (counts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * Writes the pages. Returns { pages: {name: file}, peerPage, counts } and throws if the module
 * counts differ from the peer's (its 99 module roots + the cookie banner it renders from JS).
 */
export async function generatePages() {
  const peerPage = path.join(PEER_DIR, 'peer.html');
  const window = new Window();
  try {
    const parse = (html) => new window.DOMParser().parseFromString(html, 'text/html');
    const peer = parse(readFileSync(peerPage, 'utf8'));
    mkdirSync(OUT_DIR, { recursive: true });
    const consentTexts = readPeerConsentTexts();
    const consentApi = writeConsentApi(OUT_DIR, consentTexts);
    copyFileSync(path.join(HERE, 'site.css'), path.join(OUT_DIR, 'site.css'));
    symlink(path.join(PEER_DIR, 'img'), path.join(OUT_DIR, 'img'));
    symlink(DIST_DIR, path.join(OUT_DIR, 'dist'));

    const body = bodyMarkup(peer, consentTexts);
    const pages = { pb: 'pb.html', plain: 'plain.html' };
    writeFileSync(path.join(OUT_DIR, pages.pb), pageHtml({ peer, body, loader: 'dist/pb-elements.js', consentApi }));
    writeFileSync(path.join(OUT_DIR, pages.plain), pageHtml({ peer, body, loader: null, consentApi }));
    if (existsSync(path.join(LITE_DIST_DIR, 'pb-elements.js'))) {
      pages.lite = 'pb-lite.html';
      writeFileSync(path.join(OUT_DIR, pages.lite), pageHtml({ peer, body, loader: 'dist/lite/pb-elements.js', consentApi }));
    } else {
      console.log(`pb page: ${path.relative(process.cwd(), LITE_DIST_DIR)}/pb-elements.js does not exist: no lite page, the lite column is skipped`);
    }

    // Count what was written, not what was meant: parse our page back.
    const peerCounts = { ...moduleCounts(peer), 'cookie-consent': 1 };
    const pbCounts = moduleCounts(parse(readFileSync(path.join(OUT_DIR, pages.pb), 'utf8')));
    console.log(`modules: peer ${total(peerCounts) - 1} + cookie banner (rendered by its JS) = ${total(peerCounts)}; pb page ${total(pbCounts)} (banner included)`);
    const kinds = [...new Set([...Object.keys(peerCounts), ...Object.keys(pbCounts)])];
    const differences = kinds.filter((kind) => peerCounts[kind] !== pbCounts[kind]).map((kind) => `${kind}: peer ${peerCounts[kind] ?? 0}, pb ${pbCounts[kind] ?? 0}`);
    if (differences.length) throw new Error(`pb page: module counts differ from the peer's: ${differences.join('; ')}`);
    return { pages, peerPage, counts: { peer: peerCounts, pb: pbCounts } };
  } finally {
    await window.happyDOM.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages } = await generatePages();
  console.log(`wrote ${Object.values(pages).map((file) => path.join(path.relative(process.cwd(), OUT_DIR), file)).join(', ')}`);
}
