/**
 * Every module block (issue 37), as the Editor and the Author use them: the plugin offers one block
 * per module of the manifest; each is inserted with its template's inner blocks, a toggle, a list,
 * a number, a text and a per-screen value are set in the inspector, and the post is valid after a
 * reload with every block live in the editor; the logged-out visitor gets every element, each
 * upgraded once reached for as the loader needs (scrolled to, pointed at), with nothing for axe
 * and no console error. Then, in Twenty Twenty-Three and Twenty Twenty-One, a screenshot of each
 * block in the editor and on the front end (PB_UPDATE_DOCS_IMAGES=1 refreshes the docs' copies and
 * their table in docs/wordpress.md). Last, with the plugin deactivated, the same post reads as the
 * plain HTML it saved (issue 37, "Content that survives").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Locator, test, type Page } from '@playwright/test';
import { NOT_A_BLOCK, PATTERN_IMAGES } from '../../scripts/wordpress/build-plugin.mjs';
import { CLASSIC_THEME, DEFAULT_THEME, switchTheme, wpEval } from '../../scripts/wordpress/site.mjs';
import { collectErrors, describeViolations, PLACEHOLDER_TAGS, runAxe } from '../e2e/helpers';
import {
  closeWelcomeGuides, deselectBlocks, type EditorBlock, type EditorGlobals, editorBlocks, expectValidAfterReload, openEditor, openSettings, publish, type Role, ROLES, selectBlock, storedContent,
} from './editor';
import { logIn, pluginLog, reachFor, site } from './helpers';
import { SCREENSHOT_PAGE, screenshotElement, UPDATING_DOCS_IMAGES } from './screenshots';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

type ModuleBlock = { name: string; tag: string; title: string };
const PLUGIN = 'pb-elements/pb-elements.php';
type ModuleGlobals = EditorGlobals & {
  pbElementsModules: { blocks: Record<string, { tag: string }> };
  wp: { blocks: { getBlockTypes(): Array<{ name: string; title: string; category: string }> } };
};

/** The pb-* elements of the manifest that are page content (a block each): what the plugin must offer. */
function manifestModules(): string[] {
  const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: Array<{ declarations?: Array<{ tagName?: string }> }> };
  const tags = manifest.modules.flatMap(({ declarations = [] }) => declarations.map(({ tagName }) => tagName ?? '')).filter((tag) => tag.startsWith('pb-') && !NOT_A_BLOCK.has(tag));
  return [...new Set(tags)].sort();
}

/** The inner blocks each templated module block starts with (docs/wordpress.md "Blocks for each module"). */
const TEMPLATES: Record<string, string[]> = {
  'pb-elements/tabs': ['core/heading', 'core/group', 'core/heading', 'core/group'],
  'pb-elements/accordion': ['pb-elements/details', 'pb-elements/details'],
  'pb-elements/toggle': ['pb-elements/details'],
  'pb-elements/image-carousel': ['core/image', 'core/image', 'core/image'],
  'pb-elements/gallery': ['core/image', 'core/image', 'core/image'],
  'pb-elements/lightbox': ['core/image', 'core/image'],
  'pb-elements/slider': ['core/group', 'core/group'],
  'pb-elements/contact-form': ['core/html'],
  'pb-elements/newsletter': ['core/html'],
  'pb-elements/menu': ['core/list'],
  'pb-elements/header': ['core/html', 'pb-elements/menu'],
  'pb-elements/sticky': ['core/group'],
  'pb-elements/animate': ['core/group'],
  'pb-elements/split-test': ['core/group'],
  'pb-elements/parallax': ['core/html', 'core/heading', 'core/paragraph'],
  'pb-elements/video': ['core/video'],
  'pb-elements/video-background': ['core/heading', 'core/paragraph'],
  'pb-elements/portfolio': ['core/group', 'core/group', 'core/group'],
  'pb-elements/portfolio-carousel': ['core/group', 'core/group', 'core/group'],
  'pb-elements/map': ['core/html'],
  'pb-elements/search': ['core/html'],
  'pb-elements/number-counter': ['core/paragraph'],
  'pb-elements/circle-counter': ['core/paragraph'],
  'pb-elements/scroll-top': ['core/html'],
};

