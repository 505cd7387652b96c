/**
 * Nothing an editor does breaks a page (issue 34, items 8, 9, 10 and 15): the README's examples
 * saved by an Author and an Editor (no `unfiltered_html`, so kses filters them) render like the
 * Administrator's; an Author's gated embeds, held-back scripts and settings blocks go through
 * `[pb_embed]` and the element's attributes, with no settings text left on the page; in Twenty
 * Twenty-Three the elements keep to the content column before and after the upgrade; and the
 * header recipe's phone menu opens full width.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_THEME, SITE_DIR, switchTheme } from '../../scripts/wordpress/site.mjs';
import { DOCUMENTATION, ELEMENT_DOCUMENTATION, htmlExamples } from '../documentation';
import { frames, observeLayoutShifts, PHONE, requestUpgrade } from '../e2e/helpers';
import { restHeaders, site } from './helpers';

const ROLES_FILTERED_BY_KSES = ['editor', 'author'] as const;

/** Saves a published post as `role` through the REST API; returns its path and the content as stored. */
async function saveAs(role: 'admin' | (typeof ROLES_FILTERED_BY_KSES)[number], slug: string, content: string): Promise<{ path: string; raw: string }> {
  const { url, users } = site();
  const response = await fetch(`${url}/wp-json/wp/v2/posts?context=edit`, {
    method: 'POST',
    headers: restHeaders(users[role]),
    body: JSON.stringify({ slug, title: slug, content, status: 'publish' }),
  });
  if (!response.ok) throw new Error(`saving ${slug} as ${role}: ${response.status} ${await response.text()}`);
  const post = await response.json();
  return { path: new URL(post.link).pathname, raw: post.content.raw };
}

const customHtml = (html: string): string => `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`;

const FIRST_PAGE_BODY = /<body>([\s\S]*)<\/body>/.exec(htmlExamples(DOCUMENTATION)[0]!)![1]!;
/**
 * The README's examples an editor pastes into a page: element markup, not a whole page, and no
 * `<script>` or `<iframe>` (the theme's and the plugin's business, or `[pb_embed]`'s; settings
 * scripts are the next test's).
 */
const EDITOR_EXAMPLES = [FIRST_PAGE_BODY, ...htmlExamples(ELEMENT_DOCUMENTATION)].filter(
  (example) => example.includes('<pb-') && !/<(script|iframe|html|head|body)\b/i.test(example),
);

type Signature = { elements: string[]; text: string };

/**
 * Each example of a rendered post (server HTML, parsed as a browser would, no script run): its
 * elements in order with their attribute names, and its text.
 */
async function examplesOf(page: Page, path: string): Promise<Signature[]> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(([source, added]) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    return [...document.querySelectorAll('.readme-example')].map((example) => ({
      elements: [...example.querySelectorAll(`*:not(${added})`)].map((element) => `${element.localName}[${[...element.attributes].map(({ name }) => name).sort().join(' ')}]`),
      text: (example.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }));
  }, [html, PLUGIN_HIDDEN_FIELDS] as const);
}

/**
 * The hidden fields the plugin writes into the newsletter's and the contact form's form (its
 * nonce, token and descriptors, for the post without JavaScript), beside what the author wrote.
 */
const PLUGIN_HIDDEN_FIELDS = 'input[type=hidden]:is([name=token], [name=et_pb_contact_email_fields], [name=et_frontend_nonce], [name=et_list_id], [name=et_provider], [name=et_account])';

