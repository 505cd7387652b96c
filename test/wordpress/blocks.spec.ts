/**
 * The block editor (issue 34, items 8 and 9), as the Author and the Editor use it (no
 * `unfiltered_html`, so kses filters what they save): the README's `<pb-menu>` example in a Custom
 * HTML block and in the plugin's block "pb-elements element" is still valid after a reload, and
 * saving it again unchanged keeps the content; an Author places a consent-gated embed with the
 * block "pb-elements embed" (its sidebar, rendered on the server like `[pb_embed]`).
 */
import { expect, test } from '@playwright/test';
import { DOCUMENTATION, htmlExamples } from '../documentation';
import { closeWelcomeGuides, expectValidAfterReload, insertBlock, openEditor, publish, ROLES, storedContent } from './editor';
import { logIn, restHeaders, site } from './helpers';

/** The documented `<pb-menu>` example, the one with the HTML comment that names tags (what editors.spec.ts checks through kses). */
const MENU_EXAMPLE = htmlExamples(DOCUMENTATION)
  .map((example) => example.trim())
  .find((example) => example.startsWith('<pb-menu label="Primary">') && example.includes('<!--'))!;
/** What is inside that example's `<pb-menu>`: the inner block of the plugin's block. */
const MENU_INSIDE = /^<pb-menu label="Primary">\n([\s\S]*)\n<\/pb-menu>$/.exec(MENU_EXAMPLE)![1]!;
/**
 * As an author pastes it into the inner Custom HTML block. Leading indentation is left out: the
 * core Custom HTML block trims its content when it parses it, so an indented first line would
 * change on a second save whatever the plugin does.
 */
const MENU_INSIDE_PASTED = MENU_INSIDE.trim();

// The block editor loads slowly on a shared machine; each test opens it twice or three times.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(() => {
  expect(MENU_INSIDE).toContain('<!-- optional: or put the <ul> directly in <pb-menu>');
  closeWelcomeGuides();
});

for (const role of ROLES) {
  test.describe(`the ${role === 'author' ? 'Author' : 'Editor'} in the block editor`, () => {
    test("saves the README's <pb-menu> example in a Custom HTML block, and it is still valid after a reload", async ({ page }) => {
      await logIn(page, role);
      await openEditor(page, '/wp-admin/post-new.php');
      const block = await insertBlock(page, 'core/html');
      // Pasted into the block's text area, as an author does.
      await page.locator(`#block-${block} textarea`).fill(MENU_EXAMPLE);
      const id = await publish(page, `Menu in Custom HTML (${role})`);
      // The comment stays a comment, its tags are not made real.
      expect(await storedContent(role, id)).toContain('<!-- optional: or put the &lt;ul&gt; directly in &lt;pb-menu&gt;;');

      const blocks = await expectValidAfterReload(page, role, id);
      expect(blocks.map(({ name }) => name)).toEqual(['core/html']);
    });

    test("saves the README's <pb-menu> example through the block \"pb-elements element\" (a choice from the sidebar), and it is still valid after a reload", async ({ page }) => {
      await logIn(page, role);
      await openEditor(page, '/wp-admin/post-new.php');
      const element = await insertBlock(page, 'pb-elements/element');
      // The tag and its attribute from the block's sidebar.
      const sidebar = page.locator('.block-editor-block-inspector');
      await sidebar.getByLabel('Tag').selectOption('pb-menu');
      await sidebar.getByLabel('label', { exact: true }).fill('Main');
      // An attribute with documented values is a list of them.
      await sidebar.getByLabel('orientation', { exact: true }).selectOption('vertical');
      const inside = await insertBlock(page, 'core/html', {}, element);
      await page.locator(`#block-${inside} textarea`).fill(MENU_INSIDE_PASTED);
      const id = await publish(page, `Menu in the pb-elements block (${role})`);
      expect(await storedContent(role, id)).toMatch(/<pb-menu label="Main" orientation="vertical"><!-- wp:html -->\n<nav>/);

      const blocks = await expectValidAfterReload(page, role, id);
      expect(blocks.map(({ name, attributes }) => (name === 'pb-elements/element' ? [name, attributes.tag, attributes.values] : [name]))).toEqual([
        ['pb-elements/element', 'pb-menu', { label: 'Main', orientation: 'vertical' }],
        ['core/html'],
      ]);
    });
  });
}