/** The element a module block writes, not the one the Header block's template nests (its Menu). */
const own = (tag: string): string => (tag === 'pb-menu' ? 'pb-menu:not(pb-header pb-menu)' : tag);

/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The module blocks and the post each role built with them (the screenshots show the Editor's). */
let moduleBlocks: ModuleBlock[] = [];
const posts: Partial<Record<Role, number>> = {};

test.beforeAll(() => closeWelcomeGuides());
test.afterAll(() => switchTheme('pb-theme'));

/** The top-level module blocks of the post in the editor, by block name. */
const topLevelBlocks = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries((window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlocks().map(({ name, clientId }) => [name, clientId])));

/** The element a module block's live preview shows. */
const previewElement = (page: Page, clientId: string, tag: string): Locator => page.locator(`[data-block="${clientId}"] .pb-elements-block__preview ${tag}`).first();

/** Every module block shows its element in the editor, upgraded (a split test's placeholder shows its content). */
async function expectLivePreviews(page: Page, blocks: ModuleBlock[]): Promise<void> {
  const ids = await topLevelBlocks(page);
  for (const { name, tag } of blocks) {
    const element = previewElement(page, ids[name]!, tag);
    await expect(element, `${name}: live in the editor`).toHaveCount(1);
    if (!PLACEHOLDER_TAGS.includes(tag)) await expect(element, `${name}: upgraded in the editor`).toHaveAttribute('data-enhanced', '');
  }
}

/** The visitor's page of `id`: every module present and upgraded once reached for, nothing for axe, no console error, no notice from the plugin. */
async function expectVisitorPage(visitor: Page, id: number, blocks: ModuleBlock[], label: string): Promise<void> {
  // No network on the test machine: the map block's default tile server answers with a blank tile.
  await visitor.route((url) => url.host !== new URL(site().url).host, (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }));
  const errors = collectErrors(visitor);
  const logged = pluginLog().length;
  await visitor.goto(`/?p=${id}`);
  const main = visitor.locator('main');
  for (const { tag } of blocks) {
    // One banner per page: the theme's, or the block's where the theme prints none.
    await expect(tag === 'pb-consent-banner' ? visitor.locator(tag) : main.locator(own(tag)), `${label}: ${tag} on the page`).toHaveCount(1);
  }
  // The banner first: once the visitor has chosen it no longer covers the page's end.
  const banner = visitor.locator('pb-consent-banner');
  await expect(banner, `${label}: the consent banner upgraded`).toHaveAttribute('data-enhanced', '');
  await visitor.getByRole('region', { name: 'Your cookie choices' }).getByRole('button', { name: 'Accept all' }).click();
  await expect(visitor.getByRole('region', { name: 'Your cookie choices' })).toBeHidden();
  for (const { tag } of blocks.filter(({ tag }) => tag !== 'pb-consent-banner')) {
    const element = visitor.locator(tag).last();
    await reachFor(element);
    if (!PLACEHOLDER_TAGS.includes(tag)) await expect(element, `${label}: ${tag} upgraded`).toHaveAttribute('data-enhanced', '');
  }
  expect(describeViolations((await runAxe(visitor)).violations), label).toEqual([]);
  expect(errors, label).toEqual([]);
  expect(pluginLog().slice(logged), label).toEqual([]);
}

/** The pictures of the plugin's patterns (assets/patterns/) in every Image block of the post, each linked to its file. */
async function fillImages(page: Page, blocks: EditorBlock[]): Promise<void> {
  const images = blocks.filter(({ name }) => name === 'core/image').map(({ clientId }) => clientId);
  const base = `${site().url}/wp-content/plugins/pb-elements/assets/patterns`;
  await page.evaluate(
    ([ids, urls]) => {
      for (const [index, id] of ids.entries()) {
        const url = urls[index % urls.length]!;
        (window as unknown as EditorGlobals).wp.data.dispatch('core/block-editor').updateBlockAttributes(id, { url, href: url, alt: `Walk picture ${index + 1}` });
      }
    },
    [images, PATTERN_IMAGES.map((name) => `${base}/${name}`)] as const,
  );
}