test('every README example an editor pastes keeps its elements, attributes and text when an Author or an Editor saves it', async ({ page }) => {
  test.setTimeout(120_000);
  expect(EDITOR_EXAMPLES.length).toBeGreaterThanOrEqual(25);
  expect(EDITOR_EXAMPLES.some((example) => example.includes('<pb-menu label="Primary">'))).toBe(true);
  const content = EDITOR_EXAMPLES.map((example, index) => customHtml(`<div class="readme-example" data-example="${index}">\n${example}\n</div>`)).join('\n\n');
  // The Administrator has unfiltered_html: kses leaves the examples as written.
  const reference = await examplesOf(page, (await saveAs('admin', 'readme-examples-admin', content)).path);
  expect(reference.map(({ elements }) => elements.map((element) => element.replace(/\[.*/, '')))).toEqual(
    await page.evaluate(
      ([examples, added]) => examples.map((example) => [...new DOMParser().parseFromString(example, 'text/html').body.querySelectorAll(`*:not(${added})`)].map((element) => element.localName)),
      [EDITOR_EXAMPLES.map((example) => `<div>${example}</div>`), PLUGIN_HIDDEN_FIELDS] as const,
    ).then((lists) => lists.map((list) => list.slice(1))),
  );
  for (const role of ROLES_FILTERED_BY_KSES) {
    const saved = await saveAs(role, `readme-examples-${role}`, content);
    const examples = await examplesOf(page, saved.path);
    expect(examples.length, role).toBe(EDITOR_EXAMPLES.length);
    for (const [index, example] of examples.entries()) {
      expect(example, `${role}, example ${index}:\n${EDITOR_EXAMPLES[index]}`).toEqual(reference[index]);
    }
    // The menu example's comment stays a comment (WordPress would show it as text and make its tags real).
    expect(saved.raw).toContain('<!-- optional: or put the &lt;ul&gt; directly in &lt;pb-menu&gt;;');
  }
});

test.describe('an Author', () => {
  const EMBED = 'https://www.youtube-nocookie.com/embed/trail';
  const CONTENT = customHtml(`<pb-sticky id="trail-facts">
  <script type="application/json" data-attribute="settings">
    {"position": "top", "topOffset": "20px"}
  </script>
  <script type="application/json">{"note": "unnamed settings text"}</script>
  <p>Trail facts: 9 km, 400 m up.</p>
</pb-sticky>
<p>Bring water.</p><script>document.title = 'kses failed';</script><style>p { color: red }</style>
<iframe data-src="${EMBED}?raw" data-service="youtube" title="Raw iframe"></iframe>
<script type="text/plain" data-category="marketing">document.title = 'held-back script from the content';</script>
[pb_embed src="${EMBED}" service="youtube" title="Trail video" width="560" height="315"]
[pb_embed src="javascript:alert(1)" service="youtube" title="Script address"]
[pb_embed src="https://tracker.example/embed" service="tracker" title="Host not allowed"]
[pb_embed src="http://www.youtube.com/embed/plain" service="youtube" title="Not https"]
[pb_embed script="trail-widget"]
[pb_embed script="site-analytics-unknown"]`);

  test('keeps gated embeds, held-back scripts and settings blocks through [pb_embed] and attributes, with no settings text on the page', async ({ page }) => {
    writeFileSync(`${SITE_DIR}/wp-content/uploads/trail-widget.js`, "document.documentElement.dataset.trailWidget = 'ran';\n");
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Trail video</title>' }));
    const saved = await saveAs('author', 'author-embeds', CONTENT);
    expect(saved.raw).not.toContain('<script');
    expect(saved.raw).not.toContain('<iframe');

    await page.goto(saved.path);
    const text = await page.locator('main').innerText();
    for (const leftover of ['topOffset', 'unnamed settings text', 'kses failed', 'color: red', 'held-back script', 'pb_embed']) expect(text).not.toContain(leftover);
    // The named settings script became the element's attribute, which it reads.
    const settings = await page.locator('#trail-facts').getAttribute('settings');
    expect(JSON.parse(settings!)).toEqual({ position: 'top', topOffset: '20px' });

    // One embed: the shortcode's, held back (no src) until the visitor allows YouTube.
    const iframes = page.locator('main iframe');
    await expect(iframes).toHaveCount(1);
    const video = iframes.first();
    await expect(video).toHaveAttribute('title', 'Trail video');
    await expect(video).toHaveAttribute('data-src', EMBED);
    await expect(video).toHaveAttribute('data-service', 'youtube');
    expect(await video.getAttribute('src')).toBeNull();
    // Only the handle the site owner holds back is placed, held back.
    const widget = page.locator('script#trail-widget-js');
    await expect(widget).toHaveAttribute('type', 'text/plain');
    await expect(widget).toHaveAttribute('data-category', 'marketing');
    await expect(page.locator('script[src*="site-analytics-unknown"]')).toHaveCount(0);

    await page.locator('pb-consent-banner').getByRole('button', { name: 'Accept all' }).click();
    await expect(video).toHaveAttribute('src', EMBED);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.trailWidget)).toBe('ran');
    expect(await page.title()).not.toContain('kses failed');
  });
});