test('the block "pb-elements element" stays valid when the Author\'s attribute values hold &, quotes, < and >; a boolean is a toggle', async ({ page }) => {
  // kses stores them as entities in the block's attributes, and would make a `<` in the tag text.
  const VALUES = {
    'tile-url': 'https://tiles.example/{z}/{x}/{y}.png?style=outdoors&key=walks',
    attribution: 'Tiles "Outdoors" <tiles.example> © OpenStreetMap & contributors',
  };
  await logIn(page, 'author');
  await openEditor(page, '/wp-admin/post-new.php');
  await insertBlock(page, 'pb-elements/element');
  const sidebar = page.locator('.block-editor-block-inspector');
  await sidebar.getByLabel('Tag').selectOption('pb-map');
  for (const [name, value] of Object.entries(VALUES)) await sidebar.getByLabel(name, { exact: true }).fill(value);
  await sidebar.getByLabel('mouse-wheel', { exact: true }).check();
  const id = await publish(page, 'Map with attribution (author)');

  const blocks = await expectValidAfterReload(page, 'author', id);
  expect(blocks.map(({ name }) => name)).toEqual(['pb-elements/element']);
  await page.locator(`#block-${blocks[0]!.clientId}`).click();
  for (const [name, value] of Object.entries(VALUES)) await expect(sidebar.getByLabel(name, { exact: true })).toHaveValue(value);
  await expect(sidebar.getByLabel('mouse-wheel', { exact: true })).toBeChecked();
  await expect(sidebar.getByLabel('zoom-control', { exact: true })).not.toBeChecked();
  // The visitor's page has the values as typed, and the toggle as a present attribute.
  await page.goto(`/?p=${id}`);
  const map = page.locator('pb-map');
  for (const [name, value] of Object.entries(VALUES)) await expect(map).toHaveAttribute(name, value);
  await expect(map).toHaveAttribute('mouse-wheel', '');
  expect(await map.getAttribute('zoom-control')).toBeNull();
});

test.describe('the block "pb-elements embed"', () => {
  const EMBED = 'https://www.youtube-nocookie.com/embed/ridge?start=30&rel=0';

  test('the Author places a consent-gated embed from its sidebar; the page holds it back until Accept all', async ({ page, browser }) => {
    await logIn(page, 'author');
    await openEditor(page, '/wp-admin/post-new.php');
    const block = await insertBlock(page, 'pb-elements/embed');
    const sidebar = page.locator('.block-editor-block-inspector');
    await sidebar.getByLabel('Address').fill(EMBED);
    await sidebar.getByLabel('Service').fill('youtube');
    await sidebar.getByLabel('Title').fill('Ridge walk video');
    await sidebar.getByLabel('Width').fill('560');
    await sidebar.getByLabel('Height').fill('315');
    await expect(page.locator(`#block-${block}`)).toContainText(`Loads ${EMBED} once the visitor allows youtube.`);
    const id = await publish(page, 'Ridge walk video (author)');
    // No iframe in the content: the server writes it from the block's attributes.
    expect(await storedContent('author', id)).not.toContain('<iframe');
    await expectValidAfterReload(page, 'author', id);

    const visitor = await browser.newPage({ baseURL: site().url });
    await visitor.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Ridge walk video</title>' }));
    await visitor.goto(`/?p=${id}`);
    const video = visitor.locator('main iframe');
    await expect(video).toHaveCount(1);
    for (const [name, value] of Object.entries({ 'data-src': EMBED, 'data-service': 'youtube', title: 'Ridge walk video', width: '560', height: '315' })) {
      await expect(video).toHaveAttribute(name, value);
    }
    expect(await video.getAttribute('src')).toBeNull();
    await visitor.locator('pb-consent-banner').getByRole('button', { name: 'Accept all' }).click();
    await expect(video).toHaveAttribute('src', EMBED);
    await visitor.close();
  });

  test('an address or service the allow-list refuses prints nothing', async ({ page }) => {
    const embed = (attributes: Record<string, string>): string => `<!-- wp:pb-elements/embed ${JSON.stringify(attributes)} /-->`;
    const { url, users } = site();
    const response = await fetch(`${url}/wp-json/wp/v2/posts?context=edit`, {
      method: 'POST',
      headers: restHeaders(users.author),
      body: JSON.stringify({
        title: 'Refused embeds (author)',
        status: 'publish',
        content: [
          embed({ src: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4', category: 'marketing', title: 'Allowed map' }),
          embed({ src: 'https://tracker.example/embed', service: 'tracker', title: 'Host not allowed' }),
          embed({ src: 'javascript:alert(1)', service: 'youtube', title: 'Script address' }),
          embed({ src: 'http://www.youtube.com/embed/plain', service: 'youtube', title: 'Not https' }),
          embed({ src: EMBED, title: 'No service or category' }),
          embed({ src: EMBED, category: 'everything', title: 'Unknown category' }),
        ].join('\n\n'),
      }),
    });
    expect(response.ok).toBe(true);
    const post = await response.json();
    await page.goto(new URL(post.link).pathname);
    // Only the allowed one, held back until marketing is allowed.
    const iframes = page.locator('main iframe');
    await expect(iframes).toHaveCount(1);
    await expect(iframes).toHaveAttribute('title', 'Allowed map');
    await expect(iframes).toHaveAttribute('data-category', 'marketing');
    expect(await page.locator('main').innerHTML()).not.toMatch(/tracker\.example|javascript:|http:\/\/www\.youtube|not allowed|Script address|Not https|No service|Unknown category/);
  });
});