for (const role of ROLES) {
  const who = role === 'author' ? 'Author' : 'Editor';
  test(`the ${who} inserts every module block (one per module of the manifest) with its inner blocks and sets a toggle, a list, a number, a text and a per-screen value; valid after a reload, live in the editor, upgraded for the visitor with nothing for axe and no console error`, async ({ page, browser }) => {
    await logIn(page, role);
    const editorErrors = collectErrors(page);
    await openEditor(page, '/wp-admin/post-new.php');
    const offered = await page.evaluate(() => {
      const { pbElementsModules, wp } = window as unknown as ModuleGlobals;
      const titles = Object.fromEntries(wp.blocks.getBlockTypes().map(({ name, title }) => [name, title]));
      return {
        blocks: Object.entries(pbElementsModules.blocks).map(([name, { tag }]) => ({ name, tag, title: titles[name] ?? '' })),
        category: wp.blocks.getBlockTypes().filter(({ category }) => category === 'pb-elements').map(({ name }) => name).sort(),
      };
    });
    // The plugin's own list, registered in the inserter's category (with the accordion's item block), one per module of the manifest.
    expect(offered.blocks.map(({ tag }) => tag).sort()).toEqual(manifestModules());
    expect(offered.category).toEqual([...offered.blocks.map(({ name }) => name), 'pb-elements/details'].sort());
    expect(offered.blocks.every(({ title }) => title !== '')).toBe(true);
    moduleBlocks = offered.blocks;

    await page.evaluate((names) => {
      const { wp } = window as unknown as EditorGlobals;
      wp.data.dispatch('core/block-editor').insertBlocks(names.map((name) => wp.blocks.createBlock(name)));
    }, moduleBlocks.map(({ name }) => name));
    const ids = await topLevelBlocks(page);
    for (const [name, inner] of Object.entries(TEMPLATES)) {
      await expect.poll(() => page.evaluate((id) => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlock(id)?.innerBlocks.map((block) => block.name), ids[name]!), name).toEqual(inner);
    }
    await fillImages(page, await editorBlocks(page));

    await openSettings(page);
    const sidebar = page.locator('.block-editor-block-inspector');
    await selectBlock(page, ids['pb-elements/tabs']!);
    await sidebar.getByLabel('Active', { exact: true }).fill('1');
    await selectBlock(page, ids['pb-elements/slider']!);
    await sidebar.getByLabel('Label', { exact: true }).fill('Highlights');
    await sidebar.getByLabel('Transition', { exact: true }).selectOption('slide');
    await selectBlock(page, ids['pb-elements/image-carousel']!);
    await sidebar.getByLabel('Loop', { exact: true }).check();
    await sidebar.getByLabel('Label', { exact: true }).fill('Walk photos');
    await selectBlock(page, ids['pb-elements/gallery']!);
    await sidebar.getByRole('tab', { name: 'Tablet' }).click();
    await sidebar.getByLabel('Columns', { exact: true }).fill('2');
    await selectBlock(page, ids['pb-elements/countdown']!);
    await sidebar.getByLabel('End date', { exact: true }).fill('2031-06-01T09:00:00+02:00');
    // Named, so its navigation landmark stands apart from the theme's (Twenty Twenty-Three's has no name).
    await selectBlock(page, ids['pb-elements/menu']!);
    await sidebar.getByLabel('Label', { exact: true }).fill('Walks');
    await selectBlock(page, ids['pb-elements/number-counter']!);
    await sidebar.getByLabel('Number', { exact: true }).fill('75');
    await deselectBlocks(page);
    await expectLivePreviews(page, moduleBlocks);

    const id = await publish(page, `Every module block (${role})`);
    posts[role] = id;
    const content = await storedContent(role, id);
    expect(content).toContain('<pb-tabs active="1"><!-- wp:heading');
    expect(content).toContain('<pb-slider label="Highlights" transition="slide"><!-- wp:group');
    // A boolean on is a present attribute (kses may write it without its empty value).
    expect(content).toMatch(/<pb-image-carousel loop(="")? label="Walk photos"><!-- wp:image/);
    expect(content).toContain('<pb-gallery columns-tablet="2"><!-- wp:image');
    expect(content).toContain('<pb-countdown end-date="2031-06-01T09:00:00+02:00">');
    expect(content).toContain('<pb-number-counter number="75">');

    await expectValidAfterReload(page, role, id);
    const reloaded = await topLevelBlocks(page);
    expect(Object.keys(reloaded)).toEqual(moduleBlocks.map(({ name }) => name));
    await expectLivePreviews(page, moduleBlocks);
    await expect(previewElement(page, reloaded['pb-elements/tabs']!, 'pb-tabs').getByRole('tab', { name: 'Second tab' })).toHaveAttribute('aria-selected', 'true');
    expect(editorErrors).toEqual([]);

    const visitor = await browser.newPage({ baseURL: site().url, viewport: SCREENSHOT_PAGE.viewport });
    await expectVisitorPage(visitor, id, moduleBlocks, `${who}'s post`);
    await expect(visitor.locator('main pb-tabs').getByRole('tab', { name: 'Second tab' })).toHaveAttribute('aria-selected', 'true');
    await expect(visitor.locator('main pb-image-carousel [aria-roledescription="carousel"]')).toHaveAccessibleName('Walk photos');
    await visitor.close();
  });
}