test.describe('in Twenty Twenty-Three', () => {
  const IMAGE = '/wp-content/uploads/ridge.svg';
  const CONTENT = [
    customHtml('<div id="column">The content column.</div>\n<div id="wide" class="alignwide">The wide column.</div>'),
    customHtml(`<pb-accordion id="faq">
<details open><summary>What to bring</summary><p>Water, a hat and good shoes.</p></details>
<details><summary>When do walks leave?</summary><p>At eight from the square.</p></details>
</pb-accordion>`),
    customHtml(`<pb-accordion id="faq-wide" class="alignwide">
<details open><summary>Which walk is the longest?</summary><p>The ridge walk, 9 km.</p></details>
<details><summary>Are dogs welcome?</summary><p>On a lead.</p></details>
</pb-accordion>`),
    customHtml(`<pb-lightbox id="photos"><a href="${IMAGE}"><img src="${IMAGE}" width="480" height="320" alt="The ridge at dawn"></a></pb-lightbox>`),
  ].join('\n\n');
  const ELEMENTS = ['#faq', '#faq-wide', '#photos'];
  let path = '';

  test.beforeAll(async () => {
    writeFileSync(
      `${SITE_DIR}/wp-content/uploads/ridge.svg`,
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#5b7f95"/></svg>',
    );
    switchTheme(DEFAULT_THEME);
    path = (await saveAs('editor', 'layout-in-twenty-twenty-three', CONTENT)).path;
  });
  test.afterAll(() => switchTheme('pb-theme'));

  type Box = { x: number; width: number };
  const box = (page: Page, selector: string): Promise<Box> =>
    page.locator(selector).evaluate((element) => {
      const { x, width } = element.getBoundingClientRect();
      return { x: Math.round(x), width: Math.round(width) };
    });

  /** Opens the post with the layout shifts recorded; the elements have not upgraded yet (they wait for the visitor). */
  async function openAtRest(page: Page): Promise<void> {
    await page.addInitScript(observeLayoutShifts);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await frames(page);
    for (const selector of ELEMENTS) await expect(page.locator(selector)).not.toHaveAttribute('data-enhanced', '');
  }

  /** Upgrades the elements as a visitor does (pointing at the accordion, asking for the others) and waits for their first render. */
  async function upgrade(page: Page): Promise<void> {
    await page.locator('#faq summary').first().hover();
    for (const selector of ELEMENTS) {
      await requestUpgrade(page, selector);
      await expect(page.locator(selector)).toHaveAttribute('data-enhanced', '');
    }
    await frames(page, 3);
  }

  const shiftsSince = (page: Page, from: number): Promise<number> =>
    page.evaluate((start) => window.__layoutShifts.slice(start).reduce((sum, shift) => sum + shift.value, 0), from);

  test('at 1280 px the elements keep to the content column and the wide alignment, before and after the upgrade, with no layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAtRest(page);
    const column = await box(page, '#column');
    const wide = await box(page, '#wide');
    expect(column.width).toBe(650);
    expect(wide.width).toBeGreaterThan(column.width);
    const expected = { '#faq': column, '#faq-wide': wide, '#photos': column };
    const atRest = Object.fromEntries(await Promise.all(ELEMENTS.map(async (selector) => [selector, await box(page, selector)])));
    expect(atRest).toEqual(expected);
    const shiftsBefore = await page.evaluate(() => window.__layoutShifts.length);

    await upgrade(page);
    const upgraded = Object.fromEntries(await Promise.all(ELEMENTS.map(async (selector) => [selector, await box(page, selector)])));
    expect(upgraded).toEqual(expected);
    expect(await shiftsSince(page, shiftsBefore)).toBe(0);
  });

  test('at 375 px nothing widens the page, and images inside elements fit their column, before and after the upgrade', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openAtRest(page);
    const check = async (when: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), when).toBe(PHONE.width);
      const column = await box(page, '#column');
      const image = await box(page, '#photos img');
      expect(image.x, when).toBeGreaterThanOrEqual(column.x);
      expect(image.x + image.width, when).toBeLessThanOrEqual(column.x + column.width);
    };
    await check('before the upgrade');
    await upgrade(page);
    await check('after the upgrade');
  });
});

test("the header recipe's phone menu opens under the whole bar, each label on one line", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/walks/');
  const menu = page.locator('pb-menu');
  await menu.getByRole('button', { name: 'Menu', exact: true }).click();
  await menu.getByRole('button', { name: 'Show submenu for Walks' }).click();
  const links = menu.locator('nav a');
  await expect(page.getByRole('link', { name: 'River walk' })).toBeVisible();
  const panel = await menu.evaluate((element) => {
    const { x, width } = element.shadowRoot!.querySelector('[part~=list]')!.getBoundingClientRect();
    return { x, width };
  });
  expect(panel.width).toBeGreaterThanOrEqual(300);
  const lines = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const range = document.createRange();
      range.selectNodeContents(anchor);
      return [anchor.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size];
    }),
  );
  expect(lines.length).toBeGreaterThanOrEqual(6);
  for (const [label, count] of lines) expect(count, String(label)).toBe(1);
});