/** The screenshots taken: theme → block name → the views that have one. */
const screenshots: Record<string, Record<string, Array<'editor' | 'front'>>> = {};
const slug = (name: string): string => name.slice('pb-elements/'.length);

for (const theme of [DEFAULT_THEME, CLASSIC_THEME]) {
  test(`in ${theme} every module block is upgraded for the visitor with nothing for axe and no console error; a screenshot of each in the editor and on the front end`, async ({ browser }, testInfo) => {
    const id = posts.editor;
    expect(id, "the Editor's test published the post").toBeGreaterThan(0);
    switchTheme(theme);
    const taken: Record<string, Array<'editor' | 'front'>> = Object.fromEntries(moduleBlocks.map(({ name }) => [name, []]));
    screenshots[theme] = taken;

    const visitor = await browser.newPage({ baseURL: site().url, ...SCREENSHOT_PAGE });
    await visitor.goto(`/?p=${id}`);
    await expect(visitor.locator('pb-consent-banner')).toHaveAttribute('data-enhanced', '');
    if (await screenshotElement(visitor.locator('pb-consent-banner'), `blocks/${theme}-consent-banner-front.png`, testInfo)) taken['pb-elements/consent-banner']!.push('front');
    // A fresh page for a fresh visitor: the banner shows again, and is what they choose first.
    await visitor.context().clearCookies();
    await expectVisitorPage(visitor, id!, moduleBlocks, theme);
    for (const { name, tag } of moduleBlocks.filter(({ tag }) => tag !== 'pb-consent-banner')) {
      if (await screenshotElement(visitor.locator(`main ${own(tag)}`), `blocks/${theme}-${slug(name)}-front.png`, testInfo)) taken[name]!.push('front');
    }
    await visitor.close();

    const editor = await browser.newPage({ baseURL: site().url, ...SCREENSHOT_PAGE });
    await logIn(editor, 'editor');
    await openEditor(editor, `/wp-admin/post.php?post=${id}&action=edit`);
    await deselectBlocks(editor);
    await expectLivePreviews(editor, moduleBlocks);
    const ids = await topLevelBlocks(editor);
    for (const { name } of moduleBlocks) {
      if (await screenshotElement(editor.locator(`[data-block="${ids[name]}"]`), `blocks/${theme}-${slug(name)}-editor.png`, testInfo)) taken[name]!.push('editor');
    }
    await editor.close();
    // Every block has its editor picture; on the front end only what shows before any scroll or click can be missing.
    expect(moduleBlocks.filter(({ name }) => !taken[name]!.includes('editor')).map(({ name }) => name)).toEqual([]);
  });
}

test("with the plugin deactivated, the Editor's post of every module block reads as the plain HTML it saved: the inner blocks' text shows, no script of the plugin loads, nothing fails", async ({ browser }) => {
  const id = posts.editor;
  expect(id, "the Editor's test published the post").toBeGreaterThan(0);
  switchTheme(DEFAULT_THEME);
  wpEval(`deactivate_plugins('${PLUGIN}'); return true;`);
  try {
    const visitor = await browser.newPage({ baseURL: site().url });
    const errors = collectErrors(visitor);
    const pluginFiles: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes('/wp-content/plugins/pb-elements/')) pluginFiles.push(request.url());
    });
    await visitor.goto(`/?p=${id}`);
    const main = visitor.locator('main');
    // The elements are there as saved, and stay plain: nothing upgrades them.
    for (const { tag } of moduleBlocks) await expect(main.locator(own(tag)), tag).toHaveCount(1);
    await expect(main.locator('[data-enhanced]')).toHaveCount(0);
    // What the templates and the inspector put in: tabs as headings and panels, the accordion's
    // native details, the slider's slides, the carousel's pictures, the menu's links, the form's fields.
    for (const text of ['First tab', 'Second tab', 'First slide', 'Second slide']) await expect(main.getByRole('heading', { name: text, exact: true })).toBeVisible();
    await expect(main.getByText('What the second tab shows.')).toBeVisible();
    await expect(main.locator('pb-accordion summary')).toHaveText(['First question', 'Second question']);
    await main.locator('pb-accordion summary').nth(1).click();
    await expect(main.locator('pb-accordion details').nth(1)).toHaveAttribute('open', '');
    await expect(main.locator('pb-image-carousel img').first()).toBeVisible();
    await expect(main.locator(own('pb-menu')).getByRole('link', { name: 'About' })).toBeVisible();
    await expect(main.locator('pb-contact-form').getByLabel('Your name')).toBeVisible();
    await expect(main.locator('pb-number-counter')).toContainText('Happy walkers');
    expect(pluginFiles.filter((url) => !/\.(svg|png|jpe?g)$/.test(new URL(url).pathname)), 'only the pictures of the plugin').toEqual([]);
    expect(errors).toEqual([]);
    await visitor.close();
  } finally {
    expect(wpEval(`$result = activate_plugin('${PLUGIN}'); return is_wp_error($result) ? $result->get_error_message() : true;`)).toBe(true);
  }
});

const TABLE_START = '<!-- block screenshots: generated by test/wordpress/every-module-block.spec.ts with PB_UPDATE_DOCS_IMAGES=1 -->';
const TABLE_END = '<!-- end of block screenshots -->';

/** With PB_UPDATE_DOCS_IMAGES=1 and both themes' screenshots taken: their table in docs/wordpress.md. */
test.afterAll(() => {
  const themes = [DEFAULT_THEME, CLASSIC_THEME];
  if (!UPDATING_DOCS_IMAGES || !themes.every((theme) => screenshots[theme])) return;
  const cell = (theme: string, name: string, view: 'editor' | 'front'): string =>
    screenshots[theme]![name]!.includes(view) ? `![${name} ${view === 'editor' ? 'in the editor' : 'on the page'}, ${theme}](images/wordpress/blocks/${theme}-${slug(name)}-${view}.png)` : 'nothing shown at first';
  const rows = moduleBlocks.map(({ name, title }) => `| ${title} | ${themes.flatMap((theme) => [cell(theme, name, 'editor'), cell(theme, name, 'front')]).join(' | ')} |`);
  const table = [
    TABLE_START,
    '| block | Twenty Twenty-Three, editor | Twenty Twenty-Three, page | Twenty Twenty-One, editor | Twenty Twenty-One, page |',
    '|---|---|---|---|---|',
    ...rows,
    TABLE_END,
  ].join('\n');
  const docs = readFileSync('docs/wordpress.md', 'utf8');
  const start = docs.indexOf(TABLE_START);
  const end = docs.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/wordpress.md has no block screenshot table to replace');
  writeFileSync('docs/wordpress.md', `${docs.slice(0, start)}${table}${docs.slice(end + TABLE_END.length)}`);
});
